/**
 * EV charging (entities/charging) on the seeded fleet: operators and their stations; charging orders of the fleet's
 * electric vehicles — the backend fills the station's operator, city and rates and computes the fees (`chargeFees`,
 * exact), refuses what `chargeProblems` refuses (a change to a posted order: the declaration's `edit`); the operator side's view of the same
 * orders; charging bills posted from chosen un-posted orders of an operator's month (each order in one live bill only),
 * confirmed, settled, or voided (which frees its orders).
 */
import {
  vehicleCharging, CHARGE_DRIVER_OPTIONS, chargingCustomer, CUSTOMER_COMPANY_OPTIONS, chargeBill, chargeOrder, chargeProblems, CHARGING_BILL_PERMISSIONS, chargingBill, EV_OPTIONS, OPERATOR_OPTIONS, ORDER_POSTED,
  ORDER_UNPOSTED, POST_INTO_BILL, POSTABLE_ORDERS, powerOperator, sopChargingOrder, STATION_OPTIONS, chargeBillOf, customerCharging,
  ordersBy, postableOrders, postingProblem, stationCharge, stationOptions, vehicleChargingOf,
} from '@/entities/charging';
import { data } from '../db';
import { type Backing, entityCall, insertRow, nextDocumentNumber, served } from '../entities';
import { billChoice } from '../finance';
import { companyChoices, vehicleByPlate } from '../fleet';
import { refuseField, refuseIf, refuseProblem } from '../errors';
import { actorName } from '../access';
import type { Params } from '../params';
import { formatWallTime, nowWall } from '../time';
import type { ChargingBillRow } from '../seeds/charging';

const orders = () => data().ChargeOrder;

export const NO_ORDERS = '请至少选择一个充电订单';

const OPERATOR: Backing = {
  collection: 'SopPowerStationOperator',
  defaults: () => ({ status: 0, statusName: '开启', stations: [], stationCount: 0, pileCount: 0, remark: '' }),
};

const operatorOptions = () => data().SopPowerStationOperator.map((o) => ({ value: o.operatorName, label: o.operatorName }));

const ORDER: Backing = {
  collection: 'ChargeOrder',
  options: {
    [EV_OPTIONS]: () => data().vehicles.filter((v) => v.energyType === 2 && v.vehicleStatus !== 3).map((v) => ({ value: v.plate, label: `${v.plate} ${v.model}` })),
    [CHARGE_DRIVER_OPTIONS]: () => data().Drivers.filter((d) => d.status === 1).map((d) => ({ value: d.driverName, label: `${d.driverName}（${d.cityName}）` })),
    [STATION_OPTIONS]: () => stationOptions(data().SopPowerStationOperator),
  },
  defaults: () => ({ billNo: '', remark: '' }),
  complete: (row) => {
    refuseProblem(chargeProblems(row)[0]);
    const charge = stationCharge(Number(row.stationId), row.kwh as number, data().SopPowerStationOperator);
    if (!charge) refuseField('stationId', '请选择充电站');
    const vehicle = vehicleByPlate(row.plate);
    return { model: vehicle?.model ?? '', companyName: vehicle?.companyName ?? '', ...charge };
  },
};

/** Posts chosen orders of an operator's month into a new bill: every rule refused with its message. */
export function postIntoBill(p: Params): ChargingBillRow {
  const operatorName = p.required('operatorName', '请选择电站运营商');
  if (!data().SopPowerStationOperator.some((o) => o.operatorName === operatorName)) refuseField('operatorName', '所选电站运营商不存在');
  const { billMonth, nos } = billChoice(p, 'orderNos', NO_ORDERS);
  refuseIf(postingProblem(nos, orders(), data().SopChargingBill, operatorName, billMonth), 'orderNos');
  const chosen = nos.map((no) => orders().find((o) => o.orderNo === no)!);
  const values = { billNo: nextDocumentNumber(chargingBill, billMonth), operatorName, billMonth, billStatus: 1, ...chargeBillOf(chosen), createBy: actorName(), createTime: formatWallTime(nowWall()) };
  // Its orders are posted with it.
  return insertRow(CHARGING_ENTITIES.bill, values, (d, row) => {
    for (const o of d.ChargeOrder.filter((x) => nos.includes(x.orderNo))) Object.assign(o, { orderStatus: ORDER_POSTED, billNo: row.billNo });
  }) as unknown as ChargingBillRow;
}

/** Voiding a bill frees its orders (未入账 again, no bill number). */
function freeOrders(row: Record<string, unknown>): void {
  const nos = new Set((row.lines as { orderNo: string }[]).map((l) => l.orderNo));
  for (const o of orders()) {
    if (nos.has(o.orderNo) && o.billNo === row.billNo) Object.assign(o, { orderStatus: ORDER_UNPOSTED, billNo: '' });
  }
}

/** The charging customers: our branches and enterprise clients; their charging so far computed from the orders. */
const CUSTOMER: Backing = {
  collection: 'SopChargingCustomer',
  options: {
    [CUSTOMER_COMPANY_OPTIONS]: () => companyChoices((c) => (c.companyType === 2 || c.companyType === 4) && c.status === 0),
  },
  defaults: () => ({ status: 0, statusName: '开启', remark: '' }),
  complete: (row) => ({ companyType: data().companyList.find((c) => c.companyName === row.companyName)?.companyType ?? 4 }),
  computed: () => {
    const byCompany = ordersBy(orders(), (o) => o.companyName);
    return (row) => customerCharging(byCompany.get(String(row.companyName as string)) ?? []);
  },
};

/** /ChargeList: the fleet's electric vehicles (the vehicles' collection), their charging summed from their orders. */
const VEHICLE_CHARGING: Backing = {
  collection: 'vehicles',
  scope: () => (row) => row.energyType === 2,
  computed: () => {
    const byPlate = ordersBy(orders(), (o) => o.plate);
    return (row) => vehicleChargingOf(byPlate.get(String(row.plate as string)) ?? []);
  },
};

// The operators' options are served once, with the bills (both bills' lists name an operator).
const declaredCharging = served({
  operator: [powerOperator, OPERATOR],
  vehicle: [vehicleCharging, VEHICLE_CHARGING],
  customer: [chargingCustomer, CUSTOMER],
  order: [chargeOrder, ORDER],
  sopOrder: [sopChargingOrder, { collection: 'ChargeOrder' }],
  bill: [chargingBill, { collection: 'SopChargingBill', options: { [OPERATOR_OPTIONS]: operatorOptions }, effects: { void: freeOrders } }],
  fleetBill: [chargeBill, { collection: 'SopChargingBill', options: { [OPERATOR_OPTIONS]: operatorOptions } }],
});
export const CHARGING_ENTITIES = declaredCharging.entities;

export const chargingHandlers = [
  ...declaredCharging.handlers,
  entityCall('GET', POSTABLE_ORDERS, chargingBill, null, (p) => postableOrders(orders(), p.str('operatorName'), p.str('billMonth'))),
  entityCall('POST', POST_INTO_BILL, chargingBill, CHARGING_BILL_PERMISSIONS.post, postIntoBill),
];
