import { describe, expect, it } from 'vitest';
import { hasPermission } from '@/app/routes/guard';
import { ADMIN_ROLE, ALL_PERMISSIONS, AccessListError, EMPTY_PERMISSIONS_MESSAGE, EMPTY_ROLES_MESSAGE, hasAnyPermission, hasAnyRole } from '@/lib/access';

describe('§5 role directive: hasAnyRole', () => {
  it('keeps the element when the user has admin, whatever is listed', () => {
    expect(ADMIN_ROLE).toBe('admin');
    expect(hasAnyRole(['admin'], ['dispatcher'])).toBe(true);
    expect(hasAnyRole(['supplier', 'admin'], ['finance', 'audit'])).toBe(true);
  });

  it('keeps it when the user has one of the listed roles', () => {
    expect(hasAnyRole(['dispatcher'], ['dispatcher'])).toBe(true);
    expect(hasAnyRole(['supplier', 'dispatcher'], ['finance', 'dispatcher'])).toBe(true);
  });

  it('drops it otherwise (exact, case-sensitive names)', () => {
    expect(hasAnyRole(['supplier'], ['dispatcher'])).toBe(false);
    expect(hasAnyRole([], ['dispatcher'])).toBe(false);
    expect(hasAnyRole(['Admin'], ['dispatcher'])).toBe(false);
    expect(hasAnyRole(['dispatch'], ['dispatcher'])).toBe(false);
  });

  it("an empty list is an error: 'set the role tag value'", () => {
    expect(EMPTY_ROLES_MESSAGE).toBe('set the role tag value');
    expect(() => hasAnyRole(['admin'], [])).toThrow(/^set the role tag value$/);
    expect(() => hasAnyRole([], [])).toThrow(AccessListError);
  });
});

describe('§5 permission directive: hasAnyPermission', () => {
  it('keeps the element when the user holds *:*:*, whatever is listed', () => {
    expect(ALL_PERMISSIONS).toBe('*:*:*');
    expect(hasAnyPermission(['*:*:*'], ['order:export'])).toBe(true);
    expect(hasAnyPermission(['branchOrder', '*:*:*'], ['bill:confirm', 'bill:export'])).toBe(true);
  });

  it('keeps it when the user holds one of the listed codes', () => {
    expect(hasAnyPermission(['order:export'], ['order:export'])).toBe(true);
    expect(hasAnyPermission(['branchOrder', 'order:export'], ['bill:export', 'order:export'])).toBe(true);
  });

  it('drops it otherwise (no wildcard matching but *:*:*)', () => {
    expect(hasAnyPermission(['order:view'], ['order:export'])).toBe(false);
    expect(hasAnyPermission([], ['order:export'])).toBe(false);
    expect(hasAnyPermission(['order:*:*'], ['order:export'])).toBe(false);
  });

  it('an empty list is an error: \'set the permission tag value\'', () => {
    expect(EMPTY_PERMISSIONS_MESSAGE).toBe('set the permission tag value');
    expect(() => hasAnyPermission(['*:*:*'], [])).toThrow(/^set the permission tag value$/);
  });

  it('is the rule the route guard applies', () => {
    expect(hasPermission(null, [])).toBe(true);
    expect(hasPermission('branchOrder', ['*:*:*'])).toBe(true);
    expect(hasPermission('branchOrder', ['branchOrder'])).toBe(true);
    expect(hasPermission('branchOrder', ['checkSheet'])).toBe(false);
  });
});
