/**
 * The fleet's terminals, transfers and status board (§2 /Devices, /VehicleAllocation, /VehicleStatus; docs/api.md):
 * the terminals and the transfers are served from their declarations (src/entities/admin) with what only the
 * backend knows — the rules across records of ../fleet, the vehicles they name, a transfer's effect on its vehicle —
 * and the board (`GET /api/vehicle/statusBoard`) counts the vehicles by city and operating state with the very
 * function the vehicle list filters by (`operationState`), so each count is the total of the list it opens.
 */
import {
  ALLOCATION_VEHICLE_OPTIONS, allocation, CHANNELS_REQUIRED, device, DEVICE_GPS, DEVICE_VEHICLE_OPTIONS, DEVICE_VIDEO, SECOND_GPS, vehicle,
  VEHICLE_STATUS_BOARD,
} from '@/entities/admin';
import { DICTIONARIES } from '@/entities/dicts';
import { fill } from '@/entities/tree';
import { data } from '../db';
import { backendOf, readRows, rowsOf, type Backing } from '../entities';
import { served } from '../served';
import { refuseField } from '../errors';
import { allocationBlocker, branchOf, gpsHolder, operationLabel, operationStates, staffName, vehicleOf } from '../fleet';
import { recordChange } from '../history';
import { endpoint } from '../respond';
import { latestTick } from '../gps/feed';
import { formatWallTime } from '../time';

type Row = Record<string, unknown>;

const zh = (text: { 'zh-CN': string }) => text['zh-CN'];

/** Refuses a second GPS terminal on the vehicle (`except`: the terminal being bound or edited). */
function refuseSecondGps(carId: unknown, except: unknown): void {
  const holder = gpsHolder(carId, except);
  if (holder) refuseField('carId', zh(fill(SECOND_GPS, { plate: vehicleOf(carId)?.plate ?? '', terminalNo: holder.terminalNo })));
}

const DEVICES: Backing = {
  collection: 'Devices',
  options: {
    // Every vehicle, with its store and the GPS terminal it holds (a second one is refused).
    [DEVICE_VEHICLE_OPTIONS]: () => {
      const gps = new Map(data().Devices.filter((d) => d.bindStatus === 1 && Number(d.deviceType) === DEVICE_GPS).map((d) => [String(d.carId), d.terminalNo]));
      return data().vehicles.map((v) => {
        const held = gps.get(String(v.carId));
        return { value: v.carId, label: `${v.plate}（${v.storeName}${held ? `，已装GPS终端${held}` : ''}）` };
      });
    },
  },
  defaults: () => ({ bindStatus: 0, bindStatusName: '未绑定', carId: '', plate: '', onlineState: 0, lastReportTime: '', bindTime: '', manufacturer: '', remark: '' }),
  // A video terminal records on its channels; a GPS terminal has none, and a bound one may not become a vehicle's second.
  complete: (row) => {
    if (Number(row.deviceType) === DEVICE_VIDEO) {
      if (row.channels === undefined || row.channels === null || row.channels === '') refuseField('channels', zh(CHANNELS_REQUIRED));
      return {};
    }
    if (row.bindStatus === 1 && row.carId !== '' && row.carId !== undefined) refuseSecondGps(row.carId, row.deviceId);
    return { channels: '' };
  },
  checks: {
    bind: (row, values) => {
      if (Number(row.deviceType) === DEVICE_GPS) refuseSecondGps(values.carId, row.deviceId);
    },
  },
  effects: {
    // The plate the terminal's list shows and filters by.
    bind: (row) => {
      row.plate = vehicleOf(row.carId)?.plate ?? '';
    },
  },
  // The bound vehicle's store as it is now (a transfer moves the vehicle, not the terminal's row).
  // An on-line bound terminal's last report is the simulated feed's newest tick (../gps/feed.ts), so this list and
  // the monitoring screens agree; an off-line one keeps its stored last report.
  computed: () => {
    const stores = new Map(data().vehicles.map((v) => [String(v.carId), v.storeName]));
    const tick = formatWallTime(latestTick());
    return (d) => ({
      storeName: d.carId === '' ? '' : (stores.get(String(d.carId)) ?? ''),
      ...(d.bindStatus === 1 && d.onlineState === 1 ? { lastReportTime: tick } : {}),
    });
  },
};

/** Refuses a transfer of a vehicle that may not be transferred now (../fleet allocationBlocker). */
function refuseBlocked(carId: unknown, except?: unknown): void {
  const blocker = allocationBlocker(carId, except);
  if (blocker) refuseField('carId', blocker);
}

