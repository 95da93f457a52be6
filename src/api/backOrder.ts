/**
 * §7 calls of the staff create-order flow (docs/api.md §7): customer lookup, car levels, stock cars, the price
 * preview (preShortOrder), available coupons and makeShortOrder. The wire shapes and paths: src/entities/order/wire.ts.
 */
import {
  BACK_ORDER_PATHS,
  type CarLevel,
  type CouponRequest,
  type Fee,
  type MakeOrderRequest,
  type OrderCoupon,
  type OrderCustomer,
  type OrderProdType,
  type PayMethodCode,
  type PreviewRequest,
  type PriceQuote,
  type StockCar,
  type StockQuery,
} from '@/entities/order/wire';
import { get, post, type ApiResult } from './http';

export { BACK_ORDER_PATHS };
export type { CarLevel, CouponRequest, Fee, MakeOrderRequest, OrderCoupon, OrderCustomer, OrderProdType, PayMethodCode, PreviewRequest, PriceQuote, StockCar, StockQuery };

/** §7 availableCouponList paymentType: 0 online, 1 pay at store. */
export function paymentTypeOf(method: PayMethodCode): 0 | 1 {
  return method === 'goto_store_pay' ? 1 : 0;
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

export function fetchPriceQuote(req: PreviewRequest): Promise<ApiResult<PriceQuote>> {
  return post<PriceQuote>(BACK_ORDER_PATHS.preview, req, { form: true });
}

export function fetchCoupons(req: CouponRequest): Promise<ApiResult<OrderCoupon[]>> {
  return get<OrderCoupon[]>(BACK_ORDER_PATHS.coupons, req);
}

export function makeShortOrder(req: MakeOrderRequest): Promise<ApiResult<{ orderNo: string }>> {
  return post<{ orderNo: string }>(BACK_ORDER_PATHS.make, req, { form: true });
}
