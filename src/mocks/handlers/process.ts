/**
 * Approval screens' backend (§2 process and tasks routes, [H]; console-defined, docs/api.md §10): process
 * instances started from a deployed definition, walking its BPMN (../process), and their user tasks.
 * "My" lists are those of the signed-in account: instances it started, tasks assigned to it, instances copied to it.
 */
import { commit, currentSession, data } from '../db';
import { ApiError, found, refuse, refuseIf, solved } from '../errors';
import { allInstance, businessInstance, childInstance, copiedInstance, deptInstance, doneTask, myInstance, todoTask } from '@/entities/process';
import { PROCESS_PATHS } from '@/entities/process/wire';
import type { Backing } from '../entities';
import { served } from '../entities';
import {
  approveTask, cancelInstance, cancelProblem, createInstance, definitionGraph, engine as processEngine, instanceDetail, instanceView, rejectTask, RESULT,
  startForm, startProblem, startTarget, taskOrder, taskProblem, type Engine, type Graph,
} from '@/entities/process/rules';
import type { BpmInstance, BpmTask, DemoData } from '../model';
import { readFormValues } from '@/lib/formFields';
import type { Params } from '../params';
import { endpoint } from '../respond';
import { recordChange } from '../history';
import { formatWallTime, nowWall } from '../time';
import { PEOPLE as people, personOf, staffOf } from '../users';

/** The process engine (src/entities/process/rules.ts) over the demo data and its accounts, now. */
const engine = (d: DemoData) => processEngine(d, people, formatWallTime(nowWall()));

function account(): string {
  const s = currentSession();
  if (!s) throw new ApiError(401, '登录已过期，请重新登录');
  return s.account;
}

/** A definition's diagram, or the refusal: no such definition, an unreadable diagram. */
function graphOf(definitionId: number): Graph {
  try {
    return definitionGraph(data(), definitionId);
  } catch (e) {
    refuse(e instanceof Error ? e.message : '流程图无法解析');
  }
}

const instanceOf = (id: string | undefined): BpmInstance => found(data().bpmInstances.find((i) => i.id === id), '流程实例不存在');

/**
 * Records a write of an instance in the change history (docs/architecture.md "History"), as the instance lists show it
 * (the all-instances list's record): `before` as it was (undefined: started).
 */
function recordInstance(action: string, before: Readonly<BpmInstance> | undefined, id: string): void {
  const after = data().bpmInstances.find((i) => i.id === id);
  if (after) recordChange(allInstance, action, before && instanceView(data(), before), instanceView(data(), after));
}

/** Applies a decision on an instance with the engine (its stored row and diagram), records it, and answers true. */
function decide(action: string, instance: BpmInstance, apply: (e: Engine, live: BpmInstance, graph: Graph) => void): true {
  const graph = graphOf(instance.definitionId);
  const before = { ...instance };
  commit((d) => apply(engine(d), d.bpmInstances.find((i) => i.id === instance.id)!, graph));
  recordInstance(action, before, instance.id);
  return true;
}

/** An instance list: the instances `keep` keeps, each with its starter's and parent's names; `personal`: of the signed-in account (`me`). */
const instances = (keep: (i: BpmInstance, me: string) => boolean, personal?: true): Backing => ({
  collection: 'bpmInstances',
  personal,
  scope: () => {
    const me = personal ? account() : '';
    return (row) => keep(row as unknown as BpmInstance, me);
  },
  // As the lists show it: with its starter's, parent's and business's names.
  present: (row) => instanceView(data(), row as unknown as BpmInstance),
});

/** A task list of the signed-in account: its own tasks that `keep` keeps. */
const tasks = (keep: (t: BpmTask) => boolean): Backing => ({
  collection: 'bpmTasks',
  // Its own tasks: every account a task is assigned to may read them (docs/architecture.md "Access").
  personal: true,
  scope: () => {
    const me = account();
    return (row) => (row as unknown as BpmTask).assignee === me && keep(row as unknown as BpmTask);
  },
});

