/**
 * Traffic violations (entities/admin/peccancy.ts; seed in ../seeds/peccancy.ts), served from their declaration: a
 * code fixes the description, points and fine (`peccancyOf`), and every save names the responsible driver from the
 * trips (`responsibility`, ../peccancy) — and the analysis of /ViolationBI: one call aggregating the violations of a
 * time range by month, code, city, driver and vehicle (docs/api.md "Other calls"), and its tables as xlsx.
 */
import { http, HttpResponse } from 'msw';
import {
  ANALYSIS_TOP_N, PECCANCY_ANALYSIS, PECCANCY_ANALYSIS_EXPORT, PECCANCY_CAR_OPTIONS, PECCANCY_DRIVER_OPTIONS, peccancy, peccancyOf,
  type AnalysisDimension, type AnalysisItem, type PeccancyAnalysis,
} from '@/entities/admin/peccancy';
import { data } from '../db';
import { ApiError, refuse } from '../errors';
import { NO_DRIVER, responsibility } from '../peccancy';
import { readParams, type Params } from '../params';
import { requirePermission } from '../access';
import { endpoint, envelope } from '../respond';
import type { Peccancy } from '../seeds/peccancy';
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

/** The violations a range covers (dates `YYYY-MM-DD` or date-times, both ends included), withdrawn ones left out. */
function inRange(p: Params): Peccancy[] {
  const begin = p.str('beginTime');
  const end = p.str('endTime');
  const from = begin ? (begin.length === 10 ? `${begin} 00:00:00` : begin) : '';
  const to = end ? (end.length === 10 ? `${end} 23:59:59` : end) : '';
  if (from && to && from > to) refuse('开始时间不能晚于结束时间');
  // An upheld appeal withdraws the violation: it is not one the analysis counts.
  return data().PeccancyList.filter((r) => r.status !== 5 && (!from || r.peccancyTime >= from) && (!to || r.peccancyTime <= to));
}

function group(rows: readonly Peccancy[], keyOf: (r: Peccancy) => string, labelOf: (r: Peccancy) => string): AnalysisItem[] {
  const map = new Map<string, AnalysisItem>();
  for (const r of rows) {
    const key = keyOf(r);
    const item = map.get(key) ?? { key, label: labelOf(r), count: 0, points: 0, fine: 0 };
    item.count += 1;
    item.points += Number(r.points);
    item.fine = Math.round((item.fine + Number(r.fine)) * 100) / 100;
    map.set(key, item);
  }
  return [...map.values()];
}

const byCount = (a: AnalysisItem, b: AnalysisItem) => b.count - a.count || b.fine - a.fine || a.key.localeCompare(b.key);

/** Every month from the range's first to its last (or the data's), empty ones included, so the trend has no gaps. */
function months(rows: readonly Peccancy[], p: Params): AnalysisItem[] {
  const found = group(rows, (r) => r.peccancyTime.slice(0, 7), (r) => r.peccancyTime.slice(0, 7));
  const keys = rows.map((r) => r.peccancyTime.slice(0, 7)).sort();
  const first = p.str('beginTime')?.slice(0, 7) ?? keys[0];
  const last = p.str('endTime')?.slice(0, 7) ?? keys[keys.length - 1];
  if (!first || !last) return [];
  const out: AnalysisItem[] = [];
  for (let [y, m] = first.split('-').map(Number) as [number, number]; `${y}-${String(m).padStart(2, '0')}` <= last; m === 12 ? ((y += 1), (m = 1)) : (m += 1)) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(found.find((i) => i.key === key) ?? { key, label: key, count: 0, points: 0, fine: 0 });
    if (out.length > 120) break;
  }
  return out;
}

export function analyse(p: Params): PeccancyAnalysis {
  const rows = inRange(p);
  const withDriver = rows.filter((r) => r.driverId !== '');
  return {
    total: rows.length,
    points: rows.reduce((s, r) => s + Number(r.points), 0),
    fine: Math.round(rows.reduce((s, r) => s + Number(r.fine) * 100, 0)) / 100,
    undetermined: rows.length - withDriver.length,
    byMonth: months(rows, p),
    byCode: group(rows, (r) => String(r.peccancyCode), (r) => peccancyOf(r.peccancyCode)?.name['zh-CN'] ?? String(r.peccancyCode)).sort(byCount),
    byCity: group(rows, (r) => String(r.cityId), (r) => r.cityName).sort(byCount),
    topDrivers: group(withDriver, (r) => String(r.driverId), (r) => (r.driverName === NO_DRIVER ? '' : r.driverName)).sort(byCount).slice(0, ANALYSIS_TOP_N),
    topVehicles: group(rows, (r) => String(r.carId), (r) => r.plate).sort(byCount).slice(0, ANALYSIS_TOP_N),
  };
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
