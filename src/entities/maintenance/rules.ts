/**
 * The maintenance rules across records (pure; docs/architecture.md "Fleet", "Maintenance work orders"): what a work
 * order's request may name, a shop's open orders and why it may not be suspended, and what the order's steps do to
 * its vehicle. The demo backend passes the rows it reads; the single-record rules are the declaration's
 * (./workOrder.ts: the odometer, the cost lines' totals, the registration times).
 */
import { bi as t, type Bilingual } from '@/i18n';
import { costLineAmount, odometerInProblem, OPEN_WORK_ORDER, WORK_ORDER, workOrderTotals } from './workOrder';

/** What the rules read of a work order. */
export interface WorkOrderRow {
  workOrderId: number | string;
  workOrderNo: string;
  workOrderStatus: number;
  carId: unknown;
  shopId: unknown;
}

/**
 * What finishing stores on the order (`now`: when it is finished): its cost lines each with its amount, the totals of
 * `workOrderTotals`, and the state awaiting acceptance.
 */
export function finishedWorkOrder(costLines: readonly Record<string, unknown>[], now: string): Record<string, unknown> {
  const lines: Record<string, unknown>[] = costLines.map((line) => ({ ...line, amount: Number(costLineAmount(line.quantity as number, line.unitPrice as number)) }));
  const totals = workOrderTotals(lines);
  return {
    costLines: lines, partsCost: Number(totals.parts), labourCost: Number(totals.labour), finalCost: Number(totals.total), finishTime: now,
    workOrderStatus: WORK_ORDER.toAccept,
  };
}

const isOpen = (o: Pick<WorkOrderRow, 'workOrderStatus'>) => OPEN_WORK_ORDER.includes(o.workOrderStatus);

export const WORK_ORDER_REFUSALS = {
  outOfService: (plate: string) => t(`车辆${plate}已停用，不能创建维保工单`, `Vehicle ${plate} is out of service: no work order can be made for it`),
  openOrder: (plate: string, no: string) => t(`车辆${plate}已有未完成的维保工单${no}`, `Vehicle ${plate} already has an open work order ${no}`),
  shopBusy: (count: number, no: string) =>
    t(`该维修厂有${count}张未完成的维保工单（${no}等），不能暂停合作`, `The shop has ${count} open work orders (${no}…): its cooperation cannot be suspended`),
};

/**
 * Why a request (new, or changed while pending) may not name this vehicle: out of service (停用), another open order
 * of it, an odometer at entry below its mileage; the field refused and why, or null.
 */
export function workOrderRequestProblem(
  row: Readonly<Record<string, unknown>>,
  v: { carId: unknown; plate: string; vehicleStatus: number; mileage: number },
  orders: readonly WorkOrderRow[],
): { field: string; message: Bilingual } | null {
  if (v.vehicleStatus === 3) return { field: 'carId', message: WORK_ORDER_REFUSALS.outOfService(v.plate) };
  const other = orders.find((o) => o.carId === v.carId && isOpen(o) && String(o.workOrderId) !== String(row.workOrderId));
  if (other) return { field: 'carId', message: WORK_ORDER_REFUSALS.openOrder(v.plate, other.workOrderNo) };
  const odometer = odometerInProblem(row.odometerIn, v.mileage);
  return odometer && { field: 'odometerIn', message: odometer };
}

/** Each shop's open work orders, counted once (then asked by shop id). */
export function openOrderCounts(orders: readonly WorkOrderRow[]): (shopId: unknown) => number {
  const counts = new Map<string, number>();
  for (const o of orders) if (isOpen(o)) counts.set(String(o.shopId), (counts.get(String(o.shopId)) ?? 0) + 1);
  return (shopId) => counts.get(String(shopId)) ?? 0;
}

/** Why a shop may not be suspended: its open work orders (the first named), or null. */
export function shopSuspendProblem(shopId: unknown, orders: readonly WorkOrderRow[]): Bilingual | null {
  const open = orders.filter((o) => String(o.shopId) === String(shopId) && isOpen(o));
  return open.length ? WORK_ORDER_REFUSALS.shopBusy(open.length, open[0]!.workOrderNo) : null;
}

/** The repair starting: the vehicle is 维修中, its repair reason the order's (its type's name, its fault, its number). */
export const repairStart = (typeName: string, row: Readonly<Record<string, unknown>>) => ({
  vehicleStatus: 2, vehicleStatusName: '维修中', repairReason: `${typeName}：${String(row.faultDescription as string)}（工单${String(row.workOrderNo as string)}）`,
});

/** The repair accepted: the vehicle is out of 维修中 (可租), its mileage at least the odometer out. */
export const repairAccepted = (v: Readonly<Record<string, unknown>>, row: Readonly<Record<string, unknown>>) => ({
  vehicleStatus: 1, vehicleStatusName: '可租', repairReason: '', mileage: Math.max(Number(v.mileage), Number(row.odometerOut ?? 0)),
});
