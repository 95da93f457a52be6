/**
 * Drawing a fence's shape (issue 23 item 5; docs/architecture.md "Maps"): the map (./MapCanvas) with terra-draw —
 * a polygon, a circle (centre and radius, shown in metres) or a rectangle, then moved and reshaped in the edit mode.
 * The value is the shape's stored text (a GeoJSON Feature, WGS-84; src/lib/geo.ts), one shape at a time: drawing
 * another replaces it. The §5 rule is the `geoShape` kind's validator, checked by the form like any field's.
 * Loaded only through its lazy door (./index.tsx), with the form that draws.
 */
import { Button, Form, Segmented, Space, Typography } from 'antd';
import type { GeoJSONSource, Map as MapLibre } from 'maplibre-gl';
import { get } from '@/api/http';
import { POSITIONS_LATEST, REPORT_INTERVAL_S, type LatestPositions } from '@/entities/monitor/positions';
import { useEffect, useRef, useState } from 'react';
import { TerraDraw, TerraDrawCircleMode, TerraDrawPolygonMode, TerraDrawRectangleMode, TerraDrawSelectMode, type GeoJSONStoreFeatures } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';
import { useLang } from '@/i18n/react';
import { distanceM, parseShape, shapeCenter, shapeText, type FenceShape, type LngLat, type ShapeKind } from '@/lib/geo';
import MapCanvas, { type MapContext } from './MapCanvas';
import { fromDisplay } from './coords';

type Mode = ShapeKind | 'select';

export interface ShapeDrawProps {
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
  /** Where the map opens when there is no shape yet (WGS-84). */
  center?: readonly [number, number];
}

const TEXT = {
  polygon: ['多边形', 'Polygon'],
  circle: ['圆形', 'Circle'],
  rectangle: ['矩形', 'Rectangle'],
  select: ['编辑', 'Edit'],
  clear: ['清除', 'Clear'],
  hint: ['选择形状后在地图上绘制：多边形逐点单击、双击结束；圆形单击圆心再单击确定半径；矩形单击两个对角。', 'Choose a shape and draw it: a polygon point by point (double-click to finish); a circle by its centre, then a click for the radius; a rectangle by two opposite corners.'],
  none: ['尚未绘制围栏', 'No fence drawn yet'],
  radius: ['半径', 'Radius'],
  points: ['顶点', 'Points'],
  label: ['围栏绘制地图', 'Map for drawing the fence'],
} as const;

/** The shape of a drawn feature (display coordinates converted back to WGS-84). */
function shapeOf(f: GeoJSONStoreFeatures, toStored: (p: LngLat) => LngLat): FenceShape | null {
  if (f.geometry.type !== 'Polygon') return null;
  const mode = f.properties.mode;
  const ring = (f.geometry.coordinates[0] ?? []).map((p) => toStored([p[0]!, p[1]!]));
  if (mode === 'circle') {
    const open = ring.slice(0, -1);
    const center = shapeCenter({ kind: 'polygon', ring: open });
    const radius = open.length ? open.reduce((s, p) => s + distanceM(center, p), 0) / open.length : 0;
    return { kind: 'circle', ring: open, center, radius };
  }
  return { kind: mode === 'rectangle' ? 'rectangle' : 'polygon', ring: ring.slice(0, -1) };
}

