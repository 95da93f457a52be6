/**
 * The dispatcher's to-do lists (§2 dashboard targets, §4 status codes) declared once each: fields, filters (the
 * dashboard's queries are ordinary filters, so `/branchOrder?orderStatus=9&orderType=1&returnedFlag=1` shows
 * exactly the counted rows), columns, the detail row screens and the actions that move a row's status. The status
 * transitions are listed in docs/api.md.
 */
import { defineEntity, type EntityAction, type EntityField } from '@/components/entity/schema';
import { bi, type Bilingual } from '@/i18n';
import { rowHref } from '@/lib/rowQuery';
import { isPlate } from '@/lib/validators';

const t = bi;
type Row = Record<string, unknown>;

const SUPPLIER_OPTIONS = '/api/lingsan/supplier/options';

const createdRange: EntityField = { name: 'createRange', type: 'dateRange', label: t('创建时间', 'Created'), filter: true };
const createTime: EntityField = { name: 'createTime', type: 'text', label: t('创建时间', 'Created'), column: true };
const yesNo = (name: string, label: Bilingual): EntityField => ({ name, type: 'enum', dict: 'yes_no', label, filter: true, detail: true });

const detail = (path: string): EntityAction<Row> => ({ key: 'detail', label: t('详情', 'Details'), open: (row, parent) => rowHref(path, row, parent) });
const reason = (name: string, label: Bilingual, required: Bilingual) => ({ name, label, kind: 'textarea' as const, required });

/** A demand order's own fields, shared by the platform's list (/scatterNeedOrder) and the supplier's (/supplierDemandOrder). */
export const DEMAND_ORDER_FIELDS: readonly EntityField[] = [
  { name: 'demandOrderNo', type: 'text', label: t('需求单号', 'Demand no.'), filter: true, column: true },
  { name: 'demandOrderStatusCode', type: 'enum', dict: 'demand_order_status', label: t('需求单状态', 'Status'), filter: true, column: true },
  { name: 'companyName', type: 'text', label: t('用车企业', 'Enterprise'), filter: true, column: true },
  { name: 'cityName', type: 'text', label: t('用车城市', 'City'), column: true },
  { name: 'levelName', type: 'text', label: t('车型级别', 'Car level'), column: true },
  { name: 'vehicleNum', type: 'number', label: t('用车数量', 'Vehicles'), column: true },
  { name: 'useStartTime', type: 'text', label: t('用车开始', 'Use from'), column: true },
  { name: 'useEndTime', type: 'text', label: t('用车结束', 'Use until'), column: true },
  { name: 'contactName', type: 'text', label: t('联系人', 'Contact'), column: true },
  { name: 'contactPhone', type: 'text', label: t('联系电话', 'Phone'), column: true },
  { name: 'supplierName', type: 'text', label: t('派单供应商', 'Supplier'), detail: true },
];

export const demandOrderSchema = defineEntity<Row>({
  id: 'scatterNeedOrder',
  title: t('需求派单', 'Demand dispatch'),
  rowKey: 'demandOrderId',
  endpoints: {
    list: { path: '/api/lingsan/demandOrder/list' },
    detail: { path: '/api/lingsan/demandOrder/detail' },
    export: { path: '/api/lingsan/demandOrder/export', name: t('需求订单', 'Demand orders') },
  },
  fields: [
    ...DEMAND_ORDER_FIELDS,
    { name: 'dispatchTime', type: 'text', label: t('派单时间', 'Dispatched at'), detail: true },
    { name: 'cancelReason', type: 'text', label: t('取消原因', 'Cancel reason'), detail: true },
    createTime,
    createdRange,
  ],
  actions: [
    detail('/demandInfo'),
    {
      key: 'dispatch', label: t('派单', 'Dispatch'), permission: 'demandOrder:dispatch', call: '/api/lingsan/demandOrder/dispatch',
      when: (row) => row.demandOrderStatusCode === 1,
      fields: [
        { name: 'supplierName', label: t('供应商', 'Supplier'), kind: 'select', optionsPath: SUPPLIER_OPTIONS, required: t('请选择供应商', 'Choose a supplier') },
        { name: 'dispatchRemark', label: t('派单备注', 'Remark'), kind: 'textarea' },
      ],
      done: t('派单成功', 'Dispatched'),
    },
    {
      key: 'cancel', label: t('取消需求', 'Cancel demand'), permission: 'demandOrder:dispatch', call: '/api/lingsan/demandOrder/cancel', danger: true,
      when: (row) => row.demandOrderStatusCode === 1,
      fields: [reason('cancelReason', t('取消原因', 'Reason'), t('请填写取消原因', 'Enter the reason'))],
      done: t('需求单已取消', 'Demand cancelled'),
    },
  ],
});

