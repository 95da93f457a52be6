/**
 * The money and the rules of a charging session (entities/charging): one place for the screens and the demo backend
 * (§5 "exact decimal arithmetic", decimal.js). Electricity fee = kWh × the station's unit price; service fee = kWh × the
 * operator's service rate; each 2 decimals half up, the total their sum. Nothing here reads the clock.
 */
import { bi, type Bilingual } from '@/i18n';
import { toDecimal, type MoneyValue } from '@/lib/money';

export interface ChargeFees {
  electricityFee: number;
  serviceFee: number;
  totalAmount: number;
}

/** A session's fees from its energy and the two rates (exact; the one function the form's preview and the backend use). */
export function chargeFees(kwh: MoneyValue, unitPrice: MoneyValue, serviceRate: MoneyValue): ChargeFees {
  const energy = toDecimal(kwh);
  const electricity = energy.times(toDecimal(unitPrice)).toDecimalPlaces(2);
  const service = energy.times(toDecimal(serviceRate)).toDecimalPlaces(2);
  return { electricityFee: electricity.toNumber(), serviceFee: service.toNumber(), totalAmount: electricity.plus(service).toNumber() };
}

/** The sum of amounts (or kWh), exact. */
export function sumExact(values: readonly MoneyValue[]): number {
  return values.reduce((acc, v) => acc.plus(toDecimal(v)), toDecimal(0)).toDecimalPlaces(3).toNumber();
}

/** The longest session a pile records (a slow charge overnight is some 10 hours). */
export const MAX_SESSION_HOURS = 24;
/** The most energy one session delivers (the largest battery of the fleet's models is under 100 kWh). */
export const KWH_CAP = 150;

export const SOC_FALLS: Bilingual = bi('结束电量不能低于开始电量', 'The end charge level cannot be below the start level');
export const END_NOT_AFTER_START: Bilingual = bi('结束时间须晚于开始时间', 'The end must be after the start');
export const SESSION_TOO_LONG: Bilingual = bi(`单次充电时长不能超过${MAX_SESSION_HOURS}小时`, `A session cannot last more than ${MAX_SESSION_HOURS} hours`);

export interface ChargeProblem {
  field: 'endSoc' | 'endTime';
  message: Bilingual;
}

const wallMs = (s: string) => Date.parse(`${s.replace(' ', 'T')}Z`);

/**
 * What a session's values break across fields (each field's own §5 rules are its declaration's): the end level below
 * the start level, a session longer than MAX_SESSION_HOURS. Values not given yet are not judged.
 */
/** The end charge level below the start level (values not given yet are not judged): the dialog's rule and the backend's. */
export function socProblem(endSoc: unknown, startSoc: unknown): Bilingual | null {
  const filled = (x: unknown) => x !== undefined && x !== null && x !== '';
  return filled(startSoc) && filled(endSoc) && Number(endSoc) < Number(startSoc) ? SOC_FALLS : null;
}

export function chargeProblems(v: { startSoc?: unknown; endSoc?: unknown; startTime?: unknown; endTime?: unknown }): ChargeProblem[] {
  const problems: ChargeProblem[] = [];
  const filled = (x: unknown) => x !== undefined && x !== null && x !== '';
  const soc = socProblem(v.endSoc, v.startSoc);
  if (soc) problems.push({ field: 'endSoc', message: soc });
  if (filled(v.startTime) && filled(v.endTime)) {
    const hours = (wallMs(String(v.endTime as string)) - wallMs(String(v.startTime as string))) / 3_600_000;
    if (hours > MAX_SESSION_HOURS) problems.push({ field: 'endTime', message: SESSION_TOO_LONG });
  }
  return problems;
}
