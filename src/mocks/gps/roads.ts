/**
 * The demo's synthetic road network (issue 23; docs/api.md "Vehicle positions"): around each opened city's centre a
 * ring road, two avenues across the centre, and a spoke from every store of the city out to the ring. Nothing here is
 * a real road: the basemap's legend and attribution say so (演示道路（合成）). Deterministic: a function of the
 * city's and the store's ids alone (no PRNG state, no clock), so the browser and the tests draw the same roads, and
 * a store keeps its place however the stores are changed.
 *
 * Coordinates are WGS-84 degrees; distances in metres on a local equirectangular projection (good to a fraction of
 * a percent over a city).
 */
import type { Feature, FeatureCollection, LineString } from 'geojson';
import { distanceM } from '@/entities/monitor/place';
import type { Store } from '../model';
import { CENTRES } from '../seeds/commonAddress';

export type LngLat = readonly [number, number];

const EARTH_M_PER_DEG = 111_320;

/** A hash of integers to [0, 1) (the same for the same ids on every machine). */
export function unit(...ids: number[]): number {
  let h = 0x9e3779b9;
  for (const id of ids) {
    h = Math.imul(h ^ (id >>> 0), 0x85ebca6b) >>> 0;
    h = (h ^ (h >>> 13)) >>> 0;
    h = Math.imul(h, 0xc2b2ae35) >>> 0;
    h = (h ^ (h >>> 16)) >>> 0;
  }
  return h / 4294967296;
}

/** Metres between two points: the place names' (one function; entities/monitor/place.ts). */
export { distanceM };

/** Degrees clockwise from north from `a` towards `b`. */
export function bearing(a: LngLat, b: LngLat): number {
  const k = Math.cos((((a[1] + b[1]) / 2) * Math.PI) / 180);
  const deg = (Math.atan2((b[0] - a[0]) * k, b[1] - a[1]) * 180) / Math.PI;
  return (deg + 360) % 360;
}

/** A point `r` metres from `c` in direction `angle` (radians, clockwise from north). */
function offset(c: LngLat, angle: number, r: number): LngLat {
  const k = Math.cos((c[1] * Math.PI) / 180);
  return [c[0] + (Math.sin(angle) * r) / (EARTH_M_PER_DEG * k), c[1] + (Math.cos(angle) * r) / EARTH_M_PER_DEG];
}

const round6 = (p: LngLat): LngLat => [Math.round(p[0] * 1e6) / 1e6, Math.round(p[1] * 1e6) / 1e6];

/** The centre of a city (its seeded centre; a city without one is placed at Beijing's, which no opened city is). */
export function cityCentre(cityId: number): LngLat {
  return CENTRES[cityId] ?? [116.407526, 39.90403];
}

const RING_VERTICES = 24;

/** The ring road of a city: 24 points about 7–9 km from the centre (a closed line, the first point not repeated). */
export function ringOf(cityId: number): LngLat[] {
  const c = cityCentre(cityId);
  return Array.from({ length: RING_VERTICES }, (_, i) => round6(offset(c, (i / RING_VERTICES) * 2 * Math.PI, 7_000 + unit(cityId, i) * 2_000)));
}

/** Which ring vertex a store's spoke meets (the one in the store's direction). */
export function spokeVertex(store: Pick<Store, 'storeId' | 'cityId'>): number {
  return Math.floor(unit(store.cityId, store.storeId, 1) * RING_VERTICES) % RING_VERTICES;
}

/** A store's place: 2–5 km from its city's centre, in the direction of its spoke. */
export function storePosition(store: Pick<Store, 'storeId' | 'cityId'>): LngLat {
  const angle = ((spokeVertex(store) + 0.5 * (unit(store.storeId, 2) - 0.5)) / RING_VERTICES) * 2 * Math.PI;
  return round6(offset(cityCentre(store.cityId), angle, 2_000 + unit(store.storeId, 3) * 3_000));
}

/** A vehicle's parking bay at its store: a few metres off the store's point. */
export function bayPosition(store: Pick<Store, 'storeId' | 'cityId'>, carId: number): LngLat {
  return round6(offset(storePosition(store), unit(carId, 4) * 2 * Math.PI, 15 + unit(carId, 5) * 40));
}

/**
 * A rented vehicle's circuit, a closed line: out of its store along the spoke, once round the ring (clockwise or
 * not, by the vehicle), back down the spoke. Returns the points and the cumulative length at each.
 */
export function circuitOf(store: Pick<Store, 'storeId' | 'cityId'>, carId: number): { points: LngLat[]; at: number[]; length: number } {
  const ring = ringOf(store.cityId);
  const k = spokeVertex(store);
  const dir = unit(carId, 6) < 0.5 ? 1 : -1;
  const round: LngLat[] = Array.from({ length: RING_VERTICES + 1 }, (_, i) => ring[(((k + dir * i) % RING_VERTICES) + RING_VERTICES) % RING_VERTICES]!);
  const home = storePosition(store);
  const points: LngLat[] = [home, ...round, home];
  const at = [0];
  for (let i = 1; i < points.length; i += 1) at.push(at[i - 1]! + distanceM(points[i - 1]!, points[i]!));
  return { points, at, length: at[at.length - 1]! };
}

