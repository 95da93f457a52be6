/**
 * Which screens are built and where each one's code is (docs/routes.md): a module of its own, loaded with the first
 * screen that is not the sign-in or the dashboard (./table.ts `pages`), so the entry does not grow as screens are
 * built — each lazy import below carries the list of chunks to fetch with its screen (Vite's preload list), a few
 * hundred bytes a screen.
 */
import type { ComponentType } from 'react';
import type { AnySchema } from '@/entities/define';
import type { PageModule } from './types';

/** Screens exported by name from one module: path → that export, loaded lazily with the module. */
function namedPages<M extends Record<string, unknown>>(load: () => Promise<M>, entries: readonly (readonly [path: string, name: keyof M & string])[]): Record<string, PageModule> {
  return Object.fromEntries(entries.map(([path, name]) => [path, () => load().then((m) => ({ default: m[name] as ComponentType }))]));
}

/** The dispatcher's screens ([E]). */
const dispatchPages = namedPages(() => import('@/features/dispatch/screens'), [
  ['/scatterNeedOrder', 'ScatterNeedOrderPage'],
  ['/scatterPlatformOrderList', 'ScatterPlatformOrderListPage'],
  ['/checkSheet', 'CheckSheetPage'],
  ['/izuIncomeBill', 'IzuIncomeBillPage'],
  ['/branchOrder', 'BranchOrderPage'],
  ['/demandInfo', 'DemandInfoPage'],
  ['/dispatchOrderBefore', 'DispatchOrderBeforePage'],
  ['/checkSheetDetail', 'CheckSheetDetailPage'],
  ['/checkSheetAudit', 'CheckSheetAuditPage'],
  ['/branchOrderDetailed', 'BranchOrderDetailedPage'],
  ['/branchOrderDispatchBefore', 'BranchOrderDispatchBeforePage'],
  ['/izuIncomeBillDetailed', 'IzuIncomeBillDetailedPage'],
]);

/** The supplier's screens ([E]). */
const supplierPages = namedPages(() => import('@/features/supplier/screens'), [
  ['/supplierDemandOrder', 'SupplierDemandOrderPage'],
  ['/supplierOrderDetail', 'SupplierOrderDetailPage'],
  ['/scatteredDriverInfo', 'ScatteredDriverInfoPage'],
  ['/driverBaseInfo', 'DriverBaseInfoPage'],
  ['/driverInfoHandleAdd', 'DriverInfoHandlePage'],
  ['/driverInfoHandleEdit', 'DriverInfoHandlePage'],
  ['/scatteredCarInfo', 'ScatteredCarInfoPage'],
  ['/carBaseInfo', 'CarBaseInfoPage'],
  ['/carEdit', 'CarEditPage'],
  ['/carAdd', 'CarAddPage'],
  ['/supplierScatteredBillSec', 'SupplierScatteredBillSecPage'],
  ['/scatterBillDetail', 'ScatterBillDetailPage'],
  ['/scatterBillList', 'ScatterBillListPage'],
]);

/** The provider's bills: expense bills, income bill statements and checks, the income/expense summary. */
const financePages = namedPages(() => import('@/features/finance/screens'), [
  ['/izuExpenseBill', 'IzuExpenseBillPage'],
  ['/expenseBillDetailed', 'ExpenseBillDetailedPage'],
  ['/expenseBillDetailes', 'ExpenseBillDetailesPage'],
  ['/izuIncomeBillAccountStatementDetailed', 'IzuIncomeBillAccountStatementDetailedPage'],
]);

/** The process designer's screens ([G]); the designer's bpmn-js is a further dynamic import of /design. */
const bpmPages = {
  '/design': () => import('@/features/bpm/pages/DesignPage'),
  ...namedPages(() => import('@/features/bpm/pages/screens'), [
    ['/flowModel', 'FlowModelPage'],
    ['/definition', 'DefinitionPage'],
  ]),
} satisfies Record<string, PageModule>;

