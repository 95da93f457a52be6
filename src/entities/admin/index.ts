/** The admin area's entities (§2 Admin). */
export { vehicle, MODEL_OPTIONS, VEHICLE_MILEAGE_CAP } from './vehicle';
export { company } from './company';
export { department, DEPT_TREE, DEPT_ORDER_CAP } from './department';
export { changeLog, CHANGE_LOG_ENTITIES, CHANGE_ACTIONS } from './changeLog';
export { fleetDriver, DRIVER_CAR_OPTIONS, EXPIRY_WARN_DAYS } from './driver';
export { trip, TRIP_CAR_OPTIONS, TRIP_DRIVER_OPTIONS } from './trip';
export { peccancy, PECCANCY_CAR_OPTIONS, PECCANCY_CODES, PECCANCY_DRIVER_OPTIONS } from './peccancy';
