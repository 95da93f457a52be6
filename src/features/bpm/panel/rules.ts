/**
 * The properties panel's rules that need no diagram (§4, §5, §8): the process key pattern, the listener and
 * listener-field checks with the spec's messages, the duplicate message/signal check and the zoom limits.
 * Messages are bilingual; the Chinese ones are the spec's, verbatim.
 */
import type { Bilingual } from '@/i18n';
import { isProcessKey } from '@/lib/validators';

const b = (zh: string, en: string): Bilingual => ({ 'zh-CN': zh, 'en-US': en });

/** §4: a process key becomes the element id only if it starts with a letter or underscore and continues with letters, digits, - _ . $ (src/lib/validators). */
export function isValidProcessKey(key: string): boolean {
  return isProcessKey(key);
}

/** §5 process form. */
export const PROCESS_MESSAGES = {
  keyRequired: b('流程标识不能为空', 'The process key is required'),
  nameRequired: b('流程名称不能为空', 'The process name is required'),
} as const;

/** §8 designer messages. */
export const DESIGNER_MESSAGES = {
  saveFailed: b('保存模型失败，请重试！', 'Save model failed, please retry'),
  alignConfirm: b('自动对齐可能造成图形变形，是否继续？', 'Auto-align may deform the diagram, continue?'),
  alignNeedsSeveral: b('请按住 Ctrl 键选择多个元素对齐', 'Hold Ctrl to select several elements to align'),
  messageExists: b('该消息已存在，请修改id后重新保存', 'This message already exists; change its id and save again'),
  signalExists: b('该信号已存在，请修改id后重新保存', 'This signal already exists; change its id and save again'),
  tip: b('提示', 'Tip'),
  removeField: b('确认移除该字段吗？', 'Remove this field?'),
  removeListener: b('确认移除该监听器吗？', 'Remove this listener?'),
  removeProperty: b('确认移除该属性吗？', 'Remove this property?'),
  copied: b('复制成功！', 'Copied!'),
} as const;

/** §5 / §9 zoom: kept between 0.2 and 4, in steps of 0.1. */
export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.1;

/** The zoom after `steps` steps from `current`, rounded to the step and kept within the limits. */
export function nextZoom(current: number, steps: number): number {
  const raw = Math.round((current + steps * ZOOM_STEP) * 10) / 10;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, raw));
}

export type ListenerType = 'class' | 'expression' | 'delegateExpression' | 'script';
export type ScriptType = 'inline' | 'external';
export type TimerType = 'date' | 'duration' | 'cycle' | 'null';
export type FieldType = 'string' | 'expression';

/** §5 events. */
export const EXECUTION_EVENTS = ['start', 'end'] as const;
export const TASK_EVENTS = ['create', 'assignment', 'complete', 'delete', 'update', 'timeout'] as const;

export const LISTENER_TYPES: readonly { value: ListenerType; label: Bilingual }[] = [
  { value: 'class', label: b('Java 类', 'Java class') },
  { value: 'expression', label: b('表达式', 'Expression') },
  { value: 'delegateExpression', label: b('代理表达式', 'Delegate expression') },
  { value: 'script', label: b('脚本', 'Script') },
];

export const TIMER_TYPES: readonly { value: TimerType; label: Bilingual }[] = [
  { value: 'date', label: b('日期', 'Date') },
  { value: 'duration', label: b('持续时长', 'Duration') },
  { value: 'cycle', label: b('循环', 'Cycle') },
  { value: 'null', label: b('无', 'None') },
];

export interface ListenerFieldValues {
  name: string;
  fieldType: FieldType | '';
  string?: string;
  expression?: string;
}

export interface ListenerValues {
  event: string;
  /** Task listeners only. */
  id?: string;
  listenerType: ListenerType | '';
  class?: string;
  expression?: string;
  delegateExpression?: string;
  scriptFormat?: string;
  scriptType?: ScriptType | '';
  value?: string;
  resource?: string;
  /** Timeout task listeners. */
  eventDefinitionType?: TimerType;
  eventTimeDefinitions?: string;
  fields: ListenerFieldValues[];
}

