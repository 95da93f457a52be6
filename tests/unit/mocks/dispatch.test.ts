/** The dispatcher's status transitions in the demo backend (docs/api.md): each moves the row and the dashboard count. */
import { describe, expect, it } from 'vitest';
import { data } from '@/mocks/db';
import { call, ok } from './api';

type Row = Record<string, unknown>;
const counts = () => ok<Record<string, number>>('/api/lingsan/customerOrder/todo/list', { method: 'GET' });
const branchCounts = () => ok<Record<string, number>>('/api/lingsan/order/supplier/platformToDoItem');

describe('dispatcher actions', () => {
  it('dispatching an awaiting demand order needs a supplier, moves it to 2 and lowers tobeDispatchNum', async () => {
    const row = data().demandOrders.find((r) => r.demandOrderStatusCode === 1)!;
    const before = (await counts()).tobeDispatchNum;
    expect(await call('/api/lingsan/demandOrder/dispatch', { params: { demandOrderId: row.demandOrderId } })).toMatchObject({ code: 1, msg: '请选择供应商' });
    const changed = await ok<Row>('/api/lingsan/demandOrder/dispatch', { params: { demandOrderId: row.demandOrderId, supplierName: '永顺租车有限公司' } });
    expect(changed).toMatchObject({ demandOrderStatusCode: 2, demandOrderStatusName: '已派单', supplierName: '永顺租车有限公司' });
    expect((await counts()).tobeDispatchNum).toBe(before - 1);
    // Not twice: the row is no longer awaiting dispatch.
    expect(await call('/api/lingsan/demandOrder/dispatch', { params: { demandOrderId: row.demandOrderId, supplierName: 'x' } })).toMatchObject({
      code: 1, msg: '该需求单不是待派单状态，不能派单',
    });
  });

  it('a check sheet review passes, or rejects only with a reason', async () => {
    const [a, b] = data().checkSheets.filter((r) => r.auditStatus === 1);
    const before = (await counts()).tobeReviewedNum;
    expect(await call('/api/lingsan/checkSheet/audit', { params: { checkSheetId: a!.checkSheetId, auditResult: 'reject' } })).toMatchObject({ msg: '请填写驳回原因' });
    await ok('/api/lingsan/checkSheet/audit', { params: { checkSheetId: a!.checkSheetId, auditResult: 'pass' } });
    await ok('/api/lingsan/checkSheet/audit', { params: { checkSheetId: b!.checkSheetId, auditResult: 'reject', auditRemark: '里程与照片不符' } });
    expect(data().checkSheets.find((r) => r.checkSheetId === a!.checkSheetId)?.auditStatus).toBe(2);
    expect(data().checkSheets.find((r) => r.checkSheetId === b!.checkSheetId)).toMatchObject({ auditStatus: 3, auditRemark: '里程与照片不符' });
    expect((await counts()).tobeReviewedNum).toBe(before - 2);
  });

  it('branch orders walk 5 → 6 (dispatch) → 7, and 9 → 11 → data sent back', async () => {
    const waiting = data().branchOrders.find((r) => r.orderStatus === 5)!;
    const c0 = await branchCounts();
    await ok('/api/lingsan/branchOrder/dispatch', { params: { orderId: waiting.orderId, plate: '京A12345', driverName: '赵强' } });
    let c1 = await branchCounts();
    expect(c1.waitingDeliveryNumber).toBe(c0.waitingDeliveryNumber - 1);
    expect(c1.dispatchingNumber).toBe(c0.dispatchingNumber + 1);
    await ok('/api/lingsan/branchOrder/deliver', { params: { orderId: waiting.orderId } });
    expect((await branchCounts()).dispatchingNumber).toBe(c0.dispatchingNumber);

    const returned = data().branchOrders.find((r) => r.orderStatus === 9 && r.returnedFlag === 1 && r.orderType === 1)!;
    await ok('/api/lingsan/branchOrder/confirmReturn', { params: { orderId: returned.orderId } });
    c1 = await branchCounts();
    expect(c1.returnedToBeConfirmedNumber).toBe(c0.returnedToBeConfirmedNumber - 1);
    expect(c1.completedAndCallBackDataNumber).toBe(c0.completedAndCallBackDataNumber + 1);
    await ok('/api/lingsan/branchOrder/callBack', { params: { orderId: returned.orderId } });
    expect((await branchCounts()).completedAndCallBackDataNumber).toBe(c0.completedAndCallBackDataNumber);
  });

  it('income bills are confirmed or rejected only while awaiting the partner', async () => {
    const bill = data().incomeBills.find((r) => r.billStatus === 120)!;
    await ok('/api/lingsan/incomeBill/confirm', { params: { billId: bill.billId } });
    expect(await call('/api/lingsan/incomeBill/reject', { params: { billId: bill.billId, rejectReason: 'x' } })).toMatchObject({ msg: '该账单不是待合作方确认状态，不能驳回' });
    expect(await call('/api/lingsan/incomeBill/confirm', { params: { billId: 999999 } })).toMatchObject({ msg: '记录不存在或已被删除' });
  });

  it('lists filter by "contains" fields and by the createTime range', async () => {
    const sample = data().scatteredOrders[0]!;
    const byNo = await ok<{ result: Row[] }>('/api/lingsan/scatteredOrder/list', { method: 'GET', params: { orderNo: sample.orderNo.slice(2, 10) } });
    expect(byNo.result.every((r) => String(r.orderNo).includes(sample.orderNo.slice(2, 10)))).toBe(true);
    const day = sample.createTime.slice(0, 10);
    const byDay = await ok<{ result: Row[] }>('/api/lingsan/scatteredOrder/list', { method: 'GET', params: { beginTime: day, endTime: day, pageSize: 100 } });
    expect(byDay.result.length).toBeGreaterThan(0);
    expect(byDay.result.every((r) => String(r.createTime).startsWith(day))).toBe(true);
  });
});
