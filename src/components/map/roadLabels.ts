/**
 * The synthetic roads' names on the demo basemap (docs/architecture.md "Maps"): the style has no glyph server, so
 * the names are HTML markers placed where ./roadLabelPlacement.ts says (the roads in view, in the console's language),
 * moved after each move of the map. Part of the map chunk.
 */
import { Marker, type Map as MapLibre } from 'maplibre-gl';
import type { Lang } from '@/i18n';
import { labelsInView, type Pt, type RoadFeature } from './roadLabelPlacement';

export type { RoadFeature };

/** Keeps the labels of the roads in view on a map (after each move); returns the clean-up. */
export function roadLabels(map: MapLibre, features: readonly RoadFeature[], lang: Lang, toDisplay: (lng: number, lat: number) => Pt): () => void {
  const shown = new Map<string, Marker>();
  const update = () => {
    const b = map.getBounds();
    // The roads are stored in WGS-84; the view's bounds are the display's (the same on the demo basemap).
    const labels = labelsInView(features, [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], map.getZoom(), lang);
    const seen = new Set<string>();
    for (const l of labels) {
      seen.add(l.key);
      const p = map.project(toDisplay(...l.from));
      const q = map.project(toDisplay(...l.to));
      let angle = (Math.atan2(q.y - p.y, q.x - p.x) * 180) / Math.PI;
      if (angle > 90) angle -= 180;
      if (angle < -90) angle += 180;
      let marker = shown.get(l.key);
      if (!marker) {
        const el = document.createElement('div');
        el.className = 'demo-road-label';
        el.style.cssText = 'pointer-events:none';
        const span = document.createElement('span');
        span.style.cssText =
          'display:inline-block;white-space:nowrap;font:500 11px/1 system-ui,sans-serif;color:#5c5346;text-shadow:0 0 2px #fff,0 0 2px #fff,0 0 3px #fff';
        el.append(span);
        marker = new Marker({ element: el });
        shown.set(l.key, marker);
        marker.setLngLat(toDisplay(...l.at)).addTo(map);
      } else {
        marker.setLngLat(toDisplay(...l.at));
      }
      const span = marker.getElement().firstElementChild as HTMLElement;
      if (span.textContent !== l.text) span.textContent = l.text;
      span.style.transform = `rotate(${angle.toFixed(1)}deg)`;
    }
    for (const [key, m] of shown) {
      if (!seen.has(key)) {
        m.remove();
        shown.delete(key);
      }
    }
  };
  update();
  map.on('moveend', update);
  return () => {
    map.off('moveend', update);
    shown.forEach((m) => m.remove());
    shown.clear();
  };
}
