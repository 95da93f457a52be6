/**
 * The rental order's steps after it is placed (issue [P]; src/entities/order/rentOrder.ts, served by
 * src/mocks/handlers/backOrder.ts and ../rentals): each step's refusal and effect, the payment lapse, the car's state
 * through the steps, the refunds (30 → 31, 32 → retried) and the enterprise's view. Amounts are asserted against the
 * rules of src/entities/order, never against hand-typed figures.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cancellation } from '@/entities/order/lifecycle';
import { feesTotal } from '@/entities/order/pricing';
import { energyTank, extensionFees, finalBill, returnFees } from '@/entities/order/settlement';
import { REFUND_PROCESSING_MS } from '@/entities/order/refundRules';
import { RENT_ORDER_CAR_OPTIONS } from '@/entities/order/rentOrder';
import { commit, data } from '@/mocks/db';
import { blocker, operationStates } from '@/mocks/fleet';
import type { RentOrder, Vehicle } from '@/mocks/model';
import { DAY, formatWallTime, HOUR, MINUTE, nowWall, parseWallTime, pinClock } from '@/mocks/time';
import { call, ok } from './api';

type Row = Record<string, unknown>;
type CarOption = { value: number; label: string; disabled?: boolean; refusal?: string };

const BASE = '/api/backOrder/rentOrder';
const LIST = '/api/backOrder/rentOrderList.json';
const REFUNDS = '/api/refundBill/refundDetailList.json';
const login = (account: string, password: string) => ok('/api/provider/staff/login', { params: { authStrategy: 1, account, password } });
const step = (key: string, orderNo: string, params: Row = {}) => call<Row>(`${BASE}/${key}`, { params: { orderNo, ...params } as never });
const carOptions = (orderNo: string) => ok<CarOption[]>(RENT_ORDER_CAR_OPTIONS, { method: 'GET', params: { orderNo } });
const stored = (orderNo: string) => data().rentOrders.find((o) => o.orderNo === orderNo)!;
const stateOfCar = (carId: number) => operationStates()({ carId });
const refundsOf = async (orderNo: string) => (await ok<{ result: Row[] }>(REFUNDS, { params: { orderNo, pageSize: 50 } })).result;
const ms = (time: string | undefined) => parseWallTime(time ?? '')!;

/** The readings of a handover, as the dialog sends them. */
const pickUpReadings = (o: RentOrder, carId: number) => ({
  carId, pickUpMileage: data().vehicles.find((v) => v.carId === carId)!.mileage, pickUpLevel: 100, pickUpPhoto: 'https://example.com/p.jpg',
  vehicleDeposit: 3000, violationDeposit: 2000, depositPayChannel: 1, signed: 'true', orderNo: o.orderNo,
});

/**
 * A seeded order in `status` with a choice of cars at its pick-up store: another available car of its level, nothing
 * holding or blocking it, moved there (answered).
 */
function orderWithChoice(status: number): { o: RentOrder; spare: Vehicle } {
  const o = data().rentOrders.find((x) => x.orderStatus === status)!;
  const spare = data().vehicles.find((v) => v.levelId === o.levelId && v.carId !== o.carId && stateOfCar(v.carId) === 1)!;
  const store = data().stores.find((s) => s.storeId === o.bookingGaincarStoreId)!;
  commit(() => Object.assign(spare, { storeId: store.storeId, storeName: store.storeName, cityId: store.cityId, cityName: store.cityName }));
  return { o, spare };
}

beforeEach(async () => {
  await login('admin', 'admin123');
});
afterEach(() => pinClock(null));

describe('payment and its lapse', () => {
  it('records a payment: paid the amount to pay, by the channel chosen; refused once the deadline passed', async () => {
    const o = data().rentOrders.find((x) => x.orderStatus === 5)!;
    pinClock(ms(o.createTime) + 5 * MINUTE);
    const paid = (await step('pay', o.orderNo, { payChannel: 2 })).data;
    expect(paid).toMatchObject({ orderStatus: 10, paidAmt: o.orderPayAmt, payChannel: 2, orderStatusName: '待取车' });
    const other = data().rentOrders.find((x) => x.orderStatus === 5)!;
    // Past the deadline the order has lapsed before the payment is judged.
    pinClock(ms(other.payDeadline) + 1000);
    expect(await step('pay', other.orderNo, { payChannel: 2 })).toMatchObject({ code: 1, msg: '订单不是待支付状态，无法支付' });
    expect(stored(other.orderNo)).toMatchObject({ orderStatus: 50, cancelReason: '超时未支付' });
  });

  it('cancels an order unpaid past its deadline when the orders are read: 超时未支付, its coupon and car free again', async () => {
    const o = data().rentOrders.find((x) => x.orderStatus === 5)!;
    const coupon = data().coupons.find((c) => c.useStatus === 0)!;
    commit(() => Object.assign(coupon, { useStatus: 1, usedOrderNo: o.orderNo }));
    pinClock(ms(o.createTime) + 5 * MINUTE);
    expect(stateOfCar(o.carId)).toBe(2);
    pinClock(ms(o.payDeadline) + 1000);
    const row = (await ok<{ result: Row[] }>(LIST, { params: { orderNo: o.orderNo } })).result[0]!;
    expect(row).toMatchObject({ orderStatus: 50, orderStatusName: '已取消', cancelReason: '超时未支付', cancelFee: 0, cancelTime: o.payDeadline });
    expect(coupon).toMatchObject({ useStatus: 0, usedOrderNo: null });
    expect(stateOfCar(o.carId)).not.toBe(2);
  });
});

