/**
 * The bundled demo basemap's style (docs/architecture.md "Maps"): land, provinces and the business cities from the
 * static asset fetched from our own origin, and the demo backend's synthetic roads (filled in by the map once it has
 * asked for them: ring, avenues, spokes, and at street zoom the street grid). No glyphs, no sprite, no tiles: nothing is
 * asked of another host. Part of the map chunk.
 */
import type { StyleSpecification } from 'maplibre-gl';
import { BASEMAP_ASSET } from './config';

export const BASEMAP_SOURCE = 'basemap';
export const ROADS_SOURCE = 'demo-roads';
/** From this zoom the synthetic street grid is drawn. */
export const STREETS_MIN_ZOOM = 12;

export function demoStyle(base: string = import.meta.env.BASE_URL): StyleSpecification {
  const basemap = new URL(`${base.replace(/\/?$/, '/')}${BASEMAP_ASSET}`, location.href).href;
  return {
    version: 8,
    sources: {
      [BASEMAP_SOURCE]: { type: 'geojson', data: basemap },
      [ROADS_SOURCE]: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#dbe9f6' } },
      { id: 'land', type: 'fill', source: BASEMAP_SOURCE, filter: ['==', ['get', 'kind'], 'land'], paint: { 'fill-color': '#f4f3ee' } },
      { id: 'province-fill', type: 'fill', source: BASEMAP_SOURCE, filter: ['==', ['get', 'kind'], 'province'], paint: { 'fill-color': '#f7f6f1' } },
      { id: 'city-fill', type: 'fill', source: BASEMAP_SOURCE, filter: ['==', ['get', 'kind'], 'city'], paint: { 'fill-color': '#efede4' } },
      { id: 'province-line', type: 'line', source: BASEMAP_SOURCE, filter: ['==', ['get', 'kind'], 'province'], paint: { 'line-color': '#a8a39a', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.6, 8, 1.4] } },
      { id: 'city-line', type: 'line', source: BASEMAP_SOURCE, filter: ['==', ['get', 'kind'], 'city'], paint: { 'line-color': '#b9b3a6', 'line-width': 1, 'line-dasharray': [3, 2] } },
      // Street zoom (docs/architecture.md "Maps"): the synthetic street grid round each centre, white on a grey casing
      // under the main roads; their names are HTML labels (./roadLabels.ts: no glyph server).
      {
        id: 'demo-streets-casing', type: 'line', source: ROADS_SOURCE, minzoom: STREETS_MIN_ZOOM, filter: ['==', ['get', 'kind'], 'street'],
        paint: { 'line-color': '#d6d2c4', 'line-width': ['interpolate', ['linear'], ['zoom'], 12, 1, 15, 6, 17, 14] },
      },
      {
        id: 'demo-streets', type: 'line', source: ROADS_SOURCE, minzoom: STREETS_MIN_ZOOM, filter: ['==', ['get', 'kind'], 'street'],
        paint: { 'line-color': '#ffffff', 'line-width': ['interpolate', ['linear'], ['zoom'], 12, 0.5, 15, 4, 17, 11] },
      },
      {
        id: 'demo-roads', type: 'line', source: ROADS_SOURCE, minzoom: 8, filter: ['!=', ['get', 'kind'], 'street'], layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': ['match', ['get', 'kind'], 'ring', '#f0b429', '#f7d070'],
          'line-width': ['interpolate', ['linear'], ['zoom'], 8, 1, 12, ['match', ['get', 'kind'], 'ring', 4, 2.5], 16, ['match', ['get', 'kind'], 'ring', 10, 6], 17, ['match', ['get', 'kind'], 'ring', 18, 12]],
        },
      },
    ],
  };
}
