/**
 * Driving behaviour (issue 23 item 6; docs/architecture.md "Driving behaviour and fuel reports"): the events the demo
 * backend derives from the GPS feed's reports (src/mocks/gps/behaviour.ts) — harsh braking, harsh acceleration,
 * speeding, fatigue driving — their thresholds, the score of a vehicle or driver over a period, and the report's
 * paths and shapes. Pure (no React): the report screen and the demo backend read the same rules and texts.
 */
import { bi, type Bilingual } from '@/i18n';
import type { PlaceRef } from './place';
import { REPORT_INTERVAL_S, SPEEDING_KMH } from './positions';

/** The driving behaviour report: rows per vehicle or driver, by-day counts, top 10 (docs/api.md "Reports"). */
export const BEHAVIOUR_REPORT = '/api/monitor/behaviour/report';
/** One vehicle's (or driver's) events of a period, oldest first. */
export const BEHAVIOUR_EVENTS = '/api/monitor/behaviour/events';
/** The report's rows as xlsx (§7 export helper). */
export const BEHAVIOUR_EXPORT = '/api/monitor/behaviour/export';

/**
 * Harsh braking / acceleration: the speed change between two successive reports (REPORT_INTERVAL_S apart) divided by
 * the time between them, in m/s². It is the mean over the interval, which understates the peak of a short brake: a
 * stop from 72 km/h within one interval is at least 2 m/s² on average.
 */
export const HARSH_BRAKE_MS2 = 2;
export const HARSH_ACCEL_MS2 = 2;
/** Speeding: above SPEEDING_KMH for at least this long (seconds); one event per stretch. */
export const SPEEDING_MIN_S = 60;
/** Fatigue: more than FATIGUE_HOURS of driving without a stop of at least BREAK_MINUTES (GB/T 19056: 4 h, 20 min). */
export const FATIGUE_HOURS = 4;
export const BREAK_MINUTES = 20;

export const BEHAVIOUR_KINDS = ['harshBrake', 'harshAccel', 'speeding', 'fatigue'] as const;
export type BehaviourKind = (typeof BEHAVIOUR_KINDS)[number];

export const BEHAVIOUR_KIND_LABELS: Readonly<Record<BehaviourKind, Bilingual>> = {
  harshBrake: bi('急刹车', 'Harsh braking'),
  harshAccel: bi('急加速', 'Harsh acceleration'),
  speeding: bi('超速', 'Speeding'),
  fatigue: bi('疲劳驾驶', 'Fatigue driving'),
};

export const BEHAVIOUR_KIND_COLORS: Readonly<Record<BehaviourKind, string>> = {
  harshBrake: '#fa8c16',
  harshAccel: '#1677ff',
  speeding: '#cf1322',
  fatigue: '#722ed1',
};

/** How each kind is recognised (the report screen shows it). */
export const BEHAVIOUR_RULES: Readonly<Record<BehaviourKind, Bilingual>> = {
  harshBrake: bi(`相邻两次定位（间隔${REPORT_INTERVAL_S}秒）的减速度 ≥ ${HARSH_BRAKE_MS2} m/s²`, `Deceleration between two reports (${REPORT_INTERVAL_S} s apart) ≥ ${HARSH_BRAKE_MS2} m/s²`),
  harshAccel: bi(`相邻两次定位的加速度 ≥ ${HARSH_ACCEL_MS2} m/s²`, `Acceleration between two reports ≥ ${HARSH_ACCEL_MS2} m/s²`),
  speeding: bi(`车速持续 ${SPEEDING_MIN_S} 秒以上超过 ${SPEEDING_KMH} km/h，每段计一次`, `Above ${SPEEDING_KMH} km/h for ${SPEEDING_MIN_S} s or more, once per stretch`),
  fatigue: bi(`连续驾驶超过 ${FATIGUE_HOURS} 小时且期间没有 ${BREAK_MINUTES} 分钟以上的停车休息，每段计一次`, `Over ${FATIGUE_HOURS} h of driving without a stop of ${BREAK_MINUTES} min, once per stretch`),
};

/** Points a kind costs per 100 km driven. */
export const SCORE_PENALTY: Readonly<Record<BehaviourKind, number>> = { harshBrake: 2, harshAccel: 2, speeding: 3, fatigue: 10 };
/** The mileage the penalties are spread over at least (a short drive is not judged on a few metres). */
export const SCORE_MIN_KM = 100;