describe('cancellation', () => {
  it('charges a paid order the rule’s fee two hours before pick-up, refunds the rest (处理中, then 成功), frees the car and the coupon', async () => {
    const o = data().rentOrders.find((x) => x.orderStatus === 10 && x.paidAmt > 0 && x.payChannel !== 5)!;
    const coupon = data().coupons.find((c) => c.useStatus === 0)!;
    commit(() => Object.assign(coupon, { useStatus: 1, usedOrderNo: o.orderNo }));
    const now = ms(o.bookingGaincarTime) - 2 * HOUR;
    pinClock(now);
    expect(stateOfCar(o.carId)).toBe(2);
    const expected = cancellation({ pickUpAt: ms(o.bookingGaincarTime), dailyPrice: o.dailyPrice, paid: o.paidAmt }, now);
    const { data: cancelled } = await step('cancel', o.orderNo, { cancelReason: '客户行程取消' });
    expect(cancelled).toMatchObject({ orderStatus: 50, cancelFee: expected.fee, cancelReason: '客户行程取消', cancelBy: expect.any(String) });
    expect(String(cancelled.cancelBy)).not.toBe('');
    const [refund] = await refundsOf(o.orderNo);
    expect(refund).toMatchObject({ refundAmount: expected.refund, tradeStatus: 30, payChannel: o.payChannel, refundReason: '订单取消退款', orderAmount: o.paidAmt });
    expect(String(refund!.billNo)).toMatch(/^RB\d{16}$/);
    expect(coupon).toMatchObject({ useStatus: 0, usedOrderNo: null });
    expect(stateOfCar(o.carId)).not.toBe(2);
    pinClock(now + REFUND_PROCESSING_MS + 1000);
    expect((await refundsOf(o.orderNo))[0]).toMatchObject({ tradeStatus: 31, payStatus: 31 });
  });

  it('is refused once the car is picked up, with the step’s message', async () => {
    const o = data().rentOrders.find((x) => x.orderStatus === 20)!;
    expect(await step('cancel', o.orderNo, { cancelReason: '改期' })).toMatchObject({ code: 1, msg: '订单已取车，无法取消' });
  });
});

describe('pick-up', () => {
  it('offers the free cars of the order’s level at its store; a blocked one disabled naming its blocker, refused if forced', async () => {
    const { o, spare: blocked } = orderWithChoice(10);
    commit(() => data().InsuranceList.filter((p) => p.carId === blocked.carId).forEach((p) => Object.assign(p, { endDate: '2020-01-01' })));
    const refusal = `车辆${blocked.plate}的交强险已于2020-01-01到期，不能租赁`;
    const options = await carOptions(o.orderNo);
    expect(options.find((x) => x.value === blocked.carId)).toMatchObject({ disabled: true, refusal, label: `${blocked.plate}（${blocked.model}）` });
    expect(options.find((x) => x.value === o.carId)).not.toHaveProperty('disabled');
    expect(options.every((x) => data().vehicles.find((v) => v.carId === x.value)!.levelId === o.levelId)).toBe(true);
    expect(await step('pickUp', o.orderNo, pickUpReadings(o, blocked.carId))).toMatchObject({ code: 1, msg: refusal });
    expect(stored(o.orderNo).orderStatus).toBe(10);
  });

  it('hands the car over: the readings and deposits stored, the car’s plate, model and energy, 租用中', async () => {
    const { o, spare: car } = orderWithChoice(10);
    expect((await carOptions(o.orderNo)).find((x) => x.value === car.carId)).not.toHaveProperty('disabled');
    expect(await step('pickUp', o.orderNo, { ...pickUpReadings(o, car.carId), pickUpMileage: car.mileage - 1 })).toMatchObject({ code: 1, msg: `取车里程不能小于车辆当前里程（${car.mileage} km）` });
    const { data: picked } = await step('pickUp', o.orderNo, pickUpReadings(o, car.carId));
    expect(picked).toMatchObject({
      orderStatus: 20, carId: car.carId, plate: car.plate, modelName: car.model, energyType: car.energyType, energyCapacity: energyTank(car.energyType).capacity,
      pickUpMileage: car.mileage, pickUpLevel: 100, vehicleDeposit: 3000, violationDeposit: 2000, depositPayChannel: 1, signed: true, pickUpBy: expect.any(String),
    });
    expect(stateOfCar(car.carId)).toBe(3);
    expect(stateOfCar(o.carId)).not.toBe(2);
  });

  it('is refused without the step’s permission: the enterprise account sees its staff’s orders, takes no step', async () => {
    await login('enterprise', 'enterprise123');
    const { result, total } = await ok<{ result: Row[]; total: number }>(LIST, { params: { pageSize: 100 } });
    const own = data().rentOrders.filter((x) => x.companyName === '华远科技集团有限公司');
    expect(total).toBe(own.length);
    expect(total).toBeGreaterThan(0);
    expect(result.every((r) => r.companyName === '华远科技集团有限公司')).toBe(true);
    const mine = own.find((x) => x.orderStatus === 10 || x.orderStatus === 20) ?? own[0]!;
    expect((await step('cancel', mine.orderNo, { cancelReason: '不用了' })).code).not.toBe(0);
    expect(stored(mine.orderNo).orderStatus).toBe(mine.orderStatus);
  });
});

