/**
 * What every declared list gets from its declaration: sorting by a sortable column (in the URL and the call), the
 * §9 summary row, batch transitions on the selected rows with a per-row report (a refused row never hides the
 * others), and delete with a confirmation, only in the states that allow it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { declaredScreen } from '@/components/entity/screens';
import { vehicle } from '@/entities/admin/vehicle';
import { incomeBill } from '@/entities/dispatch/incomeBill';
import { inWorkOrder, workItemOf } from '@/entities/urgency';
import * as dispatch from '@/features/dispatch/screens';
import { summarySum } from '@/lib/format';
import { commit, data } from '@/mocks/db';
import { collectHttpErrors, renderScreens, where } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');

const rowsOf = () => screen.getAllByRole('row').filter((r) => r.classList.contains('ant-table-row'));

describe('declared lists', () => {
  it('sorts by a sortable column: the URL keeps it and the rows come sorted', async () => {
    const user = userEvent.setup();
    const router = renderScreens('/Vehicles', { '/Vehicles': declaredScreen(vehicle, '/Vehicles') });
    await waitFor(() => expect(rowsOf().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('columnheader', { name: /里程（km）/ }));
    await waitFor(() => expect(where(router)).toBe('/Vehicles?orderBy=mileage&order=asc'));
    const lowest = Math.min(...data().vehicles.map((v) => v.mileage));
    await waitFor(() => expect(within(rowsOf()[0]!).getByText(String(lowest))).toBeInTheDocument());
    await user.click(screen.getByRole('columnheader', { name: /里程（km）/ }));
    await waitFor(() => expect(where(router)).toBe('/Vehicles?orderBy=mileage&order=desc'));
    const highest = Math.max(...data().vehicles.map((v) => v.mileage));
    await waitFor(() => expect(within(rowsOf()[0]!).getByText(String(highest))).toBeInTheDocument());
  });

  it('totals the page’s amounts in the summary row (§9, 2 decimals)', async () => {
    renderScreens('/izuIncomeBill', { '/izuIncomeBill': dispatch.IzuIncomeBillPage });
    const summary = await screen.findByRole('status', { name: '本页合计' });
    // The first page in the order of the work (docs/architecture.md "Urgency order of the lists").
    const page = inWorkOrder(data().incomeBills, (b) => workItemOf(incomeBill.work!, b)).slice(0, 10);
    expect(summary).toHaveTextContent(`账单金额（元）：${summarySum(page, (b) => b.billAmount)}`);
  });

  it('confirms the selected bills in one go, reporting the one that could not be confirmed and why', async () => {
    const user = userEvent.setup();
    // Three bills of one partner, listed alone by its name.
    const partner = '批量确认测试合作方';
    commit((d) => {
      for (const [i, status] of [120, 120, 130].entries()) Object.assign(d.incomeBills[i]!, { billStatus: status, partnerName: partner });
    });
    const [a, b, c] = data().incomeBills;
    renderScreens(`/izuIncomeBill?partnerName=${encodeURIComponent(partner)}`, { '/izuIncomeBill': dispatch.IzuIncomeBillPage });
    await waitFor(() => expect(rowsOf().length).toBe(3));
    const batch = screen.getByRole('button', { name: '批量确认' });
    expect(batch).toBeDisabled();
    for (const row of rowsOf().slice(0, 3)) await user.click(within(row).getByRole('checkbox'));
    expect(screen.getByText('已选 3 条')).toBeInTheDocument();
    await user.click(batch);
    const dialog = await screen.findByRole('dialog', { name: '批量确认（3 条）' });
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog).findByText('处理完成：成功 2 条，失败 1 条')).toBeInTheDocument();
    expect(within(dialog).getByText(c!.billNo)).toBeInTheDocument();
    expect(within(dialog).getByText('该账单不是待合作方确认状态，不能确认')).toBeInTheDocument();
    expect(data().incomeBills.filter((x) => [a!.billId, b!.billId].includes(x.billId)).map((x) => x.billStatus)).toEqual([130, 130]);
    // The report says it; the refusal is not also toasted once per row.
    expect(errors).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/已选/)).toBeNull();
  });

  it('deletes a vehicle out of service after a confirmation; one in service offers no delete', async () => {
    const user = userEvent.setup();
    commit((d) => {
      d.vehicles[0]!.vehicleStatus = 3;
      d.vehicles[1]!.vehicleStatus = 1;
    });
    const [gone, kept] = data().vehicles;
    renderScreens('/Vehicles', { '/Vehicles': declaredScreen(vehicle, '/Vehicles') });
    await waitFor(() => expect(rowsOf().length).toBeGreaterThan(1));
    const rowOf = (plate: string) => rowsOf().find((r) => within(r).queryByText(plate))!;
    // A row's actions past the first two are under its 更多 (./listAt1366.test.tsx): delete is not among the kept one's.
    const menuOf = async (plate: string) => {
      await user.click(within(rowOf(plate)).getByRole('button', { name: /更多/ }));
      return waitFor(() => {
        const menu = document.querySelector<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menu"]');
        expect(menu).toBeTruthy();
        return menu!;
      });
    };
    expect(within(rowOf(kept!.plate)).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(await menuOf(kept!.plate)).queryByRole('menuitem', { name: '删除' })).toBeNull();
    await user.click(within(rowOf(kept!.plate)).getByRole('button', { name: /更多/ }));
    await waitFor(() => expect(document.querySelector('.ant-dropdown:not(.ant-dropdown-hidden)')).toBeNull());
    await user.click(within(await menuOf(gone!.plate)).getByRole('menuitem', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('删除后不可恢复，确定删除这条记录吗？')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(data().vehicles.some((v) => v.carId === gone!.carId)).toBe(false));
    await waitFor(() => expect(screen.queryByText(gone!.plate)).toBeNull());
  });
});
