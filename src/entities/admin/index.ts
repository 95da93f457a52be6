/** The admin area's entities (§2 Admin). */
export { vehicle, MODEL_OPTIONS, VEHICLE_MILEAGE_CAP, VEHICLE_STATUS_BOARD } from './vehicle';
export { company, COMPANY_PARENTS, COMPANY_CONTACTS_MAX } from './company';
export { department, DEPT_TREE, DEPT_ORDER_CAP } from './department';
export { changeLog, CHANGE_LOG_ENTITIES, CHANGE_ACTIONS } from './changeLog';
export { refuel, REFUEL_VEHICLE_OPTIONS, FUEL_TYPE_OPTIONS } from './refuel';
export { carModel, bodyColor, fuelType, COLOR_OPTIONS, LEVEL_OPTIONS } from './basicInfo';
export { commonAddress } from './commonAddress';
export { fleetDriver, DRIVER_CAR_OPTIONS, EXPIRY_WARN_DAYS } from './fleetDriver';
export { trip, TRIP_CAR_OPTIONS, TRIP_DRIVER_OPTIONS } from './trip';
export { businessCity, cityConfig, LEAD_HOURS_CAP, MIN_RENT_DAYS_CAP } from './city';
export {
  exportTask, EXPORT_SOURCES, EXPORT_CREATE, EXPORT_DOWNLOAD, EXPORT_TASK_THRESHOLD, EXPORT_MAX_ROWS, EXPORT_FILE_DAYS, EXPORT_POLL_MS,
  EXPORT_RUNNING, EXPORT_DONE, EXPORT_FAILED, EXPORT_EXPIRED,
} from './exportTask';
export { peccancy, PECCANCY_CAR_OPTIONS, PECCANCY_CODES, PECCANCY_DRIVER_OPTIONS } from './peccancy';
export { dispatchRequest, DISPATCH_ASSIGN, DISPATCH_CAR_OPTIONS, DISPATCH_COUNTS, DISPATCH_DRIVER_OPTIONS, DISPATCH_REFUSALS, REQUEST_STATUS, overlaps } from './dispatchRequest';
export { device, DEVICE_VEHICLE_OPTIONS, DEVICE_GPS, DEVICE_VIDEO, CHANNELS_REQUIRED, SECOND_GPS } from './device';
export { allocation, ALLOCATION, ALLOCATION_VEHICLE_OPTIONS } from './allocation';
