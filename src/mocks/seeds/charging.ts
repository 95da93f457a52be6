/**
 * EV charging (entities/charging): four power station operators with stations in the open cities; the fleet's
 * electric vehicles' charging sessions over the last three months (every few days, at stations of their city, fast or
 * slow, the battery filled from its start level); the operators' bills of the past months — the oldest settled, the
 * last month's awaiting confirmation or confirmed, one voided (its orders free to post again) — and this month's
 * orders still to post on /SopChargingIntoBill.
 */
import { BILL_VOID, chargeBillOf, chargeFees, chargeMonthOf, chargingBill, chargingCustomer, chargeOrder, powerOperator, type ChargingBillStatus } from '@/entities/charging';
import { groupBy } from '@/entities/groups';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { compactDate, DAY, formatWallTime, HOUR, MINUTE } from '../time';
import { FINANCE_STAFF } from './bills';
import { onOff, fieldsOf, ROADS } from './rng';

type Station = Required<NonNullable<StoredRow<typeof powerOperator>['stations']>[number]> & { stationId: number; cityId: number };
export type PowerOperator = Omit<StoredRow<typeof powerOperator>, 'stations'> & { stations: Station[] };
export type ChargeOrderRow = StoredRow<typeof chargeOrder> & { plate: string; driverName: string; stationId: number; orderStatus: 1 | 2 };
export type ChargeBillLine = Required<NonNullable<StoredRow<typeof chargingBill>['lines']>[number]>;
export type ChargingBillRow = Omit<StoredRow<typeof chargingBill>, 'lines'> & { lines: ChargeBillLine[] };

declare module '../model' {
  interface DemoData { SopPowerStationOperator: PowerOperator[]; ChargeOrder: ChargeOrderRow[]; SopChargingBill: ChargingBillRow[]; SopChargingCustomer: ChargingCustomerRow[] }
}

const OPERATORS: readonly [name: string, contact: string, rate: number, cycle: 1 | 2, days: number, brand: string][] = [
  ['特来电新能源股份有限公司', '刘海涛', 0.6, 1, 30, '特来电'],
  ['星星充电科技有限公司', '陈晓燕', 0.55, 1, 15, '星星充电'],
  ['国网电动汽车服务有限公司', '张立军', 0.8, 2, 45, '国家电网'],
  ['小桔能源科技有限公司', '黄佳怡', 0.45, 1, 30, '小桔充电'],
];
const PLACES = ['高铁站', '机场', '科技园', '会展中心', '万达广场', '体育中心', '市民中心', '物流园'];

registerCollection(powerOperator.id as 'SopPowerStationOperator', ({ rng, get }) => {
  const cities = get('cities').filter((c) => c.dredgeState === 1);
  let stationId = 0;
  return OPERATORS.map(([operatorName, contactName, serviceRate, settleCycle, payDays, brand], i): PowerOperator => {
    const stations = cities.filter((_, c) => (c + i) % 2 === 0 || i === 0).map((city): Station => {
      stationId += 1;
      return {
        stationId, stationName: `${brand}${city.cityName}${rng.pick(PLACES)}充电站`, ...fieldsOf(city, 'cityId', 'cityName'),
        address: `${city.cityName}${rng.pick(ROADS)}${rng.int(1, 399)}号`, fastPiles: rng.int(6, 30), fastPowerKw: rng.pick([60, 120, 160]),
        slowPiles: rng.int(0, 12), slowPowerKw: 7, electricityPrice: rng.int(68, 110) / 100,
      };
    });
    return {
      operatorId: 601 + i, operatorName, contactName, contactPhone: rng.mobile(), settleCycle, payDays, serviceRate,
      stationCount: stations.length, pileCount: stations.reduce((n, s) => n + s.fastPiles + s.slowPiles, 0),
      status: 0, remark: '', stations, createTime: rng.daysAgo(300, 900),
    };
  });
});

