/** The approval rules (src/entities/process/rules.ts, src/entities/bpm/rules.ts; pure: rows in, no msw, no React). */
import { describe, expect, it } from 'vitest';
import { bindFormProblem, formDeleteProblem, formSaveProblem, modelSaveProblem, nextDeployment, nextVersion } from '@/entities/bpm/rules';
import type { BpmDefinition } from '@/entities/bpm/wire';
import {
  activeProcessKeys, approveTask, cancelInstance, cancelProblem, createInstance, definitionGraph, engine, evaluate, formValues, instanceDetail, instanceView, latestActive, openTaskOf, parseProcess,
  rejectTask, RESULT, STATUS, startForm, startProblem, startTarget, taskOrder, taskProblem, type People, type ProcessRows,
} from '@/entities/process/rules';
import type { FormField } from '@/lib/formFields';

const xml = (key: string, body: string) =>
  `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn"><bpmn:process id="${key}" name="${key}">${body}</bpmn:process></bpmn:definitions>`;
const linear = xml(
  'car',
  `<bpmn:startEvent id="S"/><bpmn:userTask id="A" name="部门审批" camunda:assignee="\${leader}"/><bpmn:userTask id="B" name="调度审批" camunda:assignee="dispatcher"/><bpmn:endEvent id="E"/>
   <bpmn:sequenceFlow id="f1" sourceRef="S" targetRef="A"/><bpmn:sequenceFlow id="f2" sourceRef="A" targetRef="B"/><bpmn:sequenceFlow id="f3" sourceRef="B" targetRef="E"/>`,
);
const def = (id: number, key: string, bpmnXml: string, version = 1, suspensionState = 1): BpmDefinition => ({
  id, modelId: id, key, name: key, version, bpmnXml, suspensionState, deployTime: '2026-01-01 09:00:00', formId: null,
});
const people: People = {
  personOf: (a) => (['admin', 'dispatcher'].includes(a) ? { nickname: a.toUpperCase(), deptName: '车队' } : null),
  staffOf: (a) => ({ nickname: a, deptName: '' }),
};
const rowsWith = (...defs: BpmDefinition[]): ProcessRows => ({ bpmDefinitions: defs, bpmInstances: [], bpmTasks: [] });
const NOW = '2026-03-01 10:00:00';

