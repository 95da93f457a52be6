/**
 * Saved views on a declared list (docs/architecture.md "Saved views"), on the vehicle list: save the filtered list as
 * the default view, open the list again with no query and find the filter applied; choose a view (its query in the
 * URL, its hidden columns gone); a taken name keeps the dialog with the backend's message; delete asks first.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/api/query';
import { viewLink } from '@/components/entity/SavedViews';
import { declaredScreen } from '@/components/entity/screens';
import { vehicle } from '@/entities/admin/vehicle';
import { commit, data } from '@/mocks/db';
import { collectHttpErrors, renderScreens, where } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');

const screens = { '/Vehicles': declaredScreen(vehicle, '/Vehicles') };
const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));

/** A short fleet (three vehicles, one in repair): the table draws little, so the tests stay quick on a busy machine. */
function fewVehicles() {
  commit((d) => {
    d.vehicles = d.vehicles.slice(0, 3);
    d.vehicles[0]!.vehicleStatus = 1;
    d.vehicles[1]!.vehicleStatus = 2;
  });
}

function seedViews() {
  fewVehicles();
  commit((d) => {
    d.savedViews.push(
      { viewId: 901, account: 'admin', screen: 'Vehicles', name: '维修中的车', query: 'vehicleStatus=2', hiddenColumns: ['modelId', 'color'], isDefault: false, updateTime: '2026-01-01 10:00:00' },
      { viewId: 902, account: 'admin', screen: 'Vehicles', name: '按里程', query: 'order=asc&orderBy=mileage', hiddenColumns: [], isDefault: false, updateTime: '2026-01-01 10:00:00' },
      { viewId: 903, account: 'dispatcher', screen: 'Vehicles', name: '别人的视图', query: 'vehicleStatus=3', hiddenColumns: [], isDefault: true, updateTime: '2026-01-01 10:00:00' },
    );
  });
}

