/**
 * §7 calls of the staff create-order flow (docs/api.md §7): customer lookup, car levels, stock cars, the price
 * preview (preShortOrder), available coupons and makeShortOrder. Times go as `YYYYMMDDHHmmss`.
 */
import type { Fee, PayMethodCode } from '@/entities/order/pricing';
import { get, post, type ApiResult } from './http';

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
/** §3 payment methods (their payment types: the price rules, @/entities/order/pricing). */
export type { PayMethodCode } from '@/entities/order/pricing';

/** §3 customer: userId, idStatus, driverStatus (1 verified). */
export interface OrderCustomer {
  userId: number;
  userName: string;
  mobile: string;
  idStatus: number;
  driverStatus: number;
}

export interface CarLevel {
  levelId: number;
  levelName: string;
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

/** §3 price preview fee: priceCode, totalPriceAmount (with its name, unit price and quantity). */
export type { Fee } from '@/entities/order/pricing';

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
  /** 0 online only, 1 at store only, 2 either. */
  paymentType: number;
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

export function fetchCustomer(phone: string): Promise<ApiResult<OrderCustomer>> {
  return get<OrderCustomer>(BACK_ORDER_PATHS.customer, { phone });
}

export function fetchCarLevels(q: StockQuery): Promise<ApiResult<CarLevel[]>> {
  return get<CarLevel[]>(BACK_ORDER_PATHS.levels, q);
}

export function fetchStockCars(q: StockQuery & { levelId: number; userId: number }): Promise<ApiResult<StockCar[]>> {
  return get<StockCar[]>(BACK_ORDER_PATHS.cars, q);
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

export function fetchPriceQuote(req: PreviewRequest): Promise<ApiResult<PriceQuote>> {
  return post<PriceQuote>(BACK_ORDER_PATHS.preview, req, { form: true });
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

export function fetchCoupons(req: CouponRequest): Promise<ApiResult<OrderCoupon[]>> {
  return get<OrderCoupon[]>(BACK_ORDER_PATHS.coupons, req);
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

export function makeShortOrder(req: MakeOrderRequest): Promise<ApiResult<{ orderNo: string }>> {
  return post<{ orderNo: string }>(BACK_ORDER_PATHS.make, req, { form: true });
}
