/**
 * Every endpoint of the demo backend but the first answers (./core.ts), in the order they were declared. The browser
 * loads this module when a call first needs it (src/mocks/router.ts); Node has it from ./index.ts.
 */
import type { HttpHandler } from 'msw';
import { ENTITIES } from '@/entities';
import { backendOf, declared, entityHandlers, type Collections } from '../entities';
import { accessHandlers } from './access';
import { userGroupHandlers } from './userGroups';
import { deptAccountHandlers } from './deptAccounts';
import { adminHandlers } from './admin';
import { backOrderHandlers } from './backOrder';
import { basicInfoHandlers } from './basicInfo';
import { bpmHandlers } from './bpm';
import { commonAddressHandlers } from './commonAddress';
import { bpmBusinessHandlers } from './bpmBusiness';
import { bpmFormHandlers } from './bpmForm';
import { cityHandlers } from './city';
import { companyHandlers } from './company';
import { dispatchHandlers } from './dispatch';
import { dispatchCentreHandlers } from './dispatchCentre';
import { driverHandlers } from './drivers';
import { exportTaskHandlers } from './exportTask';
import { peccancyHandlers } from './peccancy';
import { fenceHandlers } from './fence';
import { alarmHandlers } from './alarms';
import { fileHandlers } from './file';
import { fleetHandlers } from './fleet';
import { monitorHandlers } from './monitor';
import { fleetReportHandlers } from './fleetReports';
import { supplierHandlers } from './supplier';
import { processHandlers } from './process';
import { refuelHandlers } from './refuel';
import { refundHandlers } from './refund';
import { regionHandlers } from './region';
import { searchHandlers } from './search';
import { viewHandlers } from './views';
import { videoHandlers } from './video';
import { tutorialHandlers } from './tutorial';
import { columnSettingsHandlers } from './columnSettings';
import { enterpriseHandlers } from './enterprise';
import { changeOrderHandlers } from './changeOrders';
import { provinceHandlers } from './provinces';
import { billHandlers } from './bills';
import { maintenanceHandlers } from './maintenance';
import { financeHandlers } from './finance';
import { insuranceHandlers } from './insurance';
import { contractHandlers } from './contracts';
import { chargingHandlers } from './charging';
import { applyVehicleHandlers } from './applyVehicle';
// Declared before the entities below are looked up (backendOf): the core's own backings.
import './core';

// The seed factories of entities served from their declaration alone (docs/adding-a-screen.md), one file each: each
// registers the collection named by its entity's id.
import.meta.glob('../seeds/*.ts', { eager: true });

/** Every declared entity no handler above serves: served from its declaration alone, on the collection of its id. */
const declaredOnly = ENTITIES.filter((s) => s.base && !backendOf(s.id)).flatMap((s) => entityHandlers(declared(s, { collection: s.id as Collections })));

export const restHandlers: HttpHandler[] = [
  ...accessHandlers,
  ...userGroupHandlers,
  ...deptAccountHandlers,
  ...regionHandlers,
  ...refundHandlers,
  ...backOrderHandlers,
  ...fileHandlers,
  ...dispatchHandlers,
  ...supplierHandlers,
  ...adminHandlers,
  ...refuelHandlers,
  ...basicInfoHandlers,
  ...commonAddressHandlers,
  ...driverHandlers,
  ...cityHandlers,
  ...companyHandlers,
  ...exportTaskHandlers,
  ...peccancyHandlers,
  ...dispatchCentreHandlers,
  ...fleetHandlers,
  ...monitorHandlers,
  ...fleetReportHandlers,
  ...videoHandlers,
  ...fenceHandlers,
  ...alarmHandlers,
  ...bpmHandlers,
  ...processHandlers,
  ...bpmFormHandlers,
  ...bpmBusinessHandlers,
  ...declaredOnly,
  ...searchHandlers,
  ...viewHandlers,
  ...tutorialHandlers,
  ...columnSettingsHandlers,
  ...enterpriseHandlers,
  ...changeOrderHandlers,
  ...provinceHandlers,
  ...billHandlers,
  ...maintenanceHandlers,
  ...financeHandlers,
  ...insuranceHandlers,
  ...contractHandlers,
  ...chargingHandlers,
  ...applyVehicleHandlers,
];
