/**
 * §2 Staff create-order flow and the rental order list. Spec §7: getCarLevelList, getStockVehicleList,
 * preShortOrder, availableCouponList, makeShortOrder. Console-defined: getUserInfoByPhone, rentOrderList, and the
 * order's steps after it is placed (issue [P]: pay, cancel, pickUp, extend, changeCar, return, settle at
 * /api/backOrder/rentOrder/<step>, the cars a pick-up or a change of car may hand over at its carOptions): each the
 * declaration's transition, its amounts the rules of src/entities/order, what else it changes ../rentals.
 */
import { bi } from '@/i18n';
import { rentOrder, RENT_ORDER_CAR_OPTIONS } from '@/entities/order/rentOrder';
import { cancellation, initialState, paymentDeadline, RENT_ORDER_STATE } from '@/entities/order/lifecycle';
import { energyTank, extensionFees, finalBill, returnFees, violationDepositRelease } from '@/entities/order/settlement';
import { VIOLATION_DEPOSIT_STATE } from '@/entities/order/rentOrder';
import { EXTENSION_PREFIX } from '@/entities/order/fees';
import type { Fee } from '@/entities/order/pricing';
import { BACK_ORDER_PATHS, type OrderProdType } from '@/entities/order/wire';
import { basicFees, couponFits, feesTotal, optionalFees, PAY_METHODS } from '@/entities/order/pricing';
import { actorName, requirePermission } from '../access';
import { commit, data } from '../db';
import { ownClientScope } from '../departments';
import { served, type Backing, type Option } from '../entities';
import { accepted, checked, found, refuse, refuseField, refuseIf } from '../errors';
import { recordChange } from '../history';
import { type CarLevel, type CarModel, type Customer, type OrderSnapshot, type RentOrder, type Store, type Vehicle } from '../model';
import type { Params } from '../params';
import { endpoint } from '../respond';
import { isMobile } from '@/lib/validators';
import { sum } from '@/lib/money';
import {
  bookingPeriodRefusal, bookingPlaces, bookingUser, carChoiceRefusal, customerRefusal, modelRefusal, placedAmounts,
  priceLines, quoteCustomerRefusal, quoteRefusal, sentAmount, sentPayMethod, sentPaymentType, sentProdType,
  storeCityRefusal, storeRefusal,
} from '@/entities/order/booking';
import { blocker, blockerInBoth, changeVehicle, insuranceExpiries, vehicleOf } from '../fleet';
import { lapseUnpaidOrders, makeRefund, paymentOverdue, releaseCoupon, releaseViolationDeposits } from '../rentals';
import { compactDate, DAY, dayCount, formatWallTime, nowWall, parseWallTime } from '../time';

const MAX_SNAPSHOTS = 100;

/** An open store of an opened city, or a refusal with `what` (取车/还车) in the message (the rule: storeRefusal). */
const openStore = (storeId: number | undefined, what: string): Store =>
  checked(data().stores.find((s) => s.storeId === storeId), (store) => storeRefusal(store, what));

interface Period {
  start: number;
  end: number;
}

/** A booking time as sent (`YYYYMMDDHHmmss`, ../time), in ms: `请选择{label}` when absent, `{label}格式错误` when not a time. */
const time = (p: Params, name: string, label: string): number =>
  found(parseWallTime(p.required(name, `请选择${label}`)), `${label}格式错误`);

/** The booking period of a create-order call (the domain's rule): return after pick-up, pick-up not in the past. */
function bookingPeriod(p: Params): Period {
  const period = { start: time(p, 'bookingGaincarTime', '取车时间'), end: time(p, 'bookingBackcarTime', '还车时间') };
  refuseIf(bookingPeriodRefusal(period.start, period.end, nowWall()));
  return period;
}

function prodType(p: Params, name: string, required: boolean): OrderProdType {
  return accepted(sentProdType(required ? p.required(name, '请选择订单类型') : (p.str(name) ?? 'D')));
}

function periodOf(o: { bookingGaincarTime: string; bookingBackcarTime: string }): Period {
  return { start: parseWallTime(o.bookingGaincarTime) ?? 0, end: parseWallTime(o.bookingBackcarTime) ?? 0 };
}

