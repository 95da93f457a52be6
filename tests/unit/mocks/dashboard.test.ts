/** §2 dashboard counts are computed from the stored entities with the dashboard links' filters. */
import { describe, expect, it } from 'vitest';
import { commit, data } from '@/mocks/db';
import { BRANCH_TODOS, PLATFORM_TODOS, todoLink } from '@/entities/dashboard/todos';
import { backendOf } from '@/mocks/entities';
import { ok } from './api';

type Counts = Record<string, number>;

describe('dashboard to-do counts', () => {
  it('platform counts equal the rows the §2 target filters select', async () => {
    const counts = await ok<Counts>('/api/lingsan/customerOrder/todo/list', { method: 'GET' });
    const d = data();
    expect(counts).toEqual({
      tobeDispatchNum: d.demandOrders.filter((o) => o.demandOrderStatusCode === 1).length,
      returnDispatchNum: d.scatteredOrders.filter((o) => o.orderStatus === 2).length,
      changeVehicleOrDriverNum: d.scatteredOrders.filter((o) => o.todoVehicle).length,
      tobeReviewedNum: d.checkSheets.filter((s) => s.auditStatus === 1).length,
      tobeCheckedByShouQiNum: d.incomeBills.filter((b) => b.billStatus === 120).length,
      dispatchCenterPendingNum: d.DispatchCenter.filter((r) => r.requestStatus === 1).length,
      rentAwaitingPickUpNum: d.rentOrders.filter((o) => o.orderStatus === 10).length,
      rentAwaitingSettlementNum: d.rentOrders.filter((o) => o.orderStatus === 30).length,
    });
    for (const n of Object.values(counts)) expect(n).toBeGreaterThan(0);
  });

  it('branch counts equal the rows the §2 target filters select', async () => {
    const counts = await ok<Counts>('/api/lingsan/order/supplier/platformToDoItem', { method: 'POST' });
    const b = data().branchOrders;
    const n = (f: (o: (typeof b)[number]) => boolean) => b.filter(f).length;
    expect(counts).toEqual({
      confirmationBeforeDeliveryNumber: n((o) => o.orderStatus === 1),
      preDeliveryReviewRejectNumber: n((o) => o.orderStatus === 4),
      waitingDeliveryNumber: n((o) => o.orderStatus === 5),
      dispatchingNumber: n((o) => o.orderStatus === 6 && o.dispatchingFlag === 1),
      returnedToBeConfirmedNumber: n((o) => o.orderStatus === 9 && o.orderType === 1 && o.returnedFlag === 1),
      completedAndCallBackDataNumber: n((o) => o.orderStatus === 11 && o.completedAndToDoItems === 1),
    });
    // The flags matter: some orders in status 6 are not being dispatched.
    expect(counts.dispatchingNumber).toBeLessThan(n((o) => o.orderStatus === 6));
  });

  it('each count equals the total of its list opened with the link query', async () => {
    const counts = {
      ...(await ok<Counts>('/api/lingsan/customerOrder/todo/list', { method: 'GET' })),
      ...(await ok<Counts>('/api/lingsan/order/supplier/platformToDoItem')),
    };
    for (const { key, target } of [...PLATFORM_TODOS, ...BRANCH_TODOS]) {
      // The list of the link's route (its declared entity), opened with the link query as text (?todoVehicle=true).
      const { route, filter } = todoLink(target);
      const def = backendOf(route);
      const list = await ok<{ total: number; result: unknown[] }>(def!.paths.list, { method: 'GET', params: Object.fromEntries(filter) });
      expect(list.total, key).toBe(counts[key]);
    }
  });

  it('follows changes of the stored entities', async () => {
    const before = await ok<Counts>('/api/lingsan/customerOrder/todo/list', { method: 'GET' });
    commit((d) => {
      for (const o of d.demandOrders) if (o.demandOrderStatusCode === 1) o.demandOrderStatusCode = 2;
    });
    const after = await ok<Counts>('/api/lingsan/customerOrder/todo/list', { method: 'GET' });
    expect(before.tobeDispatchNum).toBeGreaterThan(0);
    expect(after.tobeDispatchNum).toBe(0);
  });
});