/** /dispatchOrderBefore: a platform order's details and, when its dispatch was returned, dispatching it again. */
export const redispatchAction: EntityAction<Row> = {
  key: 'redispatch', label: t('重新派单', 'Dispatch again'), permission: 'scatteredOrder:dispatch', call: '/api/lingsan/scatteredOrder/redispatch',
  when: (row) => row.orderStatus === 2,
  fields: [{ name: 'supplierName', label: t('供应商', 'Supplier'), kind: 'select', optionsPath: SUPPLIER_OPTIONS, required: t('请选择供应商', 'Choose a supplier') }],
  done: t('派单成功', 'Dispatched'),
};

export const scatteredOrderSchema = defineEntity<Row>({
  id: 'scatterPlatformOrderList',
  title: t('平台零散订单', 'Platform ad-hoc orders'),
  rowKey: 'orderId',
  endpoints: {
    list: { path: '/api/lingsan/scatteredOrder/list' },
    detail: { path: '/api/lingsan/scatteredOrder/detail' },
    export: { path: '/api/lingsan/scatteredOrder/export', name: t('平台零散订单', 'Platform ad-hoc orders') },
  },
  fields: [
    { name: 'orderNo', type: 'text', label: t('订单号', 'Order no.'), filter: true, column: true },
    { name: 'orderStatus', type: 'enum', dict: 'scattered_order_status', label: t('订单状态', 'Status'), filter: true, column: true },
    { name: 'todoVehicle', type: 'enum', dict: 'true_false', label: t('换车/换司机待处理', 'Vehicle/driver change pending'), filter: true, column: true },
    { name: 'supplierName', type: 'text', label: t('供应商', 'Supplier'), column: true },
    { name: 'customerName', type: 'text', label: t('客户', 'Customer'), filter: true, column: true },
    { name: 'cityName', type: 'text', label: t('城市', 'City'), column: true },
    { name: 'plate', type: 'text', label: t('车牌号', 'Plate'), filter: true, column: true },
    { name: 'driverName', type: 'text', label: t('司机', 'Driver'), column: true },
    { name: 'startTime', type: 'text', label: t('开始时间', 'Start'), column: true },
    { name: 'endTime', type: 'text', label: t('结束时间', 'End'), column: true },
    { name: 'orderAmount', type: 'money', label: t('订单金额（元）', 'Amount (CNY)'), column: true },
    createTime,
    createdRange,
  ],
  actions: [
    { key: 'detail', label: t('详情', 'Details'), when: (row) => row.orderStatus !== 2, open: (row, parent) => rowHref('/dispatchOrderBefore', row, parent) },
    { ...redispatchAction, call: undefined, fields: undefined, open: (row, parent) => rowHref('/dispatchOrderBefore', row, parent) },
    {
      key: 'confirmChange', label: t('确认换车/换司机', 'Confirm change'), permission: 'scatteredOrder:changeVehicle', call: '/api/lingsan/scatteredOrder/confirmChange',
      when: (row) => row.todoVehicle === true,
      confirm: t('确认该订单的换车/换司机申请吗？', 'Accept the vehicle/driver change of this order?'),
      done: t('已确认换车/换司机', 'Change confirmed'),
    },
  ],
});

/** /checkSheetAudit: pass, or reject with a reason. */
export const auditAction: EntityAction<Row> = {
  key: 'audit', label: t('审核', 'Review'), permission: 'checkSheet:audit', call: '/api/lingsan/checkSheet/audit',
  when: (row) => row.auditStatus === 1,
  fields: [
    { name: 'auditResult', label: t('审核结果', 'Result'), kind: 'select', required: t('请选择审核结果', 'Choose a result'), options: [{ value: 'pass', label: t('通过', 'Approve') }, { value: 'reject', label: t('驳回', 'Reject') }] },
    { name: 'auditRemark', label: t('审核意见', 'Remark'), kind: 'textarea' },
  ],
  done: t('审核完成', 'Review saved'),
};