describe('while renting', () => {
  it('extends by the rule’s price for the added days; refused while the car is booked next, naming the order', async () => {
    // A car on rent that nothing else wants over the next days (the blocker rule, this order apart).
    const free = (x: RentOrder) => blocker(x.carId, { use: 'rent', period: { start: x.bookingBackcarTime, end: formatWallTime(ms(x.bookingBackcarTime) + 3 * DAY) }, exceptOrder: x.orderNo }) === null;
    const o = data().rentOrders.find((x) => x.orderStatus === 20 && free(x))!;
    const before = { ...o };
    const answer = await step('extend', o.orderNo, { extendDays: 2 });
    expect(answer).toMatchObject({ code: 0 });
    const extended = answer.data;
    const added = feesTotal(extensionFees(o.dailyPrice, 2));
    expect(extended).toMatchObject({
      orderStatus: 20, dayCount: before.dayCount + 2, bookingBackcarTime: formatWallTime(ms(before.bookingBackcarTime) + 2 * DAY),
      orderTotalAmt: before.orderTotalAmt + added, orderPayAmt: before.orderPayAmt + added,
    });
    expect((extended.priceDetails as Row[]).slice(-2).map((l) => l.priceName)).toEqual(['续租车辆租金', '续租基本保障服务费']);
    // Another order books the car from the day after the new return: one more day is refused, naming it.
    const next = data().rentOrders.find((x) => x.orderStatus === 10)!;
    const end = ms(stored(o.orderNo).bookingBackcarTime);
    commit(() => Object.assign(next, { carId: o.carId, bookingGaincarTime: formatWallTime(end + HOUR), bookingBackcarTime: formatWallTime(end + 3 * DAY) }));
    expect(await step('extend', o.orderNo, { extendDays: 1 })).toMatchObject({ code: 1, msg: `车辆${o.plate}已被预订（订单${next.orderNo}待取车），不能租赁` });
  });

  it('changes the car for a free one of the level (not the same one), the reason stored, the old car free again', async () => {
    const { o } = orderWithChoice(20);
    const options = await carOptions(o.orderNo);
    expect(options.find((x) => x.value === o.carId)).toMatchObject({ disabled: true, refusal: '换入车辆不能是当前车辆' });
    expect((await step('changeCar', o.orderNo, { carId: o.carId, changeReason: '空调故障' })).msg).toBe('换入车辆不能是当前车辆');
    const swap = options.find((x) => !x.disabled)!;
    const old = o.carId;
    const { data: changed } = await step('changeCar', o.orderNo, { carId: swap.value, changeReason: '空调故障' });
    expect(changed).toMatchObject({ carId: swap.value, changeReason: '空调故障', orderStatus: 20 });
    expect(stateOfCar(swap.value)).toBe(3);
    expect(stateOfCar(old)).not.toBe(3);
  });
});

