/** The fleet's own rules without msw or React: a transfer's target and what it does to its vehicle, the status board. */
import { expect, it } from 'vitest';
import { transferArrival, transferFrom, transferTargetProblem } from '@/entities/admin/fleetRules';
import { statusBoard } from '@/entities/admin/statusBoard';

const V = { plate: '京A1', model: '轩逸', cityId: 1, cityName: '北京', storeId: 11, storeName: '国贸店', companyName: '畅行租车北京分公司' };

it("refuses a transfer to the vehicle's own store or to a suspended one", () => {
  expect(transferTargetProblem(V, '11', { storeStatus: 1 })?.['zh-CN']).toBe('调入门店不能是车辆当前所在的门店');
  expect(transferTargetProblem(V, 12, { storeStatus: 2 })?.['zh-CN']).toBe('调入门店已暂停营业，不能调入车辆');
  expect(transferTargetProblem(V, 12, { storeStatus: 1 })).toBeNull();
});

it('leaves from where the vehicle is, to the target city’s branch, and arrives rentable there', () => {
  expect(transferFrom(V, '上海')).toMatchObject({ fromStoreId: 11, fromCompanyName: '畅行租车北京分公司', toCompanyName: '畅行租车上海分公司' });
  expect(transferArrival({ toCityId: 2, toCityName: '上海', toStoreId: 21, toStoreName: '虹桥店', toCompanyName: 'X' })).toEqual({
    vehicleStatus: 1, vehicleStatusName: '可租', cityId: 2, cityName: '上海', storeId: 21, storeName: '虹桥店', companyName: 'X',
  });
});

it('counts the vehicles by opened city and state, a city with none included, another city after them', () => {
  const board = statusBoard(
    [{ cityId: 1, cityName: '北京', operationState: 1 }, { cityId: 1, cityName: '北京', operationState: 3 }, { cityId: 9, cityName: '拉萨', operationState: 1 }],
    [{ cityId: 1, cityName: '北京' }, { cityId: 2, cityName: '上海' }],
  );
  expect(board.states.map((s) => s.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  expect(board.cities.map((c) => [c.cityName, c.total, c.counts[1], c.counts[3]])).toEqual([['北京', 2, 1, 1], ['上海', 0, 0, 0], ['拉萨', 1, 1, 0]]);
  expect(board.totals).toMatchObject({ total: 3, counts: { 1: 2, 3: 1, 2: 0 } });
});
