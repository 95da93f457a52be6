/**
 * What a rental order's step will charge or give back, as its dialog shows it before sending (define.ts `Preview`):
 * the order's row and the dialog's values read into the inputs of ./lifecycle and ./settlement, whose functions the
 * demo backend charges with — so the dialog's amounts are the step's. Pure; "now" is a wall time (src/lib/clock.ts).
 */
import { bi as t } from '@/i18n';
import type { PreviewLine } from '../define';
import { cancellation } from './lifecycle';
import { energyTank, extensionFees, finalBill, returnFees, type EnergyTank, type ReturnedOrder } from './settlement';
import { feeName } from './fees';
import { fee, feesTotal, type Fee } from './pricing';

type Row = Readonly<Record<string, unknown>>;

/** The wall-clock milliseconds of a `YYYY-MM-DD HH:mm:ss` text (read as UTC, as the backend holds wall times). */
const wallMs = (text: unknown): number => Date.parse(`${String(text as string).trim().replace(' ', 'T')}Z`);

/** A number of the row or the dialog; `fallback` when it is empty or not a number (a value not typed yet). */
function num(v: unknown, fallback = 0): number {
  if (v === undefined || v === null || v === '') return fallback;
  const n = Number(v);
  return Number.isFinite(n) ? n : fallback;
}

const feeLines = (fees: readonly Fee[]): PreviewLine[] => fees.map((f) => ({ label: feeName(f), amount: f.totalPriceAmount }));

/** What is still to be paid of an order's payable amount (its `orderPayAmt` less `paidAmt`, in cents; never below 0). */
export const balanceDue = (row: Row): number => Math.max(0, Math.round(num(row.orderPayAmt) * 100 - num(row.paidAmt) * 100) / 100);

/**
 * Recording a payment: the bill it pays (the booked fee lines, the booked total, the coupon), what is payable, what
 * is paid already, and the balance the payment settles (the backend marks the payable amount paid: its `pay` effect).
 */
export function payPreview(row: Row): PreviewLine[] {
  const booked = Array.isArray(row.priceDetails) ? (row.priceDetails as Row[]) : [];
  return [
    ...booked.map((c) => ({ label: feeName(c), amount: num(c.amount) })),
    { label: t('订单总额', 'Booked total'), amount: num(row.orderTotalAmt) },
    { label: t('优惠', 'Coupon'), amount: num(row.couponDeductAmt) },
    { label: t('应付', 'Payable'), amount: num(row.orderPayAmt) },
    { label: t('已付', 'Paid'), amount: num(row.paidAmt) },
    { label: t('待收款', 'Balance due'), amount: balanceDue(row), total: true },
  ];
}

/** Cancelling: what was paid, the fee by the time left before pick-up, and the refund. */
export function cancelPreview(row: Row, _values: Row, now: string): PreviewLine[] {
  const paid = num(row.paidAmt);
  const { fee: charged, refund } = cancellation({ pickUpAt: wallMs(row.bookingGaincarTime), dailyPrice: num(row.dailyPrice), paid }, wallMs(now));
  return [
    { label: t('已付', 'Paid'), amount: paid },
    { label: t('取消费', 'Cancellation fee'), amount: charged },
    { label: t('应退', 'To refund'), amount: refund, total: true },
  ];
}

/** Extending: the added days' rent and basic cover (nothing until the days are typed). */
export function extendPreview(row: Row, values: Row): PreviewLine[] | null {
  const days = num(values.extendDays);
  if (days <= 0 || !Number.isInteger(days)) return null;
  const fees = extensionFees(num(row.dailyPrice), days);
  return [...feeLines(fees), { label: t('续租合计', 'Extension total'), amount: feesTotal(fees), total: true }];
}

/** What a return's fees read of the order. */
const returnedOrder = (row: Row): ReturnedOrder => ({
  prodType: String(row.orderProdType ?? ''),
  dailyPrice: num(row.dailyPrice),
  days: num(row.dayCount),
  bookedEnd: wallMs(row.bookingBackcarTime),
  gain: { storeId: num(row.bookingGaincarStoreId), cityId: num(row.bookingGaincarCityId) },
  back: { storeId: num(row.bookingBackcarStoreId), cityId: num(row.bookingBackcarCityId) },
});

/** The car's energy and tank or battery as handed over (its energy type's capacity when the order has none). */
const tankOf = (row: Row): EnergyTank => {
  const capacity = num(row.energyCapacity);
  return { ...energyTank(num(row.energyType, 1)), ...(capacity > 0 ? { capacity } : {}) };
};

/** The final bill's lines: the booked total, the coupon, the fees added, what is due, paid, and the balance. */
function billLines(row: Row, added: readonly Fee[]): PreviewLine[] {
  const bill = finalBill(num(row.orderTotalAmt), num(row.couponDeductAmt), added, num(row.paidAmt));
  return [
    { label: t('订单总额', 'Booked total'), amount: bill.rent },
    { label: t('优惠', 'Coupon'), amount: bill.coupon },
    { label: t('还车加收', 'Added at return'), amount: bill.added },
    { label: t('结算应收', 'Due'), amount: bill.due },
    { label: t('已付', 'Paid'), amount: bill.paid },
    bill.toPay > 0 ? { label: t('待补缴', 'Still to pay'), amount: bill.toPay, total: true } : { label: t('应退', 'To refund'), amount: bill.toRefund, total: true },
  ];
}

/**
 * Taking the car back now: the fees the readings add (a reading not typed yet adds nothing: the pick-up's value), then
 * the final bill.
 */
export function returnPreview(row: Row, values: Row, now: string): PreviewLine[] {
  const kmOut = num(row.pickUpMileage);
  const levelOut = num(row.pickUpLevel, 100);
  const sameStore = values.returnStoreId === undefined || values.returnStoreId === '';
  const added = returnFees(returnedOrder(row), tankOf(row), {
    returnedAt: wallMs(now),
    kmOut,
    kmIn: Math.max(kmOut, num(values.returnMileage, kmOut)),
    levelOut,
    levelIn: num(values.returnLevel, levelOut),
    damage: num(values.damageAmt),
    store: sameStore ? returnedOrder(row).back : { storeId: num(values.returnStoreId), cityId: num(values.returnCityId) },
  });
  return [...feeLines(added), ...billLines(row, added)];
}

/** Settling: the bill as the return made it (its added fees), and the vehicle deposit given back. */
export function settlePreview(row: Row): PreviewLine[] {
  const children = Array.isArray(row.addedFees) ? (row.addedFees as Row[]) : [];
  const added = children.map((c) => fee(String(c.priceCode ?? ''), String(c.priceName ?? ''), num(c.amount), 1));
  const deposit = num(row.vehicleDeposit);
  return [...billLines(row, added), ...(deposit > 0 ? [{ label: t('退还车辆押金', 'Vehicle deposit returned'), amount: deposit }] : [])];
}
