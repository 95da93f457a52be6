/**
 * The panel's edits of the moddle tree (§4 rules), written against a small Editor so they run both on the
 * modeler (every change a command: undo/redo work) and on a bare moddle in unit tests. Reading helpers turn the
 * moddle elements into the plain values the forms show.
 */
import type { DiagramElement, ModdleElement } from '../modeler/types';
import { isType, list, str } from '../modeler/types';
import {
  DEFAULT_MI_COLLECTION,
  type ConditionType,
  type FlowType,
  type ListenerFieldValues,
  type ListenerValues,
  type LoopType,
  type ScriptType,
  type TimerType,
} from './rules';

export interface Editor {
  /** The engine's extension prefix ('camunda' by default). */
  prefix: string;
  create(type: string, attrs?: Record<string, unknown>): ModdleElement;
  /** Changes properties of `target`, a moddle element of diagram element `owner` (the edited one when absent). */
  update(target: ModdleElement, props: Record<string, unknown>, owner?: DiagramElement): void;
}

const bo = (el: DiagramElement) => el.businessObject;

// ---------------------------------------------------------------- extension elements

/** The extension elements of a moddle element. */
export function extensionValues(target: ModdleElement): ModdleElement[] {
  const ext = target.get('extensionElements') as ModdleElement | undefined;
  return list(ext, 'values');
}

/** Replaces the extension elements of `target` (removes the container when nothing is left). */
export function setExtensionValues(ed: Editor, target: ModdleElement, values: ModdleElement[], owner?: DiagramElement): void {
  const ext = target.get('extensionElements') as ModdleElement | undefined;
  if (values.length === 0) {
    if (ext) ed.update(target, { extensionElements: undefined }, owner);
    return;
  }
  if (ext) {
    ed.update(ext, { values }, owner);
  } else {
    const created = ed.create('bpmn:ExtensionElements', { values });
    ed.update(target, { extensionElements: created }, owner);
  }
  for (const v of values) v.$parent = target.get('extensionElements') as ModdleElement;
}

/** The extension elements of one type, and the others. */
function partition(target: ModdleElement, type: string): [ModdleElement[], ModdleElement[]] {
  const all = extensionValues(target);
  return [all.filter((v) => v.$instanceOf(type)), all.filter((v) => !v.$instanceOf(type))];
}

/** Replaces the extension elements of `type`, keeping the others in place (the new ones last). */
export function replaceExtensions(ed: Editor, target: ModdleElement, type: string, items: ModdleElement[], owner?: DiagramElement): void {
  const [, others] = partition(target, type);
  setExtensionValues(ed, target, [...others, ...items], owner);
}

export function extensionsOf(target: ModdleElement, type: string): ModdleElement[] {
  return partition(target, type)[0];
}

// ---------------------------------------------------------------- general

/** The process a Process or Participant element edits (null for the others). */
export function processOf(el: DiagramElement): ModdleElement | null {
  if (isType(el, 'bpmn:Process')) return bo(el);
  if (isType(el, 'bpmn:Participant')) return (bo(el).get('processRef') as ModdleElement | undefined) ?? null;
  return null;
}

export function setDocumentation(ed: Editor, el: DiagramElement, text: string): void {
  const docs = text ? [ed.create('bpmn:Documentation', { text })] : [];
  ed.update(bo(el), { documentation: docs });
}

export function documentationOf(el: DiagramElement): string {
  return list(bo(el), 'documentation').map((d) => str(d, 'text')).join('\n');
}

// ---------------------------------------------------------------- messages and signals

/** The definitions (root) of a moddle element. */
export function definitionsOf(target: ModdleElement): ModdleElement | null {
  let cur: ModdleElement | undefined = target;
  while (cur && !cur.$instanceOf('bpmn:Definitions')) cur = cur.$parent;
  return cur ?? null;
}

