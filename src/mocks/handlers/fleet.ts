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
import { statusBoard } from '@/entities/admin/statusBoard';
import { fill } from '@/entities/tree';
import { data } from '../db';
import { backendOf, type Backing, readRows, rowsOf, served } from '../entities';
import { refuseIf } from '../errors';
import { allocationBlocker, changeVehicle, gpsHolder, vehicleOf, vehicleStateChoices } from '../fleet';
import { signedInName } from '../users';
import { deviceVehicleOptions } from '@/entities/admin/vehicleRules';
import { IN_TRANSIT, transferArrival, transferFrom, transferTargetProblem } from '@/entities/admin/fleetRules';
import { endpoint } from '../respond';
import { latestTick } from '../gps/feed';
import { formatWallTime } from '../time';

/** Refuses a second GPS terminal on the vehicle (`except`: the terminal being bound or edited). */
function refuseSecondGps(carId: unknown, except: unknown): void {
  const holder = gpsHolder(carId, except);
  refuseIf(holder && fill(SECOND_GPS, { plate: vehicleOf(carId)?.plate ?? '', terminalNo: holder.terminalNo }), 'carId');
}

const DEVICES: Backing = {
  collection: 'Devices',
  options: {
    // Every vehicle, with its store and the GPS terminal it holds (a second one is refused).
    [DEVICE_VEHICLE_OPTIONS]: () => deviceVehicleOptions(data().vehicles, data().Devices),
  },
  defaults: () => ({ bindStatus: 0, bindStatusName: '未绑定', carId: '', plate: '', onlineState: 0, lastReportTime: '', bindTime: '', manufacturer: '', remark: '' }),
  // A video terminal records on its channels; a GPS terminal has none, and a bound one may not become a vehicle's second.
  complete: (row) => {
    if (Number(row.deviceType) === DEVICE_VIDEO) {
      refuseIf(row.channels === undefined || row.channels === null || row.channels === '' ? CHANNELS_REQUIRED : null, 'channels');
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
    bind: (row) => void (row.plate = vehicleOf(row.carId)?.plate ?? ''),
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
  refuseIf(allocationBlocker(carId, except), 'carId');
}

const ALLOCATIONS: Backing = {
  collection: 'VehicleAllocation',
  options: {
    // Every vehicle, with its store and what it is doing (one that may not be transferred is refused, saying why).
    [ALLOCATION_VEHICLE_OPTIONS]: () => vehicleStateChoices(),
  },
  defaults: () => ({ allocationStatus: 1, applicant: signedInName(), approveTime: '', dispatchTime: '', receiveTime: '', refuseReason: '' }),
  // A request (new, or changed while still requested) names a vehicle that may be transferred, to another store open
  // for business; it leaves from the vehicle's store and company as they are.
  complete: (row) => {
    refuseBlocked(row.carId, row.allocationId);
    const v = vehicleOf(row.carId)!;
    refuseIf(transferTargetProblem(v, row.toStoreId, data().stores.find((s) => String(s.storeId) === String(row.toStoreId))), 'toStoreId');
    return transferFrom(v, row.toCityName);
  },
  // Approved and sent off only while the vehicle may still be transferred (it may have been rented meanwhile).
  checks: {
    approve: (row) => refuseBlocked(row.carId, row.allocationId),
    dispatch: (row) => refuseBlocked(row.carId, row.allocationId),
  },
  // Sent off: its vehicle in transit; received: in the target's city, store and company (in the vehicle's history).
  effects: {
    dispatch: (row) => changeVehicle(row.carId, 'allocationDispatch', () => IN_TRANSIT),
    receive: (row) => changeVehicle(row.carId, 'allocationReceive', () => transferArrival(row)),
  },
};

/** The status board (the domain's `statusBoard`): the vehicles as the list reads them, by opened city and operating state. */
function board() {
  const def = backendOf(vehicle.id);
  if (!def) throw new Error('the vehicles are not served');
  return statusBoard(readRows(def, rowsOf(def)), data().cities.filter((x) => x.dredgeState === 1));
}

const declaredFleet = served({ devices: [device, DEVICES], allocations: [allocation, ALLOCATIONS] });
export const fleetHandlers = [
  ...declaredFleet.handlers,
  endpoint('GET', VEHICLE_STATUS_BOARD, board),
];
