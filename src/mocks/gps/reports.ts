/**
 * The driving behaviour and fuel consumption reports of the demo backend (issue 23 item 6; docs/api.md "Reports";
 * docs/architecture.md "Driving behaviour and fuel reports"): read-only aggregates of the GPS feed's walk
 * (./behaviour.ts) and the refuelling records, over a period checked by the trail's period rule (`periodRefusal`:
 * the screens check the same before asking).
 */
import { dataScopeTest } from '../access';
import { vehicle } from '@/entities/admin/vehicle';
import {
  BEHAVIOUR_KINDS, BEHAVIOUR_REFUSALS, BEHAVIOUR_TOP_N, behaviourScore, noCounts, type BehaviourDay, type BehaviourEvent,
  type BehaviourGroup, type BehaviourReport, type BehaviourRow,
} from '@/entities/monitor/behaviour';
import { FUEL_ABOVE_SHARE, type FuelDay, type ReportOptions, type FuelPoint, type FuelReport, type FuelVehicle } from '@/entities/monitor/fuel';
import { periodRefusal } from '@/entities/monitor/trail';
import { REFUEL_CONFIRMED } from '@/entities/admin/refuel';
import { toDecimal } from '@/lib/money';
import { data } from '../db';
import { refuse } from '../errors';
import type { Params } from '../params';
import type { Refuel } from '../seeds/refuel';
import { DAY, formatWallTime, nowWall } from '../time';
import { walkVehicle, type VehicleWalk } from './behaviour';
import { placesOf, trackedFleet, type Tracked } from './feed';

const zh = (b: { 'zh-CN': string }) => b['zh-CN'];

export interface Period {
  start: string;
  end: string;
  from: number;
  to: number;
}

/** The period of a report call, refused as the trail's history is (one rule, the same messages). */
export function periodOf(p: Params): Period {
  const start = p.str('start') ?? '';
  const end = p.str('end') ?? '';
  const wrong = periodRefusal(start, end);
  if (wrong) refuse(zh(wrong));
  return { start, end, from: p.time('start') ?? 0, to: p.time('end') ?? 0 };
}

/** Every wall day (`YYYY-MM-DD`) a period touches. */
function daysOf(period: Period): string[] {
  const out: string[] = [];
  for (let ms = period.from; formatWallTime(ms).slice(0, 10) <= period.end.slice(0, 10); ms += DAY) out.push(formatWallTime(ms).slice(0, 10));
  return out;
}

/** The tracked vehicles with their records' company and model, filtered by company, vehicle and model. */
function vehiclesOf(p: Params): { t: Tracked; companyName: string; modelId: number; energyType: number }[] {
  // The vehicles the session's data scope lets it read (the vehicle list's rule).
  const visible = dataScopeTest(vehicle);
  const cars = new Map(data().vehicles.filter((v) => !visible || visible(v)).map((v) => [String(v.carId), v]));
  const company = p.str('companyName');
  const carId = p.str('carId');
  const modelId = p.str('modelId');
  const out = [];
  for (const t of trackedFleet()) {
    const v = cars.get(String(t.car.carId));
    if (!v) continue;
    if (company && v.companyName !== company) continue;
    if (carId && String(t.car.carId) !== carId) continue;
    if (modelId && String(v.modelId) !== modelId) continue;
    out.push({ t, companyName: v.companyName, modelId: v.modelId, energyType: Number(v.energyType) });
  }
  return out;
}

/** The walks of the filtered vehicles over a period (parked vehicles walk nothing). */
function walks(p: Params, period: Period): { t: Tracked; companyName: string; modelId: number; energyType: number; walk: VehicleWalk }[] {
  const now = nowWall();
  const places = placesOf();
  const driver = p.str('driver');
  return vehiclesOf(p)
    .filter((x) => x.t.moving && (!driver || x.t.driverName === driver))
    .map((x) => ({ ...x, walk: walkVehicle(x.t, period.from, period.to, now, places) }));
}

function groupOf(p: Params): BehaviourGroup {
  const g = p.str('group') ?? 'vehicle';
  if (g !== 'vehicle' && g !== 'driver') refuse(zh(BEHAVIOUR_REFUSALS.group));
  return g;
}

