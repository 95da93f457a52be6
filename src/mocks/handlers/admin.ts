/**
 * The admin area's entities (§2 Admin), from their declarations in src/entities/admin: the fleet's vehicles (the
 * records the create-order flow rents out and the orders name by plate), the company's departments (a tree) and the
 * change history of every declared entity (../history).
 */
import { CHANGE_LOG_ENTITIES, changeLog, COLOR_OPTIONS, department, MODEL_OPTIONS, vehicle } from '@/entities/admin';
import { ENTITIES } from '@/entities';
import { data } from '../db';
import { DEPARTMENTS } from '../departments';
import type { Backing } from '../entities';
import { insuranceExpiries, vehicleComputed } from '../fleet';
import { historyReadPermission, readableEntities, readableEntries } from '../historyAccess';
import { repairOrderBlocker } from '@/entities/admin/vehicleRules';
import { served } from '../entities';
import { branchOf } from '@/entities/admin/fleetRules';

const VEHICLES: Backing = {
  collection: 'vehicles',
  // The enabled models and colours of the basic information (/BasicInfoList): one added there is offered at once.
  options: {
    [MODEL_OPTIONS]: () => data().models.filter((m) => m.status === 0).map((m) => ({ value: m.modelId, label: m.modelName })),
    [COLOR_OPTIONS]: () => data().BasicInfoColors.filter((c) => c.status === 0).toSorted((a, b) => a.sort - b.sort).map((c) => ({ value: c.colorName, label: c.colorName, ...(c.colorNameEn ? { labelEn: c.colorNameEn } : {}) })),
  },
  defaults: () => ({ vehicleStatus: 1, vehicleStatusName: '可租', repairReason: '', remark: '', mileage: 0 }),
  // A vehicle's make, level, seats and energy come with its model; its company is the branch of its city.
  complete: (row) => {
    const model = data().models.find((m) => String(m.modelId) === String(row.modelId));
    return {
      ...(model ? { brand: model.brand, levelId: model.levelId, seats: model.seats, energyType: model.energyType } : {}),
      ...(row.cityName ? { companyName: branchOf(row.cityName) } : {}),
    };
  },
  // Its operating state (../fleet): what the list filters by and the status board counts; its insurance expiry from
  // its compulsory policies (../insurance); its colour's English name (the English screens show it).
  computed: () => {
    const state = vehicleComputed();
    const expiry = insuranceExpiries();
    const coloursEn = new Map(data().BasicInfoColors.map((c) => [c.colorName, c.colorNameEn]));
    return (row) => ({ ...state(row), insuranceExpiry: expiry(row.carId), colorEn: coloursEn.get(String(row.color)) ?? '' });
  },
  // A vehicle a maintenance work order holds in repair comes back through the order's asset review.
  guards: { repaired: (row) => repairOrderBlocker(data().MaintenanceList, row.carId) },
};

/** The change history (../history records it): read-only, its entity filter offering every other declared entity. */
const CHANGE_LOG: Backing = {
  collection: 'changeLog',
  // A record's history (a detail's last tab: `entity` and `recordId`) is read by whoever reads the record (its list,
  // its data scope); /DataRecordpage lists the entries of records the account may see (../historyAccess).
  readPermission: historyReadPermission,
  scope: readableEntries,
  options: { [CHANGE_LOG_ENTITIES]: () => readableEntities(ENTITIES.filter((e) => e.id !== changeLog.id).map((e) => ({ value: e.id, label: e.title['zh-CN'], labelEn: e.title['en-US'] }))) },
};

export const { entities: ADMIN_ENTITIES, handlers: adminHandlers } = served({
  vehicles: [vehicle, VEHICLES],
  departments: [department, DEPARTMENTS],
  changeLog: [changeLog, CHANGE_LOG],
});
