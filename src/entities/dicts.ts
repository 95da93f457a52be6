/**
 * The dictionaries the console's entities name (§3 "Dictionary entries: value, label"), declared once: the demo
 * backend serves them at GET /api/system/dict-data/list?type=…, the status transitions keep a row's status label in
 * step with them, docs/api.md lists them and the contract test checks every enum field names one that exists. The
 * §3 types plus the console's own enumerations (refund trade status, pay method and pay type of §3; the to-do
 * lists' statuses of §2/§4). `labelEn` is the console's optional English label (a backend without it shows the
 * Chinese label in both languages).
 */
export const DICT_PATH = '/api/system/dict-data/list';

export interface DictEntry<V extends string = string> {
  value: V;
  label: string;
  labelEn?: string;
}

/** The entries of a dictionary, each value kept as a literal type (DictCode reads them). */
const entries = <V extends string | number>(...rows: [value: V, label: string, labelEn: string][]): DictEntry<`${V}`>[] =>
  rows.map(([value, label, labelEn]) => ({ value: `${value}`, label, labelEn }));

const DICTS = {
  // §3 types (values as the common admin back-ends define them)
  user_type: entries([1, '会员', 'Member'], [2, '管理员', 'Administrator']),
  common_status: entries([0, '开启', 'Enabled'], [1, '关闭', 'Disabled']),
  system_user_sex: entries([1, '男', 'Male'], [2, '女', 'Female']),
  bpm_process_instance_status: entries([1, '进行中', 'Running'], [2, '已完成', 'Finished']),
  bpm_process_instance_result: entries([1, '处理中', 'Processing'], [2, '通过', 'Approved'], [3, '不通过', 'Rejected'], [4, '已取消', 'Cancelled']),
  pay_order_status: entries([0, '未支付', 'Unpaid'], [10, '支付成功', 'Paid'], [20, '已退款', 'Refunded'], [30, '支付关闭', 'Closed']),
  pay_refund_order_status: entries([0, '未退款', 'Not refunded'], [10, '退款成功', 'Refunded'], [20, '退款失败', 'Refund failed']),
  // §3 enumerations of the refund list
  refund_trade_status: entries([30, '退款中', 'Refund in progress'], [31, '退款成功', 'Refund succeeded'], [32, '退款失败', 'Refund failed']),
  pay_method: entries([0, '余额', 'Balance'], [1, '微信', 'WeChat'], [2, '支付宝', 'Alipay'], [3, '银联', 'UnionPay'], [4, 'POS', 'POS'], [5, '芝麻信用', 'Sesame credit']),
  pay_type: entries([1, '线上', 'Online'], [2, '线下', 'Offline']),
  // §2 / §4 the dispatcher's to-do lists
  yes_no: entries([1, '是', 'Yes'], [0, '否', 'No']),
  // A flag stored as a JSON boolean (a platform order's todoVehicle): `true` / `false` on the wire, as text in filters.
  true_false: entries(['true', '是', 'Yes'], ['false', '否', 'No']),
  demand_order_status: entries([1, '待派单', 'Awaiting dispatch'], [2, '已派单', 'Dispatched'], [3, '服务中', 'In service'], [4, '已完成', 'Completed'], [5, '已取消', 'Cancelled']),
  scattered_order_status: entries(
    [1, '待派单', 'Awaiting dispatch'], [2, '派单退回', 'Dispatch returned'], [3, '已派单', 'Dispatched'],
    [4, '服务中', 'In service'], [5, '已完成', 'Completed'], [6, '已取消', 'Cancelled'],
  ),
  check_sheet_audit_status: entries([0, '待提交', 'Draft'], [1, '待审核', 'Pending review'], [2, '审核通过', 'Approved'], [3, '审核驳回', 'Rejected']),
  check_sheet_type: entries([1, '交车验车', 'Delivery check'], [2, '还车验车', 'Return check']),
  income_bill_status: entries(
    [100, '待提交', 'Draft'], [110, '待审核', 'Awaiting review'], [120, '待合作方确认', 'Awaiting partner confirmation'],
    [130, '已确认', 'Confirmed'], [140, '已结算', 'Settled'], [150, '已驳回', 'Rejected'],
  ),
  branch_order_status: entries(
    [1, '交车前确认', 'Confirm before delivery'], [4, '交车前审核驳回', 'Pre-delivery review rejected'], [5, '待交车', 'Awaiting delivery'],
    [6, '交车中', 'Being delivered'], [7, '租赁中', 'Renting'], [9, '还车待确认', 'Returned, awaiting confirmation'],
    [11, '已完成', 'Completed'], [12, '已取消', 'Cancelled'],
  ),
  branch_order_type: entries([1, '短租', 'Short rent'], [2, '长租', 'Long rent']),
  // Companies (/companyList)
  taxpayer_type: entries([1, '一般纳税人', 'General taxpayer'], [2, '小规模纳税人', 'Small-scale taxpayer']),
  company_type: entries([1, '总公司', 'Headquarters'], [2, '分公司', 'Branch'], [3, '供应商', 'Supplier'], [4, '企业客户', 'Enterprise client']),
  // The fleet (/Vehicles)
  vehicle_status: entries([1, '可租', 'Available'], [2, '维修中', 'In repair'], [3, '停用', 'Out of service'], [4, '调拨中', 'Being transferred']),
  // A vehicle's operating state (/VehicleStatus, the /Vehicles filter): derived, one state a vehicle (src/entities/admin/vehicleRules.ts; 不可租: the blocker rule refuses renting it)
  vehicle_operation_state: entries(
    [1, '可租', 'Available'], [2, '已预订', 'Reserved'], [3, '租用中', 'Rented'], [4, '维修中', 'In repair'],
    [5, '调拨中', 'Being transferred'], [6, '离线', 'Off-line'], [7, '停用', 'Out of service'], [8, '不可租', 'Not rentable'],
  ),
  // The fleet's terminals (/Devices)
  device_type: entries([1, 'GPS定位终端', 'GPS terminal'], [2, '视频终端', 'Video terminal']),
  device_bind_status: entries([0, '未绑定', 'Not bound'], [1, '已绑定', 'Bound']),
  device_online: entries([1, '在线', 'On-line'], [0, '离线', 'Off-line']),
  // Vehicle transfers between stores (/VehicleAllocation)
  vehicle_allocation_status: entries([1, '已申请', 'Requested'], [2, '已审批', 'Approved'], [3, '调拨中', 'In transit'], [4, '已接收', 'Received'], [5, '已拒绝', 'Refused']),
  energy_type: entries([1, '燃油', 'Petrol'], [2, '新能源', 'Electric']),
  insurance_type: entries([1, '交强险', 'Compulsory'], [2, '商业险', 'Commercial'], [3, '非车险', 'Non-motor']),
  // The company's own drivers (/Drivers) and their trips (/TripDetail)
  driver_status: entries([1, '在岗', 'On duty'], [2, '休假', 'On leave'], [3, '离职', 'Left']),
  trip_status: entries([1, '进行中', 'Under way'], [2, '已完成', 'Completed'], [3, '已取消', 'Cancelled']),
  trip_fee_type: entries([1, '里程费', 'Distance'], [2, '时长费', 'Time'], [3, '过路费', 'Tolls'], [4, '停车费', 'Parking'], [5, '夜间服务费', 'Night service']),
  // Traffic violations (/PeccancyList): handled, or appealed and then upheld (withdrawn) or rejected (unhandled again)
  peccancy_status: entries([1, '未处理', 'Unhandled'], [2, '处理中', 'In hand'], [3, '已处理', 'Handled'], [4, '已申诉', 'Under appeal'], [5, '申诉成功', 'Appeal upheld']),
  // The dispatch centre's vehicle requests (/DispatchCenter)
  dispatch_request_status: entries([1, '待调度', 'Awaiting dispatch'], [2, '已派车', 'Assigned'], [3, '已指派供应商', 'Designated to a supplier'], [4, '已退回', 'Returned'], [5, '服务中', 'In service'], [6, '已完成', 'Completed'], [7, '已取消', 'Cancelled']),
  dispatch_mode: entries([1, '自有车辆', 'Own vehicle'], [2, '供应商', 'Supplier']),
  vehicle_use_type: entries([1, '内部用车', 'Internal use'], [2, '公务用车', 'Official use']),
  vehicle_request_source: entries([1, '企业申请', 'Requested by the enterprise'], [2, '平台代下单', 'Placed by our staff']),
  // Rental orders (/RentOrderManage)
  rent_order_status: entries([5, '待支付', 'Awaiting payment'], [10, '待取车', 'Awaiting pick-up'], [20, '用车中', 'In use'], [30, '待结算', 'Awaiting settlement'], [40, '已完成', 'Completed'], [50, '已取消', 'Cancelled']),
  violation_deposit_state: entries([0, '无', 'None'], [1, '暂扣中', 'Held'], [2, '已退还', 'Refunded'], [3, '已抵扣违章', 'Deducted for violations']),
  // Business cities (/BusinessCity) and their stores (/OpenCityConfig)
  city_dredge_state: entries([1, '已开通', 'Opened'], [0, '未开通', 'Not opened']),
  store_status: entries([1, '营业中', 'Open'], [0, '暂停营业', 'Suspended']),
  // Export tasks (/DataExportpage)
  export_task_status: entries([1, '导出中', 'Running'], [2, '已完成', 'Finished'], [3, '失败', 'Failed'], [4, '已过期', 'Expired']),
  // Departments (/Department): in use or disabled (values as the common admin back-ends define them)
  normal_disable: entries([0, '正常', 'Normal'], [1, '停用', 'Disabled']),
  // Menus, roles and accounts (/Permission, /userRoleList, /userAccountList): §3 types, values as the common admin back-ends define them
  system_menu_type: entries(['M', '目录', 'Directory'], ['C', '菜单', 'Page'], ['F', '按钮', 'Button']),
  menu_visible: entries([1, '显示', 'Shown'], [0, '隐藏', 'Hidden']),
  system_role_type: entries([1, '企业端', 'Enterprise side'], [2, '运营端', 'Operator side']),
  system_data_scope: entries([1, '全部数据', 'All data'], [2, '本公司及以下', 'Own company and below'], [3, '本部门及以下', 'Own department and below'], [4, '仅本人', 'Self only']),
  account_status: entries([0, '正常', 'Enabled'], [1, '停用', 'Disabled'], [2, '锁定', 'Locked']),
  account_type: entries([1, '内部员工', 'Internal staff'], [2, '运营账号', 'Operator account'], [3, '供应商账号', 'Supplier account'], [4, '企业账号', 'Enterprise account']),
  // Vehicle change orders (/changeCarOrder): their audit, and what they change
  change_order_status: entries([1, '待审核', 'Awaiting audit'], [2, '已通过', 'Approved'], [3, '已驳回', 'Rejected']),
  change_order_type: entries([1, '换车', 'Vehicle'], [2, '换司机', 'Driver'], [3, '换车和司机', 'Vehicle and driver']),
  // Demand bills (/demandBill) and customer bills (/customerBillSec)
  demand_bill_status: entries([1, '待确认', 'Awaiting confirmation'], [2, '已确认', 'Confirmed'], [3, '已开票', 'Invoiced'], [4, '已结清', 'Settled'], [9, '已作废', 'Void']),
  customer_bill_status: entries([1, '待收款', 'Awaiting payment'], [2, '部分收款', 'Partly paid'], [3, '已结清', 'Settled']),
  customer_bill_fee_type: entries([1, '用车费', 'Use fee'], [2, '过路费', 'Tolls'], [3, '停车费', 'Parking'], [4, '超时费', 'Overtime'], [5, '超公里费', 'Extra distance']),
  // Repair shops and maintenance work orders (/RepairShopList, /MaintenanceList)
  repair_shop_type: entries([1, '4S店', 'Dealer (4S)'], [2, '综合维修厂', 'General repair shop'], [3, '快修店', 'Quick-service shop']),
  repair_shop_level: entries([1, '一类', 'Class I'], [2, '二类', 'Class II'], [3, '三类', 'Class III']),
  repair_shop_status: entries([1, '合作中', 'Cooperating'], [2, '已暂停', 'Suspended']),
  maintenance_type: entries([1, '保养', 'Servicing'], [2, '维修', 'Repair'], [3, '事故维修', 'Accident repair']),
  maintenance_status: entries(
    [1, '待审核', 'Pending review'], [2, '已审核', 'Approved'], [3, '已驳回', 'Rejected'], [4, '维修中', 'In repair'],
    [5, '待验收', 'Awaiting acceptance'], [6, '已完成', 'Completed'], [7, '已取消', 'Cancelled'],
  ),
  // The provider's expense bills (the suppliers' ad-hoc bills, src/entities/finance/expenseBill.ts) and the check of an income bill's lines.
  expense_bill_status: entries([1, '待审核', 'Awaiting review'], [2, '已审核', 'Approved'], [3, '已付款', 'Paid'], [4, '已驳回', 'Rejected']),
  bill_line_dispute: entries([0, '无异议', 'Agreed'], [1, '有异议', 'Disputed']),
  // Vehicle lease contracts and their rent bills (/BusinessContractList, /rentBill)
  contract_status: entries([1, '草稿', 'Draft'], [2, '待审批', 'Awaiting approval'], [3, '生效中', 'In force'], [4, '已到期', 'Expired'], [5, '已终止', 'Terminated']),
  rent_bill_status: entries([1, '待确认', 'Awaiting confirmation'], [2, '已确认', 'Confirmed'], [3, '已收款', 'Received']),
  renew_contract_status: entries([1, '待审批', 'Awaiting approval'], [2, '已生效', 'In force'], [3, '已驳回', 'Rejected']),
};

export const DICTIONARIES: Readonly<Record<string, DictEntry[]>> = DICTS;
/** The dictionaries' names. */
export type DictType = keyof typeof DICTS;
/** The codes of a dictionary as its entries hold them (text: '10'; a row stores it as kinds.ts says, see row.ts). */
export type DictCode<T extends DictType> = (typeof DICTS)[T][number]['value'];

/** The label of a value in a dictionary (undefined when the type or the value is unknown). */
export function dictLabel(type: string, value: unknown): string | undefined {
  return DICTIONARIES[type]?.find((e) => e.value === String(value))?.label;
}