export function rootElementsOf(target: ModdleElement, type: 'bpmn:Message' | 'bpmn:Signal'): ModdleElement[] {
  const defs = definitionsOf(target);
  return list(defs, 'rootElements').filter((r) => r.$type === type);
}

/** §5: adds a message or signal; false (nothing saved) when one of that kind has the id already. */
export function addRootElement(ed: Editor, el: DiagramElement, type: 'bpmn:Message' | 'bpmn:Signal', id: string, name: string): boolean {
  const defs = definitionsOf(bo(el));
  if (!defs) return false;
  if (rootElementsOf(bo(el), type).some((r) => r.id === id)) return false;
  const created = ed.create(type, { id, name });
  created.$parent = defs;
  ed.update(defs, { rootElements: [...list(defs, 'rootElements'), created] });
  return true;
}

// ---------------------------------------------------------------- flow condition (§4)

/** The Flow condition section shows for a sequence flow whose source is not a start event. */
export function hasFlowCondition(el: DiagramElement): boolean {
  return isType(el, 'bpmn:SequenceFlow') && !!el.source && !isType(el.source, 'bpmn:StartEvent');
}

/** Whether the flow's source can have a default flow. */
export function canBeDefault(el: DiagramElement): boolean {
  const src = el.source;
  return !!src && (isType(src, 'bpmn:ExclusiveGateway') || isType(src, 'bpmn:InclusiveGateway') || isType(src, 'bpmn:ComplexGateway') || isType(src, 'bpmn:Activity'));
}

export function flowTypeOf(el: DiagramElement): FlowType {
  const source = el.source ? bo(el.source) : undefined;
  if (source && source.get('default') === bo(el)) return 'default';
  if (bo(el).get('conditionExpression')) return 'condition';
  return 'normal';
}

/** §4: to condition creates an empty expression; to default clears the condition and marks it the source's default; to normal clears both. */
export function setFlowType(ed: Editor, el: DiagramElement, type: FlowType): void {
  const flow = bo(el);
  const source = el.source;
  const isDefault = !!source && bo(source).get('default') === flow;
  if (type === 'condition') {
    if (isDefault && source) ed.update(bo(source), { default: undefined }, source);
    ed.update(flow, { conditionExpression: ed.create('bpmn:FormalExpression', { body: '' }) });
  } else if (type === 'default') {
    if (flow.get('conditionExpression')) ed.update(flow, { conditionExpression: undefined });
    if (source) ed.update(bo(source), { default: flow }, source);
  } else {
    if (flow.get('conditionExpression')) ed.update(flow, { conditionExpression: undefined });
    if (isDefault && source) ed.update(bo(source), { default: undefined }, source);
  }
}

export interface ConditionValues {
  conditionType: ConditionType;
  body: string;
  language: string;
  scriptType: ScriptType;
  resource: string;
}

export function conditionOf(el: DiagramElement, prefix: string): ConditionValues {
  const expr = bo(el).get('conditionExpression') as ModdleElement | undefined;
  const language = str(expr, 'language');
  const resource = str(expr, `${prefix}:resource`);
  return {
    conditionType: language ? 'script' : 'expression',
    body: str(expr, 'body'),
    language,
    scriptType: resource ? 'external' : 'inline',
    resource,
  };
}

/** Writes the flow's condition: an expression (body), or a script (language and inline body or external resource). */
export function setCondition(ed: Editor, el: DiagramElement, v: ConditionValues): void {
  const attrs: Record<string, unknown> =
    v.conditionType === 'expression'
      ? { body: v.body }
      : v.scriptType === 'inline'
        ? { language: v.language, body: v.body }
        : { language: v.language, [`${ed.prefix}:resource`]: v.resource };
  ed.update(bo(el), { conditionExpression: ed.create('bpmn:FormalExpression', attrs) });
}

// ---------------------------------------------------------------- task (§3, §4)

export function isTaskLike(el: DiagramElement): boolean {
  return el.type.includes('Task');
}

