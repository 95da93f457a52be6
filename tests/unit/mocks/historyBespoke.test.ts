/**
 * Writes served by bespoke endpoints are in the change history too (docs/architecture.md "History"): an order placed
 * by the create-order flow, a process instance started, approved, rejected and cancelled, a process model and a
 * process form saved, a form bound, a menu entry moved, a password reset or changed — one entry each, with the
 * action's name, on the record the lists show.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { model } from '@/entities/bpm';
import { rentOrder } from '@/entities/order';
import { allInstance, flowForm } from '@/entities/process';
import { ACCOUNT_RESET_PASSWORD, account } from '@/entities/system/account';
import { MENU_MOVE_UP, sysMenu } from '@/entities/system/menu';
import { menuChildren } from '@/entities/system/rules';
import { data } from '@/mocks/db';
import { DEMO_CUSTOMERS } from '@/mocks/seeds/customers';
import '@/mocks/handlers';
import { call, ok } from './api';

type Entry = Record<string, unknown> & { changes: { field: string; before: string; after: string }[] };

const login = (userName: string, password: string) => ok('/api/provider/staff/login', { params: { authStrategy: 1, account: userName, password } });
const entries = (entity: string, recordId: string | number) =>
  ok<{ total: number; result: Entry[] }>('/api/changeLog/list', { method: 'GET', params: { entity, recordId: String(recordId), pageSize: 100 } });
const newest = async (entity: string, recordId: string | number) => (await entries(entity, recordId)).result[0];

beforeEach(async () => {
  await login('admin', 'admin123');
});

describe('bespoke writes in the change history', () => {
  it('placing an order records the new order', async () => {
    const USER = DEMO_CUSTOMERS.verified.userId;
    const [start, end] = ['20300801100000', '20300803100000'];
    const store = (await ok<{ storeId: number }[]>('/api/store/getStoreInfoListByCityIdAndAreaId.json', { params: { cityId: 110100, storeStatus: 1 } }))[0]!;
    const level = (await ok<{ levelId: number }[]>('/api/backOrder/getCarLevelList.json', { params: { cityId: 110100, storeId: store.storeId, bookingGaincarTime: start, bookingBackcarTime: end, packageType: 'D' } }))[0]!;
    const car = (await ok<{ carId: number; modelId: number }[]>('/api/backOrder/getStockVehicleList.json', { method: 'GET', params: { cityId: 110100, storeId: store.storeId, levelId: level.levelId, bookingGaincarTime: start, bookingBackcarTime: end, packageType: 'D', userId: USER } }))[0]!;
    const quote = await ok<{ orderSnapshotId: string; basicFees: { priceCode: string; totalPriceAmount: number }[]; basicTotalAmount: number }>('/api/backOrder/preShortOrder.json', {
      params: { orderProdType: 'D', bookingUserId: USER, bookingCargradeId: level.levelId, bookingCarmodelId: car.modelId, carId: car.carId, bookingGaincarTime: start, bookingBackcarTime: end, bookingGaincarStoreId: store.storeId, bookingBackcarStoreId: store.storeId },
    });
    const { orderNo } = await ok<{ orderNo: string }>('/api/backOrder/makeShortOrder.json', {
      form: true,
      params: {
        orderSnapshotId: quote.orderSnapshotId, payMethodCode: 'online_fully_pay', bookingUserId: USER, priceDetails: quote.basicFees.map((f) => `${f.priceCode}@${f.totalPriceAmount}`).join(','),
        orderTotalAmt: quote.basicTotalAmount, orderPayAmt: quote.basicTotalAmount, couponDeductAmt: 0,
      },
    });
    const page = await entries(rentOrder.id, orderNo);
    expect(page.total).toBe(1);
    expect(page.result[0]).toMatchObject({ entity: rentOrder.id, recordId: orderNo, action: 'placeOrder', actionName: '下单', actionNameEn: 'Order placed', operator: 'admin' });
    expect(page.result[0]!.changes.length).toBeGreaterThan(0);
  });

  it('starting, approving, rejecting and cancelling a process instance each record one entry on it', async () => {
    const start = async (variables: Record<string, unknown>) => (await ok<{ id: string }>('/api/bpm/process-instance/create', { form: true, params: { processDefinitionId: 1, variables: JSON.stringify(variables) } })).id;
    const approved = await start({ title: '测试用车', deptLeader: 'admin', dispatcher: 'dispatcher' });
    expect(await newest(allInstance.id, approved)).toMatchObject({ action: 'processStart', actionName: '发起流程', operator: 'admin' });
    const task = data().bpmTasks.find((t) => t.instanceId === approved && t.result === 1)!;
    await ok('/api/bpm/task/approve', { form: true, params: { id: task.id, reason: '同意' } });
    expect(await newest(allInstance.id, approved)).toMatchObject({ action: 'processApprove', actionName: '审批通过' });

    const rejected = await start({ deptLeader: 'admin' });
    await ok('/api/bpm/task/reject', { form: true, params: { id: data().bpmTasks.find((t) => t.instanceId === rejected && t.result === 1)!.id, reason: '不需要' } });
    const rejection = (await newest(allInstance.id, rejected))!;
    expect(rejection).toMatchObject({ action: 'processReject', actionName: '审批驳回' });
    expect(rejection.changes.map((c) => c.field)).toEqual(expect.arrayContaining(['status', 'result']));

    const cancelled = await start({ deptLeader: 'dispatcher' });
    await ok('/api/bpm/process-instance/cancel', { form: true, params: { id: cancelled, reason: '行程取消' } });
    expect(await newest(allInstance.id, cancelled)).toMatchObject({ action: 'processCancel', actionName: '取消流程' });
    expect((await entries(allInstance.id, cancelled)).total).toBe(2);
    // A refused one records nothing.
    const count = data().changeLog.length;
    expect((await call('/api/bpm/process-instance/cancel', { form: true, params: { id: cancelled, reason: '再取消' } })).code).toBe(1);
    expect(data().changeLog.length).toBe(count);
  });

  it('saving a process model or form, binding a form, moving a menu entry and resetting a password are recorded', async () => {
    const m = { ...data().bpmModels[0]! };
    await ok('/api/bpm/model/save', { form: true, params: { id: m.id, name: `${m.name}（改）`, bpmnXml: m.bpmnXml } });
    expect(await newest(model.id, m.id)).toMatchObject({ action: 'update', actionName: '修改', changes: expect.arrayContaining([expect.objectContaining({ field: 'name', before: m.name, after: `${m.name}（改）` })]) });
    const form = data().bpmForms.find((f) => f.status === 0)!;
    await ok('/api/bpm/form/save', { form: true, params: { id: form.id, name: `${form.name}二`, status: form.status, remark: form.remark, fields: JSON.stringify(form.fields) } });
    expect(await newest(flowForm.id, form.id)).toMatchObject({ action: 'update' });
    await ok('/api/bpm/model/bind-form', { form: true, params: { id: m.id, formId: form.id } });
    expect(await newest(model.id, m.id)).toMatchObject({ action: 'bindForm', actionName: '绑定表单' });
    const menus = data().sysMenus;
    const menu = menuChildren(menus, menus.find((x) => menuChildren(menus, x.id).length > 1)!.id)[1]!;
    await ok(MENU_MOVE_UP, { params: { id: menu.id } });
    expect(await newest(sysMenu.id, menu.id)).toMatchObject({ action: 'moveUp', actionName: '上移' });
    const a = data().sysAccounts.find((x) => x.userName !== 'admin')!;
    await ok(ACCOUNT_RESET_PASSWORD, { params: { userId: a.userId } });
    const reset = (await newest(account.id, a.userId))!;
    expect(reset).toMatchObject({ action: 'resetPassword', actionName: '重置密码' });
    // A password is never in the history.
    expect(JSON.stringify(reset)).not.toContain(data().sysAccounts.find((x) => x.userId === a.userId)!.password);
  });
});
