/**
 * The process rules (pure over the rows they are given; docs/architecture.md "Approvals"): who may act on a task or
 * cancel an instance, which definition a start or a call activity uses, a start form's values checked against its
 * fields, and the engine — an approval's effect on its instance and next tasks. Instances walk their deployed BPMN 2.0 diagram (§2 approval screens, [H]).
 * Supported: start and end events, user tasks (one task each, assignee from `camunda:assignee`), exclusive
 * gateways (conditions `${var op literal}` or `${var}`, else the default flow), parallel gateways (fork and join),
 * call activities (a child instance of the latest active definition of `calledElement`; the parent waits until it
 * ends and goes on when it is approved, ends rejected or cancelled with it otherwise; an unknown or suspended
 * called process is passed through), and any other activity passed straight through. Assignees: a demo account name, or an expression `${name}` read
 * from the instance's variables; anything unresolved goes to the starter, so one demo user can walk any process.
 */
import { bi, type Bilingual } from '@/i18n';
import { defaultOf, fieldValueProblem, isReadonlyField, type FormField } from '@/lib/formFields';
import type { BpmActivity, BpmDefinition, BpmForm, BpmInstance, BpmPerson, BpmTask, BusinessConfig } from '../bpm/wire';

export const RESULT = { processing: 1, approved: 2, rejected: 3, cancelled: 4 } as const;
export const STATUS = { running: 1, finished: 2 } as const;

interface Node {
  id: string;
  type: string;
  name: string;
  assignee: string | null;
  /** A call activity's called process key. */
  calledElement: string | null;
  incoming: string[];
  outgoing: string[];
  defaultFlow: string | null;
}

interface Flow {
  id: string;
  source: string;
  target: string;
  condition: string | null;
}

export interface Graph {
  processName: string;
  nodes: Map<string, Node>;
  flows: Map<string, Flow>;
  start: string;
}

const BPMN = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
const FLOW_NODES = new Set([
  'startEvent', 'endEvent', 'userTask', 'task', 'serviceTask', 'scriptTask', 'sendTask', 'receiveTask', 'manualTask', 'businessRuleTask',
  'exclusiveGateway', 'parallelGateway', 'inclusiveGateway', 'intermediateCatchEvent', 'intermediateThrowEvent', 'callActivity', 'subProcess',
]);

/** Reads the first process of a diagram; throws a message the caller refuses with. */
export function parseProcess(xml: string): Graph {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length) throw new Error('流程图不是有效的 BPMN 2.0 XML');
  const process = doc.getElementsByTagNameNS(BPMN, 'process')[0];
  if (!process) throw new Error('流程图中没有流程');
  const nodes = new Map<string, Node>();
  const flows = new Map<string, Flow>();
  for (const el of Array.from(process.children)) {
    const type = el.localName;
    const id = el.getAttribute('id') ?? '';
    if (type === 'sequenceFlow') {
      const cond = Array.from(el.children).find((c) => c.localName === 'conditionExpression');
      flows.set(id, { id, source: el.getAttribute('sourceRef') ?? '', target: el.getAttribute('targetRef') ?? '', condition: cond?.textContent?.trim() || null });
    } else if (FLOW_NODES.has(type)) {
      const assignee = Array.from(el.attributes).find((a) => a.localName === 'assignee')?.value ?? null;
      nodes.set(id, { id, type, name: el.getAttribute('name') ?? id, assignee, calledElement: el.getAttribute('calledElement'), incoming: [], outgoing: [], defaultFlow: el.getAttribute('default') });
    }
  }
  for (const f of flows.values()) {
    nodes.get(f.source)?.outgoing.push(f.id);
    nodes.get(f.target)?.incoming.push(f.id);
  }
  const start = [...nodes.values()].find((n) => n.type === 'startEvent');
  if (!start) throw new Error('流程图中没有开始事件');
  return { processName: process.getAttribute('name') ?? process.getAttribute('id') ?? '', nodes, flows, start: start.id };
}

type Vars = BpmInstance['variables'];