/** §3: candidate users and groups are lists stored comma-joined. */
export function joinList(values: readonly string[]): string | undefined {
  const clean = values.map((v) => v.trim()).filter(Boolean);
  return clean.length ? clean.join(',') : undefined;
}

export function splitList(value: string): string[] {
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}

/** Sets an attribute; an empty text removes it. */
export function setAttr(ed: Editor, target: ModdleElement, name: string, value: string | boolean | undefined, owner?: DiagramElement): void {
  ed.update(target, { [name]: value === '' ? undefined : value }, owner);
}

export interface ScriptTaskValues {
  scriptFormat: string;
  scriptType: ScriptType;
  script: string;
  resource: string;
  resultVariable: string;
}

export function scriptTaskOf(el: DiagramElement, prefix: string): ScriptTaskValues {
  const b = bo(el);
  const resource = str(b, `${prefix}:resource`);
  return {
    scriptFormat: str(b, 'scriptFormat'),
    scriptType: resource ? 'external' : 'inline',
    script: str(b, 'script'),
    resource,
    resultVariable: str(b, `${prefix}:resultVariable`),
  };
}

/** §4: inline stores the script and clears the resource; external the opposite. */
export function setScriptTask(ed: Editor, el: DiagramElement, v: ScriptTaskValues): void {
  const p = ed.prefix;
  ed.update(bo(el), {
    scriptFormat: v.scriptFormat || undefined,
    script: v.scriptType === 'inline' ? v.script || undefined : undefined,
    [`${p}:resource`]: v.scriptType === 'external' ? v.resource || undefined : undefined,
    [`${p}:resultVariable`]: v.resultVariable || undefined,
  });
}

/** §4 async: unticking both flags resets exclusive to false. */
export function setAsync(ed: Editor, el: DiagramElement, target: ModdleElement, flag: 'asyncBefore' | 'asyncAfter' | 'exclusive', on: boolean): void {
  const p = ed.prefix;
  const next = { asyncBefore: !!target.get(`${p}:asyncBefore`), asyncAfter: !!target.get(`${p}:asyncAfter`), exclusive: !!target.get(`${p}:exclusive`), [flag]: on };
  // exclusive defaults to true: false is written; the async flags are written only when on.
  const props: Record<string, unknown> = { [`${p}:${flag}`]: flag === 'exclusive' ? on : on || undefined };
  if (!next.asyncBefore && !next.asyncAfter) props[`${p}:exclusive`] = false;
  ed.update(target, props, el);
}

// ---------------------------------------------------------------- multi-instance (§4)

export function loopTypeOf(el: DiagramElement): LoopType {
  const loop = bo(el).get('loopCharacteristics') as ModdleElement | undefined;
  if (!loop) return 'Null';
  if (loop.$instanceOf('bpmn:StandardLoopCharacteristics')) return 'StandardLoop';
  return loop.get('isSequential') ? 'SequentialMultiInstance' : 'ParallelMultiInstance';
}

/** §4: parallel gets a default collection of a user-list variable; sequential sets isSequential. */
export function setLoopType(ed: Editor, el: DiagramElement, type: LoopType): void {
  if (type === 'Null') {
    ed.update(bo(el), { loopCharacteristics: undefined });
  } else if (type === 'StandardLoop') {
    ed.update(bo(el), { loopCharacteristics: ed.create('bpmn:StandardLoopCharacteristics') });
  } else {
    const sequential = type === 'SequentialMultiInstance';
    const attrs: Record<string, unknown> = sequential ? { isSequential: true } : { isSequential: false, [`${ed.prefix}:collection`]: DEFAULT_MI_COLLECTION };
    ed.update(bo(el), { loopCharacteristics: ed.create('bpmn:MultiInstanceLoopCharacteristics', attrs) });
  }
}

