/**
 * §7 cities and stores: the opened cities (getDredgeCityDicList) and the stores of a city
 * (getStoreInfoListByCityIdAndAreaId). The city list is asked once per session (a failure is not kept).
 */
import { get, type ApiResult } from './http';

export const REGION_PATHS = {
  cities: '/api/urbanAreacity/getDredgeCityDicList.json',
  stores: '/api/store/getStoreInfoListByCityIdAndAreaId.json',
} as const;

export interface CityOption {
  cityId: number;
  cityName: string;
}

export interface StoreOption {
  storeId: number;
  storeName: string;
  cityId: number;
}

let cities: Promise<ApiResult<CityOption[]>> | null = null;

/** §7 the opened cities. */
export function fetchCities(): Promise<ApiResult<CityOption[]>> {
  if (!cities) {
    const pending = get<CityOption[]>(REGION_PATHS.cities).then((r) => {
      if (!r.ok && cities === pending) cities = null;
      return r;
    });
    cities = pending;
  }
  return cities;
}

/** §7 the stores of a city (storeStatus: 1 open only, as the create-order flow asks). */
export function fetchStores(cityId: string | number, opts: { storeStatus?: number; signal?: AbortSignal } = {}): Promise<ApiResult<StoreOption[]>> {
  return get<StoreOption[]>(REGION_PATHS.stores, { cityId, storeStatus: opts.storeStatus }, { signal: opts.signal });
}

/** Forgets the city list (tests). */
export function clearRegionCache(): void {
  cities = null;
}
