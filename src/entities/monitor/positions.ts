/**
 * The live positions of the fleet (issue 23, docs/api.md "Vehicle positions"): what a vehicle's GPS terminal reports —
 * position (WGS-84), speed, heading, ignition, mileage, alarms — and the monitoring state the screens colour it by.
 * Pure (no React): the demo backend's simulated feed (src/mocks/gps) and the map screens (src/features/monitor) read
 * the same paths, types and rules.
 */
import { bi, type Bilingual } from '@/i18n';
import type { PlaceRef } from './place';
import { PERIOD_END_NOT_AFTER, PERIOD_REQUIRED, periodTooLong } from '@/lib/validators';

/** The newest report of every vehicle with a bound GPS terminal; `since` (a cursor) answers only the changed ones. */
export const POSITIONS_LATEST = '/api/monitor/positions/latest';
/** One vehicle's reports over a period (trails): `carId`, `start`, `end` (`YYYY-MM-DD HH:mm:ss`). */
export const POSITIONS_HISTORY = '/api/monitor/positions/history';
/** The demo backend's synthetic roads (GeoJSON lines), drawn on the bundled basemap only. */
export const DEMO_ROADS = '/api/monitor/demoRoads';

/** How often an on-line terminal reports (seconds). */
export const REPORT_INTERVAL_S = 10;
/** How often the monitoring screens ask for the newest reports at most (ms). */
export const POLL_INTERVAL_MS = 5_000;

/** The polling period for a report interval (ms): half of it, between 1 s and POLL_INTERVAL_MS. */
export function pollPeriod(reportIntervalMs: number): number {
  return Math.min(POLL_INTERVAL_MS, Math.max(1_000, Math.floor(reportIntervalMs / 2)));
}
/** The longest period one history call answers (days; the trail screens say so). */
export const HISTORY_MAX_DAYS = 7;
/** Above this speed (km/h) a report carries the speeding alarm. */
export const SPEEDING_KMH = 80;

/** Alarm flags a report may carry. */
export const ALARMS = {
  speeding: bi('超速报警', 'Speeding'),
  lowVoltage: bi('主电源欠压', 'Low main power'),
  powerCut: bi('主电源断电', 'Main power cut'),
} as const satisfies Record<string, Bilingual>;
export type AlarmFlag = keyof typeof ALARMS;

/** One report of a vehicle (the newest, or one of its history). */
export interface VehiclePosition {
  carId: number;
  plate: string;
  deviceId: number;
  terminalNo: string;
  /** WGS-84 degrees (a display on a GCJ-02 tile source converts; src/components/map/coords.ts). */
  lng: number;
  lat: number;
  /** km/h. */
  speed: number;
  /** Degrees clockwise from north, 0–359. */
  heading: number;
  ignition: boolean;
  /** The odometer, km (one decimal). */
  mileage: number;
  alarms: AlarmFlag[];
  /** The terminal's on-line state (device_online); an off-line terminal's report is its last. */
  online: boolean;
  /** The report's time, `YYYY-MM-DD HH:mm:ss`. */
  reportTime: string;
  /** What the vehicle is doing, as the map colours it. */
  state: MonitorState;
  /** Who is driving it: the renter of its open order ('' when parked). */
  driverName: string;
  driverPhone: string;
  model: string;
  cityId: number;
  cityName: string;
  storeName: string;
  /** Where it is, as stored (Chinese): its place name (./place.ts), '' without any landmark. */
  place: string;
  /** Its place name for the screens to word in their language (./place.ts `placeLabel`); null without any landmark. */
  placeRef?: PlaceRef | null;
}

/** The newest reports: all (no `since`) or those after `since`; `cursor` is the `since` of the next call. */
export interface LatestPositions {
  cursor: number;
  /** The terminals' report interval (ms): the screens poll every half of it, between 1 s and POLL_INTERVAL_MS. */
  interval: number;
  /** True when every vehicle is answered (a first call, or a cursor too old): the screen replaces what it holds. */
  full: boolean;
  positions: VehiclePosition[];
}

export interface PositionHistory {
  carId: number;
  plate: string;
  points: VehiclePosition[];
}

/** The monitoring states, in the order a report takes the first that holds: off-line, alarm, moving, idle. */
export const MONITOR_STATES = ['moving', 'idle', 'offline', 'alarm'] as const;
export type MonitorState = (typeof MONITOR_STATES)[number];

export const MONITOR_STATE_LABELS: Readonly<Record<MonitorState, Bilingual>> = {
  moving: bi('行驶', 'Moving'),
  idle: bi('静止', 'Idle'),
  offline: bi('离线', 'Off-line'),
  alarm: bi('报警', 'Alarm'),
};

/** The state colours (the legend, the list's tags and the map's points). */
export const MONITOR_STATE_COLORS: Readonly<Record<MonitorState, string>> = {
  moving: '#389e0d',
  idle: '#1677ff',
  offline: '#8c8c8c',
  alarm: '#cf1322',
};

/** The state of a report: off-line first, then an alarm, then moving (speed above 0) or idle. */
export function monitorStateOf(p: Pick<VehiclePosition, 'online' | 'alarms' | 'speed'>): MonitorState {
  if (!p.online) return 'offline';
  if (p.alarms.length > 0) return 'alarm';
  return p.speed > 0 ? 'moving' : 'idle';
}

/** What a screen shows for "no value": an off-line vehicle's current speed. */
export const NO_VALUE = '—';

/**
 * The current speed a screen shows (km/h, `digits` decimals): none (NO_VALUE) for an off-line terminal, whose report
 * is its last one — the speed it had then is not the vehicle's speed now (the popup, the list and the terminal list).
 */
export function currentSpeedText(p: Pick<VehiclePosition, 'online' | 'speed'>, digits = 1): string {
  return p.online ? `${p.speed.toFixed(digits)} km/h` : NO_VALUE;
}

/** Counts per state: the side list's and the map's (one function, so they cannot disagree). */
export function countByState(positions: readonly Pick<VehiclePosition, 'state'>[]): Record<MonitorState, number> {
  const counts: Record<MonitorState, number> = { moving: 0, idle: 0, offline: 0, alarm: 0 };
  for (const p of positions) counts[p.state] += 1;
  return counts;
}

/** The history call's refusals (the screen checks the same before asking). */
export const HISTORY_REFUSALS = {
  vehicle: bi('请选择车辆', 'Choose a vehicle'),
  // The one period rule's messages (src/lib/validators.ts periodProblem), the video history's too.
  period: PERIOD_REQUIRED,
  order: PERIOD_END_NOT_AFTER,
  span: periodTooLong(HISTORY_MAX_DAYS * 24),
  noTerminal: bi('该车辆未绑定GPS终端', 'This vehicle has no GPS terminal'),
} as const satisfies Record<string, Bilingual>;
