/**
 * The dispatch centre's vehicle requests (entities/admin/dispatchRequest.ts; seed ../seeds/dispatchRequests.ts):
 * served from the declaration (list, detail, export, designate, return, revoke, start, finish), plus
 * - the assign action (POST /api/dispatchCenter/assign: `requestId`, `carId`, `driverId`), which checks the vehicle
 *   and the driver with the rule the choices use (@/entities/admin/dispatchFree.ts, THE vehicle blocker rule included)
 *   and refuses with its words;
 * - the choices of /DispatchProcess: the vehicles free for a request, the drivers free for it and licensed for a
 *   vehicle;
 * - the number of requests in each state, for the list's other filters (the list's counts);
 * - for a request served by our vehicle (dispatchMode 1): starting the service starts its trip of /TripDetail,
 *   completing it (with the odometer reading, which only rises) ends the trip with its distance, time and fees and
 *   moves the vehicle's odometer; a supplier's request (dispatchMode 2) is completed by `finishDesignated`.
 */
import {
  DISPATCH_CAR_OPTIONS, DISPATCH_COUNTS, DISPATCH_DRIVER_OPTIONS, DISPATCH_MODE, DISPATCH_REFUSALS, dispatchRequest, dispatchWork, endMileageBelow, REQUEST_STATUS,
} from '@/entities/admin/dispatchRequest';
import { isOverdue } from '@/entities/urgency';
import { serviceTrip, tripEnd } from '@/entities/admin/tripRules';
import { data } from '../db';
import { signedInName } from '../users';
import { assignProblem, freeDrivers, freeVehicles } from '@/entities/admin/dispatchFree';
import { declared, entityHandlers, filterRows, type Backing } from '../entities';
import { Params } from '../params';
import { found, refuseIf, refuseProblem } from '../errors';
import { endpoint } from '../respond';
import { dispatchWorld, vehicleOf } from '../fleet';
import { SUPPLIER_NAME_CHOICES } from '../supplierChoices';
import { formatWallTime, nowWall } from '../time';
import type { DispatchRequest } from '../seeds/dispatchRequests';
import type { Trip } from '../seeds/drivers';

type Row = Record<string, unknown>;

/** The request a choice or an assignment is for (an unknown one: refused). */
const requestOf = (id: string | undefined): DispatchRequest => found(data().DispatchCenter.find((r) => String(r.requestId) === id), '用车申请不存在');

/** What a request holds once dispatched, cleared when the dispatch is revoked. */
const DISPATCH_FIELDS = ['dispatchMode', 'carId', 'plate', 'driverId', 'driverName', 'driverPhone', 'supplierName', 'designateRemark', 'dispatcherName', 'dispatchTime'] as const;

/** The trip a request served by our vehicle is making (started with the service, /TripDetail), if any. */
const openTripOf = (row: Readonly<Row>): Trip | undefined => data().TripDetail.find((t) => t.orderNo === row.requestNo && t.status === 1);

/** Starting the service of our vehicle starts its trip (the domain's `serviceTrip`). */
function startTrip(row: Row): void {
  const request = row as unknown as DispatchRequest;
  const car = vehicleOf(request.carId);
  if (car && request.driverId !== undefined) data().TripDetail.unshift(serviceTrip({ ...request, driverId: request.driverId }, car, data().TripDetail, formatWallTime(nowWall())));
}

/**
 * Completing it ends the trip at the reading given (`tripEnd`: its distance, time and fees); the vehicle's odometer
 * moves on to a reading above it — also for a service started before trips were recorded with it.
 */
function finishTrip(row: Row): void {
  const end = Number(row.endMileage);
  const trip = openTripOf(row);
  if (trip) Object.assign(trip, tripEnd(trip, end, formatWallTime(nowWall())));
  const car = vehicleOf(trip ? trip.carId : row.carId);
  if (car && end > car.mileage) car.mileage = end;
}

const BACKING: Backing = {
  collection: 'DispatchCenter',
  // Overdue: awaiting its start after the start has passed, at the demo's now.
  computed: () => {
    const now = formatWallTime(nowWall());
    return (row) => ({ overdue: isOverdue(dispatchWork(row), now) });
  },
  // The designated supplier is checked among the suppliers' names (served by ./dispatch.ts).
  options: SUPPLIER_NAME_CHOICES,
  effects: {
    designate: (row) => void (row.dispatcherName = signedInName()),
    return: (row) => void (row.dispatcherName = signedInName()),
    revoke: (row) => {
      for (const f of DISPATCH_FIELDS) delete row[f];
    },
    start: (row) => {
      if (row.dispatchMode === DISPATCH_MODE.own) startTrip(row);
    },
    finish: finishTrip,
  },
  checks: {
    // The odometer only rises: not below the trip's start reading (or, without a trip, the vehicle's reading).
    finish: (row, values) => {
      const start = openTripOf(row)?.startMileage ?? vehicleOf(row.carId)?.mileage;
      refuseIf(start !== undefined && Number(values.endMileage) < start ? endMileageBelow(start) : null, 'endMileage');
    },
  },
  actions: {
    // Our vehicle and driver: every check before anything changes (a refusal leaves the request as it was).
    assign: {
      allowed: (row) => row.requestStatus === REQUEST_STATUS.pending,
      refusal: DISPATCH_REFUSALS.notPending['zh-CN'],
      apply: (row: Row, p) => {
        const [carId, driverId, world] = [p.str('carId'), p.str('driverId'), dispatchWorld()];
        refuseProblem(assignProblem(world, row as unknown as DispatchRequest, carId, driverId));
        const car = vehicleOf(carId)!;
        const driver = world.Drivers.find((d) => String(d.driverId) === driverId)!;
        Object.assign(row, {
          dispatchMode: DISPATCH_MODE.own, carId: car.carId, plate: car.plate, driverId: driver.driverId, driverName: driver.driverName, driverPhone: driver.mobile,
          dispatcherName: signedInName(), dispatchTime: formatWallTime(nowWall()),
          requestStatus: REQUEST_STATUS.assigned,
        });
      },
    },
  },
};

export const DISPATCH_CENTRE = declared(dispatchRequest, BACKING);

/** What the counts leave out of the list's query: the state (each count is one) and the paging and sorting. */
const NOT_FILTERS = new Set(['requestStatus', 'page', 'pageSize', 'orderBy', 'order']);

export const dispatchCentreHandlers = [
  ...entityHandlers(DISPATCH_CENTRE),
  endpoint('GET', DISPATCH_CAR_OPTIONS, (p) => {
    const request = requestOf(p.str('requestId'));
    return freeVehicles(dispatchWorld(), request).map((v) => ({ value: v.carId, label: `${v.plate} · ${v.model} · ${v.seats}座 · ${v.storeName}` }));
  }),
  endpoint('GET', DISPATCH_DRIVER_OPTIONS, (p) => {
    const request = requestOf(p.str('requestId'));
    const car = vehicleOf(p.str('carId'));
    return freeDrivers(dispatchWorld(), request, car).map((d) => ({ value: d.driverId, label: `${d.driverName} · ${String(d.licenseType)} · ${d.mobile}` }));
  }),
  endpoint('GET', DISPATCH_COUNTS, (p) => {
    // The list's other filters apply: each count is the total of the list its link opens (that filter and the state).
    const others = new Params(new Map(p.entries().filter(([k]) => !NOT_FILTERS.has(k))));
    const counts: Record<string, number> = {};
    for (const r of filterRows(DISPATCH_CENTRE, others)) counts[String(r.requestStatus)] = (counts[String(r.requestStatus)] ?? 0) + 1;
    return counts;
  }),
];