describe('the engine walks a diagram over the rows it is given', () => {
  it('start → first task (assignee from the variables) → approve → next task → approve → ended approved', () => {
    const rows = rowsWith(def(1, 'car', linear));
    const pi = createInstance(rows, people, 1, 'enterprise', { title: ' 用车 ', leader: 'admin' }, NOW);
    expect(pi).toMatchObject({ id: 'PI-2026-000001', name: '用车', status: STATUS.running, result: RESULT.processing, startUser: { nickname: 'enterprise' } });
    expect(rows.bpmTasks.map((t) => [t.id, t.name, t.assignee])).toEqual([['T1001', '部门审批', 'admin']]);
    const graph = parseProcess(linear);
    approveTask(engine(rows, people, NOW), pi, rows.bpmTasks[0]!, graph, '同意');
    expect(rows.bpmTasks.map((t) => [t.name, t.result])).toEqual([['调度审批', RESULT.processing], ['部门审批', RESULT.approved]]);
    approveTask(engine(rows, people, NOW), pi, rows.bpmTasks[0]!, graph, '');
    expect(pi).toMatchObject({ status: STATUS.finished, result: RESULT.approved, endTime: NOW });
    expect(pi.activities.map((a) => a.key)).toEqual(['S', 'A', 'B', 'E']);
  });

  it('an unknown assignee goes to the starter; reject ends the instance rejected, cancel ends it and its open tasks cancelled', () => {
    const rows = rowsWith(def(1, 'car', linear));
    const a = createInstance(rows, people, 1, 'admin', { leader: 'nobody' }, NOW);
    expect(rows.bpmTasks[0]!.assignee).toBe('admin');
    rejectTask(engine(rows, people, NOW), a, rows.bpmTasks[0]!, parseProcess(linear), '不同意');
    expect([a.result, rows.bpmTasks[0]!.result, rows.bpmTasks[0]!.reason]).toEqual([RESULT.rejected, RESULT.rejected, '不同意']);
    const b = createInstance(rows, people, 1, 'admin', { leader: 'admin' }, NOW);
    cancelInstance(engine(rows, people, NOW), b, parseProcess(linear));
    expect([b.status, b.result, rows.bpmTasks.find((t) => t.instanceId === b.id)!.result]).toEqual([STATUS.finished, RESULT.cancelled, RESULT.cancelled]);
  });

  it('an exclusive gateway takes the flow whose condition holds, else its default', () => {
    const gw = xml(
      'gw',
      `<bpmn:startEvent id="S"/><bpmn:exclusiveGateway id="G" default="fd"/><bpmn:userTask id="Big" name="大额"/><bpmn:userTask id="Small" name="小额"/>
       <bpmn:sequenceFlow id="f0" sourceRef="S" targetRef="G"/><bpmn:sequenceFlow id="fb" sourceRef="G" targetRef="Big"><bpmn:conditionExpression>\${amount > 1000}</bpmn:conditionExpression></bpmn:sequenceFlow><bpmn:sequenceFlow id="fd" sourceRef="G" targetRef="Small"/>`,
    );
    const rows = rowsWith(def(1, 'gw', gw));
    createInstance(rows, people, 1, 'admin', { amount: 5000 }, NOW);
    createInstance(rows, people, 1, 'admin', { amount: 10 }, NOW);
    expect(rows.bpmTasks.map((t) => t.name)).toEqual(['小额', '大额']);
  });

  it('a call activity starts a child of the latest active definition; the parent goes on when it is approved', () => {
    const parent = xml(
      'p',
      `<bpmn:startEvent id="S"/><bpmn:callActivity id="C" calledElement="car"/><bpmn:endEvent id="E"/><bpmn:sequenceFlow id="f1" sourceRef="S" targetRef="C"/><bpmn:sequenceFlow id="f2" sourceRef="C" targetRef="E"/>`,
    );
    const rows = rowsWith(def(1, 'car', linear), def(2, 'car', linear, 2), def(3, 'car', linear, 3, 2), def(4, 'p', parent));
    const pi = createInstance(rows, people, 4, 'admin', { leader: 'admin' }, NOW);
    const child = rows.bpmInstances.find((i) => i.parentInstanceId === pi.id)!;
    expect(child.definitionId).toBe(2);
    const graph = parseProcess(linear);
    approveTask(engine(rows, people, NOW), child, rows.bpmTasks[0]!, graph, '');
    approveTask(engine(rows, people, NOW), child, rows.bpmTasks[0]!, graph, '');
    expect([child.result, pi.status, pi.result]).toEqual([RESULT.approved, STATUS.finished, RESULT.approved]);
  });

  it("a cancel's reason goes on the instance's own cancelled tasks", () => {
    const rows = rowsWith(def(1, 'car', linear));
    const pi = createInstance(rows, people, 1, 'admin', { leader: 'admin' }, NOW);
    cancelInstance(engine(rows, people, NOW), pi, parseProcess(linear), '不需要了');
    expect(rows.bpmTasks.map((t) => [t.result, t.reason])).toEqual([[RESULT.cancelled, '不需要了']]);
  });

  it("a definition's diagram, or why there is none", () => {
    const rows = rowsWith(def(1, 'car', linear), def(2, 'bad', '<x'));
    expect(definitionGraph(rows, 1).start).toBe('S');
    expect(() => definitionGraph(rows, 9)).toThrow('流程定义不存在');
    expect(() => definitionGraph(rows, 2)).toThrow('流程图不是有效的 BPMN 2.0 XML');
  });

  it("an instance's tasks in the order they were made: by time, then by number", () => {
    const t = (id: string, createTime: string) => ({ id, createTime });
    const tasks = [t('T1010', NOW), t('T1002', NOW), t('T1001', '2026-03-01 11:00:00'), t('T1003', '2026-02-01 09:00:00')];
    expect(tasks.sort(taskOrder).map((x) => x.id)).toEqual(['T1003', 'T1002', 'T1010', 'T1001']);
  });

  it('a suspended or missing definition cannot be started', () => {
    expect(startProblem(def(1, 'car', linear, 1, 2))?.['zh-CN']).toBe('流程定义已挂起，不能发起');
    expect(startProblem(undefined)?.['zh-CN']).toBe('流程定义不存在');
    expect(() => createInstance(rowsWith(def(1, 'car', linear, 1, 2)), people, 1, 'admin', {}, NOW)).toThrow('流程定义已挂起，不能发起');
  });
});