/** Why a car may not be rented over the period (THE blocker rule, ../fleet), in Chinese; null: it may. `exceptOrder`: the order asking. */
const rentBlocker = (carId: number, period: Period, expiryOf?: (carId: unknown) => string, exceptOrder?: string): string | null =>
  blocker(carId, { use: 'rent', period: { start: formatWallTime(period.start), end: formatWallTime(period.end) }, expiryOf, exceptOrder });

/** The cars at the store nothing blocks from being rented over the period. */
function freeCars(storeId: number, period: Period): Vehicle[] {
  const expiryOf = insuranceExpiries();
  return data().vehicles.filter((v) => v.storeId === storeId && rentBlocker(v.carId, period, expiryOf) === null);
}

/** The pick-up store of a stock query; it must belong to the given city. */
function stockStore(p: Params): Store {
  const store = openStore(p.num('storeId'), '取车');
  refuseIf(storeCityRefusal(store, p.num('cityId')));
  return store;
}

const level = (levelId: number | undefined): CarLevel => found(data().levels.find((l) => l.levelId === levelId), '请选择车型级别');

/** §5: the customer must be ID-verified and driving-licence-verified (the domain's rule). */
const verifiedCustomer = (userId: number | undefined): Customer =>
  checked(data().customers.find((c) => c.userId === userId), customerRefusal);

function carLevelList(p: Params) {
  prodType(p, 'packageType', false);
  const cars = freeCars(stockStore(p).storeId, bookingPeriod(p));
  return data()
    .levels.map((l) => ({ ...l, stockNum: cars.filter((c) => c.levelId === l.levelId).length }))
    .filter((l) => l.stockNum > 0);
}

function stockVehicleList(p: Params) {
  prodType(p, 'packageType', false);
  const store = stockStore(p);
  const { levelId } = level(p.num('levelId'));
  const period = bookingPeriod(p);
  return freeCars(store.storeId, period)
    .filter((v) => v.levelId === levelId)
    .map(({ carId, plate, model, modelId, levelId: lid, color, mileage }) => ({ carId, plate, model, modelId, levelId: lid, color, mileage }));
}

const modelOf = (modelId: number | undefined, levelId: number): CarModel =>
  checked(data().models.find((m) => m.modelId === modelId), (model) => modelRefusal(model, levelId));

/**
 * The car for a booking: the chosen one (carId, optional) unless something blocks it — refused naming the blocker —,
 * else any free car of the model.
 */
function carFor(storeId: number, period: Period, modelId: number, carId: number | null): Vehicle {
  if (carId !== null) {
    const chosen = data().vehicles.find((v) => v.carId === carId);
    return checked(chosen, (car) => carChoiceRefusal(car, storeId, modelId) ?? rentBlocker(carId, period));
  }
  return found(freeCars(storeId, period).find((v) => v.modelId === modelId), '所选时间段内该车型已无可用车辆，请重新选择');
}

/** §7 preShortOrder: the price preview, stored as a snapshot the order is made from. */
function preShortOrder(p: Params) {
  const orderProdType = prodType(p, 'orderProdType', true);
  const user = verifiedCustomer(p.num('bookingUserId'));
  const lvl = level(p.num('bookingCargradeId'));
  const mdl = modelOf(p.num('bookingCarmodelId'), lvl.levelId);
  const period = bookingPeriod(p);
  const gain = openStore(p.num('bookingGaincarStoreId'), '取车');
  const back = openStore(p.num('bookingBackcarStoreId'), '还车');
  const carId = p.num('carId') ?? null;
  carFor(gain.storeId, period, mdl.modelId, carId);
  const days = dayCount(period.start, period.end);
  const fees = basicFees(lvl.dailyPrice, days, gain, back);
  const now = nowWall();
  return commit((d) => {
    d.sequence.snapshot += 1;
    const snapshot: OrderSnapshot = {
      orderSnapshotId: `SS${compactDate(now)}${String(d.sequence.snapshot).padStart(6, '0')}`,
      orderProdType, bookingUserId: user.userId, levelId: lvl.levelId, modelId: mdl.modelId, carId,
      bookingGaincarStoreId: gain.storeId, bookingBackcarStoreId: back.storeId,
      bookingGaincarTime: formatWallTime(period.start), bookingBackcarTime: formatWallTime(period.end), dayCount: days,
      basicFees: fees, optionalFees: optionalFees(days), basicTotalAmount: feesTotal(fees),
      createTime: formatWallTime(now), used: false,
    };
    d.snapshots = [...d.snapshots, snapshot].slice(-MAX_SNAPSHOTS);
    const { orderSnapshotId, dayCount: dc, basicFees: bf, optionalFees: of, basicTotalAmount } = snapshot;
    return { orderSnapshotId, dayCount: dc, basicFees: bf, optionalFees: of, basicTotalAmount };
  });
}

