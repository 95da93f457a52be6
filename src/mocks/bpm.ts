/**
 * Demo data of the process designer (§2 /flowModel, /definition): two models — a vehicle-use approval, deployed
 * once, and a repair approval never deployed — each with its BPMN 2.0 XML and diagram.
 */
import type { FormField } from '@/lib/formFields';
import type { BpmBusinessConfig, BpmForm, BpmInstance, BpmModel, DemoData } from './model';
import { linearProcess, type LinearStep as Step } from '@/entities/bpm/diagram';
import { deploymentOf } from '@/entities/bpm/rules';
import { approveTask, createInstance, definitionGraph, engine, rejectTask, startForm, type InstanceExtras } from '@/entities/process/rules';
import { solved } from './errors';
import { DAY, formatWallTime, MINUTE, parseWallTime } from './time';
import { PEOPLE as people } from './users';

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

/** A form field (no properties nor constraints unless `more` has them). */
const field = (id: string, type: FormField['type'], label: string, more: Partial<FormField> = {}): FormField => ({ properties: [], constraints: [], id, type, label, ...more });
/** The constraints a seeded form uses: required, and the bounds configured by a number. */
const required = { name: 'required', config: '' };
const bound = (name: 'min' | 'max' | 'maxlength') => (config: number) => ({ name, config: String(config) });
const [min, max, maxLength] = [bound('min'), bound('max'), bound('maxlength')];
const DAY_PATTERN = { datePattern: 'YYYY-MM-DD' };
/** A seeded record's two times: saved once, when it was made. */
const madeAt = (at: SeedDate, time: string) => ({ createTime: at(time), updateTime: at(time) });

/** Custom forms (/flowForm): a vehicle-use request (every field type), a purchase request (bound), a disabled one. */
function seedForms(at: SeedDate): BpmForm[] {
  const form = (id: number, name: string, status: number, remark: string, time: string, fields: FormField[]): BpmForm => ({ id, name, status, remark, ...madeAt(at, time), fields });
  return [
    form(3, '合同审批单', 1, '合同流程上线前停用', '2025-06-01 11:00:00', [
      field('contractNo', 'string', '合同编号', { constraints: [required] }),
      field('amount', 'long', '合同金额（元）', { constraints: [required, min(0)] }),
    ]),
    form(2, '车辆采购申请单', 0, '车辆采购审批使用', '2025-05-31 09:20:00', [
      field('modelName', 'string', '车型名称', { constraints: [required, maxLength(30)] }),
      field('quantity', 'long', '采购数量', { defaultValue: '1', constraints: [required, min(1), max(50)] }),
      field('budget', 'long', '预算（元）', { constraints: [required, min(0)] }),
      field('arrivalDate', 'date', '期望到货日期', DAY_PATTERN),
    ]),
    form(1, '用车申请单', 0, '公务用车申请的标准表单', '2025-05-30 14:00:00', [
      field('destination', 'string', '目的地', { constraints: [required, maxLength(50)] }),
      field('passengers', 'long', '乘车人数', { defaultValue: '1', constraints: [required, min(1), max(50)] }),
      field('useDate', 'date', '用车日期', { ...DAY_PATTERN, constraints: [required] }),
      field('carLevel', 'enum', '车型', { defaultValue: 'economy', values: [{ id: 'economy', name: '经济型' }, { id: 'business', name: '商务型' }, { id: 'van', name: '商务车（7座）' }] }),
      field('needDriver', 'boolean', '需要司机', { defaultValue: 'false' }),
      field('costCenter', 'custom', '成本中心', { customType: 'costCenter', properties: [{ id: 'source', value: 'finance' }] }),
    ]),
  ];
}

