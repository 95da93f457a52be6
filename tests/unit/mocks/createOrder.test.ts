/** §2 staff create-order flow, §5 rules, §7 backOrder calls. */
import { describe, expect, it } from 'vitest';
import { data, reloadDemoData } from '@/mocks/db';
import type { Fee } from '@/entities/order/pricing';
import type { Coupon } from '@/mocks/model';
import { DEMO_CUSTOMERS } from '@/mocks/seeds/customers';
import { dayCount, HOUR, MINUTE, parseWallTime } from '@/mocks/time';
import { call, ok } from './api';

const USER = DEMO_CUSTOMERS.verified.userId;
const START = '20300701100000';
const END = '20300704100000'; // 3 days

interface Level { levelId: number; levelName: string; dailyPrice: number; stockNum: number }
interface Car { carId: number; plate: string; model: string; modelId: number }
interface Quote { orderSnapshotId: string; dayCount: number; basicFees: Fee[]; optionalFees: Fee[]; basicTotalAmount: number }

const BEIJING = 110100;

async function firstStore() {
  const stores = await ok<{ storeId: number; cityId: number }[]>('/api/store/getStoreInfoListByCityIdAndAreaId.json', { params: { cityId: BEIJING, storeStatus: 1 } });
  return stores[0] as { storeId: number; cityId: number };
}

async function stock(storeId: number, levelId: number, start = START, end = END) {
  return ok<Car[]>('/api/backOrder/getStockVehicleList.json', {
    method: 'GET', params: { cityId: BEIJING, storeId, levelId, bookingGaincarTime: start, bookingBackcarTime: end, packageType: 'D', userId: USER },
  });
}

/** Customer lookup → store → first level → first car → price preview. */
async function quote(start = START, end = END, extra: Record<string, string | number> = {}) {
  const store = await firstStore();
  const levels = await ok<Level[]>('/api/backOrder/getCarLevelList.json', {
    params: { cityId: BEIJING, storeId: store.storeId, bookingGaincarTime: start, bookingBackcarTime: end, packageType: 'D' },
  });
  const level = levels[0] as Level;
  const car = (await stock(store.storeId, level.levelId, start, end))[0] as Car;
  const answer = await call<Quote>('/api/backOrder/preShortOrder.json', {
    params: {
      orderProdType: 'D', bookingUserId: USER, bookingCargradeId: level.levelId, bookingCarmodelId: car.modelId, carId: car.carId,
      bookingGaincarTime: start, bookingBackcarTime: end, bookingGaincarStoreId: store.storeId, bookingBackcarStoreId: store.storeId, ...extra,
    },
  });
  return { store, level, car, answer };
}

const details = (fees: Fee[]) => fees.map((f) => `${f.priceCode}@${f.totalPriceAmount}`).join(',');

function order(q: Quote, overrides: Record<string, string | number> = {}) {
  return call<{ orderNo: string }>('/api/backOrder/makeShortOrder.json', {
    form: true,
    params: {
      orderSnapshotId: q.orderSnapshotId, payMethodCode: 'online_fully_pay', bookingUserId: USER, priceDetails: details(q.basicFees),
      orderTotalAmt: q.basicTotalAmount, orderPayAmt: q.basicTotalAmount, couponDeductAmt: 0, ...overrides,
    },
  });
}

describe('customer lookup', () => {
  it('finds a customer by phone with the verification flags', async () => {
    expect(await ok('/api/backOrder/getUserInfoByPhone.json', { params: { phone: DEMO_CUSTOMERS.idUnverified.mobile } })).toEqual({
      ...DEMO_CUSTOMERS.idUnverified, idStatus: 0, driverStatus: 1,
    });
  });
  it('refuses an unknown or malformed phone', async () => {
    expect(await call('/api/backOrder/getUserInfoByPhone.json', { params: { phone: '13000000000' } })).toMatchObject({ code: 1, data: null });
    expect(await call('/api/backOrder/getUserInfoByPhone.json', { params: { phone: '12345' } })).toMatchObject({ code: 1, msg: '手机号码有误，请重填' });
  });
});

