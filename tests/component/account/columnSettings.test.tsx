/**
 * /userTabulateConfigDeal (src/features/account/ColumnSettingsPage.tsx): a column hidden and a column pinned there are
 * hidden and pinned on the list, whose own column chooser shows the same settings; a reset restores the list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { declaredScreen } from '@/components/entity/screens';
import { vehicle } from '@/entities/admin/vehicle';
import { defaultHiddenColumns } from '@/entities/define';
import ColumnSettingsPage from '@/features/account/ColumnSettingsPage';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');
const screens = { '/userTabulateConfigDeal': ColumnSettingsPage, '/Vehicles': declaredScreen(vehicle, '/Vehicles') };
/** The vehicles' columns declared not essential. */
const NOT_ESSENTIAL = ['vin', 'energyType', 'color', 'companyName'];
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent ?? '').filter(Boolean);

describe('column settings', () => {
  it('hides and pins a column of the vehicles list for the account; the list and its chooser show it; reset undoes it', async () => {
    const user = userEvent.setup();
    const router = renderScreens('/userTabulateConfigDeal?screen=Vehicles', screens);
    // The columns declared not essential start hidden (车架号, 能源类型, 车身颜色, 所属公司).
    expect(await screen.findByRole('checkbox', { name: '车架号' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '车型' }));
    await user.click(screen.getByRole('button', { name: '固定在左侧 车牌号' }));
    const hidden = [...NOT_ESSENTIAL, 'modelId'];
    await waitFor(() => expect(data().columnSettings.find((s) => s.screen === 'Vehicles')).toMatchObject({ hidden, pinned: ['plate'] }));
    expect(within(screen.getByRole('list', { name: /列表中的列/ })).getAllByRole('listitem')[0]).toHaveTextContent('车牌号');

    await router.navigate('/Vehicles');
    await waitFor(() => expect(headers().length).toBeGreaterThan(3));
    expect(headers()).not.toContain('车型');
    expect(headers()[0]).toBe('车牌号');
    expect(screen.getByRole('columnheader', { name: '车牌号' }).className).toMatch(/ant-table-cell-fix-(left|start)/);
    await user.click(screen.getByRole('button', { name: /列设置/ }));
    const chooser = await screen.findByRole('tooltip');
    expect(within(chooser).getByRole('checkbox', { name: '车型' })).not.toBeChecked();
    expect(within(chooser).getByRole('button', { name: '取消固定 车牌号' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(chooser).getByRole('button', { name: '恢复默认' }));
    await waitFor(() => expect(headers()).toContain('车型'));
    await waitFor(() => expect(data().columnSettings).toEqual([]));
    // The default is the declared one: the columns not essential stay hidden.
    expect(headers()).not.toContain('车架号');
    expect(errors).toEqual([]);
  });

  it('a wide list shows its essential columns at first, the others offered by the chooser, its buttons on the chooser’s row', async () => {
    const user = userEvent.setup();
    renderScreens('/Vehicles', screens);
    await waitFor(() => expect(headers().length).toBeGreaterThan(3));
    expect(defaultHiddenColumns(vehicle)).toEqual(NOT_ESSENTIAL);
    for (const label of ['车架号', '能源类型', '车身颜色', '所属公司']) expect(headers()).not.toContain(label);
    expect(headers()).toEqual(expect.arrayContaining(['车牌号', '车型', '车辆状态', '运营状态', '所在城市', '所在门店']));
    // The toolbar and the column chooser share one row.
    const chooserButton = screen.getByRole('button', { name: /列设置/ });
    const exportButton = screen.getByRole('button', { name: /导\s?出/ });
    expect(chooserButton.parentElement).toBe(screen.getByTestId('table-toolbar').parentElement);
    expect(Math.abs(chooserButton.getBoundingClientRect().top - exportButton.getBoundingClientRect().top)).toBeLessThan(8);
    await user.click(chooserButton);
    const chooser = await screen.findByRole('tooltip');
    await user.click(within(chooser).getByRole('checkbox', { name: '车架号' }));
    await waitFor(() => expect(headers()).toContain('车架号'));
    expect(errors).toEqual([]);
  });
});
