/**
 * The vehicle's rules across records (pure; docs/architecture.md "Fleet"): THE one blocker rule answering "may this
 * vehicle be rented / dispatched / transferred / repaired now (or over a period), and if not, why", the operating
 * state it shows, and which vehicle already holds a GPS terminal. Each takes the rows it reads (`FleetWorld`); the
 * demo backend passes its collections, a screen that pre-checks the rows it has.
 *
 * What blocks a vehicle, in the order the first found is named:
 * - its state: 维修中, 停用 (`vehicleStatus` 2, 3), an open transfer (requested, approved, in transit), 调拨中 (4);
 * - a rental order holding it (on rent, awaiting pick-up or payment: the declaration's ORDER_HOLDS_CAR), over the
 *   period when one is given, else any; the order asking is not its own blocker (`exceptOrder`);
 * - an open maintenance work order (pending, approved, in repair, awaiting acceptance), other than the one asking;
 * - for renting, dispatching and transferring: a live lease (a business contract submitted or in force, its approved
 *   renewals included) over the period (today when none is given);
 * - for renting and dispatching (the vehicle goes on the road): its compulsory insurance (交强险, from the policies)
 *   lapsed or missing, or its annual inspection overdue — judged today (a booking further ahead is not refused for
 *   a cover that ends before it: renewals are bought ahead).
 */
import { bi, type Bilingual } from '@/i18n';
import { DICTIONARIES } from '../dicts';
import { LIVE_CONTRACT_STATES } from '../contract/businessContract';
import { liveLease, type LeaseRow, type RenewalRow } from '../contract/rules';
import { insuranceExpiries, type PolicyRow } from '../insurance/rules';
import { OPEN_WORK_ORDER, WORK_ORDER } from '../maintenance/workOrder';
import { ORDER_HOLDS_CAR } from '../order/rentOrder';
import { RENT_ORDER_STATE } from '../order/lifecycle';
import { ALLOCATION } from './allocation';
import { DEVICE_GPS } from './device';

/** The operating states (dictionary vehicle_operation_state). */
export const OPERATION = { available: 1, reserved: 2, rented: 3, repair: 4, allocating: 5, offline: 6, outOfService: 7, blocked: 8 } as const;

/** The vehicle's stored status (dictionary vehicle_status). */
export const VEHICLE_STATUS = { available: 1, repair: 2, outOfService: 3, allocating: 4 } as const;

/** Rental order states (dictionary rent_order_status) that hold their car: the rental order declaration's list. */
export const RENT_ORDER_HOLDING: readonly number[] = ORDER_HOLDS_CAR;

/** The open transfers' states: requested, approved, in transit. */
const OPEN_ALLOCATION: readonly number[] = [ALLOCATION.requested, ALLOCATION.approved, ALLOCATION.inTransit];

export interface VehicleRow {
  carId: number | string;
  plate: string;
  vehicleStatus: number;
  inspectionExpiry?: string;
}
export interface RentOrderRow {
  orderNo: string;
  carId: number | string;
  orderStatus: number;
  bookingGaincarTime: string;
  bookingBackcarTime: string;
}
export interface AllocationRow {
  allocationId: number | string;
  allocationNo: string;
  carId: number | string;
  allocationStatus: number;
}
export interface WorkOrderRow {
  workOrderId: number | string;
  workOrderNo: string;
  carId: number | string;
  plate: string;
  workOrderStatus: number;
}

/** A work order's state as the screens name it (dictionary maintenance_status). */
function workOrderState(o: Pick<WorkOrderRow, 'workOrderStatus'>, lang: 'zh-CN' | 'en-US'): string {
  const entry = DICTIONARIES.maintenance_status?.find((e) => e.value === String(o.workOrderStatus));
  return (lang === 'zh-CN' ? entry?.label : (entry?.labelEn ?? entry?.label)) ?? String(o.workOrderStatus);
}
export interface DeviceRow {
  deviceId: number | string;
  terminalNo: string;
  carId: number | string;
  deviceType: number | string;
  bindStatus: number;
  onlineState: number;
}

