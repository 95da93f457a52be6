/**
 * The driving behaviour and fuel consumption reports (issue 23 item 6; docs/api.md "Reports"): read-only aggregates of
 * the GPS feed and the refuelling records (../gps/reports.ts), their filter choices, and their tables as xlsx (§7
 * export helper; the sheets' columns are the reports' own, `behaviourSheet` and `fuelSheet`).
 */
import { BEHAVIOUR_EVENTS, BEHAVIOUR_EXPORT, BEHAVIOUR_REPORT, behaviourSheet } from '@/entities/monitor/behaviour';
import { FUEL_EXPORT, FUEL_REPORT, fuelSheet, REPORT_OPTIONS } from '@/entities/monitor/fuel';
import { xlsxEndpoint } from '../entities';
import { requirePermission } from '../access';
import { behaviourEvents, behaviourReport, fuelReport, reportOptions } from '../gps/reports';
import { endpoint } from '../respond';

/** The reports' route permission codes (docs/architecture.md "Access": a call needs its screen's code, 403 else). */
const BEHAVIOUR_PAGE = 'DrivingBehaviorReport';
const FUEL_PAGE = 'FuelConsumptionReport';

export const fleetReportHandlers = [
  endpoint('GET', REPORT_OPTIONS, () => (requirePermission([BEHAVIOUR_PAGE, FUEL_PAGE]), reportOptions())),
  endpoint('GET', BEHAVIOUR_REPORT, (p) => (requirePermission(BEHAVIOUR_PAGE), behaviourReport(p))),
  endpoint('GET', BEHAVIOUR_EVENTS, (p) => (requirePermission(BEHAVIOUR_PAGE), behaviourEvents(p))),
  endpoint('GET', FUEL_REPORT, (p) => (requirePermission(FUEL_PAGE), fuelReport(p))),
  xlsxEndpoint(BEHAVIOUR_EXPORT, (p) => (requirePermission(BEHAVIOUR_PAGE), behaviourSheet(behaviourReport(p)))),
  xlsxEndpoint(FUEL_EXPORT, (p) => (requirePermission(FUEL_PAGE), fuelSheet(fuelReport(p)))),
];
