/** Stores as the demo backend's handlers book them (the rule: storeRefusal, src/entities/order/booking.ts). */
import { storeRefusal } from '@/entities/order/booking';
import { data } from './db';
import { refuse } from './errors';
import type { Store } from './model';

/** An open store of an opened city, or a refusal with `what` (取车/还车) in the message. */
export function openStore(storeId: number | undefined, what: string): Store {
  const store = data().stores.find((s) => s.storeId === storeId);
  const refusal = storeRefusal(store, what);
  if (refusal !== null) refuse(refusal);
  return store!; // storeRefusal refuses a missing store
}