/** The rows the vehicle's rules read: the fleet and what holds a vehicle. */
export interface FleetWorld {
  vehicles: readonly VehicleRow[];
  rentOrders: readonly RentOrderRow[];
  VehicleAllocation: readonly AllocationRow[];
  MaintenanceList: readonly WorkOrderRow[];
  businessContract: readonly LeaseRow[];
  renewContract: readonly RenewalRow[];
  InsuranceList: readonly PolicyRow[];
}

/** What is asked of a vehicle. */
export type VehicleUse = 'rent' | 'dispatch' | 'transfer' | 'repair';

/** The verb of each use, in the refusals (调拨 a transfer, 送修 a repair). */
const DOING: Record<VehicleUse, Bilingual> = {
  rent: bi('租赁', 'be rented'),
  dispatch: bi('派车', 'be dispatched'),
  transfer: bi('调拨', 'be transferred'),
  repair: bi('送修', 'be sent to repair'),
};

/** A period of wall times `YYYY-MM-DD HH:mm:ss` (or days `YYYY-MM-DD`). */
export interface UsePeriod {
  start: string;
  end: string;
}

export interface BlockerQuery {
  use: VehicleUse;
  /** Today, `YYYY-MM-DD` (the demo's clock): the lease, the insurance and the inspection are checked from it when no period is given. */
  today: string;
  /** The period asked for (renting, dispatching); none: now. */
  period?: UsePeriod;
  /** The transfer asking (it is not its own blocker). */
  exceptAllocation?: unknown;
  /** The work order asking. */
  exceptWorkOrder?: unknown;
  /** The rental order asking (its pick-up, extension or change of car): it does not block its own car. */
  exceptOrder?: unknown;
  /** Each vehicle's insurance expiry, when prepared once for many vehicles (`insuranceExpiries`). */
  expiryOf?: (carId: unknown) => string;
}

/** Whether two wall-time periods overlap (touching ends do not). */
const overlapping = (a: UsePeriod, b: UsePeriod) => a.start < b.end && b.start < a.end;

const day = (time: string) => time.slice(0, 10);

/**
 * Why this vehicle may not be used so (null: it may), naming the blocker, in both languages: THE rule every screen
 * and handler asks (create-order's car choices and the order's placing, the transfer's request, approval and
 * departure, the start of a repair, the dispatch centre's vehicle choices and assignment).
 */