export interface LoopValues {
  loopCardinality: string;
  collection: string;
  elementVariable: string;
  completionCondition: string;
  asyncBefore: boolean;
  asyncAfter: boolean;
  exclusive: boolean;
  timeCycle: string;
}

export function loopOf(el: DiagramElement, prefix: string): LoopValues {
  const loop = bo(el).get('loopCharacteristics') as ModdleElement | undefined;
  const expr = (name: string) => str(loop?.get(name) as ModdleElement | undefined, 'body');
  const retry = loop ? extensionsOf(loop, `${prefix}:FailedJobRetryTimeCycle`)[0] : undefined;
  return {
    loopCardinality: expr('loopCardinality'),
    collection: str(loop, `${prefix}:collection`),
    elementVariable: str(loop, `${prefix}:elementVariable`),
    completionCondition: expr('completionCondition'),
    asyncBefore: !!loop?.get(`${prefix}:asyncBefore`),
    asyncAfter: !!loop?.get(`${prefix}:asyncAfter`),
    exclusive: !!loop?.get(`${prefix}:exclusive`),
    timeCycle: str(retry, 'body'),
  };
}

/** Writes one value of the multi-instance characteristics. */
export function setLoopValue(ed: Editor, el: DiagramElement, name: keyof LoopValues, value: string | boolean): void {
  const loop = bo(el).get('loopCharacteristics') as ModdleElement | undefined;
  if (!loop) return;
  const p = ed.prefix;
  if (name === 'loopCardinality' || name === 'completionCondition') {
    ed.update(loop, { [name]: value ? ed.create('bpmn:FormalExpression', { body: value }) : undefined }, el);
  } else if (name === 'collection' || name === 'elementVariable') {
    ed.update(loop, { [`${p}:${name}`]: value || undefined }, el);
  } else if (name === 'timeCycle') {
    const items = value ? [ed.create(`${p}:FailedJobRetryTimeCycle`, { body: value })] : [];
    replaceExtensions(ed, loop, `${p}:FailedJobRetryTimeCycle`, items, el);
  } else {
    setAsync(ed, el, loop, name, !!value);
    // §4: with multi-instance, unticking both async flags also clears async and the extension data.
    if (!loop.get(`${p}:asyncBefore`) && !loop.get(`${p}:asyncAfter`)) {
      ed.update(loop, { [`${p}:async`]: undefined }, el);
      if (loop.get('extensionElements')) ed.update(loop, { extensionElements: undefined }, el);
    }
  }
}

// ---------------------------------------------------------------- listeners (§3, §5)

export function listenersOf(target: ModdleElement, prefix: string, task: boolean): ModdleElement[] {
  return extensionsOf(target, `${prefix}:${task ? 'TaskListener' : 'ExecutionListener'}`);
}

const TIMER_PROPS: Record<Exclude<TimerType, 'null'>, string> = { date: 'timeDate', duration: 'timeDuration', cycle: 'timeCycle' };

/** The form values of a listener element. */
export function listenerValues(l: ModdleElement): ListenerValues {
  const script = l.get('script') as ModdleElement | undefined;
  const listenerType = script ? 'script' : str(l, 'class') ? 'class' : str(l, 'delegateExpression') ? 'delegateExpression' : str(l, 'expression') ? 'expression' : '';
  const timer = list(l, 'eventDefinitions')[0];
  let eventDefinitionType: TimerType = 'null';
  let eventTimeDefinitions = '';
  for (const [type, prop] of Object.entries(TIMER_PROPS) as [Exclude<TimerType, 'null'>, string][]) {
    const e = timer?.get(prop) as ModdleElement | undefined;
    if (e) {
      eventDefinitionType = type;
      eventTimeDefinitions = str(e, 'body');
    }
  }
  return {
    event: str(l, 'event'),
    id: str(l, 'id'),
    listenerType,
    class: str(l, 'class'),
    expression: str(l, 'expression'),
    delegateExpression: str(l, 'delegateExpression'),
    scriptFormat: str(script, 'scriptFormat'),
    scriptType: script ? (str(script, 'resource') ? 'external' : 'inline') : '',
    value: str(script, 'value'),
    resource: str(script, 'resource'),
    eventDefinitionType,
    eventTimeDefinitions,
    fields: list(l, 'fields').map(fieldValues),
  };
}

