/**
 * /EndRepairAdd (src/features/maintenance/screens.tsx), as the fleet clerk meets it: the order in repair, its cost lines
 * typed with their totals shown as typed (exact decimals, the function the backend stores), a line refused under its
 * field with the form's message, and a finish that moves the order to 待验收 with the same total; an order no longer in
 * repair says so instead of a form.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EndRepairAddPage } from '@/features/maintenance/screens';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens, where } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');

const screens = { '/EndRepairAdd': EndRepairAddPage, '/MaintenanceList': () => <p>list</p> };
/** Types into an input at once (a change event), as the form reads it. */
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const href = (workOrderId: number) => `/EndRepairAdd?${new URLSearchParams({ row: JSON.stringify({ workOrderId }), parent: '/MaintenanceList' })}`;

describe('/EndRepairAdd', () => {
  it('totals the lines as typed, refuses an empty item under its field, and finishes the order with the exact total', async () => {
    const user = userEvent.setup();
    const order = data().MaintenanceList.find((o) => o.workOrderStatus === 4)!;
    const router = renderScreens(href(order.workOrderId), screens);
    expect(await screen.findByText(order.workOrderNo)).toBeInTheDocument();
    const line = (n: number) => screen.getByRole('group', { name: `费用明细第 ${n} 行` });

    await user.click(within(line(1)).getByLabelText('费用类型'));
    await user.click(await screen.findByTitle('配件'));
    type(within(line(1)).getByLabelText('项目名称'), '机油滤芯');
    type(within(line(1)).getByLabelText('数量/工时'), '3');
    type(within(line(1)).getByLabelText('单价（元）'), '0.1');
    await user.click(screen.getByRole('button', { name: /添加费用明细/ }));
    await screen.findByRole('group', { name: '费用明细第 2 行' });
    await user.click(within(line(2)).getByLabelText('费用类型'));
    await user.click((await screen.findAllByTitle('工时')).at(-1)!);
    type(within(line(2)).getByLabelText('项目名称'), '保养工时');
    type(within(line(2)).getByLabelText('数量/工时'), '0.1');
    type(within(line(2)).getByLabelText('单价（元）'), '0.2');
    // 3 × 0.1 = 0.30 (not 0.30000000000000004), 0.1 × 0.2 = 0.02.
    await waitFor(() => expect(screen.getByTestId('workorder-total')).toHaveTextContent('0.32'));
    expect(screen.getByTestId('workorder-parts')).toHaveTextContent('0.30');
    expect(screen.getByTestId('workorder-labour')).toHaveTextContent('0.02');

    type(screen.getByLabelText('出厂里程（km）'), String(order.odometerIn + 3));
    type(within(line(2)).getByLabelText('项目名称'), '');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await within(line(2)).findByText('请填写项目名称')).toBeInTheDocument();
    expect(data().MaintenanceList.find((o) => o.workOrderId === order.workOrderId)!.workOrderStatus).toBe(4);

    type(within(line(2)).getByLabelText('项目名称'), '保养工时');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(where(router)).toBe('/MaintenanceList'));
    expect(data().MaintenanceList.find((o) => o.workOrderId === order.workOrderId)).toMatchObject({ workOrderStatus: 5, finalCost: 0.32, partsCost: 0.3, labourCost: 0.02 });
    expect(errors).toEqual([]);
  });

  it('says the step does not apply to an order no longer in repair', async () => {
    const order = data().MaintenanceList.find((o) => o.workOrderStatus === 6)!;
    renderScreens(href(order.workOrderId), screens);
    expect(await screen.findByText('该记录当前的状态不能执行“结束维修”。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /提\s*交/ })).toBeNull();
  });
});