describe('who may act', () => {
  const task = { instanceId: 'PI-1', result: RESULT.processing, assignee: 'admin' };
  it('on a task: its assignee, while it is open', () => {
    expect(taskProblem(task, 'admin')).toBeNull();
    expect(taskProblem(task, 'dispatcher')?.['zh-CN']).toBe('只有任务的审批人可以处理该任务');
    expect(taskProblem({ ...task, result: RESULT.approved }, 'admin')?.['zh-CN']).toBe('任务已处理，请刷新');
    expect(taskProblem(undefined, 'admin')?.['zh-CN']).toBe('任务不存在');
    expect(openTaskOf([task], 'PI-1', 'admin')).toBe(task);
    expect(openTaskOf([task], 'PI-1', 'dispatcher')).toBeUndefined();
  });
  it("an instance's detail says what the account may do: its open task, a cancel of what it started; and names the sub-processes", () => {
    const parentXml = xml('p', '<bpmn:startEvent id="S"/><bpmn:callActivity id="C" calledElement="car"/><bpmn:sequenceFlow id="f1" sourceRef="S" targetRef="C"/>');
    const rows = { ...rowsWith(def(1, 'car', linear), def(2, 'p', parentXml)), bpmBusinessConfigs: [{ businessType: 'CAR', name: '用车业务' }] };
    const pi = createInstance(rows, people, 2, 'dispatcher', { leader: 'admin' }, NOW, { businessType: 'CAR' });
    const child = rows.bpmInstances.find((i) => i.parentInstanceId === pi.id)!;
    expect(instanceView(rows, child)).toMatchObject({ startUserName: 'dispatcher', parentInstanceName: 'p', businessName: null });
    expect(instanceView(rows, pi)).toMatchObject({ parentInstanceName: null, businessName: '用车业务' });
    expect(instanceDetail(rows, child, 'admin')).toMatchObject({ myTaskId: 'T1001', canCancel: false, processDefinitionName: 'car', processDefinitionVersion: 1 });
    expect(instanceDetail(rows, pi, 'dispatcher')).toMatchObject({ myTaskId: null, canCancel: true, children: [{ id: child.id, name: 'car', status: STATUS.running, result: RESULT.processing }] });
  });

  it('on an instance: its starter cancels it while it runs', () => {
    expect(cancelProblem({ startAccount: 'admin', status: STATUS.running }, 'admin')).toBeNull();
    expect(cancelProblem({ startAccount: 'admin', status: STATUS.running }, 'dispatcher')?.['zh-CN']).toBe('只有发起人可以取消流程');
    expect(cancelProblem({ startAccount: 'admin', status: STATUS.finished }, 'admin')?.['zh-CN']).toBe('流程已结束，不能取消');
  });
});

