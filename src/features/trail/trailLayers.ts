/**
 * The trail on the map (docs/architecture.md "Trails"), through MapLibre's API on the instance MapView hands over:
 * one line layer coloured by speed band (the line simplified for drawing; the chart and the scrubber keep every
 * point), the stops as DOM markers labelled with their duration (the demo style has no glyphs), and the vehicle's
 * marker, moved per frame with `setLngLat` (no React render).
 */
import type { GeoJSONSource, Marker } from 'maplibre-gl';
import type { MapContext } from '@/components/map';
import { bandRuns, distanceM, drawTolerance, SPEED_BANDS, type Stop, type TrailPoint } from '@/entities/monitor/trail';

const LINE_SOURCE = 'trail-line';
const LINE_LAYER = 'trail-line';
/** Stops closer than this (m) share a label on the map (the list keeps each). */
const STOP_MERGE_M = 300;

export interface TrailLayers {
  /** Moves the vehicle's marker to a position (WGS-84), turning it to a heading. */
  moveMarker: (lng: number, lat: number, heading: number) => void;
  /** Keeps a position in view (auto-follow): re-centres when it leaves the middle of the map (not every frame). */
  follow: (lng: number, lat: number) => void;
  remove: () => void;
}

/** A point marked on the trail's map (an alarm: where it happened), with its label. */
export interface TrailMark {
  lng: number;
  lat: number;
  label: string;
}

/**
 * Draws a trail and its stops (and a marked point); answers the marker's mover. `markerEl` is the marker's element
 * (the screen owns it).
 */
export async function drawTrail(
  ctx: MapContext, trail: readonly TrailPoint[], stops: readonly Stop[], stopLabel: (s: Stop) => string, markerEl: HTMLElement, mark?: TrailMark,
): Promise<TrailLayers> {
  const { map, toDisplay } = ctx;
  // MapLibre is already loaded (the map is on screen): the same chunk, no new request.
  const { Marker: MarkerClass, LngLatBounds } = await import('maplibre-gl');
  const runs = bandRuns(trail, drawTolerance(trail));
  // One feature per band (a MultiLineString of its runs): four features, not thousands, for the worker to tile.
  const byBand = new Map<string, [number, number][][]>();
  for (const r of runs) {
    const lines = byBand.get(r.band) ?? [];
    lines.push(r.coords.map(([x, y]) => toDisplay(x, y)));
    byBand.set(r.band, lines);
  }
  const data: GeoJSON.FeatureCollection = {
    type: 'FeatureCollection',
    features: [...byBand].map(([band, lines]) => ({ type: 'Feature', properties: { band }, geometry: { type: 'MultiLineString', coordinates: lines } })),
  };
  const source = map.getSource(LINE_SOURCE) as GeoJSONSource | undefined;
  if (source) void source.setData(data);
  else {
    map.addSource(LINE_SOURCE, { type: 'geojson', data, tolerance: 0.5 });
    const color: unknown[] = ['match', ['get', 'band']];
    for (const b of SPEED_BANDS) color.push(b.key, b.color);
    color.push('#1677ff');
    map.addLayer({
      id: LINE_LAYER, type: 'line', source: LINE_SOURCE, layout: { 'line-join': 'round', 'line-cap': 'round' },
      // A MapLibre expression (arrays of mixed kinds); the style spec's type is a deep union this builds correctly.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
      paint: { 'line-color': color as any, 'line-width': ['interpolate', ['linear'], ['zoom'], 8, 2, 14, 5] },
    });
  }
  // Stops within STOP_MERGE_M of each other (a vehicle stopping at the same spot every round) share one label.
  const groups: Stop[][] = [];
  for (const st of stops) {
    const near = groups.find((g) => distanceM([g[0]!.lng, g[0]!.lat], [st.lng, st.lat]) <= STOP_MERGE_M);
    if (near) near.push(st);
    else groups.push([st]);
  }
  const markers: Marker[] = groups.map((group) => {
    const s = group[0]!;
    const el = document.createElement('div');
    el.className = 'trail-stop';
    el.textContent = group.length > 1 ? `${stopLabel(s)} ×${group.length}` : stopLabel(s);
    el.title = group.map(stopLabel).join('\n');
    el.style.cssText = 'background:#fff;border:2px solid #595959;border-radius:10px;padding:0 6px;font-size:12px;line-height:18px;white-space:nowrap;color:#262626';
    return new MarkerClass({ element: el, anchor: 'bottom', offset: [0, -4] }).setLngLat(toDisplay(s.lng, s.lat)).addTo(map);
  });
  if (mark) {
    const el = document.createElement('div');
    el.dataset.testid = 'trail-mark';
    el.textContent = mark.label;
    el.style.cssText = 'background:#cf1322;color:#fff;border:2px solid #fff;border-radius:10px;padding:0 8px;font-size:12px;line-height:20px;white-space:nowrap;box-shadow:0 1px 3px rgba(0,0,0,.5)';
    markers.push(new MarkerClass({ element: el, anchor: 'bottom', offset: [0, -6] }).setLngLat(toDisplay(mark.lng, mark.lat)).addTo(map));
  }
  const first = trail[0];
  const vehicle = new MarkerClass({ element: markerEl, rotationAlignment: 'map' });
  if (first) vehicle.setLngLat(toDisplay(first.lng, first.lat)).addTo(map);
  if (trail.length > 0) {
    const bounds = new LngLatBounds();
    for (const r of runs) for (const [x, y] of r.coords) bounds.extend(toDisplay(x, y));
    if (mark) bounds.extend(toDisplay(mark.lng, mark.lat));
    map.fitBounds(bounds, { padding: 48, maxZoom: 16, duration: 0 });
  }
  // The map's size, kept on resize (not read each frame).
  const size = { w: map.getContainer().clientWidth, h: map.getContainer().clientHeight };
  const onResize = () => {
    size.w = map.getContainer().clientWidth;
    size.h = map.getContainer().clientHeight;
  };
  map.on('resize', onResize);
  return {
    moveMarker: (lng, lat, heading) => {
      vehicle.setLngLat(toDisplay(lng, lat));
      vehicle.setRotation(heading);
    },
    follow: (lng, lat) => {
      const at = toDisplay(lng, lat);
      const px = map.project(at);
      const { w, h } = size;
      if (px.x < w * 0.2 || px.x > w * 0.8 || px.y < h * 0.2 || px.y > h * 0.8) map.jumpTo({ center: at });
    },
    remove: () => {
      map.off('resize', onResize);
      for (const m of markers) m.remove();
      vehicle.remove();
    },
  };
}
