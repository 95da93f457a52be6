/**
 * /Department as a user meets it (src/components/entity/EntityTreePage.tsx over the department tree): the tree
 * table with staff counts and expand/collapse all; adding a child and moving it under another department with the
 * tree select; a move under the department's own sub-department refused in the dialog, which stays open and says
 * why (and a twin name, refused by the backend, likewise); disabling after a confirmation, and the refusals of
 * disabling a department with sub-departments in use and of deleting one with sub-departments. A row's actions are a
 * list's compact column ([Q] 4): the tree's own (add a child, edit) and the declared ones, two inline and 更多 for the
 * rest, which work from there as inline (`rowActionTarget` reaches each where it is).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/api/query';
import * as admin from '@/features/admin/screens';
import { UserDepartmentPage } from '@/features/account/DepartmentAccountPages';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens, rowActionNames, rowActionTarget } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');

const screens = { '/Department': admin.DepartmentPage };

const dept = (name: string) => {
  const d = data().departments.find((x) => x.deptName === name);
  if (!d) throw new Error(`no seeded department ${name}`);
  return d;
};

/** The table row of a department (its name cell's row). */
async function rowOf(name: string): Promise<HTMLElement> {
  const cell = await screen.findByText(name, { selector: 'td, td *' });
  return cell.closest('tr')!;
}

/** A row's actions cell (its last), for `rowActionNames`: the row's expand button is not one of its actions. */
const actionsCell = (row: HTMLElement) => row.querySelector<HTMLElement>('td:last-child')!;

/** A button of the screen by its text (a role query over the whole tree table would be slow). */
const button = (text: string | RegExp) => screen.getByText(text, { selector: 'button span' }).closest('button')!;

/**
 * Opens one row's sub-departments (its expand icon) once the tree is loaded afresh and the icon takes clicks — a save
 * reloads the tree (asked before the dialog closes), and while it loads antd's spinner keeps the table under
 * `pointer-events: none` — then waits until the row is expanded.
 */
async function expand(name: string) {
  const icon = await waitFor(async () => {
    expect(queryClient.isFetching()).toBe(0);
    const found = within(await rowOf(name)).getByRole('button', { name: '展开行' });
    expect(getComputedStyle(found).pointerEvents).not.toBe('none');
    return found;
  });
  await userEvent.setup().click(icon);
  await waitFor(async () => expect(within(await rowOf(name)).getByRole('button', { name: '关闭行' })).toHaveAttribute('aria-expanded', 'true'));
}

/** An open dialog by its title. */
async function dialogTitled(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title, { selector: '.ant-modal-title' })).closest<HTMLElement>('.ant-modal')!;
}

const openDialog = () => document.querySelector<HTMLElement>('.ant-modal');

/** The open dialog (waited for). */
function anyDialog(): HTMLElement {
  const d = openDialog();
  if (!d) throw new Error('no dialog is open');
  return d;
}

const ok = /保\s?存/;
const confirm = /确\s?定/;

/** Chooses a node of the dialog's parent tree select by searching its name. */
async function chooseParent(dialog: HTMLElement, name: string) {
  const user = userEvent.setup();
  const input = within(dialog).getByLabelText('上级部门');
  fireEvent.mouseDown(input);
  await user.type(input, name);
  const popup = await waitFor(() => {
    const el = document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    if (!el) throw new Error('the tree select is not open');
    return el;
  });
  await user.click(await within(popup).findByTitle(name));
}

