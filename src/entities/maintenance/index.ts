/** The maintenance area's entities (§2 Business 维保管理, Repair 维修厂). */
export {
  maintenanceOrder, MAINTENANCE_SHOP_OPTIONS, MAINTENANCE_VEHICLE_OPTIONS, OPEN_WORK_ORDER, WORK_ORDER, workOrderTotals, costLineAmount, odometerInProblem, odometerOutProblem,
} from './workOrder';
export { repairShop, SHOP_STATUS, SHOP_BRANDS } from './repairShop';
