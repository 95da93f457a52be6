/**
 * /toDoList as a supplier meets it: its own to-do items, each opening its list filtered to exactly those rows (the
 * list's total is the count); nothing to do, and it says so.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { declaredScreen } from '@/components/entity/screens';
import { supplierOrderSec } from '@/entities/supplier/order';
import ToDoListPage from '@/features/supplier/ToDoListPage';
import { commit, data } from '@/mocks/db';
import { collectHttpErrors, renderScreens, where } from '../harness';

const errors = collectHttpErrors('supplier', 'supplier123');
const OWN = '鑫达汽车服务有限公司';

const screens = { '/toDoList': ToDoListPage, '/supplierOrderSec': declaredScreen(supplierOrderSec, '/supplierOrderSec') };

describe('/toDoList', () => {
  it("lists the supplier's own to-dos; an item opens its list showing exactly that many rows", async () => {
    const user = userEvent.setup();
    const toFinish = data().scatteredOrders.filter((o) => o.supplierName === OWN && o.orderStatus === 4 && !o.todoVehicle).length;
    expect(toFinish).toBeGreaterThan(0);
    const router = renderScreens('/toDoList', screens);
    const link = await screen.findByRole('link', { name: '服务中待结束的订单' });
    // The platform's own to-dos are not the supplier's.
    expect(screen.queryByRole('link', { name: '待派单的订单' })).toBeNull();
    expect(link.closest('li')).toHaveTextContent(String(toFinish));
    await user.click(link);
    expect(where(router)).toBe('/supplierOrderSec?orderStatus=4&todoVehicle=false');
    expect(await screen.findByText(`共 ${toFinish} 条`)).toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it('says there is nothing to do when nothing waits for the supplier', async () => {
    commit((d) => {
      for (const o of d.scatteredOrders) if (o.supplierName === OWN) o.orderStatus = 6;
      for (const o of d.demandOrders) if (o.supplierName === OWN) o.demandOrderStatusCode = 4;
      for (const c of d.changeCarOrder) if (c.supplierName === OWN) c.changeStatus = 2;
      for (const b of d.scatteredBills) if (b.supplierName === OWN) b.billStatus = 3;
    });
    renderScreens('/toDoList', screens);
    expect(await screen.findByText('暂无待办事项')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(errors).toEqual([]);
  });
});