/** §5: a price preview must exist before coupons or submit. */
function liveSnapshot(p: Params): OrderSnapshot {
  const id = p.required('orderSnapshotId', '请先选择车辆');
  return checked(data().snapshots.find((s) => s.orderSnapshotId === id), quoteRefusal);
}

/** §7 availableCouponList: coupons the customer holds whose threshold ≤ total and whose payment-type rule fits. */
function availableCoupons(p: Params) {
  const snapshot = liveSnapshot(p);
  const paymentType = accepted(sentPaymentType(p.str('paymentType')));
  const total = p.has('total') ? accepted(sentAmount(p.str('total'), '订单金额')) : snapshot.basicTotalAmount;
  const customerId = p.num('customerId') ?? snapshot.bookingUserId;
  const now = formatWallTime(nowWall());
  return data().coupons.filter((c) => couponFits(c, customerId, total, paymentType, now));
}

/** §7 makeShortOrder: checks the snapshot, the amounts (exactly) and the car, then stores the order. */
function makeShortOrder(p: Params) {
  // §5: the create-order screen's code and its place-order button's (src/features/rentOrder/CreateOrderPage.tsx).
  requirePermission('createShortOrder');
  requirePermission('rentOrder:create');
  const snapshot = liveSnapshot(p);
  const payMethodCode = accepted(sentPayMethod(p.required('payMethodCode', '请选择支付方式')));
  const paymentType = PAY_METHODS[payMethodCode];
  const user = verifiedCustomer(p.num('bookingUserId'));
  refuseIf(quoteCustomerRefusal(user, snapshot));
  // §7 priceDetails: `code@amount` joined by commas, checked against the quote; then the amounts (the domain's rules).
  const details = accepted(priceLines(p.required('priceDetails', '缺少费用明细'), snapshot));
  const now = nowWall();
  const sent = { orderTotalAmt: p.str('orderTotalAmt'), couponDeductAmt: p.str('couponDeductAmt'), orderPayAmt: p.str('orderPayAmt') };
  const couponNamed = () => {
    const couponId = p.num('couponId') ?? null;
    return couponId === null ? null : data().coupons.find((c) => c.couponId === couponId);
  };
  const order = { customerId: user.userId, paymentType, now: formatWallTime(now) };
  const { total, coupon, deduct, pay } = accepted(placedAmounts(sent, details, order, couponNamed));
  const period = periodOf(snapshot);
  const car = carFor(snapshot.bookingGaincarStoreId, period, snapshot.modelId, snapshot.carId);
  const gain = openStore(snapshot.bookingGaincarStoreId, '取车');
  const back = openStore(snapshot.bookingBackcarStoreId, '还车');
  const lvl = level(snapshot.levelId);
  const placed = commit((d) => {
    d.sequence.order += 1;
    const orderNo = `SO${compactDate(now)}${String(200000 + d.sequence.order)}`;
    // An online-paid order awaits its payment until its deadline; one paid at the store awaits the pick-up.
    const orderStatus = initialState(payMethodCode);
    const order: RentOrder = {
      orderNo, orderProdType: snapshot.orderProdType, orderStatus,
      ...(orderStatus === RENT_ORDER_STATE.awaitingPayment ? { payDeadline: formatWallTime(paymentDeadline(now)) } : {}),
      ...bookingUser(user), ...bookingPlaces(gain, back),
      carId: car.carId, plate: car.plate, levelId: lvl.levelId, levelName: lvl.levelName, modelId: car.modelId, modelName: car.model,
      bookingGaincarTime: snapshot.bookingGaincarTime, bookingBackcarTime: snapshot.bookingBackcarTime, dayCount: snapshot.dayCount,
      payMethodCode, priceDetails: details, addedFees: [], dailyPrice: lvl.dailyPrice, orderTotalAmt: total, paidAmt: 0, companyName: user.companyName,
      couponId: coupon?.couponId ?? null, couponDeductAmt: deduct, orderPayAmt: pay,
      createTime: formatWallTime(now), createdBy: d.session?.account ?? '',
    };
    d.rentOrders.unshift(order);
    const used = d.snapshots.find((s) => s.orderSnapshotId === snapshot.orderSnapshotId);
    if (used) used.used = true;
    const heldCoupon = d.coupons.find((c) => c.couponId === coupon?.couponId);
    if (heldCoupon) {
      heldCoupon.useStatus = 1;
      heldCoupon.usedOrderNo = orderNo;
    }
    return { orderNo };
  });
  recordChange(rentOrder, 'placeOrder', undefined, data().rentOrders.find((o) => o.orderNo === placed.orderNo) as unknown as Record<string, unknown>);
  return placed;
}

