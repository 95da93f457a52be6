/**
 * §2 Process viewer, §3 viewer inputs, §4 viewer result codes: which marker each element of a running or finished
 * instance gets, and what its hover overlay says. Pure: the viewer component reads the diagram's elements from
 * bpmn-js and applies the markers; tests check the rules without a canvas.
 *
 * Rules:
 * - an activity with an end time is done, without one it is to do;
 * - a user task takes its task's result: 1 processing → todo, 2 approved → done, 3 rejected → reject,
 *   4 cancelled → cancel; only an approved task colours its outgoing flows (towards activities that ran, an
 *   exclusive gateway, or the end event);
 * - an exclusive gateway colours the one flow taken (a path through an activity wins over a direct end event);
 * - a parallel gateway colours every branch that ran;
 * - the start event and its flow are done once the next activity ran;
 * - an end event takes the instance's result (nothing while it is processing).
 */

/** §4 task and instance results. */
export const RESULT = { processing: 1, approved: 2, rejected: 3, cancelled: 4 } as const;

export type Marker = 'highlight' | 'highlight-todo' | 'highlight-reject' | 'highlight-cancel';

export interface PersonRef {
  nickname: string;
  deptName?: string | null;
}

/** §3 activityData entry: the element id (key), its task, its end time and (optionally) the flows it left by. */
export interface ActivityData {
  key: string;
  taskId?: string | null;
  startTime?: string | number | null;
  endTime?: string | number | null;
  outgoing?: readonly string[] | null;
}

/** §3 taskData entry. */
export interface TaskData {
  id: string;
  result: number;
  resultStr?: string | null;
  createTime?: string | number | null;
  endTime?: string | number | null;
  reason?: string | null;
  assigneeUser?: PersonRef | null;
}

/** §3 processInstanceData. */
export interface InstanceData {
  result: number;
  startUser?: PersonRef | null;
  createTime?: string | number | null;
  endTime?: string | number | null;
}

export interface ViewerInputs {
  activities: readonly ActivityData[];
  tasks: readonly TaskData[];
  instance: InstanceData | null;
}

/** What the rules need of a diagram element (read from bpmn-js's element registry). */
export interface DiagramNode {
  id: string;
  /** bpmn type, e.g. 'bpmn:UserTask'. */
  type: string;
  outgoing: readonly { id: string; targetId: string; targetType: string }[];
}

export function resultMarker(result: number | null | undefined): Marker | null {
  switch (result) {
    case RESULT.processing:
      return 'highlight-todo';
    case RESULT.approved:
      return 'highlight';
    case RESULT.rejected:
      return 'highlight-reject';
    case RESULT.cancelled:
      return 'highlight-cancel';
    default:
      return null;
  }
}

const ended = (a: ActivityData) => a.endTime !== null && a.endTime !== undefined && a.endTime !== '' && a.endTime !== 0;
const activityMarker = (a: ActivityData): Marker => (ended(a) ? 'highlight' : 'highlight-todo');

/** Element id → marker for every element the instance reached. */
export function computeMarkers(nodes: readonly DiagramNode[], inputs: ViewerInputs): Map<string, Marker> {
  const markers = new Map<string, Marker>();
  const activityOf = new Map<string, ActivityData>();
  // The latest run of an element wins (a loop back makes it run again).
  for (const a of inputs.activities) activityOf.set(a.key, a);
  const taskOf = new Map(inputs.tasks.map((t) => [t.id, t]));
  const set = (id: string, m: Marker | null) => m && markers.set(id, m);

  for (const n of nodes) {
    const activity = activityOf.get(n.id);
    if (n.type === 'bpmn:EndEvent') {
      if (activity && inputs.instance && inputs.instance.result !== RESULT.processing) set(n.id, resultMarker(inputs.instance.result));
      continue;
    }
    if (!activity) continue;
    switch (n.type) {
      case 'bpmn:UserTask': {
        const task = activity.taskId ? taskOf.get(activity.taskId) : undefined;
        if (!task) break;
        set(n.id, resultMarker(task.result));
        if (task.result !== RESULT.approved) break;
        for (const flow of n.outgoing) {
          const target = activityOf.get(flow.targetId);
          if (target) set(flow.id, activityMarker(target));
          else if (flow.targetType === 'bpmn:ExclusiveGateway') {
            set(flow.id, activityMarker(activity));
            set(flow.targetId, activityMarker(activity));
          }
        }
        break;
      }
      case 'bpmn:ExclusiveGateway': {
        set(n.id, activityMarker(activity));
        let taken: { flowId: string; target: ActivityData; targetType: string } | null = null;
        for (const flow of n.outgoing) {
          const target = activityOf.get(flow.targetId);
          if (!target) continue;
          // A gateway may lead both to a task (then the end) and straight to the end: the task's path wins.
          if (!taken || taken.targetType === 'bpmn:EndEvent') taken = { flowId: flow.id, target, targetType: flow.targetType };
        }
        if (taken) set(taken.flowId, activityMarker(taken.target));
        break;
      }
      case 'bpmn:ParallelGateway':
      case 'bpmn:InclusiveGateway': {
        set(n.id, activityMarker(activity));
        for (const flow of n.outgoing) {
          const target = activityOf.get(flow.targetId);
          if (target) {
            set(flow.id, activityMarker(target));
            set(flow.targetId, activityMarker(target));
          }
        }
        break;
      }
      case 'bpmn:StartEvent': {
        for (const flow of n.outgoing) {
          if (activityOf.has(flow.targetId)) {
            set(flow.id, 'highlight');
            set(n.id, 'highlight');
          }
        }
        break;
      }
      default:
        // Service, script and other activities: done or to do by their end time; flows to what ran next.
        set(n.id, activityMarker(activity));
        if (ended(activity)) {
          for (const flow of n.outgoing) {
            const target = activityOf.get(flow.targetId);
            if (target) set(flow.id, activityMarker(target));
          }
        }
    }
  }
  return markers;
}