/** The point `s` metres along a closed circuit (s taken modulo its length), and the heading there. */
export function along(c: { points: LngLat[]; at: number[]; length: number }, s: number): { point: LngLat; heading: number } {
  const d = ((s % c.length) + c.length) % c.length;
  let lo = 0;
  let hi = c.at.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (c.at[mid]! <= d) lo = mid;
    else hi = mid;
  }
  const a = c.points[lo]!;
  const b = c.points[hi]!;
  const span = c.at[hi]! - c.at[lo]!;
  const f = span > 0 ? (d - c.at[lo]!) / span : 0;
  return { point: [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f], heading: Math.round(bearing(a, b)) % 360 };
}

/** A road's name in both languages (the basemap labels it in the console's). */
type RoadName = readonly [zh: string, en: string];

const RING_NAME: RoadName = ['环城路', 'Ring Road'];
/** The avenue from north to south, and the one from east to west, across each centre. */
const AVENUE_NAMES: readonly RoadName[] = [['人民大道', 'Renmin Avenue'], ['建设大道', 'Jianshe Avenue']];
/** The spokes' names, a city's stores taking them in turn. */
const SPOKE_NAMES: readonly RoadName[] = [
  ['建国路', 'Jianguo Road'], ['中山路', 'Zhongshan Road'], ['解放路', 'Jiefang Road'], ['长江路', 'Changjiang Road'],
  ['科技路', 'Keji Road'], ['站前路', 'Zhanqian Road'], ['新华路', 'Xinhua Road'], ['和平路', 'Heping Road'],
];
/** The street grid round a centre: a street every STREET_SPACING_M, out to STREET_EXTENT_M each way. */
export const STREET_SPACING_M = 600;
export const STREET_EXTENT_M = 5_400;

/**
 * A city's street grid (the detail a map shows at street zoom): north–south streets 经一路, 经二路… (Jing 1st Road…)
 * from west to east and east–west ones 纬一路… (Wei 1st Road…) from north to south, as some Chinese cities name theirs.
 */
function streetGrid(cityId: number): { name: RoadName; line: LngLat[] }[] {
  const c = cityCentre(cityId);
  const n = Math.floor(STREET_EXTENT_M / STREET_SPACING_M);
  const numerals = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
  const zhNumber = (i: number) => (i <= 10 ? numerals[i - 1]! : i < 20 ? `十${numerals[i - 11]!}` : `${numerals[Math.floor(i / 10) - 1]!}十${i % 10 ? numerals[(i % 10) - 1]! : ''}`);
  const ordinal = (i: number) => `${i}${i % 10 === 1 && i !== 11 ? 'st' : i % 10 === 2 && i !== 12 ? 'nd' : i % 10 === 3 && i !== 13 ? 'rd' : 'th'}`;
  const out: { name: RoadName; line: LngLat[] }[] = [];
  for (let i = -n; i <= n; i += 1) {
    const k = i + n + 1;
    const x = i * STREET_SPACING_M;
    const mid = offset(c, Math.PI / 2, x);
    out.push({ name: [`经${zhNumber(k)}路`, `Jing ${ordinal(k)} Road`], line: [round6(offset(mid, Math.PI, STREET_EXTENT_M)), round6(offset(mid, 0, STREET_EXTENT_M))] });
    const row = offset(c, 0, -x);
    out.push({ name: [`纬${zhNumber(k)}路`, `Wei ${ordinal(k)} Road`], line: [round6(offset(row, -Math.PI / 2, STREET_EXTENT_M)), round6(offset(row, Math.PI / 2, STREET_EXTENT_M))] });
  }
  return out;
}

/**
 * The road network as GeoJSON lines: each city's ring, its two avenues, its stores' spokes and its street grid, each
 * with its `name` and `nameEn` (the basemap's labels at street zoom).
 */
export function roadNetwork(stores: readonly Pick<Store, 'storeId' | 'cityId' | 'cityName'>[], cityIds: readonly number[]): FeatureCollection<LineString> {
  const features: Feature<LineString>[] = [];
  const line = (coordinates: LngLat[], kind: 'ring' | 'avenue' | 'spoke' | 'street', cityId: number, [name, nameEn]: RoadName) =>
    features.push({ type: 'Feature', properties: { kind, cityId, synthetic: true, name, nameEn }, geometry: { type: 'LineString', coordinates: coordinates.map((p) => [p[0], p[1]]) } });
  for (const cityId of cityIds) {
    for (const street of streetGrid(cityId)) line(street.line, 'street', cityId, street.name);
    const ring = ringOf(cityId);
    line([...ring, ring[0]!], 'ring', cityId, RING_NAME);
    line([ring[0]!, cityCentre(cityId), ring[RING_VERTICES / 2]!], 'avenue', cityId, AVENUE_NAMES[0]!);
    line([ring[RING_VERTICES / 4]!, cityCentre(cityId), ring[(3 * RING_VERTICES) / 4]!], 'avenue', cityId, AVENUE_NAMES[1]!);
    stores
      .filter((x) => x.cityId === cityId)
      .forEach((s, i) => line([storePosition(s), ring[spokeVertex(s)]!], 'spoke', cityId, SPOKE_NAMES[i % SPOKE_NAMES.length]!));
  }
  return { type: 'FeatureCollection', features };
}
