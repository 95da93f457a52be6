/**
 * Booking rules of the create-order flow (§7 backOrder calls): pure, over the rows they need, so the demo backend's
 * handlers (src/mocks) and any screen that pre-checks call the same function.
 */

/** Why a pick-up or return store (`what`: 取车 / 还车) may not be booked, or null when it may: it exists and is open. */
export function storeRefusal(store: { storeName: string; storeStatus: number } | undefined, what: string): string | null {
  if (!store) return `请选择${what}门店`;
  if (store.storeStatus !== 1) return `${what}门店「${store.storeName}」暂停营业，请选择其他门店`;
  return null;
}
