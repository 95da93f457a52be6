/**
 * THE route table: every screen of §2 with its title, group, permission and cache flag (DESIGN "The route
 * table"). Public and shell routes are here; the business screens are in ./catalog. Which screens are built is
 * `pages` below; every other route shows its title and "screen under construction" (docs/routes.md).
 */
import type { ComponentType } from 'react';
import { remembering } from '@/lib/modules';
import type { AnySchema } from '@/entities/define';
import { catalog } from './catalog';
import type { PageModule, RouteMeta } from './types';

/** §2 public routes (no sign-in needed). */
export const publicRoutes: readonly RouteMeta[] = [
  { path: '/Login', title: { 'zh-CN': '登录', 'en-US': 'Sign in' }, group: 'public', public: true, cache: false },
  { path: '/StopTaking', title: { 'zh-CN': '系统暂停服务', 'en-US': 'Service paused' }, group: 'public', public: true, cache: false },
  { path: '/DingLogin', title: { 'zh-CN': '工作台登录', 'en-US': 'Workplace sign-in' }, group: 'public', public: true, cache: false },
  { path: '/resetPage', title: { 'zh-CN': '刷新页面', 'en-US': 'Refresh page' }, group: 'public', public: true, cache: false },
  { path: '/noPermission', title: { 'zh-CN': '无访问权限', 'en-US': 'No permission' }, group: 'public', public: true, cache: false },
  { path: '/userBind', title: { 'zh-CN': '账号绑定', 'en-US': 'Bind account' }, group: 'public', public: true, cache: false },
  { path: '/userAgreement', title: { 'zh-CN': '用户协议', 'en-US': 'User agreement' }, group: 'public', public: true },
  { path: '/userPrivacyPolicy', title: { 'zh-CN': '隐私政策', 'en-US': 'Privacy policy' }, group: 'public', public: true },
];

/** `/` and `/Manage`: the shell's home (the dashboard), open to every signed-in user. */
export const homeRoutes: readonly RouteMeta[] = [
  { path: '/', title: { 'zh-CN': '首页', 'en-US': 'Home' }, group: 'shell', permission: null },
  { path: '/Manage', title: { 'zh-CN': '首页', 'en-US': 'Home' }, group: 'shell', permission: null },
];

export const routeTable: readonly RouteMeta[] = [...publicRoutes, ...homeRoutes, ...catalog];

const byPath = new Map(routeTable.map((r) => [r.path, r]));

/** The route of an exact (case-sensitive) path. */
export function findRoute(path: string): RouteMeta | undefined {
  return byPath.get(path);
}

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

/** Built screens. A route missing here shows "screen under construction". */
const builtPages = {
  '/Login': () => import('@/features/auth/LoginPage'),
  '/DingLogin': () => import('@/features/auth/DingLoginPage'),
  '/userBind': () => import('@/features/auth/UserBindPage'),
  '/StopTaking': () => import('@/features/public/StopTakingPage'),
  '/noPermission': () => import('@/features/public/NoPermissionPage'),
  '/resetPage': () => import('@/features/public/ResetPage'),
  '/userAgreement': () => import('@/features/public/LegalPage').then((m) => ({ default: m.UserAgreementPage })),
  '/userPrivacyPolicy': () => import('@/features/public/LegalPage').then((m) => ({ default: m.PrivacyPolicyPage })),
  '/': () => import('@/features/dashboard/DashboardPage'),
  '/Manage': () => import('@/features/dashboard/DashboardPage'),
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
  '/processInstanceCreate': () => import('@/features/process/InstanceCreatePage'),
  '/editFlowForm': () => import('@/features/process/form/FlowFormEditPage'),
} satisfies Record<string, PageModule>;

/** The built screens' loaders, each remembering its module (`loadedModule`): a screen whose code is in renders at once. */
export const pages: Readonly<Record<string, PageModule>> = Object.fromEntries(Object.entries(builtPages).map(([path, load]) => [path, remembering(load)]));

/** A route's title for an address: the `titleWithout` title when its query lacks that parameter (§2 /editFlowForm). */
export function routeTitle(meta: RouteMeta, search: string): RouteMeta['title'] {
  const alt = meta.titleWithout;
  return alt && !new URLSearchParams(search).get(alt.param) ? alt.title : meta.title;
}

/** Built screens that are not complete yet, as docs/routes.md reports them (anything in `pages` not here is built). */
export const partlyBuilt: Readonly<Record<string, string>> = {};
