/**
 * Menus and permission codes per audience (§2 Menu, §6). One master tree; each audience sees the pages
 * listed for it. A page entry's permissionCode is its url without the leading slash (so a route guard can
 * check a path against the permission list); a group's is its code. Button permissions are `area:action`.
 * A page's title is its screen's (src/entities/routes/catalog.ts), so the menu and the tabs name it alike.
 */
import type { MenuEntry } from '@/entities/account/wire';
import { catalog } from '@/entities/routes/catalog';
import { HOME_URL } from '@/entities/system/rules';
import type { Audience } from './accounts';

export type { MenuEntry } from '@/entities/account/wire';

/** Menu titles that differ from the screen's own (src/entities/routes/catalog.ts): its group already says 运营. */
const MENU_TITLES: Readonly<Record<string, string>> = {
  '/sopIzuCars': '车辆管理',
  '/SopInteriorVideoMonitorList': '车内视频监控',
  '/SopInitiativeVideoMonitorList': '主动安全视频监控',
};

/** Their English titles (the screen's English title otherwise). */
const MENU_TITLES_EN: Readonly<Record<string, string>> = {
  [HOME_URL]: 'Home',
  '/sopIzuCars': 'Vehicles',
  '/SopInteriorVideoMonitorList': 'In-cab video monitoring',
  '/SopInitiativeVideoMonitorList': 'Active safety video',
};

/** English titles of the menu's groups, by code (a group's record carries it as `titleEn`). */
const GROUP_EN: Readonly<Record<string, string>> = {
  order: 'Orders', dispatch: 'Dispatch centre', supplier: 'Supplier desk', bill: 'Bills', enterprise: 'Enterprise vehicles', process: 'Approvals',
  sop: 'Operations centre', 'sop:charging': 'Charging', 'sop:billing': 'Billing centre', 'sop:fleet': 'Vehicles and drivers', monitor: 'Vehicle monitoring', system: 'System',
};

/** A page entry: titled (in both languages) as its screen in the route catalogue, unless the menu names it otherwise. */
function page(url: string, title = MENU_TITLES[url] ?? catalog.find((r) => r.path === url)?.title['zh-CN'] ?? url, icon = ''): MenuEntry {
  const titleEn = MENU_TITLES_EN[url] ?? catalog.find((r) => r.path === url)?.title['en-US'] ?? url;
  return { title, titleEn, url, icon, permissionCode: url.slice(1) };
}

/** A group of pages (by url) and subgroups. */
function group(title: string, code: string, icon: string, children: readonly (string | MenuEntry)[]): MenuEntry {
  const titleEn = GROUP_EN[code] ?? code;
  return { title, titleEn, code, icon, permissionCode: code, children: children.map((c) => (typeof c === 'string' ? page(c) : c)) };
}

/** The console's menu as first seeded (the menu collection, ./access, starts from it): groups of pages, in menu order. */
export const MASTER: readonly MenuEntry[] = [
  page(HOME_URL, '首页', 'HomeOutlined'),
  group('订单管理', 'order', 'ProfileOutlined', ['/RentOrderManage', '/createShortOrder', '/refundDetailList', '/OrderList', '/rentBill']),
  group('调度中心', 'dispatch', 'ScheduleOutlined', ['/scatterNeedOrder', '/scatterPlatformOrderList', '/checkSheet', '/branchOrder', '/DispatchCenter']),
  group('供应商工作台', 'supplier', 'ShopOutlined', [
    '/supplierDemandOrder', '/supplierOrderSec', '/supplierScatteredBillSec', '/scatteredCarInfo', '/scatteredDriverInfo', '/toDoList',
  ]),
  group('账单管理', 'bill', 'AccountBookOutlined', [
    '/demandBill', '/scatteredOrderSec', '/changeCarOrder', '/customerBillSec', '/izuIncomeBill', '/izuExpenseBill', '/izuIncomExpense',
  ]),
  group('企业用车', 'enterprise', 'BankOutlined', [
    '/CompanyInfo', '/ApplyVehicleList', '/BusinessCar', '/InternalCar', '/PassiveOrder', '/BusinessContractList', '/enterpriseInfo', '/userDepartmentList',
  ]),
  group('流程审批', 'process', 'ApartmentOutlined', [
    '/processInstance', '/todoTasks', '/doneTasks', '/flowModel', '/flowForm', '/childProcessList', '/DepartmentApprovalList', '/operationFlowConfig', '/operationFlow',
  ]),
  group('运营中心', 'sop', 'DeploymentUnitOutlined', [
    group('充电业务', 'sop:charging', '', ['/SopChargingOrder', '/SopChargingBill', '/SopChargingCustomer', '/SopPowerStationOperator']),
    group('账务中心', 'sop:billing', '', ['/SopBillingCenterList', '/SopPaidManagementList', '/sopSupplierExpenditureList']),
    group('车辆与司机', 'sop:fleet', '', [
      '/sopDailyCarRecordList', '/sopIzuCars', '/sopOtherDriversList', '/SopBenefitCardList', '/SopInteriorVideoMonitorList',
      '/SopInitiativeVideoMonitorList', '/sopAlarmList', '/sopInsuranceList',
    ]),
  ]),
  group('车辆监控', 'monitor', 'EnvironmentOutlined', [
    '/CarsMonitoring', '/VehicleTrail', '/RealTimePositioning', '/FenceReport', '/DeviceList', '/interiorVideoMonitorList',
    '/initiativeVideoMonitorList', '/historyVideo', '/monitoringMap', '/vehicleRecord', '/electronicfencepage', '/FenceReportDeail',
    '/DeviceDropReport', '/PowerOffReport', '/DrivingBehaviorReport', '/FuelConsumptionReport',
  ]),
  group('系统管理', 'system', 'SettingOutlined', [
    '/Staffs', '/Department', '/Vehicles', '/VehicleStatus', '/VehicleAllocation', '/Devices', '/Drivers', '/PeccancyList', '/ViolationBI',
    '/BusinessCity', '/OpenCityConfig', '/Permission', '/userRoleList', '/userAccountList', '/userGroup', '/companyList', '/DataRecordpage',
    '/BasicInfoList', '/RefuelingList', '/CommonAdderss', '/userTabulateConfigDeal', '/userTutorial', '/MaintenanceList', '/RepairShopList',
    '/InsuranceList', '/TrafficInsuranceList', '/BusinessInsuranceList', '/NonautoInsurancePolicyList', '/AccidentInfoList',
    '/ChargeOrder', '/ChargeBill', '/ChargeList',
  ]),
];

/** Button permissions of a page (by url). */
export const BUTTONS: Readonly<Record<string, readonly string[]>> = {
  // The order's steps (src/entities/order/rentOrder.ts transitions), after the export and the cancellation first given.
  '/RentOrderManage': ['rentOrder:export', 'rentOrder:cancel', 'rentOrder:pay', 'rentOrder:pickUp', 'rentOrder:extend', 'rentOrder:changeCar', 'rentOrder:return', 'rentOrder:settle'],
  '/createShortOrder': ['rentOrder:create'],
  '/refundDetailList': ['refund:export', 'refund:retry'],
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