/** `${var}`, `${var == 'x'}`, `${amount > 1000}`…; anything else is false. */
export function evaluate(condition: string, vars: Vars): boolean {
  const body = /^\$\{(.*)\}$/s.exec(condition.trim())?.[1]?.trim();
  if (!body) return false;
  const single = /^!?\s*([A-Za-z_]\w*)$/.exec(body);
  if (single) {
    const v = Boolean(vars[single[1]!]) && vars[single[1]!] !== 'false';
    return body.startsWith('!') ? !v : v;
  }
  const m = /^([A-Za-z_]\w*)\s*(==|!=|>=|<=|>|<)\s*(.+)$/.exec(body);
  if (!m) return false;
  const [, name, op, raw] = m as unknown as [string, string, string, string];
  const left = vars[name];
  let right: string | number | boolean = raw.trim();
  if (/^(['"]).*\1$/.test(right)) right = right.slice(1, -1);
  else if (right === 'true' || right === 'false') right = right === 'true';
  else if (Number.isFinite(Number(right))) right = Number(right);
  const l = typeof right === 'number' ? Number(left) : typeof right === 'boolean' ? left === true || left === 'true' : String(left ?? '');
  switch (op) {
    case '==':
      return l === right;
    case '!=':
      return l !== right;
    case '>':
      return l > right;
    case '>=':
      return l >= right;
    case '<':
      return l < right;
    default:
      return l <= right;
  }
}

/** The rows the engine reads and writes (the demo backend passes its collections). */
export interface ProcessRows {
  bpmDefinitions: BpmDefinition[];
  bpmInstances: BpmInstance[];
  bpmTasks: BpmTask[];
}

/** Who the accounts are: `personOf` a demo account (null for anyone else), `staffOf` any account. */
export interface People {
  personOf(account: string): BpmPerson | null;
  staffOf(account: string): BpmPerson;
}

/** The account a user task goes to. */
function assigneeOf(node: Node, instance: BpmInstance, people: People): string {
  const raw = node.assignee?.trim() ?? '';
  const expr = /^\$\{\s*([A-Za-z_]\w*)\s*\}$/.exec(raw)?.[1];
  const candidate = expr ? String(instance.variables[expr] ?? '') : raw;
  return people.personOf(candidate) ? candidate : instance.startAccount;
}

export interface Engine {
  data: ProcessRows;
  people: People;
  now: string;
  nextTaskId(): string;
}

function finish(e: Engine, instance: BpmInstance, result: number, graph: Graph, endKey?: string): void {
  instance.status = STATUS.finished;
  instance.result = result;
  instance.endTime = e.now;
  // Open tasks of a rejected or cancelled instance are cancelled with it.
  for (const t of e.data.bpmTasks) {
    if (t.instanceId === instance.id && t.result === RESULT.processing) {
      t.result = RESULT.cancelled;
      t.endTime = e.now;
    }
  }
  for (const a of instance.activities) if (a.endTime === null) a.endTime = e.now;
  if (!endKey) {
    const end = [...graph.nodes.values()].find((n) => n.type === 'endEvent');
    if (end) instance.activities.push({ key: end.id, type: end.type, taskId: null, startTime: e.now, endTime: e.now });
  }
  // Running children end with their parent (cancelled); a parent waiting for this child goes on.
  for (const child of e.data.bpmInstances) {
    if (child.parentInstanceId === instance.id && child.status === STATUS.running) finish(e, child, RESULT.cancelled, definitionGraph(e.data, child.definitionId));
  }
  resumeParent(e, instance);
}

/** The diagram of a definition of the rows; throws a message the caller refuses with (no such definition, an unreadable diagram). */
export function definitionGraph(d: Pick<ProcessRows, 'bpmDefinitions'>, definitionId: number): Graph {
  const def = d.bpmDefinitions.find((x) => x.id === definitionId);
  if (!def) throw new Error('流程定义不存在');
  return parseProcess(def.bpmnXml);
}

/** A finished child: its parent's call activity ends; approved, the parent moves on, else it ends with the child's result. */
function resumeParent(e: Engine, child: BpmInstance): void {
  const parent = e.data.bpmInstances.find((i) => i.id === child.parentInstanceId);
  if (!parent || parent.status !== STATUS.running) return;
  const call = parent.activities.find((a) => a.calledInstanceId === child.id && a.endTime === null);
  if (!call) return;
  call.endTime = e.now;
  const graph = definitionGraph(e.data, parent.definitionId);
  if (child.result !== RESULT.approved) {
    finish(e, parent, child.result, graph);
    return;
  }
  const node = graph.nodes.get(call.key);
  for (const id of node?.outgoing ?? []) {
    const target = graph.flows.get(id)?.target;
    if (target) enter(e, parent, graph, target);
  }
}

/** The latest active definition of a process key (a call activity's called element, a business type's process). */
export function latestActive<D extends Pick<BpmDefinition, 'key' | 'suspensionState' | 'version'>>(definitions: readonly D[], key: string | null): D | undefined {
  return definitions.filter((x) => x.key === key && x.suspensionState === 1).sort((a, b) => b.version - a.version)[0];
}

/**
 * The process keys a business type may be handled by (its setting's options): each active definition's key once, where
 * it first stands, named as the last active definition of that key names it.
 */
export function activeProcessKeys(definitions: readonly Pick<BpmDefinition, 'key' | 'name' | 'suspensionState'>[]): { value: string; label: string }[] {
  const active = definitions.filter((d) => d.suspensionState === 1);
  return [...new Map(active.map((d) => [d.key, { value: d.key, label: `${d.name}（${d.key}）` }])).values()];
}

/** Enters `nodeId` and moves on until every path waits at a user task or ends. */
function enter(e: Engine, instance: BpmInstance, graph: Graph, first: string): void {
  const queue = [first];
  for (let steps = 0; queue.length && steps < 500; steps++) {
    const node = graph.nodes.get(queue.shift()!);
    if (!node || instance.status === STATUS.finished) continue;
    const activity: BpmActivity = { key: node.id, type: node.type, taskId: null, startTime: e.now, endTime: null };
    const targets = (ids: readonly string[]) => ids.map((id) => graph.flows.get(id)?.target).filter((t): t is string => !!t);
    switch (node.type) {
      case 'userTask': {
        const assignee = assigneeOf(node, instance, e.people);
        const task: BpmTask = {
          id: e.nextTaskId(), instanceId: instance.id, processInstanceName: instance.name, name: node.name, definitionKey: node.id,
          assignee, assigneeUser: e.people.personOf(assignee) ?? { nickname: assignee, deptName: '' }, result: RESULT.processing, reason: '', createTime: e.now, endTime: null,
        };
        e.data.bpmTasks.unshift(task);
        activity.taskId = task.id;
        instance.activities.push(activity);
        break;
      }
      case 'endEvent': {
        activity.endTime = e.now;
        instance.activities.push(activity);
        const open = e.data.bpmTasks.some((t) => t.instanceId === instance.id && t.result === RESULT.processing);
        if (!open) finish(e, instance, RESULT.approved, graph, node.id);
        break;
      }
      case 'exclusiveGateway': {
        activity.endTime = e.now;
        instance.activities.push(activity);
        const flows = node.outgoing.map((id) => graph.flows.get(id)).filter((f): f is Flow => !!f);
        const chosen =
          flows.find((f) => f.id !== node.defaultFlow && f.condition !== null && evaluate(f.condition, instance.variables)) ??
          flows.find((f) => f.id === node.defaultFlow) ??
          flows.find((f) => f.condition === null);
        if (chosen) queue.push(chosen.target);
        break;
      }
      case 'callActivity': {
        const called = latestActive(e.data.bpmDefinitions, node.calledElement);
        if (!called) {
          activity.endTime = e.now;
          instance.activities.push(activity);
          queue.push(...targets(node.outgoing));
          break;
        }
        instance.activities.push(activity);
        const { title: _title, ...variables } = instance.variables;
        const child = createInstance(e.data, e.people, called.id, instance.startAccount, variables, e.now, { parentInstanceId: instance.id });
        activity.calledInstanceId = child.id;
        // A child without user tasks has ended already: go on now.
        if (child.status === STATUS.finished) {
          activity.endTime = e.now;
          if (child.result === RESULT.approved) queue.push(...targets(node.outgoing));
          else finish(e, instance, child.result, graph);
        }
        break;
      }
      case 'parallelGateway':
      case 'inclusiveGateway': {
        // Join: wait until every incoming path has arrived.
        const arrivals = instance.activities.filter((a) => a.key === node.id).length + 1;
        activity.endTime = e.now;
        instance.activities.push(activity);
        if (node.incoming.length > 1 && arrivals < node.incoming.length) break;
        queue.push(...targets(node.outgoing));
        break;
      }
      default:
        activity.endTime = e.now;
        instance.activities.push(activity);
        queue.push(...targets(node.outgoing));
    }
  }
}

export function startInstance(e: Engine, instance: BpmInstance, graph: Graph): void {
  enter(e, instance, graph, graph.start);
}

/** §2 approve: the task ends approved and the instance moves on from it. */
export function approveTask(e: Engine, instance: BpmInstance, task: BpmTask, graph: Graph, reason: string): void {
  task.result = RESULT.approved;
  task.reason = reason;
  task.endTime = e.now;
  const activity = instance.activities.find((a) => a.taskId === task.id);
  if (activity) activity.endTime = e.now;
  const node = graph.nodes.get(task.definitionKey);
  if (!node) return;
  if (node.outgoing.length === 0) return;
  const exclusive = node.outgoing.map((id) => graph.flows.get(id)).filter((f): f is Flow => !!f);
  // Conditions on a task's own outgoing flows act as an implicit exclusive choice.
  const conditional = exclusive.filter((f) => f.condition !== null);
  const next = conditional.length
    ? [exclusive.find((f) => f.condition !== null && evaluate(f.condition, instance.variables)) ?? exclusive.find((f) => f.id === node.defaultFlow) ?? exclusive.find((f) => f.condition === null)].filter((f): f is Flow => !!f)
    : exclusive;
  for (const f of next) enter(e, instance, graph, f.target);
}

/** §2 reject: the task ends rejected, and so does the instance (its end event records the result). */
export function rejectTask(e: Engine, instance: BpmInstance, task: BpmTask, graph: Graph, reason: string): void {
  task.result = RESULT.rejected;
  task.reason = reason;
  task.endTime = e.now;
  finish(e, instance, RESULT.rejected, graph);
}

/** §2 cancel by the starter: open tasks and the instance end cancelled, its own tasks with the starter's `reason`. */
export function cancelInstance(e: Engine, instance: BpmInstance, graph: Graph, reason = ''): void {
  finish(e, instance, RESULT.cancelled, graph);
  for (const t of e.data.bpmTasks) if (t.instanceId === instance.id && t.result === RESULT.cancelled && !t.reason) t.reason = reason;
}

/** The engine over the rows, at `now`. */
export function engine(d: ProcessRows, people: People, now: string): Engine {
  return {
    data: d,
    people,
    now,
    nextTaskId: () => `T${String(Math.max(1000, ...d.bpmTasks.map((t) => Number(t.id.slice(1)) || 0)) + 1)}`,
  };
}

/** The next instance number: PI-<year>-<6 digits>. */
function nextInstanceId(d: ProcessRows, now: string): string {
  const n = Math.max(0, ...d.bpmInstances.map((i) => Number(i.id.split('-')[2]) || 0)) + 1;
  return `PI-${now.slice(0, 4)}-${String(n).padStart(6, '0')}`;
}

/** What an instance may carry besides its variables. */
export type InstanceExtras = Partial<Pick<BpmInstance, 'copyTo' | 'parentInstanceId' | 'form' | 'businessType' | 'businessKey'>>;

/** Why a definition cannot be started (null: it can). */
export function startProblem(def: Pick<BpmDefinition, 'suspensionState'> | undefined): Bilingual | null {
  if (!def) return bi('流程定义不存在', 'The process definition does not exist');
  return def.suspensionState === 1 ? null : bi('流程定义已挂起，不能发起', 'The process definition is suspended and cannot be started');
}

/** What a start asks for: a definition by id, or a configured business type (with its business number). */
export interface StartAsk {
  definitionId: number | undefined;
  businessType: string | null;
  businessKey: string | undefined;
}

/** The definition a start uses, and the business it is started for (none: null). */
export interface StartTarget {
  definitionId: number;
  businessType: string | null;
  businessKey: string | null;
}

/**
 * The definition a start uses, or why it cannot start: the one asked for by id, or for an enabled business type the
 * latest active definition of its configured process key (a business number required; an id asked for besides must be
 * of that key).
 */
export function startTarget(
  configs: readonly Pick<BusinessConfig, 'businessType' | 'status' | 'processKey'>[], definitions: readonly BpmDefinition[], ask: StartAsk,
): StartTarget | { problem: Bilingual } {
  const { definitionId, businessType } = ask;
  if (businessType === null) {
    if (definitionId === undefined) return { problem: bi('请选择流程', 'Choose a process') };
    return { definitionId, businessType: null, businessKey: null };
  }
  const config = configs.find((c) => c.businessType === businessType);
  if (!config || config.status !== 0) return { problem: bi('业务流程配置不存在或已停用', 'The business process setting does not exist or is disabled') };
  const businessKey = ask.businessKey?.trim();
  if (!businessKey) return { problem: bi('请输入业务单号', 'Enter the business number') };
  const latest = latestActive(definitions, config.processKey);
  if (!latest) return { problem: bi(`业务流程（${config.processKey}）未部署`, `The business process (${config.processKey}) is not deployed`) };
  if (definitionId !== undefined && definitions.find((d) => d.id === definitionId)?.key !== config.processKey) {
    return { problem: bi('所选流程与业务类型配置的流程不一致', "The chosen process is not the business type's configured process") };
  }
  return { definitionId: definitionId ?? latest.id, businessType, businessKey };
}

/**
 * The start form of a definition bound to a custom form (one of `forms`): the values checked against its fields
 * (`formValues`), and the form as the instance keeps it; a definition without a form keeps the values as sent.
 */
export function startForm(
  forms: readonly Pick<BpmForm, 'id' | 'name' | 'fields'>[], def: Pick<BpmDefinition, 'formId'>, variables: Vars,
): { form: BpmInstance['form']; variables: Vars } | { problem: Bilingual } {
  const form = def.formId === null ? undefined : forms.find((f) => f.id === def.formId);
  if (!form) return { form: null, variables };
  const checked = formValues(form.fields, variables);
  return 'problem' in checked ? checked : { form: { id: form.id, name: form.name, fields: form.fields }, variables: checked.values };
}

/** Starts an instance of a definition (also used by the seed and by call activities); throws `startProblem`'s refusal. */
export function createInstance(
  d: ProcessRows, people: People, definitionId: number, starter: string, variables: BpmInstance['variables'], now: string, extras: InstanceExtras = {},
): BpmInstance {
  const def = d.bpmDefinitions.find((x) => x.id === definitionId);
  const problem = startProblem(def);
  if (problem || !def) throw new Error(problem?.['zh-CN']);
  const graph = parseProcess(def.bpmnXml);
  const instance: BpmInstance = {
    id: nextInstanceId(d, now), name: typeof variables.title === 'string' && variables.title.trim() ? variables.title.trim() : def.name, definitionId: def.id, processDefinitionKey: def.key,
    startAccount: starter, startUser: people.staffOf(starter), status: STATUS.running, result: RESULT.processing,
    createTime: now, endTime: null, variables, activities: [], copyTo: extras.copyTo ?? [], parentInstanceId: extras.parentInstanceId ?? null,
    form: extras.form ?? null, businessType: extras.businessType ?? null, businessKey: extras.businessKey ?? null,
  };
  d.bpmInstances.unshift(instance);
  startInstance(engine(d, people, now), instance, graph);
  return instance;
}


/** Why an account may not act on a task (null: it may): the task must exist, be open and be assigned to it. */
export function taskProblem(task: Pick<BpmTask, 'result' | 'assignee'> | undefined, account: string): Bilingual | null {
  if (!task) return bi('任务不存在', 'The task does not exist');
  if (task.result !== RESULT.processing) return bi('任务已处理，请刷新', 'The task has been handled already; please refresh');
  return task.assignee === account ? null : bi('只有任务的审批人可以处理该任务', 'Only the task\'s assignee can handle it');
}

/** Why an account may not cancel an instance (null: it may): only its starter, while it runs. */
export function cancelProblem(instance: Pick<BpmInstance, 'startAccount' | 'status'>, account: string | undefined): Bilingual | null {
  if (instance.startAccount !== account) return bi('只有发起人可以取消流程', 'Only the starter can cancel the process');
  return instance.status === STATUS.running ? null : bi('流程已结束，不能取消', 'The process has ended and cannot be cancelled');
}

/** An instance's tasks in the order they were made: by creation time, then by number (T1001 before T1002). */
export function taskOrder(a: Pick<BpmTask, 'createTime' | 'id'>, b: Pick<BpmTask, 'createTime' | 'id'>): number {
  return a.createTime < b.createTime ? -1 : a.createTime > b.createTime ? 1 : Number(a.id.slice(1)) - Number(b.id.slice(1));
}

/** The open task of an instance an account may act on (the detail's `myTaskId`). */
export function openTaskOf<T extends Pick<BpmTask, 'instanceId' | 'result' | 'assignee'>>(tasks: readonly T[], instanceId: string, account: string | undefined): T | undefined {
  return tasks.find((t) => t.instanceId === instanceId && t.result === RESULT.processing && t.assignee === account);
}

/**
 * A start form's values checked against its fields, by their types and constraints: readonly fields take their
 * default, numbers and booleans sent as text are converted. Answers the values the instance keeps, or the first problem.
 */
export function formValues(fields: readonly FormField[], variables: BpmInstance['variables']): { values: BpmInstance['variables'] } | { problem: Bilingual } {
  const values = { ...variables };
  for (const f of fields) {
    if (isReadonlyField(f)) {
      const dv = defaultOf(f);
      if (dv === undefined) delete values[f.id];
      else values[f.id] = dv;
      continue;
    }
    const problem = fieldValueProblem(f, values[f.id]);
    if (problem) return { problem };
    if (f.type === 'long' && values[f.id] !== undefined) values[f.id] = Number(values[f.id]);
    if (f.type === 'boolean' && typeof values[f.id] === 'string') values[f.id] = values[f.id] === 'true';
  }
  return { values };
}

/** The rows an instance's view reads besides the engine's: the business settings naming a business type. */
export type ViewRows = ProcessRows & { bpmBusinessConfigs: readonly Pick<BusinessConfig, 'businessType' | 'name'>[] };

/** An instance as the lists show it: with its starter's name and department, its parent's name (a child) and its business's name. */
export function instanceView(d: Pick<ViewRows, 'bpmInstances' | 'bpmBusinessConfigs'>, i: BpmInstance) {
  const parent = i.parentInstanceId ? d.bpmInstances.find((x) => x.id === i.parentInstanceId) : undefined;
  const business = i.businessType ? d.bpmBusinessConfigs.find((c) => c.businessType === i.businessType) : undefined;
  return { ...i, startUserName: i.startUser.nickname, deptName: i.startUser.deptName, parentInstanceName: parent?.name ?? null, businessName: business?.name ?? null };
}

/**
 * An instance's detail for an account: its view, its definition's diagram, name and version, what the account may do
 * (`myTaskId`: its open task to approve or reject; `canCancel`: it started the running instance) and the
 * sub-processes its call activities started.
 */
export function instanceDetail(d: ViewRows, instance: BpmInstance, account: string | undefined) {
  const def = d.bpmDefinitions.find((x) => x.id === instance.definitionId);
  return {
    ...instanceView(d, instance), bpmnXml: def?.bpmnXml ?? '', processDefinitionName: def?.name ?? '', processDefinitionVersion: def?.version ?? 0,
    myTaskId: openTaskOf(d.bpmTasks, instance.id, account)?.id ?? null, canCancel: cancelProblem(instance, account) === null,
    children: d.bpmInstances.filter((i) => i.parentInstanceId === instance.id).map((i) => ({ id: i.id, name: i.name, status: i.status, result: i.result })),
  };
}
