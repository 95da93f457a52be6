/** [H] the demo backend's custom forms, their binding and start, sub-processes, department and business processes. */
import { describe, expect, it } from 'vitest';
import { data } from '@/mocks/db';
import type { FormField } from '@/lib/formFields';
import { call, ok } from './api';

const login = (account: string, password: string) => ok('/api/provider/staff/login', { params: { authStrategy: 1, account, password } });
const asAdmin = () => login('admin', 'admin123');
const asDispatcher = () => login('dispatcher', 'dispatch123');

interface Page<T> { total: number; result: T[] }
interface Row { id: string; name: string; parentInstanceId: string | null; parentInstanceName: string | null; startUserName: string; businessKey: string | null; status: number; result: number }

const field = (f: Partial<FormField> & Pick<FormField, 'id' | 'type' | 'label'>): FormField => ({ properties: [], constraints: [], ...f });
const saveForm = ({ fields = [], ...rest }: { fields?: FormField[]; name?: string }) =>
  call<{ id: number; fields: FormField[] }>('/api/bpm/form/save', { params: { name: '测试表单', status: 0, remark: '', ...rest, fields: JSON.stringify(fields) } });
const start = (params: Record<string, string | number>, variables: Record<string, unknown>) =>
  call<{ id: string }>('/api/bpm/process-instance/create', { form: true, params: { ...params, variables: JSON.stringify(variables) } });
const page = (name: string, params: Record<string, string | number> = {}) => ok<Page<Row>>(`/api/bpm/process-instance/${name}`, { method: 'GET', params });

describe('custom forms', () => {
  it('saves a form: parts of other types dropped, ids checked for pattern and uniqueness, enum needs values', async () => {
    await asAdmin();
    const dup = await saveForm({ fields: [field({ id: 'a', type: 'string', label: 'A' }), field({ id: 'a', type: 'long', label: 'B' })] });
    expect(dup.msg).toBe('第2个字段：字段编号不能重复');
    expect((await saveForm({ fields: [field({ id: '1a', type: 'string', label: 'A' })] })).msg).toContain('字段编号须以字母或下划线开头');
    expect((await saveForm({ fields: [field({ id: 'c', type: 'enum', label: 'C' })] })).msg).toBe('第1个字段：请至少添加一个枚举值');
    expect((await saveForm({ fields: [] })).msg).toBe('请至少添加一个字段');
    expect((await saveForm({ name: '用车申请单', fields: [field({ id: 'a', type: 'string', label: 'A' })] })).msg).toBe('表单名称已存在');
    expect(data().bpmForms).toHaveLength(3); // nothing stored by a refusal

    const saved = await saveForm({
      fields: [field({ id: 'when', type: 'date', label: '日期', values: [{ id: 'x', name: 'y' }] }), field({ id: 'kind', type: 'string', label: '类别', datePattern: 'YYYY', customType: 'x' })],
    });
    expect(saved.code).toBe(0);
    expect(saved.data.fields).toEqual([
      { id: 'when', type: 'date', label: '日期', datePattern: 'YYYY-MM-DD', properties: [], constraints: [] },
      { id: 'kind', type: 'string', label: '类别', properties: [], constraints: [] },
    ]);
    const list = await ok<Page<{ id: number; name: string }>>('/api/bpm/form/list', { method: 'GET', params: { name: '测试', status: 0 } });
    expect(list.result.map((f) => f.id)).toEqual([saved.data.id]);
  });

  it('a bound form cannot be deleted; an unbound one can; a disabled form cannot be bound', async () => {
    await asAdmin();
    expect((await call('/api/bpm/form/delete', { params: { id: 2 } })).msg).toBe('该表单已绑定流程模型「车辆采购审批」，请先解除绑定');
    expect((await call('/api/bpm/model/bind-form', { params: { id: 1, formId: 3 } })).msg).toBe('该表单已停用，不能绑定');
    expect((await call('/api/bpm/form/delete', { params: { id: 3 } })).code).toBe(0);
    expect(data().bpmForms.map((f) => f.id)).toEqual([2, 1]);
    expect(await ok('/api/bpm/form/options', { method: 'GET' })).toEqual([{ value: '2', label: '车辆采购申请单' }, { value: '1', label: '用车申请单' }]);
  });

  it('binding a form to a model binds its deployed definitions; starting checks and keeps the form values', async () => {
    await asAdmin();
    await ok('/api/bpm/model/bind-form', { params: { id: 1, formId: 1 } });
    expect(data().bpmDefinitions.find((d) => d.id === 1)!.formId).toBe(1);
    const base = { title: '去机场', deptLeader: 'admin', dispatcher: 'dispatcher' };
    expect((await start({ processDefinitionId: 1 }, base)).msg).toBe('请填写目的地');
    expect((await start({ processDefinitionId: 1 }, { ...base, destination: '首都机场', passengers: 80, useDate: '2025-07-01' })).msg).toBe('乘车人数不能大于50');
    expect((await start({ processDefinitionId: 1 }, { ...base, destination: '首都机场', passengers: 2, useDate: '2025-07-01', carLevel: 'truck' })).msg).toBe('车型的取值无效');
    const created = await start({ processDefinitionId: 1 }, { ...base, destination: '首都机场', passengers: '2', useDate: '2025-07-01', carLevel: 'van', needDriver: true });
    expect(created.code).toBe(0);
    const pi = await ok<{ variables: Record<string, unknown>; form: { name: string; fields: FormField[] } }>('/api/bpm/process-instance/get', { method: 'GET', params: { id: created.data.id } });
    expect(pi.variables).toMatchObject({ destination: '首都机场', passengers: 2, useDate: '2025-07-01', carLevel: 'van', needDriver: true });
    expect(pi.form.name).toBe('用车申请单');
    expect(pi.form.fields.map((f) => f.label)).toContain('乘车人数');

    // Unbinding: the generic start form again.
    await ok('/api/bpm/model/bind-form', { params: { id: 1 } });
    expect((await start({ processDefinitionId: 1 }, base)).code).toBe(0);
  });
});