/** The approval screens ([H]). */
const processPages = namedPages(() => import('@/features/process/screens'), [
  ['/processInstance', 'ProcessInstancePage'],
  ['/processInstanceDetail', 'ProcessInstanceDetailPage'],
  ['/todoTasks', 'TodoTasksPage'],
  ['/doneTasks', 'DoneTasksPage'],
  ['/CopyToMeList', 'CopyToMePage'],
  ['/AllProcessList', 'AllProcessPage'],
  ['/childProcessDetail', 'ChildProcessDetailPage'],
  ['/flowForm', 'FlowFormPage'],
  ['/childProcessList', 'ChildProcessListPage'],
  ['/DepartmentApprovalList', 'DepartmentApprovalListPage'],
  ['/operationFlowConfig', 'OperationFlowConfigPage'],
  ['/operationFlow', 'OperationFlowPage'],
]);

/**
 * Screens drawn from a declaration alone (docs/adding-a-screen.md): the entity's list, detail and add/edit paths,
 * each loading the declaration and the generic screens with it.
 */
function declaredPages(load: () => Promise<AnySchema>, paths: readonly string[]): Record<string, PageModule> {
  return Object.fromEntries(
    paths.map((path) => [path, () => Promise.all([load(), import('@/components/entity/screens')]).then(([schema, m]) => ({ default: m.declaredScreen(schema, path) }))]),
  );
}

/** The admin area's screens built from declarations ([J] worked example). */
const adminPages = {
  ...declaredPages(() => import('@/entities/admin/vehicle').then((m) => m.vehicle), ['/Vehicles', '/VehiclesDetail', '/VehiclesEdit']),
  ...declaredPages(() => import('@/entities/admin/company').then((m) => m.company), ['/companyList', '/companyDetail', '/companyEdit']),
  ...declaredPages(() => import('@/entities/admin/changeLog').then((m) => m.changeLog), ['/DataRecordpage']),
  ...declaredPages(() => import('@/entities/admin/driver').then((m) => m.fleetDriver), ['/Drivers']),
  ...declaredPages(() => import('@/entities/admin/trip').then((m) => m.trip), ['/TripDetail']),
  ...declaredPages(() => import('@/entities/admin/city').then((m) => m.businessCity), ['/BusinessCity']),
  ...declaredPages(() => import('@/entities/admin/city').then((m) => m.cityConfig), ['/OpenCityConfig', '/CityConfigEdit']),
  ...namedPages(() => import('@/features/admin/screens'), [['/Department', 'DepartmentPage'], ['/DataExportpage', 'DataExportPage']]),
  ...declaredPages(() => import('@/entities/admin/peccancy').then((m) => m.peccancy), ['/PeccancyList', '/PeccancyDetail', '/PeccancyEdit', '/PeccancyAddNew']),
  '/ViolationBI': () => import('@/features/admin/ViolationBIPage'),
  ...namedPages(() => import('@/features/admin/DispatchCentre'), [
    ['/DispatchCenter', 'DispatchCenterPage'],
    ['/DispatchCenterDetail', 'DispatchCenterDetailPage'],
    ['/DispatchProcess', 'DispatchProcessPage'],
    ['/DispatchDesignate', 'DispatchDesignatePage'],
  ]),
  ...declaredPages(() => import('@/entities/admin/device').then((m) => m.device), ['/Devices']),
  ...declaredPages(() => import('@/entities/admin/allocation').then((m) => m.allocation), ['/VehicleAllocation']),
  '/VehicleStatus': () => import('@/features/admin/VehicleStatusPage'),
  ...declaredPages(() => import('@/entities/admin/refuel').then((m) => m.refuel), ['/RefuelingList', '/RefuelingDetail']),
  ...namedPages(() => import('@/features/admin/refuel'), [['/RefuelingAdd', 'RefuelingAddPage'], ['/RefuelingOkAdd', 'RefuelingOkAddPage']]),
  ...namedPages(() => import('@/features/admin/basicInfo'), [['/BasicInfoList', 'BasicInfoListPage']]),
  ...declaredPages(() => import('@/entities/admin/commonAddress').then((m) => m.commonAddress), ['/CommonAdderss']),
};

