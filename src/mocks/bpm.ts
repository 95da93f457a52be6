/**
 * Demo data of the process designer (§2 /flowModel, /definition): two models — a vehicle-use approval, deployed
 * once, and a repair approval never deployed — each with its BPMN 2.0 XML and diagram.
 */
import type { FormField } from '@/lib/formFields';
import type { BpmBusinessConfig, BpmForm, DemoData } from './model';
import { approveTask, createInstance as startProcess, engine as processEngine, parseProcess, rejectTask, type InstanceExtras } from '@/entities/process/rules';
import { DAY, formatWallTime, parseWallTime } from './time';
import { PEOPLE as people } from './users';

/** The process engine (src/entities/process/rules.ts) over the seed's rows and the demo accounts. */
const engine = (d: DemoData, now: string) => processEngine(d, people, now);
const createInstance = (d: DemoData, id: number, starter: string, variables: Record<string, string | number | boolean>, now: string, extras?: InstanceExtras) =>
  startProcess(d, people, id, starter, variables, now, extras);

/** A date of the seeds below, as written (for the day WRITTEN_FOR), moved to the seed's day. */
export type SeedDate = (written: string) => string;
/** The day the dates below were written for: they move with the seed's today, keeping their spacing (the latest the day before). */
const WRITTEN_FOR = parseWallTime('2025-06-04 09:00:00')!;

/** The seed's dates for a seed made on `today` (09:00 wall time, seeds/registry.ts): whole days later, same hours. */
export function seedDates(today: number): SeedDate {
  const shift = Math.round((today - WRITTEN_FOR) / DAY) * DAY;
  return (written) => {
    const moved = formatWallTime(parseWallTime(written)! + shift);
    return written.length === 10 ? moved.slice(0, 10) : moved;
  };
}

/** A step of a linear process: a user task (assignee) or a call activity (calledElement, a process key). */
type Step = { id: string; name: string } & ({ assignee: string } | { calledElement: string });

