/**
 * Cities, stores and provinces, on the seeded `cities`, `stores` and `vehicles` collections:
 * - §7 the opened cities, cities by opening state, and the stores of a city (and area);
 * - the business cities and their service configuration (entities/admin/city.ts): opening or closing a city changes
 *   the row getDredgeCityDicList reads, so the create-order flow and every city filter follow at once. A city with
 *   open stores or available vehicles cannot be closed: its customers would be left with bookings nobody serves;
 * - the supported provinces (/supportProvinces, entities/supplier/province.ts): enabling and disabling, the time of
 *   the change, and the opened business cities of each (which also keep a province with opened cities from being
 *   disabled).
 */
import { businessCity, cityConfig } from '@/entities/admin/city';
import { cityCounts, cityStores, closeCityRefusal } from '@/entities/admin/orgRules';
import { REGION_PATHS } from '@/entities/admin/regionWire';
import { dictLabel } from '@/entities/dicts';
import { province, PROVINCE_HAS_CITIES } from '@/entities/supplier/province';
import { data } from '../db';
import type { Backing } from '../entities';
import { refuse, refuseField } from '../errors';
import type { City } from '../model';
import type { Params } from '../params';
import { endpoint } from '../respond';
import { served } from '../entities';

/** Cities whose opening state (dredgeState: 1 opened, 0 not) is the given one; all when none is given. */
function citiesByState(state: number | undefined): City[] {
  return data().cities.filter((c) => state === undefined || c.dredgeState === state);
}

/** §7 store list: cityId required; areaId and storeStatus (create-order asks for open stores) optional. */
function storeList(p: Params) {
  const cityId = p.num('cityId') ?? refuse('请选择城市');
  const areaId = p.num('areaId');
  const storeStatus = p.num('storeStatus');
  return data()
    .stores.filter((s) => s.cityId === cityId && (areaId === undefined || s.areaId === areaId) && (storeStatus === undefined || s.storeStatus === storeStatus))
    .map((s) => ({ ...s, storeStatusName: dictLabel('store_status', s.storeStatus) }));
}

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
    const opened = new Set(citiesByState(1).map((c) => c.cityId));
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

/** The opened business cities of a province. */
const openedCities = (provinceName: unknown) => citiesByState(1).filter((c) => c.provinceName === provinceName).length;

const PROVINCES: Backing = {
  collection: 'supportProvinces',
  computed: () => (row) => ({ ...row, cityCount: openedCities(row.provinceName) }),
  guards: { disable: (row) => (openedCities(row.provinceName) > 0 ? PROVINCE_HAS_CITIES : null) },
};

export const cityHandlers = [
  endpoint('ANY', REGION_PATHS.cities, () => citiesByState(1)),
  // The spec spells the parameter redgeState.
  endpoint('ANY', '/api/urbanAreacity/getNoPermissionDredgeCityDicList.json', (p) => citiesByState(p.num('redgeState'))),
  endpoint('ANY', REGION_PATHS.stores, storeList),
  ...served({ businessCities: [businessCity, BUSINESS_CITIES], cityConfigs: [cityConfig, CITY_CONFIGS], provinces: [province, PROVINCES] }).handlers,
];
