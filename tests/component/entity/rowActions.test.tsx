/**
 * A row action is offered only to an account that may use it ([Q] 6, 5): a link to another screen only when the
 * account may open that screen (a fleet manager granted /Vehicles without the trail screen is not offered 轨迹), and a
 * step that separates duties not to the account that did the earlier step (a work order's creator is not offered 审核).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { declaredScreen } from '@/components/entity/screens';
import { vehicle } from '@/entities/admin/vehicle';
import { maintenanceOrder } from '@/entities/maintenance/workOrder';
import { data } from '@/mocks/db';
import { configureHttp } from '@/api/http';
import { renderScreens, signInAs } from '../harness';
import { ok } from '../../unit/mocks/api';

const screens = { '/Vehicles': declaredScreen(vehicle, '/Vehicles'), '/MaintenanceList': declaredScreen(maintenanceOrder, '/MaintenanceList') };

let restore = () => {};
afterEach(() => restore());
const errorsOf = () => {
  const errors: string[] = [];
  restore = configureHttp({ error: (m) => errors.push(m) });
  return errors;
};

/** The actions of the table row showing `text`: its links and buttons, and those under its 更多 (opened, then closed). */
async function rowActions(text: string): Promise<string[]> {
  const cell = await screen.findByText(text);
  const row = cell.closest('tr')!;
  const named = (els: HTMLElement[]) => els.map((el) => el.textContent?.replace(/\s/g, '') ?? '');
  const shown = named([...within(row).queryAllByRole('link'), ...within(row).queryAllByRole('button')]);
  const more = within(row).queryByRole('button', { name: /更多/ });
  if (!more) return shown;
  await userEvent.click(more);
  const menu = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]');
    expect(open).toBeTruthy();
    return open!;
  });
  const under = named(within(menu).getAllByRole('menuitem'));
  await userEvent.click(more);
  await waitFor(() => expect(document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)')).toBeNull());
  return [...shown.filter((name) => name !== '更多'), ...under];
}

describe('row actions', () => {
  it('link to another screen only when the account may open it', async () => {
    const v = data().vehicles[0]!;
    await signInAs('jiangtao', 'Changxing2026');
    const errors = errorsOf();
    renderScreens(`/Vehicles?plate=${encodeURIComponent(v.plate)}`, screens);
    const actions = await rowActions(v.plate);
    expect(actions).toContain('详情');
    expect(actions).not.toContain('轨迹');
    expect(errors).toEqual([]);
  });

  it('link to the trail for an account that may open it', async () => {
    const v = data().vehicles[0]!;
    await signInAs('admin', 'admin123');
    renderScreens(`/Vehicles?plate=${encodeURIComponent(v.plate)}`, screens);
    expect(await rowActions(v.plate)).toContain('轨迹');
  });

  it("leave a work order's review out for the account that created it, and offer it on another's", async () => {
    await signInAs('admin', 'admin123');
    const vehicleFree = data().vehicles.find((x) => x.vehicleStatus === 1 && !data().MaintenanceList.some((o) => o.carId === x.carId && [1, 2, 4, 5].includes(o.workOrderStatus)))!;
    const shop = data().RepairShopList.find((s) => s.cooperationStatus === 1)!;
    const own = await ok<{ workOrderNo: string }>('/api/maintenance/save', {
      params: { carId: vehicleFree.carId, maintenanceType: 1, shopId: shop.shopId, faultDescription: '保养', odometerIn: vehicleFree.mileage, estimatedCost: 600 },
    });
    const seeded = data().MaintenanceList.find((o) => o.workOrderStatus === 1 && o.workOrderNo !== own.workOrderNo)!;
    renderScreens('/MaintenanceList?workOrderStatus=1', screens);
    const mine = await rowActions(own.workOrderNo);
    expect(mine).toContain('详情');
    expect(mine).not.toContain('审核');
    expect(await rowActions(seeded.workOrderNo)).toContain('审核');
  });
});
