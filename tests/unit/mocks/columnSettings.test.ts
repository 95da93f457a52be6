/** Column settings (docs/architecture.md "Column settings"): GET /api/columnSettings/list, POST …/save and …/reset. */
import { describe, expect, it } from 'vitest';
import { call, ok } from './api';

const login = (account: string, password: string) => ok('/api/provider/staff/login', { params: { authStrategy: 1, account, password } });
const list = () => ok<{ screen: string; hidden: string[]; order: string[]; pinned: string[] }[]>('/api/columnSettings/list', { method: 'GET' });
const save = (screen: string, s: { hidden?: string[]; order?: string[]; pinned?: string[] }) =>
  call('/api/columnSettings/save', { params: { screen, hidden: JSON.stringify(s.hidden ?? []), order: JSON.stringify(s.order ?? []), pinned: JSON.stringify(s.pinned ?? []) } });

describe('column settings', () => {
  it('keeps an account’s settings per list, unseen by another account, until reset', async () => {
    await login('admin', 'admin123');
    expect((await save('Vehicles', { hidden: ['vin'], order: ['mileage', 'plate'], pinned: ['plate'] })).code).toBe(0);
    const [kept] = await list();
    expect(kept).toMatchObject({ screen: 'Vehicles', hidden: ['vin'], pinned: ['plate'] });
    // The order is kept as shown: the pinned first, then the columns named, then the others in their declared order.
    expect(kept!.order.slice(0, 2)).toEqual(['plate', 'mileage']);
    expect(kept!.order).toContain('vin');
    await login('dispatcher', 'dispatch123');
    expect(await list()).toEqual([]);
    await login('admin', 'admin123');
    await ok('/api/columnSettings/reset', { params: { screen: 'Vehicles' } });
    expect(await list()).toEqual([]);
  });

  it('refuses what the column chooser does not offer, with its message', async () => {
    await login('admin', 'admin123');
    expect((await save('Vehicles', { hidden: ['nope'] })).msg).toBe('列表中没有该列');
    expect((await save('Department', { hidden: ['deptName', 'leader', 'phone', 'sort', 'status', 'staffCount', 'staffTotal', 'createTime', 'actions'] })).msg).toBe('至少显示一列');
    expect((await save('Vehicles', { hidden: ['vin'], pinned: ['vin'] })).msg).toBe('隐藏的列不能固定');
    expect((await save('Vehicles', { pinned: ['plate', 'vin', 'mileage', 'cityId'] })).msg).toBe('最多固定3列');
    expect((await save('Vehicles', { pinned: ['actions'] })).msg).toBe('操作列固定在最右侧');
    expect((await save('noSuchList', {})).msg).toBe('列表不存在');
    expect(await list()).toEqual([]);
  });
});
