/**
 * A maintenance work order's steps are dialogs on the order ([Q] 7; docs/architecture.md "Step dialogs"): opened from
 * its row, the address unchanged (no row JSON in it); the dialog names the order it acts on; 提交验收 takes cost lines
 * with their totals as typed (exact decimals, the function the backend stores), refuses a line under its field and,
 * done, closes and the row reads 待验收 — the button's word in the state's. A step's §2 route is a deep link by the
 * order's id only: the order's detail with the step's dialog open (an older link's row JSON gives its id, nothing
 * else), or why the step does not apply.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { declaredScreen } from '@/components/entity/screens';
import { maintenanceOrder } from '@/entities/maintenance/workOrder';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens, rowActionNames, rowActionTarget, where } from '../harness';
import { ok } from '../../unit/mocks/api';

const errors = collectHttpErrors('admin', 'admin123');

const screens = {
  '/MaintenanceList': declaredScreen(maintenanceOrder, '/MaintenanceList'),
  // The steps' routes, drawn from their declaration (`route`), as the route table draws them.
  '/EndRepairAdd': declaredScreen(maintenanceOrder, '/EndRepairAdd'),
  '/AssetsAuditAdd': declaredScreen(maintenanceOrder, '/AssetsAuditAdd'),
  '/AuditAdd': declaredScreen(maintenanceOrder, '/AuditAdd'),
};
/** Types into an input at once (a change event), as the form reads it. */
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const stored = (id: number) => data().MaintenanceList.find((o) => o.workOrderId === id)!;

/** The table row showing the order's number. */
async function rowOf(no: string): Promise<HTMLElement> {
  return (await screen.findByText(no)).closest('tr')!;
}

