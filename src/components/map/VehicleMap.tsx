/**
 * Vehicles on the map (issue 23; docs/architecture.md "Maps"): one GeoJSON source clustered when zoomed out (MapLibre
 * source clustering, a cluster's count in an HTML label: no glyph server), points coloured by monitoring state, the
 * selected vehicle ringed, following it on request. A refresh replaces the source's data in place (`setData`), so
 * nothing flickers and the selection, kept by id, stays. The host carries `data-map-counts`: the count per state of
 * the features the map's source holds (read back from the source), which the e2e test compares with the side list.
 * Part of the map chunk; `VehicleMapView` in ./index.tsx is its lazy door.
 */
import { Marker, type GeoJSONSource, type MapGeoJSONFeature, type MapSourceDataEvent } from 'maplibre-gl';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { MONITOR_STATE_COLORS, type MonitorState, type VehiclePosition } from '@/entities/monitor/positions';
import MapCanvas, { type MapContext } from './MapCanvas';

export const VEHICLE_SOURCE = 'vehicles';
const POINTS = 'vehicle-points';
const CLUSTERS = 'vehicle-clusters';
const SELECTED = 'vehicle-selected';
/** Above this zoom every vehicle is drawn on its own. */
const CLUSTER_MAX_ZOOM = 11;
/** How often the source's features are read back for `data-map-counts` at most (ms). */
const READ_BACK_MS = 2_500;
/** The zoom a followed or chosen vehicle is shown at (at least). */
const FOCUS_ZOOM = 13;

export interface VehicleMapProps {
  positions: readonly VehiclePosition[];
  selectedId: number | null;
  /** Keep the selected vehicle in the centre as it moves. */
  follow: boolean;
  onSelect: (carId: number) => void;
  label: string;
  center?: readonly [number, number];
  zoom?: number;
  style?: CSSProperties;
  /** Told when the map is ready (the legend adds the synthetic roads on the demo basemap). */
  onMapReady?: (ctx: MapContext) => void;
  /** Told, with their number, each time a set of positions has been drawn (the screen's loading state ends then). */
  onDrawn?: (count: number) => void;
}

type Counts = Record<MonitorState, number>;

function install(ctx: MapContext, onSelect: (carId: number) => void): void {
  const { map } = ctx;
  if (map.getSource(VEHICLE_SOURCE)) return;
  map.addSource(VEHICLE_SOURCE, {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: [] },
    cluster: true,
    clusterMaxZoom: CLUSTER_MAX_ZOOM,
    clusterRadius: 48,
    clusterProperties: { alarm: ['+', ['case', ['==', ['get', 'state'], 'alarm'], 1, 0]] },
  });
  map.addLayer({
    id: CLUSTERS, type: 'circle', source: VEHICLE_SOURCE, filter: ['has', 'point_count'],
    paint: {
      'circle-color': ['case', ['>', ['get', 'alarm'], 0], '#ff7875', '#69b1ff'],
      'circle-opacity': 0.85,
      'circle-radius': ['step', ['get', 'point_count'], 14, 10, 18, 50, 24, 500, 30],
      'circle-stroke-width': 2,
      'circle-stroke-color': '#ffffff',
    },
  });
  map.addLayer({
    id: SELECTED, type: 'circle', source: VEHICLE_SOURCE, filter: ['==', ['get', 'carId'], -1],
    paint: { 'circle-radius': 13, 'circle-color': 'rgba(250, 173, 20, 0.25)', 'circle-stroke-width': 3, 'circle-stroke-color': '#fa8c16' },
  });
  map.addLayer({
    id: POINTS, type: 'circle', source: VEHICLE_SOURCE, filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 4, 14, 7],
      'circle-color': [
        'match', ['get', 'state'],
        'moving', MONITOR_STATE_COLORS.moving, 'idle', MONITOR_STATE_COLORS.idle, 'offline', MONITOR_STATE_COLORS.offline, 'alarm', MONITOR_STATE_COLORS.alarm,
        '#8c8c8c',
      ],
      'circle-stroke-width': 1.5,
      'circle-stroke-color': '#ffffff',
    },
  });
  map.on('click', POINTS, (e) => {
    const id = Number(e.features?.[0]?.properties?.carId);
    if (Number.isFinite(id)) onSelect(id);
  });
  map.on('click', CLUSTERS, (e) => {
    const f = e.features?.[0] as MapGeoJSONFeature | undefined;
    const clusterId = Number(f?.properties?.cluster_id);
    if (!f || !Number.isFinite(clusterId) || f.geometry.type !== 'Point') return;
    const [lng, lat] = f.geometry.coordinates as [number, number];
    void (map.getSource(VEHICLE_SOURCE) as GeoJSONSource).getClusterExpansionZoom(clusterId).then((z) => map.easeTo({ center: [lng, lat], zoom: z }));
  });
  for (const layer of [POINTS, CLUSTERS]) {
    map.on('mouseenter', layer, () => (map.getCanvas().style.cursor = 'pointer'));
    map.on('mouseleave', layer, () => (map.getCanvas().style.cursor = ''));
  }
}

