/**
 * The business cities and their service configuration (entities/admin/city.ts) on the seeded `cities`, `stores` and
 * `vehicles` collections: opening or closing a city changes the row §7 getDredgeCityDicList reads (./region), so the
 * create-order flow and every city filter follow at once. A city with open stores or available vehicles cannot be
 * closed: its customers would be left with bookings nobody serves.
 */
import { businessCity, cityConfig } from '@/entities/admin/city';
import { cityCounts, cityStores, closeCityRefusal } from '@/entities/admin/orgRules';
import { data } from '../db';
import { refuseField } from '../errors';
import type { Backing } from '../entities';
import { served } from '../served';

const countsOf = (row: Readonly<Record<string, unknown>>) => cityCounts(row.cityId, data().stores, data().vehicles);

const BUSINESS_CITIES: Backing = {
  collection: 'cities',
  guards: { close: (row) => closeCityRefusal(countsOf(row)) },
  present: (row) => ({ ...row, ...countsOf(row), stores: cityStores(data().stores, row.cityId) }),
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
    return {};
  },
  present: (row) => {
    const city = data().cities.find((c) => String(c.cityId) === String(row.cityId));
    return { ...row, cityName: city?.cityName ?? row.cityName, provinceName: city?.provinceName ?? row.provinceName, stores: cityStores(data().stores, row.cityId) };
  },
};

export const { handlers: cityHandlers } = served({ businessCities: [businessCity, BUSINESS_CITIES], cityConfigs: [cityConfig, CITY_CONFIGS] });
