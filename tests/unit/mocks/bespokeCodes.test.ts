/**
 * §5 directives on the bespoke screens' buttons (issue 22 item 5): each action a bespoke screen gates has a code in
 * the menu tree (under its page, so a role can grant it), the built-in admin's sign-in holds it, and the demo backend
 * refuses the call (403) to an account whose role holds the page but not the button.
 */
import { describe, expect, it } from 'vitest';
import { incomeBill } from '@/entities/dispatch/incomeBill';
import { PECCANCY_ANALYSIS } from '@/entities/admin/peccancy';
import { BEHAVIOUR_EVENTS, BEHAVIOUR_REPORT } from '@/entities/monitor/behaviour';
import { FUEL_REPORT } from '@/entities/monitor/fuel';
import { ADMIN_ROLE_KEY } from '@/entities/system/role';
import { commit, data } from '@/mocks/db';
import type { LoginData } from '@/mocks/users';
import { call } from './api';

const LOGIN = '/api/provider/staff/login';
const signIn = (account: string, password: string) => call<LoginData>(LOGIN, { params: { authStrategy: 1, account, password } });

/** The bespoke screens' gated actions: page, code. */
const BESPOKE: readonly (readonly [page: string, code: string])[] = [
  ['/flowModel', 'bpm:model:save'],
  ['/flowModel', 'bpm:model:deploy'],
  ['/flowModel', 'bpm:model:bindForm'],
  ['/izuIncomeBill', 'incomeBill:export'],
  ['/createShortOrder', 'rentOrder:create'],
  ['/Staffs', 'staff:edit'],
  ['/Staffs', 'account:resetPassword'],
  ['/userAccountList', 'account:resetPassword'],
  ['/userGroup', 'userGroup:edit'],
  ['/userGroup', 'userGroup:delete'],
];

describe('bespoke buttons’ codes', () => {
  it.each(BESPOKE)('%s: %s is a button of the page in the menu tree and the admin holds it', async (page, code) => {
    const menus = data().sysMenus;
    const pageEntry = menus.find((m) => m.menuType === 'C' && m.path === page)!;
    expect(menus.some((m) => m.menuType === 'F' && m.parentId === pageEntry.id && m.perms === code)).toBe(true);
    expect(data().sysRoles.find((r) => r.roleKey === ADMIN_ROLE_KEY)!.perms).toBe('*:*:*');
    const answer = await signIn('admin', 'admin123');
    expect(answer.data.permissions).toContain(code);
  });

  it('the backend refuses a bespoke call to a role holding the page without the button', async () => {
    const role = data().sysRoles.find((r) => r.roleKey === 'dispatcher')!;
    commit(() => {
      role.perms = [...role.perms.split(',').filter((c) => c !== 'incomeBill:export'), 'flowModel'].join(',');
    });
    await signIn('dispatcher', 'dispatch123');
    const model = data().bpmModels[0]!;
    expect(await call('/api/bpm/model/save', { params: { id: model.id, name: model.name, bpmnXml: model.bpmnXml } })).toMatchObject({ code: 403 });
    expect(await call('/api/bpm/model/deploy', { params: { id: model.id } })).toMatchObject({ code: 403 });
    expect(await call('/api/bpm/model/bind-form', { params: { id: model.id } })).toMatchObject({ code: 403 });
    expect((await call(incomeBill.endpoints.export!.path, { params: {} })).code).toBe(403);
    // Placing an order: a role holding the create-order screen without its button.
    commit(() => {
      role.perms = [...role.perms.split(','), 'createShortOrder'].join(',');
    });
    await signIn('dispatcher', 'dispatch123');
    expect(await call('/api/backOrder/makeShortOrder.json', { params: {} })).toMatchObject({ code: 403 });
    // The list itself still answers: the page is granted.
    expect((await call(incomeBill.endpoints.list.path, { method: incomeBill.endpoints.list.method === 'get' ? 'GET' : 'POST', params: {} })).code).toBe(0);
  });
});

describe('the report screens’ own calls', () => {
  const calls = [
    ['DrivingBehaviorReport', BEHAVIOUR_REPORT],
    ['DrivingBehaviorReport', BEHAVIOUR_EVENTS],
    ['FuelConsumptionReport', FUEL_REPORT],
    ['ViolationBI', PECCANCY_ANALYSIS],
  ] as const;

  it.each(calls)('%s: %s answers 403 without the screen’s code, and answers with it', async (page, path) => {
    const role = data().sysRoles.find((r) => r.roleKey === 'dispatcher')!;
    const without = role.perms.split(',').filter((c) => c !== page);
    commit(() => {
      role.perms = without.join(',');
    });
    await signIn('dispatcher', 'dispatch123');
    expect((await call(path, { method: 'GET' })).code).toBe(403);
    commit(() => {
      role.perms = [...without, page].join(',');
    });
    await signIn('dispatcher', 'dispatch123');
    expect((await call(path, { method: 'GET' })).code).not.toBe(403);
  });
});
