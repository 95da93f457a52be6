/**
 * The wire of the staff create-order flow (§3, §7 backOrder calls; docs/api.md §7), declared once for the console's
 * client (src/api/backOrder.ts) and the demo backend (src/mocks). Times go as `YYYYMMDDHHmmss`.
 */

export const BACK_ORDER_PATHS = {
  customer: '/api/backOrder/getUserInfoByPhone.json',
  levels: '/api/backOrder/getCarLevelList.json',
  cars: '/api/backOrder/getStockVehicleList.json',
  preview: '/api/backOrder/preShortOrder.json',
  coupons: '/api/backOrder/availableCouponList.json',
  make: '/api/backOrder/makeShortOrder.json',
} as const;

/** §3 order product types: D daily, G workday package, W weekly, M monthly. */
export type OrderProdType = 'D' | 'G' | 'W' | 'M';

/** §3 payment methods and the price preview's fee lines: declared once with the price rules that use them. */
import type { Fee, PayMethodCode } from './pricing';
export type { Fee, PayMethodCode };

/** §3 customer: userId, idStatus, driverStatus (§3, §5: 1 verified, 0 not). */
export interface OrderCustomer {
  userId: number;
  userName: string;
  mobile: string;
  idStatus: 0 | 1;
  driverStatus: 0 | 1;
}

export interface CarLevel {
  levelId: number;
  levelName: string;
  /** The level's English name (console-defined, optional): the level choices in English. */
  levelNameEn?: string;
  dailyPrice: number;
  stockNum: number;
}

export interface StockCar {
  carId: number;
  plate: string;
  model: string;
  modelId: number;
  levelId: number;
  color: string;
  mileage: number;
}

/** §3 price preview: orderSnapshotId, basicFees (and the optional fees the customer may add). */
export interface PriceQuote {
  orderSnapshotId: string;
  dayCount: number;
  basicFees: Fee[];
  optionalFees: Fee[];
  basicTotalAmount: number;
}

export interface OrderCoupon {
  couponId: number;
  couponName: string;
  thresholdAmount: number;
  deductAmount: number;
  /** Payment-type rule: 0 online payment only, 1 pay at store only, 2 either (§7 paymentType). */
  paymentType: 0 | 1 | 2;
  validEndTime: string;
}

/** What every stock call needs: where, when and which product. */
export interface StockQuery {
  cityId: number;
  storeId: number;
  bookingGaincarTime: string;
  bookingBackcarTime: string;
  packageType: OrderProdType;
}

export interface PreviewRequest {
  orderProdType: OrderProdType;
  bookingUserId: number;
  bookingCargradeId: number;
  bookingCarmodelId: number;
  carId: number;
  bookingGaincarTime: string;
  bookingBackcarTime: string;
  bookingGaincarStoreId: number;
  bookingBackcarStoreId: number;
}

export interface CouponRequest {
  total: string;
  priceItemsJson: string;
  tenancy: number;
  productType: OrderProdType;
  storeId: number;
  modelId: number;
  orderSnapshotId: string;
  paymentType: 0 | 1;
  customerId: number;
}

export interface MakeOrderRequest {
  orderSnapshotId: string;
  payMethodCode: PayMethodCode;
  bookingUserId: number;
  /** `code@amount` joined by commas. */
  priceDetails: string;
  orderTotalAmt: string;
  orderPayAmt: string;
  couponDeductAmt: string;
  couponId?: number;
}