export default function ShapeDraw({ value, onChange, id, center }: ShapeDrawProps) {
  const lang = useLang();
  const say = (k: keyof typeof TEXT) => TEXT[k][lang === 'en-US' ? 1 : 0];
  const drawRef = useRef<TerraDraw | null>(null);
  const mapRef = useRef<{ map: MapLibre; toDisplay: MapContext['toDisplay'] } | null>(null);
  // The vehicles bound in the same form (a fence's `cars`): shown where they are now, so the fence is drawn across
  // their roads; with no shape yet the map goes to them.
  const form = Form.useFormInstance();
  const bound = Form.useWatch('cars', { form, preserve: true }) as { carId?: unknown }[] | undefined;
  const boundKey = (bound ?? []).map((c) => String(c?.carId ?? '')).filter(Boolean).join(',');
  const [mapReady, setMapReady] = useState(false);
  const hasShape = useRef(false);
  hasShape.current = parseShape(value) !== null;
  const changed = useRef(onChange);
  changed.current = onChange;
  const [mode, setMode] = useState<Mode>('polygon');
  const shape = parseShape(value);
  const initial = useRef(shape);
  const start = initial.current ? shapeCenter(initial.current) : center;

  const ready = ({ map, toDisplay, coords }: MapContext) => {
    const toStored = (p: LngLat): LngLat => (coords === 'wgs84' ? p : fromDisplay(p[0], p[1], coords));
    const draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map }),
      modes: [
        new TerraDrawPolygonMode(),
        new TerraDrawCircleMode(),
        new TerraDrawRectangleMode(),
        new TerraDrawSelectMode({
          flags: {
            polygon: { feature: { draggable: true, coordinates: { midpoints: true, draggable: true, deletable: true } } },
            circle: { feature: { draggable: true, coordinates: { resizable: 'center-fixed' } } },
            rectangle: { feature: { draggable: true, coordinates: { resizable: 'opposite' } } },
          },
        }),
      ],
    });
    draw.start();
    const report = () => {
      const f = draw.getSnapshot().find((x) => x.geometry.type === 'Polygon');
      const s = f ? shapeOf(f, toStored) : null;
      changed.current?.(s ? shapeText(s) : undefined);
    };
    const first = initial.current;
    if (first) {
      const ring = [...first.ring, first.ring[0]!].map((p) => toDisplay(p[0], p[1]));
      const properties: Record<string, string | number> = { mode: first.kind };
      if (first.kind === 'circle') properties.radiusKilometers = (first.radius ?? 0) / 1000;
      draw.addFeatures([{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [ring] }, properties } as GeoJSONStoreFeatures]);
      const lngs = ring.map((p) => p[0]);
      const lats = ring.map((p) => p[1]);
      map.fitBounds([[Math.min(...lngs), Math.min(...lats)], [Math.max(...lngs), Math.max(...lats)]], { padding: 60, duration: 0 });
    }
    draw.on('finish', (fid, ctx) => {
      if (ctx.action === 'draw') {
        // One shape at a time: the new one replaces what was drawn before.
        const others = draw.getSnapshot().filter((x) => x.id !== fid).map((x) => x.id!);
        if (others.length) draw.removeFeatures(others);
      }
      report();
    });
    draw.setMode(first ? 'select' : 'polygon');
    if (first) setMode('select');
    drawRef.current = draw;
    map.addSource('bound-cars', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer({ id: 'bound-cars', type: 'circle', source: 'bound-cars', paint: { 'circle-radius': 6, 'circle-color': '#fa8c16', 'circle-stroke-color': '#fff', 'circle-stroke-width': 2 } });
    mapRef.current = { map, toDisplay };
    setMapReady(true);
  };

  useEffect(() => {
    const at = mapRef.current;
    if (!mapReady || !at || !boundKey) return undefined;
    const ids = new Set(boundKey.split(','));
    const controller = new AbortController();
    let first = true;
    const show = async () => {
      const res = await get<LatestPositions>(POSITIONS_LATEST, undefined, { signal: controller.signal, quiet: true });
      if (!res.ok || !res.data) return;
      const mine = res.data.positions.filter((p) => ids.has(String(p.carId)));
      const points = mine.map((p) => at.toDisplay(p.lng, p.lat));
      void (at.map.getSource('bound-cars') as GeoJSONSource | undefined)?.setData({
        type: 'FeatureCollection',
        features: points.map((c, i) => ({ type: 'Feature', properties: { plate: mine[i]!.plate }, geometry: { type: 'Point', coordinates: c } })),
      });
      at.map.getContainer().dataset.boundCars = String(points.length);
      if (first && points.length && !hasShape.current) {
        const lngs = points.map((p) => p[0]);
        const lats = points.map((p) => p[1]);
        at.map.fitBounds([[Math.min(...lngs), Math.min(...lats)], [Math.max(...lngs), Math.max(...lats)]], { padding: 80, maxZoom: 15, duration: 0 });
      }
      first = false;
    };
    void show();
    const timer = setInterval(() => void show(), REPORT_INTERVAL_S * 1000);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [mapReady, boundKey]);

  useEffect(
    () => () => {
      try {
        drawRef.current?.stop();
      } catch {
        // The map went first (its removal takes terra-draw's layers with it).
      }
    },
    [],
  );

  const choose = (m: Mode) => {
    setMode(m);
    drawRef.current?.setMode(m);
  };
  const clear = () => {
    drawRef.current?.clear();
    changed.current?.(undefined);
  };

  return (
    <div id={id} data-shape-kind={shape?.kind ?? ''}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Segmented<Mode>
          value={mode}
          onChange={choose}
          options={(['polygon', 'circle', 'rectangle', 'select'] as const).map((m) => ({ value: m, label: say(m) }))}
        />
        <Button onClick={clear} disabled={!shape}>{say('clear')}</Button>
        <Typography.Text type="secondary" data-testid="shape-summary">
          {!shape
            ? say('none')
            : shape.kind === 'circle'
              ? `${say('circle')} · ${say('radius')} ${Math.round(shape.radius ?? 0).toLocaleString()} m`
              : `${say(shape.kind)} · ${say('points')} ${shape.ring.length}`}
        </Typography.Text>
      </Space>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>{say('hint')}</Typography.Paragraph>
      <MapCanvas label={say('label')} center={start} zoom={start ? 13 : undefined} onReady={ready} style={{ height: 420, borderRadius: 6, overflow: 'hidden' }} />
    </div>
  );
}