export function vehicleBlocker(world: FleetWorld, carId: unknown, q: BlockerQuery): Bilingual | null {
  const v = world.vehicles.find((x) => String(x.carId) === String(carId));
  if (!v) return bi('车辆不存在或已被删除', 'The vehicle does not exist or has been deleted');
  const doing = DOING[q.use];
  const no = (zh: string, en: string) => bi(`${zh}，不能${doing['zh-CN']}`, `${en}: it cannot ${doing['en-US']}`);
  const plate = v.plate;
  if (v.vehicleStatus === VEHICLE_STATUS.repair) return no(`车辆${plate}正在维修中`, `Vehicle ${plate} is in repair`);
  if (v.vehicleStatus === VEHICLE_STATUS.outOfService) return no(`车辆${plate}已停用`, `Vehicle ${plate} is out of service`);
  const open = world.VehicleAllocation.find((a) => String(a.carId) === String(carId) && OPEN_ALLOCATION.includes(a.allocationStatus) && String(a.allocationId) !== String(q.exceptAllocation));
  if (open) {
    return q.use === 'transfer'
      ? bi(`车辆${plate}已有未完成的调拨单${open.allocationNo}，不能重复调拨`, `Vehicle ${plate} already has an open transfer ${open.allocationNo}: it cannot be transferred twice`)
      : no(`车辆${plate}已有未完成的调拨单${open.allocationNo}`, `Vehicle ${plate} has an open transfer ${open.allocationNo}`);
  }
  if (v.vehicleStatus === VEHICLE_STATUS.allocating) return no(`车辆${plate}正在调拨中`, `Vehicle ${plate} is being transferred`);
  const order = (held: (status: number) => boolean) =>
    world.rentOrders.find((o) => String(o.carId) === String(carId) && held(o.orderStatus) && String(o.orderNo) !== String(q.exceptOrder)
      && (!q.period || overlapping(q.period, { start: o.bookingGaincarTime, end: o.bookingBackcarTime })));
  const renting = order((s) => s === RENT_ORDER_STATE.renting);
  if (renting) return no(`车辆${plate}正在租赁中（订单${renting.orderNo}）`, `Vehicle ${plate} is on rent (order ${renting.orderNo})`);
  const reserved = order((s) => s !== RENT_ORDER_STATE.renting && RENT_ORDER_HOLDING.includes(s));
  if (reserved) {
    const waiting = reserved.orderStatus === RENT_ORDER_STATE.awaitingPayment ? bi('待支付', 'awaiting payment') : bi('待取车', 'awaiting pick-up');
    return no(`车辆${plate}已被预订（订单${reserved.orderNo}${waiting['zh-CN']}）`, `Vehicle ${plate} is reserved (order ${reserved.orderNo} ${waiting['en-US']})`);
  }
  const repair = world.MaintenanceList.find((o) => String(o.carId) === String(carId) && OPEN_WORK_ORDER.includes(o.workOrderStatus) && String(o.workOrderId) !== String(q.exceptWorkOrder));
  if (repair) return no(`车辆${plate}有${workOrderState(repair, 'zh-CN')}的维保工单${repair.workOrderNo}`, `Vehicle ${plate} has an open maintenance work order ${repair.workOrderNo}`);
  const days = q.period ? { start: day(q.period.start), end: day(q.period.end) } : { start: q.today, end: q.today };
  if (q.use !== 'repair') {
    const lease = liveLease({ contracts: world.businessContract, renewals: world.renewContract }, carId, days);
    if (lease) {
      return no(`车辆${plate}已在合同${lease.contract.contractNo}中租出（${lease.start}至${lease.end}）`, `Vehicle ${plate} is leased under contract ${lease.contract.contractNo} (${lease.start} to ${lease.end})`);
    }
  }
  if (q.use === 'rent' || q.use === 'dispatch') {
    // Judged today: a booking further ahead is not refused for a cover ending before it (renewals are bought ahead).
    const expiry = (q.expiryOf ?? insuranceExpiries(world.InsuranceList))(carId);
    if (expiry === '') return no(`车辆${plate}没有交强险保单`, `Vehicle ${plate} has no compulsory insurance (交强险) policy`);
    if (expiry < q.today) return no(`车辆${plate}的交强险已于${expiry}到期`, `Vehicle ${plate}'s compulsory insurance (交强险) expired on ${expiry}`);
    if (v.inspectionExpiry && v.inspectionExpiry < q.today) {
      return no(`车辆${plate}的年检已于${v.inspectionExpiry}到期`, `Vehicle ${plate}'s annual inspection has been overdue since ${v.inspectionExpiry}`);
    }
  }
  return null;
}

/**
 * Each vehicle's operating state, the first that holds of: 停用, 维修中, 调拨中 (its `vehicleStatus`), 租用中 (an order
 * of it renting), 已预订 (an order awaiting payment or pick-up), 不可租 (the blocker rule refuses renting it today: an open
 * transfer or work order, a live lease, its compulsory insurance or annual inspection lapsed), 离线 (its GPS terminal
 * bound and off-line), else 可租. Prepared once (indexes of the rows), then asked per vehicle.
 */
