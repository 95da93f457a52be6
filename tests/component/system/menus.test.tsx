/**
 * /Permission, the menu tree: moving an entry up and down keeps its siblings' order; deleting an entry with children
 * is refused with the backend's message and changes nothing. (A row's actions are two inline and 更多 for the rest:
 * `rowActionTarget` reaches each where it is.)
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PermissionPage } from '@/features/system/screens';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens, rowActionTarget } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');

/** The top-level entries' titles in their order (the backend's). */
const topTitles = () => data().sysMenus.filter((m) => m.parentId === 0).toSorted((a, b) => a.sort - b.sort).map((m) => m.title);

/** The table's top-level rows' titles as shown. */
const shownTop = () => [...document.querySelectorAll('tr.ant-table-row-level-0')].map((r) => r.querySelector('td')?.textContent?.trim() ?? '');

describe('/Permission', () => {
  it('moves an entry down and up among its siblings, the others keeping their order', async () => {
    const user = userEvent.setup();
    const before = topTitles();
    renderScreens('/Permission', { '/Permission': PermissionPage });
    await waitFor(() => expect(shownTop().slice(0, 3)).toEqual(before.slice(0, 3)));
    const row = () => screen.getAllByText(before[1]!)[0]!.closest('tr')!;
    await user.click(await rowActionTarget(row(), '下移'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s?定/ }));
    const down = [before[0], before[2], before[1], ...before.slice(3)];
    await waitFor(() => expect(shownTop()).toEqual(down));
    expect(topTitles()).toEqual(down);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(await rowActionTarget(row(), '上移'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(shownTop()).toEqual(before));
    expect(errors).toEqual([]);
  });

  it('refuses deleting an entry that still has children', async () => {
    const user = userEvent.setup();
    const count = data().sysMenus.length;
    renderScreens('/Permission', { '/Permission': PermissionPage });
    const row = (await screen.findAllByText('订单管理'))[0]!.closest('tr')!;
    await user.click(await rowActionTarget(row, '删除'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(errors).toEqual([expect.stringMatching(/^该菜单下还有 \d+ 个下级菜单/)]));
    expect(data().sysMenus).toHaveLength(count);
  });
});
