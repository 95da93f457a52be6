/**
 * Demo data of the process designer (§2 /flowModel, /definition): two models — a vehicle-use approval, deployed
 * once, and a repair approval never deployed — each with its BPMN 2.0 XML and diagram.
 */
import type { BpmDefinition, BpmModel, DemoData } from './model';
import { approveTask, createInstance, engine, parseProcess, rejectTask } from './process';

/** start → user task(s) → end, laid out left to right, with the camunda namespace. */
function linearProcess(key: string, name: string, tasks: readonly { id: string; name: string; assignee: string }[]): string {
  const nodes = [{ id: 'StartEvent_1', kind: 'start', name: '开始' }, ...tasks.map((t) => ({ ...t, kind: 'task' })), { id: 'EndEvent_1', kind: 'end', name: '结束' }];
  const x = (i: number) => 180 + i * 180;
  const flows = nodes.slice(1).map((n, i) => ({ id: `Flow_${i + 1}`, from: nodes[i]!.id, to: n.id }));
  const el = nodes
    .map((n) => {
      const inc = flows.filter((f) => f.to === n.id).map((f) => `<bpmn:incoming>${f.id}</bpmn:incoming>`).join('');
      const out = flows.filter((f) => f.from === n.id).map((f) => `<bpmn:outgoing>${f.id}</bpmn:outgoing>`).join('');
      if (n.kind === 'start') return `    <bpmn:startEvent id="${n.id}" name="${n.name}">${out}</bpmn:startEvent>`;
      if (n.kind === 'end') return `    <bpmn:endEvent id="${n.id}" name="${n.name}">${inc}</bpmn:endEvent>`;
      const t = tasks.find((x2) => x2.id === n.id)!;
      return `    <bpmn:userTask id="${t.id}" name="${t.name}" camunda:assignee="${t.assignee}">${inc}${out}</bpmn:userTask>`;
    })
    .join('\n');
  const sf = flows.map((f) => `    <bpmn:sequenceFlow id="${f.id}" sourceRef="${f.from}" targetRef="${f.to}" />`).join('\n');
  const shapes = nodes
    .map((n, i) =>
      n.kind === 'task'
        ? `      <bpmndi:BPMNShape id="${n.id}_di" bpmnElement="${n.id}"><dc:Bounds x="${x(i) - 50}" y="120" width="100" height="80" /></bpmndi:BPMNShape>`
        : `      <bpmndi:BPMNShape id="${n.id}_di" bpmnElement="${n.id}"><dc:Bounds x="${x(i) - 18}" y="142" width="36" height="36" /></bpmndi:BPMNShape>`,
    )
    .join('\n');
  const edges = flows
    .map((f, i) => {
      const x1 = x(i) + (nodes[i]!.kind === 'task' ? 50 : 18);
      const x2 = x(i + 1) - (nodes[i + 1]!.kind === 'task' ? 50 : 18);
      return `      <bpmndi:BPMNEdge id="${f.id}_di" bpmnElement="${f.id}"><di:waypoint x="${x1}" y="160" /><di:waypoint x="${x2}" y="160" /></bpmndi:BPMNEdge>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="diagram_${key}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${key}" name="${name}" isExecutable="true">
${el}
${sf}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${key}">
${shapes}
${edges}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

export function seedBpm(): { bpmModels: BpmModel[]; bpmDefinitions: BpmDefinition[] } {
  const carXml = linearProcess('vehicle_use_approval', '公务用车审批', [
    { id: 'Task_dept', name: '部门负责人审批', assignee: '${deptLeader}' },
    { id: 'Task_fleet', name: '车队调度审批', assignee: '${dispatcher}' },
  ]);
  const repairXml = linearProcess('repair_approval', '车辆维修审批', [{ id: 'Task_repair', name: '维修主管审批', assignee: '${repairLeader}' }]);
  return {
    bpmModels: [
      { id: 2, key: 'repair_approval', name: '车辆维修审批', description: '维修厂报价超过限额时的审批', bpmnXml: repairXml, deployStatus: 0, version: 0, createTime: '2025-05-20 10:12:00', updateTime: '2025-05-20 10:12:00' },
      { id: 1, key: 'vehicle_use_approval', name: '公务用车审批', description: '员工申请公务用车', bpmnXml: carXml, deployStatus: 1, version: 1, createTime: '2025-05-10 09:30:00', updateTime: '2025-05-10 09:45:00' },
    ],
    bpmDefinitions: [
      { id: 1, modelId: 1, key: 'vehicle_use_approval', name: '公务用车审批', version: 1, bpmnXml: carXml, suspensionState: 1, deployTime: '2025-05-10 09:50:00' },
    ],
  };
}

/**
 * Seeded approvals of the deployed vehicle-use approval: one waiting for admin (the README's token-link example
 * PI-2026-000123, started by the enterprise user), one approved by admin and waiting for the dispatcher, one
 * rejected by admin.
 */
export function seedProcesses(d: DemoData): void {
  const base = { deptLeader: 'admin', dispatcher: 'dispatcher' };
  const rejected = createInstance(d, 1, 'admin', { ...base, title: '公务用车申请：上海浦东机场接送', days: 1, reason: '接送来访客户' }, '2025-05-26 09:12:00');
  const e1 = engine(d, '2025-05-26 15:40:00');
  const t1 = d.bpmTasks.find((t) => t.instanceId === rejected.id);
  if (t1) rejectTask(e1, rejected, t1, parseProcess(d.bpmDefinitions[0]!.bpmnXml), '当日已有车辆安排，请改乘出租车');
  const waitingDispatch = createInstance(d, 1, 'dispatcher', { ...base, title: '公务用车申请：北京—天津客户拜访', days: 2, reason: '拜访天津分公司客户' }, '2025-05-28 10:05:00', ['enterprise']);
  const t2 = d.bpmTasks.find((t) => t.instanceId === waitingDispatch.id);
  if (t2) approveTask(engine(d, '2025-05-28 14:20:00'), waitingDispatch, t2, parseProcess(d.bpmDefinitions[0]!.bpmnXml), '同意，请调度安排');
  createInstance(d, 1, 'enterprise', { ...base, title: '公务用车申请：华远科技年会接驳', days: 3, reason: '年会期间接驳嘉宾' }, '2025-05-30 16:30:00', ['admin']);
  // Numbered as in the README's token-link example.
  d.bpmInstances.forEach((i, n) => (i.id = `PI-2026-${String(123 - n).padStart(6, '0')}`));
  for (const t of d.bpmTasks) {
    const owner = d.bpmInstances.find((i) => i.name === t.processInstanceName);
    if (owner) t.instanceId = owner.id;
  }
}
