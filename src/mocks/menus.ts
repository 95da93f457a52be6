/**
 * Menus and permission codes per audience (§2 Menu, §6). One master tree; each audience sees the pages
 * listed for it. A page entry's permissionCode is its url without the leading slash (so a route guard can
 * check a path against the permission list); a group's is its code. Button permissions are `area:action`.
 */
import type { MenuEntry } from '@/entities/account/wire';
import type { Audience } from './accounts';

export type { MenuEntry } from '@/entities/account/wire';

const page = (title: string, url: string, icon = ''): MenuEntry => ({ title, url, icon, permissionCode: url.slice(1) });
const group = (title: string, code: string, icon: string, children: MenuEntry[]): MenuEntry => ({ title, code, icon, permissionCode: code, children });

/** §2 Menu: the top level starts with a home entry (the dashboard). */
export const HOME_URL = '/Manage';

/** Console-defined routes of §2 screens whose path the spec does not give. */
export const CONSOLE_ROUTES = { refundList: '/refundDetailList', createOrder: '/createShortOrder' } as const;

/** The console's menu as first seeded (the menu collection, ./access, starts from it). */
export const MASTER: readonly MenuEntry[] = [
  page('首页', HOME_URL, 'HomeOutlined'),
  group('订单管理', 'order', 'ProfileOutlined', [
    page('短租订单', '/RentOrderManage'),
    page('员工下单', CONSOLE_ROUTES.createOrder),
    page('退款明细', CONSOLE_ROUTES.refundList),
    page('用车订单', '/OrderList'),
    page('租金账单', '/rentBill'),
  ]),
  group('调度中心', 'dispatch', 'ScheduleOutlined', [
    page('需求派单', '/scatterNeedOrder'),
    page('平台零散订单', '/scatterPlatformOrderList'),
    page('验车单审核', '/checkSheet'),
    page('分公司订单', '/branchOrder'),
    page('调度台', '/DispatchCenter'),
  ]),
  group('供应商工作台', 'supplier', 'ShopOutlined', [
    page('需求订单', '/supplierDemandOrder'),
    page('供应商订单', '/supplierOrderSec'),
    page('零散账单', '/supplierScatteredBillSec'),
    page('零散车辆', '/scatteredCarInfo'),
    page('零散司机', '/scatteredDriverInfo'),
    page('待办事项', '/toDoList'),
  ]),
  group('账单管理', 'bill', 'AccountBookOutlined', [
    page('需求账单', '/demandBill'),
    page('零散订单', '/scatteredOrderSec'),
    page('换车单', '/changeCarOrder'),
    page('客户账单', '/customerBillSec'),
    page('收入账单', '/izuIncomeBill'),
    page('支出账单', '/izuExpenseBill'),
    page('收支汇总', '/izuIncomExpense'),
  ]),
  group('企业用车', 'enterprise', 'BankOutlined', [
    page('企业信息', '/CompanyInfo'),
    page('用车申请', '/ApplyVehicleList'),
    page('公务用车', '/BusinessCar'),
    page('内部用车', '/InternalCar'),
    page('被动订单', '/PassiveOrder'),
    page('业务合同', '/BusinessContractList'),
    page('企业资料', '/enterpriseInfo'),
    page('企业部门', '/userDepartmentList'),
  ]),
  group('流程审批', 'process', 'ApartmentOutlined', [
    page('我的流程', '/processInstance'),
    page('待办任务', '/todoTasks'),
    page('已办任务', '/doneTasks'),
    page('流程模型', '/flowModel'),
    page('流程表单', '/flowForm'),
    page('子流程', '/childProcessList'),
    page('部门审批', '/DepartmentApprovalList'),
    page('业务流程配置', '/operationFlowConfig'),
    page('业务流程', '/operationFlow'),
  ]),
  group('运营中心', 'sop', 'DeploymentUnitOutlined', [
    group('充电业务', 'sop:charging', '', [
      page('充电订单', '/SopChargingOrder'),
      page('充电账单', '/SopChargingBill'),
      page('充电客户', '/SopChargingCustomer'),
      page('电站运营商', '/SopPowerStationOperator'),
    ]),
    group('账务中心', 'sop:billing', '', [
      page('账单中心', '/SopBillingCenterList'),
      page('缴费管理', '/SopPaidManagementList'),
      page('供应商支出', '/sopSupplierExpenditureList'),
    ]),
    group('车辆与司机', 'sop:fleet', '', [
      page('每日用车记录', '/sopDailyCarRecordList'),
      page('车辆管理', '/sopIzuCars'),
      page('外部司机', '/sopOtherDriversList'),
      page('权益卡', '/SopBenefitCardList'),
      page('车内视频监控', '/SopInteriorVideoMonitorList'),
      page('主动安全视频监控', '/SopInitiativeVideoMonitorList'),
      page('告警管理', '/sopAlarmList'),
      page('保险管理（运营）', '/sopInsuranceList'),
    ]),
  ]),
  group('车辆监控', 'monitor', 'EnvironmentOutlined', [
    page('车辆监控', '/CarsMonitoring'),
    page('车辆轨迹', '/VehicleTrail'),
    page('实时定位', '/RealTimePositioning'),
    page('围栏报表', '/FenceReport'),
    page('设备列表', '/DeviceList'),
    page('车内视频监控', '/interiorVideoMonitorList'),
    page('主动安全视频监控', '/initiativeVideoMonitorList'),
    page('历史视频', '/historyVideo'),
    page('监控地图', '/monitoringMap'),
    page('行车记录', '/vehicleRecord'),
    page('电子围栏', '/electronicfencepage'),
    page('围栏进出明细', '/FenceReportDeail'),
    page('设备掉线报表', '/DeviceDropReport'),
    page('断电报表', '/PowerOffReport'),
    page('驾驶行为报表', '/DrivingBehaviorReport'),
    page('油耗报表', '/FuelConsumptionReport'),
  ]),
  group('系统管理', 'system', 'SettingOutlined', [
    page('员工管理', '/Staffs'),
    page('部门管理', '/Department'),
    page('车辆管理', '/Vehicles'),
    page('车辆状态', '/VehicleStatus'),
    page('车辆调拨', '/VehicleAllocation'),
    page('设备管理', '/Devices'),
    page('司机管理', '/Drivers'),
    page('违章管理', '/PeccancyList'),
    page('违章分析', '/ViolationBI'),
    page('业务城市', '/BusinessCity'),
    page('开通城市配置', '/OpenCityConfig'),
    page('菜单管理', '/Permission'),
    page('角色管理', '/userRoleList'),
    page('账号管理', '/userAccountList'),
    page('用户组', '/userGroup'),
    page('公司管理', '/companyList'),
    page('数据记录', '/DataRecordpage'),
    page('基础信息', '/BasicInfoList'),
    page('加油记录', '/RefuelingList'),
    page('常用地址', '/CommonAdderss'),
    page('列表字段配置', '/userTabulateConfigDeal'),
    page('使用教程', '/userTutorial'),
    page('维保管理', '/MaintenanceList'),
    page('维修厂', '/RepairShopList'),
    page('保险管理', '/InsuranceList'),
    page('交强险', '/TrafficInsuranceList'),
    page('商业险', '/BusinessInsuranceList'),
    page('非车险保单', '/NonautoInsurancePolicyList'),
    page('事故信息', '/AccidentInfoList'),
    page('充电订单', '/ChargeOrder'),
    page('充电账单', '/ChargeBill'),
    page('充电记录', '/ChargeList'),
  ]),
];