/** The monitoring screens ([N], issue 23): MapLibre loads with them (src/components/map), never before. */
const monitorPages = namedPages(() => import('@/features/monitor/screens'), [
  ['/CarsMonitoring', 'CarsMonitoringPage'],
  ['/RealTimePositioning', 'RealTimePositioningPage'],
  ['/monitoringMap', 'MonitoringMapPage'],
  ['/DeviceList', 'DeviceListPage'],
]);

/**
 * Video monitoring ([N] item 7): the live screens, one component configured by the terminals' use, for the provider's
 * and the operator's (Sop) routes alike; the player's libraries load with a stream of their kind (components/video).
 */
const videoPages = namedPages(() => import('@/features/video/screens'), [
  ['/historyVideo', 'HistoryVideoPage'],
  ['/interiorVideoMonitorList', 'InteriorVideoPage'],
  ['/SopInteriorVideoMonitorList', 'InteriorVideoPage'],
  ['/initiativeVideoMonitorList', 'SafetyVideoPage'],
  ['/SopInitiativeVideoMonitorList', 'SafetyVideoPage'],
]);

/** The account-side screens that do not depend on roles ([M] item 3). */
const accountPages = {
  '/userTutorial': () => import('@/features/account/TutorialPage'),
  '/userTabulateConfigDeal': () => import('@/features/account/ColumnSettingsPage'),
  '/showAppendix': () => import('@/features/account/AppendixPage'),
  ...namedPages(() => import('@/features/account/EnterprisePages'), [
    ['/enterpriseInfo', 'EnterpriseInfoPage'],
    ['/enterpriseDetail', 'EnterpriseDetailPage'],
  ]),
  // /userDepartmentList is the /Department screen (the backend answers an enterprise account its own company's tree)
  // with "add accounts" on each department, opening /departmentAddAccount ([M]).
  ...namedPages(() => import('@/features/account/DepartmentAccountPages'), [
    ['/userDepartmentList', 'UserDepartmentPage'],
    ['/departmentAddAccount', 'DepartmentAddAccountPage'],
  ]),
} satisfies Record<string, PageModule>;

/** The trail screens ([N] item 4) and one device alarm's trail (item 6): MapLibre and ECharts load with them. */
const trailPages = namedPages(() => import('@/features/trail/screens'), [
  ['/VehicleTrail', 'VehicleTrailPage'],
  ['/VehicleTrailDetail', 'VehicleTrailDetailPage'],
  ['/VehicleTrailOperation', 'VehicleTrailOperationPage'],
  ['/carVehicleTrail', 'CarVehicleTrailPage'],
  ['/BiVehicleTrail', 'BiVehicleTrailPage'],
  ['/vehicleRecord', 'VehicleRecordPage'],
  ['/offlineReportDetail', 'OfflineAlarmPage'],
  ['/dismantleReportDetail', 'PowerAlarmPage'],
]);