/** start → steps → end, laid out left to right, with the camunda namespace. */
function linearProcess(key: string, name: string, tasks: readonly Step[]): string {
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
      if ('calledElement' in t) return `    <bpmn:callActivity id="${t.id}" name="${t.name}" calledElement="${t.calledElement}">${inc}${out}</bpmn:callActivity>`;
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

const field = (f: Partial<FormField> & Pick<FormField, 'id' | 'type' | 'label'>): FormField => ({ properties: [], constraints: [], ...f });
const required = { name: 'required', config: '' };

/** Custom forms (/flowForm): a vehicle-use request (every field type), a purchase request (bound), a disabled one. */
function seedForms(at: SeedDate): BpmForm[] {
  return [
    {
      id: 3, name: '合同审批单', status: 1, remark: '合同流程上线前停用', createTime: at('2025-06-01 11:00:00'), updateTime: at('2025-06-01 11:00:00'),
      fields: [field({ id: 'contractNo', type: 'string', label: '合同编号', constraints: [required] }), field({ id: 'amount', type: 'long', label: '合同金额（元）', constraints: [required, { name: 'min', config: '0' }] })],
    },
    {
      id: 2, name: '车辆采购申请单', status: 0, remark: '车辆采购审批使用', createTime: at('2025-05-31 09:20:00'), updateTime: at('2025-05-31 09:20:00'),
      fields: [
        field({ id: 'modelName', type: 'string', label: '车型名称', constraints: [required, { name: 'maxlength', config: '30' }] }),
        field({ id: 'quantity', type: 'long', label: '采购数量', defaultValue: '1', constraints: [required, { name: 'min', config: '1' }, { name: 'max', config: '50' }] }),
        field({ id: 'budget', type: 'long', label: '预算（元）', constraints: [required, { name: 'min', config: '0' }] }),
        field({ id: 'arrivalDate', type: 'date', label: '期望到货日期', datePattern: 'YYYY-MM-DD' }),
      ],
    },
    {
      id: 1, name: '用车申请单', status: 0, remark: '公务用车申请的标准表单', createTime: at('2025-05-30 14:00:00'), updateTime: at('2025-05-30 14:00:00'),
      fields: [
        field({ id: 'destination', type: 'string', label: '目的地', constraints: [required, { name: 'maxlength', config: '50' }] }),
        field({ id: 'passengers', type: 'long', label: '乘车人数', defaultValue: '1', constraints: [required, { name: 'min', config: '1' }, { name: 'max', config: '50' }] }),
        field({ id: 'useDate', type: 'date', label: '用车日期', datePattern: 'YYYY-MM-DD', constraints: [required] }),
        field({ id: 'carLevel', type: 'enum', label: '车型', defaultValue: 'economy', values: [{ id: 'economy', name: '经济型' }, { id: 'business', name: '商务型' }, { id: 'van', name: '商务车（7座）' }] }),
        field({ id: 'needDriver', type: 'boolean', label: '需要司机', defaultValue: 'false' }),
        field({ id: 'costCenter', type: 'custom', customType: 'costCenter', label: '成本中心', properties: [{ id: 'source', value: 'finance' }] }),
      ],
    },
  ];
}

/** Business process settings (/operationFlowConfig). */
function seedBusinessConfigs(at: SeedDate): BpmBusinessConfig[] {
  return [
    { id: 3, businessType: 'CONTRACT', name: '合同审批', processKey: 'finance_review', status: 1, remark: '合同流程设计中，暂由财务审核', createTime: at('2025-06-01 11:05:00'), updateTime: at('2025-06-01 11:05:00') },
    { id: 2, businessType: 'CAR_PURCHASE', name: '购车审批', processKey: 'car_purchase_approval', status: 0, remark: '', createTime: at('2025-05-31 09:30:00'), updateTime: at('2025-05-31 09:30:00') },
    { id: 1, businessType: 'REFUND', name: '退款审批', processKey: 'finance_review', status: 0, remark: '大额退款需财务审核', createTime: at('2025-05-30 15:00:00'), updateTime: at('2025-05-30 15:00:00') },
  ];
}

export function seedBpm(at: SeedDate): Pick<DemoData, 'bpmModels' | 'bpmDefinitions' | 'bpmForms' | 'bpmBusinessConfigs'> {
  const carXml = linearProcess('vehicle_use_approval', '公务用车审批', [
    { id: 'Task_dept', name: '部门负责人审批', assignee: '${deptLeader}' },
    { id: 'Task_fleet', name: '车队调度审批', assignee: '${dispatcher}' },
  ]);
  const repairXml = linearProcess('repair_approval', '车辆维修审批', [{ id: 'Task_repair', name: '维修主管审批', assignee: '${repairLeader}' }]);
  const financeXml = linearProcess('finance_review', '财务审核', [{ id: 'Task_finance', name: '财务审核', assignee: '${finance}' }]);
  const purchaseXml = linearProcess('car_purchase_approval', '车辆采购审批', [
    { id: 'Task_dept', name: '部门负责人审批', assignee: '${deptLeader}' },
    { id: 'Call_finance', name: '财务审核（子流程）', calledElement: 'finance_review' },
  ]);
  return {
    bpmForms: seedForms(at),
    bpmBusinessConfigs: seedBusinessConfigs(at),
    bpmModels: [
      { id: 4, key: 'car_purchase_approval', name: '车辆采购审批', description: '新购车辆：部门审批后由财务审核（子流程）', bpmnXml: purchaseXml, deployStatus: 1, version: 1, formId: 2, createTime: at('2025-05-31 09:00:00'), updateTime: at('2025-05-31 09:10:00') },
      { id: 3, key: 'finance_review', name: '财务审核', description: '财务审核（可作为子流程调用）', bpmnXml: financeXml, deployStatus: 1, version: 1, formId: null, createTime: at('2025-05-30 16:00:00'), updateTime: at('2025-05-30 16:05:00') },
      { id: 2, key: 'repair_approval', name: '车辆维修审批', description: '维修厂报价超过限额时的审批', bpmnXml: repairXml, deployStatus: 0, version: 0, formId: null, createTime: at('2025-05-20 10:12:00'), updateTime: at('2025-05-20 10:12:00') },
      { id: 1, key: 'vehicle_use_approval', name: '公务用车审批', description: '员工申请公务用车', bpmnXml: carXml, deployStatus: 1, version: 1, formId: null, createTime: at('2025-05-10 09:30:00'), updateTime: at('2025-05-10 09:45:00') },
    ],
    bpmDefinitions: [
      { id: 3, modelId: 4, key: 'car_purchase_approval', name: '车辆采购审批', version: 1, bpmnXml: purchaseXml, suspensionState: 1, deployTime: at('2025-05-31 09:15:00'), formId: 2 },
      { id: 2, modelId: 3, key: 'finance_review', name: '财务审核', version: 1, bpmnXml: financeXml, suspensionState: 1, deployTime: at('2025-05-30 16:10:00'), formId: null },
      { id: 1, modelId: 1, key: 'vehicle_use_approval', name: '公务用车审批', version: 1, bpmnXml: carXml, suspensionState: 1, deployTime: at('2025-05-10 09:50:00'), formId: null },
    ],
  };
}

/**
 * Seeded approvals of the deployed vehicle-use approval: one waiting for admin (the README's token-link example
 * PI-2026-000123, started by the enterprise user), one approved by admin and waiting for the dispatcher, one
 * rejected by admin.
 */
export function seedProcesses(d: DemoData, at: SeedDate): void {
  const base = { deptLeader: 'admin', dispatcher: 'dispatcher' };
  const carGraph = () => parseProcess(d.bpmDefinitions.find((x) => x.id === 1)!.bpmnXml);
  const rejected = createInstance(d, 1, 'admin', { ...base, title: '公务用车申请：上海浦东机场接送', days: 1, reason: '接送来访客户' }, at('2025-05-26 09:12:00'));
  const e1 = engine(d, at('2025-05-26 15:40:00'));
  const t1 = d.bpmTasks.find((t) => t.instanceId === rejected.id);
  if (t1) rejectTask(e1, rejected, t1, carGraph(), '当日已有车辆安排，请改乘出租车');
  const waitingDispatch = createInstance(d, 1, 'dispatcher', { ...base, title: '公务用车申请：北京—天津客户拜访', days: 2, reason: '拜访天津分公司客户' }, at('2025-05-28 10:05:00'), { copyTo: ['enterprise'] });
  const t2 = d.bpmTasks.find((t) => t.instanceId === waitingDispatch.id);
  if (t2) approveTask(engine(d, at('2025-05-28 14:20:00')), waitingDispatch, t2, carGraph(), '同意，请调度安排');
  createInstance(d, 1, 'enterprise', { ...base, title: '公务用车申请：华远科技年会接驳', days: 3, reason: '年会期间接驳嘉宾' }, at('2025-05-30 16:30:00'), { copyTo: ['admin'] });
  // Numbered as in the README's token-link example.
  d.bpmInstances.forEach((i, n) => (i.id = `PI-2026-${String(123 - n).padStart(6, '0')}`));
  for (const t of d.bpmTasks) {
    const owner = d.bpmInstances.find((i) => i.name === t.processInstanceName);
    if (owner) t.instanceId = owner.id;
  }
  seedBusinessProcesses(d, at);
}

/**
 * Business processes (/operationFlow) and a sub-process (/childProcessList), numbered after the three above: a car
 * purchase by the dispatcher (its department step approved by admin, so its finance review runs as a child
 * instance waiting for admin), a refund review started by a colleague of admin's department, and a vehicle-use
 * request by a colleague of the enterprise user's department (/DepartmentApprovalList).
 */
function seedBusinessProcesses(d: DemoData, at: SeedDate): void {
  const purchaseForm = d.bpmForms.find((f) => f.id === 2)!;
  const purchase = createInstance(
    d, 3, 'dispatcher',
    { title: '购车申请：新增别克GL8两台', modelName: '别克GL8', quantity: 2, budget: 560000, arrivalDate: at('2025-07-01'), deptLeader: 'admin', finance: 'admin' },
    at('2025-06-02 10:00:00'),
    { form: { id: purchaseForm.id, name: purchaseForm.name, fields: purchaseForm.fields }, businessType: 'CAR_PURCHASE', businessKey: 'CG-2025-0001' },
  );
  const dept = d.bpmTasks.find((t) => t.instanceId === purchase.id)!;
  approveTask(engine(d, at('2025-06-02 15:30:00')), purchase, dept, parseProcess(d.bpmDefinitions.find((x) => x.id === 3)!.bpmnXml), '同意采购');
  const refund = d.refunds[0]?.billNo ?? 'TK0001';
  createInstance(d, 2, 'zhaolei', { title: `退款审核：${refund}`, amount: 1280, finance: 'admin' }, at('2025-06-03 09:40:00'), { businessType: 'REFUND', businessKey: refund });
  createInstance(d, 1, 'zhouqiang', { title: '公务用车申请：客户现场验收', days: 1, reason: '陪同客户验收', deptLeader: 'enterprise', dispatcher: 'dispatcher' }, at('2025-06-03 14:10:00'));
}
