/**
 * The rules of the fleet's own records (pure; docs/architecture.md "Fleet"), besides THE vehicle blocker rule
 * (./vehicleRules.ts): where a transfer may go and what it leaves from, and what a transfer or a work order does to
 * its vehicle. The demo backend passes the rows it reads.
 */
import { bi as t, type Bilingual } from '@/i18n';

/** The branch company owning the vehicles of a city. */
export const branchOf = (cityName: unknown): string => `畅行租车${String(cityName)}分公司`;

export const TRANSFER_REFUSALS = {
  sameStore: t('调入门店不能是车辆当前所在的门店', "The target store cannot be the vehicle's own store"),
  storeClosed: t('调入门店已暂停营业，不能调入车辆', 'The target store is suspended: it cannot take vehicles'),
} satisfies Record<string, Bilingual>;

/** What a transfer reads of its vehicle. */
export interface TransferVehicle {
  plate: string;
  model: string;
  cityId: number;
  cityName: string;
  storeId: number;
  storeName: string;
  companyName: string;
}

/** Why the vehicle may not be transferred to the store `to` (`toStoreId`; undefined: not a stored store): its own, or one suspended. */
export function transferTargetProblem(v: Pick<TransferVehicle, 'storeId'>, toStoreId: unknown, to: { storeStatus: number } | undefined): Bilingual | null {
  if (String(toStoreId) === String(v.storeId)) return TRANSFER_REFUSALS.sameStore;
  return to && to.storeStatus !== 1 ? TRANSFER_REFUSALS.storeClosed : null;
}

/** A transfer leaves from the vehicle's city, store and company as they are, to the target city's branch. */
export function transferFrom(v: TransferVehicle, toCityName: unknown) {
  return {
    plate: v.plate, model: v.model, fromCityId: v.cityId, fromCityName: v.cityName, fromStoreId: v.storeId, fromStoreName: v.storeName,
    fromCompanyName: v.companyName, toCompanyName: branchOf(toCityName),
  };
}

/** A transfer sent off: its vehicle is in transit (调拨中), not rentable. */
export const IN_TRANSIT = { vehicleStatus: 4, vehicleStatusName: '调拨中' } as const;

/** A transfer received: its vehicle is in the target's city, store and company, rentable (可租). */
export function transferArrival(row: Readonly<Record<string, unknown>>) {
  return {
    vehicleStatus: 1, vehicleStatusName: '可租', cityId: row.toCityId, cityName: row.toCityName, storeId: row.toStoreId, storeName: row.toStoreName,
    companyName: row.toCompanyName,
  };
}
