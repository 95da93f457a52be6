/**
 * A maintenance work order (§1 "repair shops and maintenance orders"; §2 Business /MaintenanceList 维保管理 and its
 * step routes): one fleet vehicle (the /Vehicles record, by id and plate) sent to one cooperating repair shop for
 * servicing (保养), a repair (维修) or an accident repair (事故维修). One flow; each step is a dialog on the order (its
 * row in the list, its detail), named by what happens, the state's word in the button (待审核 → 审核, 已审核 → 送修 →
 * 维修中, 提交验收 → 待验收 → 验收):
 *
 *   创建工单 (/CreateWorkOrderAdd) → 1 待审核 → 审核 → 2 已审核 (or 3 已驳回, with the reason)
 *   → 送修 → 4 维修中 (the vehicle becomes 维修中: vehicleStatus 2 with its repair reason)
 *   → 提交验收 (the final cost lines, the odometer out) → 5 待验收
 *   → 验收 → 6 已完成 (the vehicle back to 可租, its mileage the odometer out; the cost settled)
 *     or back to 4 维修中 (退回返修) with the reason.
 *   1 待审核 and 2 已审核 may be cancelled (7 已取消, with the reason).
 *
 * 登记开工 and 登记完工 are the repair shop's records of the 维修中 step, not a second flow: while the order is in
 * repair, the shop records when it actually started work and when it finished, with photos (the vehicle on arrival,
 * the finished work). They change no state; the fleet's 提交验收 still closes the step. The §2 routes of the steps
 * (/AuditAdd, /StartRepairAdd, /EndRepairAdd, /AssetsAuditAdd, /RepairStartAdd, /RepairEndAdd), each declared on its
 * step (`route`), open the order's detail, by its id, with the step's dialog open (components/entity/StepScreen).
 *
 * Rules (one function each, for the dialogs and the demo backend): the odometer at entry is at least the vehicle's
 * current mileage (`odometerInProblem`), the odometer out at least the odometer at entry (`odometerOutProblem`); a
 * cost line's amount is quantity × unit price and the order's parts, labour and final cost are `workOrderTotals`,
 * exact decimals (decimal.js), 2 places. Sending to repair is refused while the vehicle is rented, reserved, being
 * transferred, out of service or already in repair — the demo backend asks the transfers' own function (src/mocks/fleet.ts).
 */
import { bi as t, type Bilingual } from '@/i18n';
import { isMoneyValue, toDecimal, type MoneyValue } from '@/lib/money';
import { atMostDecimals, isEmojiFree, isNotOnlySpaces, isWithinMillion, numberRange } from '@/lib/validators';
import { createdRange, createTime, openById } from '../common';
import { CREATE_STEP } from '../duties';
import { defineEntity, type ActionField, type ChildRows, type EntityAction, type EntityField, type Preview } from '../define';

const BASE = '/api/maintenance';

/** The vehicles a work order may name (`[{ value: carId, label: plate（store，operating state，mileage）}]`). */
export const MAINTENANCE_VEHICLE_OPTIONS = `${BASE}/vehicleOptions`;
/** A vehicle's current mileage, which the odometer at entry may not be below (`?carId=` → `{ carId, plate, mileage }`). */
export const MAINTENANCE_VEHICLE_MILEAGE = `${BASE}/vehicleMileage`;
/** The repair shops a work order may name: the cooperating ones (`[{ value: shopId, label }]`). */
export const MAINTENANCE_SHOP_OPTIONS = `${BASE}/shopOptions`;

/** The states (dictionary maintenance_status). */
export const WORK_ORDER = { pending: 1, approved: 2, rejected: 3, inRepair: 4, toAccept: 5, completed: 6, cancelled: 7 } as const;
/** The states of an order still open (the vehicle may have one open order at a time; a shop with one cannot be suspended). */
export const OPEN_WORK_ORDER: readonly number[] = [WORK_ORDER.pending, WORK_ORDER.approved, WORK_ORDER.inRepair, WORK_ORDER.toAccept];

/** The highest odometer reading accepted (km), as for a vehicle's mileage. */
export const WORK_ORDER_ODOMETER_CAP = 2_000_000;
/** The most cost lines an order holds. */
export const COST_LINES_MAX = 30;
/** A cost line's kind: parts (配件) or labour (工时). */
export const COST_PARTS = '1';
export const COST_LABOUR = '2';