/** Menus, roles and accounts ([M], docs/architecture.md "Access"). */
const systemPages = {
  ...namedPages(() => import('@/features/system/screens'), [['/Permission', 'PermissionPage'], ['/userRoleAdd', 'RoleAddPage'], ['/userRoleEdit', 'RoleEditPage']]),
  ...declaredPages(() => import('@/entities/system/role').then((m) => m.role), ['/userRoleList', '/userRoleDetail']),
  ...declaredPages(() => import('@/entities/system/role').then((m) => m.sopRole), ['/sopRoleList']),
  ...declaredPages(() => import('@/entities/system/account').then((m) => m.account), ['/userAccountList', '/userAccountDetail', '/userAccountAdd', '/userAccountEdit']),
  ...declaredPages(() => import('@/entities/system/account').then((m) => m.sopAccount), ['/sopAccountList']),
  ...declaredPages(() => import('@/entities/system/account').then((m) => m.internalAccount), ['/sopInternalAccountList']),
  ...declaredPages(() => import('@/entities/system/account').then((m) => m.staff), ['/Staffs']),
  ...namedPages(() => import('@/features/system/staff'), [['/DetailInformation', 'StaffDetailPage'], ['/EditorInformation', 'StaffPermissionPage']]),
  ...declaredPages(() => import('@/entities/system/userGroup').then((m) => m.userGroup), ['/userGroup']),
  '/resetPassWordPage': () => import('@/features/system/ChangePasswordPage'),
};

/** Electronic fences and their alarms ([N] items 5 and 6): the drawing map loads with the add/edit screens. */
const fencePages = {
  ...declaredPages(() => import('@/entities/monitor/fence').then((m) => m.fence), ['/electronicfencepage', '/detailMap', '/addmap', '/editMap']),
  ...declaredPages(() => import('@/entities/monitor/fenceAlarm').then((m) => m.fenceAlarm), ['/FenceReportDeail']),
  ...namedPages(() => import('@/features/fence/screens'), [['/sopFenceList', 'SopFenceListPage'], ['/FenceReportDetail', 'FenceReportDetailPage']]),
};

/** Device alarms, their reports and the operator's alarm list ([N] item 6): generic lists of derived alarms. */
const alarmPages = {
  ...declaredPages(() => import('@/entities/monitor/alarm').then((m) => m.fenceReport), ['/FenceReport']),
  ...declaredPages(() => import('@/entities/monitor/alarm').then((m) => m.offlineReport), ['/DeviceDropReport']),
  ...declaredPages(() => import('@/entities/monitor/alarm').then((m) => m.offlineAlarm), ['/DeviceDropReportDetail']),
  ...declaredPages(() => import('@/entities/monitor/alarm').then((m) => m.powerReport), ['/PowerOffReport']),
  ...declaredPages(() => import('@/entities/monitor/alarm').then((m) => m.powerAlarm), ['/PowerOffReportDetail']),
  ...declaredPages(() => import('@/entities/monitor/alarm').then((m) => m.sopAlarm), ['/sopAlarmList']),
};

/** The driving behaviour and fuel consumption reports ([N] item 6): ECharts loads with them. */
const fleetReportPages = {
  '/DrivingBehaviorReport': () => import('@/features/fleetReports/DrivingBehaviorReportPage'),
  '/FuelConsumptionReport': () => import('@/features/fleetReports/FuelConsumptionReportPage'),
} satisfies Record<string, PageModule>;

/** The supplier's orders, the vehicle change orders and the provider's ad-hoc order desk (one collection of orders). */
const changeOrderPages = {
  ...declaredPages(() => import('@/entities/supplier/order').then((m) => m.supplierOrderSec), ['/supplierOrderSec']),
  ...declaredPages(() => import('@/entities/supplier/changeOrder').then((m) => m.changeOrder), ['/changeCarOrder', '/changeCarOrderDetail']),
  ...declaredPages(() => import('@/entities/supplier/order').then((m) => m.scatteredOrderSec), ['/scatteredOrderSec', '/scatteredOrderSecDetailed']),
  '/toDoList': () => import('@/features/supplier/ToDoListPage'),
  ...declaredPages(() => import('@/entities/supplier/province').then((m) => m.province), ['/supportProvinces']),
} satisfies Record<string, PageModule>;