describe('/Department', () => {
  it('shows the tree with the top level expanded, staff counts per department and its subtree, and expands or collapses every row', async () => {
    const user = userEvent.setup();
    renderScreens('/Department', screens);
    const hq = dept('畅行租车总部');
    const own = (id: number) => data().departments.filter((d) => d.parentId === id);
    const total = (id: number): number => dept(data().departments.find((d) => d.id === id)!.deptName).staffCount + own(id).reduce((s, d) => s + total(d.id), 0);
    const row = await rowOf('畅行租车总部');
    expect(within(row).getByText(String(hq.staffCount))).toBeInTheDocument();
    expect(within(row).getByText(String(total(hq.id)))).toBeInTheDocument();
    // The top level is open: its children show, their children not yet.
    expect(await rowOf('运营中心')).toBeInTheDocument();
    expect(screen.queryByText('渠道运营组')).toBeNull();
    await user.click(button('展开全部'));
    expect(await rowOf('渠道运营组')).toBeInTheDocument();
    await user.click(button('折叠全部'));
    await waitFor(() => expect(screen.queryByText('运营中心')).toBeNull());
    expect(errors).toEqual([]);
  });

  it('filters by name: the matching departments, expanded', async () => {
    const user = userEvent.setup();
    renderScreens('/Department', screens);
    await rowOf('畅行租车总部');
    await user.type(screen.getByLabelText('部门名称'), '调度');
    await user.click(button(/^查\s?询$/));
    expect(await rowOf('日班调度组')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('畅行租车总部')).toBeNull());
  });

  it('adds a sub-department, then moves it under another department by choosing its new parent', async () => {
    const user = userEvent.setup();
    renderScreens('/Department', screens);
    const ops = dept('运营中心');
    const dispatch = dept('调度中心');
    await user.click(await rowActionTarget(await rowOf('运营中心'), /新增下级/));
    let dialog = await dialogTitled('新增「运营中心」的下级部门');
    // The parent is the row's, the order after its last sub-department.
    expect(within(dialog).getByLabelText('显示顺序')).toHaveValue('3');
    await user.click(within(dialog).getByRole('button', { name: ok }));
    expect(await within(dialog).findByText('请输入部门名称')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('部门名称'), '数据分析组');
    await user.type(within(dialog).getByLabelText('负责人'), '陈晨');
    await user.click(within(dialog).getByRole('button', { name: ok }));
    await waitFor(() => expect(data().departments.find((d) => d.deptName === '数据分析组')).toMatchObject({ parentId: ops.id, parentName: '运营中心', leader: '陈晨', sort: 3, status: 0 }));
    await waitFor(() => expect(openDialog()).toBeNull());

    await expand('运营中心');
    await user.click(await rowActionTarget(await rowOf('数据分析组'), '修改'));
    dialog = await dialogTitled('修改部门「数据分析组」');
    await chooseParent(dialog, '调度中心');
    await user.click(within(dialog).getByRole('button', { name: ok }));
    await waitFor(() => expect(data().departments.find((d) => d.deptName === '数据分析组')).toMatchObject({ parentId: dispatch.id, parentName: '调度中心' }));
    expect(errors).toEqual([]);
  });

  it('refuses a move under its own sub-department in the dialog, which stays open and says why; a twin name likewise', async () => {
    const user = userEvent.setup();
    renderScreens('/Department', screens);
    const ops = dept('运营中心');
    await user.click(await rowActionTarget(await rowOf('运营中心'), '修改'));
    let dialog = await dialogTitled('修改部门「运营中心」');
    await chooseParent(dialog, '渠道运营组');
    await user.click(within(dialog).getByRole('button', { name: ok }));
    expect(await within(dialog).findByText('不能将部门移动到它自身或它的下级部门之下')).toBeInTheDocument();
    expect(openDialog()).toBe(dialog);
    expect(dept('运营中心').parentId).toBe(ops.parentId);
    await user.click(within(dialog).getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(openDialog()).toBeNull());

    // A name its new siblings already have: the backend's refusal, in the dialog, with what was typed kept.
    await expand('运营中心');
    await user.click(await rowActionTarget(await rowOf('渠道运营组'), '修改'));
    dialog = await dialogTitled('修改部门「渠道运营组」');
    const name = within(dialog).getByLabelText('部门名称');
    await user.clear(name);
    await user.type(name, '活动策划组');
    await user.click(within(dialog).getByRole('button', { name: ok }));
    const refusal = '同一上级部门下已有名为「活动策划组」的部门';
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('部门名称')).toHaveValue('活动策划组');
    expect(errors).toEqual([refusal]);
  });

  it('disables a department after a confirmation; refuses to disable one with sub-departments in use, and to delete one with sub-departments', async () => {
    const user = userEvent.setup();
    renderScreens('/Department', screens);
    await user.click(await rowActionTarget(await rowOf('人力行政部'), '停用'));
    let dialog = await waitFor(anyDialog);
    expect(within(dialog).getByText('停用后不能在该部门下新增下级部门，确定停用吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: confirm }));
    await waitFor(() => expect(dept('人力行政部').status).toBe(1));
    // Disabled: it can be enabled again, and no sub-department can be added under it.
    await waitFor(async () => expect(await rowActionNames(actionsCell(await rowOf('人力行政部')))).toEqual(['修改', '启用', '删除']));
    expect(within(await rowOf('人力行政部')).getByText('停用')).toBeInTheDocument();

    await user.click(await rowActionTarget(await rowOf('运营中心'), '停用'));
    dialog = await waitFor(anyDialog);
    await user.click(within(dialog).getByRole('button', { name: confirm }));
    await waitFor(() => expect(errors).toEqual(['该部门包含未停用的下级部门（渠道运营组、活动策划组），请先停用下级部门']));
    expect(dept('运营中心').status).toBe(0);

    await user.click(await rowActionTarget(await rowOf('运营中心'), '删除'));
    dialog = await dialogTitled('删除');
    await user.click(within(dialog).getByRole('button', { name: confirm }));
    await waitFor(() => expect(errors).toContain('该部门下还有 2 个下级部门，请先删除或移走下级部门'));
    expect(data().departments.some((d) => d.deptName === '运营中心')).toBe(true);
  });

  it('shows a row’s first two actions and the others under 更多, in one line, as a list does; /userDepartmentList adds 添加账号 there', async () => {
    renderScreens('/Department', screens);
    const row = await rowOf('运营中心');
    const cell = actionsCell(row);
    const inline = [...cell.querySelectorAll<HTMLElement>('a, button')];
    expect(inline.map((el) => el.textContent?.replace(/\s/g, ''))).toEqual(['新增下级', '修改', '更多']);
    // One line: every inline action at the same height.
    expect(new Set(inline.map((el) => Math.round(el.getBoundingClientRect().top))).size).toBe(1);
    expect(await rowActionNames(cell)).toEqual(['新增下级', '修改', '停用', '删除']);
    cleanup();

    // The enterprise's own tree: the department's "add accounts" is one more action under 更多, a link to its screen.
    renderScreens('/userDepartmentList', { '/userDepartmentList': UserDepartmentPage });
    const names = await rowActionNames(actionsCell(await rowOf('运营中心')));
    expect(names.slice(0, 2)).toEqual(['新增下级', '修改']);
    expect(names).toContain('添加账号');
    expect(errors).toEqual([]);
  });
});
