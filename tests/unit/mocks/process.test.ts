/** [H] the demo backend's approvals: instances walk their deployed BPMN; tasks of the signed-in account. */
import { describe, expect, it } from 'vitest';
import { commit, data } from '@/mocks/db';
import { evaluate } from '@/entities/process/rules';
import { call, ok } from './api';

const login = (account: string, password: string) => ok('/api/provider/staff/login', { params: { authStrategy: 1, account, password } });
const asAdmin = () => login('admin', 'admin123');
const asDispatcher = () => login('dispatcher', 'dispatch123');

interface Page<T> { total: number; result: T[] }
interface Task { id: string; instanceId: string; name: string; result: number; assignee: string; assigneeUser: { nickname: string } }
interface Instance { id: string; result: number; status: number; activities: { key: string; endTime: string | null; taskId: string | null }[]; bpmnXml: string; startUser: { nickname: string } }

const start = (variables: Record<string, unknown>, definitionId = 1) =>
  call<{ id: string }>('/api/bpm/process-instance/create', { form: true, params: { processDefinitionId: definitionId, variables: JSON.stringify(variables) } });
const todo = () => ok<Page<Task>>('/api/bpm/task/todo-page', { method: 'GET' });
const instance = (id: string) => ok<Instance>('/api/bpm/process-instance/get', { method: 'GET', params: { id } });

describe('seeded approvals', () => {
  it('PI-2026-000123 waits for admin at the first task; the dispatcher has one to approve', async () => {
    await asAdmin();
    const mine = await todo();
    expect(mine.result.map((t) => t.instanceId)).toContain('PI-2026-000123');
    const pi = await instance('PI-2026-000123');
    expect(pi).toMatchObject({ result: 1, status: 1, startUser: { nickname: '陈静怡' } });
    expect(pi.bpmnXml).toContain('vehicle_use_approval');
    await asDispatcher();
    expect((await todo()).result.map((t) => t.name)).toEqual(['车队调度审批']);
  });
});

describe('an instance walks its diagram', () => {
  it('start → first task (assignee from the variables) → approve → next task → approve → ended approved', async () => {
    await asAdmin();
    const { code, data: created } = await start({ title: '测试用车', deptLeader: 'admin', dispatcher: 'dispatcher' });
    expect(code).toBe(0);
    const first = (await todo()).result.find((t) => t.instanceId === created.id)!;
    expect(first).toMatchObject({ name: '部门负责人审批', assignee: 'admin', result: 1 });
    expect((await instance(created.id)).activities.map((a) => [a.key, a.endTime !== null])).toEqual([['StartEvent_1', true], ['Task_dept', false]]);

    expect((await call('/api/bpm/task/approve', { form: true, params: { id: first.id, reason: '同意' } })).code).toBe(0);
    // Not the assignee of the next task: admin cannot act on it.
    const next = data().bpmTasks.find((t) => t.instanceId === created.id && t.result === 1)!;
    expect(next).toMatchObject({ name: '车队调度审批', assignee: 'dispatcher' });
    expect((await call('/api/bpm/task/approve', { form: true, params: { id: next.id } })).msg).toBe('只有任务的审批人可以处理该任务');

    await asDispatcher();
    expect((await call('/api/bpm/task/approve', { form: true, params: { id: next.id } })).code).toBe(0);
    const done = await instance(created.id);
    expect(done).toMatchObject({ result: 2, status: 2 });
    expect(done.activities.at(-1)).toMatchObject({ key: 'EndEvent_1' });
    expect(done.activities.every((a) => a.endTime !== null)).toBe(true);
  });

  it('reject needs a reason and ends the instance rejected', async () => {
    await asAdmin();
    const { data: created } = await start({ deptLeader: 'admin' });
    const task = (await todo()).result.find((t) => t.instanceId === created.id)!;
    expect((await call('/api/bpm/task/reject', { form: true, params: { id: task.id, reason: ' ' } })).msg).toBe('请输入审批建议');
    expect((await call('/api/bpm/task/reject', { form: true, params: { id: task.id, reason: '不需要' } })).code).toBe(0);
    expect(await instance(created.id)).toMatchObject({ result: 3, status: 2 });
    expect((await call('/api/bpm/task/approve', { form: true, params: { id: task.id } })).msg).toBe('任务已处理，请刷新');
  });

  it('the starter cancels a running instance; its open task is cancelled', async () => {
    await asAdmin();
    const { data: created } = await start({ deptLeader: 'dispatcher' });
    expect((await call('/api/bpm/process-instance/cancel', { form: true, params: { id: created.id, reason: '行程取消' } })).code).toBe(0);
    expect(await instance(created.id)).toMatchObject({ result: 4, status: 2 });
    expect(data().bpmTasks.find((t) => t.instanceId === created.id)).toMatchObject({ result: 4 });
    await asDispatcher();
    expect((await call('/api/bpm/process-instance/cancel', { form: true, params: { id: 'PI-2026-000123', reason: 'x' } })).msg).toBe('只有发起人可以取消流程');
  });

  it('an exclusive gateway takes the flow whose condition holds, else the default', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="t">
  <bpmn:process id="gw_test" isExecutable="true">
    <bpmn:startEvent id="s" /><bpmn:exclusiveGateway id="g" default="f_small" />
    <bpmn:userTask id="big" name="总经理审批" camunda:assignee="admin" /><bpmn:userTask id="small" name="主管审批" camunda:assignee="admin" />
    <bpmn:endEvent id="e" />
    <bpmn:sequenceFlow id="f0" sourceRef="s" targetRef="g" />
    <bpmn:sequenceFlow id="f_big" sourceRef="g" targetRef="big"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &gt; 3}</bpmn:conditionExpression></bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f_small" sourceRef="g" targetRef="small" />
    <bpmn:sequenceFlow id="f1" sourceRef="big" targetRef="e" /><bpmn:sequenceFlow id="f2" sourceRef="small" targetRef="e" />
  </bpmn:process>
</bpmn:definitions>`;
    commit((d) => d.bpmDefinitions.unshift({ id: 99, modelId: 99, key: 'gw_test', name: '网关测试', version: 1, bpmnXml: xml, suspensionState: 1, deployTime: '2025-06-01 09:00:00', formId: null }));
    await asAdmin();
    const long = await start({ days: 5 }, 99);
    const short = await start({ days: 1 }, 99);
    const names = (id: string) => data().bpmTasks.filter((t) => t.instanceId === id).map((t) => t.name);
    expect(names(long.data.id)).toEqual(['总经理审批']);
    expect(names(short.data.id)).toEqual(['主管审批']);
  });

  it('conditions: ${var}, comparisons with numbers, text and booleans', () => {
    const v = { days: 5, type: 'car', urgent: true, no: false };
    expect([evaluate('${days > 3}', v), evaluate('${days <= 3}', v), evaluate("${type == 'car'}", v), evaluate('${urgent}', v), evaluate('${!no}', v), evaluate('${no}', v), evaluate('bad', v)]).toEqual([
      true, false, true, true, true, false, false,
    ]);
  });

  it('a start with malformed variables is refused, nothing stored', async () => {
    await asAdmin();
    const before = data().bpmInstances.length;
    const r = await call('/api/bpm/process-instance/create', { form: true, params: { processDefinitionId: 1, variables: '{bad' } });
    expect(r.msg).toBe('表单数据格式错误');
    expect(data().bpmInstances.length).toBe(before);
  });
});