const state = (row: Readonly<Record<string, unknown>>) => Number(row.workOrderStatus);

/** The odometer at entry must not be below the vehicle's current mileage (null: it is not, or a value is missing). */
export function odometerInProblem(odometerIn: unknown, mileage: unknown): Bilingual | null {
  if (odometerIn === undefined || odometerIn === null || odometerIn === '' || mileage === undefined || mileage === null || mileage === '') return null;
  const reading = Number(odometerIn);
  const current = Number(mileage);
  if (!Number.isFinite(reading) || !Number.isFinite(current) || reading >= current) return null;
  return t(`进厂里程不能小于车辆当前里程（${current} km）`, `The odometer at entry cannot be below the vehicle's mileage (${current} km)`);
}

/** The odometer out must not be below the odometer at entry. */
export function odometerOutProblem(odometerOut: unknown, odometerIn: unknown): Bilingual | null {
  if (odometerOut === undefined || odometerOut === null || odometerOut === '') return null;
  const out = Number(odometerOut);
  const entry = Number(odometerIn);
  if (!Number.isFinite(out) || !Number.isFinite(entry) || out >= entry) return null;
  return t(`出厂里程不能小于进厂里程（${entry} km）`, `The odometer out cannot be below the odometer at entry (${entry} km)`);
}

/** A cost line's amount: quantity × unit price, rounded half up to 2 decimals, in exact decimals. */
export function costLineAmount(quantity: MoneyValue, unitPrice: MoneyValue): string {
  return toDecimal(quantity).times(toDecimal(unitPrice)).toFixed(2);
}

/** A cost line as the totals read it. */
export interface CostLineValues {
  itemType?: unknown;
  quantity?: unknown;
  unitPrice?: unknown;
}

const moneyOf = (v: unknown): MoneyValue => (typeof v === 'number' || typeof v === 'string' ? v : 0);

/**
 * The order's totals from its cost lines — parts, labour and the final cost — each line quantity × unit price (2
 * decimals), summed exactly: the one function the 提交验收 dialog shows as the user types and the backend stores.
 */
export function workOrderTotals(lines: readonly CostLineValues[]): { parts: string; labour: string; total: string } {
  let parts = toDecimal(0);
  let labour = toDecimal(0);
  for (const line of lines) {
    const amount = toDecimal(costLineAmount(moneyOf(line.quantity), moneyOf(line.unitPrice)));
    if (String(line.itemType) === COST_LABOUR) labour = labour.plus(amount);
    else parts = parts.plus(amount);
  }
  return { parts: parts.toFixed(2), labour: labour.toFixed(2), total: parts.plus(labour).toFixed(2) };
}

/** The shop's registrations (no state change): its actual start once while in repair, then its completion (again after a rework). */
export const canRegisterStart = (row: Readonly<Record<string, unknown>>): boolean => state(row) === WORK_ORDER.inRepair && !row.shopStartTime;
export const canRegisterEnd = (row: Readonly<Record<string, unknown>>): boolean => state(row) === WORK_ORDER.inRepair && !!row.shopStartTime;
/** The repair is finished (cost lines, odometer out) while in repair. */
export const canFinish = (row: Readonly<Record<string, unknown>>): boolean => state(row) === WORK_ORDER.inRepair;

export const REGISTER_START_REFUSAL = t('只有维修中且未登记开工的工单才能登记开工', 'Only an order in repair whose work start is not recorded yet can record it');
export const REGISTER_END_REFUSAL = t('只有维修中且已登记开工的工单才能登记完工', 'Only an order in repair whose work start is recorded can record its finish');
export const FINISH_REFUSAL = t('只有维修中的工单才能提交验收', 'Only an order in repair can be submitted for acceptance');
export const COST_LINES_REQUIRED = t('请至少填写一条费用明细', 'Enter at least one cost line');
export const SHOP_FINISH_NOT_AFTER = t('实际完工时间须晚于实际开工时间', 'Work cannot finish before it started');
export const TIME_IN_FUTURE = t('登记时间不能晚于当前时间', 'The time cannot be in the future');

