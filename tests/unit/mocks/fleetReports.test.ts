/**
 * The driving behaviour and fuel consumption reports of the demo backend (src/mocks/gps/reports.ts; docs/api.md
 * "Reports"), through their endpoints as the report screens call them, on a pinned demo clock: the rows, the days and
 * the totals add up, a row's counts are its events, the score follows its stated formula, the period rule is the
 * trail's; consumption is exact refuel-to-refuel arithmetic and a day's litres are its kilometres at its fill's rate.
 */
import Decimal from 'decimal.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BEHAVIOUR_EVENTS, BEHAVIOUR_KINDS, BEHAVIOUR_REPORT, behaviourScore, type BehaviourEvent, type BehaviourReport } from '@/entities/monitor/behaviour';
import { FUEL_REPORT, type FuelReport } from '@/entities/monitor/fuel';
import { HISTORY_REFUSALS } from '@/entities/monitor/positions';
import { data, seedDay } from '@/mocks/db';
import '@/mocks/handlers';
import { formatWallTime, HOUR, pinClock } from '@/mocks/time';
import { call, ok } from './api';

const NOW = seedDay() + 10 * HOUR;
const period = { start: formatWallTime(NOW - 3 * 24 * HOUR), end: formatWallTime(NOW) };

beforeEach(async () => {
  pinClock(NOW);
  await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
});
afterEach(() => pinClock(null));

const get = <T,>(path: string, params: Record<string, string | number>) => ok<T>(path, { method: 'GET', params });
const round1 = (n: number) => Math.round(n * 10) / 10;

describe('driving behaviour report', () => {
  it('adds up: rows to totals, days to totals, each row its events; the score is the stated formula', async () => {
    const r = await get<BehaviourReport>(BEHAVIOUR_REPORT, { ...period, group: 'vehicle' });
    expect(r.rows.length).toBeGreaterThan(3);
    for (const k of BEHAVIOUR_KINDS) {
      expect(r.rows.reduce((s, x) => s + x[k], 0)).toBe(r.total[k]);
      expect(r.byDay.reduce((s, x) => s + x[k], 0)).toBe(r.total[k]);
    }
    expect(round1(r.rows.reduce((s, x) => s + x.mileage, 0))).toBe(r.total.mileage);
    expect(r.byDay.map((d) => d.day)).toEqual([...new Set([period.start.slice(0, 10), formatWallTime(NOW - 2 * 24 * HOUR).slice(0, 10), formatWallTime(NOW - 24 * HOUR).slice(0, 10), period.end.slice(0, 10)])]);
    const row = r.rows[0]!;
    const events = await get<BehaviourEvent[]>(BEHAVIOUR_EVENTS, { ...period, carId: row.carId! });
    for (const k of BEHAVIOUR_KINDS) expect(events.filter((e) => e.kind === k).length).toBe(row[k]);
    expect(events.every((e) => e.plate === row.plate && e.time >= period.start && e.time <= period.end)).toBe(true);
    for (const x of r.rows) expect(x.score).toBe(behaviourScore(x, x.mileage));
    // Worst score first; the top 10 by events.
    expect(r.rows.map((x) => x.score)).toEqual([...r.rows.map((x) => x.score)].sort((a, b) => a - b));
    expect(r.top[0]!.events).toBe(Math.max(...r.rows.map((x) => x.events)));
  });

  it('groups by driver with the same totals, and filters by company and driver', async () => {
    const byVehicle = await get<BehaviourReport>(BEHAVIOUR_REPORT, { ...period, group: 'vehicle' });
    const byDriver = await get<BehaviourReport>(BEHAVIOUR_REPORT, { ...period, group: 'driver' });
    expect(byDriver.total).toEqual(byVehicle.total);
    const one = byVehicle.rows[0]!;
    const company = await get<BehaviourReport>(BEHAVIOUR_REPORT, { ...period, group: 'vehicle', companyName: one.companyName });
    expect(company.rows.every((x) => x.companyName === one.companyName)).toBe(true);
    const driver = await get<BehaviourReport>(BEHAVIOUR_REPORT, { ...period, group: 'driver', driver: one.driver });
    expect(driver.rows.map((x) => x.driver)).toEqual([one.driver]);
  });

  it('refuses a period as the trail does (over 7 days, end before start), with the same messages', async () => {
    const long = await call(BEHAVIOUR_REPORT, { method: 'GET', params: { start: formatWallTime(NOW - 8 * 24 * HOUR), end: formatWallTime(NOW), group: 'vehicle' } });
    expect(long.msg).toBe(HISTORY_REFUSALS.span['zh-CN']);
    const backwards = await call(FUEL_REPORT, { method: 'GET', params: { start: period.end, end: period.start } });
    expect(backwards.msg).toBe(HISTORY_REFUSALS.order['zh-CN']);
  });
});

describe('fuel consumption report', () => {
  it('counts a day\'s litres at its fill\'s rate, exactly, and the vehicle, day and model sums add up', async () => {
    const r = await get<FuelReport>(FUEL_REPORT, period);
    const measured = r.days.filter((d) => d.litres !== '');
    expect(measured.length).toBeGreaterThan(0);
    for (const d of measured) {
      const fill = data().RefuelingList.find((x) => x.refuelNo === d.refuelNo)!;
      const rate = new Decimal(fill.litres).div(Number(fill.odometer) - Number(fill.previousOdometer));
      expect(d.litres).toBe(rate.times(d.mileage).toFixed(2));
      expect(d.consumption).toBe(rate.times(100).toFixed(2));
      expect(d.cost).toBe(new Decimal(d.litres).times(fill.unitPrice).toFixed(2));
      // The first confirmed fill after the day began; or, estimated, the latest one.
      if (!d.estimated) expect(fill.refuelTime > `${d.day} 00:00:00`).toBe(true);
    }
    for (const v of r.vehicles.filter((x) => x.litres !== '')) {
      const mine = measured.filter((d) => d.carId === v.carId);
      const litres = mine.reduce((s, d) => s.plus(d.litres), new Decimal(0));
      const km = mine.reduce((s, d) => s.plus(d.mileage), new Decimal(0));
      expect(v.litres).toBe(litres.toFixed(2));
      expect(v.cost).toBe(mine.reduce((s, d) => s.plus(d.cost), new Decimal(0)).toFixed(2));
      expect(v.consumption).toBe(litres.div(km).times(100).toFixed(2));
    }
    const litres = measured.reduce((s, d) => s.plus(d.litres), new Decimal(0)).toFixed(2);
    expect(r.total.litres).toBe(litres);
    expect(r.byDay.reduce((s, d) => s.plus(d.litres), new Decimal(0)).toFixed(2)).toBe(litres);
    expect(r.byModel.reduce((s, d) => s.plus(d.litres), new Decimal(0)).toFixed(2)).toBe(litres);
    // A vehicle without refuelling records has its mileage and no consumption; an electric one is not listed.
    expect(r.days.some((d) => d.litres === '' && d.mileage > 0)).toBe(true);
    const electric = new Set(data().vehicles.filter((v) => v.energyType !== 1).map((v) => v.carId));
    expect(r.vehicles.some((v) => electric.has(v.carId))).toBe(false);
  });

  it('flags a vehicle well above its model\'s average', async () => {
    const r = await get<FuelReport>(FUEL_REPORT, period);
    for (const v of r.vehicles) {
      if (v.consumption === '' || v.modelAverage === '') expect(v.above).toBe(false);
      else expect(v.above).toBe(new Decimal(v.consumption).gt(new Decimal(v.modelAverage).times(1.15)));
    }
  });
});
