/**
 * The panel's moddle edits (§4) on a bare moddle with the designer's vocabularies, checked on the written XML;
 * every MIWG reference diagram (tests/fixtures/bpmn, CC BY 3.0, "BPMN MIWG test suite") reads and writes back.
 * The layout-dependent part (bpmn-js itself) is covered by the Playwright specs tests/e2e/designer*.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { moddleExtensions, registeredNamespaces } from '@/lib/bpmn/moddle';
import type { DiagramElement, ModdleElement } from '@/features/bpm/modeler/types';
import { emptyDiagram, newDiagram, renameClashingPrefixes } from '@/features/bpm/modeler/xml';
import {
  addRootElement,
  createListener,
  flowTypeOf,
  listenerValues,
  saveListener,
  setAsync,
  setFlowType,
  setLoopType,
  setProperties,
  setScriptTask,
  type Editor,
} from '@/features/bpm/panel/ops';

const fixtures = path.resolve(process.cwd(), 'tests/fixtures/bpmn');

// bpmn-moddle's types describe its elements loosely; the panel's ModdleElement is the shape it relies on.
function newModdle() {
  return new BpmnModdle(moddleExtensions() as unknown as ConstructorParameters<typeof BpmnModdle>[0]);
}

async function load(source: string) {
  const moddle = newModdle();
  const { rootElement, warnings } = await moddle.fromXML(source);
  const defs = rootElement as unknown as ModdleElement;
  const byId = (id: string): ModdleElement => {
    const found: ModdleElement[] = [];
    const walk = (el: unknown) => {
      if (!el || typeof el !== 'object') return;
      const e = el as ModdleElement & Record<string, unknown>;
      if (e.id === id && e.$type) found.push(e);
      for (const [k, v] of Object.entries(e)) if (k !== '$parent' && k !== '$model' && k !== '$descriptor' && k !== 'sourceRef' && k !== 'targetRef' && k !== 'default') (Array.isArray(v) ? v : [v]).forEach(walk);
    };
    walk(defs);
    return found[0]!;
  };
  const editor: Editor = {
    prefix: 'camunda',
    create: (type, attrs) => moddle.create(type, attrs) as unknown as ModdleElement,
    update: (target, props) => {
      for (const [k, v] of Object.entries(props)) target.set(k, v);
    },
  };
  const shape = (id: string): DiagramElement => {
    const bo = byId(id);
    const el: DiagramElement = { id, type: bo.$type, businessObject: bo };
    const src = bo.get('sourceRef') as ModdleElement | undefined;
    if (src) el.source = { id: src.id ?? '', type: src.$type, businessObject: src };
    return el;
  };
  const xml = async () => (await moddle.toXML(rootElement, { format: true })).xml;
  return { editor, shape, xml, warnings };
}

const FLOWS = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="x">
  <bpmn:process id="p" isExecutable="true">
    <bpmn:startEvent id="s" />
    <bpmn:exclusiveGateway id="g" />
    <bpmn:userTask id="u" />
    <bpmn:scriptTask id="st" />
    <bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="g" />
    <bpmn:sequenceFlow id="f2" sourceRef="g" targetRef="u" />
  </bpmn:process>
</bpmn:definitions>`;

describe('§4 flow type', () => {
  it('condition creates an empty expression; default clears it and marks the source; normal clears both', async () => {
    const { editor, shape, xml } = await load(FLOWS);
    const flow = shape('f2');
    setFlowType(editor, flow, 'condition');
    expect(flowTypeOf(flow)).toBe('condition');
    expect(await xml()).toMatch(/<bpmn:sequenceFlow id="f2" sourceRef="g" targetRef="u">\s*<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression"><\/bpmn:conditionExpression>/);
    setFlowType(editor, flow, 'default');
    expect(flowTypeOf(flow)).toBe('default');
    let out = await xml();
    expect(out).toContain('<bpmn:exclusiveGateway id="g" default="f2" />');
    expect(out).not.toContain('conditionExpression');
    setFlowType(editor, flow, 'normal');
    expect(flowTypeOf(flow)).toBe('normal');
    out = await xml();
    expect(out).toContain('<bpmn:exclusiveGateway id="g" />');
    expect(out).not.toContain('conditionExpression');
  });
});

describe('§4 loop characteristics, async, script task', () => {
  it('parallel gets the default user-list collection, sequential sets isSequential, none removes it', async () => {
    const { editor, shape, xml } = await load(FLOWS);
    const task = shape('u');
    setLoopType(editor, task, 'ParallelMultiInstance');
    expect(await xml()).toContain('<bpmn:multiInstanceLoopCharacteristics camunda:collection="${coll_userList}" />');
    setLoopType(editor, task, 'SequentialMultiInstance');
    expect(await xml()).toContain('<bpmn:multiInstanceLoopCharacteristics isSequential="true" />');
    setLoopType(editor, task, 'StandardLoop');
    expect(await xml()).toContain('<bpmn:standardLoopCharacteristics />');
    setLoopType(editor, task, 'Null');
    expect(await xml()).not.toContain('LoopCharacteristics');
  });
  it('unticking both async flags resets exclusive to false', async () => {
    const { editor, shape, xml } = await load(FLOWS);
    const task = shape('u');
    setAsync(editor, task, task.businessObject, 'asyncBefore', true);
    setAsync(editor, task, task.businessObject, 'asyncAfter', true);
    expect(await xml()).toContain('camunda:asyncBefore="true" camunda:asyncAfter="true"');
    setAsync(editor, task, task.businessObject, 'asyncBefore', false);
    expect(await xml()).not.toContain('camunda:exclusive');
    setAsync(editor, task, task.businessObject, 'asyncAfter', false);
    expect(await xml()).toContain('<bpmn:userTask id="u" camunda:exclusive="false" />');
  });
  it('inline stores the script and clears the resource; external the opposite', async () => {
    const { editor, shape, xml } = await load(FLOWS);
    const task = shape('st');
    setScriptTask(editor, task, { scriptFormat: 'groovy', scriptType: 'external', script: 'x', resource: 'r.groovy', resultVariable: 'out' });
    let out = await xml();
    expect(out).toContain('<bpmn:scriptTask id="st" scriptFormat="groovy" camunda:resultVariable="out" camunda:resource="r.groovy" />');
    setScriptTask(editor, task, { scriptFormat: 'groovy', scriptType: 'inline', script: 'x + 1', resource: 'r.groovy', resultVariable: '' });
    out = await xml();
    expect(out).toMatch(/<bpmn:scriptTask id="st" scriptFormat="groovy">\s*<bpmn:script>x \+ 1<\/bpmn:script>/);
    expect(out).not.toContain('camunda:resource');
  });
});

describe('§3 / §5 listeners, messages, extension properties', () => {
  it('a timeout task listener with fields and a timer reads back as it was entered', async () => {
    const { editor, shape, xml } = await load(FLOWS);
    const task = shape('u');
    const values = {
      event: 'timeout', id: 'remind', listenerType: 'delegateExpression' as const, delegateExpression: '${remind}',
      eventDefinitionType: 'cycle' as const, eventTimeDefinitions: 'R3/PT1H',
      fields: [{ name: 'to', fieldType: 'expression' as const, expression: '${owner}' }, { name: 'via', fieldType: 'string' as const, string: 'sms' }],
    };
    saveListener(editor, task, true, -1, createListener(editor, values, true));
    const out = await xml();
    expect(out).toMatch(/<camunda:taskListener delegateExpression="\$\{remind\}" event="timeout" id="remind">/);
    expect(out).toContain('<camunda:expression>${owner}</camunda:expression>');
    expect(out).toContain('<camunda:string>sms</camunda:string>');
    expect(out).toMatch(/<bpmn:timeCycle xsi:type="bpmn:tFormalExpression">R3\/PT1H<\/bpmn:timeCycle>/);
    const ext = task.businessObject.get('extensionElements') as ModdleElement;
    const back = listenerValues((ext.get('values') as ModdleElement[])[0]!);
    expect(back).toMatchObject({ event: 'timeout', id: 'remind', listenerType: 'delegateExpression', eventDefinitionType: 'cycle', eventTimeDefinitions: 'R3/PT1H' });
    expect(back.fields).toEqual([{ name: 'to', fieldType: 'expression', string: '', expression: '${owner}' }, { name: 'via', fieldType: 'string', string: 'sms', expression: '' }]);
    saveListener(editor, task, true, 0, null);
    expect(await xml()).not.toContain('taskListener');
  });
  it('a message or signal with an existing id is refused and nothing is saved', async () => {
    const { editor, shape, xml } = await load(FLOWS);
    const proc = shape('p');
    expect(addRootElement(editor, proc, 'bpmn:Message', 'M1', 'a')).toBe(true);
    expect(addRootElement(editor, proc, 'bpmn:Message', 'M1', 'b')).toBe(false);
    expect(addRootElement(editor, proc, 'bpmn:Signal', 'S1', 'c')).toBe(true);
    expect(addRootElement(editor, proc, 'bpmn:Signal', 'S1', 'd')).toBe(false);
    const out = await xml();
    expect(out.match(/<bpmn:message /g)).toHaveLength(1);
    expect(out).toContain('<bpmn:message id="M1" name="a" />');
    expect(out).toContain('<bpmn:signal id="S1" name="c" />');
  });
  it('extension properties (name, value) and the console vocabulary round-trip', async () => {
    const { editor, shape, xml } = await load(FLOWS);
    setProperties(editor, shape('u'), [{ name: 'category', value: 'fleet' }]);
    expect(await xml()).toMatch(/<camunda:properties>\s*<camunda:property name="category" value="fleet" \/>/);
    const withVocabulary = FLOWS.replace('xmlns:camunda=', 'xmlns:rc="http://rental-console/schema/bpmn/1.0" xmlns:camunda=').replace(
      '<bpmn:userTask id="u" />',
      '<bpmn:userTask id="u"><bpmn:extensionElements><rc:button id="b1" name="同意" code="approve" isHide="false" sort="1" /><rc:assignee id="a1" type="role" value="fleet" sort="1" /><camunda:in source="a" target="b" /><camunda:formData businessKey="k"><camunda:formField id="days" type="long" label="天数" /></camunda:formData></bpmn:extensionElements></bpmn:userTask>',
    ).replace('<bpmn:sequenceFlow id="f2" sourceRef="g" targetRef="u" />', '<bpmn:sequenceFlow id="f2" sourceRef="g" targetRef="u"><bpmn:extensionElements><rc:condition id="c1" field="days" compare="&gt;" value="3" logic="and" sort="1" /></bpmn:extensionElements></bpmn:sequenceFlow>');
    const again = await load(withVocabulary);
    expect(again.warnings).toEqual([]);
    const out = await again.xml();
    expect(out).toContain('<rc:button id="b1" name="同意" code="approve" isHide="false" sort="1" />');
    expect(out).toContain('<rc:assignee id="a1" type="role" value="fleet" sort="1" />');
    expect(out).toContain('<rc:condition id="c1" field="days" compare="&#62;" value="3" logic="and" sort="1" />');
    expect(out).toContain('<camunda:in source="a" target="b" />');
    expect(out).toMatch(/<camunda:formData businessKey="k">\s*<camunda:formField id="days" label="天数" type="long" \/>/);
  });
});

describe('XML texts', () => {
  it('the empty diagram of a new model has the key as process id and the name', async () => {
    const { xml } = await load(emptyDiagram('car_use', '用车 & 审批'));
    const out = await xml();
    expect(out).toContain('<bpmn:process id="car_use" name="用车 &#38; 审批" isExecutable="true" />');
  });
  it('a new diagram starts with a named start event, drawn on the plane ([Q] 8)', async () => {
    const { xml } = await load(newDiagram('car_use', '用车审批', 'camunda', 'Start'));
    const out = await xml();
    expect(out).toContain('<bpmn:process id="car_use" name="用车审批" isExecutable="true">');
    expect(out).toContain('<bpmn:startEvent id="StartEvent_1" name="Start" />');
    expect(out).toMatch(/<bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">\s*<dc:Bounds x="180" y="142" width="36" height="36" \/>/);
  });
  it('a prefix bound to a foreign namespace is renamed; the namespace and content stay', () => {
    const xml = '<a:definitions xmlns:a="u" xmlns:camunda="http://activiti.org/bpmn"><a:task camunda:assignee="x"><camunda:field /></a:task></a:definitions>';
    expect(renameClashingPrefixes(xml, registeredNamespaces())).toBe(
      '<a:definitions xmlns:a="u" xmlns:camunda_1="http://activiti.org/bpmn"><a:task camunda_1:assignee="x"><camunda_1:field /></a:task></a:definitions>',
    );
    const same = '<x xmlns:camunda="http://camunda.org/schema/1.0/bpmn" camunda:a="1" />';
    expect(renameClashingPrefixes(same, registeredNamespaces())).toBe(same);
  });
});

describe('MIWG reference diagrams', () => {
  const files = readdirSync(path.join(fixtures, 'miwg-reference')).filter((f) => f.endsWith('.bpmn'));
  it.each(files)('%s reads and writes back with every id', async (file) => {
    const original = readFileSync(path.join(fixtures, 'miwg-reference', file), 'utf8');
    const { xml } = await load(renameClashingPrefixes(original, registeredNamespaces()));
    const out = await xml();
    const ids = (text: string) => new Set([...text.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    const lost = [...ids(original)].filter((id) => !ids(out).has(id));
    expect(lost).toEqual([]);
  });
});