/** Business process settings (/operationFlowConfig). */
function seedBusinessConfigs(at: SeedDate): BpmBusinessConfig[] {
  const config = (id: number, businessType: string, name: string, processKey: string, status: number, remark: string, time: string): BpmBusinessConfig => ({ id, businessType, name, processKey, status, remark, ...madeAt(at, time) });
  return [
    config(3, 'CONTRACT', '合同审批', 'finance_review', 1, '合同流程设计中，暂由财务审核', '2025-06-01 11:05:00'),
    config(2, 'CAR_PURCHASE', '购车审批', 'car_purchase_approval', 0, '', '2025-05-31 09:30:00'),
    config(1, 'REFUND', '退款审批', 'finance_review', 0, '大额退款需财务审核', '2025-05-30 15:00:00'),
  ];
}

const DEPT_STEP: Step = { id: 'Task_dept', name: '部门负责人审批', assignee: '${deptLeader}' };

/**
 * The designer's models, newest first, each a linear process (its key and name the model's): deployed once (version 1)
 * five minutes after its last save, or never.
 */
const MODELS: readonly (Omit<BpmModel, 'bpmnXml' | 'deployStatus' | 'version' | 'createTime' | 'updateTime'> & { steps: readonly Step[]; created: string; saved: string; deployed: boolean })[] = [
  {
    id: 4, key: 'car_purchase_approval', name: '车辆采购审批', description: '新购车辆：部门审批后由财务审核（子流程）', formId: 2, created: '2025-05-31 09:00:00', saved: '2025-05-31 09:10:00', deployed: true,
    steps: [DEPT_STEP, { id: 'Call_finance', name: '财务审核（子流程）', calledElement: 'finance_review' }],
  },
  {
    id: 3, key: 'finance_review', name: '财务审核', description: '财务审核（可作为子流程调用）', formId: null, created: '2025-05-30 16:00:00', saved: '2025-05-30 16:05:00', deployed: true,
    steps: [{ id: 'Task_finance', name: '财务审核', assignee: '${finance}' }],
  },
  {
    id: 2, key: 'repair_approval', name: '车辆维修审批', description: '维修厂报价超过限额时的审批', formId: null, created: '2025-05-20 10:12:00', saved: '2025-05-20 10:12:00', deployed: false,
    steps: [{ id: 'Task_repair', name: '维修主管审批', assignee: '${repairLeader}' }],
  },
  {
    id: 1, key: 'vehicle_use_approval', name: '公务用车审批', description: '员工申请公务用车', formId: null, created: '2025-05-10 09:30:00', saved: '2025-05-10 09:45:00', deployed: true,
    steps: [DEPT_STEP, { id: 'Task_fleet', name: '车队调度审批', assignee: '${dispatcher}' }],
  },
];

export function seedBpm(at: SeedDate): Pick<DemoData, 'bpmModels' | 'bpmDefinitions' | 'bpmForms' | 'bpmBusinessConfigs'> {
  const models = MODELS.map(({ id, key, name, description, formId, steps, created, saved, deployed }): BpmModel => ({
    id, key, name, description, bpmnXml: linearProcess(key, name, steps), deployStatus: Number(deployed), version: Number(deployed), formId, createTime: at(created), updateTime: at(saved),
  }));
  // The deployed models' definitions, numbered in the order they were deployed (the oldest first).
  const deployed = models.filter((m) => m.deployStatus === 1);
  return {
    bpmForms: seedForms(at),
    bpmBusinessConfigs: seedBusinessConfigs(at),
    bpmModels: models,
    bpmDefinitions: deployed.map((m, i) => deploymentOf(m, deployed.length - i, 1, formatWallTime(parseWallTime(m.updateTime)! + 5 * MINUTE))),
  };
}

/** The decision on a seeded approval's first task, by its assignee: approved or rejected, when (as written) and why. */
type Decision = { approve: boolean; at: string; reason: string };
/** A seeded approval, one row: the definition started, by whom, when (as written), its variables and extras, and the decision on its first task. */
type SeededApproval = readonly [definitionId: number, starter: string, time: string, variables: BpmInstance['variables'], extras?: InstanceExtras, decided?: Decision];

