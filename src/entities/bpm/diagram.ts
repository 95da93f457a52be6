/**
 * BPMN 2.0 documents written from a description (docs/architecture.md "Process designer"): the empty diagram, the
 * diagram a new model starts from (the designer's "new": one start event), and a linear process — start, steps, end,
 * laid out left to right — which the demo's seeded models are (src/mocks/bpm.ts). Pure text: no DOM, no bpmn-js.
 */
import { bi, type Bilingual } from '@/i18n';

/** The target namespace of a diagram by the designer's extension prefix (camunda by default). */
const TARGET_NAMESPACES: Readonly<Record<string, string>> = {
  camunda: 'http://bpmn.io/schema/bpmn',
  flowable: 'http://flowable.org/bpmn',
  activiti: 'http://activiti.org/bpmn',
};

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The document around a process (id = key) and its plane: `process` and `plane` are their elements' contents. */
function definitions(key: string, name: string, prefix: string, process: string, plane: string): string {
  const k = escapeAttr(key);
  const camunda = prefix === 'camunda' && process ? ' xmlns:camunda="http://camunda.org/schema/1.0/bpmn"' : '';
  // An element with its contents on their own lines, closed at its own indent; self-closed when it has none.
  const body = (indent: string, tag: string, attrs: string, inner: string) => (inner ? `${indent}<${tag} ${attrs}>\n${inner}\n${indent}</${tag}>` : `${indent}<${tag} ${attrs} />`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI"${camunda} id="diagram_${k}" targetNamespace="${TARGET_NAMESPACES[prefix] ?? TARGET_NAMESPACES.camunda}">
${body('  ', 'bpmn:process', `id="${k}" name="${escapeAttr(name)}" isExecutable="true"`, process)}
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
${body('    ', 'bpmndi:BPMNPlane', `id="BPMNPlane_1" bpmnElement="${k}"`, plane)}
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}

/** An empty process diagram: one process (id = key, name) and its plane. */
export const emptyDiagram = (key: string, name: string, prefix = 'camunda'): string => definitions(key, name, prefix, '', '');

/** The id of the start event a new diagram starts with, and its name in each language. */
export const NEW_DIAGRAM_START = 'StartEvent_1';
export const START_EVENT_NAME: Bilingual = bi('开始', 'Start');

/**
 * The diagram a new model starts from (the designer's "new" and "redraw"): the process with one start event, named
 * `startName` (the console's language: 开始 / Start), drawn near the top left, so the first step is appended to it.
 */
export function newDiagram(key: string, name: string, prefix = 'camunda', startName = '开始'): string {
  const start = `    <bpmn:startEvent id="${NEW_DIAGRAM_START}" name="${escapeAttr(startName)}" />`;
  const shape = [
    `      <bpmndi:BPMNShape id="${NEW_DIAGRAM_START}_di" bpmnElement="${NEW_DIAGRAM_START}">`,
    '        <dc:Bounds x="180" y="142" width="36" height="36" />',
    '      </bpmndi:BPMNShape>',
  ].join('\n');
  return definitions(key, name, prefix, start, shape);
}

/** A step of a linear process: a user task (assignee) or a call activity (calledElement, a process key). */
export type LinearStep = { id: string; name: string } & ({ assignee: string } | { calledElement: string });

/** start → steps → end, laid out left to right (camunda assignees). */
export function linearProcess(key: string, name: string, steps: readonly LinearStep[]): string {
  const nodes = [{ id: 'StartEvent_1', name: '开始', step: null }, ...steps.map((s) => ({ id: s.id, name: s.name, step: s })), { id: 'EndEvent_1', name: '结束', step: null }];
  const x = (i: number) => 180 + i * 180;
  const half = (i: number) => (nodes[i]!.step ? 50 : 18);
  const flows = nodes.slice(1).map((n, i) => ({ id: `Flow_${i + 1}`, from: nodes[i]!.id, to: n.id }));
  const refs = (id: string) =>
    flows.filter((f) => f.to === id).map((f) => `<bpmn:incoming>${f.id}</bpmn:incoming>`).join('') + flows.filter((f) => f.from === id).map((f) => `<bpmn:outgoing>${f.id}</bpmn:outgoing>`).join('');
  const element = ({ id, name: title, step }: (typeof nodes)[number], i: number) => {
    if (!step) return i === 0 ? `<bpmn:startEvent id="${id}" name="${title}">${refs(id)}</bpmn:startEvent>` : `<bpmn:endEvent id="${id}" name="${title}">${refs(id)}</bpmn:endEvent>`;
    if ('calledElement' in step) return `<bpmn:callActivity id="${id}" name="${title}" calledElement="${step.calledElement}">${refs(id)}</bpmn:callActivity>`;
    return `<bpmn:userTask id="${id}" name="${title}" camunda:assignee="${step.assignee}">${refs(id)}</bpmn:userTask>`;
  };
  const process = [...nodes.map(element), ...flows.map((f) => `<bpmn:sequenceFlow id="${f.id}" sourceRef="${f.from}" targetRef="${f.to}" />`)];
  const shapes = nodes.map((n, i) => {
    const [w, y] = n.step ? [100, 120] : [36, 142];
    return `<bpmndi:BPMNShape id="${n.id}_di" bpmnElement="${n.id}"><dc:Bounds x="${x(i) - half(i)}" y="${y}" width="${w}" height="${n.step ? 80 : 36}" /></bpmndi:BPMNShape>`;
  });
  const edges = flows.map((f, i) => `<bpmndi:BPMNEdge id="${f.id}_di" bpmnElement="${f.id}"><di:waypoint x="${x(i) + half(i)}" y="160" /><di:waypoint x="${x(i + 1) - half(i + 1)}" y="160" /></bpmndi:BPMNEdge>`);
  return `${definitions(key, name, 'camunda', process.map((l) => `    ${l}`).join('\n'), [...shapes, ...edges].map((l) => `      ${l}`).join('\n'))}\n`;
}
