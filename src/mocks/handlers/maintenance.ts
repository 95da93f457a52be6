/**
 * Repair shops and maintenance work orders (§2 /RepairShopList, /MaintenanceList and its steps' dialogs; docs/api.md),
 * served from their declarations (src/entities/maintenance) with what only the backend knows:
 * - a work order names a vehicle of the fleet (one open order a vehicle; not one out of service), a cooperating shop,
 *   and an odometer at entry not below the vehicle's mileage (`odometerInProblem`, the form's rule too);
 * - sending to repair (送修) is refused while the vehicle may not leave the rentable fleet — the transfers' own rule
 *   (THE blocker rule, `vehicleBlocker` of @/entities/admin/vehicleRules: rented, reserved, being transferred, out of
 *   service, in repair, another open order) — and moves the vehicle to 维修中 (vehicleStatus 2, its repair reason the
 *   order's); its acceptance (验收) takes it out of 维修中 (vehicleStatus 1) with the odometer out as its
 *   mileage, and its computed operating state then follows the blocker rule (不可租 while its compulsory insurance has
 *   lapsed, say); both recorded in the vehicle's history;
 * - finishing (`POST /api/maintenance/finish`) takes the cost lines (each checked with the lines' declared rules, the
 *   form's messages), the odometer out (`odometerOutProblem`) and a note, and stores the totals of `workOrderTotals`;
 * - the shop's registrations (`registerStart`, `registerEnd`) record its actual times and photos while in repair;
 * - a shop with open work orders cannot be suspended; its list counts them.
 * The rules across records are @/entities/maintenance/rules.ts's; this module passes the rows.
 */
import { repairShop, SHOP_STATUS } from '@/entities/maintenance/repairShop';
import {
  FINISH_ACTION, FINISH_REFUSAL, MAINTENANCE_SHOP_OPTIONS, MAINTENANCE_VEHICLE_MILEAGE, MAINTENANCE_VEHICLE_OPTIONS, maintenanceOrder, REGISTER_END_ACTION, REGISTER_END_REFUSAL, REGISTER_START_ACTION, REGISTER_START_REFUSAL, registeredTimeProblem,
  WORK_ORDER,
} from '@/entities/maintenance/workOrder';
import { dictLabel } from '@/entities/dicts';
import { data } from '../db';
import { type Backing, dialogAction, entityCall, served } from '../entities';
import { found, refuseIf, refuseProblem } from '../errors';
import { blocker, changeVehicle, vehicleOf, vehicleStateChoices } from '../fleet';
import { signedInName } from '../users';
import { finishedWorkOrder, openOrderCounts, repairAccepted, repairStart, shopSuspendProblem, workOrderRequestProblem } from '@/entities/maintenance/rules';
import { formatWallTime, nowWall } from '../time';

type Row = Record<string, unknown>;

/**
 * 提交验收: the cost lines (each with its amount), the odometer out (its declared rule against the order's odometer at
 * entry) and the note; the totals stored; the order awaits acceptance.
 */
const finish = dialogAction(FINISH_ACTION, {
  refusal: FINISH_REFUSAL,
  apply: (row, values) => void Object.assign(row, finishedWorkOrder(values.costLines as Row[], formatWallTime(nowWall()))),
});

/** A registration time: not in the future, and (`after`) later than another (the domain's registeredTimeProblem). */
function registeredTime(name: string, value: unknown, after?: unknown): void {
  refuseIf(registeredTimeProblem(value, formatWallTime(nowWall()), after), name);
}

const registerStart = dialogAction(REGISTER_START_ACTION, { refusal: REGISTER_START_REFUSAL, check: (_row, values) => registeredTime('shopStartTime', values.shopStartTime) });
const registerEnd = dialogAction(REGISTER_END_ACTION, { refusal: REGISTER_END_REFUSAL, check: (row, values) => registeredTime('shopFinishTime', values.shopFinishTime, row.shopStartTime) });

const WORK_ORDERS: Backing = {
  collection: 'MaintenanceList',
  options: {
    // Every vehicle, with its store, what it is doing and its mileage (the odometer at entry starts there).
    [MAINTENANCE_VEHICLE_OPTIONS]: () => vehicleStateChoices((v) => `，${v.mileage} km`),
    // The cooperating shops, with their city and type.
    [MAINTENANCE_SHOP_OPTIONS]: () =>
      data().RepairShopList.filter((s) => s.cooperationStatus === SHOP_STATUS.cooperating).map((s) => ({ value: s.shopId, label: s.shopName })),
  },
  defaults: () => ({
    workOrderStatus: WORK_ORDER.pending, applicant: signedInName(),
    finalCost: 0, finishNote: '', costLines: [], auditor: '', auditTime: '', auditOpinion: '', startTime: '', finishTime: '', returnReason: '', acceptTime: '', cancelReason: '',
    shopStartTime: '', startPhoto: '', shopFinishTime: '', finishPhoto: '',
  }),
  // A request (new, or changed while pending) names a vehicle in service with no other open order, its odometer at least the vehicle's mileage.
  complete: (row) => {
    const v = vehicleOf(row.carId)!;
    refuseProblem(workOrderRequestProblem(row, v, data().MaintenanceList));
    return { plate: v.plate, model: v.model, storeName: v.storeName };
  },
  guards: {
    // The vehicle leaves the rentable fleet: THE blocker rule (../fleet), with its own words.
    start: (row) => blocker(row.carId, { use: 'repair', exceptWorkOrder: row.workOrderId }),
  },
  effects: {
    audit: (row) => {
      row.auditor = signedInName();
      if (Number(row.workOrderStatus) === WORK_ORDER.approved && !row.auditOpinion) row.auditOpinion = '同意';
    },
    start: (row) => changeVehicle(row.carId, 'maintenanceStart', () => repairStart(dictLabel('maintenance_type', row.maintenanceType) ?? '', row)),
    assetAudit: (row) => {
      if (Number(row.workOrderStatus) === WORK_ORDER.completed) {
        row.acceptTime = formatWallTime(nowWall());
        changeVehicle(row.carId, 'maintenanceAccept', (v) => repairAccepted(v, row));
      } else {
        // Back to the shop: its completion is to be registered again.
        row.shopFinishTime = '';
        row.finishPhoto = '';
      }
    },
  },
  actions: { finish, registerStart, registerEnd },
};

const REPAIR_SHOPS: Backing = {
  collection: 'RepairShopList',
  // Its open work orders, counted when read.
  computed: () => {
    const count = openOrderCounts(data().MaintenanceList);
    return (s) => ({ openOrders: count(s.shopId) });
  },
  guards: { disable: (row) => shopSuspendProblem(row.shopId, data().MaintenanceList) },
  // A renamed shop: its orders show the new name.
  saved: (after, before) => {
    if (before && before.shopName !== after.shopName) for (const o of data().MaintenanceList) if (String(o.shopId) === String(after.shopId)) o.shopName = String(after.shopName);
  },
};

const declaredMaintenance = served({ workOrders: [maintenanceOrder, WORK_ORDERS], repairShops: [repairShop, REPAIR_SHOPS] });
export const maintenanceHandlers = [
  ...declaredMaintenance.handlers,
  // The create form's odometer rule: the chosen vehicle's mileage, for whoever may list the work orders.
  entityCall('GET', MAINTENANCE_VEHICLE_MILEAGE, maintenanceOrder, null, (p) => {
    const v = found(vehicleOf(p.str('carId')), '车辆不存在或已被删除', 'carId');
    return { carId: v.carId, plate: v.plate, mileage: v.mileage };
  }),
];