/** The clusters' counts as HTML labels on the clusters in view (kept by cluster id; no glyphs needed). */
function clusterLabels(ctx: MapContext): () => void {
  const { map } = ctx;
  const shown = new Map<number, Marker>();
  const update = () => {
    const seen = new Set<number>();
    for (const f of map.querySourceFeatures(VEHICLE_SOURCE, { filter: ['has', 'point_count'] })) {
      const id = Number(f.properties.cluster_id);
      if (seen.has(id) || f.geometry.type !== 'Point') continue;
      seen.add(id);
      const [lng, lat] = f.geometry.coordinates as [number, number];
      const text = String(f.properties.point_count_abbreviated ?? f.properties.point_count);
      const existing = shown.get(id);
      if (existing) {
        existing.setLngLat([lng, lat]);
        const el = existing.getElement();
        if (el.textContent !== text) el.textContent = text;
        continue;
      }
      const el = document.createElement('div');
      el.textContent = text;
      el.style.cssText = 'pointer-events:none;font:600 12px/1 system-ui,sans-serif;color:#0b2545';
      shown.set(id, new Marker({ element: el }).setLngLat([lng, lat]).addTo(map));
    }
    for (const [id, m] of shown) {
      if (!seen.has(id)) {
        m.remove();
        shown.delete(id);
      }
    }
  };
  const onData = (e: MapSourceDataEvent) => {
    if (e.sourceId === VEHICLE_SOURCE && e.isSourceLoaded) update();
  };
  map.on('moveend', update);
  map.on('sourcedata', onData);
  return () => {
    map.off('moveend', update);
    map.off('sourcedata', onData);
    shown.forEach((m) => m.remove());
  };
}

export default function VehicleMap({ positions, selectedId, follow, onSelect, label, center, zoom, style, onMapReady, onDrawn }: VehicleMapProps) {
  const [ctx, setCtx] = useState<MapContext | null>(null);
  const host = useRef<HTMLDivElement>(null);
  const select = useRef(onSelect);
  select.current = onSelect;
  const drawn = useRef(onDrawn);
  drawn.current = onDrawn;
  const focused = useRef<number | null>(null);
  const lastReadBack = useRef(0);

  useEffect(() => {
    if (!ctx) return undefined;
    return clusterLabels(ctx);
  }, [ctx]);

  // Every refresh: the source's data replaced in place, then the map's own count per state read back.
  useEffect(() => {
    if (!ctx) return;
    const source = ctx.map.getSource(VEHICLE_SOURCE) as GeoJSONSource | undefined;
    if (!source) return;
    let current = true;
    const data: GeoJSON.FeatureCollection<GeoJSON.Point> = {
      type: 'FeatureCollection',
      features: positions.map((p) => ({
        type: 'Feature', id: p.carId, properties: { carId: p.carId, state: p.state, plate: p.plate }, geometry: { type: 'Point', coordinates: ctx.toDisplay(p.lng, p.lat) },
      })),
    };
    // The read-back costs a copy of every feature from the worker: at most every READ_BACK_MS, the last update's
    // read back later when skipped (the attribute may lag a refresh; the e2e test waits for it to agree).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const readBack = () => {
      lastReadBack.current = Date.now();
      void source
        .getData()
        .then((held) => {
          if (!current || !host.current) return;
          const counts: Counts = { moving: 0, idle: 0, offline: 0, alarm: 0 };
          if (held.type === 'FeatureCollection') for (const f of held.features) counts[f.properties?.state as MonitorState] += 1;
          host.current.dataset.mapCounts = JSON.stringify(counts);
          host.current.dataset.mapFeatures = String(held.type === 'FeatureCollection' ? held.features.length : 0);
        })
        .catch(() => undefined);
    };
    void source
      .setData(data)
      .then(() => {
        if (!current) return;
        // Drawn once the map has rendered the new data (its next idle).
        ctx.map.once('idle', () => {
          if (current) drawn.current?.(data.features.length);
        });
        const wait = READ_BACK_MS - (Date.now() - lastReadBack.current);
        if (wait <= 0) readBack();
        else timer = setTimeout(readBack, wait);
      })
      .catch(() => undefined);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [ctx, positions]);

  useEffect(() => {
    if (ctx) ctx.map.setFilter(SELECTED, ['==', ['get', 'carId'], selectedId ?? -1]);
  }, [ctx, selectedId]);

  // A newly chosen vehicle is brought into view once; a followed one stays centred as it moves.
  useEffect(() => {
    if (!ctx || selectedId === null) {
      focused.current = selectedId;
      return;
    }
    const p = positions.find((x) => x.carId === selectedId);
    if (!p) return;
    const at = ctx.toDisplay(p.lng, p.lat);
    if (focused.current !== selectedId) {
      focused.current = selectedId;
      ctx.map.flyTo({ center: at, zoom: Math.max(ctx.map.getZoom(), FOCUS_ZOOM), duration: 800 });
    } else if (follow) {
      ctx.map.easeTo({ center: at, duration: 600 });
    }
  }, [ctx, selectedId, follow, positions]);

  return (
    <div ref={host} data-testid="vehicle-map" style={{ position: 'relative', ...style }}>
      <MapCanvas
        label={label}
        center={center}
        zoom={zoom}
        style={{ position: 'absolute', inset: 0 }}
        onReady={(c) => {
          install(c, (id) => select.current(id));
          setCtx(c);
          onMapReady?.(c);
        }}
      />
    </div>
  );
}
