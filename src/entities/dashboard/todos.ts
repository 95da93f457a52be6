/**
 * §2 Dashboard: the to-do counts' paths and shapes (§7: platform order to-dos GET, branch company order to-dos POST,
 * both without a payload), and the ONE place for the to-do rows (§2's 11 and the dispatch centre's) — their key in the call's answer, their meaning (both
 * languages) and the list (with its filter query) a count opens. The answers' types are derived from the tables, so a
 * key is written once; the demo backend counts each key's rows by its link (src/mocks/todos.ts). The to-do list (/toDoList) shows the same rows, and a supplier's
 * own (SUPPLIER_TODOS), for the signed-in account (`fetchMyTodos`, src/api/todos.ts). Declared here, below api/, with
 * the dashboard's paths and counts, because the demo backend counts the same rows (src/mocks).
 */
import type { Bilingual } from '@/i18n';

export const DASHBOARD_PATHS = {
  platformTodo: '/api/lingsan/customerOrder/todo/list',
  branchTodo: '/api/lingsan/order/supplier/platformToDoItem',
} as const;

export interface TodoItem<K extends string = string> {
  key: K;
  meaning: Bilingual;
  /** Path and query of the filtered list, exactly as §2 writes it. */
  target: string;
}

/** A table of to-dos: the answer's key → its meaning and link. The count types below are derived from it. */
type TodoTable = Readonly<Record<string, Omit<TodoItem, 'key'>>>;

/** The answer of a table's counts: one number per key. */
type CountsOf<T extends TodoTable> = { [K in keyof T]: number };

function items<T extends TodoTable>(table: T): readonly TodoItem<Extract<keyof T, string>>[] {
  return (Object.keys(table) as Extract<keyof T, string>[]).map((key) => ({ key, ...table[key]! }));
}

/** §2 Platform order to-dos, in the spec's order. */
const PLATFORM_TABLE = {
  tobeDispatchNum: {
    meaning: { 'zh-CN': '待派单的订单', 'en-US': 'Orders awaiting dispatch' },
    target: '/scatterNeedOrder?demandOrderStatusCode=1',
  },
  returnDispatchNum: {
    meaning: { 'zh-CN': '派单被退回，待处理', 'en-US': 'Dispatch returned, pending' },
    target: '/scatterPlatformOrderList?orderStatus=2',
  },
  changeVehicleOrDriverNum: {
    meaning: { 'zh-CN': '换车或换司机，待处理', 'en-US': 'Vehicle or driver change pending' },
    target: '/scatterPlatformOrderList?todoVehicle=true',
  },
  tobeReviewedNum: {
    meaning: { 'zh-CN': '待审核的验车单', 'en-US': 'Review sheets pending' },
    target: '/checkSheet?auditStatus=1',
  },
  tobeCheckedByShouQiNum: {
    meaning: { 'zh-CN': '待合作方确认的账单', 'en-US': 'Bills awaiting confirmation by the partner' },
    target: '/izuIncomeBill?billStatus=120',
  },
  // Not in §2's table: the dispatch centre's requests awaiting dispatch (docs/routes.md /DispatchCenter).
  dispatchCenterPendingNum: {
    meaning: { 'zh-CN': '调度台待调度的用车申请', 'en-US': 'Vehicle requests awaiting dispatch' },
    target: '/DispatchCenter?requestStatus=1',
  },
  // Nor these: the rental orders waiting on the store's counter (docs/architecture.md "Rental orders").
  rentAwaitingPickUpNum: {
    meaning: { 'zh-CN': '待取车的短租订单', 'en-US': 'Rental orders awaiting pick-up' },
    target: '/RentOrderManage?orderStatus=10',
  },
  rentAwaitingSettlementNum: {
    meaning: { 'zh-CN': '已还车待结算的短租订单', 'en-US': 'Rental orders returned, awaiting settlement' },
    target: '/RentOrderManage?orderStatus=30',
  },
} satisfies TodoTable;
export const PLATFORM_TODOS = items(PLATFORM_TABLE);
export type PlatformTodoCounts = CountsOf<typeof PLATFORM_TABLE>;