/** A shop's registered time (`YYYY-MM-DD HH:mm:ss`): not after `now`, and later than `after` (its registered start) when given. */
export function registeredTimeProblem(value: unknown, now: string, after?: unknown): Bilingual | null {
  const text = String(value as string);
  if (text > now) return TIME_IN_FUTURE;
  return after !== undefined && after !== null && after !== '' && text <= String(after as string) ? SHOP_FINISH_NOT_AFTER : null;
}

const itemType = {
  name: 'itemType', type: 'enum', label: t('费用类型', 'Kind'), required: t('请选择费用类型', 'Choose the kind'),
  options: [{ value: COST_PARTS, label: t('配件', 'Parts') }, { value: COST_LABOUR, label: t('工时', 'Labour') }],
} as const satisfies EntityField;
const itemName = { name: 'itemName', type: 'text', label: t('项目名称', 'Item'), required: t('请填写项目名称', 'Enter the item'), validators: [isNotOnlySpaces, isEmojiFree] } as const satisfies EntityField;
const quantity = {
  name: 'quantity', type: 'decimal', label: t('数量/工时', 'Quantity / hours'), required: t('请填写数量', 'Enter the quantity'),
  validators: [atMostDecimals(2), numberRange({ min: 0, max: 9999, minInclusive: false })],
} as const satisfies EntityField;
const unitPrice = { name: 'unitPrice', type: 'money', label: t('单价（元）', 'Unit price (CNY)'), required: t('请填写单价', 'Enter the unit price'), validators: [isWithinMillion] } as const satisfies EntityField;

/** The cost lines as entered in the 提交验收 dialog (the amount follows). */
export const COST_LINE_INPUT: ChildRows = { name: 'costLines', label: t('费用明细', 'Cost lines'), fields: [itemType, itemName, quantity, unitPrice], max: COST_LINES_MAX, required: COST_LINES_REQUIRED };

/** The finish step's fields besides the cost lines: the odometer out and a note. */
export const FINISH_FIELDS: readonly ActionField[] = [
  {
    name: 'odometerOut', type: 'number', label: t('出厂里程（km）', 'Odometer out (km)'), required: t('请填写出厂里程', 'Enter the odometer out'),
    validators: [numberRange({ min: 0, max: WORK_ORDER_ODOMETER_CAP })], checkRow: (value, row) => odometerOutProblem(value, row.odometerIn),
  },
  { name: 'finishNote', type: 'textarea', label: t('完工说明', 'Completion note'), validators: [isEmojiFree] },
];

/** The shop's registration of its actual start (登记开工, route /RepairStartAdd). */
export const REGISTER_START_FIELDS: readonly ActionField[] = [
  { name: 'shopStartTime', type: 'datetime', label: t('实际开工时间', 'Work started'), required: t('请选择实际开工时间', 'Choose when work started') },
  { name: 'startPhoto', type: 'image', label: t('进厂照片', 'Photo on arrival') },
];
/** The shop's registration of its completion (登记完工, route /RepairEndAdd). */
export const REGISTER_END_FIELDS: readonly ActionField[] = [
  { name: 'shopFinishTime', type: 'datetime', label: t('实际完工时间', 'Work finished'), required: t('请选择实际完工时间', 'Choose when work finished') },
  { name: 'finishPhoto', type: 'image', label: t('完工照片', 'Photo of the finished work') },
];

type Row = Record<string, unknown>;

