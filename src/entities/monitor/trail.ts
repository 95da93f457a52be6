/**
 * Trail maths (issue 23 item 4; docs/architecture.md "Trails"): what the trail screens compute from a vehicle's
 * reports of a period (`GET /api/monitor/positions/history`) — speed bands for the line, stops (ignition off or
 * speed 0 for at least N minutes), speeding segments, mileage, driving time, trips, the position at a playback time
 * and a simplified line for drawing. Pure (no React, no map): unit-tested in tests/unit/monitor/trail.test.ts.
 */
import { bi, type Bilingual, type Lang } from '@/i18n';
import { placeLabel, type PlaceRef } from './place';
import { HISTORY_MAX_DAYS, HISTORY_REFUSALS, SPEEDING_KMH, type VehiclePosition } from './positions';
import { periodProblem } from '@/lib/validators';

/** A report as the trail uses it: its time in ms (wall time read as UTC, as the demo backend's clock). */
export type TrailPoint = VehiclePosition & { t: number };

const DT = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** `YYYY-MM-DD HH:mm:ss` → ms of that wall time read as UTC (NaN when unreadable). */
export function wallMs(text: string): number {
  const m = DT.exec(text);
  if (!m) return Number.NaN;
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
}

const pad = (n: number) => String(n).padStart(2, '0');
/** ms (wall time read as UTC) → `YYYY-MM-DD HH:mm:ss`. */
export function wallText(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The reports with their times, in time order. */
export function toTrail(points: readonly VehiclePosition[]): TrailPoint[] {
  return points.map((p) => ({ ...p, t: wallMs(p.reportTime) })).filter((p) => Number.isFinite(p.t)).sort((a, b) => a.t - b.t);
}

/**
 * The §5 period rule of the history call, checked the same by the screen and the demo backend: both ends given, the
 * end after the start, at most HISTORY_MAX_DAYS days. Null when the period is good.
 */
export function periodRefusal(start: string | null | undefined, end: string | null | undefined): Bilingual | null {
  const from = start ? wallMs(start) : Number.NaN;
  const to = end ? wallMs(end) : Number.NaN;
  if (!Number.isFinite(from) || !Number.isFinite(to)) return HISTORY_REFUSALS.period;
  return periodProblem(start!, end!, HISTORY_MAX_DAYS * 24);
}

/** Great-circle distance in metres. */
export function distanceM(a: readonly [number, number], b: readonly [number, number]): number {
  const R = 6_371_000;
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLng = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The line's speed bands (km/h), coloured on the map and in the legend. */
export const SPEED_BANDS = [
  { key: 'slow', max: 30, color: '#1677ff', label: bi('0–30 km/h', '0–30 km/h') },
  { key: 'normal', max: 60, color: '#52c41a', label: bi('30–60 km/h', '30–60 km/h') },
  { key: 'fast', max: SPEEDING_KMH, color: '#faad14', label: bi(`60–${SPEEDING_KMH} km/h`, `60–${SPEEDING_KMH} km/h`) },
  { key: 'speeding', max: Infinity, color: '#cf1322', label: bi(`超速（>${SPEEDING_KMH} km/h）`, `Speeding (>${SPEEDING_KMH} km/h)`) },
] as const;
export type SpeedBand = (typeof SPEED_BANDS)[number]['key'];

export function speedBand(speed: number): SpeedBand {
  for (const b of SPEED_BANDS) if (speed <= b.max) return b.key;
  return 'speeding';
}

/** A run of points: indexes into the trail, first and last inclusive. */
export interface Span {
  from: number;
  to: number;
  start: number;
  end: number;
  /** ms */
  duration: number;
}

export interface Stop extends Span {
  lng: number;
  lat: number;
  place: string;
  /** The place name for the screens (./place.ts `placeLabel`). */
  placeRef?: PlaceRef | null;
  ignitionOff: boolean;
}

export interface SpeedingSegment extends Span {
  maxSpeed: number;
}

/** The default shortest stop (minutes); the screen offers 1, 3, 5, 10, 30. */
export const DEFAULT_STOP_MINUTES = 3;

const stopped = (p: VehiclePosition) => !p.ignition || p.speed === 0;

/**
 * Stops: runs of reports with the ignition off or speed 0 lasting at least `minMinutes` (from the first such report
 * to the next report after the run, or the run's last report at the trail's end).
 */
export function findStops(trail: readonly TrailPoint[], minMinutes = DEFAULT_STOP_MINUTES): Stop[] {
  const out: Stop[] = [];
  let i = 0;
  while (i < trail.length) {
    if (!stopped(trail[i]!)) {
      i += 1;
      continue;
    }
    let j = i;
    while (j + 1 < trail.length && stopped(trail[j + 1]!)) j += 1;
    const first = trail[i]!;
    const endT = j + 1 < trail.length ? trail[j + 1]!.t : trail[j]!.t;
    const duration = endT - first.t;
    if (duration >= minMinutes * 60_000) {
      out.push({
        from: i, to: j, start: first.t, end: endT, duration, lng: first.lng, lat: first.lat, place: first.place, placeRef: first.placeRef,
        ignitionOff: trail.slice(i, j + 1).some((p) => !p.ignition),
      });
    }
    i = j + 1;
  }
  return out;
}

/** Speeding segments: runs of reports above SPEEDING_KMH (from the first to the next report below it). */
export function findSpeeding(trail: readonly TrailPoint[]): SpeedingSegment[] {
  const out: SpeedingSegment[] = [];
  let i = 0;
  while (i < trail.length) {
    if (trail[i]!.speed <= SPEEDING_KMH) {
      i += 1;
      continue;
    }
    let j = i;
    let max = trail[i]!.speed;
    while (j + 1 < trail.length && trail[j + 1]!.speed > SPEEDING_KMH) {
      j += 1;
      max = Math.max(max, trail[j]!.speed);
    }
    const endT = j + 1 < trail.length ? trail[j + 1]!.t : trail[j]!.t;
    out.push({ from: i, to: j, start: trail[i]!.t, end: endT, duration: endT - trail[i]!.t, maxSpeed: max });
    i = j + 1;
  }
  return out;
}

/** The mileage between two reports (km): the odometer's difference, else the distance along the points. */
export function mileageKm(trail: readonly TrailPoint[], from = 0, to = trail.length - 1): number {
  if (to <= from) return 0;
  const odo = trail[to]!.mileage - trail[from]!.mileage;
  if (odo > 0) return Math.round(odo * 10) / 10;
  let m = 0;
  for (let i = from + 1; i <= to; i += 1) m += distanceM([trail[i - 1]!.lng, trail[i - 1]!.lat], [trail[i]!.lng, trail[i]!.lat]);
  return Math.round(m / 100) / 10;
}

export interface TrailSummary {
  points: number;
  start: number;
  end: number;
  mileage: number;
  /** ms with the ignition on and a speed above 0 (each report counts until the next). */
  driving: number;
  stops: Stop[];
  speeding: SpeedingSegment[];
  maxSpeed: number;
  /** km/h over the driving time (0 without driving). */
  avgSpeed: number;
}

export function summarize(trail: readonly TrailPoint[], minStopMinutes = DEFAULT_STOP_MINUTES): TrailSummary {
  let driving = 0;
  let maxSpeed = 0;
  for (let i = 0; i < trail.length; i += 1) {
    const p = trail[i]!;
    maxSpeed = Math.max(maxSpeed, p.speed);
    if (i + 1 < trail.length && !stopped(p)) driving += trail[i + 1]!.t - p.t;
  }
  const mileage = mileageKm(trail);
  return {
    points: trail.length,
    start: trail[0]?.t ?? 0,
    end: trail[trail.length - 1]?.t ?? 0,
    mileage,
    driving,
    stops: findStops(trail, minStopMinutes),
    speeding: findSpeeding(trail),
    maxSpeed,
    avgSpeed: driving > 0 ? Math.round((mileage / (driving / 3_600_000)) * 10) / 10 : 0,
  };
}

export interface Trip {
  from: number;
  to: number;
  start: number;
  end: number;
  duration: number;
  mileage: number;
  startPlace: string;
  endPlace: string;
  /** The place names for the screens (./place.ts `placeLabel`). */
  startRef?: PlaceRef | null;
  endRef?: PlaceRef | null;
  startAt: [number, number];
  endAt: [number, number];
  maxSpeed: number;
}

/** Where a trip starts or ends, as a screen shows it (its place name, else the coordinates). */
export function tripEnd(r: Trip, end: 'start' | 'end', lang: Lang): string {
  const [lng, lat] = end === 'start' ? r.startAt : r.endAt;
  return placeLabel({ place: end === 'start' ? r.startPlace : r.endPlace, placeRef: end === 'start' ? r.startRef : r.endRef, lng, lat }, lang, 5);
}

/** The trips of a period: the driving between stops (a stretch shorter than a minute or 0.1 km is not a trip). */
export function tripsOf(trail: readonly TrailPoint[], minStopMinutes = DEFAULT_STOP_MINUTES): Trip[] {
  const stops = findStops(trail, minStopMinutes);
  const out: Trip[] = [];
  let from = 0;
  const close = (to: number) => {
    if (to <= from) return;
    const a = trail[from]!;
    const b = trail[to]!;
    const mileage = mileageKm(trail, from, to);
    if (b.t - a.t < 60_000 || mileage < 0.1) return;
    let maxSpeed = 0;
    for (let k = from; k <= to; k += 1) maxSpeed = Math.max(maxSpeed, trail[k]!.speed);
    out.push({
      from, to, start: a.t, end: b.t, duration: b.t - a.t, mileage, startPlace: a.place, endPlace: b.place, startRef: a.placeRef, endRef: b.placeRef,
      startAt: [a.lng, a.lat], endAt: [b.lng, b.lat], maxSpeed,
    });
  };
  for (const s of stops) {
    close(s.from);
    // The next trip starts where the vehicle left its stop: the stop's last report.
    from = s.to;
  }
  close(trail.length - 1);
  return out;
}

/** The index of the last report at or before `t` (0 before the first). */
export function indexAt(trail: readonly TrailPoint[], t: number): number {
  let lo = 0;
  let hi = trail.length - 1;
  if (hi < 0 || t <= trail[0]!.t) return 0;
  if (t >= trail[hi]!.t) return hi;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (trail[mid]!.t <= t) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export interface PlaybackPosition {
  lng: number;
  lat: number;
  speed: number;
  heading: number;
  index: number;
}

/** Where the vehicle was at `t`: interpolated by time between the reports around it (clamped to the trail). */
export function positionAt(trail: readonly TrailPoint[], t: number): PlaybackPosition | null {
  if (trail.length === 0) return null;
  const i = indexAt(trail, t);
  const a = trail[i]!;
  const b = trail[i + 1];
  if (!b || t <= a.t) return { lng: a.lng, lat: a.lat, speed: a.speed, heading: a.heading, index: i };
  const f = Math.min(1, (t - a.t) / (b.t - a.t || 1));
  return { lng: a.lng + (b.lng - a.lng) * f, lat: a.lat + (b.lat - a.lat) * f, speed: a.speed + (b.speed - a.speed) * f, heading: f < 0.5 ? a.heading : b.heading, index: i };
}

/** One run of the drawn line: consecutive points of one speed band. */
export interface BandRun {
  band: SpeedBand;
  coords: [number, number][];
}

/**
 * The line as drawn: runs of one speed band, each simplified by radial distance (a point closer than `toleranceM` to
 * the last kept one is dropped; a run's ends are kept so runs join). The chart and the scrubber keep every point.
 */
export function bandRuns(trail: readonly TrailPoint[], toleranceM = 0): BandRun[] {
  const runs: BandRun[] = [];
  let cur: BandRun | null = null;
  let last: [number, number] | null = null;
  const tolDeg = toleranceM / 111_000;
  for (let i = 0; i < trail.length; i += 1) {
    const p = trail[i]!;
    const band = speedBand(p.speed);
    const at: [number, number] = [p.lng, p.lat];
    if (!cur || cur.band !== band) {
      if (cur && last) cur.coords.push(at);
      cur = { band, coords: [at] };
      runs.push(cur);
      last = at;
      continue;
    }
    const isEnd = i + 1 === trail.length || speedBand(trail[i + 1]!.speed) !== band;
    if (isEnd || !last || Math.abs(at[0] - last[0]) > tolDeg || Math.abs(at[1] - last[1]) > tolDeg) {
      cur.coords.push(at);
      last = at;
    }
  }
  return runs;
}

/** A tolerance for drawing (m): 1/300 of the trail's extent (about a pixel when the whole trail is in view), at least 1 m. */
export function drawTolerance(trail: readonly TrailPoint[]): number {
  let minLng = Infinity;
  let maxLng = -Infinity;
  let minLat = Infinity;
  let maxLat = -Infinity;
  for (const p of trail) {
    if (p.lng < minLng) minLng = p.lng;
    if (p.lng > maxLng) maxLng = p.lng;
    if (p.lat < minLat) minLat = p.lat;
    if (p.lat > maxLat) maxLat = p.lat;
  }
  if (!Number.isFinite(minLng)) return 1;
  return Math.max(1, distanceM([minLng, minLat], [maxLng, maxLat]) / 300);
}

/** Duration text: 1小时5分 / 1 h 5 min. */
export function durationText(ms: number, lang: 'zh-CN' | 'en-US'): string {
  if (ms < 60_000) return lang === 'en-US' ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 1000)}秒`;
  const totalMin = Math.round(ms / 60_000);
  const h = Math.floor(totalMin / 60);
  const m = totalMin % 60;
  if (lang === 'en-US') return h > 0 ? `${h} h ${m} min` : `${m} min`;
  return h > 0 ? `${h}小时${m}分` : `${m}分钟`;
}

/** The export's columns (time, lng, lat, speed, heading, mileage, ignition, alarms). */
export const EXPORT_COLUMNS = [
  bi('时间', 'Time'), bi('经度', 'Longitude'), bi('纬度', 'Latitude'), bi('速度(km/h)', 'Speed (km/h)'), bi('方向(°)', 'Heading (°)'),
  bi('里程(km)', 'Mileage (km)'), bi('点火', 'Ignition'), bi('报警', 'Alarms'),
] as const;

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** The points as CSV text (a BOM so spreadsheet programs read the Chinese). */
export function trailCsv(trail: readonly TrailPoint[], lang: 'zh-CN' | 'en-US', alarmText: (a: string) => string): string {
  const on = lang === 'en-US' ? ['on', 'off'] : ['开', '关'];
  const lines = [EXPORT_COLUMNS.map((c) => csvCell(c[lang])).join(',')];
  for (const p of trail) {
    lines.push([p.reportTime, p.lng.toFixed(6), p.lat.toFixed(6), p.speed, p.heading, p.mileage, p.ignition ? on[0]! : on[1]!, p.alarms.map(alarmText).join(' ')].map(csvCell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