/** EV charging: operators and their stations, charging orders (the fleet's and the operator's view), bills posted from orders. */
const chargingPages = {
  ...declaredPages(() => import('@/entities/charging').then((m) => m.powerOperator), ['/SopPowerStationOperator']),
  ...declaredPages(() => import('@/entities/charging').then((m) => m.chargeOrder), ['/ChargeOrder', '/ChargeOrderDetail']),
  ...declaredPages(() => import('@/entities/charging').then((m) => m.sopChargingOrder), ['/SopChargingOrder', '/SopChargingOrderDetail']),
  ...declaredPages(() => import('@/entities/charging').then((m) => m.chargeBill), ['/ChargeBill']),
  ...declaredPages(() => import('@/entities/charging').then((m) => m.chargingCustomer), ['/SopChargingCustomer']),
  ...declaredPages(() => import('@/entities/charging').then((m) => m.vehicleCharging), ['/ChargeList']),
  ...namedPages(() => import('@/features/charging/screens'), [['/SopChargingBill', 'ChargingBillListPage'], ['/SopChargingIntoBill', 'ChargingIntoBillPage']]),
};
/** Bills to clients: demand bills (their add screen chooses a client's finished orders of a month) and customer bills. */
const billPages = namedPages(() => import('@/features/bills/screens'), [
  ['/demandBill', 'DemandBillListPage'],
  ['/demandBillAddPage', 'DemandBillAddPage'],
  ['/demandBillDetailPage', 'DemandBillDetailPage'],
  ['/customerBillSec', 'CustomerBillListPage'],
  ['/customerBillDetailed', 'CustomerBillDetailPage'],
  ['/customerBillDetailes', 'CustomerBillItemsPage'],
]);
/** Repair shops and maintenance work orders (§2 Business 维保管理, Repair 维修厂): one flow, each step a screen of the same order. */
const maintenancePages = {
  ...declaredPages(() => import('@/entities/maintenance/repairShop').then((m) => m.repairShop), ['/RepairShopList', '/RepairShopDetail', '/RepairShopAdd', '/RepairShopEdit']),
  ...declaredPages(() => import('@/entities/maintenance/workOrder').then((m) => m.maintenanceOrder), ['/MaintenanceList', '/MaintenanceDetail']),
  ...namedPages(() => import('@/features/maintenance/screens'), [
    ['/CreateWorkOrderAdd', 'CreateWorkOrderAddPage'],
    ['/AuditAdd', 'AuditAddPage'],
    ['/StartRepairAdd', 'StartRepairAddPage'],
    ['/EndRepairAdd', 'EndRepairAddPage'],
    ['/AssetsAuditAdd', 'AssetsAuditAddPage'],
    ['/RepairStartAdd', 'RepairStartAddPage'],
    ['/RepairEndAdd', 'RepairEndAddPage'],
  ]),
};

/** The vehicle lease contracts to enterprise clients and their rent bills. */
const contractPages = {
  ...declaredPages(() => import('@/entities/contract/businessContract').then((m) => m.businessContract), ['/BusinessContractList', '/BussinessContractDetail']),
  ...declaredPages(() => import('@/entities/contract/rentBill').then((m) => m.rentBill), ['/rentBill']),
  ...declaredPages(() => import('@/entities/contract/renewContract').then((m) => m.renewContract), ['/RenewLeaseContractList', '/RenewLeaseContractDetail']),
  ...declaredPages(() => import('@/entities/contract/licenseContract').then((m) => m.licenseContract), ['/licenseContractList', '/licenseContractDetail']),
  ...declaredPages(() => import('@/entities/contract/sopContract').then((m) => m.sopContract), ['/sopContractList']),
};

/**
 * Insurance policies (one collection: docs/architecture.md "Insurance"): every policy with its add, complete and photo
 * screens, and the same records listed by type (the fleet's) and for the operator.
 */