describe('definitions, forms and models', () => {
  it('the latest active definition of a key, and the next version of a deployment', () => {
    const defs = [def(1, 'car', linear, 1), def(2, 'car', linear, 3, 2), def(3, 'car', linear, 2), def(4, 'x', linear, 9)];
    expect(latestActive(defs, 'car')?.id).toBe(3);
    expect(latestActive(defs, 'none')).toBeUndefined();
    expect(activeProcessKeys(defs)).toEqual([{ value: 'car', label: 'car（car）' }, { value: 'x', label: 'x（x）' }]);
    expect(nextVersion(defs, 'car')).toBe(4);
    expect(nextVersion(defs, 'new')).toBe(1);
  });

  it('a start: the definition asked for, or the latest active one of an enabled business type (with its business number)', () => {
    const defs = [def(1, 'car', linear), def(2, 'car', linear, 2), def(3, 'fin', linear)];
    const configs = [{ businessType: 'CAR', status: 0, processKey: 'car' }, { businessType: 'OFF', status: 1, processKey: 'car' }, { businessType: 'NEW', status: 0, processKey: 'new' }];
    const ask = (businessType: string | null, definitionId?: number, businessKey?: string) => startTarget(configs, defs, { businessType, definitionId, businessKey });
    const problem = (r: ReturnType<typeof ask>) => ('problem' in r ? r.problem['zh-CN'] : null);
    expect(ask(null, 3)).toEqual({ definitionId: 3, businessType: null, businessKey: null });
    expect(problem(ask(null))).toBe('请选择流程');
    expect(ask('CAR', undefined, ' CG-1 ')).toEqual({ definitionId: 2, businessType: 'CAR', businessKey: 'CG-1' });
    expect(ask('CAR', 1, 'CG-1')).toEqual({ definitionId: 1, businessType: 'CAR', businessKey: 'CG-1' });
    expect(problem(ask('OFF', 1, 'CG-1'))).toBe('业务流程配置不存在或已停用');
    expect(problem(ask('NONE', 1, 'CG-1'))).toBe('业务流程配置不存在或已停用');
    expect(problem(ask('CAR', 1))).toBe('请输入业务单号');
    expect(problem(ask('NEW', undefined, 'CG-1'))).toBe('业务流程（new）未部署');
    expect(problem(ask('CAR', 3, 'CG-1'))).toBe('所选流程与业务类型配置的流程不一致');
  });

  it("a start form: a definition's custom form checks the values and is kept with them; without one, the values as sent", () => {
    const fields: FormField[] = [{ id: 'n', type: 'long', label: '人数', properties: [], constraints: [{ name: 'required', config: '' }] }];
    const forms = [{ id: 7, name: '用车单', fields }];
    expect(startForm(forms, { formId: null }, { n: 'x' })).toEqual({ form: null, variables: { n: 'x' } });
    expect(startForm(forms, { formId: 7 }, { n: '2', title: 't' })).toEqual({ form: { id: 7, name: '用车单', fields }, variables: { n: 2, title: 't' } });
    expect(startForm(forms, { formId: 7 }, {})).toEqual({ problem: { 'zh-CN': '请填写人数', 'en-US': 'Please fill in 人数' } });
  });

  it("a start form's values: checked by their fields, readonly ones take their default, text numbers and booleans converted", () => {
    const fields: FormField[] = [
      { id: 'n', type: 'long', label: '人数', properties: [], constraints: [{ name: 'required', config: '' }, { name: 'min', config: '1' }] },
      { id: 'b', type: 'boolean', label: '司机', properties: [], constraints: [] },
      { id: 'r', type: 'string', label: '只读', defaultValue: '固定', properties: [], constraints: [{ name: 'readonly', config: '' }] },
    ];
    expect(formValues(fields, { n: '2', b: 'true', r: '改' })).toEqual({ values: { n: 2, b: true, r: '固定' } });
    expect(formValues(fields, {})).toEqual({ problem: { 'zh-CN': '请填写人数', 'en-US': 'Please fill in 人数' } });
  });

  it('a model save: key pattern, name, BPMN XML whose process id is the key, a key of one model', () => {
    const ok = { key: 'car', name: '用车', bpmnXml: linear };
    expect(modelSaveProblem([], ok, true)).toBeNull();
    expect(modelSaveProblem([], { ...ok, key: '1car' }, true)?.['zh-CN']).toBe('流程标识只能以字母或下划线开头，由字母、数字、-、_、.、$ 组成');
    expect(modelSaveProblem([], { ...ok, name: '' }, true)?.['zh-CN']).toBe('流程名称不能为空');
    expect(modelSaveProblem([], { ...ok, bpmnXml: '<x/>' }, true)?.['zh-CN']).toBe('流程图不是有效的 BPMN 2.0 XML');
    expect(modelSaveProblem([], { ...ok, key: 'bus' }, true)?.['zh-CN']).toBe('流程图的流程标识（car）与模型标识（bus）不一致');
    expect(modelSaveProblem([{ key: 'car' }], ok, true)?.['zh-CN']).toBe('该流程标识已被其他模型使用');
    expect(modelSaveProblem([{ key: 'car' }], ok, false)).toBeNull();
  });

  it("a deployment: the next definition id, the next version of the model's key, the model's diagram and form", () => {
    const defs = [def(4, 'car', linear, 2), def(7, 'x', linear, 5)];
    const m = { id: 9, key: 'car', name: '用车', description: '', bpmnXml: linear, deployStatus: 0, version: 0, formId: 3, createTime: NOW, updateTime: NOW };
    expect(nextDeployment(defs, m, NOW)).toEqual({ id: 8, modelId: 9, key: 'car', name: '用车', version: 3, bpmnXml: linear, suspensionState: 1, deployTime: NOW, formId: 3 });
    expect(nextDeployment([], { ...m, key: 'new' }, NOW)).toMatchObject({ id: 1, version: 1 });
  });

  it('a form save: at least one field, each by the editor\'s rules, a name of one form only', () => {
    const field: FormField = { id: 'n', type: 'string', label: '名称', properties: [], constraints: [] };
    const forms = [{ id: 1, name: '用车单' }];
    expect(formSaveProblem(forms, { id: undefined, name: '新单', fields: [field] })).toBeNull();
    expect(formSaveProblem(forms, { id: 1, name: '用车单', fields: [field] })).toBeNull();
    expect(formSaveProblem(forms, { id: undefined, name: '用车单', fields: [field] })?.['zh-CN']).toBe('表单名称已存在');
    expect(formSaveProblem(forms, { id: undefined, name: '新单', fields: [] })?.['zh-CN']).toBe('请至少添加一个字段');
    expect(formSaveProblem(forms, { id: undefined, name: '新单', fields: [field, { ...field, label: '' }] })?.['zh-CN']).toMatch(/^第2个字段：/);
  });

  it('a form bound to a model is not deleted; a disabled form is not bound', () => {
    expect(formDeleteProblem([{ formId: 2, name: '车辆采购审批' }], 2)?.['zh-CN']).toBe('该表单已绑定流程模型「车辆采购审批」，请先解除绑定');
    expect(formDeleteProblem([{ formId: 2, name: '车辆采购审批' }], 1)).toBeNull();
    expect(bindFormProblem({ status: 1 })?.['zh-CN']).toBe('该表单已停用，不能绑定');
    expect(bindFormProblem({ status: 0 })).toBeNull();
  });

  it('conditions: a variable, a comparison, else false', () => {
    expect(evaluate('${approved}', { approved: 'false' })).toBe(false);
    expect(evaluate("${level == 'vip'}", { level: 'vip' })).toBe(true);
    expect(evaluate('${a ~ b}', {})).toBe(false);
  });
});