/** Console-defined customer lookup of the create-order flow (§4: enter the phone, get user info). */
function userInfoByPhone(p: Params) {
  const phone = p.required('phone', '请输入手机号码');
  if (!isMobile(phone)) refuse(isMobile.message['zh-CN']);
  const { userId, userName, mobile, idStatus, driverStatus } = found(data().customers.find((c) => c.mobile === phone), '未找到该手机号对应的用户');
  return { userId, userName, mobile, idStatus, driverStatus };
}

/** A step's stored row as the order it is. */
const orderOf = (row: Readonly<Record<string, unknown>>): RentOrder => row as unknown as RentOrder;

/**
 * The cars an order's pick-up or change of car may hand over (RENT_ORDER_CAR_OPTIONS?orderNo=): every car of the
 * order's level at its pick-up store, labelled `plate（model）`; one the blocker rule refuses over the order's period
 * (from now, for an order already renting), the order itself apart, or the car it already has, is disabled with the
 * refusal. Free cars first. Without an order: every car (the engine's check of a value; the step's own check judges it).
 */
function carOptions(orderNo: string | undefined): (Option & { disabled?: true; refusal?: string; refusalEn?: string })[] {
  const order = data().rentOrders.find((o) => o.orderNo === orderNo);
  const label = (v: Vehicle) => `${v.plate}（${v.model}）`;
  if (!order) return data().vehicles.map((v) => ({ value: v.carId, label: label(v) }));
  const booked = periodOf(order);
  const period = order.orderStatus === RENT_ORDER_STATE.renting ? { start: Math.max(nowWall(), booked.start), end: booked.end } : booked;
  const expiryOf = insuranceExpiries();
  const options = data()
    .vehicles.filter((v) => v.levelId === order.levelId && v.storeId === order.bookingGaincarStoreId)
    .map((v) => {
      const refusal = order.orderStatus === RENT_ORDER_STATE.renting && v.carId === order.carId
        ? bi('换入车辆不能是当前车辆', 'The car swapped in cannot be the car in use')
        : blockerInBoth(v.carId, { use: 'rent', period: { start: formatWallTime(period.start), end: formatWallTime(period.end) }, expiryOf, exceptOrder: order.orderNo });
      return refusal
        ? { value: v.carId, label: label(v), disabled: true as const, refusal: refusal['zh-CN'], refusalEn: refusal['en-US'] }
        : { value: v.carId, label: label(v) };
    });
  return options.toSorted((a, b) => Number('disabled' in a) - Number('disabled' in b));
}

