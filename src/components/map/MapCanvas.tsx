/**
 * THE map (docs/architecture.md "Maps"): MapLibre GL on a div, through this thin component of our own (the
 * monitoring, trail and fence screens each add their layers on the instance it hands over in `onReady`). The chunk
 * holding it and MapLibre is loaded only by map screens (`MapView` in ./index.tsx is its lazy door). MapLibre's
 * worker is served from our own origin (`setWorkerUrl` with the worker imported `?url`). The style is production's
 * `VITE_MAP_STYLE_URL`, else the bundled demo basemap (./demoStyle.ts) with the demo backend's synthetic roads, named
 * at street zoom in the console's language (./roadLabels.ts).
 */
import { AttributionControl, Map as MapLibre, NavigationControl, ScaleControl, setWorkerUrl, type GeoJSONSource } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { get } from '@/api/http';
import { DEMO_ROADS } from '@/entities/monitor/positions';
import { pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import { DEMO_ATTRIBUTION, mapConfig } from './config';
import { configuredCoordSystem, toDisplay, type CoordSystem } from './coords';
import { demoStyle, ROADS_SOURCE } from './demoStyle';
import { roadLabels, type RoadFeature } from './roadLabels';

setWorkerUrl(workerUrl);

/** What a map screen gets once the map has loaded its style. */
export interface MapContext {
  map: MapLibre;
  /** The display position of a stored (WGS-84) one. */
  toDisplay: (lng: number, lat: number) => [number, number];
  coords: CoordSystem;
  /** True on the bundled demo basemap (its legend names the synthetic roads). */
  demo: boolean;
}

export interface MapCanvasProps {
  /** Initial centre (WGS-84) and zoom. */
  center?: readonly [number, number];
  zoom?: number;
  /** The map's accessible name. */
  label: string;
  onReady?: (ctx: MapContext) => void;
  style?: CSSProperties;
  className?: string;
}

const CHINA: readonly [number, number] = [108, 34];

/** Maps already removed (their controls went with them). */
const removed = new WeakSet<MapLibre>();

export default function MapCanvas({ center = CHINA, zoom = 3.6, label, onReady, style, className }: MapCanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  const lang = useLang();
  const ready = useRef(onReady);
  ready.current = onReady;
  const [failed, setFailed] = useState(false);

  const [map, setMap] = useState<MapLibre | null>(null);
  // The demo backend's roads, once fetched (their names are labelled at street zoom).
  const [roads, setRoads] = useState<{ features: readonly RoadFeature[]; toDisplay: (lng: number, lat: number) => [number, number] } | null>(null);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const { styleUrl } = mapConfig();
    const coords = configuredCoordSystem();
    const demo = styleUrl === null;
    let made: MapLibre;
    try {
      made = new MapLibre({
        container: el,
        style: styleUrl ?? demoStyle(),
        center: toDisplay(center[0], center[1], coords),
        zoom,
        attributionControl: false,
        dragRotate: false,
        pitchWithRotate: false,
        maxZoom: 18,
      });
    } catch {
      // No WebGL (an old browser, a disabled GPU): say so instead of a blank box.
      setFailed(true);
      return;
    }
    made.touchZoomRotate.disableRotation();
    made.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    made.addControl(new ScaleControl({ unit: 'metric' }), 'bottom-left');
    const controller = new AbortController();
    made.once('load', () => {
      el.dataset.mapReady = 'true';
      if (demo) {
        void get<GeoJSON.GeoJSON>(DEMO_ROADS, undefined, { signal: controller.signal, quiet: true }).then((res) => {
          if (!res.ok || !res.data) return;
          void (made.getSource(ROADS_SOURCE) as GeoJSONSource | undefined)?.setData(res.data);
          if (res.data.type === 'FeatureCollection') setRoads({ features: res.data.features, toDisplay: (lng, lat) => toDisplay(lng, lat, coords) });
        });
      }
      ready.current?.({ map: made, toDisplay: (lng, lat) => toDisplay(lng, lat, coords), coords, demo });
    });
    setMap(made);
    return () => {
      controller.abort();
      removed.add(made);
      made.remove();
    };
    // The map is made once; its centre and zoom are the initial ones (the screen moves it afterwards).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The attribution in the language shown (the bundled basemap's own; a production style brings its sources').
  useEffect(() => {
    if (!map) return undefined;
    const control = new AttributionControl({ compact: true, customAttribution: mapConfig().styleUrl === null ? pick(DEMO_ATTRIBUTION, lang) : undefined });
    map.addControl(control, 'bottom-right');
    return () => {
      // On unmount the map is removed first (the effect above is cleaned up first), its controls with it.
      if (!removed.has(map)) map.removeControl(control);
    };
  }, [map, lang]);

  // The synthetic roads' names in the language shown (./roadLabels.ts).
  useEffect(() => {
    if (!map || !roads) return undefined;
    const stop = roadLabels(map, roads.features, lang, roads.toDisplay);
    return () => {
      if (!removed.has(map)) stop();
    };
  }, [map, roads, lang]);

  if (failed) {
    return (
      <div role="alert" className={className} style={{ ...style, display: 'grid', placeItems: 'center', background: '#f5f5f5', color: '#595959' }}>
        {lang === 'en-US' ? 'This browser cannot draw the map (WebGL is off).' : '当前浏览器无法绘制地图（未启用 WebGL）。'}
      </div>
    );
  }
  return <div ref={host} role="region" aria-label={label} className={className} style={{ position: 'relative', ...style }} />;
}
