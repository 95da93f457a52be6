/**
 * Approval screens' backend (§2 process and tasks routes, [H]; console-defined, docs/api.md §10): process
 * instances started from a deployed definition, walking its BPMN (../process), and their user tasks.
 * "My" lists are those of the signed-in account: instances it started, tasks assigned to it, instances copied to it.
 */
import { commit, currentSession, data } from '../db';
import { ApiError, refuse } from '../errors';
import { filterRows, type EntityDef } from '../entities';
import type { BpmInstance, BpmTask } from '../model';
import type { Params } from '../params';
import { approveTask, cancelInstance, createInstance, engine, parseProcess, rejectTask, RESULT, STATUS, type Graph } from '../process';
import { endpoint, paginate } from '../respond';
import { formatWallTime, nowWall } from '../time';
import { personOf } from '../users';

const INSTANCES: EntityDef = { collection: 'bpmInstances', base: '/api/bpm/process-instance', id: 'id', timeField: 'createTime', like: ['name', 'id'], exportName: '流程实例' };
const TASKS: EntityDef = { collection: 'bpmTasks', base: '/api/bpm/task', id: 'id', timeField: 'createTime', like: ['name', 'processInstanceName'], exportName: '任务' };

function account(): string {
  const s = currentSession();
  if (!s) throw new ApiError(401, '登录已过期，请重新登录');
  return s.account;
}

function graphOf(definitionId: number): Graph {
  const def = data().bpmDefinitions.find((x) => x.id === definitionId);
  if (!def) refuse('流程定义不存在');
  try {
    return parseProcess(def.bpmnXml);
  } catch (e) {
    refuse(e instanceof Error ? e.message : '流程图无法解析');
  }
}

function instanceOf(id: string | undefined): BpmInstance {
  const found = data().bpmInstances.find((i) => i.id === id);
  if (!found) refuse('流程实例不存在');
  return found;
}

/** Newest first, filtered as the entity lists are, then paged; instance rows carry their starter's name. */
function page<T>(def: EntityDef, p: Params, keep: (row: T) => boolean) {
  const rows = (filterRows(def, p) as unknown as T[]).filter(keep);
  const { total, result } = paginate(rows, p);
  return { total, result: result.map((r) => (def === INSTANCES ? { ...r, startUserName: (r as unknown as BpmInstance).startUser.nickname } : r)) };
}

/** Parses the start form's values (`variables`: a JSON object of text, numbers and booleans). */
function variablesOf(p: Params): BpmInstance['variables'] {
  const raw = p.str('variables');
  if (raw === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    refuse('表单数据格式错误');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) refuse('表单数据格式错误');
  const out: BpmInstance['variables'] = {};
  for (const [k, v] of Object.entries(parsed)) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v;
    else if (v !== null && v !== undefined) out[k] = JSON.stringify(v);
  }
  return out;
}

/** A task of the signed-in account that is still open. */
function ownOpenTask(p: Params): BpmTask {
  const me = account();
  const task = data().bpmTasks.find((t) => t.id === p.str('id'));
  if (!task) refuse('任务不存在');
  if (task.result !== RESULT.processing) refuse('任务已处理，请刷新');
  if (task.assignee !== me) refuse('只有任务的审批人可以处理该任务');
  return task;
}

function detail(p: Params) {
  const instance = instanceOf(p.str('id'));
  const def = data().bpmDefinitions.find((x) => x.id === instance.definitionId);
  const me = currentSession()?.account;
  const mine = data().bpmTasks.find((t) => t.instanceId === instance.id && t.result === RESULT.processing && t.assignee === me);
  return {
    ...instance, bpmnXml: def?.bpmnXml ?? '', processDefinitionName: def?.name ?? '', processDefinitionVersion: def?.version ?? 0,
    // What the signed-in account may do here: approve or reject its open task, cancel an instance it started.
    myTaskId: mine?.id ?? null, canCancel: instance.startAccount === me && instance.status === STATUS.running,
  };
}