export function fieldValues(f: ModdleElement): ListenerFieldValues {
  const expression = str(f, 'expression');
  return { name: str(f, 'name'), fieldType: expression ? 'expression' : 'string', string: str(f, 'string') || str(f, 'stringValue'), expression };
}

/** A listener element from form values (only the fields of its type are written). */
export function createListener(ed: Editor, v: ListenerValues, task: boolean): ModdleElement {
  const p = ed.prefix;
  const attrs: Record<string, unknown> = { event: v.event };
  if (task && v.id) attrs.id = v.id;
  if (v.listenerType === 'class') attrs.class = v.class;
  if (v.listenerType === 'expression') attrs.expression = v.expression;
  if (v.listenerType === 'delegateExpression') attrs.delegateExpression = v.delegateExpression;
  if (v.listenerType === 'script') {
    attrs.script = ed.create(`${p}:Script`, {
      scriptFormat: v.scriptFormat,
      ...(v.scriptType === 'inline' ? { value: v.value } : { resource: v.resource }),
    });
  }
  const fields = v.fields.map((f) => createField(ed, f));
  if (fields.length) attrs.fields = fields;
  if (task && v.event === 'timeout' && v.eventDefinitionType && v.eventDefinitionType !== 'null') {
    const timer = ed.create('bpmn:TimerEventDefinition', {
      [TIMER_PROPS[v.eventDefinitionType]]: ed.create('bpmn:FormalExpression', { body: v.eventTimeDefinitions }),
    });
    attrs.eventDefinitions = [timer];
  }
  const l = ed.create(`${p}:${task ? 'TaskListener' : 'ExecutionListener'}`, attrs);
  for (const child of [attrs.script, ...(fields as ModdleElement[]), ...((attrs.eventDefinitions as ModdleElement[] | undefined) ?? [])]) {
    if (child) (child as ModdleElement).$parent = l;
  }
  return l;
}

export function createField(ed: Editor, f: ListenerFieldValues): ModdleElement {
  return ed.create(`${ed.prefix}:Field`, f.fieldType === 'expression' ? { name: f.name, expression: f.expression } : { name: f.name, string: f.string });
}

/** Puts a listener at `index` (appends when -1) or removes it (listener null). */
export function saveListener(ed: Editor, el: DiagramElement, task: boolean, index: number, listener: ModdleElement | null): void {
  const type = `${ed.prefix}:${task ? 'TaskListener' : 'ExecutionListener'}`;
  const items = [...extensionsOf(bo(el), type)];
  if (listener === null) items.splice(index, 1);
  else if (index < 0) items.push(listener);
  else items[index] = listener;
  replaceExtensions(ed, bo(el), type, items);
}

// ---------------------------------------------------------------- extension properties

export function propertiesOf(el: DiagramElement, prefix: string): { name: string; value: string }[] {
  const props = extensionsOf(bo(el), `${prefix}:Properties`)[0];
  return list(props, 'values').map((p) => ({ name: str(p, 'name'), value: str(p, 'value') }));
}

export function setProperties(ed: Editor, el: DiagramElement, values: readonly { name: string; value: string }[]): void {
  const p = ed.prefix;
  const items = values.length ? [ed.create(`${p}:Properties`, { values: values.map((v) => ed.create(`${p}:Property`, { name: v.name, value: v.value })) })] : [];
  for (const props of items) for (const v of list(props, 'values')) v.$parent = props;
  replaceExtensions(ed, bo(el), `${p}:Properties`, items);
}