registerCollection(chargeOrder.id as 'ChargeOrder', ({ rng, today, get }) => {
  const operators = get('SopPowerStationOperator');
  const drivers = get('Drivers').filter((d) => d.status === 1);
  const evs = get('vehicles').filter((v) => v.energyType === 2);
  const sessions: Omit<ChargeOrderRow, 'orderId' | 'orderNo'>[] = [];
  for (const v of evs) {
    const here = operators.flatMap((o) => o.stations.filter((s) => s.cityId === v.cityId).map((s) => ({ o, s })));
    if (here.length === 0) continue;
    const own = drivers.filter((d) => d.plate === v.plate);
    const pool = own.length ? own : drivers.filter((d) => d.cityId === v.cityId);
    if (pool.length === 0) continue;
    let at = today - rng.int(80, 90) * DAY;
    while (at < today - 6 * HOUR) {
      const { o, s } = rng.pick(here);
      const fast = s.slowPiles === 0 || rng.chance(0.75);
      const startSoc = rng.int(8, 45);
      const endSoc = fast ? rng.int(80, 95) : rng.int(90, 100);
      const kwh = Math.round(((endSoc - startSoc) * 0.6 + rng.float()) * 100) / 100;
      const hours = kwh / ((fast ? s.fastPowerKw : s.slowPowerKw) * 0.75);
      const end = at + Math.max(15 * MINUTE, Math.round(hours * HOUR / MINUTE) * MINUTE);
      if (end >= today) break;
      const fees = chargeFees(kwh, s.electricityPrice, o.serviceRate);
      sessions.push({
        ...fieldsOf(v, 'plate', 'model', 'companyName'), driverName: rng.pick(pool).driverName, operatorName: o.operatorName,
        ...fieldsOf(s, 'stationId', 'stationName', 'cityName'), pileType: fast ? 1 : 2, pileNo: `${fast ? 'K' : 'M'}${String(rng.int(1, fast ? s.fastPiles : Math.max(1, s.slowPiles))).padStart(2, '0')}`,
        startTime: formatWallTime(at), endTime: formatWallTime(end), kwh, startSoc, endSoc, electricityPrice: s.electricityPrice, serviceRate: o.serviceRate, ...fees,
        orderStatus: 1, billNo: '', remark: '', createTime: formatWallTime(end + rng.int(1, 30) * MINUTE),
      });
      at += rng.int(3, 8) * DAY + rng.int(-4, 4) * HOUR;
    }
  }
  const rows: ChargeOrderRow[] = sessions
    .toSorted((a, b) => a.startTime.localeCompare(b.startTime))
    .map((s, i) => ({ ...s, orderId: 1 + i, orderNo: `CD${compactDate(Date.parse(`${s.startTime.replace(' ', 'T')}Z`))}${String(1 + i).padStart(5, '0')}` }));
  // Posted into the seeded bills that are live (a voided bill's orders are free again).
  for (const bill of planBills(rows, today)) {
    if (bill.billStatus === BILL_VOID) continue;
    for (const o of bill.orders) {
      o.orderStatus = 2;
      o.billNo = bill.billNo;
    }
  }
  return rows.reverse();
});

/** The seeded bills' plan (no randomness, so the orders' and the bills' factories agree whichever runs first). */
type PlannedBill = Pick<ChargingBillRow, 'billId' | 'billNo' | 'operatorName' | 'billMonth'> & {
  billStatus: ChargingBillStatus;
  orders: ChargeOrderRow[];
};

/** Each operator's past months billed: the oldest settled; the last month's first bill voided, the others waiting or confirmed. */
function planBills(orders: readonly ChargeOrderRow[], today: number): PlannedBill[] {
  const thisMonth = formatWallTime(today).slice(0, 7);
  const groups = groupBy(orders.filter((x) => chargeMonthOf(x) < thisMonth), (o) => `${o.operatorName}|${chargeMonthOf(o)}`);
  const months = [...new Set([...groups.keys()].map((k) => k.split('|')[1]!))].sort();
  const last = months.at(-1);
  let voided = false;
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, group], i) => {
    const [operatorName, month] = key.split('|') as [string, string];
    const status: ChargingBillStatus = month !== last ? 3 : !voided ? 9 : i % 2 ? 1 : 2;
    if (status === 9) voided = true;
    const billId = 1 + i;
    return { billId, billNo: `CDZD${month.replace('-', '')}${String(billId).padStart(3, '0')}`, operatorName, billMonth: month, billStatus: status, orders: group };
  });
}

registerCollection(chargingBill.id as 'SopChargingBill', ({ rng, today, get }) => {
  return planBills(get('ChargeOrder'), today).map(({ orders, ...bill }): ChargingBillRow => {
    const status = bill.billStatus;
    const created = Math.min(today - 2 * HOUR, Date.parse(`${bill.billMonth}-01T10:00:00Z`) + 33 * DAY + rng.int(0, 3) * DAY);
    return {
      ...bill, ...chargeBillOf(orders), createBy: rng.pick(FINANCE_STAFF), createTime: formatWallTime(created),
      ...(status === 2 || status === 3 ? { confirmTime: formatWallTime(created + rng.int(2, 30) * HOUR) } : {}),
      ...(status === 3 ? { settleTime: formatWallTime(created + rng.int(3, 10) * DAY) } : {}),
      ...(status === 9 ? { voidTime: formatWallTime(created + rng.int(1, 20) * HOUR), voidReason: '运营商对部分订单电量有异议，核对后重新入账' } : {}),
    };
  }).reverse();
});

export type ChargingCustomerRow = StoredRow<typeof chargingCustomer> & { companyType: 2 | 4 };

/** Our branches (their fleets charge) and half of the enterprise clients, with their discounts and credit (the contact: a sample). */
registerCollection(chargingCustomer.id as 'SopChargingCustomer', ({ rng, get }) =>
  get('companyList')
    .filter((c) => c.companyType === 2 || (c.companyType === 4 && c.companyId % 2 === 0))
    .map((c, i) => rng.row<ChargingCustomerRow>(chargingCustomer, {
      customerId: 701 + i, companyName: c.companyName, companyType: c.companyType === 2 ? 2 : 4, discountRate: c.companyType === 2 ? 80 : rng.pick([90, 95, 100]),
      creditLimit: c.companyType === 2 ? 200_000 : rng.int(2, 10) * 10_000, ...onOff(i !== 3), createTime: rng.daysAgo(30, 600),
    })),
);
