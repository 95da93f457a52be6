/**
 * The staff create-order flow as a pure state machine (§4 create-order steps, §5 rules). The page renders it and
 * runs the calls; every reset rule lives here:
 * - editing the phone resets every later step, the payment type and the car (the stores and times typed in
 *   step 2 stay, unconfirmed);
 * - changing the stores, times or product type unconfirms step 2 and drops the levels, cars, quote and coupons;
 * - a new level drops its cars; choosing a car clears the coupon and asks for a new price preview;
 * - a new payment method or new optional fees drop the fetched coupons (their thresholds and rules depend on it).
 */
import type { CarLevel, Fee, OrderCoupon, OrderCustomer, OrderProdType, PayMethodCode, PriceQuote, StockCar } from '@/api/backOrder';
import { customerRefusal } from '@/entities/order/booking';
import { orderAmounts, type OrderAmounts } from '@/entities/order/pricing';
import { toFixed2 } from '@/lib/money';

/** Step 2 as confirmed: what the stock calls and the price preview are asked for. */
export interface Place {
  orderProdType: OrderProdType;
  getCityId: number;
  bookingGaincarStoreId: number;
  repayCityId: number;
  bookingBackcarStoreId: number;
  /** YYYYMMDDHHmmss */
  bookingGaincarTime: string;
  bookingBackcarTime: string;
}

export interface OrderState {
  customer: OrderCustomer | null;
  place: Place | null;
  levels: CarLevel[] | null;
  levelId: number | null;
  cars: StockCar[] | null;
  carId: number | null;
  quote: PriceQuote | null;
  payMethod: PayMethodCode | null;
  /** Selected optional fee codes. */
  optional: readonly string[];
  coupons: OrderCoupon[] | null;
  couponId: number | null;
}

export const initialState: OrderState = {
  customer: null,
  place: null,
  levels: null,
  levelId: null,
  cars: null,
  carId: null,
  quote: null,
  payMethod: null,
  optional: [],
  coupons: null,
  couponId: null,
};

export type Action =
  | { type: 'phoneEdited' }
  | { type: 'customerFound'; customer: OrderCustomer }
  | { type: 'placeEdited' }
  | { type: 'placeConfirmed'; place: Place; levels: CarLevel[] }
  | { type: 'levelChosen'; levelId: number }
  | { type: 'carsLoaded'; levelId: number; cars: StockCar[] }
  | { type: 'carChosen'; carId: number }
  | { type: 'quoteLoaded'; carId: number; quote: PriceQuote }
  | { type: 'payMethodChosen'; payMethod: PayMethodCode }
  | { type: 'optionalChosen'; codes: string[] }
  | { type: 'couponsLoaded'; coupons: OrderCoupon[] }
  | { type: 'couponChosen'; couponId: number | null }
  | { type: 'reset' };

/** §5: the customer must be ID-verified and driving-licence-verified (the backend's rule, customerRefusal). */
export function isVerified(c: OrderCustomer | null): boolean {
  return !!c && customerRefusal(c) === null;
}

const afterPlace = { levels: null, levelId: null, cars: null, carId: null, quote: null, optional: [], coupons: null, couponId: null } as const;
const afterCar = { quote: null, optional: [], coupons: null, couponId: null } as const;

export function reduce(state: OrderState, action: Action): OrderState {
  switch (action.type) {
    case 'phoneEdited':
      return state.customer === null && state.place === null && state.payMethod === null ? state : { ...initialState };
    case 'customerFound':
      return { ...initialState, customer: action.customer };
    case 'placeEdited':
      return state.place === null && state.levels === null ? state : { ...state, place: null, ...afterPlace };
    case 'placeConfirmed':
      if (!isVerified(state.customer)) return state;
      return { ...state, ...afterPlace, place: action.place, levels: action.levels, levelId: action.levels[0]?.levelId ?? null };
    case 'levelChosen':
      if (!state.levels?.some((l) => l.levelId === action.levelId)) return state;
      return { ...state, levelId: action.levelId, cars: null, carId: null, ...afterCar };
    case 'carsLoaded':
      // A late answer for another level is dropped.
      return action.levelId === state.levelId ? { ...state, cars: action.cars } : state;
    case 'carChosen':
      if (!state.cars?.some((c) => c.carId === action.carId)) return state;
      return { ...state, carId: action.carId, ...afterCar };
    case 'quoteLoaded':
      return action.carId === state.carId ? { ...state, quote: action.quote } : state;
    case 'payMethodChosen':
      return action.payMethod === state.payMethod ? state : { ...state, payMethod: action.payMethod, coupons: null, couponId: null };
    case 'optionalChosen':
      return { ...state, optional: action.codes.filter((c) => state.quote?.optionalFees.some((f) => f.priceCode === c)), coupons: null, couponId: null };
    case 'couponsLoaded':
      return { ...state, coupons: action.coupons, couponId: null };
    case 'couponChosen':
      return action.couponId === null || state.coupons?.some((c) => c.couponId === action.couponId) ? { ...state, couponId: action.couponId } : state;
    case 'reset':
      return { ...initialState };
  }
}

/** The four §4 steps shown in the progress indicator: each done only when those before it are. */
export function stepsDone(s: OrderState): [boolean, boolean, boolean, boolean] {
  const customer = isVerified(s.customer);
  const place = customer && s.place !== null;
  const car = place && s.quote !== null;
  const pay = car && s.payMethod !== null;
  return [customer, place, car, pay];
}

/** The pay block's amounts: the price rules' (@/entities/order/pricing), as the backend checks them. */
export type Totals = OrderAmounts;

export function selectedOptionalFees(s: OrderState): Fee[] {
  return s.quote ? s.quote.optionalFees.filter((f) => s.optional.includes(f.priceCode)) : [];
}

export function selectedCoupon(s: OrderState): OrderCoupon | null {
  return s.coupons?.find((c) => c.couponId === s.couponId) ?? null;
}

/** Pay block totals with exact decimals (§5): pay amount = total − coupon, the coupon capped at the total (the backend's rule). */
export function totals(s: OrderState): Totals {
  return orderAmounts(s.quote?.basicFees ?? [], selectedOptionalFees(s), selectedCoupon(s));
}

/** The fees charged: every basic fee and the selected optional ones. */
export function chargedFees(s: OrderState): Fee[] {
  return [...(s.quote?.basicFees ?? []), ...selectedOptionalFees(s)];
}

/** §7 priceDetails: `code@amount` joined by commas. */
export function priceDetails(fees: readonly Fee[]): string {
  return fees.map((f) => `${f.priceCode}@${toFixed2(f.totalPriceAmount)}`).join(',');
}

/** §7 priceItemsJson of availableCouponList. */
export function priceItemsJson(fees: readonly Fee[]): string {
  return JSON.stringify(fees.map((f) => ({ priceCode: f.priceCode, totalPriceAmount: toFixed2(f.totalPriceAmount) })));
}
