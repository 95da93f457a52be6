/**
 * The fuel consumption report (issue 23 item 6; docs/architecture.md "Driving behaviour and fuel reports"): per
 * vehicle and day, the kilometres the GPS feed's odometer counted and the litres its refuelling records
 * (/RefuelingList) say they took. Consumption is known only refuel to refuel: a fill's litres over the odometer's
 * distance since the previous fill (`refuelConsumption`). A day's litres are its kilometres at the rate of the first
 * confirmed fill after the day began (the fill that replaced what the day burnt); a day after the vehicle's latest fill
 * is at that fill's rate, marked estimated. Exact decimals (decimal.js through src/lib/money.ts). Pure: the screen and
 * the demo backend read the same paths, shapes and texts.
 */
import { bi, type Bilingual } from '@/i18n';

export const FUEL_REPORT = '/api/monitor/fuel/report';
export const FUEL_EXPORT = '/api/monitor/fuel/export';
/** The reports' filter choices: companies, tracked vehicles (with model and company), drivers, models. */
export const REPORT_OPTIONS = '/api/monitor/reports/options';

/** A vehicle is flagged when its consumption over the period is above its model's average by more than this share. */
export const FUEL_ABOVE_SHARE = 0.15;

export interface FuelDay {
  carId: number;
  plate: string;
  model: string;
  companyName: string;
  day: string;
  /** km the feed's odometer counted that day, one decimal. */
  mileage: number;
  /** Litres (2 decimals, exact), '' when the vehicle has no refuelling to measure by. */
  litres: string;
  /** L/100 km of the fill interval the day is counted at, '' when unknown. */
  consumption: string;
  /** CNY: the litres at that fill's unit price, '' when unknown. */
  cost: string;
  /** The fill whose interval gives the rate. */
  refuelNo: string;
  /** The day is after the vehicle's latest fill: at that fill's rate. */
  estimated: boolean;
}

export interface FuelVehicle {
  carId: number;
  plate: string;
  model: string;
  companyName: string;
  mileage: number;
  litres: string;
  consumption: string;
  cost: string;
  /** The model's average over all its confirmed fills (Σ litres ÷ Σ km × 100), '' when none. */
  modelAverage: string;
  /** Above the model's average by more than FUEL_ABOVE_SHARE. */
  above: boolean;
}

export interface FuelPoint {
  key: string;
  mileage: number;
  litres: string;
  consumption: string;
  cost: string;
}

export interface FuelReport {
  start: string;
  end: string;
  days: FuelDay[];
  vehicles: FuelVehicle[];
  /** The fleet's L/100 km per day (vehicles with a known rate), every day of the period. */
  byDay: FuelPoint[];
  /** Per model over the period (vehicles with a known rate). */
  byModel: (FuelPoint & { modelAverage: string })[];
  total: FuelPoint;
}

export const FUEL_METHOD: Bilingual = bi(
  '油耗按“加油到加油”计算：一次加油的加油量 ÷ 与上一次加油之间的里程表差 × 100。每天的里程取自GPS里程表；当天的油量 = 当天里程 × 当天开始后第一次已确认加油的油耗；最近一次加油之后的日期按最近一次加油的油耗估算（标“估”）。无加油记录的车辆只统计里程。',
  'Consumption is measured refuel to refuel: a fill\'s litres ÷ the odometer distance since the previous fill × 100. A day\'s kilometres come from the GPS odometer; its litres = its kilometres × the rate of the first confirmed fill after the day began; days after the latest fill use that fill\'s rate (marked "est."). Vehicles without refuelling records show mileage only.',
);

/** The reports' filter choices (REPORT_OPTIONS). */
export interface ReportOptions {
  companies: { value: string; label: string }[];
  vehicles: { value: number; label: string; companyName: string; modelId: number; driver: string; fuel: boolean }[];
  drivers: { value: string; label: string; companyName: string }[];
  models: { value: number; label: string }[];
}

/** The export's sheet (§7 export helper): one row a vehicle and day, with the fill its rate is counted by. */
export function fuelSheet(r: FuelReport): { rows: Record<string, string | number>[]; name: string } {
  return {
    name: '油耗报表',
    rows: r.days.map((d) => ({
      日期: d.day, 车牌号: d.plate, 车型: d.model, 所属公司: d.companyName, '里程（km）': d.mileage, '油量（升）': d.litres,
      '百公里油耗（L/100km）': d.consumption, '费用（元）': d.cost, 计算依据加油单: d.refuelNo, 估算: d.estimated ? '是' : '否',
    })),
  };
}