/** §4 instance text: 1 processing, 2 approved, any other result not approved. */
export function instanceResultText(result: number, lang: 'zh-CN' | 'en-US'): string {
  const zh = lang === 'zh-CN';
  if (result === RESULT.processing) return zh ? '处理中' : 'Processing';
  if (result === RESULT.approved) return zh ? '通过' : 'Approved';
  return zh ? '不通过' : 'Not approved';
}

/** §4 task result text (resultStr when the backend sends one). */
export function taskResultText(task: TaskData, lang: 'zh-CN' | 'en-US'): string {
  if (task.resultStr) return task.resultStr;
  const zh = lang === 'zh-CN';
  switch (task.result) {
    case RESULT.processing:
      return zh ? '处理中' : 'Processing';
    case RESULT.approved:
      return zh ? '通过' : 'Approved';
    case RESULT.rejected:
      return zh ? '不通过' : 'Rejected';
    case RESULT.cancelled:
      return zh ? '已取消' : 'Cancelled';
    default:
      return String(task.result);
  }
}

export interface OverlayLine {
  label: string;
  value: string;
}

const L = {
  starter: ['发起人', 'Started by'],
  dept: ['部门', 'Department'],
  created: ['创建时间', 'Created'],
  assignee: ['审批人', 'Assignee'],
  result: ['结果', 'Result'],
  ended: ['结束时间', 'Ended'],
  reason: ['审批建议', 'Comment'],
} as const;

function timeText(v: string | number | null | undefined): string | null {
  if (v === null || v === undefined || v === '' || v === 0) return null;
  if (typeof v === 'number') {
    const d = new Date(v);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
  }
  return v;
}

/** The hover overlay of an element: who, when, result and reason (empty when there is nothing to say). */
export function overlayLines(node: Pick<DiagramNode, 'id' | 'type'>, inputs: ViewerInputs, lang: 'zh-CN' | 'en-US'): OverlayLine[] {
  const i = lang === 'zh-CN' ? 0 : 1;
  const lines: OverlayLine[] = [];
  const add = (label: keyof typeof L, value: string | null | undefined) => value && lines.push({ label: L[label][i], value });
  const instance = inputs.instance;
  const activity = [...inputs.activities].reverse().find((a) => a.key === node.id);
  if (node.type === 'bpmn:StartEvent') {
    if (!instance) return lines;
    add('starter', instance.startUser?.nickname);
    add('dept', instance.startUser?.deptName);
    add('created', timeText(instance.createTime));
  } else if (node.type === 'bpmn:UserTask') {
    const task = activity?.taskId ? inputs.tasks.find((t) => t.id === activity.taskId) : undefined;
    if (!task) return lines;
    add('assignee', task.assigneeUser?.nickname);
    add('dept', task.assigneeUser?.deptName);
    add('result', taskResultText(task, lang));
    add('created', timeText(task.createTime));
    add('ended', timeText(task.endTime));
    add('reason', task.reason);
  } else if (node.type === 'bpmn:EndEvent') {
    if (!instance || !activity) return lines;
    add('result', instanceResultText(instance.result, lang));
    add('ended', timeText(instance.endTime));
  } else if (activity) {
    add('created', timeText(activity.startTime));
    add('ended', timeText(activity.endTime));
  }
  return lines;
}