export type BehaviourCounts = Record<BehaviourKind, number>;

export function noCounts(): BehaviourCounts {
  return { harshBrake: 0, harshAccel: 0, speeding: 0, fatigue: 0 };
}

/**
 * The score: 100 minus each event's points per 100 km driven (at least SCORE_MIN_KM), never below 0, one decimal.
 * 100 − (2·急刹车 + 2·急加速 + 3·超速 + 10·疲劳) × 100 ÷ max(里程, 100 km).
 */
export function behaviourScore(counts: BehaviourCounts, mileageKm: number): number {
  const points = BEHAVIOUR_KINDS.reduce((sum, k) => sum + SCORE_PENALTY[k] * counts[k], 0);
  const score = 100 - (points * 100) / Math.max(mileageKm, SCORE_MIN_KM);
  return Math.max(0, Math.round(score * 10) / 10);
}

export const SCORE_RULE = bi(
  `评分 = 100 −（急刹车×${SCORE_PENALTY.harshBrake} + 急加速×${SCORE_PENALTY.harshAccel} + 超速×${SCORE_PENALTY.speeding} + 疲劳驾驶×${SCORE_PENALTY.fatigue}）× 100 ÷ 里程（不足 ${SCORE_MIN_KM} km 按 ${SCORE_MIN_KM} km 计），最低 0 分`,
  `Score = 100 − (harsh braking×${SCORE_PENALTY.harshBrake} + harsh acceleration×${SCORE_PENALTY.harshAccel} + speeding×${SCORE_PENALTY.speeding} + fatigue×${SCORE_PENALTY.fatigue}) × 100 ÷ mileage (at least ${SCORE_MIN_KM} km), never below 0`,
);

/** One driving event. */
export interface BehaviourEvent {
  eventId: string;
  carId: number;
  plate: string;
  /** The driver of the vehicle's open rental order, as the feed knows it. */
  driver: string;
  kind: BehaviourKind;
  /** `YYYY-MM-DD HH:mm:ss`: the report where it was recognised (a stretch's start). */
  time: string;
  /** km/h: the speed before the change (braking), after it (acceleration), the stretch's highest (speeding), at the time (fatigue). */
  speed: number;
  /** m/s² for harsh braking and acceleration; minutes driven for fatigue; seconds above the limit for speeding. */
  value: number;
  lng: number;
  lat: number;
  place: string;
  /** The place name for the screens (./place.ts `placeLabel`). */
  placeRef?: PlaceRef | null;
}

/** The report grouped by vehicle or by driver. */
export type BehaviourGroup = 'vehicle' | 'driver';

export interface BehaviourRow extends BehaviourCounts {
  /** carId (by vehicle) or the driver's name (by driver). */
  key: string;
  carId?: number;
  plate: string;
  driver: string;
  companyName: string;
  mileage: number;
  events: number;
  score: number;
}

export interface BehaviourDay extends BehaviourCounts {
  day: string;
}

export interface BehaviourReport {
  start: string;
  end: string;
  group: BehaviourGroup;
  rows: BehaviourRow[];
  total: BehaviourCounts & { mileage: number; events: number };
  byDay: BehaviourDay[];
  /** The 10 rows with the most events (fewest points first on a tie), most first. */
  top: BehaviourRow[];
}

export const BEHAVIOUR_TOP_N = 10;

/** The report's refusals beyond the period rule. */
export const BEHAVIOUR_REFUSALS = {
  group: bi('请选择按车辆或按司机统计', 'Group by vehicle or by driver'),
  subject: bi('请选择车辆或司机', 'Choose a vehicle or a driver'),
} as const satisfies Record<string, Bilingual>;

/** The export's sheet (§7 export helper): one row a vehicle or driver, the grouping's name first, each kind's count by its label. */
export function behaviourSheet(r: BehaviourReport): { rows: Record<string, string | number>[]; name: string } {
  const byDriver = r.group === 'driver';
  return {
    name: '驾驶行为报表',
    rows: r.rows.map((x) => ({
      ...(byDriver ? { 司机: x.driver, 车牌号: x.plate } : { 车牌号: x.plate, 司机: x.driver }),
      所属公司: x.companyName, '里程（km）': x.mileage,
      ...Object.fromEntries(BEHAVIOUR_KINDS.map((k) => [BEHAVIOUR_KIND_LABELS[k]['zh-CN'], x[k]])),
      事件合计: x.events, 评分: x.score,
    })),
  };
}