describe('cities and stores', () => {
  it('lists opened cities, cities by opening state, and stores by city, area and status', async () => {
    const opened = await ok<{ cityId: number }[]>('/api/urbanAreacity/getDredgeCityDicList.json', { method: 'GET' });
    expect(opened).toHaveLength(8);
    const closed = await ok<{ dredgeState: number }[]>('/api/urbanAreacity/getNoPermissionDredgeCityDicList.json', { params: { redgeState: 0 } });
    expect(closed.length).toBeGreaterThan(0);
    expect(closed.every((c) => c.dredgeState === 0)).toBe(true);
    const all = await ok<{ storeId: number; areaId: number }[]>('/api/store/getStoreInfoListByCityIdAndAreaId.json', { params: { cityId: BEIJING } });
    const area = (all[1] as { areaId: number }).areaId;
    const inArea = await ok<{ areaId: number }[]>('/api/store/getStoreInfoListByCityIdAndAreaId.json', { method: 'GET', params: { cityId: BEIJING, areaId: area } });
    expect(inArea.length).toBeGreaterThan(0);
    expect(inArea.every((s) => s.areaId === area)).toBe(true);
    expect(await call('/api/store/getStoreInfoListByCityIdAndAreaId.json', {})).toMatchObject({ code: 1 });
  });
});

describe('car levels and stock', () => {
  it('offers only levels with stock, and the stock count matches the car list', async () => {
    const store = await firstStore();
    const levels = await ok<Level[]>('/api/backOrder/getCarLevelList.json', {
      params: { cityId: BEIJING, storeId: store.storeId, bookingGaincarTime: START, bookingBackcarTime: END, packageType: 'D' },
    });
    expect(levels.length).toBeGreaterThan(0);
    for (const l of levels) expect((await stock(store.storeId, l.levelId)).length).toBe(l.stockNum);
    for (const car of await stock(store.storeId, (levels[0] as Level).levelId)) expect(car.plate).toMatch(/^京A/);
  });

  it('refuses a return before pick-up', async () => {
    const store = await firstStore();
    const answer = await call('/api/backOrder/getCarLevelList.json', { params: { cityId: BEIJING, storeId: store.storeId, bookingGaincarTime: END, bookingBackcarTime: START } });
    expect(answer).toMatchObject({ code: 1, msg: '还车时间必须晚于取车时间' });
  });
});

describe('price preview', () => {
  it('§5 day count: a leftover of 3 h 59 min is not a day, 4 h is', () => {
    const start = parseWallTime(START) as number;
    expect(dayCount(start, start + 2 * 24 * HOUR + 3 * HOUR + 59 * MINUTE)).toBe(2);
    expect(dayCount(start, start + 2 * 24 * HOUR + 4 * HOUR)).toBe(3);
    expect(dayCount(start, start + 2 * HOUR)).toBe(1);
  });

  it.each([
    ['20300703135900', 2],
    ['20300703140000', 3],
  ])('returning at %s is %i days and the rent is the daily price × days', async (end, days) => {
    const { level, answer } = await quote('20300701100000', end);
    expect(answer.code).toBe(0);
    expect(answer.data.dayCount).toBe(days);
    const rent = answer.data.basicFees.find((f) => f.priceCode === 'rent') as Fee;
    expect(rent.totalPriceAmount).toBe(level.dailyPrice * days);
    const insurance = answer.data.basicFees.find((f) => f.priceCode === 'basic_insurance') as Fee;
    expect(insurance.totalPriceAmount).toBe(50 * days);
    expect(answer.data.basicTotalAmount).toBe(answer.data.basicFees.reduce((s, f) => s + f.totalPriceAmount, 0));
    expect(data().snapshots.map((s) => s.orderSnapshotId)).toContain(answer.data.orderSnapshotId);
  });

  it('refuses customers without ID or licence verification', async () => {
    expect((await quote(START, END, { bookingUserId: DEMO_CUSTOMERS.idUnverified.userId })).answer).toMatchObject({ code: 1, msg: '该用户身份证未认证，无法下单' });
    expect((await quote(START, END, { bookingUserId: DEMO_CUSTOMERS.licenceUnverified.userId })).answer).toMatchObject({ code: 1, msg: '该用户驾驶证未认证，无法下单' });
  });
});

