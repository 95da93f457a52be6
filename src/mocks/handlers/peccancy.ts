/**
 * Traffic violations (entities/admin/peccancy.ts; seed in ../seeds/peccancy.ts), served from their declaration: a
 * code fixes the description, points and fine (`peccancyOf`), and every save names the responsible driver from the
 * trips (`responsibility`, src/entities/admin/responsibility.ts) — and the analysis of /ViolationBI: one call aggregating the violations of a
 * time range by month, code, city, driver and vehicle (docs/api.md "Other calls"), and its tables as xlsx.
 */
import {
  PECCANCY_ANALYSIS, PECCANCY_ANALYSIS_EXPORT, PECCANCY_CAR_OPTIONS, PECCANCY_DRIVER_OPTIONS, peccancy, peccancyOf, type PeccancyAnalysis,
} from '@/entities/admin/peccancy';
import { data } from '../db';
import { refuse, refuseIf } from '../errors';
import { analysisRangeProblem, analysisSheet, peccancyAnalysis } from '@/entities/admin/peccancyAnalysis';
import { responsibility } from '@/entities/admin/responsibility';
import type { Params } from '../params';
import { requirePermission } from '../access';
import { endpoint } from '../respond';
import { type Backing, served, xlsxEndpoint } from '../entities';
import { driverChoices, plateChoices } from '../fleet';

const PECCANCY: Backing = {
  collection: 'PeccancyList',
  options: {
    [PECCANCY_CAR_OPTIONS]: plateChoices,
    [PECCANCY_DRIVER_OPTIONS]: driverChoices,
  },
  defaults: () => ({ status: 1, remark: '', evidencePhoto: '' }),
  // The code's wording, points and fine; the driver whose trip had the vehicle then (none: said so).
  complete: (row) => {
    const code = peccancyOf(row.peccancyCode);
    return {
      ...(code ? { description: code.description, points: code.points, fine: code.fine } : {}),
      ...responsibility(data().TripDetail, row.carId, String(row.peccancyTime ?? '')),
    };
  },
};

/** The analysis of the range asked (dates or date-times, both ends included): the rule's, over the violations. */
export function analyse(p: Params): PeccancyAnalysis {
  const range = { beginTime: p.str('beginTime'), endTime: p.str('endTime') };
  refuseIf(analysisRangeProblem(range));
  return peccancyAnalysis(data().PeccancyList, range);
}

const declaredPeccancy = served({ peccancy: [peccancy, PECCANCY] });
export const peccancyHandlers = [
  ...declaredPeccancy.handlers,
  endpoint('GET', PECCANCY_ANALYSIS, (p) => (requirePermission('ViolationBI'), analyse(p))),
  // §7 export helper: one chart's table as xlsx, or a JSON refusal.
  xlsxEndpoint(PECCANCY_ANALYSIS_EXPORT, (p) => {
    const sheet = analysisSheet(p.str('dimension'), () => analyse(p));
    return 'rows' in sheet ? sheet : refuse(sheet['zh-CN']);
  }),
];
