/**
 * The rental customers (three fixed ones every demo and test relies on; some of the others staff of the enterprise
 * clients), their coupons, the refunds of their payments and their rental orders — past ones (returned, completed,
 * cancelled), and those running now on the fleet's available vehicles (rented, reserved, awaiting payment:
 * /VehicleStatus). Every amount is the rules' (src/entities/order), computed here as the steps compute it.
 */
import { basicFees, feesTotal, type Fee } from '@/entities/order/pricing';
import { bookingPlaces, bookingUser } from '@/entities/order/booking';
import { cancellation, paymentDeadline, RENT_ORDER_STATE as S } from '@/entities/order/lifecycle';
import { VIOLATION_DEPOSIT_STATE } from '@/entities/order/rentOrder';
import { energyTank, finalBill, returnFees, violationDepositRelease } from '@/entities/order/settlement';
import { sub } from '@/lib/money';
import { payTypeOf, refundNumbers, refundStatusAt, REFUND_NUMBERING } from '@/entities/order/refundRules';
import { nextNumber } from '@/entities/numbering';
import { SAMPLE_IMAGE } from '@/entities/kinds';
import type { Coupon, Customer, RefundBill, RentOrder, Store } from '../model';
import { compactDate, DAY, formatWallTime, HOUR, MINUTE, parseWallTime } from '../time';
import { day, fieldsOf, type Rng } from './rng';
import { ENTERPRISES } from './company';
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
    { ...DEMO_CUSTOMERS.verified, idStatus: 1, driverStatus: 1, registerTime: '2023-03-12 10:21:33', companyName: '' },
    { ...DEMO_CUSTOMERS.idUnverified, idStatus: 0, driverStatus: 1, registerTime: '2024-07-02 18:05:12', companyName: '' },
    { ...DEMO_CUSTOMERS.licenceUnverified, idStatus: 1, driverStatus: 0, registerTime: '2024-11-20 09:47:01', companyName: '' },
  ];
  const mobiles = new Set(fixed.map((c) => c.mobile));
  const more = Array.from({ length: 33 }, (_, i): Customer => {
    const mobile = rng.unique(mobiles, () => rng.mobile());
    return {
      userId: 50004 + i, userName: rng.personName(), mobile,
      idStatus: rng.chance(0.85) ? 1 : 0, driverStatus: rng.chance(0.85) ? 1 : 0,
      registerTime: formatWallTime(rng.pastTime(700)),
      // Every fourth one works for one of the first enterprise clients (the enterprise demo account's company first).
      companyName: i % 4 === 0 ? ENTERPRISES[(i / 4) % 3]! : '',
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

/** Rented now (picked up days ago, due back later) and reserved (awaiting pick-up in the days ahead): [orderStatus, count]. */
const CURRENT_RENTALS: readonly [20 | 10, number][] = [[20, 11], [10, 6]];
/** Orders placed online this morning, minutes before the seed's "today", awaiting their payment. */
const AWAITING_PAYMENT = 3;
/** The deposits taken at a pick-up: the vehicle's, the violations'. */
const DEPOSITS = { vehicle: 3000, violation: 2000 } as const;
/** Who does the steps of the seeded orders. */
const STAFF = ['门店员工', 'admin', 'dispatcher'];

/**
 * What the steps of a seeded order recorded, by its state (`start` its pick-up): the payment of a paid one, the
 * handover of a car picked up, the return's readings and fees (the rules' `returnFees` and `finalBill`) of one
 * returned, the settlement of one completed, the cancellation (the rule's `cancellation`) of one cancelled.
 */
function stepsOf(o: RentOrder, rng: Rng, car: { mileage: number; energyType: number }): Partial<RentOrder> {
  const start = parseWallTime(o.bookingGaincarTime)!;
  const end = parseWallTime(o.bookingBackcarTime)!;
  const created = parseWallTime(o.createTime)!;
  const paidOnline = o.payMethodCode !== 'goto_store_pay';
  const payChannel = rng.pick([0, 1, 2, 3, 5] as const);
  const paid: Partial<RentOrder> = { paidAmt: o.orderPayAmt, payChannel, payTime: formatWallTime(created + rng.int(1, 20) * MINUTE) };
  if (o.orderStatus === S.awaitingPickUp) return paidOnline ? paid : { paidAmt: 0 };
  if (o.orderStatus === S.cancelled) {
    const cancelAt = start - rng.int(1, 48) * HOUR;
    const payment = paidOnline ? paid : { paidAmt: 0 };
    const { fee } = cancellation({ pickUpAt: start, dailyPrice: o.dailyPrice, paid: payment.paidAmt ?? 0 }, cancelAt);
    return { ...payment, cancelTime: formatWallTime(cancelAt), cancelBy: rng.pick(STAFF), cancelReason: rng.pick(['客户行程取消', '客户更改出行时间', '门店车辆调整']), cancelFee: fee };
  }
  const tank = energyTank(car.energyType);
  const pickUpLevel = rng.int(80, 100);
  const pickedUp: Partial<RentOrder> = {
    ...paid, pickUpTime: formatWallTime(start + rng.int(0, 40) * MINUTE), pickUpBy: rng.pick(STAFF), pickUpMileage: car.mileage, pickUpLevel,
    pickUpPhoto: SAMPLE_IMAGE, pickUpDamage: '', signed: true, energyType: tank.energyType, energyCapacity: tank.capacity,
    vehicleDeposit: DEPOSITS.vehicle, violationDeposit: DEPOSITS.violation, depositPayChannel: rng.pick([1, 2, 4] as const),
  };
  if (o.orderStatus === S.renting) return pickedUp;
  // Returned: on time, or a few hours late; the fuel or charge lower; the fees the rules add.
  const returnedAt = end + rng.pick([0, 0, 2, 3, 5]) * HOUR + rng.int(0, 20) * MINUTE;
  const returnMileage = car.mileage + rng.int(80, 260) * o.dayCount;
  const returnLevel = pickUpLevel - rng.pick([0, 0, 10, 25]);
  const place = { storeId: o.bookingBackcarStoreId, cityId: o.bookingBackcarCityId };
  const fees = returnFees(
    { prodType: o.orderProdType, dailyPrice: o.dailyPrice, days: o.dayCount, bookedEnd: end, gain: { storeId: o.bookingGaincarStoreId, cityId: o.bookingGaincarCityId }, back: place },
    tank,
    { returnedAt, kmOut: car.mileage, kmIn: returnMileage, levelOut: pickUpLevel, levelIn: returnLevel, damage: 0, store: place },
  );
  const bill = finalBill(o.orderTotalAmt, o.couponDeductAmt, fees, o.orderPayAmt);
  const returned: Partial<RentOrder> = {
    ...pickedUp, returnTime: formatWallTime(returnedAt), returnBy: rng.pick(STAFF), returnCityId: o.bookingBackcarCityId, returnCityName: o.bookingBackcarCityName,
    returnStoreId: o.bookingBackcarStoreId, returnStoreName: o.bookingBackcarStoreName, returnMileage, returnLevel, returnPhoto: SAMPLE_IMAGE, returnDamage: '', damageAmt: 0,
    addedFees: fees.map((f: Fee) => ({ ...fieldsOf(f, 'priceCode', 'priceName'), amount: f.totalPriceAmount })), addedAmt: bill.added,
    finalDueAmt: bill.due, toPayAmt: bill.toPay, toRefundAmt: bill.toRefund,
    violationDepositState: VIOLATION_DEPOSIT_STATE.held, violationDepositRelease: day(violationDepositRelease(returnedAt)),
  };
  if (o.orderStatus === S.awaitingSettlement) return returned;
  return { ...returned, paidAmt: bill.due, settleTime: formatWallTime(returnedAt + rng.int(10, 50) * MINUTE), settledBy: rng.pick(STAFF) };
}

registerCollection('rentOrders', ({ rng, today, get }) => {
  const customers = get('customers');
  const verified = customers.filter((c) => c.idStatus === 1 && c.driverStatus === 1);
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
      addedFees: [], dailyPrice: level.dailyPrice, orderTotalAmt: total, couponId: null, couponDeductAmt: 0, orderPayAmt: total, paidAmt: total, companyName: user.companyName,
      createTime: formatWallTime(created), createdBy: rng.pick(['门店员工', 'admin', 'dispatcher']),
    };
  });
  // Placed online minutes before the seed's "today", for pick-up in the days ahead: awaiting payment until the deadline.
  const unpaid = Array.from({ length: AWAITING_PAYMENT }, (_, i): RentOrder => {
    const user = rng.pick(verified);
    const car = rng.take(free);
    const store = stores.find((s) => s.storeId === car.storeId) as Store;
    const level = LEVELS.find((l) => l.levelId === car.levelId)!;
    const start = today + rng.int(1, 4) * DAY + rng.int(0, 9) * HOUR;
    const days = rng.int(2, 6);
    const fees = basicFees(level.dailyPrice, days, store, store);
    const created = today - rng.int(2, 20) * MINUTE;
    return {
      orderNo: `SO${compactDate(created)}${String(100001 + rows.length + i)}`, orderProdType: 'D', orderStatus: S.awaitingPayment, payDeadline: formatWallTime(paymentDeadline(created)),
      ...bookingUser(user), ...bookingPlaces(store, store),
      ...fieldsOf(car, 'carId', 'plate'), ...fieldsOf(level, 'levelId', 'levelName'), modelId: car.modelId, modelName: car.model,
      bookingGaincarTime: formatWallTime(start), bookingBackcarTime: formatWallTime(start + days * DAY), dayCount: days, payMethodCode: 'online_fully_pay',
      priceDetails: fees.map((f) => ({ ...fieldsOf(f, 'priceCode', 'priceName'), amount: f.totalPriceAmount })),
      addedFees: [], dailyPrice: level.dailyPrice, orderTotalAmt: feesTotal(fees), couponId: null, couponDeductAmt: 0, orderPayAmt: feesTotal(fees), paidAmt: 0, companyName: user.companyName,
      createTime: formatWallTime(created), createdBy: rng.pick(STAFF),
    };
  });
  // What each order's steps recorded (drawn after every order, so the orders stayed as they were drawn).
  const stepped = rows.map((o) => ({ ...o, ...stepsOf(o, rng, vehicles.find((v) => v.carId === o.carId)!) }));
  // A violation deposit whose hold has ended is released when the orders are first read (../rentals): the violations
  // it answers for are another area's seed.
  return [...stepped, ...unpaid].toSorted((a, b) => b.createTime.localeCompare(a.createTime));
});

