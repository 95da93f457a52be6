/**
 * The driving behaviour and fuel consumption reports' exports (/DrivingBehaviorReport, /FuelConsumptionReport;
 * docs/api.md "Reports"): the report's table as xlsx through the §7 export helper (the reports themselves are read
 * with `useEntityGet`).
 */
import { BEHAVIOUR_EXPORT } from '@/entities/monitor/behaviour';
import { FUEL_EXPORT } from '@/entities/monitor/fuel';
import { exportFile } from './http';

type Filter = Record<string, string>;

/** Saves the report's table (`name` + timestamp + .xlsx); false when refused or failed (the user was told). */
export function exportReport(report: 'behaviour' | 'fuel', filter: Filter, name: string): Promise<boolean> {
  return exportFile(report === 'behaviour' ? BEHAVIOUR_EXPORT : FUEL_EXPORT, filter, name);
}