describe('maintenance step dialogs', () => {
  it('提交验收 from the row: a dialog on the order, totals as typed, a line refused under its field, then the row reads 待验收', async () => {
    const user = userEvent.setup();
    const order = data().MaintenanceList.find((o) => o.workOrderStatus === 4)!;
    const list = `/MaintenanceList?workOrderNo=${order.workOrderNo}`;
    const router = renderScreens(list, screens);
    const row = await rowOf(order.workOrderNo);
    expect(within(row).getByText('维修中')).toBeInTheDocument();
    await user.click(await rowActionTarget(row, '提交验收'));

    const dialog = await screen.findByRole('dialog', { name: '提交验收' });
    expect(where(router)).toBe(list);
    expect(within(dialog).getByTestId('action-record')).toHaveTextContent(order.workOrderNo);
    const line = (n: number) => within(dialog).getByRole('group', { name: `费用明细第 ${n} 行` });
    await user.click(within(line(1)).getByLabelText('费用类型'));
    await user.click(await screen.findByTitle('配件'));
    type(within(line(1)).getByLabelText('项目名称'), '机油滤芯');
    type(within(line(1)).getByLabelText('数量/工时'), '3');
    type(within(line(1)).getByLabelText('单价（元）'), '0.1');
    await user.click(within(dialog).getByRole('button', { name: /添加费用明细/ }));
    await within(dialog).findByRole('group', { name: '费用明细第 2 行' });
    await user.click(within(line(2)).getByLabelText('费用类型'));
    await user.click((await screen.findAllByTitle('工时')).at(-1)!);
    type(within(line(2)).getByLabelText('项目名称'), '保养工时');
    type(within(line(2)).getByLabelText('数量/工时'), '0.1');
    type(within(line(2)).getByLabelText('单价（元）'), '0.2');
    // 3 × 0.1 = 0.30 (not 0.30000000000000004), 0.1 × 0.2 = 0.02.
    const preview = within(dialog).getByTestId('action-preview');
    await waitFor(() => expect(within(preview).getByRole('row', { name: /结算金额（元）/ })).toHaveTextContent('0.32'));
    expect(within(preview).getByRole('row', { name: /配件费（元）/ })).toHaveTextContent('0.30');
    expect(within(preview).getByRole('row', { name: /工时费（元）/ })).toHaveTextContent('0.02');

    // The odometer out below the order's odometer at entry: refused under the field before sending.
    type(within(dialog).getByLabelText('出厂里程（km）'), String(order.odometerIn - 1));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText(`出厂里程不能小于进厂里程（${order.odometerIn} km）`)).toBeInTheDocument();
    type(within(dialog).getByLabelText('出厂里程（km）'), String(order.odometerIn + 3));
    type(within(line(2)).getByLabelText('项目名称'), '');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(line(2)).findByText('请填写项目名称')).toBeInTheDocument();
    expect(stored(order.workOrderId).workOrderStatus).toBe(4);

    type(within(line(2)).getByLabelText('项目名称'), '保养工时');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored(order.workOrderId)).toMatchObject({ workOrderStatus: 5, finalCost: 0.32, partsCost: 0.3, labourCost: 0.02 });
    // The row reads the state the button named, and offers the next step in the same word.
    await waitFor(async () => expect(within(await rowOf(order.workOrderNo)).getByText('待验收')).toBeInTheDocument());
    expect(await rowActionNames(await rowOf(order.workOrderNo))).toContain('验收');
    expect(where(router)).toBe(list);
    expect(errors).toEqual([]);
  });

  it('offers a pending order its review in the state word, and no step as a link carrying the row', async () => {
    const pending = data().MaintenanceList.find((o) => o.workOrderStatus === 1)!;
    renderScreens(`/MaintenanceList?workOrderNo=${pending.workOrderNo}`, screens);
    const row = await rowOf(pending.workOrderNo);
    expect(within(row).getByText('待审核')).toBeInTheDocument();
    expect(await rowActionNames(row)).toContain('审核');
    expect(within(row).queryAllByRole('link').map((a) => a.getAttribute('href') ?? '').filter((h) => h.includes('row='))).toEqual([]);
  });

  it('the step route opens the order, read by its id only, with the step dialog open; done, it returns to the list', async () => {
    const user = userEvent.setup();
    const order = data().MaintenanceList.find((o) => o.workOrderStatus === 5)!;
    // An older link's row JSON: only its id is read (its stale number and state are not shown).
    const old = new URLSearchParams({ row: JSON.stringify({ workOrderId: order.workOrderId, workOrderNo: 'WX-STALE', workOrderStatus: 4 }) });
    const router = renderScreens(`/AssetsAuditAdd?${old.toString()}`, screens);
    const dialog = await screen.findByRole('dialog', { name: '验收' });
    expect(within(dialog).getByTestId('action-record')).toHaveTextContent(order.workOrderNo);
    expect(screen.queryByText('WX-STALE')).toBeNull();
    await user.click(within(dialog).getByLabelText('验收结果'));
    await user.click(await screen.findByTitle('验收通过，车辆恢复可租'));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(where(router)).toBe('/MaintenanceList'));
    expect(stored(order.workOrderId).workOrderStatus).toBe(6);
    expect(errors).toEqual([]);
  });

  it('the step route says the step does not apply to an order no longer in its state', async () => {
    const order = data().MaintenanceList.find((o) => o.workOrderStatus === 6)!;
    renderScreens(`/EndRepairAdd?workOrderId=${order.workOrderId}`, screens);
    expect(await screen.findByText('该记录当前的状态不能执行“提交验收”。')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("the step route tells the order's creator why its review is not theirs, with no dialog", async () => {
    const free = data().vehicles.find((x) => x.vehicleStatus === 1 && !data().MaintenanceList.some((o) => o.carId === x.carId && [1, 2, 4, 5].includes(o.workOrderStatus)))!;
    const shop = data().RepairShopList.find((s) => s.cooperationStatus === 1)!;
    const own = await ok<{ workOrderId: number }>('/api/maintenance/save', {
      params: { carId: free.carId, maintenanceType: 1, shopId: shop.shopId, faultDescription: '保养', odometerIn: free.mileage, estimatedCost: 600 },
    });
    renderScreens(`/AuditAdd?workOrderId=${own.workOrderId}`, screens);
    expect(await screen.findByText('不能审核自己创建的工单')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
