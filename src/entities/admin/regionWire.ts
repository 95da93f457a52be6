/**
 * §7 cities and stores on the wire, declared once for the console's client (src/api/region.ts) and the demo backend
 * (src/mocks/handlers/city.ts).
 */
export const REGION_PATHS = {
  cities: '/api/urbanAreacity/getDredgeCityDicList.json',
  stores: '/api/store/getStoreInfoListByCityIdAndAreaId.json',
} as const;

export interface CityOption {
  cityId: number;
  cityName: string;
  /** The city's English name (console-defined, optional): the console's city selects show it in English. */
  cityNameEn?: string;
}

export interface StoreOption {
  storeId: number;
  storeName: string;
  cityId: number;
}