/** Button permissions of a page (by url). */
export const BUTTONS: Readonly<Record<string, readonly string[]>> = {
  '/RentOrderManage': ['rentOrder:export', 'rentOrder:cancel'],
  [CONSOLE_ROUTES.createOrder]: ['rentOrder:create'],
  [CONSOLE_ROUTES.refundList]: ['refund:export'],
  '/scatterNeedOrder': ['demandOrder:dispatch'],
  '/DispatchCenter': ['dispatchCenter:assign', 'dispatchCenter:designate', 'dispatchCenter:return', 'dispatchCenter:service'],
  '/supplierDemandOrder': ['supplierDemandOrder:sendVehicle'],
  '/scatterPlatformOrderList': ['scatteredOrder:dispatch', 'scatteredOrder:changeVehicle'],
  '/checkSheet': ['checkSheet:audit'],
  '/branchOrder': ['branchOrder:dispatch', 'branchOrder:confirm'],
  '/izuIncomeBill': ['incomeBill:confirm', 'incomeBill:export'],
  '/supplierOrderSec': ['supplierOrder:accept', 'supplierOrder:service', 'supplierOrder:changeVehicle'],
  '/ApplyVehicleList': ['applyVehicle:create', 'applyVehicle:cancel'],
  '/flowModel': ['bpm:model:save', 'bpm:model:deploy'],
  '/Devices': ['device:add', 'device:bind', 'device:delete'],
  '/VehicleAllocation': ['allocation:add', 'allocation:approve', 'allocation:dispatch', 'allocation:receive'],
  '/initiativeVideoMonitorList': ['video:alarm:handle'],
  '/SopInitiativeVideoMonitorList': ['video:alarm:handle'],
  '/userDepartmentList': ['dept:add', 'dept:edit', 'dept:status', 'dept:delete'],
  '/userTutorial': ['userTutorial:edit'],
  '/demandBill': ['demandBill:add', 'demandBill:confirm', 'demandBill:invoice', 'demandBill:settle', 'demandBill:void', 'demandBill:export'],
  '/customerBillSec': ['customerBill:payment', 'customerBill:export'],
  '/izuExpenseBill': ['expenseBill:audit', 'expenseBill:pay', 'expenseBill:export'],
};

