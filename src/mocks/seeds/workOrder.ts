/**
 * The maintenance work orders (entities/maintenance/workOrder.ts), made of the fleet as seeded: every vehicle seeded
 * 维修中 (vehicleStatus 2) is in a cooperating shop of its city on an order 维修中 — or, for every third, finished and
 * 待验收 with its cost lines — whose fault is the vehicle's repair reason; a few orders wait for review or have been
 * approved (one of them on a vehicle now rented: starting it is refused); the history holds completed, rejected and
 * cancelled orders of the last six months, their odometers below the vehicle's present mileage. The newest row is an
 * order just requested. Costs are exact: each line quantity × unit price, the totals `workOrderTotals`.
 */
import { RENT_ORDER_HOLDING } from '@/entities/admin/vehicleRules';
import { costLineAmount, COST_LABOUR, COST_PARTS, maintenanceOrder, workOrderTotals } from '@/entities/maintenance/workOrder';
import { registerCollection } from '../db';
import type { StoredRow, Vehicle } from '../model';
import { day, type Rng, fieldsOf } from './rng';
import { compactDate, DAY, formatWallTime, HOUR } from '../time';
import type { RepairShop } from './repairShop';

type Line = { itemType: 1 | 2; itemName: string; quantity: number; unitPrice: number; amount: number };

/** An order as stored: its codes; the parts and labour costs and the odometer out once finished. */
export type WorkOrder = StoredRow<typeof maintenanceOrder> & { carId: number; shopId: number; costLines: Line[] };

declare module '../model' {
  interface DemoData { MaintenanceList: WorkOrder[] }
}

const TYPE_OF_REASON: Readonly<Record<string, 1 | 2 | 3>> = { 保养: 1, 事故维修: 3, 更换轮胎: 2 };
const FAULTS: Readonly<Record<1 | 2 | 3, readonly string[]>> = {
  1: ['常规保养：更换机油、机滤', '到达保养里程，做大保养', '首保：机油机滤及全车检查'],
  2: ['刹车异响，检查更换刹车片', '空调不制冷，检查压缩机', '左前轮胎鼓包，更换轮胎', '发动机故障灯亮，检查点火线圈', '更换轮胎'],
  3: ['追尾事故，前保险杠及大灯损坏', '倒车刮擦，后保险杠喷漆', '侧面碰撞，右后车门钣金'],
};
/** Parts and labour of each type: name, unit price range (yuan), quantity choices; labour in hours at the shop's rate. */
const PARTS: Readonly<Record<1 | 2 | 3, readonly (readonly [string, number, number, readonly number[]])[]>> = {
  1: [['全合成机油（L）', 68, 98, [4, 4.5, 5]], ['机油滤芯', 35, 80, [1]], ['空气滤芯', 45, 120, [1]], ['空调滤芯', 40, 95, [1]]],
  2: [['前刹车片（套）', 280, 680, [1]], ['轮胎', 420, 980, [1, 2]], ['点火线圈', 260, 520, [1, 2]], ['空调压缩机', 1800, 3200, [1]]],
  3: [['前保险杠', 900, 2600, [1]], ['左前大灯总成', 1200, 4800, [1]], ['后保险杠', 800, 2200, [1]], ['车门外板', 1100, 2900, [1]]],
};
const LABOUR: Readonly<Record<1 | 2 | 3, readonly (readonly [string, readonly number[]])[]>> = {
  1: [['保养工时', [1, 1.5]]],
  2: [['拆装工时', [1, 1.5, 2]], ['检测工时', [0.5, 1]]],
  3: [['钣金工时', [3, 4.5, 6]], ['喷漆工时', [2, 3.5]]],
};
/** The fleet staff who ask for work orders and vehicle transfers. */
export const FLEET_APPLICANTS = ['赵磊', '孙丽', '周敏', '陈浩', '系统管理员'];
const AUDITORS = ['车管主管 刘刚', '车管主管 王芳', '系统管理员'];
const REJECTIONS = ['该车上月刚做过保养，未到保养里程', '预估费用过高，请先比价', '请改送合作的4S店处理'];
const CANCELS = ['车辆已安排调拨，改到调入城市维修', '客户已续租，延后保养', '重复提交的工单'];

/** Cost lines of an order of this type at this shop: two or three parts and the labour. */
function costLines(rng: Rng, type: 1 | 2 | 3, shop: RepairShop): Line[] {
  const parts = PARTS[type].filter(() => rng.chance(0.6)).slice(0, 3);
  const chosen = parts.length ? parts : [PARTS[type][0]!];
  const line = (itemType: 1 | 2, itemName: string, quantity: number, unitPrice: number): Line => ({ itemType, itemName, quantity, unitPrice, amount: Number(costLineAmount(quantity, unitPrice)) });
  return [
    ...chosen.map(([name, low, high, qty]) => line(Number(COST_PARTS) as 1, name, rng.pick([...qty]), rng.int(low, high) + rng.pick([0, 0.5, 0.8]))),
    ...LABOUR[type].map(([name, hours]) => line(Number(COST_LABOUR) as 2, name, rng.pick([...hours]), shop.labourRate)),
  ];
}