/** Starts the approvals in order (their instances and tasks numbered in that order), deciding a first task where a row says. */
function startApprovals(d: DemoData, at: SeedDate, approvals: readonly SeededApproval[]): void {
  for (const [definitionId, starter, time, variables, extras, decided] of approvals) {
    // A definition's start form, when it has one, is checked as a start from the console is.
    const start = solved(startForm(d.bpmForms, d.bpmDefinitions.find((x) => x.id === definitionId)!, variables));
    const instance = createInstance(d, people, definitionId, starter, start.variables, at(time), { ...extras, form: start.form });
    const task = d.bpmTasks.find((t) => t.instanceId === instance.id);
    if (task && decided) (decided.approve ? approveTask : rejectTask)(engine(d, people, at(decided.at)), instance, task, definitionGraph(d, definitionId), decided.reason);
  }
}

/**
 * Seeded approvals of the deployed vehicle-use approval: one rejected by admin, one approved by admin and waiting for
 * the dispatcher, one waiting for admin (the README's token-link example PI-2026-000123, started by the enterprise user).
 * Then business processes (/operationFlow) and a sub-process (/childProcessList), numbered after those three: a car
 * purchase by the dispatcher (its department step approved by admin, so its finance review runs as a child instance
 * waiting for admin), a refund review started by a colleague of admin's department, and a vehicle-use request by a
 * colleague of the enterprise user's department (/DepartmentApprovalList).
 */
export function seedProcesses(d: DemoData, at: SeedDate): void {
  const carUse = (title: string, days: number, reason: string) => ({ deptLeader: 'admin', dispatcher: 'dispatcher', title: `公务用车申请：${title}`, days, reason });
  startApprovals(d, at, [
    [1, 'admin', '2025-05-26 09:12:00', carUse('上海浦东机场接送', 1, '接送来访客户'), {}, { approve: false, at: '2025-05-26 15:40:00', reason: '当日已有车辆安排，请改乘出租车' }],
    [1, 'dispatcher', '2025-05-28 10:05:00', carUse('北京—天津客户拜访', 2, '拜访天津分公司客户'), { copyTo: ['enterprise'] }, { approve: true, at: '2025-05-28 14:20:00', reason: '同意，请调度安排' }],
    [1, 'enterprise', '2025-05-30 16:30:00', carUse('华远科技年会接驳', 3, '年会期间接驳嘉宾'), { copyTo: ['admin'] }],
  ]);
  // Numbered as in the README's token-link example.
  d.bpmInstances.forEach((i, n) => (i.id = `PI-2026-${String(123 - n).padStart(6, '0')}`));
  for (const t of d.bpmTasks) {
    const owner = d.bpmInstances.find((i) => i.name === t.processInstanceName);
    if (owner) t.instanceId = owner.id;
  }
  const refund = d.refunds[0]?.billNo ?? 'TK0001';
  const purchase = { title: '购车申请：新增别克GL8两台', modelName: '别克GL8', quantity: 2, budget: 560000, arrivalDate: at('2025-07-01'), deptLeader: 'admin', finance: 'admin' };
  startApprovals(d, at, [
    [3, 'dispatcher', '2025-06-02 10:00:00', purchase, { businessType: 'CAR_PURCHASE', businessKey: 'CG-2025-0001' }, { approve: true, at: '2025-06-02 15:30:00', reason: '同意采购' }],
    [2, 'zhaolei', '2025-06-03 09:40:00', { title: `退款审核：${refund}`, amount: 1280, finance: 'admin' }, { businessType: 'REFUND', businessKey: refund }],
    [1, 'zhouqiang', '2025-06-03 14:10:00', { title: '公务用车申请：客户现场验收', days: 1, reason: '陪同客户验收', deptLeader: 'enterprise', dispatcher: 'dispatcher' }],
  ]);
}
