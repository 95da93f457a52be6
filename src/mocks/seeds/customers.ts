/**
 * The rental customers (three fixed ones every demo and test relies on), their coupons, the refunds of their
 * payments and their rental orders — past ones, and those running now on the fleet's available vehicles (rented and
 * reserved: /VehicleStatus).
 */
import { basicFees, feesTotal } from '@/entities/order/pricing';
import { bookingPlaces, bookingUser } from '@/entities/order/booking';
import type { Coupon, Customer, RefundBill, RentOrder, Store } from '../model';
import { compactDate, DAY, formatWallTime, HOUR } from '../time';
import { day, fieldsOf } from './rng';
import { LEVELS } from './fleet';
import { registerCollection } from './registry';

/** Customers every demo and test can rely on: one verified, one without ID check, one without licence check. */
export const DEMO_CUSTOMERS = {
  verified: { userId: 50001, userName: '张伟', mobile: '13800138000' },
  idUnverified: { userId: 50002, userName: '李娜', mobile: '13900139000' },
  licenceUnverified: { userId: 50003, userName: '王芳', mobile: '13700137000' },
} as const;

const REFUND_REASONS = ['行程取消', '提前还车退还租金', '押金退还', '重复支付', '车辆故障更换车辆差价', '门店原因无法取车'];

registerCollection('customers', ({ rng }): Customer[] => {
  const fixed: Customer[] = [
    { ...DEMO_CUSTOMERS.verified, idStatus: 1, driverStatus: 1, registerTime: '2023-03-12 10:21:33' },
    { ...DEMO_CUSTOMERS.idUnverified, idStatus: 0, driverStatus: 1, registerTime: '2024-07-02 18:05:12' },
    { ...DEMO_CUSTOMERS.licenceUnverified, idStatus: 1, driverStatus: 0, registerTime: '2024-11-20 09:47:01' },
  ];
  const mobiles = new Set(fixed.map((c) => c.mobile));
  const more = Array.from({ length: 33 }, (_, i): Customer => {
    const mobile = rng.unique(mobiles, () => rng.mobile());
    return {
      userId: 50004 + i, userName: rng.personName(), mobile,
      idStatus: rng.chance(0.85) ? 1 : 0, driverStatus: rng.chance(0.85) ? 1 : 0,
      registerTime: formatWallTime(rng.pastTime(700)),
    };
  });
  return [...fixed, ...more];
});

type CouponRule = [name: string, threshold: number, deduct: number, paymentType: 0 | 1 | 2];
const COUPON_RULES: CouponRule[] = [
  ['新客立减券', 0, 10, 2],
  ['满200减20', 200, 20, 2],
  ['在线支付满500减50', 500, 50, 0],
  ['到店支付满300减30', 300, 30, 1],
  ['满1000减150', 1000, 150, 2],
  ['周末出行满400减60', 400, 60, 0],
];

/** The first day of the year of a wall time, and the last second of a day some days away. */
const yearStart = (ms: number) => `${formatWallTime(ms).slice(0, 4)}-01-01 00:00:00`;
const dayEnd = (ms: number) => `${day(ms)} 23:59:59`;

registerCollection('coupons', ({ rng, today, get }) => {
  const coupons: Coupon[] = [];
  const validStartTime = yearStart(today - 90 * DAY);
  const valid = dayEnd(today + 5 * 365 * DAY);
  const usedOn = compactDate(today - 60 * DAY);
  const add = (customerId: number, [couponName, thresholdAmount, deductAmount, paymentType]: CouponRule, validEndTime: string, used = false) => {
    const couponId = 70001 + coupons.length;
    coupons.push({
      couponId, couponName, customerId, thresholdAmount, deductAmount, paymentType,
      validStartTime, validEndTime,
      useStatus: used ? 1 : 0, usedOrderNo: used ? `SO${usedOn}${String(couponId).slice(-4)}` : null,
    });
  };
  // The verified demo customer holds every rule, plus an expired and a used coupon.
  for (const rule of COUPON_RULES) add(DEMO_CUSTOMERS.verified.userId, rule, valid);
  add(DEMO_CUSTOMERS.verified.userId, ['春节特惠券', 100, 30, 2], dayEnd(today - 30 * DAY));
  add(DEMO_CUSTOMERS.verified.userId, ['满200减20', 200, 20, 2], valid, true);
  for (const c of get('customers').slice(3)) {
    if (c.idStatus === 1 && c.driverStatus === 1 && rng.chance(0.6)) add(c.userId, rng.pick(COUPON_RULES), valid, rng.chance(0.2));
  }
  return coupons;
});

const PAY_CHANNELS_ONLINE = [0, 1, 2, 3, 5] as const;

