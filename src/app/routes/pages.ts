/**
 * Which screens are built and where each one's code is (docs/routes.md): a module of its own, loaded with the first
 * screen that is not the sign-in or the dashboard (./table.ts `pages`), so the entry does not grow as screens are
 * built — each lazy import below carries the list of chunks to fetch with its screen (Vite's preload list), a few
 * hundred bytes a screen.
 */
import type { ComponentType } from 'react';
import type { AnySchema } from '@/entities/define';
import { declaredScreens } from './declaredScreens';
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
  ['/branchOrderDetailed', 'BranchOrderDetailedPage'],
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

/** The admin area's bespoke screens (its declared ones, [J]'s worked example, come from their declarations). */
const adminPages = {
  ...namedPages(() => import('@/features/admin/screens'), [['/Department', 'DepartmentPage'], ['/DataExportpage', 'DataExportPage']]),
  '/ViolationBI': () => import('@/features/admin/ViolationBIPage'),
  ...namedPages(() => import('@/features/admin/DispatchCentre'), [
    ['/DispatchCenter', 'DispatchCenterPage'],
    ['/DispatchCenterDetail', 'DispatchCenterDetailPage'],
    ['/DispatchProcess', 'DispatchProcessPage'],
  ]),
  '/VehicleStatus': () => import('@/features/admin/VehicleStatusPage'),
  ...namedPages(() => import('@/features/admin/refuel'), [['/RefuelingAdd', 'RefuelingAddPage']]),
  ...namedPages(() => import('@/features/admin/basicInfo'), [['/BasicInfoList', 'BasicInfoListPage']]),
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
  ...namedPages(() => import('@/features/system/staff'), [['/DetailInformation', 'StaffDetailPage'], ['/EditorInformation', 'StaffPermissionPage']]),
  '/resetPassWordPage': () => import('@/features/system/ChangePasswordPage'),
};

/** The operator's fences and one fence's alarms ([N] items 5 and 6); the fences' own screens are declared. */
const fencePages = {
  ...namedPages(() => import('@/features/fence/screens'), [['/sopFenceList', 'SopFenceListPage'], ['/FenceReportDetail', 'FenceReportDetailPage']]),
};


/** The driving behaviour and fuel consumption reports ([N] item 6): ECharts loads with them. */
const fleetReportPages = {
  '/DrivingBehaviorReport': () => import('@/features/fleetReports/DrivingBehaviorReportPage'),
  '/FuelConsumptionReport': () => import('@/features/fleetReports/FuelConsumptionReportPage'),
} satisfies Record<string, PageModule>;

/** The supplier's to-do list (its orders, the vehicle change orders and the ad-hoc order desk are declared). */
const changeOrderPages = {
  '/toDoList': () => import('@/features/supplier/ToDoListPage'),
} satisfies Record<string, PageModule>;

/** EV charging's bespoke screens: the charging bills and posting orders into one (the rest is declared). */
const chargingPages = {
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
/** Maintenance work orders (§2 Business 维保管理): the create form (the list, the detail and the steps' routes are declared). */
const maintenancePages = {
  ...namedPages(() => import('@/features/maintenance/screens'), [['/CreateWorkOrderAdd', 'CreateWorkOrderAddPage']]),
};


/**
 * Insurance policies' complete and photo screens, and the list and detail of every policy (declared, with 完善 a
 * drawer on the policy); the type lists and the add screen are declared.
 */
const insurancePages = {
  ...namedPages(() => import('@/features/insurance/screens'), [
    ['/InsuranceList', 'InsuranceListPage'],
    ['/InsuranceDetail', 'InsuranceDetailPage'],
    ['/PerfectAdd', 'PerfectAddPage'],
    ['/InsurancePhoto', 'InsurancePhotoPage'],
  ]),
};

/**
 * The bespoke screens: every built screen that is not drawn from its entity's declaration alone. One written here
 * for a path an entity declares replaces the declaration's generic screen (./declaredScreens.ts leaves it out).
 */
export const bespokePages = {
  '/DingLogin': () => import('@/features/auth/DingLoginPage'),
  '/userBind': () => import('@/features/auth/UserBindPage'),
  '/StopTaking': () => import('@/features/public/StopTakingPage'),
  '/noPermission': () => import('@/features/public/NoPermissionPage'),
  '/resetPage': () => import('@/features/public/ResetPage'),
  '/userAgreement': () => import('@/features/public/LegalPage').then((m) => ({ default: m.UserAgreementPage })),
  '/userPrivacyPolicy': () => import('@/features/public/LegalPage').then((m) => ({ default: m.PrivacyPolicyPage })),
  '/refundDetailList': () => import('@/features/refund/RefundDetailListPage'),
  '/RentOrderManage': () => import('@/features/rentOrder/RentOrderManagePage'),
  // The same orders to an enterprise account (its own staff's: the backend's scope), with the same screen.
  '/OrderList': () => import('@/features/rentOrder/RentOrderManagePage'),
  '/createShortOrder': () => import('@/features/rentOrder/CreateOrderPage'),
  // An order's detail (the declaration's, under a header) and its car.
  ...namedPages(() => import('@/features/rentOrder/OrderScreens'), [
    ['/OrderDetail', 'OrderDetailPage'],
    ['/orderCarDetail', 'OrderCarDetailPage'],
  ]),
  ...dispatchPages,
  ...supplierPages,
  ...adminPages,
  ...monitorPages,
  ...trailPages,
  ...systemPages,
  ...fencePages,
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
  ...chargingPages,
} satisfies Record<string, PageModule>;

/**
 * Screens drawn from a declaration alone (docs/adding-a-screen.md): each path an entity declares in `screens` (its
 * list, detail, add and edit) and no bespoke screen takes, loading the declaration and the generic screens with it.
 * The paths are the declarations' (./declaredScreens.ts is generated from them), never written here.
 */
function declaredPages(screens: Readonly<Record<string, () => Promise<AnySchema>>>): Record<string, PageModule> {
  return Object.fromEntries(
    Object.entries(screens).map(([path, load]) => [
      path,
      () => Promise.all([load(), import('@/components/entity/screens')]).then(([schema, m]) => ({ default: m.declaredScreen(schema, path) })),
    ]),
  );
}

/** Built screens but the sign-in and the dashboard (./table.ts `eagerPages`). A route missing here shows "screen under construction". */
export const builtPages: Readonly<Record<string, PageModule>> = { ...declaredPages(declaredScreens), ...bespokePages };