/** Pages of each audience; null = every page. */
export const AUDIENCE_PAGES: Readonly<Record<Audience, readonly string[] | null>> = {
  'provider-admin': null,
  dispatcher: [
    '/scatterNeedOrder', '/scatterPlatformOrderList', '/checkSheet', '/branchOrder', '/DispatchCenter', '/izuIncomeBill',
    '/SopChargingOrder', '/SopChargingBill', '/SopBillingCenterList', '/SopPaidManagementList', '/sopDailyCarRecordList', '/sopIzuCars', '/sopOtherDriversList',
    '/SopInteriorVideoMonitorList', '/SopInitiativeVideoMonitorList',
  ],
  supplier: ['/supplierDemandOrder', '/supplierOrderSec', '/supplierScatteredBillSec', '/scatteredCarInfo', '/scatteredDriverInfo', '/toDoList', '/changeCarOrder'],
  enterprise: ['/CompanyInfo', '/ApplyVehicleList', '/BusinessCar', '/InternalCar', '/PassiveOrder', '/OrderList', '/BusinessContractList', '/processInstance', '/todoTasks', '/DepartmentApprovalList', '/enterpriseInfo', '/userDepartmentList'],
};

function prune(entries: readonly MenuEntry[], keep: (url: string) => boolean): MenuEntry[] {
  return entries.flatMap((e) => {
    if (e.url !== undefined) return e.url === HOME_URL || keep(e.url) ? [{ ...e }] : [];
    const children = prune(e.children ?? [], keep);
    return children.length > 0 ? [{ ...e, children }] : [];
  });
}

export function menuFor(audience: Audience): MenuEntry[] {
  const pages = AUDIENCE_PAGES[audience];
  return prune(MASTER, (url) => pages === null || pages.includes(url));
}

function codes(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((e) => [e.permissionCode, ...(e.url ? (BUTTONS[e.url] ?? []) : []), ...codes(e.children ?? [])]);
}

/** §6: permission codes of the audience; the provider admin also holds '*:*:*'. */
export function permissionsFor(audience: Audience): string[] {
  const list = codes(menuFor(audience));
  return audience === 'provider-admin' ? ['*:*:*', ...list] : list;
}

/** §5 role directive: 'admin' passes every role check. */
export const ROLES: Record<Audience, string[]> = {
  'provider-admin': ['admin'],
  dispatcher: ['dispatcher'],
  supplier: ['supplier'],
  enterprise: ['enterprise'],
};