/** A number typed, as the totals read it (null: not a number yet). */
const typedMoney = (v: unknown): MoneyValue | null => ((typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')) && isMoneyValue(v) ? v : null);

/**
 * The finish dialog's preview: the totals of the cost lines as typed (`workOrderTotals`, the function the backend
 * stores), only lines whose quantity and unit price are numbers counting.
 */
export const finishPreview: Preview = (_row, values) => {
  const lines = Array.isArray(values[COST_LINE_INPUT.name]) ? (values[COST_LINE_INPUT.name] as CostLineValues[]) : [];
  const typed = lines.flatMap((l) => {
    const quantity = typedMoney(l.quantity);
    const unitPrice = typedMoney(l.unitPrice);
    return quantity !== null && unitPrice !== null ? [{ itemType: l.itemType, quantity, unitPrice }] : [];
  });
  const totals = workOrderTotals(typed);
  return [
    { label: t('配件费（元）', 'Parts (CNY)'), amount: Number(totals.parts) },
    { label: t('工时费（元）', 'Labour (CNY)'), amount: Number(totals.labour) },
    { label: t('结算金额（元）', 'Final cost (CNY)'), amount: Number(totals.total), total: true },
  ];
};

/**
 * A step that is not a state's transition, done in a dialog on the order (its row in the list, its detail; and its
 * §2 `route`, by the order's id), calling `<base>/<key>`.
 */
const step = (key: string, route: string, label: Bilingual, permission: string, when: (row: Row) => boolean, fields: readonly ActionField[], done: Bilingual): EntityAction<Row> => ({
  key, route, label, permission, when, call: `${BASE}/${key}`, fields, done, onDetail: true,
});

/** 提交验收: the cost lines, the odometer out and a note, the totals shown as typed; the order then awaits acceptance (待验收). */
export const FINISH_ACTION: EntityAction<Row> = {
  ...step('finish', '/EndRepairAdd', t('提交验收', 'Submit for acceptance'), 'maintenance:finish', canFinish, FINISH_FIELDS, t('已提交验收，工单待验收', 'Submitted; the order awaits acceptance')),
  children: [COST_LINE_INPUT],
  preview: finishPreview,
};
export const REGISTER_START_ACTION = step('registerStart', '/RepairStartAdd', t('登记开工', 'Record work started'), 'maintenance:shopRegister', canRegisterStart, REGISTER_START_FIELDS, t('已登记开工', 'Work start recorded'));
export const REGISTER_END_ACTION = step('registerEnd', '/RepairEndAdd', t('登记完工', 'Record work finished'), 'maintenance:shopRegister', canRegisterEnd, REGISTER_END_FIELDS, t('已登记完工', 'Work finish recorded'));


const reason = (name: string, label: Bilingual, required: Bilingual, requiredWhen?: { field: string; value: string }): ActionField => ({
  name, type: 'textarea', label, required, validators: [isNotOnlySpaces, isEmojiFree], ...(requiredWhen ? { requiredWhen } : {}),
});

export const maintenanceOrder = defineEntity({
  id: 'MaintenanceList',
  title: t('维保工单', 'Maintenance work orders'),
  rowKey: 'workOrderId',
  base: BASE,
  // No import: each order names a vehicle's odometer at the time and its one open order.
  ops: { export: t('维保工单', 'Maintenance work orders'), save: true, import: false },
  screens: { list: '/MaintenanceList', detail: '/MaintenanceDetail', add: '/CreateWorkOrderAdd', edit: '/CreateWorkOrderAdd' },
  addPermission: 'maintenance:add',
  status: { field: 'workOrderStatus', name: 'workOrderStatusName' },
  // The order of the work (../urgency.ts): the open orders, the oldest first; overdue in repair past the expected completion.
  work: { state: 'workOrderStatus', open: OPEN_WORK_ORDER, start: 'createTime', due: { field: 'expectedFinishDate', states: [WORK_ORDER.inRepair] } },
  edit: { from: [WORK_ORDER.pending], refusal: t('只有待审核的工单才能修改', 'Only a work order awaiting review can be changed') },
  numbering: { field: 'workOrderNo', prefix: 'WX', date: 'day', digits: 4 },
  recordLabel: 'workOrderNo',
  sections: [
    { key: 'basic', title: t('工单信息', 'Work order') },
    { key: 'costs', title: t('费用', 'Costs') },
    { key: 'progress', title: t('进度', 'Timeline') },
    { key: 'shop', title: t('维修厂登记', "Shop's records") },
  ],
  fields: [
    { name: 'workOrderNo', type: 'text', label: t('工单号', 'Work order no.'), computed: true, filter: true, column: { width: 170 } },
    { name: 'workOrderStatus', type: 'enum', dict: 'maintenance_status', label: t('工单状态', 'Status'), filter: true, column: true },
    {
      name: 'carId', type: 'reference', optionsPath: MAINTENANCE_VEHICLE_OPTIONS, display: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true, form: true,
      required: t('请选择车辆', 'Choose the vehicle'),
    },
    { name: 'model', type: 'text', label: t('车型', 'Model'), column: true },
    { name: 'storeName', type: 'text', label: t('所属门店', 'Store'), column: true },
    { name: 'maintenanceType', type: 'enum', dict: 'maintenance_type', label: t('维保类型', 'Type'), filter: true, column: true, form: true, required: t('请选择维保类型', 'Choose the type') },
    {
      name: 'shopId', type: 'reference', optionsPath: MAINTENANCE_SHOP_OPTIONS, display: 'shopName', label: t('维修厂', 'Repair shop'), filter: true, column: { width: 200 }, form: true,
      required: t('请选择维修厂', 'Choose the repair shop'),
    },
    {
      name: 'faultDescription', type: 'textarea', label: t('故障描述/维保项目', 'Fault or work to do'), detail: true, form: true, required: t('请填写故障描述', 'Describe the fault or the work'),
      validators: [isNotOnlySpaces, isEmojiFree],
    },
    {
      name: 'odometerIn', type: 'number', label: t('进厂里程（km）', 'Odometer at entry (km)'), column: true, form: true, required: t('请填写进厂里程', 'Enter the odometer at entry'),
      validators: [numberRange({ min: 0, max: WORK_ORDER_ODOMETER_CAP })],
    },
    { name: 'estimatedCost', type: 'money', label: t('预估费用（元）', 'Estimate (CNY)'), column: true, sortable: true, form: true, required: t('请填写预估费用', 'Enter the estimate'), validators: [isWithinMillion] },
    { name: 'expectedFinishDate', type: 'date', label: t('预计完工日期', 'Expected completion'), detail: true, form: true },
    { name: 'applicant', type: 'text', label: t('申请人', 'Requested by'), column: true },
    { name: 'partsCost', type: 'money', label: t('配件费（元）', 'Parts (CNY)'), computed: true, section: 'costs', detail: true },
    { name: 'labourCost', type: 'money', label: t('工时费（元）', 'Labour (CNY)'), computed: true, section: 'costs', detail: true },
    { name: 'finalCost', type: 'money', label: t('结算金额（元）', 'Final cost (CNY)'), computed: true, section: 'costs', column: true, sortable: true },
    { name: 'odometerOut', type: 'number', label: t('出厂里程（km）', 'Odometer out (km)'), section: 'costs', detail: true, later: true },
    { name: 'finishNote', type: 'text', label: t('完工说明', 'Completion note'), section: 'costs', detail: true },
    { ...createTime, section: 'progress', column: { width: 170 } },
    createdRange,
    { name: 'auditor', type: 'text', label: t('审核人', 'Reviewed by'), section: 'progress', detail: true },
    { name: 'auditTime', type: 'datetime', label: t('审核时间', 'Reviewed on'), section: 'progress', detail: true },
    { name: 'auditOpinion', type: 'text', label: t('审核意见', 'Review note'), section: 'progress', detail: true },
    { name: 'startTime', type: 'datetime', label: t('送修时间', 'Sent to repair'), section: 'progress', detail: true },
    { name: 'finishTime', type: 'datetime', label: t('提交验收时间', 'Submitted for acceptance'), section: 'progress', detail: true },
    { name: 'returnReason', type: 'text', label: t('返修原因', 'Rework reason'), section: 'progress', detail: true },
    { name: 'acceptTime', type: 'datetime', label: t('验收时间', 'Accepted on'), section: 'progress', detail: true },
    { name: 'cancelReason', type: 'text', label: t('取消原因', 'Cancellation reason'), section: 'progress', detail: true },
    { name: 'shopStartTime', type: 'datetime', label: t('实际开工时间', 'Work started'), section: 'shop', detail: true },
    { name: 'startPhoto', type: 'image', label: t('进厂照片', 'Photo on arrival'), section: 'shop', detail: true },
    { name: 'shopFinishTime', type: 'datetime', label: t('实际完工时间', 'Work finished'), section: 'shop', detail: true },
    { name: 'finishPhoto', type: 'image', label: t('完工照片', 'Photo of the finished work'), section: 'shop', detail: true },
  ],
  children: [
    {
      name: 'costLines', label: t('费用明细', 'Cost lines'), section: 'costs', summary: ['amount'], max: COST_LINES_MAX,
      fields: [itemType, itemName, quantity, unitPrice, { name: 'amount', type: 'money', label: t('金额（元）', 'Amount (CNY)') }],
    },
  ],
  summary: ['estimatedCost', 'finalCost'],
  search: { fields: ['workOrderNo', 'plate'], detail: ['shopName', 'model'] },
  links: [
    openById('detail', t('详情', 'Details'), '/MaintenanceDetail', 'workOrderId'),
    { ...openById('edit', t('修改', 'Change'), '/CreateWorkOrderAdd', 'workOrderId'), permission: 'maintenance:add' },
    REGISTER_START_ACTION,
    REGISTER_END_ACTION,
    FINISH_ACTION,
  ],
  transitions: [
    {
      key: 'audit', label: t('审核', 'Review'), permission: 'maintenance:audit', from: [WORK_ORDER.pending], stamp: 'auditTime',
      to: { by: 'auditResult', map: { '1': WORK_ORDER.approved, '2': WORK_ORDER.rejected } },
      refusal: t('只有待审核的工单才能审核', 'Only a pending work order can be reviewed'),
      route: '/AuditAdd',
      notBy: { steps: [CREATE_STEP], refusal: t('不能审核自己创建的工单', 'You cannot review a work order you created') },
      fields: [
        {
          name: 'auditResult', type: 'enum', label: t('审核结果', 'Decision'), required: t('请选择审核结果', 'Choose the decision'),
          options: [{ value: '1', label: t('通过', 'Approve') }, { value: '2', label: t('驳回', 'Reject') }],
        },
        reason('auditOpinion', t('审核意见', 'Review note'), t('驳回时请填写驳回原因', 'Give the reason for rejecting'), { field: 'auditResult', value: '2' }),
      ],
      done: t('工单已审核', 'Reviewed'),
    },
    {
      key: 'start', label: t('送修', 'Send to repair'), permission: 'maintenance:start', from: [WORK_ORDER.approved], to: WORK_ORDER.inRepair, stamp: 'startTime',
      refusal: t('只有已审核的工单才能送修', 'Only an approved work order can be sent to repair'),
      route: '/StartRepairAdd',
      confirm: t('送修后该车辆为维修中，不能出租，直到验收通过。确定送修吗？', 'In repair the vehicle cannot be rented until the order is accepted. Send it to repair?'),
      done: t('已送修，车辆为维修中', 'Sent to repair; the vehicle is in repair'),
    },
    {
      key: 'assetAudit', label: t('验收', 'Accept'), permission: 'maintenance:accept', from: [WORK_ORDER.toAccept],
      to: { by: 'assetResult', map: { '1': WORK_ORDER.completed, '2': WORK_ORDER.inRepair } },
      refusal: t('只有待验收的工单才能验收', 'Only a work order awaiting acceptance can be accepted'),
      route: '/AssetsAuditAdd',
      notBy: { steps: [CREATE_STEP], refusal: t('不能验收自己创建的工单', 'You cannot accept a work order you created') },
      fields: [
        {
          name: 'assetResult', type: 'enum', label: t('验收结果', 'Result'), required: t('请选择验收结果', 'Choose the result'),
          options: [{ value: '1', label: t('验收通过，车辆恢复可租', 'Accept: the vehicle is available again') }, { value: '2', label: t('退回返修', 'Send back for rework') }],
        },
        reason('returnReason', t('返修原因', 'Rework reason'), t('退回返修时请填写原因', 'Give the reason for the rework'), { field: 'assetResult', value: '2' }),
      ],
      done: t('验收已完成', 'Acceptance recorded'),
    },
    {
      key: 'cancel', label: t('取消工单', 'Cancel'), permission: 'maintenance:cancel', danger: true, from: [WORK_ORDER.pending, WORK_ORDER.approved], to: WORK_ORDER.cancelled,
      refusal: t('只有待审核或已审核（未开始维修）的工单才能取消', 'Only a work order not yet started can be cancelled'),
      fields: [reason('cancelReason', t('取消原因', 'Cancellation reason'), t('请填写取消原因', 'Enter the reason'))],
      done: t('工单已取消', 'Cancelled'),
    },
  ],
});
