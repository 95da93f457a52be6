/**
 * Every declared entity, for what reads them all: the demo backend's registry check, the docs/api.md generator and
 * the contract test. Screens import the one entity they show (entities/<area>/<entity>), never this list, so a
 * screen's code does not grow with the number of entities.
 */
import { allocation, bodyColor, businessCity, carModel, changeLog, cityConfig, commonAddress, company, department, device, dispatchRequest, exportTask, fleetDriver, fuelType, peccancy, refuel, trip, vehicle } from './admin';
import { enterpriseProfile } from './account/enterprise';
import { tutorial } from './account/tutorial';
import { definition, model } from './bpm';
import type { AnySchema } from './define';
import { branchOrder, checkSheet, demandOrder, incomeBill, scatteredOrder } from './dispatch';
import { fence } from './monitor/fence';
import { fenceAlarm } from './monitor/fenceAlarm';
import { fenceReport, offlineAlarm, offlineReport, powerAlarm, powerReport, sopAlarm } from './monitor/alarm';
import { refund, rentOrder } from './order';
import { allInstance, businessConfig, businessInstance, childInstance, copiedInstance, deptInstance, doneTask, flowForm, myInstance, todoTask } from './process';
import { car, driver, scatteredBill, supplierDemandOrder, supplierOrder } from './supplier';
import { changeOrder, scatteredOrderSec, supplierOrderSec } from './supplier';
import { province } from './supplier/province';
import { safetyAlarm, videoRecording } from './video';
import { expenseBill, expenseBillLine, incomeBillLine } from './finance';
import { account, internalAccount, role, sopAccount, sopRole, staff, sysMenu, userGroup } from './system';
import { customerBill, customerBillItem, demandBill } from './bill';
import { maintenanceOrder, repairShop } from './maintenance';
import { businessInsurance, insurancePolicy, nonautoInsurance, sopInsurance, trafficInsurance } from './insurance/policy';
import { accident } from './insurance/accident';
import { businessContract, licenseContract, renewContract, rentBill, sopContract } from './contract';
import { chargeBill, chargeOrder, chargingBill, chargingCustomer, powerOperator, sopChargingOrder, vehicleCharging } from './charging';
import { applyVehicle, internalOrders, officialOrders, passiveOrders } from './business/applyVehicle';

export const ENTITIES: readonly AnySchema[] = [
  demandOrder, scatteredOrder, checkSheet, incomeBill, branchOrder,
  supplierDemandOrder, driver, car, scatteredBill, supplierOrder,
  vehicle, company, department, changeLog, fleetDriver, trip, businessCity, cityConfig, exportTask, peccancy, dispatchRequest,
  device, allocation, refuel, carModel, bodyColor, fuelType, commonAddress,
  refund, rentOrder,
  videoRecording, safetyAlarm,
  fence, fenceAlarm,
  fenceReport, offlineReport, offlineAlarm, powerReport, powerAlarm, sopAlarm,
  model, definition,
  myInstance, allInstance, copiedInstance, childInstance, deptInstance, businessInstance, todoTask, doneTask, flowForm, businessConfig,
  tutorial, enterpriseProfile,
  sysMenu, role, sopRole, account, sopAccount, internalAccount, staff, userGroup,
  supplierOrderSec, changeOrder, scatteredOrderSec, province,
  demandBill, customerBill, customerBillItem,
  maintenanceOrder, repairShop,
  expenseBill, expenseBillLine, incomeBillLine,
  insurancePolicy, trafficInsurance, businessInsurance, nonautoInsurance, sopInsurance, accident,
  businessContract, rentBill, renewContract, licenseContract, sopContract,
  powerOperator, chargeOrder, sopChargingOrder, chargingBill, chargeBill, chargingCustomer, vehicleCharging,
  applyVehicle, internalOrders, officialOrders, passiveOrders,
];