const ALLOCATIONS: Backing = {
  collection: 'VehicleAllocation',
  options: {
    // Every vehicle, with its store and what it is doing (one that may not be transferred is refused, saying why).
    [ALLOCATION_VEHICLE_OPTIONS]: () => {
      const stateOf = operationStates();
      return data().vehicles.map((v) => ({ value: v.carId, label: `${v.plate}（${v.storeName}，${operationLabel(stateOf(v))}）` }));
    },
  },
  defaults: () => ({ allocationStatus: 1, applicant: staffName(), approveTime: '', dispatchTime: '', receiveTime: '', refuseReason: '' }),
  // A request (new, or changed while still requested) names a vehicle that may be transferred, to another store;
  // it leaves from the vehicle's store and company as they are.
  complete: (row) => {
    refuseBlocked(row.carId, row.allocationId);
    const v = vehicleOf(row.carId)!;
    if (String(row.toStoreId) === String(v.storeId)) refuseField('toStoreId', '调入门店不能是车辆当前所在的门店');
    const to = data().stores.find((s) => String(s.storeId) === String(row.toStoreId));
    if (to && to.storeStatus !== 1) refuseField('toStoreId', '调入门店已暂停营业，不能调入车辆');
    return {
      plate: v.plate, model: v.model, fromCityId: v.cityId, fromCityName: v.cityName, fromStoreId: v.storeId, fromStoreName: v.storeName,
      fromCompanyName: v.companyName, toCompanyName: branchOf(row.toCityName),
    };
  },
  // Approved and sent off only while the vehicle may still be transferred (it may have been rented meanwhile).
  checks: {
    approve: (row) => refuseBlocked(row.carId, row.allocationId),
    dispatch: (row) => refuseBlocked(row.carId, row.allocationId),
  },
  effects: {
    dispatch: (row) => moveVehicle(row, 'allocationDispatch', () => ({ vehicleStatus: 4, vehicleStatusName: '调拨中' })),
    receive: (row) => moveVehicle(row, 'allocationReceive', () => ({
      vehicleStatus: 1, vehicleStatusName: '可租', cityId: row.toCityId, cityName: row.toCityName, storeId: row.toStoreId, storeName: row.toStoreName,
      companyName: row.toCompanyName,
    })),
  },
};

/**
 * A transfer's effect on its vehicle (in transit: not rentable; received: in the target's city, store and company,
 * rentable), recorded in the vehicle's history under the transfer's step.
 */
function moveVehicle(row: Row, step: 'allocationDispatch' | 'allocationReceive', change: () => Row): void {
  const v = vehicleOf(row.carId) as unknown as Row | undefined;
  if (!v) return;
  const before = { ...v };
  // Within the transition's commit (../entities): the vehicles are written with the transfer.
  Object.assign(v, change());
  recordChange(vehicle, step, before, v);
}

/** The status board: the vehicles by city and operating state, counted as the list filters them. */
function statusBoard() {
  const def = backendOf(vehicle.id);
  if (!def) throw new Error('the vehicles are not served');
  const rows = readRows(def, rowsOf(def));
  const states = (DICTIONARIES.vehicle_operation_state ?? []).map((e) => ({ value: Number(e.value), label: e.label, labelEn: e.labelEn ?? e.label }));
  const zero = () => Object.fromEntries(states.map((s) => [s.value, 0])) as Record<number, number>;
  const cities = new Map<string, { cityId: number; cityName: string; counts: Record<number, number>; total: number }>();
  for (const c of data().cities.filter((x) => x.dredgeState === 1)) cities.set(String(c.cityId), { cityId: c.cityId, cityName: c.cityName, counts: zero(), total: 0 });
  const totals = { counts: zero(), total: 0 };
  for (const r of rows) {
    const key = String(r.cityId);
    const city = cities.get(key) ?? { cityId: Number(r.cityId), cityName: String(r.cityName), counts: zero(), total: 0 };
    cities.set(key, city);
    const state = Number(r.operationState);
    city.counts[state] = (city.counts[state] ?? 0) + 1;
    city.total += 1;
    totals.counts[state] = (totals.counts[state] ?? 0) + 1;
    totals.total += 1;
  }
  return { states, cities: [...cities.values()], totals };
}

const declaredFleet = served({ devices: [device, DEVICES], allocations: [allocation, ALLOCATIONS] });
export const FLEET_ENTITIES = declaredFleet.entities;

export const fleetHandlers = [
  ...declaredFleet.handlers,
  endpoint('GET', VEHICLE_STATUS_BOARD, () => statusBoard()),
];