/**
 * The refunds the seeded orders' steps made (after the 48 earlier refunds of orders no longer listed): a paid order
 * cancelled (paid less the cancellation fee), a settlement (the overpaid amount; the vehicle deposit). Each numbered
 * by the rule, in the state the refund rules give it at the seed's "today".
 */
function orderRefunds(orders: readonly RentOrder[], today: number) {
  const made: { order: RentOrder; at: string; amount: number; channel: RefundBill['payChannel']; reason: string }[] = [];
  for (const o of orders) {
    if (o.orderStatus === S.cancelled && o.paidAmt > 0) {
      const refund = sub(o.paidAmt, o.cancelFee ?? 0);
      if (refund > 0) made.push({ order: o, at: o.cancelTime!, amount: refund, channel: o.payChannel ?? 0, reason: '订单取消退款' });
    }
    if (o.orderStatus === S.completed) {
      if ((o.toRefundAmt ?? 0) > 0) made.push({ order: o, at: o.settleTime!, amount: o.toRefundAmt!, channel: o.payChannel ?? 0, reason: '结算退还多付费用' });
      made.push({ order: o, at: o.settleTime!, amount: o.vehicleDeposit ?? 0, channel: o.depositPayChannel ?? 0, reason: '车辆押金退还' });
    }
  }
  const status = (at: string, channel: number) => refundStatusAt({ tradeStatus: 30, payChannel: channel, madeAt: parseWallTime(at) ?? today }, today) as RefundBill['tradeStatus'];
  return { made, status };
}

