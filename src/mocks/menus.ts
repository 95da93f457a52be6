/**
 * Menus and permission codes per audience (§2 Menu, §6). One master tree; each audience sees the pages
 * listed for it. A page entry's permissionCode is its url without the leading slash (so a route guard can
 * check a path against the permission list); a group's is its code. Button permissions are `area:action`.
 * A page's title is its screen's (src/entities/routes/catalog.ts), so the menu and the tabs name it alike; which group
 * lists it is declared in src/entities/routes/menu.ts (docs/architecture.md "Menu groups").
 */
import type { MenuEntry } from '@/entities/account/wire';
import { catalog } from '@/entities/routes/catalog';
import { MENU_GROUPS, type MenuGroup } from '@/entities/routes/menu';
import { HOME_URL } from '@/entities/system/rules';
import type { Audience } from './accounts';

export type { MenuEntry } from '@/entities/account/wire';

/** Home's English title (every other entry is titled as its screen in the route catalogue). */
const HOME_EN = 'Home';

/** A page entry: titled (in both languages) as its screen in the route catalogue, so the menu and the tabs name it alike. */
function page(url: string, title = catalog.find((r) => r.path === url)?.title['zh-CN'] ?? url, icon = ''): MenuEntry {
  const titleEn = url === HOME_URL ? HOME_EN : (catalog.find((r) => r.path === url)?.title['en-US'] ?? url);
  return { title, titleEn, url, icon, permissionCode: url.slice(1) };
}

/** A group of the menu declaration (src/entities/routes/menu.ts): its job is its code. */
function group({ job, title, icon, pages }: MenuGroup): MenuEntry {
  return { title: title['zh-CN'], titleEn: title['en-US'], code: job, icon, permissionCode: job, children: pages.map((url) => page(url)) };
}

/** The console's menu as first seeded (the menu collection, ./access, starts from it): home, then the groups by job. */
export const MASTER: readonly MenuEntry[] = [page(HOME_URL, '首页', 'HomeOutlined'), ...MENU_GROUPS.map(group)];

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
