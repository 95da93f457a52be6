/**
 * A fence's shape (issue 23 item 5): how it travels and is stored — a GeoJSON Feature (WGS-84) whose geometry is
 * the polygon drawn (a circle's too, as its outline) and whose properties say which shape it is and, for a circle,
 * its centre and radius in metres — and the plain geometry the §5 shape rule and the alarms need. Pure: the form
 * (src/components/entity), the demo backend's alarm derivation (src/mocks/gps/fenceAlarms.ts) and the tests read it.
 */

export type LngLat = [number, number];
export type ShapeKind = 'polygon' | 'circle' | 'rectangle';

/** A shape as read from its stored text. */
export interface FenceShape {
  kind: ShapeKind;
  /** The outline, not closed (the first point is not repeated). */
  ring: LngLat[];
  /** A circle's centre and radius (metres). */
  center?: LngLat;
  radius?: number;
}

/** The radius a circular fence takes, metres (§5 as the brief states it: 50 m to 50 km). */
export const FENCE_RADIUS_MIN_M = 50;
export const FENCE_RADIUS_MAX_M = 50_000;

const EARTH_M = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in metres. */
export function distanceM(a: LngLat, b: LngLat): number {
  const dLat = rad(b[1] - a[1]);
  const dLng = rad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const isPoint = (p: unknown): p is LngLat => Array.isArray(p) && p.length >= 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]) && Math.abs(p[0] as number) <= 180 && Math.abs(p[1] as number) <= 90;

/** The outline without its closing point. */
function openRing(points: readonly LngLat[]): LngLat[] {
  const ring = points.map((p) => [p[0], p[1]] as LngLat);
  while (ring.length > 1 && ring[0]![0] === ring[ring.length - 1]![0] && ring[0]![1] === ring[ring.length - 1]![1]) ring.pop();
  return ring;
}

/** A shape from its stored text (a GeoJSON Feature), or null when it is not one. */
export function parseShape(value: unknown): FenceShape | null {
  let f: unknown = value;
  if (typeof value === 'string') {
    try {
      f = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!f || typeof f !== 'object') return null;
  const feature = f as { type?: unknown; properties?: { shape?: unknown; center?: unknown; radius?: unknown } | null; geometry?: { type?: unknown; coordinates?: unknown } | null };
  if (feature.type !== 'Feature' || feature.geometry?.type !== 'Polygon' || !Array.isArray(feature.geometry.coordinates)) return null;
  const outer = (feature.geometry.coordinates as unknown[])[0];
  if (!Array.isArray(outer) || !outer.every(isPoint)) return null;
  const kind = feature.properties?.shape;
  if (kind !== 'polygon' && kind !== 'circle' && kind !== 'rectangle') return null;
  const shape: FenceShape = { kind, ring: openRing(outer as LngLat[]) };
  if (kind === 'circle') {
    const { center, radius } = feature.properties ?? {};
    if (!isPoint(center) || typeof radius !== 'number' || !Number.isFinite(radius)) return null;
    shape.center = [center[0], center[1]];
    shape.radius = radius;
  }
  return shape;
}

/** The stored text of a shape (the ring closed, coordinates to 7 decimals, a radius to the metre). */
export function shapeText(shape: FenceShape): string {
  const r7 = (n: number) => Math.round(n * 1e7) / 1e7;
  const ring = openRing(shape.ring).map((p) => [r7(p[0]), r7(p[1])] as LngLat);
  const properties: Record<string, unknown> = { shape: shape.kind };
  if (shape.kind === 'circle' && shape.center && shape.radius !== undefined) {
    properties.center = [r7(shape.center[0]), r7(shape.center[1])];
    properties.radius = Math.round(shape.radius);
  }
  return JSON.stringify({ type: 'Feature', properties, geometry: { type: 'Polygon', coordinates: [[...ring, ...(ring.length ? [ring[0]] : [])]] } });
}

/** A circle's outline (`steps` points), for storing a circle drawn as centre and radius. */
export function circleRing(center: LngLat, radiusM: number, steps = 64): LngLat[] {
  const ring: LngLat[] = [];
  const lat = rad(center[1]);
  const d = radiusM / EARTH_M;
  for (let i = 0; i < steps; i += 1) {
    const bearing = (2 * Math.PI * i) / steps;
    const lat2 = Math.asin(Math.sin(lat) * Math.cos(d) + Math.cos(lat) * Math.sin(d) * Math.cos(bearing));
    const lng2 = rad(center[0]) + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(lat), Math.cos(d) - Math.sin(lat) * Math.sin(lat2));
    ring.push([(lng2 * 180) / Math.PI, (lat2 * 180) / Math.PI]);
  }
  return ring;
}

/** The points of a ring that differ from one another. */
export function distinctPoints(ring: readonly LngLat[]): number {
  return new Set(ring.map((p) => `${p[0].toFixed(7)},${p[1].toFixed(7)}`)).size;
}

function cross(o: LngLat, a: LngLat, b: LngLat): number {
  return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

function onSegment(p: LngLat, q: LngLat, r: LngLat): boolean {
  return Math.min(p[0], r[0]) <= q[0] && q[0] <= Math.max(p[0], r[0]) && Math.min(p[1], r[1]) <= q[1] && q[1] <= Math.max(p[1], r[1]);
}

function segmentsMeet(p1: LngLat, p2: LngLat, p3: LngLat, p4: LngLat): boolean {
  const d1 = cross(p3, p4, p1);
  const d2 = cross(p3, p4, p2);
  const d3 = cross(p1, p2, p3);
  const d4 = cross(p1, p2, p4);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  return (d1 === 0 && onSegment(p3, p1, p4)) || (d2 === 0 && onSegment(p3, p2, p4)) || (d3 === 0 && onSegment(p1, p3, p2)) || (d4 === 0 && onSegment(p1, p4, p2));
}

/** Whether two edges of the (open) ring that are not neighbours meet: a bow tie, a loop. */
export function selfIntersects(ring: readonly LngLat[]): boolean {
  const n = ring.length;
  for (let i = 0; i < n; i += 1) {
    const a1 = ring[i]!;
    const a2 = ring[(i + 1) % n]!;
    for (let j = i + 1; j < n; j += 1) {
      if (j === i || (j + 1) % n === i || j === (i + 1) % n) continue;
      if (segmentsMeet(a1, a2, ring[j]!, ring[(j + 1) % n]!)) return true;
    }
  }
  return false;
}

/** Whether a point is inside a ring (even-odd; a point on the edge counts as inside). */
export function inRing(p: LngLat, ring: readonly LngLat[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (cross(a, b, p) === 0 && onSegment(a, p, b)) return true;
    if (a[1] > p[1] !== b[1] > p[1] && p[0] < ((b[0] - a[0]) * (p[1] - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside;
}

/** Whether a point is inside a fence: a circle by its radius (a real circle), a polygon or rectangle by its outline. */
export function insideShape(shape: FenceShape, p: LngLat): boolean {
  if (shape.kind === 'circle' && shape.center && shape.radius !== undefined) return distanceM(shape.center, p) <= shape.radius;
  return inRing(p, shape.ring);
}

/** The centre of a shape's outline (the mean of its points; a circle's own centre). */
export function shapeCenter(shape: FenceShape): LngLat {
  if (shape.center) return shape.center;
  const n = shape.ring.length || 1;
  return [shape.ring.reduce((s, p) => s + p[0], 0) / n, shape.ring.reduce((s, p) => s + p[1], 0) / n];
}