/** The driving behaviour report: per vehicle or driver, counts by kind, mileage and score; by day; the top 10. */
export function behaviourReport(p: Params): BehaviourReport {
  const period = periodOf(p);
  const group = groupOf(p);
  const rows = new Map<string, BehaviourRow>();
  const byDay = new Map<string, BehaviourDay>(daysOf(period).map((day) => [day, { day, ...noCounts() }]));
  for (const { t, companyName, walk } of walks(p, period)) {
    if (walk.mileage === 0 && walk.events.length === 0) continue;
    const key = group === 'vehicle' ? String(t.car.carId) : t.driverName;
    const row = rows.get(key) ?? {
      key, ...(group === 'vehicle' ? { carId: t.car.carId } : {}), plate: '', driver: t.driverName, companyName, mileage: 0, events: 0, score: 100, ...noCounts(),
    };
    row.plate = row.plate ? `${row.plate}、${t.car.plate}` : t.car.plate;
    row.mileage = Math.round((row.mileage + walk.mileage) * 10) / 10;
    for (const e of walk.events) {
      row[e.kind] += 1;
      row.events += 1;
      const d = byDay.get(e.time.slice(0, 10));
      if (d) d[e.kind] += 1;
    }
    rows.set(key, row);
  }
  const list = [...rows.values()].map((r) => ({ ...r, score: behaviourScore(r, r.mileage) }));
  list.sort((a, b) => a.score - b.score || b.events - a.events || a.plate.localeCompare(b.plate));
  const total = { ...noCounts(), mileage: 0, events: 0 };
  for (const r of list) {
    for (const k of BEHAVIOUR_KINDS) total[k] += r[k];
    total.events += r.events;
    total.mileage = Math.round((total.mileage + r.mileage) * 10) / 10;
  }
  const top = [...list].sort((a, b) => b.events - a.events || a.score - b.score || a.plate.localeCompare(b.plate)).slice(0, BEHAVIOUR_TOP_N);
  return { start: period.start, end: period.end, group, rows: list, total, byDay: [...byDay.values()], top };
}

/** The events of one vehicle (`carId`) or driver (`driver`) over a period, oldest first; `kind` narrows them. */
export function behaviourEvents(p: Params): BehaviourEvent[] {
  const period = periodOf(p);
  if (!p.str('carId') && !p.str('driver')) refuse(zh(BEHAVIOUR_REFUSALS.subject));
  const kind = p.str('kind');
  return walks(p, period)
    .flatMap((x) => x.walk.events)
    .filter((e) => !kind || e.kind === kind)
    .sort((a, b) => a.time.localeCompare(b.time) || a.plate.localeCompare(b.plate));
}

// ---- Fuel -------------------------------------------------------------------------------------------------------

/** A fill that measures consumption: confirmed, with a previous reading below its own. */
interface Fill {
  refuelNo: string;
  time: string;
  litres: string;
  km: number;
  unitPrice: string;
}

function fillsByPlate(): Map<string, Fill[]> {
  const out = new Map<string, Fill[]>();
  for (const r of data().RefuelingList as readonly Refuel[]) {
    const prev = r.previousOdometer;
    if (r.refuelStatus !== REFUEL_CONFIRMED || prev === undefined || !(Number(r.odometer) > Number(prev))) continue;
    const list = out.get(r.plate) ?? [];
    list.push({ refuelNo: r.refuelNo, time: r.refuelTime, litres: String(r.litres), km: Number(r.odometer) - Number(prev), unitPrice: String(r.unitPrice) });
    out.set(r.plate, list);
  }
  for (const list of out.values()) list.sort((a, b) => a.time.localeCompare(b.time) || a.refuelNo.localeCompare(b.refuelNo));
  return out;
}

/** The fill a day is counted at: the first after the day began, else the latest (estimated). */
function fillOf(fills: readonly Fill[], day: string): { fill: Fill; estimated: boolean } | null {
  const begin = `${day} 00:00:00`;
  const next = fills.find((f) => f.time > begin);
  if (next) return { fill: next, estimated: false };
  const latest = fills[fills.length - 1];
  return latest ? { fill: latest, estimated: true } : null;
}

const per100 = (litres: ReturnType<typeof toDecimal>, km: number) => (km > 0 ? litres.div(km).times(100).toFixed(2) : '');

function point(key: string, km: number, litres: ReturnType<typeof toDecimal>, cost: ReturnType<typeof toDecimal>, measuredKm: number): FuelPoint {
  return { key, mileage: Math.round(km * 10) / 10, litres: litres.toFixed(2), consumption: per100(litres, measuredKm), cost: cost.toFixed(2) };
}

