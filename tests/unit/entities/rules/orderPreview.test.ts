/**
 * What a rental order's dialogs show before a step (src/entities/order/preview.ts): the order's row and the dialog's
 * values read into the settlement functions the backend charges with, so the preview is the step's bill to the cent.
 */
import { describe, expect, it } from 'vitest';
import { balanceDue, cancelPreview, extendPreview, payPreview, returnPreview, settlePreview } from '@/entities/order/preview';
import { ENERGY_PRICE } from '@/entities/order/settlement';
import { rentOrder } from '@/entities/order/rentOrder';
import { displayText } from '@/entities/admin/changeLogRules';

/** A daily rental of 2 days at 300 a day, picked up with 80 % of a 50 L tank at 12,000 km. */
const order = {
  orderNo: 'ZC1', orderProdType: 'D', dailyPrice: 300, dayCount: 2,
  bookingGaincarTime: '2026-11-30 10:00:00', bookingBackcarTime: '2026-12-02 10:00:00',
  bookingGaincarCityId: 1, bookingGaincarStoreId: 11, bookingBackcarCityId: 1, bookingBackcarStoreId: 11,
  orderTotalAmt: 720, couponDeductAmt: 20, orderPayAmt: 700, paidAmt: 700,
  pickUpMileage: 12000, pickUpLevel: 80, energyType: 1, energyCapacity: 50, vehicleDeposit: 3000,
};

const line = (lines: readonly { label: { 'zh-CN': string }; amount: number }[] | null, zh: string) => lines?.find((l) => l.label['zh-CN'] === zh)?.amount;

describe('the rental order previews', () => {
  it('pay: the bill (its booked lines, the total, the coupon), what is payable and paid, and the balance due', () => {
    const unpaid = { ...order, paidAmt: 0, priceDetails: [{ priceCode: 'rent', priceName: '租车费', amount: 600 }, { priceCode: 'basic_insurance', priceName: '基本保障服务费', amount: 120 }] };
    const lines = payPreview(unpaid);
    expect(lines.map((l) => [l.label['en-US'], l.amount])).toEqual([
      ['Rent', 600], ['Basic cover', 120], ['Booked total', 720], ['Coupon', 20], ['Payable', 700], ['Paid', 0], ['Balance due', 700],
    ]);
    expect(lines.at(-1)).toMatchObject({ label: { 'zh-CN': '待收款' }, total: true });
    // Paid in part, or in full (never below 0), to the cent.
    expect(balanceDue({ orderPayAmt: 700.3, paidAmt: 200.1 })).toBe(500.2);
    expect(balanceDue({ orderPayAmt: 700, paidAmt: 700 })).toBe(0);
    expect(balanceDue({ orderPayAmt: 700, paidAmt: 800 })).toBe(0);
  });

  it('cancel: 2 hours before pick-up a whole day is charged, the rest refunded; a day before, nothing', () => {
    expect(line(cancelPreview(order, {}, '2026-11-30 08:00:00'), '取消费')).toBe(300);
    expect(line(cancelPreview(order, {}, '2026-11-30 08:00:00'), '应退')).toBe(400);
    expect(line(cancelPreview(order, {}, '2026-11-28 10:00:00'), '应退')).toBe(700);
  });

  it('extend: nothing until a whole number of days is typed, then its rent and cover', () => {
    expect(extendPreview(order, {})).toBeNull();
    expect(extendPreview(order, { extendDays: '1.5' })).toBeNull();
    expect(line(extendPreview(order, { extendDays: '3' }), '续租合计')).toBe(1050);
  });

  it('return 3 hours late with a quarter tank less: the overtime and fuel fees, then the bill to pay', () => {
    const lines = returnPreview(order, { returnLevel: '55', returnMileage: '12350', returnCityId: '1', returnStoreId: '11' }, '2026-12-02 13:00:00');
    expect(line(lines, '超时费')).toBe(225); // 3 hours × a quarter of a day's rent
    expect(line(lines, '燃油补足费')).toBe(12.5 * ENERGY_PRICE.petrol); // 25 % of 50 L
    expect(line(lines, '还车加收')).toBe(225 + 118.75);
    expect(line(lines, '结算应收')).toBe(700 + 343.75);
    expect(line(lines, '待补缴')).toBe(343.75);
  });

  it('return on time with nothing typed yet: no fees, the bill as booked', () => {
    const lines = returnPreview(order, {}, '2026-12-02 10:10:00');
    expect(line(lines, '还车加收')).toBe(0);
    expect(line(lines, '应退')).toBe(0);
  });

  it('settle: the bill from the fees the return added, and the vehicle deposit given back', () => {
    const returned = { ...order, addedFees: [{ priceCode: 'damage', priceName: '车损费', amount: 150 }] };
    const lines = settlePreview(returned);
    expect(line(lines, '待补缴')).toBe(150);
    expect(line(lines, '退还车辆押金')).toBe(3000);
  });
});

describe('damage marks in the change history', () => {
  it('are listed by their numbers and notes, not as their JSON', () => {
    const pickUpDamage = rentOrder.fields.find((f) => f.name === 'pickUpDamage')!;
    const row = { pickUpDamage: '[{"x":30,"y":20,"note":"左前门划痕"},{"x":70,"y":80,"note":""}]' };
    expect(displayText(pickUpDamage, row)).toBe('1. 左前门划痕；2. （未填写说明）');
    expect(displayText(pickUpDamage, row, 'en-US')).toBe('1. 左前门划痕; 2. (no note)');
  });
});
