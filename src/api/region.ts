/**
 * §7 cities and stores: the opened cities (getDredgeCityDicList) and the stores of a city
 * (getStoreInfoListByCityIdAndAreaId). Kept in the query cache (./query): the city list for the session.
 */
import { REGION_PATHS, type CityOption, type StoreOption } from '@/entities/admin/regionWire';
import { get, type ApiResult } from './http';

export { REGION_PATHS };
export type { CityOption, StoreOption };

/** §7 the opened cities. */
export function fetchCities(signal?: AbortSignal): Promise<ApiResult<CityOption[]>> {
  return get<CityOption[]>(REGION_PATHS.cities, undefined, { signal });
}

/** §7 the stores of a city (storeStatus: 1 open only, as the create-order flow asks). */
export function fetchStores(cityId: string | number, opts: { storeStatus?: number; signal?: AbortSignal } = {}): Promise<ApiResult<StoreOption[]>> {
  return get<StoreOption[]>(REGION_PATHS.stores, { cityId, storeStatus: opts.storeStatus }, { signal: opts.signal });
}
