/**
 * The default menu grouped by the work (docs/architecture.md "Menu groups"): nine groups, one per job of a rental
 * company's back office, each listing its screens in menu order. The demo backend seeds its menu records from it
 * (src/mocks/menus.ts); /Permission edits those records afterwards. A screen is in one group only, and a group holds at
 * most `MENU_GROUP_LIMIT` screens (tests/unit/mocks/menuGroups.test.ts checks both, and that every built screen an
 * account may open is in its menu).
 *
 * Grouping is not granting: roles grant screens (their codes), never groups, so moving a screen to another group
 * changes no account's permissions; an account's menu shows the groups holding a screen it is granted.
 */
import { bi, type Bilingual } from '@/i18n';
import type { MENU_ICONS } from '@/entities/system/menu';

/** The jobs, as the groups' codes (a group's menu record carries its job as its code). */
export type MenuJob = 'order' | 'dispatch' | 'fleet' | 'maintenance' | 'finance' | 'monitor' | 'enterprise' | 'operator' | 'system';

/** One group of the menu: its job, its title in both languages, its icon and its screens (paths of the catalogue). */
export interface MenuGroup {
  job: MenuJob;
  title: Bilingual;
  icon: (typeof MENU_ICONS)[number];
  pages: readonly string[];
}

/** The most screens a group lists: more and a user scans instead of finding. */
export const MENU_GROUP_LIMIT = 15;

/** The groups, in menu order (after home). */
export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    job: 'order',
    title: bi('订单管理', 'Orders'),
    icon: 'ProfileOutlined',
    // The rental desk: its orders and refunds, the contracts behind them, and where (cities, addresses) orders are taken.
    pages: [
      '/RentOrderManage', '/createShortOrder', '/refundDetailList', '/BusinessContractList', '/RenewLeaseContractList', '/licenseContractList', '/sopContractList',
      '/BusinessCity', '/OpenCityConfig', '/CommonAdderss',
    ],
  },
  {
    job: 'dispatch',
    // 派车, not 调度中心: the supplier's side of the work (accepting demand orders, sending cars) is here too.
    title: bi('调度派车', 'Dispatch'),
    icon: 'ScheduleOutlined',
    // Matching requests with vehicles: the dispatch desk, the demand and ad-hoc orders, and the supplier's side of them.
    pages: [
      '/DispatchCenter', '/scatterNeedOrder', '/scatterPlatformOrderList', '/branchOrder', '/checkSheet', '/supplierDemandOrder', '/supplierOrderSec', '/changeCarOrder',
      '/toDoList', '/supportProvinces',
    ],
  },
  {
    job: 'fleet',
    title: bi('车务管理', 'Fleet'),
    icon: 'CarOutlined',
    // The vehicles, their devices and drivers, their trips, fuel, charging, violations, papers and reference data.
    pages: [
      '/Vehicles', '/VehicleStatus', '/VehicleAllocation', '/Drivers', '/Devices', '/DeviceList', '/scatteredCarInfo', '/scatteredDriverInfo', '/TripDetail',
      '/RefuelingList', '/ChargeList', '/PeccancyList', '/ViolationBI', '/AnnualInspectionList', '/BasicInfoList',
    ],
  },
  {
    job: 'maintenance',
    title: bi('维保与保险', 'Maintenance and insurance'),
    icon: 'ToolOutlined',
    pages: ['/MaintenanceList', '/RepairShopList', '/AccidentInfoList', '/InsuranceList', '/TrafficInsuranceList', '/BusinessInsuranceList', '/NonautoInsurancePolicyList', '/sopInsuranceList'],
  },
  {
    job: 'finance',
    title: bi('财务结算', 'Finance'),
    icon: 'AccountBookOutlined',
    // Every bill, the provider's and the operator's, and what is paid and received.
    pages: [
      '/rentBill', '/demandBill', '/customerBillSec', '/scatteredOrderSec', '/supplierScatteredBillSec', '/izuIncomeBill', '/izuExpenseBill', '/izuIncomExpense',
      '/ChargeOrder', '/ChargeBill', '/SopChargingBill', '/SopBillingCenterList', '/SopPaidManagementList', '/sopSupplierExpenditureList',
    ],
  },
  {
    job: 'monitor',
    title: bi('车辆监控', 'Monitoring'),
    icon: 'EnvironmentOutlined',
    pages: [
      '/CarsMonitoring', '/monitoringMap', '/RealTimePositioning', '/VehicleTrail', '/BiVehicleTrail', '/vehicleRecord', '/electronicfencepage', '/FenceReport',
      '/DeviceDropReport', '/PowerOffReport', '/DrivingBehaviorReport', '/FuelConsumptionReport', '/interiorVideoMonitorList', '/initiativeVideoMonitorList',
      '/historyVideo',
    ],
  },
  {
    job: 'enterprise',
    title: bi('企业用车', 'Enterprise vehicles'),
    icon: 'BankOutlined',
    // An enterprise client's vehicle use and the approvals it goes through.
    pages: [
      '/ApplyVehicleList', '/BusinessCar', '/InternalCar', '/PassiveOrder', '/OrderList', '/DepartmentApprovalList', '/todoTasks', '/doneTasks', '/processInstance',
      '/CopyToMeList', '/AllProcessList', '/childProcessList', '/CompanyInfo', '/enterpriseInfo', '/userDepartmentList',
    ],
  },
  {
    job: 'operator',
    title: bi('运营中心', 'Operations centre'),
    icon: 'DeploymentUnitOutlined',
    // The operator's (Sop) screens: its charging business, vehicles, drivers and their trails, video, alarms and accounts.
    pages: [
      '/SopChargingOrder', '/SopChargingCustomer', '/SopPowerStationOperator', '/sopDailyCarRecordList', '/sopIzuCars', '/sopOtherDriversList', '/VehicleTrailOperation',
      '/SopBenefitCardList', '/SopInteriorVideoMonitorList', '/SopInitiativeVideoMonitorList', '/sopAlarmList', '/sopFenceList', '/sopRoleList', '/sopAccountList',
      '/sopInternalAccountList',
    ],
  },
  {
    job: 'system',
    title: bi('系统管理', 'System'),
    icon: 'SettingOutlined',
    // Who may do what, the organisation, the approval processes' design, and the console's own records and settings.
    pages: [
      '/Staffs', '/Department', '/userAccountList', '/userRoleList', '/userGroup', '/Permission', '/companyList', '/flowModel', '/flowForm', '/operationFlowConfig',
      '/operationFlow', '/DataRecordpage', '/DataExportpage', '/userTabulateConfigDeal', '/userTutorial',
    ],
  },
];

/**
 * Built screens that are not menu entries, and why: each is opened from another screen with what it shows. (Detail,
 * form and step screens — a route with a `parent` — and the routes open to anyone, `permission: null`, are never
 * entries and need no reason here.)
 */
export const OFF_MENU: Readonly<Record<string, string>> = {
  '/carVehicleTrail': "one vehicle's trail, opened from the vehicles' list (its row's 轨迹) with that vehicle fixed",
};

/** The group a screen is listed in (undefined: not a menu entry). */
export function menuJobOf(path: string): MenuJob | undefined {
  return MENU_GROUPS.find((g) => g.pages.includes(path))?.job;
}
