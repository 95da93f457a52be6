/**
 * A fence shown on the map (issue 23 item 5): its outline filled, fitted into view; read-only. The fence's detail
 * (the `geoShape` kind's detail view) draws it. Loaded only through its lazy door (./index.tsx).
 */
import type { GeoJSONSource } from 'maplibre-gl';
import { useLang } from '@/i18n/react';
import { parseShape, shapeCenter } from '@/lib/geo';
import MapCanvas, { type MapContext } from './MapCanvas';

export default function ShapeMap({ value, height = 320 }: { value: unknown; height?: number }) {
  const lang = useLang();
  const shape = parseShape(value);
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
    const lngs = ring.map((p) => p[0]);
    const lats = ring.map((p) => p[1]);
    map.fitBounds([[Math.min(...lngs), Math.min(...lats)], [Math.max(...lngs), Math.max(...lats)]], { padding: 40, duration: 0 });
    map.getContainer().dataset.fenceShown = shape.kind;
  };
  return <MapCanvas label={lang === 'en-US' ? 'The fence on the map' : '围栏地图'} center={shapeCenter(shape)} zoom={12} onReady={ready} style={{ height, width: '100%', minWidth: 320, borderRadius: 6, overflow: 'hidden' }} />;
}