export const checkSheetSchema = defineEntity<Row>({
  id: 'checkSheet',
  title: t('验车单审核', 'Inspection sheet reviews'),
  rowKey: 'checkSheetId',
  endpoints: {
    list: { path: '/api/lingsan/checkSheet/list' },
    detail: { path: '/api/lingsan/checkSheet/detail' },
    export: { path: '/api/lingsan/checkSheet/export', name: t('验车单', 'Inspection sheets') },
  },
  fields: [
    { name: 'checkSheetNo', type: 'text', label: t('验车单号', 'Sheet no.'), filter: true, column: true },
    { name: 'auditStatus', type: 'enum', dict: 'check_sheet_audit_status', label: t('审核状态', 'Review status'), filter: true, column: true },
    { name: 'checkType', type: 'enum', dict: 'check_sheet_type', label: t('验车类型', 'Check type'), filter: true, column: true },
    { name: 'orderNo', type: 'text', label: t('订单号', 'Order no.'), filter: true, column: true },
    { name: 'plate', type: 'text', label: t('车牌号', 'Plate'), filter: true, column: true },
    { name: 'supplierName', type: 'text', label: t('供应商', 'Supplier'), column: true },
    { name: 'mileage', type: 'number', label: t('里程（km）', 'Mileage (km)'), column: true },
    { name: 'auditRemark', type: 'text', label: t('审核意见', 'Remark'), detail: true },
    { name: 'auditTime', type: 'text', label: t('审核时间', 'Reviewed at'), detail: true },
    createTime,
    createdRange,
  ],
  actions: [
    detail('/checkSheetDetail'),
    { ...auditAction, call: undefined, fields: undefined, open: (row, parent) => rowHref('/checkSheetAudit', row, parent) },
  ],
});

export const incomeBillSchema = defineEntity<Row>({
  id: 'izuIncomeBill',
  title: t('收入账单', 'Income bills'),
  rowKey: 'billId',
  endpoints: {
    list: { path: '/api/lingsan/incomeBill/list' },
    detail: { path: '/api/lingsan/incomeBill/detail' },
    export: { path: '/api/lingsan/incomeBill/export', name: t('收入账单', 'Income bills') },
  },
  fields: [
    { name: 'billNo', type: 'text', label: t('账单号', 'Bill no.'), filter: true, column: true },
    { name: 'billStatus', type: 'enum', dict: 'income_bill_status', label: t('账单状态', 'Status'), filter: true, column: true },
    { name: 'partnerName', type: 'text', label: t('合作方', 'Partner'), filter: true, column: true },
    { name: 'billMonth', type: 'text', label: t('账单月份', 'Month'), column: true },
    { name: 'orderCount', type: 'number', label: t('订单数', 'Orders'), column: true },
    { name: 'billAmount', type: 'money', label: t('账单金额（元）', 'Amount (CNY)'), column: true },
    { name: 'confirmTime', type: 'text', label: t('确认时间', 'Confirmed at'), detail: true },
    { name: 'rejectReason', type: 'text', label: t('驳回原因', 'Reject reason'), detail: true },
    createTime,
    createdRange,
  ],
  actions: [
    { key: 'detail', label: t('详情', 'Details'), open: (row, parent) => `/izuIncomeBillDetailed?${new URLSearchParams({ billId: String(row.billId), parent })}` },
    {
      key: 'confirm', label: t('确认', 'Confirm'), permission: 'incomeBill:confirm', call: '/api/lingsan/incomeBill/confirm',
      when: (row) => row.billStatus === 120,
      confirm: t('确认该账单无误吗？确认后将进入结算。', 'Confirm this bill? It then goes to settlement.'),
      done: t('账单已确认', 'Bill confirmed'),
    },
    {
      key: 'reject', label: t('驳回', 'Reject'), permission: 'incomeBill:confirm', call: '/api/lingsan/incomeBill/reject', danger: true,
      when: (row) => row.billStatus === 120,
      fields: [reason('rejectReason', t('驳回原因', 'Reason'), t('请填写驳回原因', 'Enter the reason'))],
      done: t('账单已驳回', 'Bill rejected'),
    },
  ],
});