/** The car chosen at a pick-up or a change of car: one of the order's options, not refused (naming the blocker). */
function checkCar(row: Readonly<Record<string, unknown>>, values: Readonly<Record<string, unknown>>): Vehicle {
  const option = carOptions(orderOf(row).orderNo).find((o) => String(o.value) === String(values.carId as string));
  if (!option) refuseField('carId', '所选车辆不是该订单车型级别在取车门店的车辆');
  if (option.refusal) refuseField('carId', option.refusal);
  return found(vehicleOf(values.carId), '车辆不存在或已被删除', 'carId');
}

/** A reading that must not go back: refused naming what it is below. */
function notBelow(value: unknown, floor: number | undefined, field: string, refusal: string): void {
  if (floor !== undefined && Number(value) < floor) refuseField(field, refusal);
}

/** The car an order now has, as the order names it: its plate and model, its energy and its tank or battery. */
const carFields = (car: Vehicle) => ({
  carId: car.carId, plate: car.plate, modelId: car.modelId, modelName: car.model, energyType: car.energyType, energyCapacity: energyTank(car.energyType).capacity,
});

/** Fee lines as an order stores them (its price details, its fees added at return). */
const lines = (fees: readonly Fee[], prefix = '') => fees.map((f) => ({ priceCode: f.priceCode, priceName: `${prefix}${f.priceName}`, amount: f.totalPriceAmount }));

