/** The admin area's entities (§2 Admin). */
export { vehicle, MODEL_OPTIONS, VEHICLE_MILEAGE_CAP } from './vehicle';
export { company } from './company';
export { department, DEPT_TREE, DEPT_ORDER_CAP } from './department';
export { changeLog, CHANGE_LOG_ENTITIES, CHANGE_ACTIONS } from './changeLog';
export { refuel, REFUEL_VEHICLE_OPTIONS, FUEL_TYPE_OPTIONS } from './refuel';
export { carModel, bodyColor, fuelType, COLOR_OPTIONS, LEVEL_OPTIONS } from './basicInfo';
export { commonAddress } from './commonAddress';