/** /branchOrderDispatchBefore: send a vehicle and driver for an order awaiting delivery. */
export const branchDispatchAction: EntityAction<Row> = {
  key: 'dispatch', label: t('派车', 'Send vehicle'), permission: 'branchOrder:dispatch', call: '/api/lingsan/branchOrder/dispatch',
  when: (row) => row.orderStatus === 5,
  fields: [
    { name: 'plate', label: t('车牌号', 'Plate'), kind: 'text', required: t('请填写车牌号', 'Enter the plate'), validators: [isPlate] },
    { name: 'driverName', label: t('送车司机', 'Driver'), kind: 'text', required: t('请填写送车司机', 'Enter the driver') },
  ],
  done: t('派车成功', 'Vehicle sent'),
};

const branchStep = (key: string, label: Bilingual, status: number, confirm: Bilingual, done: Bilingual, extra?: (row: Row) => boolean): EntityAction<Row> => ({
  key, label, permission: 'branchOrder:confirm', call: `/api/lingsan/branchOrder/${key}`, confirm, done,
  when: (row) => row.orderStatus === status && (!extra || extra(row)),
});

export const branchOrderSchema = defineEntity<Row>({
  id: 'branchOrder',
  title: t('分公司订单', 'Branch orders'),
  rowKey: 'orderId',
  endpoints: {
    list: { path: '/api/lingsan/branchOrder/list' },
    detail: { path: '/api/lingsan/branchOrder/detail' },
    export: { path: '/api/lingsan/branchOrder/export', name: t('分公司订单', 'Branch orders') },
  },
  fields: [
    { name: 'orderNo', type: 'text', label: t('订单号', 'Order no.'), filter: true, column: true },
    { name: 'orderStatus', type: 'enum', dict: 'branch_order_status', label: t('订单状态', 'Status'), filter: true, column: true },
    { name: 'orderType', type: 'enum', dict: 'branch_order_type', label: t('订单类型', 'Order type'), filter: true, column: true },
    yesNo('dispatchingFlag', t('交车中', 'Being delivered')),
    yesNo('returnedFlag', t('已还车', 'Returned')),
    yesNo('completedAndToDoItems', t('待回传数据', 'Data to send back')),
    { name: 'branchCompanyName', type: 'text', label: t('分公司', 'Branch'), column: true },
    { name: 'customerName', type: 'text', label: t('客户', 'Customer'), filter: true, column: true },
    { name: 'customerPhone', type: 'text', label: t('客户电话', 'Customer phone'), column: true },
    { name: 'cityName', type: 'text', label: t('城市', 'City'), column: true },
    { name: 'plate', type: 'text', label: t('车牌号', 'Plate'), filter: true, column: true },
    { name: 'driverName', type: 'text', label: t('送车司机', 'Driver'), detail: true },
    { name: 'startTime', type: 'text', label: t('开始时间', 'Start'), column: true },
    { name: 'endTime', type: 'text', label: t('结束时间', 'End'), column: true },
    createTime,
    createdRange,
  ],
  actions: [
    detail('/branchOrderDetailed'),
    branchStep('confirm', t('确认', 'Confirm'), 1, t('确认该订单可以交车吗？', 'Confirm this order is ready for delivery?'), t('订单已确认，等待交车', 'Confirmed, awaiting delivery')),
    branchStep('resubmit', t('重新提交', 'Resubmit'), 4, t('重新提交该订单的交车前审核吗？', 'Resubmit this order for the pre-delivery review?'), t('已重新提交', 'Resubmitted')),
    { ...branchDispatchAction, call: undefined, fields: undefined, open: (row, parent) => rowHref('/branchOrderDispatchBefore', row, parent) },
    branchStep('deliver', t('确认交车', 'Delivered'), 6, t('确认车辆已交给客户吗？', 'Confirm the vehicle was handed over?'), t('已交车', 'Delivered')),
    branchStep('confirmReturn', t('确认还车', 'Confirm return'), 9, t('确认客户已还车吗？', 'Confirm the vehicle was returned?'), t('已确认还车', 'Return confirmed')),
    branchStep('callBack', t('回传数据', 'Send back data'), 11, t('回传该订单的完成数据吗？', 'Send back this order’s completion data?'), t('数据已回传', 'Data sent back'), (row) => row.completedAndToDoItems === 1),
  ],
});