const insurancePages = {
  ...declaredPages(() => import('@/entities/insurance/policy').then((m) => m.insurancePolicy), ['/InsuranceList', '/InsuranceDetail', '/InsuranceAdd']),
  ...declaredPages(() => import('@/entities/insurance/policy').then((m) => m.trafficInsurance), ['/TrafficInsuranceList', '/TrafficInsuranceDetail']),
  ...declaredPages(() => import('@/entities/insurance/policy').then((m) => m.businessInsurance), ['/BusinessInsuranceList', '/BusinessInsuranceDetail']),
  ...declaredPages(() => import('@/entities/insurance/policy').then((m) => m.nonautoInsurance), ['/NonautoInsurancePolicyList', '/NonautoInsurancePolicyListDetail']),
  ...declaredPages(() => import('@/entities/insurance/policy').then((m) => m.sopInsurance), ['/sopInsuranceList']),
  ...declaredPages(() => import('@/entities/insurance/accident').then((m) => m.accident), ['/AccidentInfoList', '/AccidentInfoDetail']),
  ...namedPages(() => import('@/features/insurance/screens'), [['/PerfectAdd', 'PerfectAddPage'], ['/InsurancePhoto', 'InsurancePhotoPage']]),
};

/** An enterprise's vehicle requests and their orders (one domain with the dispatch centre's requests). */
const applyVehiclePages = {
  ...declaredPages(() => import('@/entities/business/applyVehicle').then((m) => m.applyVehicle), ['/ApplyVehicleList']),
  ...namedPages(() => import('@/features/business/screens'), [['/ModifyPrice', 'ModifyPricePage']]),
  ...declaredPages(() => import('@/entities/business/applyVehicle').then((m) => m.internalOrders), ['/InternalCar', '/InitiativeOrderDetail']),
  ...declaredPages(() => import('@/entities/business/applyVehicle').then((m) => m.officialOrders), ['/BusinessCar', '/InitiativeOrderBusinessDetail']),
  ...declaredPages(() => import('@/entities/business/applyVehicle').then((m) => m.passiveOrders), ['/PassiveOrder', '/PassiveOrderDetail']),
};

/**
 * Built screens but the sign-in and the dashboard (./table.ts `eagerPages`). A route missing here and there shows
 * "screen under construction".
 */
export const builtPages = {
  '/DingLogin': () => import('@/features/auth/DingLoginPage'),
  '/userBind': () => import('@/features/auth/UserBindPage'),
  '/StopTaking': () => import('@/features/public/StopTakingPage'),
  '/noPermission': () => import('@/features/public/NoPermissionPage'),
  '/resetPage': () => import('@/features/public/ResetPage'),
  '/userAgreement': () => import('@/features/public/LegalPage').then((m) => ({ default: m.UserAgreementPage })),
  '/userPrivacyPolicy': () => import('@/features/public/LegalPage').then((m) => ({ default: m.PrivacyPolicyPage })),
  '/refundDetailList': () => import('@/features/refund/RefundDetailListPage'),
  '/RentOrderManage': () => import('@/features/rentOrder/RentOrderManagePage'),
  '/createShortOrder': () => import('@/features/rentOrder/CreateOrderPage'),
  ...dispatchPages,
  ...supplierPages,
  ...adminPages,
  ...monitorPages,
  ...trailPages,
  ...systemPages,
  ...fencePages,
  ...alarmPages,
  ...fleetReportPages,
  ...bpmPages,
  ...processPages,
  ...videoPages,
  ...accountPages,
  ...changeOrderPages,
  ...billPages,
  ...maintenancePages,
  '/processInstanceCreate': () => import('@/features/process/InstanceCreatePage'),
  '/editFlowForm': () => import('@/features/process/form/FlowFormEditPage'),
  ...financePages,
  '/izuIncomeBillCheck': () => import('@/features/finance/IncomeBillCheckPage'),
  '/izuIncomExpense': () => import('@/features/finance/IncomExpensePage'),
  ...insurancePages,
  ...contractPages,
  ...chargingPages,
  ...applyVehiclePages,
} satisfies Record<string, PageModule>;

