/** Saved views (docs/architecture.md "Saved views"): GET /api/view/list, POST /api/view/save and /api/view/delete. */
import { describe, expect, it } from 'vitest';
import type { SavedView } from '@/lib/savedViews';
import { call, ok } from './api';

const login = (account: string, password: string) => ok('/api/provider/staff/login', { params: { authStrategy: 1, account, password } });
const list = (screen: string) => ok<SavedView[]>('/api/view/list', { method: 'GET', params: { screen } });
const save = (params: Record<string, string | number | boolean | undefined>, hiddenColumns: string[] = []) =>
  fetch('/api/view/save', { method: 'POST', body: JSON.stringify({ ...params, hiddenColumns }), headers: { 'Content-Type': 'application/json' } }).then(
    (r) => r.json() as Promise<{ code: number; msg: string; data: SavedView | null }>,
  );

describe('saved views', () => {
  it('keeps an account’s views per list, with the query and hidden columns, unseen by another account', async () => {
    await login('admin', 'admin123');
    const saved = await save({ screen: 'Vehicles', name: '可租车辆', query: '?vehicleStatus=1&page=3&orderBy=mileage&order=asc', isDefault: false }, ['vin']);
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ screen: 'Vehicles', name: '可租车辆', query: 'order=asc&orderBy=mileage&vehicleStatus=1', hiddenColumns: ['vin'], isDefault: false });
    expect((await list('Vehicles')).map((v) => v.name)).toEqual(['可租车辆']);
    expect(await list('branchOrder')).toEqual([]);
    await login('dispatcher', 'dispatch123');
    expect(await list('Vehicles')).toEqual([]);
    // Nor can it delete or overwrite it.
    expect((await call('/api/view/delete', { params: { viewId: saved.data!.viewId } })).msg).toBe('视图不存在或已删除');
    expect((await save({ viewId: saved.data!.viewId, screen: 'Vehicles', name: '改名' })).msg).toBe('视图不存在或已删除');
    await login('admin', 'admin123');
    expect((await list('Vehicles')).map((v) => v.name)).toEqual(['可租车辆']);
  });

  it('refuses a missing, long, emoji or taken name with its message; a rename to its own name is fine', async () => {
    await login('admin', 'admin123');
    expect((await save({ screen: 'Vehicles', name: '  ' })).msg).toBe('请填写视图名称');
    expect((await save({ screen: 'Vehicles', name: 'x'.repeat(31) })).msg).toBe('视图名称不能超过30个字符');
    expect((await save({ screen: 'Vehicles', name: '好车🚗' })).msg).toBe('不允许输入表情符号');
    const first = await save({ screen: 'Vehicles', name: '维修中', query: 'vehicleStatus=2' });
    expect(first.code).toBe(0);
    const again = await save({ screen: 'Vehicles', name: '维修中', query: 'vehicleStatus=3' });
    expect(again).toMatchObject({ code: 1, msg: '已存在同名视图' });
    // The same name on another list is another view.
    expect((await save({ screen: 'branchOrder', name: '维修中' })).code).toBe(0);
    expect((await save({ viewId: first.data!.viewId, screen: 'Vehicles', name: '维修中', query: 'vehicleStatus=2&plate=京A' })).code).toBe(0);
    expect(await list('Vehicles')).toEqual([expect.objectContaining({ name: '维修中', query: 'plate=%E4%BA%ACA&vehicleStatus=2' })]);
  });

  it('keeps one default per list: setting one clears the others’, and lists it first', async () => {
    await login('admin', 'admin123');
    const a = (await save({ screen: 'Vehicles', name: 'B 视图', isDefault: true })).data!;
    const b = (await save({ screen: 'Vehicles', name: 'A 视图', isDefault: true })).data!;
    expect((await list('Vehicles')).map((v) => [v.name, v.isDefault])).toEqual([
      ['A 视图', true],
      ['B 视图', false],
    ]);
    await save({ viewId: a.viewId, screen: 'Vehicles', name: 'B 视图', isDefault: true });
    expect((await list('Vehicles')).map((v) => [v.viewId, v.isDefault])).toEqual([
      [a.viewId, true],
      [b.viewId, false],
    ]);
  });

  it('keeps at most 20 views per list', async () => {
    await login('admin', 'admin123');
    for (let i = 1; i <= 20; i += 1) expect((await save({ screen: 'Vehicles', name: `视图${i}` })).code).toBe(0);
    expect((await save({ screen: 'Vehicles', name: '视图21' })).msg).toBe('每个列表最多保存20个视图');
    const views = await list('Vehicles');
    // Editing one of the 20 is still allowed; after a delete there is room again.
    expect((await save({ viewId: views[0]!.viewId, screen: 'Vehicles', name: '改过的' })).code).toBe(0);
    await ok('/api/view/delete', { params: { viewId: views[1]!.viewId } });
    expect((await save({ screen: 'Vehicles', name: '视图21' })).code).toBe(0);
    expect(await list('Vehicles')).toHaveLength(20);
  });
});