async function coupons(q: Quote, paymentType: 0 | 1, total = q.basicTotalAmount) {
  return ok<Coupon[]>('/api/backOrder/availableCouponList.json', {
    params: { total, priceItemsJson: JSON.stringify(q.basicFees), tenancy: q.dayCount, productType: 'D', orderSnapshotId: q.orderSnapshotId, paymentType, customerId: USER },
  });
}

describe('coupons', () => {
  it('offers held, unused, valid coupons whose threshold ≤ total and whose payment rule fits', async () => {
    const { answer } = await quote();
    const q = answer.data;
    const online = await coupons(q, 0);
    const atStore = await coupons(q, 1);
    for (const c of [...online, ...atStore]) {
      expect(c).toMatchObject({ customerId: USER, useStatus: 0 });
      expect(c.thresholdAmount).toBeLessThanOrEqual(q.basicTotalAmount);
      expect(c.validEndTime >= '2030').toBe(true);
    }
    expect(online.some((c) => c.paymentType === 1)).toBe(false);
    expect(atStore.some((c) => c.paymentType === 0)).toBe(false);
    // The threshold boundary: a total one cent under a coupon's threshold loses it.
    const ten = (await coupons(q, 0, 200)).map((c) => c.couponName);
    const under = (await coupons(q, 0, 199.99)).map((c) => c.couponName);
    expect(ten).toContain('满200减20');
    expect(under).not.toContain('满200减20');
    expect(under).toContain('新客立减券');
  });

  it('needs a price preview and a payment type first', async () => {
    expect(await call('/api/backOrder/availableCouponList.json', { params: { paymentType: 0 } })).toMatchObject({ code: 1, msg: '请先选择车辆' });
    const { answer } = await quote();
    expect(await call('/api/backOrder/availableCouponList.json', { params: { orderSnapshotId: answer.data.orderSnapshotId } })).toMatchObject({ code: 1, msg: '请选择支付方式' });
  });
});

describe('make order', () => {
  it('stores the order, blocks its car for overlapping dates only, and uses up the snapshot', async () => {
    const { store, level, car, answer } = await quote();
    const made = await order(answer.data);
    expect(made.code).toBe(0);
    expect(made.data.orderNo).toMatch(/^SO\d{14}$/);
    const list = await ok<{ total: number; result: { orderNo: string; carId: number; orderPayAmt: number }[] }>('/api/backOrder/rentOrderList.json', { params: { orderNo: made.data.orderNo } });
    expect(list.total).toBe(1);
    expect(list.result[0]).toMatchObject({ carId: car.carId, orderPayAmt: answer.data.basicTotalAmount });

    expect((await stock(store.storeId, level.levelId, '20300703090000', '20300706090000')).map((c) => c.carId)).not.toContain(car.carId);
    expect((await stock(store.storeId, level.levelId, '20300704100000', '20300705100000')).map((c) => c.carId)).toContain(car.carId);
    expect((await quote('20300702100000', '20300703100000', { carId: car.carId })).answer).toMatchObject({ code: 1 });

    expect(await order(answer.data)).toMatchObject({ code: 1, msg: '报价已失效，请重新选择车辆' });
  });

  it('takes off the coupon: pay = total − coupon, and marks the coupon used', async () => {
    const { answer } = await quote();
    const q = answer.data;
    const coupon = data().coupons.find((c) => c.customerId === USER && c.couponName === '满200减20' && c.useStatus === 0) as Coupon;
    const pay = q.basicTotalAmount - coupon.deductAmount;
    expect(await order(q, { couponId: coupon.couponId, couponDeductAmt: 10, orderPayAmt: q.basicTotalAmount - 10 })).toMatchObject({ code: 1, msg: '优惠金额与优惠券不符' });
    expect(await order(q, { couponId: coupon.couponId, couponDeductAmt: coupon.deductAmount, orderPayAmt: q.basicTotalAmount })).toMatchObject({ code: 1 });
    const made = await order(q, { couponId: coupon.couponId, couponDeductAmt: coupon.deductAmount, orderPayAmt: pay.toFixed(2) });
    expect(made.code).toBe(0);
    expect(data().coupons.find((c) => c.couponId === coupon.couponId)).toMatchObject({ useStatus: 1, usedOrderNo: made.data.orderNo });
    expect(data().rentOrders[0]).toMatchObject({ couponId: coupon.couponId, couponDeductAmt: coupon.deductAmount, orderPayAmt: pay });
  });

  it('refuses amounts that do not add up exactly', async () => {
    const { answer } = await quote();
    const q = answer.data;
    expect(await order(q, { orderTotalAmt: q.basicTotalAmount + 0.01, orderPayAmt: q.basicTotalAmount + 0.01 })).toMatchObject({ code: 1, msg: '订单总金额与费用明细不符' });
    expect(await order(q, { orderPayAmt: q.basicTotalAmount - 1 })).toMatchObject({ code: 1, msg: '实付金额应为订单总金额减去优惠金额' });
    const rent = q.basicFees[0] as Fee;
    expect(await order(q, { priceDetails: details([{ ...rent, totalPriceAmount: rent.totalPriceAmount - 1 }, ...q.basicFees.slice(1)]) })).toMatchObject({ code: 1 });
    expect(await order(q, { priceDetails: details(q.basicFees.slice(1)) })).toMatchObject({ code: 1 });
    expect(await order(q, { priceDetails: 'rent:100' })).toMatchObject({ code: 1, msg: '费用明细格式错误' });
    expect(await order(q, { payMethodCode: 'cash' })).toMatchObject({ code: 1, msg: '请选择支付方式' });
    // An optional fee may be added at its quoted amount.
    const withOptional = [...q.basicFees, ...q.optionalFees];
    const total = withOptional.reduce((s, f) => s + f.totalPriceAmount, 0);
    expect(await order(q, { priceDetails: details(withOptional), orderTotalAmt: total, orderPayAmt: total })).toMatchObject({ code: 0 });
  });

  it('keeps the order after a reload of the store', async () => {
    const { answer } = await quote();
    const made = await order(answer.data);
    reloadDemoData();
    expect(data().rentOrders[0]?.orderNo).toBe(made.data.orderNo);
  });
});

