/**
 * A place name for every position (issue [Q] item 9; docs/architecture.md "Place names"), computed offline: the
 * nearest landmark — a store (a seeded record, placed on the demo's synthetic roads) or a common address (stations,
 * airports, offices with their coordinates) — with its district, e.g. 成都东站店附近 · 成华区 / near 成都东站店 · 成华区.
 * Pure: the demo backend names its reports, stops, alarms and driving events with it (src/mocks/gps), the screens word
 * the name in the console's language (`placeText`). Landmark and district names are data values and stay as stored.
 */
import type { Lang } from '@/i18n';

/** A place a position can be named after. */
export interface Landmark {
  name: string;
  /** Its district (区/县), '' when unknown. */
  district: string;
  /** WGS-84 degrees. */
  lng: number;
  lat: number;
}

/** A position's name: its nearest landmark, the landmark's district and how far it is (metres, rounded). */
export interface PlaceRef {
  name: string;
  district: string;
  m: number;
}

/** Within this many metres a position is *at* the landmark (a vehicle in its store's bay): its name alone. */
export const AT_LANDMARK_M = 100;
/** Within this many metres a position is *near* the landmark (…附近 / near …); farther, the distance is said. */
export const NEAR_LANDMARK_M = 1_500;

const EARTH_M_PER_DEG = 111_320;

/** Metres between two points (equirectangular at their mean latitude: good to a fraction of a percent over a city). */
export function distanceM(a: readonly [number, number], b: readonly [number, number]): number {
  const k = Math.cos((((a[1] + b[1]) / 2) * Math.PI) / 180);
  const dx = (b[0] - a[0]) * k * EARTH_M_PER_DEG;
  const dy = (b[1] - a[1]) * EARTH_M_PER_DEG;
  return Math.hypot(dx, dy);
}

/** The nearest landmark of a position (the first of equally near ones), or null when there is none. */
export function nearestLandmark(lng: number, lat: number, landmarks: readonly Landmark[]): PlaceRef | null {
  let best: Landmark | null = null;
  let bestM = Infinity;
  for (const l of landmarks) {
    const m = distanceM([l.lng, l.lat], [lng, lat]);
    if (m < bestM) {
      best = l;
      bestM = m;
    }
  }
  return best ? { name: best.name, district: best.district, m: Math.round(bestM) } : null;
}

/** A place name in a language: at (name), near (附近 / near) or at a distance (距…公里 / … km from), then the district. */
export function placeText(ref: PlaceRef, lang: Lang): string {
  const km = (ref.m / 1000).toFixed(1);
  let where: string;
  if (ref.m <= AT_LANDMARK_M) where = ref.name;
  else if (ref.m <= NEAR_LANDMARK_M) where = lang === 'en-US' ? `near ${ref.name}` : `${ref.name}附近`;
  else where = lang === 'en-US' ? `${km} km from ${ref.name}` : `距${ref.name}${km}公里`;
  return ref.district ? `${where} · ${ref.district}` : where;
}

/** What a screen shows for where something is: its place name, else the backend's text, else the coordinates. */
export function placeLabel(x: { place: string; placeRef?: PlaceRef | null; lng: number; lat: number }, lang: Lang, digits = 6): string {
  if (x.placeRef) return placeText(x.placeRef, lang);
  return x.place || `${x.lng.toFixed(digits)}, ${x.lat.toFixed(digits)}`;
}
