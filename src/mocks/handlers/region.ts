/**
 * Cities and stores (spec §7): opened cities, cities by opening state, stores of a city (and area).
 */
import { data } from '../db';
import { refuse } from '../errors';
import type { City, Store } from '../model';
import type { Params } from '../params';
import { endpoint } from '../respond';

const STORE_STATUS_NAME: Record<Store['storeStatus'], string> = { 1: '营业中', 0: '暂停营业' };

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
    .map((s) => ({ ...s, storeStatusName: STORE_STATUS_NAME[s.storeStatus] }));
}

/** An open store of an opened city, or a refusal with `what` (取车/还车) in the message. */
export function openStore(storeId: number | undefined, what: string): Store {
  const store = data().stores.find((s) => s.storeId === storeId);
  if (!store) refuse(`请选择${what}门店`);
  if (store.storeStatus !== 1) refuse(`${what}门店「${store.storeName}」暂停营业，请选择其他门店`);
  return store;
}

export const regionHandlers = [
  endpoint('ANY', '/api/urbanAreacity/getDredgeCityDicList.json', () => citiesByState(1)),
  // The spec spells the parameter redgeState.
  endpoint('ANY', '/api/urbanAreacity/getNoPermissionDredgeCityDicList.json', (p) => citiesByState(p.num('redgeState'))),
  endpoint('ANY', '/api/store/getStoreInfoListByCityIdAndAreaId.json', storeList),
];