registerCollection('refunds', ({ rng, get, today }) => {
  const customers = get('customers');
  const open = get('stores').filter((s) => s.storeStatus === 1);
  const earlier = Array.from({ length: 48 }, (_, i): RefundBill => {
    const user = rng.pick(customers);
    const gain = rng.pick(open);
    const sameCity = open.filter((s) => s.cityId === gain.cityId);
    const back = rng.chance(0.7) ? gain : rng.pick(sameCity);
    const time = rng.pastTime(150);
    const payType = rng.chance(0.8) ? 1 : 2;
    const payChannel = payType === 1 ? rng.pick(PAY_CHANNELS_ONLINE) : 4;
    // Drawn, then as the refund rules leave it at the seed's "today" (a refund this old has been answered).
    const status = refundStatusAt({ tradeStatus: rng.pick([30, 31, 31, 31, 32] as const), payChannel, madeAt: time }, today) as RefundBill['tradeStatus'];
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
  const { made, status } = orderRefunds(get('rentOrders'), today);
  const taken: string[] = earlier.map((r) => r.billNo);
  const fromOrders = made.toSorted((a, b) => a.at.localeCompare(b.at)).map(({ order: o, at, amount, channel, reason }, i): RefundBill => {
    const billNo = nextNumber(REFUND_NUMBERING, at, taken);
    taken.push(billNo);
    const state = status(at, channel);
    return {
      refundId: 49 + i, orderNo: o.orderNo, ...fieldsOf(o, 'bookingUserId', 'bookingUserName', 'bookingUserPhone'), tradeTime: at,
      ...fieldsOf(o, 'bookingGaincarCityId', 'bookingGaincarCityName', 'bookingGaincarStoreId', 'bookingGaincarStoreName', 'bookingBackcarCityId', 'bookingBackcarCityName', 'bookingBackcarStoreId', 'bookingBackcarStoreName'),
      payStatus: state, tradeStatus: state, payChannel: channel, payMethod: channel, payType: payTypeOf(channel),
      billNo, ...refundNumbers(billNo, channel), orderAmount: o.paidAmt, refundAmount: amount, refundReason: reason,
    };
  });
  return [...earlier, ...fromOrders].toSorted((a, b) => b.tradeTime.localeCompare(a.tradeTime));
});

// Made by what users do: the quotes of create-order (snapshots) and the usage reports of the console's functions.
registerCollection('snapshots', () => []);
registerCollection('usageReports', () => []);
