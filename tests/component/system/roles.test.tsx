/**
 * The role form's permission tree (src/features/system/PermissionTree.tsx): the role's codes checked in the menu
 * tree, a partly granted branch half-checked, checking a branch checks all its pages and buttons, a page granted
 * without its buttons; the save stores the codes, and the built-in admin role's tree cannot be changed.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RoleEditPage } from '@/features/system/screens';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens, where } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');

/** The tree node titled `title` (its row in the tree). */
function nodeOf(title: string | RegExp): HTMLElement {
  const found = [...screen.getByTestId('permission-tree').querySelectorAll<HTMLElement>('.ant-tree-treenode')].find((n) => {
    const text = n.querySelector('.ant-tree-title')?.textContent ?? '';
    return typeof title === 'string' ? text === title : title.test(text);
  });
  if (!found) throw new Error(`no tree node ${String(title)}`);
  return found;
}
const box = (title: string | RegExp) => nodeOf(title).querySelector<HTMLElement>('.ant-tree-checkbox')!;
const state = (title: string | RegExp) => {
  const b = box(title);
  return b.classList.contains('ant-tree-checkbox-indeterminate') ? 'half' : b.classList.contains('ant-tree-checkbox-checked') ? 'checked' : 'unchecked';
};

describe('the role form’s permission tree', () => {
  it('shows a partly granted branch half-checked, checks a whole branch, grants a page without its buttons, and saves the codes', async () => {
    const user = userEvent.setup();
    const role = data().sysRoles.find((r) => r.roleKey === 'dispatcher')!;
    const router = renderScreens(`/userRoleEdit?roleId=${role.roleId}&parent=%2FuserRoleList`, { '/userRoleEdit': RoleEditPage });
    await screen.findByTestId('permission-tree');
    await waitFor(() => expect(nodeOf('调度派车')).toBeTruthy());
    // The dispatcher holds some of the operations centre's and the dispatch group's pages (not the supplier's side):
    // half-checked; the orders not at all; a page it holds with all its buttons, checked.
    expect(state('运营中心')).toBe('half');
    expect(state('调度派车')).toBe('half');
    expect(state('订单管理')).toBe('unchecked');
    expect(state('需求派单')).toBe('checked');

    // Checking the orders branch checks every page and button under it.
    await user.click(box('订单管理'));
    expect(state('订单管理')).toBe('checked');
    expect(state('退款明细')).toBe('checked');
    await user.click(nodeOf('退款明细').querySelector<HTMLElement>('.ant-tree-switcher')!);
    expect(state(/^导出（refund:export）$/)).toBe('checked');
    // The refund list without its export button: the page and the branch half-checked.
    await user.click(box(/^导出（refund:export）$/));
    expect(state('退款明细')).toBe('half');
    expect(state('订单管理')).toBe('half');
    expect(state(/^访问页面（\/refundDetailList）$/)).toBe('checked');

    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(where(router)).toBe('/userRoleList'));
    const codes = data().sysRoles.find((r) => r.roleId === role.roleId)!.perms.split(',');
    expect(codes).toEqual(expect.arrayContaining(['refundDetailList', 'RentOrderManage', 'rentOrder:export', 'createShortOrder', 'checkSheet:audit']));
    expect(codes).not.toContain('refund:export');
    expect(errors).toEqual([]);
  });

  it('shows the built-in admin role holding everything, not editable', async () => {
    const admin = data().sysRoles.find((r) => r.roleKey === 'admin')!;
    renderScreens(`/userRoleEdit?roleId=${admin.roleId}&parent=%2FuserRoleList`, { '/userRoleEdit': RoleEditPage });
    expect(await screen.findByText('超级管理员角色拥有全部权限（*:*:*），不能修改')).toBeInTheDocument();
    await waitFor(() => expect(state('订单管理')).toBe('checked'));
    expect(box('订单管理').classList.contains('ant-tree-checkbox-disabled')).toBe(true);
  });
});
