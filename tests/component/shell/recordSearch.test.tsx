/** The shell's route search finds records (docs/architecture.md "Record search"): loaded with the dialog, opening the detail. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { data } from '@/mocks/db';
import { renderConsole, signInAs, where } from '../harness';

async function openConsole(account: string, password: string) {
  await signInAs(account, password);
  const view = renderConsole('/Manage');
  await screen.findByRole('navigation', { name: '导航菜单' });
  return view;
}

describe('record search in the console', () => {
  it('Ctrl+K, a plate: the vehicle is listed under 车辆管理 and Enter opens its detail', async () => {
    const { router } = await openConsole('admin', 'admin123');
    const car = data().vehicles[2]!;
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox');
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, car.plate);
    const group = await screen.findByRole('group', { name: '车辆管理' });
    const option = within(group).getByRole('option', { name: new RegExp(car.plate) });
    const all = within(screen.getByRole('listbox')).getAllByRole('option');
    for (let i = all.indexOf(option); i > 0; i--) await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(where(router)).toMatch(new RegExp(`^/VehiclesDetail\\?carId=${car.carId}(&|$)`)));
  });

  it('a supplier finds its own drivers by mobile, and no fleet vehicle (not among its screens)', async () => {
    await openConsole('supplier', 'supplier123');
    const own = data().scatteredDrivers.find((d) => d.supplierName === '鑫达汽车服务有限公司')!;
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox');
    await user.type(box, own.mobile);
    const group = await screen.findByRole('group', { name: '零散司机' });
    expect(within(group).getByRole('option', { name: new RegExp(own.driverName) })).toHaveAttribute('data-path', expect.stringMatching(/^\/driverBaseInfo\?row=/));
    expect(screen.queryByRole('group', { name: '车辆管理' })).toBeNull();
  });

  it('Ctrl+K, a fleet driver\'s mobile: the driver is listed under 司机管理 and choosing it opens /Drivers with its record', async () => {
    const { router } = await openConsole('admin', 'admin123');
    const driver = data().Drivers[4]!;
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    const box = await screen.findByRole('combobox');
    await waitFor(() => expect(box).toHaveFocus());
    await user.type(box, driver.mobile);
    // The hits are drawn only for the whole mobile typed (an answer to a shorter text is never shown): the group is stable.
    const group = await screen.findByRole('group', { name: '司机管理' });
    const option = within(group).getByRole('option', { name: new RegExp(driver.driverName) });
    expect(option).toHaveTextContent(driver.mobile);
    await user.click(option);
    // Drivers have no detail route: their list, with the driver's drawer open over it, loaded by its key.
    await waitFor(() => expect(where(router)).toBe(`/Drivers?open=${driver.driverId}`));
    const drawer = await screen.findByRole('dialog', { name: `司机管理 · ${driver.driverName}` });
    expect(await within(drawer).findByText(driver.idNumber)).toBeInTheDocument();
    // Closed, the list stays, its address without the record.
    await user.click(within(drawer).getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(where(router)).toBe('/Drivers'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: `司机管理 · ${driver.driverName}` })).toBeNull());
  });
});
