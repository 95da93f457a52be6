/** The admin area's entities (§2 Admin). */
export { vehicle, MODEL_OPTIONS, VEHICLE_MILEAGE_CAP, VEHICLE_STATUS_BOARD } from './vehicle';
export { company } from './company';
export { department, DEPT_TREE, DEPT_ORDER_CAP } from './department';
export { changeLog, CHANGE_LOG_ENTITIES, CHANGE_ACTIONS } from './changeLog';
export { device, DEVICE_VEHICLE_OPTIONS, DEVICE_GPS, DEVICE_VIDEO, CHANNELS_REQUIRED, SECOND_GPS } from './device';
export { allocation, ALLOCATION, ALLOCATION_VEHICLE_OPTIONS } from './allocation';