export function operationStates(world: FleetWorld & { Devices: readonly DeviceRow[] }, today: string): (vehicle: Readonly<Pick<VehicleRow, 'carId'>>) => number {
  // Each vehicle's holding order: renting wins over a reservation (awaiting payment or pick-up).
  const orders = new Map<string, number>();
  for (const o of world.rentOrders) {
    if (!RENT_ORDER_HOLDING.includes(o.orderStatus) || orders.get(String(o.carId)) === OPERATION.rented) continue;
    orders.set(String(o.carId), o.orderStatus === RENT_ORDER_STATE.renting ? OPERATION.rented : OPERATION.reserved);
  }
  const offline = new Set(world.Devices.filter((d) => d.bindStatus === 1 && Number(d.deviceType) === DEVICE_GPS && d.onlineState === 0).map((d) => String(d.carId)));
  const expiryOf = insuranceExpiries(world.InsuranceList);
  // Only the rows that may block a vehicle are searched per vehicle.
  const holding = {
    ...world,
    VehicleAllocation: world.VehicleAllocation.filter((a) => OPEN_ALLOCATION.includes(a.allocationStatus)),
    MaintenanceList: world.MaintenanceList.filter((o) => OPEN_WORK_ORDER.includes(o.workOrderStatus)),
    businessContract: world.businessContract.filter((c) => LIVE_CONTRACT_STATES.includes(c.contractStatus)),
    rentOrders: [],
  };
  const byId = new Map(world.vehicles.map((v) => [String(v.carId), v]));
  return (row) => {
    const id = String(row.carId);
    const v = byId.get(id) ?? (row as VehicleRow);
    switch (Number(v.vehicleStatus)) {
      case VEHICLE_STATUS.outOfService:
        return OPERATION.outOfService;
      case VEHICLE_STATUS.repair:
        return OPERATION.repair;
      case VEHICLE_STATUS.allocating:
        return OPERATION.allocating;
    }
    const held = orders.get(id);
    if (held !== undefined) return held;
    if (vehicleBlocker({ ...holding, vehicles: [v] }, id, { use: 'rent', today, expiryOf })) return OPERATION.blocked;
    return offline.has(id) ? OPERATION.offline : OPERATION.available;
  };
}

/** The GPS terminal bound to a vehicle, other than `except` (a terminal being bound or edited). */
export function gpsHolder<D extends DeviceRow>(devices: readonly D[], carId: unknown, except?: unknown): D | undefined {
  return devices.find((d) => d.bindStatus === 1 && String(d.carId) === String(carId) && Number(d.deviceType) === DEVICE_GPS && String(d.deviceId) !== String(except));
}

/** A terminal's vehicle choices: every vehicle, with its store and the GPS terminal it holds (a second one is refused). */
export function deviceVehicleOptions(
  vehicles: readonly { carId: number; plate: string; storeName: string }[],
  devices: readonly DeviceRow[],
): { value: number; label: string }[] {
  const gps = new Map(devices.filter((d) => d.bindStatus === 1 && Number(d.deviceType) === DEVICE_GPS).map((d) => [String(d.carId), d.terminalNo]));
  return vehicles.map((v) => {
    const held = gps.get(String(v.carId));
    return { value: v.carId, label: `${v.plate}（${v.storeName}${held ? `，已装GPS终端${held}` : ''}）` };
  });
}

/**
 * Why a vehicle in repair cannot be declared repaired from its own screen (/Vehicles 维修完成): a work order of it is in
 * repair or awaiting acceptance — the order's acceptance (验收) brings it back (null: none is).
 */
export function repairOrderBlocker(workOrders: readonly WorkOrderRow[], carId: unknown): Bilingual | null {
  const o = workOrders.find((x) => String(x.carId) === String(carId) && (x.workOrderStatus === WORK_ORDER.inRepair || x.workOrderStatus === WORK_ORDER.toAccept));
  return o
    ? bi(`车辆${o.plate}有${workOrderState(o, 'zh-CN')}的维保工单${o.workOrderNo}，请通过验收恢复可租`, `Vehicle ${o.plate} has a work order ${o.workOrderNo} (${workOrderState(o, 'en-US')}): its acceptance brings it back`)
    : null;
}