const ORDERS: Backing = {
  collection: 'rentOrders',
  // An enterprise client's account sees its own staff's orders (/OrderList): those its people booked.
  scope: ownClientScope('companyName'),
  // The demo clock's own changes first: unpaid orders lapse, held violation deposits are released.
  derive: () => {
    lapseUnpaidOrders();
    releaseViolationDeposits();
  },
  options: { [RENT_ORDER_CAR_OPTIONS]: (q) => carOptions(q.orderNo) },
  // A payment after the deadline is refused (the order lapses when it is next read).
  guards: {
    pay: (row) => (paymentOverdue(orderOf(row)) ? '订单已超过支付时限，请重新下单' : null),
    // A change of car needs another car of the level, free at the store until the booked return.
    changeCar: (row) => (carOptions(orderOf(row).orderNo).some((o) => !o.disabled && o.value !== orderOf(row).carId) ? null : '该门店没有可换的同级别空闲车辆'),
  },
  checks: {
    pickUp: (row, values) => {
      const car = checkCar(row, values);
      notBelow(values.pickUpMileage, car.mileage, 'pickUpMileage', `取车里程不能小于车辆当前里程（${car.mileage} km）`);
    },
    changeCar: (row, values) => void checkCar(row, values),
    // The added days: the car must be free of other bookings after the booked return (the blocker rule, this order apart).
    extend: (row, values) => {
      const o = orderOf(row);
      const end = periodOf(o).end;
      refuseIf(rentBlocker(o.carId, { start: end, end: end + Number(values.extendDays) * DAY }, undefined, o.orderNo), 'extendDays');
    },
    return: (row, values) => notBelow(values.returnMileage, orderOf(row).pickUpMileage, 'returnMileage', '还车里程不能小于取车里程'),
  },
  effects: {
    pay: (row) => {
      const o = orderOf(row);
      o.paidAmt = o.orderPayAmt;
    },
    cancel: (row) => {
      const o = orderOf(row);
      const { fee, refund } = cancellation({ pickUpAt: periodOf(o).start, dailyPrice: o.dailyPrice, paid: o.paidAmt }, nowWall());
      Object.assign(o, { cancelFee: fee, cancelBy: actorName() });
      if (refund > 0) makeRefund(o, { amount: refund, channel: o.payChannel ?? 0, reason: '订单取消退款' });
      releaseCoupon(data(), o.orderNo);
    },
    pickUp: (row) => {
      const o = orderOf(row);
      const car = vehicleOf(o.carId)!;
      Object.assign(o, carFields(car), { pickUpBy: actorName() });
      changeVehicle(car.carId, 'pickUp', () => ({ mileage: o.pickUpMileage }));
    },
    // The dialog's car is stored; the old one, no longer held by the order, is free again.
    changeCar: (row) => {
      const o = orderOf(row);
      Object.assign(o, carFields(vehicleOf(o.carId)!));
    },
    extend: (row, p) => {
      const o = orderOf(row);
      const days = p.num('extendDays') ?? 0;
      const fees = extensionFees(o.dailyPrice, days);
      const added = feesTotal(fees);
      const end = periodOf(o).end + days * DAY;
      Object.assign(o, {
        bookingBackcarTime: formatWallTime(end), dayCount: o.dayCount + days, priceDetails: [...o.priceDetails, ...lines(fees, EXTENSION_PREFIX['zh-CN'])],
        orderTotalAmt: sum([o.orderTotalAmt, added]), orderPayAmt: sum([o.orderPayAmt, added]),
      });
    },
    return: (row) => {
      const o = orderOf(row);
      const now = nowWall();
      const store = data().stores.find((s) => s.storeId === o.returnStoreId)!;
      const booked = periodOf(o);
      const fees = returnFees(
        { prodType: o.orderProdType, dailyPrice: o.dailyPrice, days: o.dayCount, bookedEnd: booked.end, gain: { storeId: o.bookingGaincarStoreId, cityId: o.bookingGaincarCityId }, back: { storeId: o.bookingBackcarStoreId, cityId: o.bookingBackcarCityId } },
        { ...energyTank(o.energyType ?? 1), ...(o.energyCapacity ? { capacity: o.energyCapacity } : {}) },
        { returnedAt: now, kmOut: o.pickUpMileage ?? o.returnMileage ?? 0, kmIn: o.returnMileage ?? 0, levelOut: o.pickUpLevel ?? 100, levelIn: o.returnLevel ?? 0, damage: o.damageAmt ?? 0, store },
      );
      const bill = finalBill(o.orderTotalAmt, o.couponDeductAmt, fees, o.paidAmt);
      Object.assign(o, {
        returnCityName: store.cityName, returnStoreName: store.storeName, returnBy: actorName(), addedFees: lines(fees), addedAmt: bill.added,
        finalDueAmt: bill.due, toPayAmt: bill.toPay, toRefundAmt: bill.toRefund,
        violationDepositState: VIOLATION_DEPOSIT_STATE.held, violationDepositRelease: formatWallTime(violationDepositRelease(now)).slice(0, 10),
      });
      // The car is back: its odometer the return's, standing at the return store.
      changeVehicle(o.carId, 'return', () => ({ mileage: o.returnMileage, cityId: store.cityId, cityName: store.cityName, storeId: store.storeId, storeName: store.storeName }));
    },
    settle: (row, p) => {
      const o = orderOf(row);
      const channel = p.num('settlePayChannel') ?? 0;
      // Two refund bills, as the money went two ways: the overpaid rent back through the settlement's channel, the
      // vehicle deposit back through the channel it was taken by (the violation deposit stays held: ../rentals).
      if ((o.toRefundAmt ?? 0) > 0) makeRefund(o, { amount: o.toRefundAmt ?? 0, channel, reason: '结算退还多付费用' });
      if ((o.vehicleDeposit ?? 0) > 0) makeRefund(o, { amount: o.vehicleDeposit ?? 0, channel: o.depositPayChannel ?? channel, reason: '车辆押金退还' });
      Object.assign(o, { paidAmt: o.finalDueAmt ?? o.paidAmt, settledBy: actorName() });
    },
  },
};

export const backOrderHandlers = [
  endpoint('ANY', BACK_ORDER_PATHS.levels, carLevelList),
  endpoint('ANY', BACK_ORDER_PATHS.cars, stockVehicleList),
  endpoint('ANY', BACK_ORDER_PATHS.preview, preShortOrder),
  endpoint('ANY', BACK_ORDER_PATHS.coupons, availableCoupons),
  endpoint('ANY', BACK_ORDER_PATHS.make, makeShortOrder),
  endpoint('ANY', BACK_ORDER_PATHS.customer, userInfoByPhone),
  // The rental order list, from its declaration (src/entities/order): newest first, as the orders are stored.
  ...served({ rentOrders: [rentOrder, ORDERS] }).handlers,
];
