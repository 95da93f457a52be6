/**
 * Refuelling records (entities/admin/refuel.ts, src/mocks/handlers/refuel.ts): the amount is litres × unit price in
 * exact decimals, computed by the rule the form uses and again by the backend; a record follows its vehicle's previous
 * one (a higher odometer, a later time, the previous one confirmed), refused with a message naming the previous
 * reading and nothing saved; confirming brings the vehicle's mileage up; a confirmed record is neither edited nor
 * deleted. The seed is a coherent history per vehicle.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { previousRefuel, refuelAmount, refuelConsumption, refuelProblems, REFUEL_CONFIRMED, REFUEL_PENDING } from '@/entities/admin/refuel';
import { data } from '@/mocks/db';
import { call, ok } from './api';

const login = () => ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });

beforeEach(async () => {
  await login();
});

/** A petrol vehicle whose latest record is confirmed, and that record. */
function vehicleReady() {
  const records = data().RefuelingList;
  for (const plate of new Set(records.map((r) => r.plate))) {
    const last = previousRefuel(records, plate);
    if (last && last.refuelStatus === REFUEL_CONFIRMED) return { plate, last };
  }
  throw new Error('no vehicle whose last refuelling is confirmed');
}

/** A day after the record's time, as the form sends it. */
const dayAfter = (time: string) => {
  const d = new Date(`${time.replace(' ', 'T')}Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 19).replace('T', ' ');
};

const record = (plate: string, refuelTime: string, odometer: number, more: Record<string, string | number> = {}) => ({
  plate, refuelTime, fuelType: '92#汽油', litres: '30.22', unitPrice: '7.75', odometer, station: '中国石化北京建国路加油站', ...more,
});

describe('the amount and the consumption (exact decimals)', () => {
  it('multiplies litres by the unit price exactly and rounds half up to 2 decimals, where floating point would not', () => {
    // 30.22 × 7.75 = 234.205 exactly; in floating point 234.20499999999998, which rounds down.
    expect((30.22 * 7.75).toFixed(2)).toBe('234.20');
    expect(refuelAmount('30.22', '7.75')).toBe('234.21');
    expect(refuelAmount(30.1, 7.55)).toBe('227.26');
    expect(refuelAmount('45', '8')).toBe('360.00');
  });

  it('gives litres per 100 km since the previous reading, and nothing for a first record', () => {
    expect(refuelConsumption('40.05', 12_500, 12_000)).toBe('8.01');
    expect(refuelConsumption('33.3', 10_333, 10_000)).toBe('10.00');
    expect(refuelConsumption('40', 12_500, undefined)).toBeUndefined();
  });
});

describe('the rule a record follows (the form and the backend alike)', () => {
  const previous = { refuelId: 7, refuelNo: 'JY2026112000007', plate: '京A12345', refuelTime: '2026-11-20 10:00:00', odometer: 12_000, refuelStatus: REFUEL_CONFIRMED };

  it('refuses an odometer not above the previous reading, naming it', () => {
    expect(refuelProblems({ refuelTime: '2026-11-21 10:00:00', odometer: 12_000 }, previous)).toEqual([
      { field: 'odometer', message: { 'zh-CN': '里程表读数须大于该车上次加油时的读数（12000 km）', 'en-US': "The odometer must exceed the vehicle's previous reading (12000 km)" } },
    ]);
    expect(refuelProblems({ refuelTime: '2026-11-21 10:00:00', odometer: 12_001 }, previous)).toEqual([]);
  });

  it('refuses a time not after the previous one, and a new record while the previous is pending', () => {
    expect(refuelProblems({ refuelTime: '2026-11-20 10:00:00', odometer: 12_500 }, previous).map((p) => p.message['zh-CN'])).toEqual(['加油时间须晚于该车上次加油时间（2026-11-20 10:00:00）']);
    expect(refuelProblems({}, { ...previous, refuelStatus: REFUEL_PENDING }).map((p) => [p.field, p.message['zh-CN']])).toEqual([['plate', '该车辆有一条待确认的加油记录（JY2026112000007），请先确认后再新增']]);
  });

  it('has nothing to say of a vehicle\'s first record', () => {
    expect(refuelProblems({ refuelTime: '2020-01-01 00:00:00', odometer: 1 }, undefined)).toEqual([]);
  });
});

describe('POST /api/refuel/save', () => {
  it('refuses a reading lower than the previous record\'s with the message naming it, saving nothing', async () => {
    const { plate, last } = vehicleReady();
    const before = JSON.stringify(data().RefuelingList);
    const answer = await call('/api/refuel/save', { params: record(plate, dayAfter(last.refuelTime), last.odometer - 100) });
    expect(answer).toMatchObject({ code: 1, msg: `里程表读数须大于该车上次加油时的读数（${last.odometer} km）` });
    const equal = await call('/api/refuel/save', { params: record(plate, dayAfter(last.refuelTime), last.odometer) });
    expect(equal).toMatchObject({ code: 1, msg: `里程表读数须大于该车上次加油时的读数（${last.odometer} km）` });
    expect(JSON.stringify(data().RefuelingList)).toBe(before);
  });

  it('saves a valid record pending, with the amount, the previous reading and the consumption computed by the backend', async () => {
    const { plate, last } = vehicleReady();
    const count = data().RefuelingList.length;
    // The amount sent is ignored: the backend computes it.
    const saved = await ok<Record<string, unknown>>('/api/refuel/save', { params: record(plate, dayAfter(last.refuelTime), last.odometer + 400, { amount: 1 }) });
    expect(data().RefuelingList).toHaveLength(count + 1);
    expect(saved).toMatchObject({
      plate, refuelStatus: REFUEL_PENDING, litres: 30.22, unitPrice: 7.75, amount: 234.21, previousOdometer: last.odometer, consumption: '7.56',
      model: data().vehicles.find((v) => v.plate === plate)!.model,
    });
    expect(String(saved.refuelNo)).toMatch(/^JY\d{8}\d{5}$/);

    // Another before this one is confirmed: refused, naming the pending one.
    const again = await call('/api/refuel/save', { params: record(plate, dayAfter(dayAfter(last.refuelTime)), last.odometer + 900) });
    expect(again).toMatchObject({ code: 1, msg: `该车辆有一条待确认的加油记录（${String(saved.refuelNo)}），请先确认后再新增` });

    // The pending record can still be corrected: judged against the record before it, not against itself.
    const edited = await ok<Record<string, unknown>>('/api/refuel/save', { params: { ...record(plate, dayAfter(last.refuelTime), last.odometer + 500, { litres: '40.05' }), refuelId: Number(saved.refuelId) } });
    expect(edited).toMatchObject({ odometer: last.odometer + 500, consumption: '8.01', amount: 310.39 });
  });

  it('refuses a time before the previous record', async () => {
    const { plate, last } = vehicleReady();
    expect(await call('/api/refuel/save', { params: record(plate, last.refuelTime, last.odometer + 400) })).toMatchObject({ code: 1, msg: `加油时间须晚于该车上次加油时间（${last.refuelTime}）` });
  });
});

describe('confirming a record', () => {
  it('confirms a pending record, brings the vehicle\'s mileage up to the reading, and then refuses to edit or delete it', async () => {
    const { plate, last } = vehicleReady();
    const vehicle = data().vehicles.find((v) => v.plate === plate)!;
    const reading = Math.max(vehicle.mileage, last.odometer) + 321;
    const saved = await ok<{ refuelId: number }>('/api/refuel/save', { params: record(plate, dayAfter(last.refuelTime), reading) });
    const confirmed = await ok<Record<string, unknown>>('/api/refuel/confirm', { params: { refuelId: saved.refuelId } });
    expect(confirmed).toMatchObject({ refuelStatus: REFUEL_CONFIRMED });
    expect(String(confirmed.confirmTime)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(data().vehicles.find((v) => v.plate === plate)!.mileage).toBe(reading);

    expect(await call('/api/refuel/confirm', { params: { refuelId: saved.refuelId } })).toMatchObject({ code: 1, msg: '该加油记录已确认' });
    expect(await call('/api/refuel/save', { params: { ...record(plate, dayAfter(last.refuelTime), reading + 1), refuelId: saved.refuelId } })).toMatchObject({ code: 1, msg: '已确认的加油记录不能修改' });
    expect(await call('/api/refuel/delete', { params: { refuelId: saved.refuelId } })).toMatchObject({ code: 1, msg: '已确认的加油记录不能删除' });
  });
});

describe('the seeded history', () => {
  it('follows the rule for every vehicle: times and odometers rising up to its mileage, amounts and consumption exact, only the latest pending', () => {
    const records = data().RefuelingList;
    expect(records.length).toBeGreaterThan(50);
    for (const plate of new Set(records.map((r) => r.plate))) {
      const vehicle = data().vehicles.find((v) => v.plate === plate)!;
      expect(vehicle.energyType).toBe(1);
      const own = records.filter((r) => r.plate === plate).toSorted((a, b) => a.refuelTime.localeCompare(b.refuelTime));
      own.forEach((r, i) => {
        const prev = own[i - 1];
        expect(refuelProblems(r, prev)).toEqual([]);
        expect(r.amount).toBe(Number(refuelAmount(r.litres, r.unitPrice)));
        expect(r.previousOdometer).toBe(prev?.odometer);
        expect(r.consumption).toBe(refuelConsumption(r.litres, r.odometer, prev?.odometer) ?? '');
        if (i < own.length - 1) expect(r.refuelStatus).toBe(REFUEL_CONFIRMED);
      });
      expect(own.at(-1)!.odometer).toBeLessThanOrEqual(vehicle.mileage);
    }
  });
});