/**
 * The approval lists, from their declarations (src/entities/process: filters, date range, paging); what each list
 * keeps of the records for the signed-in account is its hook here.
 */
const APPROVAL_LISTS = served({
  mine: [myInstance, instances((i, me) => i.startAccount === me, true)],
  all: [allInstance, instances(() => true)],
  copied: [copiedInstance, instances((i, me) => i.copyTo.includes(me), true)],
  // Sub-processes: instances started by a call activity of another instance.
  children: [childInstance, instances((i) => i.parentInstanceId !== null)],
  // Started by people of the signed-in account's department.
  department: [deptInstance, instances((i, me) => i.startUser.deptName === staffOf(me).deptName, true)],
  // Business processes: started for a configured business type.
  business: [businessInstance, instances((i) => i.businessType !== null)],
  todo: [todoTask, tasks((t) => t.result === RESULT.processing)],
  done: [doneTask, tasks((t) => t.result !== RESULT.processing)],
});

/** A task of the signed-in account that is still open. */
function ownOpenTask(p: Params): BpmTask {
  const task = data().bpmTasks.find((t) => t.id === p.str('id'));
  refuseIf(taskProblem(task, account()));
  return found(task, '任务不存在');
}

export const processHandlers = [
  ...APPROVAL_LISTS.handlers,
  endpoint('GET', PROCESS_PATHS.instance, (p) => instanceDetail(data(), instanceOf(p.str('id')), currentSession()?.account)),
  endpoint('POST', PROCESS_PATHS.create, (p) => {
    const me = account();
    const ask = { definitionId: p.num('processDefinitionId'), businessType: p.str('businessType') ?? null, businessKey: p.str('businessKey') };
    const { definitionId, businessType, businessKey } = solved(startTarget(data().bpmBusinessConfigs, data().bpmDefinitions, ask));
    graphOf(definitionId); // refuses an unreadable diagram before anything is stored
    const def = data().bpmDefinitions.find((x) => x.id === definitionId)!;
    const { form, variables } = solved(startForm(data().bpmForms, def, readFormValues(p.str('variables') ?? '{}') ?? refuse('表单数据格式错误')));
    refuseIf(startProblem(def));
    const copyTo = (p.str('copyTo') ?? '').split(',').map((s) => s.trim()).filter((s) => personOf(s));
    const started = commit((d) => ({ id: createInstance(d, people, definitionId, me, variables, formatWallTime(nowWall()), { copyTo, form, businessType, businessKey }).id }));
    recordInstance('processStart', undefined, started.id);
    return started;
  }),
  endpoint('POST', PROCESS_PATHS.cancel, (p) => {
    const me = account();
    const instance = instanceOf(p.str('id'));
    const reason = p.required('reason', '请输入取消原因');
    refuseIf(cancelProblem(instance, me));
    return decide('processCancel', instance, (e, live, graph) => cancelInstance(e, live, graph, reason));
  }),
  endpoint('GET', PROCESS_PATHS.tasksOf, (p) => {
    const id = instanceOf(p.required('processInstanceId', '缺少参数 processInstanceId')).id;
    return data().bpmTasks.filter((t) => t.instanceId === id).sort(taskOrder);
  }),
  endpoint('GET', PROCESS_PATHS.activities, (p) => instanceOf(p.required('processInstanceId', '缺少参数 processInstanceId')).activities),
  // A decision on the signed-in account's open task: approving (the reason optional) or rejecting (required).
  ...([[PROCESS_PATHS.approve, 'processApprove', approveTask, null], [PROCESS_PATHS.reject, 'processReject', rejectTask, '请输入审批建议']] as const).map(([path, action, apply, reasonRequired]) =>
    endpoint('POST', path, (p) => {
      const task = ownOpenTask(p);
      const reason = reasonRequired ? p.required('reason', reasonRequired) : (p.str('reason') ?? '');
      return decide(action, instanceOf(task.instanceId), (e, live, graph) => apply(e, live, e.data.bpmTasks.find((t) => t.id === task.id)!, graph, reason));
    }),
  ),
];