describe('the blocker rule in the create-order flow', () => {
  it('neither offers nor books a car whose compulsory insurance (交强险) has lapsed, naming it', async () => {
    const { store, level, car, answer } = await quote();
    expect(answer.code).toBe(0);
    for (const p of data().InsuranceList) if (p.carId === car.carId && p.insuranceType === 1) p.endDate = '2020-01-01';
    expect((await stock(store.storeId, level.levelId)).map((c) => c.carId)).not.toContain(car.carId);
    const refused = `车辆${car.plate}的交强险已于2020-01-01到期，不能租赁`;
    expect(await order(answer.data)).toMatchObject({ code: 1, msg: refused });
    const again = await call('/api/backOrder/preShortOrder.json', {
      params: {
        orderProdType: 'D', bookingUserId: USER, bookingCargradeId: level.levelId, bookingCarmodelId: car.modelId, carId: car.carId,
        bookingGaincarTime: START, bookingBackcarTime: END, bookingGaincarStoreId: store.storeId, bookingBackcarStoreId: store.storeId,
      },
    });
    expect(again).toMatchObject({ code: 1, msg: refused });
  });

  it('does not offer for short-term rental a vehicle leased in a live business contract over the period', async () => {
    const { store, level, car, answer } = await quote();
    const lease = { ...data().businessContract[0]!, contractId: 990001, contractNo: 'HT20300601999', contractStatus: 3 as const, carIds: String(car.carId), startDate: '2030-06-01', endDate: '2030-07-02' };
    data().businessContract.push(lease);
    expect((await stock(store.storeId, level.levelId)).map((c) => c.carId)).not.toContain(car.carId);
    expect(await order(answer.data)).toMatchObject({ code: 1, msg: `车辆${car.plate}已在合同HT20300601999中租出（2030-06-01至2030-07-02），不能租赁` });
    // After the lease (renewals included) it is offered again.
    expect((await stock(store.storeId, level.levelId, '20300703100000', '20300705100000')).map((c) => c.carId)).toContain(car.carId);
  });
});
