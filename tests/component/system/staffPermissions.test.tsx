/**
 * /EditorInformation (src/features/system/staff.tsx): one staff member's roles and data scope; the effective tree
 * (read only) follows the roles picked, as the sign-in would grant them; the save keeps the account form's rules and
 * stores the roles and the scope, effective at the next sign-in (said on screen).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StaffPermissionPage } from '@/features/system/staff';
import { grantsOf } from '@/mocks/access';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens, where } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');

function nodeOf(title: string): HTMLElement {
  const found = [...screen.getByTestId('permission-tree').querySelectorAll<HTMLElement>('.ant-tree-treenode')].find((n) => n.querySelector('.ant-tree-title')?.textContent === title);
  if (!found) throw new Error(`no tree node ${title}`);
  return found;
}
const box = (title: string) => nodeOf(title).querySelector<HTMLElement>('.ant-tree-checkbox')!;
const state = (title: string) => {
  const b = box(title);
  return b.classList.contains('ant-tree-checkbox-indeterminate') ? 'half' : b.classList.contains('ant-tree-checkbox-checked') ? 'checked' : 'unchecked';
};
const option = async (label: string) => (await screen.findAllByTitle(label)).find((e) => e.classList.contains('ant-select-item-option'))!;

describe('/EditorInformation', () => {
  it('shows the tree the roles picked grant, read only, and saves the roles and the data scope', async () => {
    const user = userEvent.setup();
    // A fleet manager in no user group (a group's roles would show in the tree too).
    const member = data().sysAccounts.find((a) => a.roleIds === '6' && a.status === 0 && grantsOf(a).groups.length === 0)!;
    const router = renderScreens(`/EditorInformation?userId=${member.userId}&parent=%2FStaffs`, { '/EditorInformation': StaffPermissionPage });
    expect(await screen.findByText('角色和数据范围的变更在该员工下次登录时生效。')).toBeInTheDocument();
    await screen.findByTestId('permission-tree');
    // The fleet manager role: the vehicles, not the orders; nothing can be checked here.
    await waitFor(() => expect(state('车辆监控')).not.toBe('unchecked'));
    expect(state('短租订单')).toBe('unchecked');
    expect(state('员工下单')).toBe('unchecked');
    expect(box('车辆监控').classList.contains('ant-tree-checkbox-disabled')).toBe(true);

    // Adding the customer service role: its order pages join the tree (the rental orders in part: the counter's
    // steps — hand over, change car, take back, settle — are the store's, not customer service's).
    await user.click(screen.getByLabelText('角色'));
    await user.click(await option('客服专员'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(state('短租订单')).toBe('half'));
    expect(state('员工下单')).toBe('checked');
    expect(within(screen.getByTestId('staff-grants')).getByText('车队管理员、客服专员')).toBeInTheDocument();

    await user.click(screen.getByLabelText('数据范围'));
    await user.click(await option('仅本人'));
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(where(router)).toBe('/Staffs'));
    const stored = data().sysAccounts.find((a) => a.userId === member.userId)!;
    expect(stored.roleNames).toBe('车队管理员、客服专员');
    expect(grantsOf(stored)).toMatchObject({ dataScope: 4, roles: ['fleetManager', 'customerService'] });
    expect(errors).toEqual([]);
  });

  it('refuses no role with the account form’s message and keeps the page', async () => {
    const user = userEvent.setup();
    const member = data().sysAccounts.find((a) => a.userName === 'sunli')!;
    const router = renderScreens(`/EditorInformation?userId=${member.userId}&parent=%2FStaffs`, { '/EditorInformation': StaffPermissionPage });
    await screen.findByTestId('permission-tree');
    // Removing the only role (its tag's close icon).
    const tag = (await screen.findAllByTitle('运营专员')).find((e) => e.classList.contains('ant-select-selection-item'))!;
    await user.click(tag.querySelector<HTMLElement>('.ant-select-selection-item-remove')!);
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('请至少选择一个角色')).toBeInTheDocument();
    expect(where(router)).toMatch(/^\/EditorInformation\?/);
    expect(data().sysAccounts.find((a) => a.userId === member.userId)!.roleIds).toBe(member.roleIds);
  });
});
