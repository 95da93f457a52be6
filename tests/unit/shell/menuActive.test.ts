import { describe, expect, it } from 'vitest';
import { activeMenuFor, type MenuNode } from '@/lib/menuActive';

const menu: MenuNode[] = [
  { url: '/Manage', permissionCode: 'Manage' },
  { code: 'dispatch', permissionCode: 'dispatch', children: [{ url: '/branchOrder', permissionCode: 'branchOrder' }, { url: '/checkSheet', permissionCode: 'checkSheet' }] },
  { code: 'sop', permissionCode: 'sop', children: [{ code: 'sop:charging', permissionCode: 'sop:charging', children: [{ url: '/SopChargingOrder', permissionCode: 'SopChargingOrder' }] }] },
];

describe('§2 menu helper: page URL → two-level menu entry', () => {
  it('marks the top item holding the page and sets the page as default active', () => {
    expect(activeMenuFor('/branchOrder', menu)).toEqual({ menuIsActive: 'dispatch', defaultActive: '/branchOrder' });
    expect(activeMenuFor('checkSheet', menu)).toEqual({ menuIsActive: 'dispatch', defaultActive: '/checkSheet' });
    expect(activeMenuFor('/branchOrder?orderStatus=1', menu)).toEqual({ menuIsActive: 'dispatch', defaultActive: '/branchOrder' });
    expect(activeMenuFor('/SopChargingOrder', menu)).toEqual({ menuIsActive: 'sop', defaultActive: '/SopChargingOrder' });
    expect(activeMenuFor('/Manage', menu)).toEqual({ menuIsActive: '/Manage', defaultActive: '/Manage' });
  });

  it('does nothing for an unknown page, or a menu of one item or fewer', () => {
    expect(activeMenuFor('/Nowhere', menu)).toBeNull();
    expect(activeMenuFor('/branchOrder', [menu[1]!])).toBeNull();
    expect(activeMenuFor('/branchOrder', [])).toBeNull();
  });
});
