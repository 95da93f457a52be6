/**
 * Cities and stores (spec §7): opened cities, cities by opening state, stores of a city (and area).
 */
import { REGION_PATHS } from '@/entities/admin/regionWire';
import { dictLabel } from '@/entities/dicts';
import { data } from '../db';
import { refuse } from '../errors';
import type { City } from '../model';
import type { Params } from '../params';
import { endpoint } from '../respond';

/** Cities whose opening state (dredgeState: 1 opened, 0 not) is the given one; all when none is given. */
function citiesByState(state: number | undefined): City[] {
  return data().cities.filter((c) => state === undefined || c.dredgeState === state);
}

/** §7 store list: cityId required; areaId and storeStatus (create-order asks for open stores) optional. */
function storeList(p: Params) {
  const cityId = p.num('cityId');
  if (cityId === undefined) refuse('请选择城市');
  const areaId = p.num('areaId');
  const storeStatus = p.num('storeStatus');
  return data()
    .stores.filter((s) => s.cityId === cityId && (areaId === undefined || s.areaId === areaId) && (storeStatus === undefined || s.storeStatus === storeStatus))
    .map((s) => ({ ...s, storeStatusName: dictLabel('store_status', s.storeStatus) }));
}

export const regionHandlers = [
  endpoint('ANY', REGION_PATHS.cities, () => citiesByState(1)),
  // The spec spells the parameter redgeState.
  endpoint('ANY', '/api/urbanAreacity/getNoPermissionDredgeCityDicList.json', (p) => citiesByState(p.num('redgeState'))),
  endpoint('ANY', REGION_PATHS.stores, storeList),
];