describe('saved views', () => {
  it('saves the filtered list as the default view, its name required', async () => {
    const user = userEvent.setup();
    fewVehicles();
    const vin = data().vehicles[0]!.vin;
    const router = renderScreens('/Vehicles', screens);
    await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0));
    await user.click(screen.getByLabelText('车架号'));
    await user.paste(vin);
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(where(router)).toBe(`/Vehicles?vin=${vin}`));
    await user.click(screen.getByRole('button', { name: /^视图/ }));
    expect(await screen.findByText('暂无保存的视图')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存当前视图' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('保存当前视图')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog).findByText('请填写视图名称')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('视图名称'));
    await user.paste('我的车架号');
    await user.click(within(dialog).getByRole('switch'));
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(data().savedViews).toEqual([expect.objectContaining({ account: 'admin', screen: 'Vehicles', name: '我的车架号', query: `vin=${vin}`, isDefault: true })]);
    // The menu lists it, marked default.
    await user.click(screen.getByRole('button', { name: /^视图/ }));
    const list = await screen.findByRole('list', { name: '视图' });
    expect(within(list).getByRole('button', { name: '我的车架号' })).toHaveAttribute('aria-current', 'true');
    expect(within(list).getByText('默认')).toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it('opened with no query, the list applies the default view; opened with a query (a link), it does not', async () => {
    seedViews();
    commit((d) => {
      d.savedViews.find((v) => v.viewId === 901)!.isDefault = true;
    });
    const router = renderScreens('/Vehicles', screens);
    await waitFor(() => expect(where(router)).toBe('/Vehicles?vehicleStatus=2'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '车型' })).toBeNull());
    await waitFor(() => expect(rowsOf().length).toBe(1));
    // Applying the view made its hidden columns the account's column settings (kept by the backend): start afresh.
    expect(data().columnSettings.find((s) => s.screen === 'Vehicles')?.hidden).toContain('modelId');
    cleanup();
    localStorage.clear();
    commit((d) => void d.columnSettings.splice(0));
    queryClient.clear();
    const link = renderScreens('/Vehicles?vehicleStatus=1', screens);
    expect(await screen.findByRole('columnheader', { name: '车型' })).toBeInTheDocument();
    await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0));
    expect(where(link)).toBe('/Vehicles?vehicleStatus=1');
    expect(errors).toEqual([]);
  });

  it('lists only the account’s views; choosing one puts its query in the URL and hides its columns', async () => {
    const user = userEvent.setup();
    seedViews();
    const router = renderScreens('/Vehicles?plate=%E4%BA%AC', screens);
    expect(await screen.findByRole('columnheader', { name: '车型' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^视图/ }));
    const list = await screen.findByRole('list', { name: '视图' });
    expect(within(list).queryByText('别人的视图')).toBeNull();
    await user.click(within(list).getByRole('button', { name: '维修中的车' }));
    await waitFor(() => expect(where(router)).toBe('/Vehicles?vehicleStatus=2'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: '车型' })).toBeNull());
    expect(screen.queryByRole('columnheader', { name: '车身颜色' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: '车牌号' })).toBeInTheDocument();
    // The rows are those of the view's filter.
    await waitFor(() => expect(rowsOf().length).toBe(1));
    // Another view: its sort, every column shown again.
    await user.click(screen.getByRole('button', { name: /^视图/ }));
    await user.click(within(await screen.findByRole('list', { name: '视图' })).getByRole('button', { name: '按里程' }));
    await waitFor(() => expect(where(router)).toBe('/Vehicles?order=asc&orderBy=mileage'));
    expect(await screen.findByRole('columnheader', { name: '车型' })).toBeInTheDocument();
    // The view's columns are the account's settings once the backend has them: a save still on its way when the test
    // ended was answered after the next test's reset (请先登录 in that test's errors).
    await waitFor(() => expect(data().columnSettings.find((s) => s.screen === 'Vehicles')?.hidden).toEqual([]));
    expect(errors).toEqual([]);
  });

  it('keeps the dialog with the backend’s message when the name is taken; renames a view', async () => {
    const user = userEvent.setup();
    seedViews();
    renderScreens('/Vehicles', screens);
    await user.click(await screen.findByRole('button', { name: /^视图/ }));
    await user.click(await screen.findByRole('button', { name: '保存当前视图' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('视图名称'));
    await user.paste('按里程');
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog).findByText('已存在同名视图')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('视图名称')).toHaveValue('按里程');
    await user.click(within(dialog).getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A rename keeps the view's query and columns.
    await user.click(screen.getByRole('button', { name: /^视图/ }));
    await user.click(await screen.findByRole('button', { name: '重命名 维修中的车' }));
    const rename = await screen.findByRole('dialog');
    const name = within(rename).getByLabelText('视图名称');
    expect(name).toHaveValue('维修中的车');
    await user.clear(name);
    await user.paste('送修车辆');
    await user.click(within(rename).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(data().savedViews.find((v) => v.viewId === 901)).toMatchObject({ name: '送修车辆', query: 'vehicleStatus=2', hiddenColumns: ['modelId', 'color'] });
    expect(errors).toEqual([]);
  });

  it('deletes a view only after a confirmation', async () => {
    const user = userEvent.setup();
    seedViews();
    renderScreens('/Vehicles', screens);
    await user.click(await screen.findByRole('button', { name: /^视图/ }));
    await user.click(await screen.findByRole('button', { name: '删除 按里程' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('删除视图')).toBeInTheDocument();
    expect(within(confirm).getByText('确定删除视图“按里程”吗？')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(data().savedViews.map((v) => v.name)).toContain('按里程');
    await user.click(screen.getByRole('button', { name: /^视图/ }));
    await user.click(await screen.findByRole('button', { name: '删除 按里程' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(data().savedViews.map((v) => v.name)).not.toContain('按里程'));
    await user.click(screen.getByRole('button', { name: /^视图/ }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: '视图' })).queryByText('按里程')).toBeNull());
    expect(errors).toEqual([]);
  });

  it('copies a link inside the console: the list’s address with the view’s query', () => {
    expect(viewLink('/Vehicles', 'vehicleStatus=2', 'https://console.example')).toBe('https://console.example/Vehicles?vehicleStatus=2');
    expect(viewLink('//evil.example/x', '', 'https://console.example')).toBeNull();
  });
});