registerCollection(maintenanceOrder.id as 'MaintenanceList', ({ rng, today, get }) => {
  const vehicles = get('vehicles');
  const shops = get('RepairShopList');
  const cooperating = shops.filter((s) => s.cooperationStatus === 1);
  const busy = new Set(get('rentOrders').filter((o) => RENT_ORDER_HOLDING.includes(o.orderStatus)).map((o) => o.carId));
  const renting = new Set(get('rentOrders').filter((o) => o.orderStatus === 20).map((o) => o.carId));
  const open = new Set(get('VehicleAllocation').filter((a) => a.allocationStatus <= 3).map((a) => a.carId));
  const numbers = new Set<string>();
  /** A shop of the vehicle's city that services its make, else any of its city, else any (cooperating ones when open). */
  const shopFor = (v: Vehicle, openOrder: boolean): RepairShop => {
    const pool = openOrder ? cooperating : shops;
    const city = pool.filter((s) => s.cityId === v.cityId);
    const make = city.filter((s) => s.brands.split(',').includes(v.brand));
    return rng.pick(make.length ? make : city.length ? city : pool);
  };
  const rows: Omit<WorkOrder, 'workOrderId'>[] = [];
  const row = (v: Vehicle, type: 1 | 2 | 3, status: WorkOrder['workOrderStatus'], created: number, odometerIn: number, fault?: string): Omit<WorkOrder, 'workOrderId'> => {
    const no = rng.unique(numbers, () => `WX${compactDate(created)}${rng.digits(4)}`);
    const openOrder = [1, 2, 4, 5].includes(status);
    const shop = shopFor(v, openOrder);
    const reviewed = status !== 1 && status !== 7 ? created + rng.int(1, 6) * HOUR : 0;
    const started = status >= 4 && status <= 6 ? reviewed + rng.int(2, 20) * HOUR : 0;
    const finished = status === 5 || status === 6 ? started + rng.int(4, 60) * HOUR : 0;
    const lines = finished ? costLines(rng, type, shop) : [];
    const totals = workOrderTotals(lines.map((l) => ({ ...l })));
    const estimate = Math.max(100, Math.round((Number(totals.total) || rng.int(300, 6000)) * (0.8 + rng.float() * 0.4) / 10) * 10);
    const at = (ms: number) => (ms ? formatWallTime(ms) : '');
    return {
      workOrderNo: no, workOrderStatus: status,
      ...fieldsOf(v, 'carId', 'plate', 'model', 'storeName'), maintenanceType: type, ...fieldsOf(shop, 'shopId', 'shopName'),
      faultDescription: fault ?? rng.pick([...FAULTS[type]]), odometerIn, estimatedCost: estimate,
      expectedFinishDate: day(created + rng.int(2, 7) * DAY), applicant: rng.pick(FLEET_APPLICANTS),
      finalCost: finished ? Number(totals.total) : 0,
      ...(finished ? { partsCost: Number(totals.parts), labourCost: Number(totals.labour), odometerOut: odometerIn + rng.int(0, 8) } : {}),
      finishNote: finished ? '已按工单完成，试车正常' : '',
      costLines: lines,
      createTime: formatWallTime(created), auditor: reviewed ? rng.pick(AUDITORS) : '', auditTime: at(reviewed),
      auditOpinion: status === 3 ? rng.pick(REJECTIONS) : reviewed ? '同意' : '', startTime: at(started), finishTime: at(finished),
      returnReason: '', acceptTime: status === 6 ? at(finished + rng.int(2, 30) * HOUR) : '', cancelReason: status === 7 ? rng.pick(CANCELS) : '',
      // The shop registers its start of work soon after, for the orders in repair about half the time.
      shopStartTime: started && (status !== 4 || rng.chance(0.5)) ? at(started + rng.int(1, 3) * HOUR) : '', startPhoto: '', shopFinishTime: finished ? at(finished - HOUR / 2) : '', finishPhoto: '',
    };
  };
  // In the shop now: the vehicles seeded 维修中; every third is finished and awaits acceptance.
  vehicles.filter((v) => v.vehicleStatus === 2).forEach((v, i) => {
    const type = TYPE_OF_REASON[v.repairReason] ?? 2;
    rows.push(row(v, type, i % 3 === 0 ? 5 : 4, today - rng.int(2, 6) * DAY, v.mileage, v.repairReason === '保养' ? undefined : v.repairReason));
  });
  // Open requests: on available vehicles with no transfer under way; one approved order is on a vehicle now rented.
  const free = vehicles.filter((v) => v.vehicleStatus === 1 && !busy.has(v.carId) && !open.has(v.carId));
  const rented = vehicles.find((v) => v.vehicleStatus === 1 && renting.has(v.carId) && !open.has(v.carId));
  if (rented) rows.push(row(rented, 1, 2, today - rng.int(20, 30) * HOUR, rented.mileage));
  for (let i = 0; i < 2; i += 1) {
    const v = rng.take(free);
    rows.push(row(v, rng.pick([1, 2] as const), 2, today - rng.int(8, 18) * HOUR, v.mileage));
  }
  for (let i = 0; i < 4; i += 1) {
    const v = rng.take(free);
    rows.push(row(v, rng.pick([1, 1, 2, 3] as const), 1, today - (i * 3 + 1) * HOUR, v.mileage + rng.int(0, 20)));
  }
  // History: completed, rejected and cancelled orders of the last six months, odometers below today's mileage.
  for (const v of vehicles.filter(() => rng.chance(0.22))) {
    const daysAgo = rng.int(7, 180);
    const status = rng.chance(0.8) ? 6 : rng.chance(0.5) ? 3 : 7;
    rows.push(row(v, rng.pick([1, 1, 2, 3] as const), status, today - daysAgo * DAY - rng.int(0, 8) * HOUR, Math.max(0, v.mileage - daysAgo * rng.int(40, 120))));
  }
  return rows.toSorted((a, b) => b.createTime.localeCompare(a.createTime)).map((r, i) => ({ ...r, workOrderId: 50001 + rows.length - 1 - i }));
});
