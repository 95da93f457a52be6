/**
 * The enterprise's vehicle requests and orders (entities/business/applyVehicle.ts): the dispatch centre's requests
 * (collection DispatchCenter) as an enterprise requests, cancels and follows them, our staff change their price, and
 * the orders they become — with the trip our vehicle made for them (TripDetail, by the request's number).
 */
import { applyVehicle, APPLY_ENTERPRISE_OPTIONS, APPLY_PLACE_OPTIONS, APPLY_REFUSALS, ORDER_STATES, passengersProblem, ORDER_VIEWS, type enterpriseOrders, internalOrders, officialOrders, passiveOrders } from '@/entities/business/applyVehicle';
import { REQUEST_SOURCE, REQUEST_STATUS } from '@/entities/admin/dispatchRequest';
import { nextRequestNo, requestTariff } from '@/entities/business/rules';
import { sessionAccount } from '../access';
import { currentSession, data } from '../db';
import type { Backing } from '../entities';
import { served } from '../entities';
import { companyChoices } from '../fleet';
import { refuseField, refuseIf } from '../errors';
import { formatWallTime, nowWall } from '../time';
import { staffOf } from '../users';
import type { Trip } from '../seeds/drivers';

type Row = Record<string, unknown>;

/** Who is asking: an enterprise account's company and name, or our staff member placing it for an enterprise. */
function requester(): { enterprise?: string; name: string; phone: string } {
  const session = currentSession();
  const account = sessionAccount();
  if (session?.audience === 'enterprise' || account?.accountType === 4) {
    const company = account?.companyName ?? '';
    return { enterprise: company, name: account?.nickName ?? '', phone: account?.mobile ?? '' };
  }
  const name = account?.nickName ?? (session ? staffOf(session.account).nickname : '');
  return { name, phone: account?.mobile ?? '' };
}

/** A new request: its number, who placed it for which enterprise, awaiting dispatch. */
function completeRequest(row: Readonly<Row>): Row {
  refuseIf(passengersProblem(row.passengers, row.seats), 'passengers');
  const who = requester();
  const enterprise = who.enterprise ?? (typeof row.enterpriseName === 'string' && row.enterpriseName !== '' ? row.enterpriseName : undefined);
  if (!enterprise) return refuseField('enterpriseName', APPLY_REFUSALS.enterpriseRequired['zh-CN']);
  return {
    requestNo: nextRequestNo(data().DispatchCenter, formatWallTime(nowWall())),
    requestStatus: REQUEST_STATUS.pending,
    urgent: false, enterpriseName: enterprise,
    source: who.enterprise ? REQUEST_SOURCE.initiative : REQUEST_SOURCE.passive,
    applicantName: who.name, applicantPhone: who.phone,
    agreedPrice: requestTariff(String(row.startTime), String(row.endTime), Number(row.seats)),
  };
}

const REQUESTS: Backing = {
  collection: 'DispatchCenter',
  options: {
    [APPLY_PLACE_OPTIONS]: (q) =>
      data().CommonAdderss.filter((a) => a.status === 0 && String(a.cityId) === q.cityId).map((a) => ({ value: a.address, label: `${a.addressName}（${a.address}）` })),
    // The enterprise clients in service (their names are what requests carry).
    [APPLY_ENTERPRISE_OPTIONS]: () => companyChoices((c) => c.companyType === 4 && c.status === 0),
  },
  // A new request only (the declaration's save; a submitted one is never changed: its `edit`).
  complete: completeRequest,
  effects: {
    // Cancelled: whatever the dispatcher arranged is released (the vehicle and driver are free again).
    cancel: (row) => {
      for (const f of ['carId', 'driverId'] as const) delete row[f];
    },
  },
};

/** The trips by the order they were made for. */
const tripsByOrder = (): Map<string, Trip> => new Map(data().TripDetail.map((t) => [t.orderNo, t]));

/** An order list's backing: its requests (dispatched, of its source and use) with their trip's figures. */
function ordersBacking(id: keyof typeof ORDER_VIEWS): Backing {
  const view = ORDER_VIEWS[id];
  const states: readonly number[] = ORDER_STATES;
  return {
    collection: 'DispatchCenter',
    scope: () => (row) => states.includes(Number(row.requestStatus)) && row.source === view.source && (view.useType === undefined || row.useType === view.useType),
    computed: () => {
      const trips = tripsByOrder();
      return (row) => {
        const trip = trips.get(String(row.requestNo));
        return { tripNo: trip?.tripNo ?? '', mileage: trip?.mileage ?? '', durationMin: trip?.durationMin ?? '', tripFee: trip?.fee ?? '' };
      };
    },
  };
}

const orderList = (schema: ReturnType<typeof enterpriseOrders>) => [schema, ordersBacking(schema.id as keyof typeof ORDER_VIEWS)] as const;

export const { handlers: applyVehicleHandlers } = served({
  requests: [applyVehicle, REQUESTS],
  internal: orderList(internalOrders),
  official: orderList(officialOrders),
  passive: orderList(passiveOrders),
});
