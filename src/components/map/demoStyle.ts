/**
 * The bundled demo basemap's style (docs/architecture.md "Maps"): land, provinces and the business cities from the
 * static asset fetched from our own origin, and the demo backend's synthetic roads (filled in by the map once it has
 * asked for them). No glyphs, no sprite, no tiles: nothing is asked of another host. Part of the map chunk.
 */
import type { StyleSpecification } from 'maplibre-gl';
import { BASEMAP_ASSET } from './config';

export const BASEMAP_SOURCE = 'basemap';
export const ROADS_SOURCE = 'demo-roads';

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
      {
        id: 'demo-roads', type: 'line', source: ROADS_SOURCE, minzoom: 8, layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': ['match', ['get', 'kind'], 'ring', '#f0b429', '#f7d070'],
          'line-width': ['interpolate', ['linear'], ['zoom'], 8, 1, 12, ['match', ['get', 'kind'], 'ring', 4, 2.5], 16, ['match', ['get', 'kind'], 'ring', 10, 6]],
        },
      },
    ],
  };
}
