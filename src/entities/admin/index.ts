/** The admin area's entities (§2 Admin). */
export { vehicle, MODEL_OPTIONS, VEHICLE_MILEAGE_CAP } from './vehicle';
export { company } from './company';
export { department, DEPT_TREE, DEPT_ORDER_CAP } from './department';
export { changeLog, CHANGE_LOG_ENTITIES, CHANGE_ACTIONS } from './changeLog';
export { fleetDriver, DRIVER_CAR_OPTIONS, EXPIRY_WARN_DAYS } from './driver';
export { trip, TRIP_CAR_OPTIONS, TRIP_DRIVER_OPTIONS } from './trip';
export { dispatchRequest, DISPATCH_ASSIGN, DISPATCH_CAR_OPTIONS, DISPATCH_COUNTS, DISPATCH_DRIVER_OPTIONS, DISPATCH_REFUSALS, REQUEST_STATUS, overlaps } from './dispatchRequest';