registerCollection('refunds', ({ rng, get }) => {
  const customers = get('customers');
  const open = get('stores').filter((s) => s.storeStatus === 1);
  const rows = Array.from({ length: 48 }, (_, i): RefundBill => {
    const user = rng.pick(customers);
    const gain = rng.pick(open);
    const sameCity = open.filter((s) => s.cityId === gain.cityId);
    const back = rng.chance(0.7) ? gain : rng.pick(sameCity);
    const time = rng.pastTime(150);
    const payType = rng.chance(0.8) ? 1 : 2;
    const payChannel = payType === 1 ? rng.pick(PAY_CHANNELS_ONLINE) : 4;
    const status = rng.pick([30, 31, 31, 31, 32] as const);
    const orderAmount = rng.int(2, 40) * 50 + rng.pick([0, 9, 19, 29]);
    const date = compactDate(time);
    return {
      refundId: 1 + i,
      orderNo: `SO${date}${rng.digits(6)}`,
      ...bookingUser(user), tradeTime: formatWallTime(time), ...bookingPlaces(gain, back),
      payStatus: status, tradeStatus: status, payChannel, payMethod: payChannel, payType,
      billNo: `RB${date}${rng.digits(8)}`,
      serialNo: `SN${date}${rng.digits(10)}`,
      thirdDealNo: payChannel === 1 ? `4200${rng.digits(24)}` : payChannel === 2 ? `${date}22001${rng.digits(15)}` : `T${rng.digits(20)}`,
      orderAmount, refundAmount: rng.chance(0.6) ? orderAmount : rng.int(1, Math.max(1, Math.floor(orderAmount / 50))) * 50,
      refundReason: rng.pick(REFUND_REASONS),
    };
  });
  return rows.toSorted((a, b) => b.tradeTime.localeCompare(a.tradeTime));
});

/** Rented now (picked up days ago, due back later) and reserved (awaiting pick-up in the days ahead): [orderStatus, count]. */
const CURRENT_RENTALS: readonly [20 | 10, number][] = [[20, 11], [10, 6]];

registerCollection('rentOrders', ({ rng, today, get }) => {
  const verified = get('customers').filter((c) => c.idStatus === 1 && c.driverStatus === 1);
  const stores = get('stores');
  const vehicles = get('vehicles');
  // The past orders, then (drawn after them, so they stayed as they were) the orders running now, each on its own
  // available vehicle: the fleet's rented and reserved vehicles (/VehicleStatus).
  const free = vehicles.filter((v) => v.vehicleStatus === 1);
  const current = CURRENT_RENTALS.flatMap(([status, count]) => Array.from({ length: count }, () => status));
  const rows = Array.from({ length: 16 + current.length }, (_, i): RentOrder => {
    const now = current[i - 16];
    const user = rng.pick(verified);
    const car = now === undefined ? rng.pick(vehicles) : rng.take(free);
    const store = stores.find((s) => s.storeId === car.storeId) as Store;
    const level = LEVELS.find((l) => l.levelId === car.levelId)!;
    const start = now === undefined ? rng.pastTime(120) : now === 20 ? today - rng.int(1, 4) * DAY + rng.int(0, 8) * HOUR : today + rng.int(1, 5) * DAY + rng.int(0, 9) * HOUR;
    const days = now === undefined ? rng.int(1, 7) : rng.int(5, 10);
    // The fees as create-order quotes them (picked up and returned at the car's store), and their total.
    const fees = basicFees(level.dailyPrice, days, store, store);
    const total = feesTotal(fees);
    // Booked the day before pick-up; a reservation, in the last two days.
    const created = now === 10 ? today - rng.int(1, 48) * HOUR : start - DAY;
    return {
      orderNo: `SO${compactDate(created)}${String(100001 + i)}`, orderProdType: 'D',
      orderStatus: now ?? rng.pick([30, 40, 40, 40, 50] as const),
      ...bookingUser(user), ...bookingPlaces(store, store),
      ...fieldsOf(car, 'carId', 'plate'), ...fieldsOf(level, 'levelId', 'levelName'), modelId: car.modelId, modelName: car.model,
      bookingGaincarTime: formatWallTime(start), bookingBackcarTime: formatWallTime(start + days * DAY), dayCount: days,
      payMethodCode: rng.pick(['online_fully_pay', 'online_partly_yufu_pay', 'goto_store_pay']),
      priceDetails: fees.map((f) => ({ ...fieldsOf(f, 'priceCode', 'priceName'), amount: f.totalPriceAmount })),
      addedFees: [], dailyPrice: level.dailyPrice, orderTotalAmt: total, couponId: null, couponDeductAmt: 0, orderPayAmt: total, paidAmt: total, companyName: '',
      createTime: formatWallTime(created), createdBy: rng.pick(['门店员工', 'admin', 'dispatcher']),
    };
  });
  return rows.toSorted((a, b) => b.createTime.localeCompare(a.createTime));
});

// Made by what users do: the quotes of create-order (snapshots) and the usage reports of the console's functions.
registerCollection('snapshots', () => []);
registerCollection('usageReports', () => []);
