/**
 * A generated BPMN 2.0 diagram of about `n` flow elements: a start event, user tasks in rows of 20 (each row's
 * last task links to the next row's first), an end event; every element with its diagram shape or edge.
 * Used by the designer's large-diagram e2e and by the bench (plain JavaScript so both can load it; types in
 * bpmnGenerator.d.mts).
 * @param {number} n
 * @returns {string}
 */
export function generateDiagram(n) {
  const tasks = Math.max(1, Math.floor((n - 2) / 2));
  const perRow = 20;
  const pos = (i) => ({ x: 250 + (i % perRow) * 160, y: 80 + Math.floor(i / perRow) * 140 });
  const el = ['<bpmn:startEvent id="Start"><bpmn:outgoing>Flow_s</bpmn:outgoing></bpmn:startEvent>'];
  const di = ['<bpmndi:BPMNShape id="Start_di" bpmnElement="Start"><dc:Bounds x="150" y="102" width="36" height="36" /></bpmndi:BPMNShape>'];
  const flows = ['<bpmn:sequenceFlow id="Flow_s" sourceRef="Start" targetRef="Task_0" />'];
  di.push(`<bpmndi:BPMNEdge id="Flow_s_di" bpmnElement="Flow_s"><di:waypoint x="186" y="120" /><di:waypoint x="${pos(0).x}" y="120" /></bpmndi:BPMNEdge>`);
  for (let i = 0; i < tasks; i += 1) {
    const p = pos(i);
    const inc = i === 0 ? 'Flow_s' : `Flow_${i - 1}`;
    const out = i === tasks - 1 ? 'Flow_e' : `Flow_${i}`;
    el.push(`<bpmn:userTask id="Task_${i}" name="任务 ${i + 1}"><bpmn:incoming>${inc}</bpmn:incoming><bpmn:outgoing>${out}</bpmn:outgoing></bpmn:userTask>`);
    di.push(`<bpmndi:BPMNShape id="Task_${i}_di" bpmnElement="Task_${i}"><dc:Bounds x="${p.x}" y="${p.y}" width="100" height="80" /></bpmndi:BPMNShape>`);
    if (i < tasks - 1) {
      const q = pos(i + 1);
      flows.push(`<bpmn:sequenceFlow id="Flow_${i}" sourceRef="Task_${i}" targetRef="Task_${i + 1}" />`);
      const points = q.y === p.y ? [[p.x + 100, p.y + 40], [q.x, q.y + 40]] : [[p.x + 50, p.y + 80], [p.x + 50, p.y + 110], [q.x + 50, p.y + 110], [q.x + 50, q.y]];
      di.push(`<bpmndi:BPMNEdge id="Flow_${i}_di" bpmnElement="Flow_${i}">${points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join('')}</bpmndi:BPMNEdge>`);
    }
  }
  const last = pos(tasks - 1);
  el.push('<bpmn:endEvent id="End"><bpmn:incoming>Flow_e</bpmn:incoming></bpmn:endEvent>');
  flows.push(`<bpmn:sequenceFlow id="Flow_e" sourceRef="Task_${tasks - 1}" targetRef="End" />`);
  di.push(`<bpmndi:BPMNShape id="End_di" bpmnElement="End"><dc:Bounds x="${last.x + 50 - 18}" y="${last.y + 130}" width="36" height="36" /></bpmndi:BPMNShape>`);
  di.push(`<bpmndi:BPMNEdge id="Flow_e_di" bpmnElement="Flow_e"><di:waypoint x="${last.x + 50}" y="${last.y + 80}" /><di:waypoint x="${last.x + 50}" y="${last.y + 130}" /></bpmndi:BPMNEdge>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="generated_${n}" targetNamespace="http://bpmn.io/schema/bpmn">
<bpmn:process id="generated_process_${n}" isExecutable="true">
${el.join('\n')}
${flows.join('\n')}
</bpmn:process>
<bpmndi:BPMNDiagram id="BPMNDiagram_1"><bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="generated_process_${n}">
${di.join('\n')}
</bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
