/**
 * Where the synthetic roads' names go (docs/architecture.md "Maps"; ./roadLabels.ts draws them): one label per road
 * in view, on its longest stretch in view, the nearest the centre first — main roads (ring, avenues, spokes) from
 * ROAD_LABEL_ZOOM, the street grid from STREET_LABEL_ZOOM — in the console's language (the roads' `name` / `nameEn`).
 * Pure (no map library): tested without WebGL.
 */
import type { Lang } from '@/i18n';

export const ROAD_LABEL_ZOOM = 13;
export const STREET_LABEL_ZOOM = 14.5;
/** Labels shown at most at once (the nearest the centre of the view first). */
export const MAX_ROAD_LABELS = 40;

export type Pt = [number, number];

/** A road's label: its text, where it goes (the middle of the road's longest stretch in view) and along what. */
export interface RoadLabel {
  key: string;
  text: string;
  at: Pt;
  /** The stretch it is placed on (its ends), for the label's angle. */
  from: Pt;
  to: Pt;
}

/** A road of the demo backend's network (GeoJSON), with the properties it names itself by. */
export type RoadFeature = GeoJSON.Feature;
interface RoadProps {
  kind?: string;
  name?: string;
  nameEn?: string;
  cityId?: number;
}

/** The part of a segment inside a box [west, south, east, north] (Liang–Barsky), or null. */
export function clipSegment(a: Pt, b: Pt, [w, s, e, n]: readonly [number, number, number, number]): [Pt, Pt] | null {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  let t0 = 0;
  let t1 = 1;
  const edges: [number, number][] = [[-dx, a[0] - w], [dx, e - a[0]], [-dy, a[1] - s], [dy, n - a[1]]];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const r = q / p;
    if (p < 0) t0 = Math.max(t0, r);
    else t1 = Math.min(t1, r);
    if (t0 > t1) return null;
  }
  return [[a[0] + t0 * dx, a[1] + t0 * dy], [a[0] + t1 * dx, a[1] + t1 * dy]];
}

/** The labels of the roads in view at a zoom, in a language: one per road, on its longest stretch in view. */
export function labelsInView(features: readonly RoadFeature[], bounds: readonly [number, number, number, number], zoom: number, lang: Lang): RoadLabel[] {
  if (zoom < ROAD_LABEL_ZOOM) return [];
  const centre: Pt = [(bounds[0] + bounds[2]) / 2, (bounds[1] + bounds[3]) / 2];
  const out: (RoadLabel & { d: number })[] = [];
  features.forEach((f, i) => {
    const props = (f.properties ?? {}) as RoadProps;
    if (props.kind === 'street' && zoom < STREET_LABEL_ZOOM) return;
    const text = (lang === 'en-US' ? props.nameEn : props.name) ?? '';
    if (!text || f.geometry.type !== 'LineString') return;
    const line = f.geometry.coordinates as Pt[];
    let best: [Pt, Pt] | null = null;
    let bestLen = 0;
    for (let k = 1; k < line.length; k += 1) {
      const part = clipSegment(line[k - 1]!, line[k]!, bounds);
      if (!part) continue;
      const len = Math.hypot(part[1][0] - part[0][0], part[1][1] - part[0][1]);
      if (len > bestLen) {
        best = part;
        bestLen = len;
      }
    }
    if (!best) return;
    const at: Pt = [(best[0][0] + best[1][0]) / 2, (best[0][1] + best[1][1]) / 2];
    out.push({ key: `${props.cityId ?? ''}-${i}`, text, at, from: best[0], to: best[1], d: Math.hypot(at[0] - centre[0], at[1] - centre[1]) });
  });
  return out
    .sort((a, b) => a.d - b.d)
    .slice(0, MAX_ROAD_LABELS)
    .map(({ d: _d, ...label }) => label);
}
