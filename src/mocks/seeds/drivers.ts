/**
 * The company's own drivers (entities/admin/fleetDriver.ts) and their trips (entities/admin/trip.ts): about eight drivers
 * per opened city, each on duty with a vehicle of that city they usually drive (no vehicle is two drivers' usual
 * one), a few on leave or gone; and 60 days of trips, each driver's one after another (never two at once, so "who
 * drove this vehicle then" has one answer), odometers rising, fees itemised.
 */
import type { fleetDriver } from '@/entities/admin/fleetDriver';
import { tripBaseFees, type trip } from '@/entities/admin/trip';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { compactDate, DAY, formatWallTime, HOUR, MINUTE } from '../time';
import { day, numberedByTime, fieldsOf } from './rng';
import { branchOf } from '@/entities/admin/fleetRules';

/** A driver as stored (driver_status: 1 on duty, 2 on leave, 3 left; licence classes A1…C1). */
export type FleetDriver = StoredRow<typeof fleetDriver>;
/** A trip as stored (trip_status: 1 under way, 2 completed, 3 cancelled). */
export type Trip = StoredRow<typeof trip> & { driverId: number; carId: number };

declare module '../model' {
  interface DemoData { Drivers: FleetDriver[]; TripDetail: Trip[] }
}

const TEAMS = ['一队', '二队', '三队', '机场专线队'];
const PLACES = ['首都机场T3', '火车站南广场', '国贸CBD', '会展中心', '科技园', '市政府', '高铁站', '大学城', '滨江大道', '金融街'];

registerCollection('Drivers', ({ rng, today, get }) => {
  const cities = get('cities').filter((c) => c.dredgeState === 1);
  const vehicles = get('vehicles');
  const rows: FleetDriver[] = [];
  for (const city of cities) {
    const cars = vehicles.filter((v) => v.cityId === city.cityId && v.vehicleStatus !== 3);
    for (let i = 0; i < 8; i += 1) {
      const driverId = 30001 + rows.length;
      const status: FleetDriver['status'] = i === 6 ? 2 : i === 7 && rng.chance(0.5) ? 3 : 1;
      const car = status === 1 ? cars[i] : undefined;
      const female = rng.chance(0.2);
      const birthYear = rng.int(1968, 1998);
      // Licences expire 6 years after issue: some already expired or close to it, so the list has warnings to show.
      const licenceExpiry = today + rng.int(-20, 5 * 365) * DAY;
      rows.push({
        driverId, driverName: rng.personName(), mobile: rng.mobile(),
        idNumber: `${city.cityId}${birthYear}${String(rng.int(1, 12)).padStart(2, '0')}${String(rng.int(1, 28)).padStart(2, '0')}${rng.digits(2)}${female ? rng.pick([0, 2, 4, 6, 8]) : rng.pick([1, 3, 5, 7, 9])}${rng.pick(['X', '1', '5'])}`,
        gender: female ? 2 : 1, licenseType: rng.pick(['C1', 'C1', 'C1', 'B1', 'A2', 'A1']), licenseExpiry: day(licenceExpiry),
        qualificationNo: `${city.cityId}${rng.digits(8)}`, qualificationExpiry: day(today + rng.int(10, 4 * 365) * DAY),
        drivingYears: Math.min(40, 2026 - birthYear - 18 - rng.int(0, 4)), ...fieldsOf(city, 'cityId', 'cityName'),
        companyName: branchOf(city.cityName), team: rng.pick(TEAMS), ...(car ? fieldsOf(car, 'carId', 'plate') : {}),
        status, leaveReason: status === 3 ? '个人原因' : '', remark: '',
        createTime: rng.daysAgo(90, 1200),
      });
    }
  }
  return rows;
});

registerCollection('TripDetail', ({ rng, today, get }) => {
  const drivers = get('Drivers');
  const vehicles = get('vehicles');
  const rows: Trip[] = [];
  for (const d of drivers) {
    const car = d.carId === undefined ? undefined : vehicles.find((v) => v.carId === d.carId);
    if (!car) continue;
    // Odometer readings from 0, moved at the end so the last one is the vehicle's mileage now.
    let odometer = 0;
    const own: Trip[] = [];
    for (let day = 60; day >= 0; day -= 1) {
      // A day's trips one after another from about 08:00; some days off.
      if (rng.chance(0.35)) continue;
      let at = today - day * DAY - HOUR + rng.int(0, 90) * MINUTE;
      for (let n = rng.int(1, 3); n > 0; n -= 1) {
        if (at > today) break;
        const minutes = rng.int(25, 240);
        const km = Math.max(3, Math.round(minutes * rng.int(25, 60) / 60));
        const end = at + minutes * MINUTE;
        const underWay = end > today;
        const cancelled = !underWay && rng.chance(0.03);
        const items = cancelled ? [] : [
          ...tripBaseFees(km, minutes),
          ...(rng.chance(0.3) ? [{ feeType: 3 as const, amount: rng.int(5, 60) }] : []),
          ...(rng.chance(0.2) ? [{ feeType: 4 as const, amount: rng.int(5, 30) }] : []),
        ];
        const fee = Math.round(items.reduce((sum, i) => sum + i.amount * 100, 0)) / 100;
        const status: Trip['status'] = underWay ? 1 : cancelled ? 3 : 2;
        own.push({
          tripId: 0,
          tripNo: `XC${compactDate(at)}${String(d.driverId).slice(-3)}${n}`,
          ...fieldsOf(d, 'driverId', 'driverName'), ...fieldsOf(car, 'carId', 'plate'), ...fieldsOf(d, 'cityId', 'cityName'),
          startTime: formatWallTime(at), endTime: underWay ? '' : formatWallTime(end),
          startPlace: `${d.cityName}${rng.pick(PLACES)}`, endPlace: `${d.cityName}${rng.pick(PLACES)}`,
          startMileage: odometer, endMileage: underWay || cancelled ? odometer : odometer + km,
          mileage: underWay || cancelled ? 0 : km, durationMin: underWay ? 0 : minutes,
          fee, feeItems: items,
          orderNo: rng.chance(0.7) ? `DD${rng.digits(12)}` : '',
          status,
        });
        if (!cancelled && !underWay) odometer += km;
        at = end + rng.int(20, 120) * MINUTE;
        if (underWay) break;
      }
    }
    const shift = Math.max(0, car.mileage - odometer);
    for (const r of own) rows.push({ ...r, startMileage: r.startMileage + shift, endMileage: r.endMileage + shift });
  }
  // Newest first, numbered in time order.
  return numberedByTime(rows, (r) => r.startTime, (r, i) => (r.tripId = 50001 + i));
});