describe('sub-processes', () => {
  it('the seeded car purchase waits for its finance review child; approving the child moves the parent on to its end', async () => {
    await asAdmin();
    const children = await page('child-page');
    expect(children.result).toHaveLength(1);
    const child = children.result[0]!;
    expect(child).toMatchObject({ name: '财务审核', parentInstanceName: '购车申请：新增别克GL8两台', status: 1 });
    const parentDetail = await ok<{ children: { id: string }[] }>('/api/bpm/process-instance/get', { method: 'GET', params: { id: child.parentInstanceId } });
    expect(parentDetail.children.map((c) => c.id)).toEqual([child.id]);
    const task = data().bpmTasks.find((t) => t.instanceId === child.id && t.result === 1)!;
    expect((await call('/api/bpm/task/approve', { form: true, params: { id: task.id, reason: '预算内' } })).code).toBe(0);
    const parent = data().bpmInstances.find((i) => i.id === child.parentInstanceId)!;
    expect(parent).toMatchObject({ status: 2, result: 2 });
    expect(parent.activities.find((a) => a.key === 'Call_finance')).toMatchObject({ calledInstanceId: child.id });
    expect(parent.activities.every((a) => a.endTime !== null)).toBe(true);
  });

  it('a rejected child ends its parent rejected', async () => {
    await asAdmin();
    const child = (await page('child-page')).result[0]!;
    const task = data().bpmTasks.find((t) => t.instanceId === child.id && t.result === 1)!;
    await ok('/api/bpm/task/reject', { form: true, params: { id: task.id, reason: '超预算' } });
    expect(data().bpmInstances.find((i) => i.id === child.parentInstanceId)).toMatchObject({ status: 2, result: 3 });
  });
});

describe('department approvals', () => {
  it("lists the instances started by people of the signed-in account's department", async () => {
    await asAdmin();
    expect((await page('dept-page')).result.map((r) => r.startUserName).sort()).toEqual(['王建国', '赵磊']);
    await asDispatcher();
    const rows = (await page('dept-page')).result;
    expect(new Set(rows.map((r) => r.startUserName))).toEqual(new Set(['李明辉']));
    expect((await page('dept-page', { result: 3 })).total).toBe(0);
  });
});

describe('business processes', () => {
  it('settings: a business type once, a deployed process only; enable and disable', async () => {
    await asAdmin();
    const save = (params: Record<string, string | number>) => call<{ id: number; status: number }>('/api/bpm/business-config/save', { params });
    expect((await save({ businessType: 'REFUND', name: '退款', processKey: 'finance_review' })).msg).toBe('该业务类型已配置');
    expect((await save({ businessType: 'REPAIR', name: '维修', processKey: 'repair_approval' })).msg).toBe('流程（repair_approval）未部署或已挂起');
    expect((await save({ businessType: 'repair', name: '维修', processKey: 'finance_review' })).msg).toContain('业务类型编码须以大写字母开头');
    const added = await save({ businessType: 'REPAIR', name: '维修审批', processKey: 'finance_review' });
    expect(added.data).toMatchObject({ status: 0 });
    expect((await call('/api/bpm/business-config/enable', { params: { id: added.data.id } })).msg).toBe('该配置已启用');
    await ok('/api/bpm/business-config/disable', { params: { id: added.data.id } });
    expect(await ok('/api/bpm/business-config/options', { method: 'GET' })).toEqual([{ value: 'CAR_PURCHASE', label: '购车审批' }, { value: 'REFUND', label: '退款审批' }]);
  });

  it('starts an instance for an enabled business type with its key, listed among the business processes', async () => {
    await asAdmin();
    expect((await start({ businessType: 'CONTRACT', businessKey: 'HT-1' }, { title: '合同' })).msg).toBe('业务流程配置不存在或已停用');
    expect((await start({ businessType: 'REFUND' }, { title: '退款' })).msg).toBe('请输入业务单号');
    expect((await start({ businessType: 'REFUND', businessKey: 'TK-9', processDefinitionId: 1 }, { title: '退款' })).msg).toBe('所选流程与业务类型配置的流程不一致');
    const created = await start({ businessType: 'REFUND', businessKey: 'TK-9' }, { title: '退款审核：TK-9', finance: 'admin' });
    expect(created.code).toBe(0);
    const rows = await page('business-page', { businessKey: 'TK-9' });
    expect(rows.result.map((r) => [r.id, r.businessKey])).toEqual([[created.data.id, 'TK-9']]);
    expect((await page('business-page')).total).toBe(3);
  });
});
