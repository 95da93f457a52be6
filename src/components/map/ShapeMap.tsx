/**
 * A fence shown on the map (issue 23 item 5): its outline filled, fitted into view; read-only. The fence's detail
 * (the `geoShape` kind's detail view) draws it; opened from an alarm (`alarmAt=<lng>,<lat>` in the screen's address,
 * a fence alarm's "where" link), the alarm's position is marked on it too. Loaded only through its lazy door (./index.tsx).
 */
import type { GeoJSONSource } from 'maplibre-gl';
import { useSearchParams } from 'react-router-dom';
import { useLang } from '@/i18n/react';
import { parseShape, shapeCenter } from '@/lib/geo';
import MapCanvas, { type MapContext } from './MapCanvas';

export default function ShapeMap({ value, height = 320 }: { value: unknown; height?: number }) {
  const lang = useLang();
  const shape = parseShape(value);
  const [query] = useSearchParams();
  const at = (query.get('alarmAt') ?? '').split(',').map(Number);
  const alarm = at.length === 2 && at.every(Number.isFinite) ? ([at[0]!, at[1]!] as [number, number]) : null;
  if (!shape) return null;
  const ready = ({ map, toDisplay }: MapContext) => {
    const ring = [...shape.ring, shape.ring[0]!].map((p) => toDisplay(p[0], p[1]));
    const data: GeoJSON.Feature = { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } };
    if (map.getSource('fence')) void (map.getSource('fence') as GeoJSONSource).setData(data);
    else {
      map.addSource('fence', { type: 'geojson', data });
      map.addLayer({ id: 'fence-fill', type: 'fill', source: 'fence', paint: { 'fill-color': '#1677ff', 'fill-opacity': 0.18 } });
      map.addLayer({ id: 'fence-line', type: 'line', source: 'fence', paint: { 'line-color': '#1677ff', 'line-width': 2 } });
    }
    const marked = alarm ? [toDisplay(alarm[0], alarm[1])] : [];
    if (alarm && !map.getSource('alarm')) {
      map.addSource('alarm', { type: 'geojson', data: { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: marked[0]! } } });
      map.addLayer({ id: 'alarm', type: 'circle', source: 'alarm', paint: { 'circle-radius': 8, 'circle-color': '#f5222d', 'circle-stroke-color': '#fff', 'circle-stroke-width': 2 } });
      map.getContainer().dataset.alarmShown = `${alarm[0]},${alarm[1]}`;
    }
    const lngs = [...ring, ...marked].map((p) => p[0]);
    const lats = [...ring, ...marked].map((p) => p[1]);
    map.fitBounds([[Math.min(...lngs), Math.min(...lats)], [Math.max(...lngs), Math.max(...lats)]], { padding: 40, duration: 0 });
    map.getContainer().dataset.fenceShown = shape.kind;
  };
  return <MapCanvas label={lang === 'en-US' ? 'The fence on the map' : '围栏地图'} center={shapeCenter(shape)} zoom={12} onReady={ready} style={{ height, width: '100%', minWidth: 320, borderRadius: 6, overflow: 'hidden' }} />;
}
