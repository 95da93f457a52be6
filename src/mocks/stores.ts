/** Stores as the demo backend's handlers book them (the rule: storeRefusal, src/entities/order/booking.ts). */
import { storeRefusal } from '@/entities/order/booking';
import { data } from './db';
import { refuseIf } from './errors';
import type { Store } from './model';

/** An open store of an opened city, or a refusal with `what` (取车/还车) in the message. */
export function openStore(storeId: number | undefined, what: string): Store {
  const store = data().stores.find((s) => s.storeId === storeId);
  refuseIf(storeRefusal(store, what));
  return store!; // storeRefusal refuses a missing store
}