describe('return and settlement', () => {
  it('takes the car back three hours late with a quarter tank less: the rule’s fees to the cent, the bill, the car back at the store', async () => {
    const o = data().rentOrders.find((x) => x.orderStatus === 20)!;
    const store = data().stores.find((s) => s.storeId === o.bookingBackcarStoreId)!;
    const returnedAt = ms(o.bookingBackcarTime) + 3 * HOUR;
    pinClock(returnedAt);
    const params = { returnCityId: store.cityId, returnStoreId: store.storeId, returnMileage: o.pickUpMileage! + 500, returnLevel: o.pickUpLevel! - 25, returnPhoto: 'https://example.com/r.jpg' };
    expect(await step('return', o.orderNo, { ...params, returnMileage: o.pickUpMileage! - 1 })).toMatchObject({ code: 1, msg: '还车里程不能小于取车里程' });
    const { data: back } = await step('return', o.orderNo, params);
    const fees = returnFees(
      { prodType: o.orderProdType, dailyPrice: o.dailyPrice, days: o.dayCount, bookedEnd: ms(o.bookingBackcarTime), gain: { storeId: o.bookingGaincarStoreId, cityId: o.bookingGaincarCityId }, back: { storeId: o.bookingBackcarStoreId, cityId: o.bookingBackcarCityId } },
      { energyType: o.energyType === 2 ? 2 : 1, capacity: o.energyCapacity! },
      { returnedAt, kmOut: o.pickUpMileage!, kmIn: params.returnMileage, levelOut: o.pickUpLevel!, levelIn: params.returnLevel, damage: 0, store },
    );
    expect(fees.map((f) => f.priceCode)).toEqual(expect.arrayContaining(['overtime_hours']));
    const bill = finalBill(o.orderTotalAmt, o.couponDeductAmt, fees, o.paidAmt);
    expect(back).toMatchObject({
      orderStatus: 30, returnStoreName: store.storeName, addedAmt: bill.added, finalDueAmt: bill.due, toPayAmt: bill.toPay, toRefundAmt: bill.toRefund,
      addedFees: fees.map((f) => ({ priceCode: f.priceCode, priceName: f.priceName, amount: f.totalPriceAmount })),
      violationDepositState: 1, violationDepositRelease: formatWallTime(returnedAt + 30 * DAY).slice(0, 10),
    });
    const car = data().vehicles.find((v) => v.carId === o.carId)!;
    expect(car).toMatchObject({ mileage: params.returnMileage, storeId: store.storeId });
    expect(stateOfCar(car.carId)).not.toBe(3);

    // Settled: the deposit refunded, then 成功 once the channel answered.
    const { data: settled } = await step('settle', o.orderNo, { settlePayChannel: 1 });
    expect(settled).toMatchObject({ orderStatus: 40, paidAmt: bill.due, settledBy: expect.any(String) });
    const deposit = (await refundsOf(o.orderNo)).find((r) => r.refundReason === '车辆押金退还')!;
    expect(deposit).toMatchObject({ refundAmount: o.vehicleDeposit, tradeStatus: 30, payChannel: o.depositPayChannel });
    pinClock(nowWall() + REFUND_PROCESSING_MS + 1000);
    expect((await refundsOf(o.orderNo)).every((r) => r.tradeStatus === (r.payChannel === 5 ? 32 : 31))).toBe(true);
  });

  it('a refund through 芝麻信用 fails; retried, it goes to the balance and succeeds', async () => {
    const o = data().rentOrders.find((x) => x.orderStatus === 30)!;
    commit(() => Object.assign(o, { depositPayChannel: 5, vehicleDeposit: 3000 }));
    const now = nowWall();
    await step('settle', o.orderNo, { settlePayChannel: 1 });
    pinClock(now + REFUND_PROCESSING_MS + 1000);
    const failed = (await refundsOf(o.orderNo)).find((r) => r.refundReason === '车辆押金退还')!;
    expect(failed).toMatchObject({ tradeStatus: 32, payChannel: 5 });
    const retried = await ok<Row>('/api/refundBill/retry', { params: { refundId: failed.refundId as number } });
    expect(retried).toMatchObject({ tradeStatus: 30, payStatus: 30, payChannel: 0, payType: 1 });
    expect(await call('/api/refundBill/retry', { params: { refundId: failed.refundId as number } })).toMatchObject({ code: 1, msg: '只有退款失败的记录可以重新退款' });
    pinClock(nowWall() + REFUND_PROCESSING_MS + 1000);
    expect((await refundsOf(o.orderNo)).find((r) => r.refundId === failed.refundId)).toMatchObject({ tradeStatus: 31 });
  });

  it('releases the violation deposit after its hold, less the fines of the rental’s violations, naming them', async () => {
    const o = data().rentOrders.find((x) => x.orderStatus === 30 && x.violationDepositState === 1)!;
    const violation = data().PeccancyList.find((v) => v.status !== 5)!;
    commit(() => {
      Object.assign(violation, { carId: o.carId, peccancyTime: o.returnTime, fine: 200 });
      Object.assign(o, { violationDepositRelease: '2020-01-01' });
    });
    await ok(LIST, { params: { orderNo: o.orderNo } });
    expect(stored(o.orderNo).violationDepositState).toBe(3);
    const refund = (await refundsOf(o.orderNo)).find((r) => String(r.refundReason).startsWith('违章押金退还'))!;
    expect(refund.refundAmount).toBe((o.violationDeposit ?? 0) - 200);
    expect(refund.refundReason).toContain(violation.peccancyNo);
  });
});
