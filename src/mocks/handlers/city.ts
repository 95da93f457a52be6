/**
 * The business cities and their service configuration (entities/admin/city.ts) on the seeded `cities`, `stores` and
 * `vehicles` collections: opening or closing a city changes the row §7 getDredgeCityDicList reads (./region), so the
 * create-order flow and every city filter follow at once. A city with open stores or available vehicles cannot be
 * closed: its customers would be left with bookings nobody serves.
 */
import { businessCity, cityConfig } from '@/entities/admin/city';
import { data } from '../db';
import { refuseField } from '../errors';
import { declared, declaredHandlers, type Backing } from '../entities';
import type { Store } from '../model';
import { formatWallTime, nowWall } from '../time';

type Row = Record<string, unknown>;

const STORE_STATUS_NAME: Record<Store['storeStatus'], string> = { 1: '营业中', 0: '暂停营业' };

/** A city's stores as its rows show them. */
function storesOf(cityId: unknown): Row[] {
  return data()
    .stores.filter((s) => String(s.cityId) === String(cityId))
    .map((s) => ({ storeId: s.storeId, storeName: s.storeName, areaName: s.areaName, address: s.address, phone: s.phone, businessHours: s.businessHours, storeStatus: s.storeStatus, storeStatusName: STORE_STATUS_NAME[s.storeStatus] }));
}

const openStores = (cityId: unknown) => data().stores.filter((s) => String(s.cityId) === String(cityId) && s.storeStatus === 1).length;
const availableVehicles = (cityId: unknown) => data().vehicles.filter((v) => String(v.cityId) === String(cityId) && v.vehicleStatus === 1).length;

/** Why a city cannot be closed now (its open stores, then its available vehicles), or null. */
export function closeRefusal(row: Readonly<Row>): string | null {
  const stores = openStores(row.cityId);
  if (stores > 0) return `该城市还有${stores}家营业中的门店，请先将门店暂停营业后再关闭城市`;
  const vehicles = availableVehicles(row.cityId);
  if (vehicles > 0) return `该城市还有${vehicles}辆可租车辆，请先将车辆调往其他城市或停用后再关闭城市`;
  return null;
}

const BUSINESS_CITIES: Backing = {
  collection: 'cities',
  guards: { close: closeRefusal },
  present: (row) => ({
    ...row,
    storeCount: data().stores.filter((s) => String(s.cityId) === String(row.cityId)).length,
    openStoreCount: openStores(row.cityId),
    availableVehicleCount: availableVehicles(row.cityId),
    stores: storesOf(row.cityId),
  }),
};

/** The configuration of the opened cities only; a new one is not made here (every city has one: open it instead). */
const CITY_CONFIGS: Backing = {
  collection: 'cityConfigs',
  scope: () => {
    const opened = new Set(data().cities.filter((c) => c.dredgeState === 1).map((c) => c.cityId));
    return (row) => opened.has(Number(row.cityId));
  },
  complete: (row) => {
    if (row.cityId === undefined || row.cityId === '') refuseField('cityId', '请在开通城市列表中选择要配置的城市');
    return { updateTime: formatWallTime(nowWall()) };
  },
  present: (row) => {
    const city = data().cities.find((c) => String(c.cityId) === String(row.cityId));
    return { ...row, cityName: city?.cityName ?? row.cityName, provinceName: city?.provinceName ?? row.provinceName, stores: storesOf(row.cityId) };
  },
};

export const CITY_ENTITIES = {
  businessCities: declared(businessCity, BUSINESS_CITIES),
  cityConfigs: declared(cityConfig, CITY_CONFIGS),
};

export const cityHandlers = [...declaredHandlers(CITY_ENTITIES.businessCities, BUSINESS_CITIES), ...declaredHandlers(CITY_ENTITIES.cityConfigs, CITY_CONFIGS)];
