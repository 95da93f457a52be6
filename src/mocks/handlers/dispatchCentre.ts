/**
 * The dispatch centre's vehicle requests (entities/admin/dispatchRequest.ts; seed ../seeds/dispatchRequests.ts):
 * served from the declaration (list, detail, export, designate, return, revoke, start, finish), plus
 * - the assign action (POST /api/dispatchCenter/assign: `requestId`, `carId`, `driverId`), which checks the vehicle
 *   and the driver with the rule the choices use (../dispatchFree.ts) and refuses with its words;
 * - the choices of /DispatchProcess: the vehicles free for a request, the drivers free for it and licensed for a
 *   vehicle;
 * - the number of requests in each state, for the list's other filters (the list's counts).
 */
import { DISPATCH_CAR_OPTIONS, DISPATCH_COUNTS, DISPATCH_DRIVER_OPTIONS, DISPATCH_REFUSALS, dispatchRequest, REQUEST_STATUS } from '@/entities/admin/dispatchRequest';
import { SUPPLIER_OPTIONS } from '@/entities/dispatch/demandOrder';
import { dictLabel } from '@/entities/dicts';
import { currentSession, data } from '../db';
import { driverProblem, freeDrivers, freeVehicles, vehicleProblem } from '../dispatchFree';
import { declared, declaredHandlers, filterRows, type Backing } from '../entities';
import { Params } from '../params';
import { refuse, refuseField } from '../errors';
import { endpoint } from '../respond';
import { SUPPLIERS } from '../seed';
import { formatWallTime, nowWall } from '../time';
import type { DispatchRequest } from '../seeds/dispatchRequests';
import { staffOf } from '../users';

type Row = Record<string, unknown>;
const zh = (text: { 'zh-CN': string }) => text['zh-CN'];

/** The request a choice or an assignment is for (an unknown one: refused). */
function requestOf(id: string | undefined): DispatchRequest {
  const found = data().DispatchCenter.find((r) => String(r.requestId) === id);
  if (!found) refuse('用车申请不存在');
  return found;
}

/** Who dispatched: the signed-in account's name. */
const dispatcher = () => {
  const account = currentSession()?.account;
  return account ? staffOf(account).nickname : '';
};

/** What a request holds once dispatched, cleared when the dispatch is revoked. */
const DISPATCH_FIELDS = ['carId', 'plate', 'driverId', 'driverName', 'driverPhone', 'supplierName', 'designateRemark', 'dispatcherName', 'dispatchTime'] as const;

const BACKING: Backing = {
  collection: 'DispatchCenter',
  options: { [SUPPLIER_OPTIONS]: () => SUPPLIERS.map((name) => ({ value: name, label: name })) },
  effects: {
    designate: (row) => void (row.dispatcherName = dispatcher()),
    return: (row) => void (row.dispatcherName = dispatcher()),
    revoke: (row) => {
      for (const f of DISPATCH_FIELDS) delete row[f];
    },
  },
  actions: {
    // Our vehicle and driver: every check before anything changes (a refusal leaves the request as it was).
    assign: {
      allowed: (row) => row.requestStatus === REQUEST_STATUS.pending,
      refusal: zh(DISPATCH_REFUSALS.notPending),
      apply: (row: Row, p) => {
        const request = row as unknown as DispatchRequest;
        const carId = p.str('carId');
        const driverId = p.str('driverId');
        if (!carId) refuseField('carId', zh(DISPATCH_REFUSALS.carRequired));
        if (!driverId) refuseField('driverId', zh(DISPATCH_REFUSALS.driverRequired));
        const world = data();
        const car = world.vehicles.find((v) => String(v.carId) === carId);
        if (!car) refuseField('carId', zh(DISPATCH_REFUSALS.carUnknown));
        const driver = world.Drivers.find((d) => String(d.driverId) === driverId);
        if (!driver) refuseField('driverId', zh(DISPATCH_REFUSALS.driverUnknown));
        const carRefusal = vehicleProblem(world, request, car);
        if (carRefusal) refuseField('carId', zh(carRefusal));
        const driverRefusal = driverProblem(world, request, driver, car);
        if (driverRefusal) refuseField('driverId', zh(driverRefusal));
        Object.assign(row, {
          carId: car.carId, plate: car.plate, driverId: driver.driverId, driverName: driver.driverName, driverPhone: driver.mobile,
          dispatcherName: dispatcher(), dispatchTime: formatWallTime(nowWall()),
          requestStatus: REQUEST_STATUS.assigned, requestStatusName: dictLabel('dispatch_request_status', REQUEST_STATUS.assigned) ?? '',
        });
      },
    },
  },
};

export const DISPATCH_CENTRE = declared(dispatchRequest, BACKING);

/** What the counts leave out of the list's query: the state (each count is one) and the paging and sorting. */
const NOT_FILTERS = new Set(['requestStatus', 'page', 'pageSize', 'orderBy', 'order']);

export const dispatchCentreHandlers = [
  ...declaredHandlers(DISPATCH_CENTRE, BACKING),
  endpoint('GET', DISPATCH_CAR_OPTIONS, (p) => {
    const request = requestOf(p.str('requestId'));
    return freeVehicles(data(), request).map((v) => ({ value: v.carId, label: `${v.plate} · ${v.model} · ${v.seats}座 · ${v.storeName}` }));
  }),
  endpoint('GET', DISPATCH_DRIVER_OPTIONS, (p) => {
    const request = requestOf(p.str('requestId'));
    const car = p.str('carId') === undefined ? undefined : data().vehicles.find((v) => String(v.carId) === p.str('carId'));
    return freeDrivers(data(), request, car).map((d) => ({ value: d.driverId, label: `${d.driverName} · ${String(d.licenseType)} · ${d.mobile}` }));
  }),
  endpoint('GET', DISPATCH_COUNTS, (p) => {
    // The list's other filters apply: each count is the total of the list its link opens (that filter and the state).
    const others = new Params(new Map(p.entries().filter(([k]) => !NOT_FILTERS.has(k))));
    const counts: Record<string, number> = {};
    for (const r of filterRows(DISPATCH_CENTRE, others)) counts[String(r.requestStatus)] = (counts[String(r.requestStatus)] ?? 0) + 1;
    return counts;
  }),
];