/** §2 Branch company order to-dos, in the spec's order. */
const BRANCH_TABLE = {
  confirmationBeforeDeliveryNumber: {
    meaning: { 'zh-CN': '交车前待确认', 'en-US': 'Confirmation before delivery' },
    target: '/branchOrder?orderStatus=1',
  },
  preDeliveryReviewRejectNumber: {
    meaning: { 'zh-CN': '交车前审核被驳回', 'en-US': 'Pre-delivery review rejected' },
    target: '/branchOrder?orderStatus=4',
  },
  waitingDeliveryNumber: {
    meaning: { 'zh-CN': '待交车', 'en-US': 'Awaiting delivery' },
    target: '/branchOrder?orderStatus=5',
  },
  dispatchingNumber: {
    meaning: { 'zh-CN': '交车中', 'en-US': 'Being delivered' },
    target: '/branchOrder?orderStatus=6&dispatchingFlag=1',
  },
  returnedToBeConfirmedNumber: {
    meaning: { 'zh-CN': '已还车，待确认', 'en-US': 'Return awaiting confirmation' },
    target: '/branchOrder?orderStatus=9&orderType=1&returnedFlag=1',
  },
  completedAndCallBackDataNumber: {
    meaning: { 'zh-CN': '已完成，待回传数据', 'en-US': 'Completed, data to send back' },
    target: '/branchOrder?orderStatus=11&completedAndToDoItems=1',
  },
} satisfies TodoTable;
export const BRANCH_TODOS = items(BRANCH_TABLE);
export type BranchTodoCounts = CountsOf<typeof BRANCH_TABLE>;

/** A supplier's to-dos, each opening its filtered list. */
const SUPPLIER_TABLE = {
  toSendVehicleNum: {
    meaning: { 'zh-CN': '待派车的需求订单', 'en-US': 'Demand orders awaiting a vehicle' },
    target: '/supplierDemandOrder?demandOrderStatusCode=2',
  },
  toStartServiceNum: {
    meaning: { 'zh-CN': '待开始服务的订单', 'en-US': 'Orders to start' },
    target: '/supplierOrderSec?orderStatus=3&todoVehicle=false',
  },
  toFinishServiceNum: {
    meaning: { 'zh-CN': '服务中待结束的订单', 'en-US': 'Orders in service to finish' },
    target: '/supplierOrderSec?orderStatus=4&todoVehicle=false',
  },
  changeAwaitingAuditNum: {
    meaning: { 'zh-CN': '待平台审核的换车单', 'en-US': 'Change orders awaiting audit' },
    target: '/changeCarOrder?changeStatus=1',
  },
  billToReconcileNum: {
    meaning: { 'zh-CN': '待对账的零散账单', 'en-US': 'Ad-hoc bills to reconcile' },
    target: '/supplierScatteredBillSec?billStatus=1',
  },
} satisfies TodoTable;
export const SUPPLIER_TODOS = items(SUPPLIER_TABLE);
export type SupplierTodoCounts = CountsOf<typeof SUPPLIER_TABLE>;

/** An enterprise client's to-dos (its home, src/entities/dashboard/home.ts): its vehicle requests and its bills. */
const ENTERPRISE_TABLE = {
  requestAwaitingDispatchNum: {
    meaning: { 'zh-CN': '待调度的用车申请', 'en-US': 'Vehicle requests awaiting dispatch' },
    target: '/ApplyVehicleList?requestStatus=1',
  },
  requestAssignedNum: {
    meaning: { 'zh-CN': '已派车待出发的用车申请', 'en-US': 'Vehicle requests with a vehicle assigned' },
    target: '/ApplyVehicleList?requestStatus=2',
  },
  requestInServiceNum: {
    meaning: { 'zh-CN': '服务中的用车申请', 'en-US': 'Vehicle requests in service' },
    target: '/ApplyVehicleList?requestStatus=5',
  },
  billAwaitingPaymentNum: {
    meaning: { 'zh-CN': '待付款的账单', 'en-US': 'Bills awaiting payment' },
    target: '/customerBillSec?billStatus=1',
  },
  billPartlyPaidNum: {
    meaning: { 'zh-CN': '部分付款的账单', 'en-US': 'Bills partly paid' },
    target: '/customerBillSec?billStatus=2',
  },
} satisfies TodoTable;
export const ENTERPRISE_TODOS = items(ENTERPRISE_TABLE);

/** Every count of the to-do list, for the signed-in account (a supplier's own rows only). */
export type MyTodoCounts = PlatformTodoCounts & BranchTodoCounts & SupplierTodoCounts;

export const MY_TODOS_PATH = '/api/lingsan/todo/mine';


/** A to-do's link: the route code of the list it opens (`/checkSheet?…` → `checkSheet`) and its filter, the query's pairs. */
export function todoLink(target: string): { route: string; filter: [string, string][] } {
  const [route = '', query = ''] = target.split('?');
  return { route: route.slice(1), filter: [...new URLSearchParams(query)] };
}

/**
 * The count of a to-do over the rows its list shows: those whose every filter field equals the row's field as text
 * (`todoVehicle=true` from a URL matches true). One rule for the dashboard and the to-do list.
 */
export function todoCountOf(rows: readonly object[], target: string): number {
  const { filter } = todoLink(target);
  return rows.filter((row) => filter.every(([k, v]) => String((row as Record<string, unknown>)[k]) === v)).length;
}
