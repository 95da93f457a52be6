import { describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_PATH, decide, PUBLIC_PATHS, permissionOf } from '@/app/routes/guard';
import { findRoute } from '@/app/routes/table';
import type { RouteMeta } from '@/entities/routes/types';

const base = { find: findRoute };

describe('route guard (§2)', () => {
  it('lets every public route through without a session', () => {
    expect(PUBLIC_PATHS).toEqual(['/Login', '/StopTaking', '/DingLogin', '/resetPage', '/noPermission', '/userBind', '/userAgreement', '/userPrivacyPolicy']);
    for (const path of PUBLIC_PATHS) expect(decide({ ...base, path, fullPath: path, loggedIn: false, permissions: [] })).toEqual({ kind: 'allow' });
  });

  it('sends anything else to sign-in with the full path as redirect', () => {
    expect(decide({ ...base, path: '/branchOrder', fullPath: '/branchOrder?orderStatus=1', loggedIn: false, permissions: [] })).toEqual({
      kind: 'login',
      redirect: '/branchOrder?orderStatus=1',
    });
    expect(decide({ ...base, path: '/', fullPath: '/', loggedIn: false, permissions: [] }).kind).toBe('login');
  });

  it('checks the permission when signed in; *:*:* grants everything; home needs none', () => {
    const signedIn = { ...base, loggedIn: true };
    expect(decide({ ...signedIn, path: '/branchOrder', fullPath: '/branchOrder', permissions: ['branchOrder'] }).kind).toBe('allow');
    expect(decide({ ...signedIn, path: '/branchOrder', fullPath: '/branchOrder', permissions: ['checkSheet'] }).kind).toBe('deny');
    expect(decide({ ...signedIn, path: '/branchOrder', fullPath: '/branchOrder', permissions: ['*:*:*'] }).kind).toBe('allow');
    expect(decide({ ...signedIn, path: '/Manage', fullPath: '/Manage', permissions: [] }).kind).toBe('allow');
    expect(decide({ ...signedIn, path: '/', fullPath: '/', permissions: [] }).kind).toBe('allow');
  });

  it('sends an account whose password an administrator reset to the change-password screen, and nowhere else, until changed', () => {
    const must = { ...base, loggedIn: true, permissions: ['*:*:*'], passwordChangeRequired: true };
    expect(decide({ ...must, path: '/', fullPath: '/' })).toEqual({ kind: 'changePassword' });
    expect(decide({ ...must, path: '/Vehicles', fullPath: '/Vehicles' })).toEqual({ kind: 'changePassword' });
    expect(decide({ ...must, path: CHANGE_PASSWORD_PATH, fullPath: CHANGE_PASSWORD_PATH }).kind).toBe('allow');
    expect(decide({ ...must, path: '/Login', fullPath: '/Login' }).kind).toBe('allow');
    expect(decide({ ...must, passwordChangeRequired: false, path: '/Vehicles', fullPath: '/Vehicles' }).kind).toBe('allow');
  });

  it('detail and edit screens inherit their list permission', () => {
    const list: RouteMeta = { path: '/Vehicles', title: { 'zh-CN': '车辆', 'en-US': 'Vehicles' }, group: 'admin' };
    const detail: RouteMeta = { path: '/VehiclesDetail', title: { 'zh-CN': '车辆详情', 'en-US': 'Vehicle details' }, group: 'admin', parent: '/Vehicles' };
    const find = (p: string) => [list, detail].find((r) => r.path === p);
    expect(permissionOf(detail, find)).toBe('Vehicles');
    expect(decide({ find, path: '/VehiclesDetail', fullPath: '/VehiclesDetail', loggedIn: true, permissions: ['Vehicles'] }).kind).toBe('allow');
    expect(decide({ find, path: '/VehiclesDetail', fullPath: '/VehiclesDetail', loggedIn: true, permissions: ['VehiclesDetail'] }).kind).toBe('deny');
    // The real table does the same for its detail screens.
    const real = findRoute('/VehiclesDetail');
    expect(real && permissionOf(real, findRoute)).toBe('Vehicles');
  });
});
