/**
 * /userTabulateConfigDeal (src/features/account/ColumnSettingsPage.tsx): a column hidden and a column pinned there are
 * hidden and pinned on the list, whose own column chooser shows the same settings; a reset restores the list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { declaredScreen } from '@/components/entity/screens';
import { vehicle } from '@/entities/admin/vehicle';
import ColumnSettingsPage from '@/features/account/ColumnSettingsPage';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');
const screens = { '/userTabulateConfigDeal': ColumnSettingsPage, '/Vehicles': declaredScreen(vehicle, '/Vehicles') };
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent ?? '').filter(Boolean);

describe('column settings', () => {
  it('hides and pins a column of the vehicles list for the account; the list and its chooser show it; reset undoes it', async () => {
    const user = userEvent.setup();
    const router = renderScreens('/userTabulateConfigDeal?screen=Vehicles', screens);
    const editor = await screen.findByRole('checkbox', { name: '车架号' });
    await user.click(editor);
    await user.click(screen.getByRole('button', { name: '固定在左侧 车牌号' }));
    await waitFor(() => expect(data().columnSettings.find((s) => s.screen === 'Vehicles')).toMatchObject({ hidden: ['vin'], pinned: ['plate'] }));
    expect(within(screen.getByRole('list', { name: /列表中的列/ })).getAllByRole('listitem')[0]).toHaveTextContent('车牌号');

    await router.navigate('/Vehicles');
    await waitFor(() => expect(headers().length).toBeGreaterThan(3));
    expect(headers()).not.toContain('车架号');
    expect(headers()[0]).toBe('车牌号');
    expect(screen.getByRole('columnheader', { name: '车牌号' }).className).toMatch(/ant-table-cell-fix-(left|start)/);
    await user.click(screen.getByRole('button', { name: /列设置/ }));
    const chooser = await screen.findByRole('tooltip');
    expect(within(chooser).getByRole('checkbox', { name: '车架号' })).not.toBeChecked();
    expect(within(chooser).getByRole('button', { name: '取消固定 车牌号' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(chooser).getByRole('button', { name: '恢复默认' }));
    await waitFor(() => expect(headers()).toContain('车架号'));
    await waitFor(() => expect(data().columnSettings).toEqual([]));
    expect(errors).toEqual([]);
  });
});