export const processHandlers = [
  endpoint('GET', '/api/bpm/process-instance/my-page', (p) => {
    const me = account();
    return page<BpmInstance>(INSTANCES, p, (i) => i.startAccount === me);
  }),
  endpoint('GET', '/api/bpm/process-instance/all-page', (p) => page<BpmInstance>(INSTANCES, p, () => true)),
  endpoint('GET', '/api/bpm/process-instance/copy-page', (p) => {
    const me = account();
    return page<BpmInstance>(INSTANCES, p, (i) => i.copyTo.includes(me));
  }),
  endpoint('GET', '/api/bpm/process-instance/get', detail),
  endpoint('POST', '/api/bpm/process-instance/create', (p) => {
    const me = account();
    const definitionId = Number(p.required('processDefinitionId', '请选择流程'));
    graphOf(definitionId); // refuses an unreadable diagram before anything is stored
    const variables = variablesOf(p);
    const copyTo = (p.str('copyTo') ?? '').split(',').map((s) => s.trim()).filter((s) => personOf(s));
    return commit((d) => ({ id: createInstance(d, definitionId, me, variables, formatWallTime(nowWall()), copyTo).id }));
  }),
  endpoint('POST', '/api/bpm/process-instance/cancel', (p) => {
    const me = account();
    const instance = instanceOf(p.str('id'));
    const reason = p.required('reason', '请输入取消原因').trim();
    if (!reason) refuse('请输入取消原因');
    if (instance.startAccount !== me) refuse('只有发起人可以取消流程');
    if (instance.status !== STATUS.running) refuse('流程已结束，不能取消');
    const graph = graphOf(instance.definitionId);
    return commit((d) => {
      const live = d.bpmInstances.find((i) => i.id === instance.id)!;
      cancelInstance(engine(d), live, graph);
      for (const t of d.bpmTasks) if (t.instanceId === live.id && t.result === RESULT.cancelled && !t.reason) t.reason = reason;
      return true;
    });
  }),
  endpoint('GET', '/api/bpm/task/todo-page', (p) => {
    const me = account();
    return page<BpmTask>(TASKS, p, (t) => t.assignee === me && t.result === RESULT.processing);
  }),
  endpoint('GET', '/api/bpm/task/done-page', (p) => {
    const me = account();
    return page<BpmTask>(TASKS, p, (t) => t.assignee === me && t.result !== RESULT.processing);
  }),
  endpoint('GET', '/api/bpm/task/list-by-process-instance-id', (p) => {
    const id = p.required('processInstanceId', '缺少参数 processInstanceId');
    instanceOf(id);
    return data()
      .bpmTasks.filter((t) => t.instanceId === id)
      .sort((a, b) => (a.createTime < b.createTime ? -1 : a.createTime > b.createTime ? 1 : Number(a.id.slice(1)) - Number(b.id.slice(1))));
  }),
  endpoint('GET', '/api/bpm/activity/list', (p) => instanceOf(p.required('processInstanceId', '缺少参数 processInstanceId')).activities),
  endpoint('POST', '/api/bpm/task/approve', (p) => {
    const task = ownOpenTask(p);
    const reason = (p.str('reason') ?? '').trim();
    const instance = instanceOf(task.instanceId);
    const graph = graphOf(instance.definitionId);
    return commit((d) => {
      approveTask(engine(d), d.bpmInstances.find((i) => i.id === instance.id)!, d.bpmTasks.find((t) => t.id === task.id)!, graph, reason);
      return true;
    });
  }),
  endpoint('POST', '/api/bpm/task/reject', (p) => {
    const task = ownOpenTask(p);
    const reason = p.required('reason', '请输入审批建议').trim();
    if (!reason) refuse('请输入审批建议');
    const instance = instanceOf(task.instanceId);
    const graph = graphOf(instance.definitionId);
    return commit((d) => {
      rejectTask(engine(d), d.bpmInstances.find((i) => i.id === instance.id)!, d.bpmTasks.find((t) => t.id === task.id)!, graph, reason);
      return true;
    });
  }),
];
