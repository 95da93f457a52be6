/**
 * §2 Staff create-order flow and the rental order list. Spec §7: getCarLevelList, getStockVehicleList,
 * preShortOrder, availableCouponList, makeShortOrder. Console-defined: getUserInfoByPhone, rentOrderList.
 */
import { rentOrder } from '@/entities/order';
import { BACK_ORDER_PATHS, type OrderProdType } from '@/entities/order/wire';
import { basicFees, couponFits, feesTotal, optionalFees, PAY_METHODS } from '@/entities/order/pricing';
import { requirePermission } from '../access';
import { commit, data } from '../db';
import { declared, entityHandlers } from '../entities';
import { accepted, checked, found, refuse, refuseIf } from '../errors';
import { recordChange } from '../history';
import { type CarLevel, type CarModel, type Customer, type OrderSnapshot, type RentOrder, type Store, type Vehicle } from '../model';
import type { Params } from '../params';
import { endpoint } from '../respond';
import { isMobile } from '@/lib/validators';
import {
  bookingPeriodRefusal, bookingPlaces, bookingUser, carChoiceRefusal, customerRefusal, modelRefusal, placedAmounts,
  priceLines, quoteCustomerRefusal, quoteRefusal, sentAmount, sentPayMethod, sentPaymentType, sentProdType,
  storeCityRefusal, storeRefusal,
} from '@/entities/order/booking';
import { blocker, insuranceExpiries } from '../fleet';
import { compactDate, dayCount, formatWallTime, nowWall, parseWallTime } from '../time';

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

/** Why a car may not be rented over the period (THE blocker rule, ../fleet), in Chinese; null: it may. */
const rentBlocker = (carId: number, period: Period, expiryOf?: (carId: unknown) => string): string | null =>
  blocker(carId, { use: 'rent', period: { start: formatWallTime(period.start), end: formatWallTime(period.end) }, expiryOf });

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
    const order: RentOrder = {
      orderNo, orderProdType: snapshot.orderProdType, orderStatus: 10,
      ...bookingUser(user), ...bookingPlaces(gain, back),
      carId: car.carId, plate: car.plate, levelId: lvl.levelId, levelName: lvl.levelName, modelId: car.modelId, modelName: car.model,
      bookingGaincarTime: snapshot.bookingGaincarTime, bookingBackcarTime: snapshot.bookingBackcarTime, dayCount: snapshot.dayCount,
      payMethodCode, priceDetails: details, addedFees: [], dailyPrice: lvl.dailyPrice, orderTotalAmt: total, paidAmt: 0, companyName: '',
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

export const backOrderHandlers = [
  endpoint('ANY', BACK_ORDER_PATHS.levels, carLevelList),
  endpoint('ANY', BACK_ORDER_PATHS.cars, stockVehicleList),
  endpoint('ANY', BACK_ORDER_PATHS.preview, preShortOrder),
  endpoint('ANY', BACK_ORDER_PATHS.coupons, availableCoupons),
  endpoint('ANY', BACK_ORDER_PATHS.make, makeShortOrder),
  endpoint('ANY', BACK_ORDER_PATHS.customer, userInfoByPhone),
  // The rental order list, from its declaration (src/entities/order): newest first, as the orders are stored.
  ...entityHandlers(declared(rentOrder, { collection: 'rentOrders' })),
];