/** The fuel consumption report: per vehicle and day, per vehicle, per day and per model, with the fleet's total. */
export function fuelReport(p: Params): FuelReport {
  const period = periodOf(p);
  const fills = fillsByPlate();
  const models = new Map(data().vehicles.map((v) => [String(v.carId), v.modelId]));
  // A model's average over all its confirmed fills: Σ litres ÷ Σ km × 100.
  const modelSums = new Map<number, { litres: ReturnType<typeof toDecimal>; km: number }>();
  const plateModel = new Map(data().vehicles.map((v) => [v.plate, v.modelId]));
  for (const [plate, list] of fills) {
    const m = plateModel.get(plate);
    if (m === undefined) continue;
    const s = modelSums.get(m) ?? { litres: toDecimal(0), km: 0 };
    for (const f of list) {
      s.litres = s.litres.plus(toDecimal(f.litres));
      s.km += f.km;
    }
    modelSums.set(m, s);
  }
  const modelAverage = (modelId: number | undefined) => {
    const s = modelId === undefined ? undefined : modelSums.get(modelId);
    return s ? per100(s.litres, s.km) : '';
  };

  const days: FuelDay[] = [];
  const vehicles: FuelVehicle[] = [];
  const dayNames = daysOf(period);
  type Sum = { km: number; measuredKm: number; litres: ReturnType<typeof toDecimal>; cost: ReturnType<typeof toDecimal> };
  const empty = (): Sum => ({ km: 0, measuredKm: 0, litres: toDecimal(0), cost: toDecimal(0) });
  const byDay = new Map<string, Sum>(dayNames.map((d) => [d, empty()]));
  const byModel = new Map<string, Sum & { modelId: number }>();
  const total = empty();
  const add = (s: Sum, km: number, litres: string, cost: string) => {
    s.km = Math.round((s.km + km) * 10) / 10;
    if (litres !== '') {
      s.measuredKm = Math.round((s.measuredKm + km) * 10) / 10;
      s.litres = s.litres.plus(toDecimal(litres));
      s.cost = s.cost.plus(toDecimal(cost));
    }
  };

  for (const { t, companyName, modelId, energyType, walk } of walks(p, period)) {
    if (energyType !== 1 || walk.mileage === 0) continue; // Fuel vehicles only (an electric one burns no fuel).
    const own = fills.get(t.car.plate) ?? [];
    const mine = empty();
    for (const day of dayNames) {
      const km = walk.byDay.get(day);
      if (km === undefined || km === 0) continue;
      const at = fillOf(own, day);
      const litres = at ? toDecimal(km).times(toDecimal(at.fill.litres)).div(at.fill.km).toFixed(2) : '';
      const cost = at ? toDecimal(litres).times(toDecimal(at.fill.unitPrice)).toFixed(2) : '';
      days.push({
        carId: t.car.carId, plate: t.car.plate, model: t.car.model, companyName, day, mileage: km, litres,
        consumption: at ? toDecimal(at.fill.litres).div(at.fill.km).times(100).toFixed(2) : '', cost,
        refuelNo: at?.fill.refuelNo ?? '', estimated: at?.estimated ?? false,
      });
      add(mine, km, litres, cost);
      add(byDay.get(day)!, km, litres, cost);
      const m = byModel.get(t.car.model) ?? { ...empty(), modelId };
      add(m, km, litres, cost);
      byModel.set(t.car.model, m);
      add(total, km, litres, cost);
    }
    const average = modelAverage(models.get(String(t.car.carId)));
    const consumption = per100(mine.litres, mine.measuredKm);
    vehicles.push({
      carId: t.car.carId, plate: t.car.plate, model: t.car.model, companyName, mileage: Math.round(mine.km * 10) / 10,
      litres: mine.measuredKm > 0 ? mine.litres.toFixed(2) : '', consumption, cost: mine.measuredKm > 0 ? mine.cost.toFixed(2) : '',
      modelAverage: average,
      above: consumption !== '' && average !== '' && toDecimal(consumption).gt(toDecimal(average).times(1 + FUEL_ABOVE_SHARE)),
    });
  }
  days.sort((a, b) => a.day.localeCompare(b.day) || a.plate.localeCompare(b.plate));
  vehicles.sort((a, b) => Number(b.above) - Number(a.above) || a.plate.localeCompare(b.plate));
  return {
    start: period.start, end: period.end, days, vehicles,
    byDay: [...byDay].map(([key, s]) => point(key, s.km, s.litres, s.cost, s.measuredKm)),
    byModel: [...byModel].map(([key, s]) => ({ ...point(key, s.km, s.litres, s.cost, s.measuredKm), modelAverage: modelAverage(s.modelId) })).sort((a, b) => a.key.localeCompare(b.key)),
    total: point('total', total.km, total.litres, total.cost, total.measuredKm),
  };
}

/** The reports' filter choices: the companies, the tracked vehicles, their drivers and models. */
export function reportOptions(): ReportOptions {
  const visible = dataScopeTest(vehicle);
  const cars = new Map(data().vehicles.filter((v) => !visible || visible(v)).map((v) => [String(v.carId), v]));
  const tracked = trackedFleet().flatMap((t) => {
    const v = cars.get(String(t.car.carId));
    return v ? [{ t, v }] : [];
  });
  const uniq = <T,>(xs: T[], key: (x: T) => string) => [...new Map(xs.map((x) => [key(x), x])).values()];
  return {
    companies: uniq(tracked.map(({ v }) => ({ value: v.companyName, label: v.companyName })), (x) => x.value).sort((a, b) => a.label.localeCompare(b.label)),
    vehicles: tracked.map(({ t, v }) => ({ value: t.car.carId, label: `${t.car.plate} ${t.car.model}`, companyName: v.companyName, modelId: v.modelId, driver: t.driverName, fuel: Number(v.energyType) === 1 })),
    drivers: uniq(tracked.filter(({ t }) => t.driverName !== '').map(({ t, v }) => ({ value: t.driverName, label: t.driverName, companyName: v.companyName })), (x) => x.value),
    models: uniq(tracked.map(({ v }) => ({ value: v.modelId, label: v.model })), (x) => String(x.value)).sort((a, b) => a.label.localeCompare(b.label)),
  };
}