/** §5 listener form messages. */
export const LISTENER_MESSAGES = {
  event: b('请选择事件类型', 'Choose the event'),
  listenerType: b('请选择监听器类型', 'Choose the listener type'),
  id: b('请填写监听器ID', 'Enter the listener id'),
  class: b('请填写Java类', 'Enter the Java class'),
  expression: b('请填写表达式', 'Enter the expression'),
  delegateExpression: b('请填写代理表达式', 'Enter the delegate expression'),
  scriptFormat: b('请填写脚本格式', 'Enter the script format'),
  scriptType: b('请选择脚本类型', 'Choose the script type'),
  value: b('请填写脚本内容', 'Enter the script'),
  resource: b('请填写资源地址', 'Enter the resource address'),
  eventTimeDefinitions: b('请填写定时器配置', 'Enter the timer definition'),
} as const;

/** §5 listener field messages. */
export const FIELD_MESSAGES = {
  name: b('请填写字段名称', 'Enter the field name'),
  fieldType: b('请选择字段类型', 'Choose the field type'),
  string: b('请填写字段值', 'Enter the field value'),
  expression: b('请填写表达式', 'Enter the expression'),
} as const;

const blank = (v: string | undefined) => v === undefined || v.trim() === '';

/** §5: the listener form's errors by field (empty when it may be saved). `task`: a task listener. */
export function listenerErrors(v: ListenerValues, task: boolean): Partial<Record<keyof typeof LISTENER_MESSAGES, Bilingual>> {
  const e: Partial<Record<keyof typeof LISTENER_MESSAGES, Bilingual>> = {};
  if (blank(v.event)) e.event = LISTENER_MESSAGES.event;
  if (task && blank(v.id)) e.id = LISTENER_MESSAGES.id;
  if (blank(v.listenerType)) e.listenerType = LISTENER_MESSAGES.listenerType;
  if (v.listenerType === 'class' && blank(v.class)) e.class = LISTENER_MESSAGES.class;
  if (v.listenerType === 'expression' && blank(v.expression)) e.expression = LISTENER_MESSAGES.expression;
  if (v.listenerType === 'delegateExpression' && blank(v.delegateExpression)) e.delegateExpression = LISTENER_MESSAGES.delegateExpression;
  if (v.listenerType === 'script') {
    if (blank(v.scriptFormat)) e.scriptFormat = LISTENER_MESSAGES.scriptFormat;
    if (blank(v.scriptType)) e.scriptType = LISTENER_MESSAGES.scriptType;
    if (v.scriptType === 'inline' && blank(v.value)) e.value = LISTENER_MESSAGES.value;
    if (v.scriptType === 'external' && blank(v.resource)) e.resource = LISTENER_MESSAGES.resource;
  }
  if (task && v.event === 'timeout' && v.eventDefinitionType && v.eventDefinitionType !== 'null' && blank(v.eventTimeDefinitions)) {
    e.eventTimeDefinitions = LISTENER_MESSAGES.eventTimeDefinitions;
  }
  return e;
}

/** §5: the listener field form's errors by field. */
export function fieldErrors(v: ListenerFieldValues): Partial<Record<keyof typeof FIELD_MESSAGES, Bilingual>> {
  const e: Partial<Record<keyof typeof FIELD_MESSAGES, Bilingual>> = {};
  if (blank(v.name)) e.name = FIELD_MESSAGES.name;
  if (blank(v.fieldType)) e.fieldType = FIELD_MESSAGES.fieldType;
  if (v.fieldType === 'string' && blank(v.string)) e.string = FIELD_MESSAGES.string;
  if (v.fieldType === 'expression' && blank(v.expression)) e.expression = FIELD_MESSAGES.expression;
  return e;
}

/** §4 loop characteristics. */
export type LoopType = 'Null' | 'StandardLoop' | 'ParallelMultiInstance' | 'SequentialMultiInstance';

/** §4: the collection a parallel multi-instance starts with (a user-list variable). */
export const DEFAULT_MI_COLLECTION = '${coll_userList}';

/** §4 flow types. */
export type FlowType = 'normal' | 'default' | 'condition';
export type ConditionType = 'expression' | 'script';

/** Links of the §2 hints (opened in a new tab). */
export const FORM_MANAGER_PATH = '/bpm/manager/form';
export const MODEL_MANAGER_PATH = '/bpm/manager/model';
