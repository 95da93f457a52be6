/**
 * Traffic violations (entities/admin/peccancy.ts; seed in ../seeds/peccancy.ts), served from their declaration: a
 * code fixes the description, points and fine (`peccancyOf`), and every save names the responsible driver from the
 * trips (`responsibility`, src/entities/admin/responsibility.ts) — and the analysis of /ViolationBI: one call aggregating the violations of a
 * time range by month, code, city, driver and vehicle (docs/api.md "Other calls"), and its tables as xlsx.
 */
import { http, HttpResponse } from 'msw';
import {
  PECCANCY_ANALYSIS, PECCANCY_ANALYSIS_EXPORT, PECCANCY_CAR_OPTIONS, PECCANCY_DRIVER_OPTIONS, peccancy, peccancyOf,
  type AnalysisDimension, type AnalysisItem, type PeccancyAnalysis,
} from '@/entities/admin/peccancy';
import { data } from '../db';
import { ApiError, refuse } from '../errors';
import { analysisRangeProblem, peccancyAnalysis } from '@/entities/admin/peccancyAnalysis';
import { responsibility } from '@/entities/admin/responsibility';
import { readParams, type Params } from '../params';
import { requirePermission } from '../access';
import { endpoint, envelope } from '../respond';
import { declared, declaredHandlers, workbook, XLSX_MIME, type Backing } from '../entities';

const PECCANCY: Backing = {
  collection: 'PeccancyList',
  options: {
    [PECCANCY_CAR_OPTIONS]: () => data().vehicles.map((v) => ({ value: v.carId, label: v.plate })),
    [PECCANCY_DRIVER_OPTIONS]: () => data().Drivers.map((d) => ({ value: d.driverId, label: d.driverName })),
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
  const problem = analysisRangeProblem(range);
  if (problem) refuse(problem['zh-CN']);
  return peccancyAnalysis(data().PeccancyList, range);
}

/** The tables the export offers, by the `dimension` parameter: the sheet's name and the first column's title. */
const DIMENSIONS: Readonly<Record<AnalysisDimension, readonly [keyof PeccancyAnalysis, string]>> = {
  month: ['byMonth', '月份'],
  code: ['byCode', '违章类型'],
  city: ['byCity', '城市'],
  driver: ['topDrivers', '司机'],
  vehicle: ['topVehicles', '车牌号'],
};

export const PECCANCY_ENTITIES = { peccancy: declared(peccancy, PECCANCY) };

export const peccancyHandlers = [
  ...declaredHandlers(PECCANCY_ENTITIES.peccancy, PECCANCY),
  endpoint('GET', PECCANCY_ANALYSIS, (p) => (requirePermission('ViolationBI'), analyse(p))),
  // §7 export helper: one chart's table as xlsx, or a JSON refusal.
  http.post(`*${PECCANCY_ANALYSIS_EXPORT}`, async ({ request }) => {
    try {
      const p = await readParams(request);
      const dim = (DIMENSIONS as Readonly<Record<string, readonly [keyof PeccancyAnalysis, string] | undefined>>)[p.str('dimension') ?? ''];
      if (!dim) refuse('请选择要导出的图表');
      const [field, title] = dim;
      const items = analyse(p)[field] as AnalysisItem[];
      if (items.length === 0) refuse('没有符合条件的数据可导出');
      const rows = items.map((i) => ({ [title]: field === 'byCode' ? `${i.key} ${i.label}` : i.label, 违章数: i.count, 扣分: i.points, '罚款（元）': i.fine }));
      return new HttpResponse(await workbook(rows, title), { headers: { 'Content-Type': XLSX_MIME } });
    } catch (e) {
      if (e instanceof ApiError) return HttpResponse.json(envelope(e.code, e.message, null));
      throw e;
    }
  }),
];
