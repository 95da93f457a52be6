/**
 * [Q] 4, wide lists at 1366 × 768 as a user's screen shows them (the whole console: side menu, tabs, the pane): every
 * essential column's header in view and clear of the pinned actions column; each row's actions two links at most and
 * 更多 (opened by the keyboard) for the rest, which work as they do inline; the list's buttons and the column chooser
 * on one row; a list wider than the pane with a horizontal scroll bar in view (docs/architecture.md "Screens").
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page, userEvent as keys } from 'vitest/browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { saveColumnSettings } from '@/api/columnSettings';
import { dispatchRequest, REQUEST_STATUS } from '@/entities/admin/dispatchRequest';
import { vehicle } from '@/entities/admin/vehicle';
import { columnFields, type AnySchema } from '@/entities/define';
import { pick, setLang, type Lang } from '@/i18n';
import { data } from '@/mocks/db';
import { renderConsole, signInAs, where } from '../harness';

const before = { width: window.innerWidth, height: window.innerHeight };
beforeAll(() => page.viewport(1366, 768));
afterAll(() => page.viewport(before.width, before.height));
beforeEach(() => signInAs('admin', 'admin123'));

const rect = (el: Element) => el.getBoundingClientRect();

/** The console at a list, once its table shows rows: its pane and router. */
async function openList(path: string) {
  const { router } = renderConsole(path);
  const pane = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-pane="${path.split('?')[0]}"]`);
    expect(found?.querySelector('tbody tr.ant-table-row')).toBeTruthy();
    return found!;
  });
  return { pane, router };
}

/** The columns a declaration shows by default (its essential ones). */
const essentialLabels = (schema: AnySchema, lang: Lang) =>
  columnFields(schema)
    .filter((f) => !(typeof f.column === 'object' && f.column.essential === false))
    .map((f) => pick(f.label, lang));

/** Every essential column's header is in the table's view and ends where the pinned actions column begins, or before. */
function expectEssentialColumnsClear(pane: HTMLElement, schema: AnySchema, lang: Lang = 'zh-CN') {
  const heads = [...pane.querySelectorAll('thead th')];
  const actions = heads.find((th) => th.textContent === (lang === 'zh-CN' ? '操作' : 'Actions'))!;
  const view = rect(pane.querySelector('.ant-table-body, .ant-table-content')!);
  const placed = essentialLabels(schema, lang).map((label) => {
    const th = heads.find((h) => h.textContent === label);
    return { label, shown: Boolean(th), inView: th ? rect(th).left >= view.left - 0.5 : false, clear: th ? rect(th).right <= rect(actions).left + 0.5 : false };
  });
  expect(placed).toEqual(placed.map(({ label }) => ({ label, shown: true, inView: true, clear: true })));
}

/** The actions cell of a row: its links and buttons but 更多 (More), and its 更多 button (or null). */
function rowActions(row: Element, moreLabel = '更多') {
  const cell = row.querySelector('td:last-child')!;
  const all = [...cell.querySelectorAll<HTMLElement>('a, button')];
  const more = all.find((el) => el.textContent?.replace(/\s/g, '') === moreLabel) ?? null;
  return { shown: all.filter((el) => el !== more).map((el) => el.textContent?.replace(/\s/g, '')), more };
}

/** The menu of the dropdown open now, once open. */
const openMenu = () =>
  waitFor(() => {
    const menu = document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]');
    expect(menu).toBeTruthy();
    return menu!;
  });

describe('the vehicles list at 1366 px', () => {
  it('shows its essential columns clear of the actions, two actions and 更多 per row, and its buttons on one row', async () => {
    const user = userEvent.setup();
    const { pane, router } = await openList('/Vehicles');
    expectEssentialColumnsClear(pane, vehicle);

    // The list's buttons and the column chooser: one row, one top.
    const toolbar = pane.querySelector('[data-testid="table-toolbar"]')!.parentElement!;
    const tops = [...toolbar.querySelectorAll('button')].map((b) => Math.round(rect(b).top));
    expect(tops.length).toBeGreaterThan(2);
    expect(new Set(tops).size).toBe(1);

    // Every row: two actions at most, the rest under 更多.
    const rows = [...pane.querySelectorAll('tbody tr.ant-table-row')];
    for (const row of rows) expect(rowActions(row).shown.length).toBeLessThanOrEqual(2);
    // An available vehicle: details and edit shown; trail, repair and taking out of service under 更多.
    const row = rows.find((r) => data().vehicles.find((v) => String(v.carId) === r.getAttribute('data-row-key'))?.vehicleStatus === 1)!;
    const carId = Number(row.getAttribute('data-row-key'));
    const { shown, more } = rowActions(row);
    expect(shown).toEqual(['详情', '编辑']);
    expect(more).not.toBeNull();

    // Opened by the keyboard, its first item focused; the arrow keys and Enter choose one (the browser's own keys:
    // the menu reads the key events' `which`, which simulated events lack).
    more!.focus();
    await keys.keyboard('{Enter}');
    const menu = await openMenu();
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['轨迹', '送修', '停用']);
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    // One key at a time, each once the menu has moved its focus (a key pressed before it has is not counted).
    await keys.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[1]).toHaveFocus());
    await keys.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[2]).toHaveFocus());
    await keys.keyboard('{Enter}');
    // Its confirmation, as inline; the row's detail is not opened by the choice.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('停用后该车辆将不再出租，确定停用吗？')).toBeInTheDocument();
    expect(where(router)).toBe('/Vehicles');
    // Not confirmed by the Enter that chose it: the vehicle is in service until OK.
    expect(data().vehicles.find((v) => v.carId === carId)?.vehicleStatus).toBe(1);
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(data().vehicles.find((v) => v.carId === carId)?.vehicleStatus).toBe(3));
  });

  it('in English too: the longer headers clear of the actions, two actions and More', async () => {
    act(() => setLang('en-US'));
    try {
      const { pane } = await openList('/Vehicles');
      await waitFor(() => expect(pane.querySelector('thead')?.textContent).toContain('Plate'));
      expectEssentialColumnsClear(pane, vehicle, 'en-US');
      const row = [...pane.querySelectorAll('tbody tr.ant-table-row')].find(
        (r) => data().vehicles.find((v) => String(v.carId) === r.getAttribute('data-row-key'))?.vehicleStatus === 1,
      )!;
      const { shown, more } = rowActions(row, 'More');
      expect(shown).toEqual(['Details', 'Edit']);
      await userEvent.click(more!);
      expect(within(await openMenu()).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Trail', 'Send to repair', 'Take out of service']);
    } finally {
      act(() => setLang('zh-CN'));
    }
  });
});

describe('the dispatch centre at 1366 px', () => {
  it('shows its essential columns clear of the actions; a row with one action shows no 更多', async () => {
    const { pane, router } = await openList('/DispatchCenter');
    expectEssentialColumnsClear(pane, dispatchRequest);
    for (const row of pane.querySelectorAll('tbody tr.ant-table-row')) expect(rowActions(row).shown.length).toBeLessThanOrEqual(2);
    // Completed requests: their details only, and no 更多.
    await act(() => router.navigate(`/DispatchCenter?requestStatus=${REQUEST_STATUS.done}`));
    await waitFor(() => {
      const rows = [...pane.querySelectorAll('tbody tr.ant-table-row')];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(rowActions(row)).toEqual({ shown: ['详情'], more: null });
    });
  });

  it('keeps a horizontal scroll bar in view when every column is shown', async () => {
    await saveColumnSettings(dispatchRequest.id, { hidden: [], order: [], pinned: [] });
    const { pane } = await openList('/DispatchCenter');
    await waitFor(() => expect(pane.querySelector('thead')?.textContent).toContain('派车司机'));
    const body = pane.querySelector('.ant-table-body')!;
    expect(body.scrollWidth).toBeGreaterThan(body.clientWidth);
    const bar = await waitFor(() => {
      const found = pane.querySelector('.ant-table-sticky-scroll-bar');
      expect(found).toBeTruthy();
      return found!;
    });
    const paneBox = rect(pane);
    expect(rect(bar).width).toBeGreaterThan(0);
    expect(rect(bar).bottom).toBeLessThanOrEqual(paneBox.bottom + 0.5);
    expect(rect(bar).top).toBeGreaterThanOrEqual(paneBox.top);
  });
});
