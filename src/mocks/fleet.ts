/**
 * The fleet's rules that span collections (docs/architecture.md "Fleet"): a vehicle's operating state, which
 * vehicles may be transferred, and which vehicle already holds a GPS terminal. One function each, used by every
 * endpoint that needs the rule: the vehicle list's filter and the status board's counts read the same
 * `operationStates`, the transfer's request, approval and departure the same `allocationBlocker`, the terminal's
 * binding and its edit the same `gpsHolder`.
 */
import { ALLOCATION, DEVICE_GPS } from '@/entities/admin';
import { dictLabel } from '@/entities/dicts';
import { data } from './db';
import type { Vehicle } from './model';

type Row = Record<string, unknown>;

/** The operating states (dictionary vehicle_operation_state), in the order a vehicle takes the first that holds. */
export const OPERATION = { available: 1, reserved: 2, rented: 3, repair: 4, allocating: 5, offline: 6, outOfService: 7 } as const;

/** Rental order states (dictionary rent_order_status): awaiting pick-up, renting. */
const RESERVED = 10;
const RENTING = 20;

/** The open transfers' states: requested, approved, in transit. */
const OPEN_ALLOCATION: readonly number[] = [ALLOCATION.requested, ALLOCATION.approved, ALLOCATION.inTransit];

/**
 * Each vehicle's operating state, from its status, its rental orders and its GPS terminal — one state a vehicle, the
 * first that holds of: 停用 out of service, 维修中 in repair, 调拨中 being transferred, 租赁中 on rent (an order of it
 * renting), 已预订 reserved (an order of it awaiting pick-up), 离线 off-line (its GPS terminal bound and off-line),
 * else 可租 available. A rented vehicle whose terminal is off-line counts as rented (the terminals list shows it
 * off-line). Prepared once a call; then asked per vehicle.
 */
export function operationStates(): (vehicle: Readonly<Row>) => number {
  const orders = new Map<string, number>();
  for (const o of data().rentOrders) {
    if (o.orderStatus === RENTING || (o.orderStatus === RESERVED && orders.get(String(o.carId)) !== RENTING)) orders.set(String(o.carId), o.orderStatus);
  }
  const offline = new Set(data().Devices.filter((d) => d.bindStatus === 1 && Number(d.deviceType) === DEVICE_GPS && d.onlineState === 0).map((d) => String(d.carId)));
  return (v) => {
    const id = String(v.carId);
    switch (Number(v.vehicleStatus)) {
      case 3:
        return OPERATION.outOfService;
      case 2:
        return OPERATION.repair;
      case 4:
        return OPERATION.allocating;
    }
    if (orders.get(id) === RENTING) return OPERATION.rented;
    if (orders.get(id) === RESERVED) return OPERATION.reserved;
    return offline.has(id) ? OPERATION.offline : OPERATION.available;
  };
}

/** The vehicle list's computed field (the backing's `computed`): its operating state. */
export function vehicleComputed(): (vehicle: Row) => Row {
  const stateOf = operationStates();
  return (v) => ({ operationState: stateOf(v) });
}

/** The label of an operating state. */
export const operationLabel = (state: number): string => dictLabel('vehicle_operation_state', state) ?? '';

/**
 * Why a vehicle cannot be transferred now (null: it can): in repair, out of service, already in another open transfer
 * (`except`: the transfer asking), on rent, or reserved for a pick-up. The request, its approval and its departure
 * all ask this one function.
 */
export function allocationBlocker(carId: unknown, except?: unknown): string | null {
  return vehicleBlocker(carId, '调拨', except);
}

/**
 * Why a vehicle cannot be taken out of the rentable fleet now for `doing` (调拨 a transfer, 开始维修 a repair; null: it
 * can): in repair, out of service, in an open transfer (`except`: the transfer asking), being transferred, on rent, or
 * reserved for a pick-up — one rule for the transfers and the maintenance work orders.
 */
export function vehicleBlocker(carId: unknown, doing: string, except?: unknown): string | null {
  const v = data().vehicles.find((x) => String(x.carId) === String(carId));
  if (!v) return '车辆不存在或已被删除';
  if (v.vehicleStatus === 2) return `车辆${v.plate}正在维修中，不能${doing}`;
  if (v.vehicleStatus === 3) return `车辆${v.plate}已停用，不能${doing}`;
  const open = data().VehicleAllocation.find((a) => String(a.carId) === String(carId) && OPEN_ALLOCATION.includes(a.allocationStatus) && String(a.allocationId) !== String(except));
  if (open) return `车辆${v.plate}已有未完成的调拨单${open.allocationNo}，不能${doing === '调拨' ? '重复调拨' : doing}`;
  if (v.vehicleStatus === 4) return `车辆${v.plate}正在调拨中，不能${doing}`;
  const order = (status: number) => data().rentOrders.find((o) => String(o.carId) === String(carId) && o.orderStatus === status);
  const renting = order(RENTING);
  if (renting) return `车辆${v.plate}正在租赁中（订单${renting.orderNo}），不能${doing}`;
  const reserved = order(RESERVED);
  if (reserved) return `车辆${v.plate}已被预订（订单${reserved.orderNo}待取车），不能${doing}`;
  return null;
}

/** The GPS terminal bound to a vehicle, other than `except` (a terminal being bound or edited). */
export function gpsHolder(carId: unknown, except?: unknown): { terminalNo: string } | undefined {
  return data().Devices.find((d) => d.bindStatus === 1 && String(d.carId) === String(carId) && Number(d.deviceType) === DEVICE_GPS && String(d.deviceId) !== String(except));
}

/** A vehicle by id. */
export const vehicleOf = (carId: unknown): Vehicle | undefined => data().vehicles.find((v) => String(v.carId) === String(carId));

/** The branch company owning the vehicles of a city (as the vehicles' backing names it). */
export const branchOf = (cityName: unknown): string => `畅行租车${String(cityName)}分公司`;
