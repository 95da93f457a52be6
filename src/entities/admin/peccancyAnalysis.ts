/**
 * The analysis of the violations (/ViolationBI, docs/api.md "Other calls"), pure over the violations it is given: those
 * of a time range (withdrawn ones left out) by month (no gaps), code, city, driver and vehicle, with their counts,
 * points and fines. The demo backend's handler (src/mocks/handlers/peccancy.ts) calls it with its collection.
 */
import { bi, type Bilingual } from '@/i18n';
import { ANALYSIS_TOP_N, peccancyOf, type AnalysisDimension, type AnalysisItem, type PeccancyAnalysis } from './peccancy';
import { NO_DRIVER } from './responsibility';

/** What of a violation the analysis reads. */
export interface AnalysedPeccancy {
  peccancyTime: string;
  peccancyCode: unknown;
  points: unknown;
  fine: unknown;
  status: number;
  cityId: unknown;
  cityName: string;
  driverId: unknown;
  driverName: string;
  carId: unknown;
  plate: string;
}

/** The range asked: dates `YYYY-MM-DD` or date-times, both ends included; either may be missing. */
export interface AnalysisRange {
  beginTime?: string;
  endTime?: string;
}

/** A violation upheld on appeal is withdrawn: not one the analysis counts. */
export const WITHDRAWN = 5;

const bounds = ({ beginTime: begin, endTime: end }: AnalysisRange) => ({
  from: begin ? (begin.length === 10 ? `${begin} 00:00:00` : begin) : '',
  to: end ? (end.length === 10 ? `${end} 23:59:59` : end) : '',
});

export const RANGE_REVERSED: Bilingual = bi('开始时间不能晚于结束时间', 'The start cannot be after the end');

/** The refusal of a range whose start is after its end, else null. */
export function analysisRangeProblem(range: AnalysisRange): Bilingual | null {
  const { from, to } = bounds(range);
  return from && to && from > to ? RANGE_REVERSED : null;
}

/** The violations a range covers, withdrawn ones left out. */
export function inAnalysisRange<R extends AnalysedPeccancy>(rows: readonly R[], range: AnalysisRange): R[] {
  const { from, to } = bounds(range);
  return rows.filter((r) => r.status !== WITHDRAWN && (!from || r.peccancyTime >= from) && (!to || r.peccancyTime <= to));
}

function group(rows: readonly AnalysedPeccancy[], keyOf: (r: AnalysedPeccancy) => string, labelOf: (r: AnalysedPeccancy) => string): AnalysisItem[] {
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
function months(rows: readonly AnalysedPeccancy[], range: AnalysisRange): AnalysisItem[] {
  const found = group(rows, (r) => r.peccancyTime.slice(0, 7), (r) => r.peccancyTime.slice(0, 7));
  const keys = rows.map((r) => r.peccancyTime.slice(0, 7)).sort();
  const first = range.beginTime?.slice(0, 7) ?? keys[0];
  const last = range.endTime?.slice(0, 7) ?? keys[keys.length - 1];
  if (!first || !last) return [];
  const out: AnalysisItem[] = [];
  for (let [y, m] = first.split('-').map(Number) as [number, number]; `${y}-${String(m).padStart(2, '0')}` <= last; m === 12 ? ((y += 1), (m = 1)) : (m += 1)) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    out.push(found.find((i) => i.key === key) ?? { key, label: key, count: 0, points: 0, fine: 0 });
    if (out.length > 120) break;
  }
  return out;
}

/** The analysis of the violations a range covers (the range's own refusal is `analysisRangeProblem`). */
export function peccancyAnalysis(all: readonly AnalysedPeccancy[], range: AnalysisRange): PeccancyAnalysis {
  const rows = inAnalysisRange(all, range);
  const withDriver = rows.filter((r) => r.driverId !== '');
  return {
    total: rows.length,
    points: rows.reduce((s, r) => s + Number(r.points), 0),
    fine: Math.round(rows.reduce((s, r) => s + Number(r.fine) * 100, 0)) / 100,
    undetermined: rows.length - withDriver.length,
    byMonth: months(rows, range),
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

/** Refusals of the analysis export. */
export const ANALYSIS_EXPORT_REFUSALS = { dimension: bi('请选择要导出的图表', 'Choose the chart to export') };

/** The export's sheet of one chart's table (`dimension`: which, undefined when none is named; `analysis` of its range asked lazily). */
export function analysisSheet(dimension: string | undefined, analysis: () => PeccancyAnalysis): { rows: Record<string, string | number>[]; name: string } | Bilingual {
  const dim = (DIMENSIONS as Readonly<Record<string, readonly [keyof PeccancyAnalysis, string] | undefined>>)[dimension ?? ''];
  if (!dim) return ANALYSIS_EXPORT_REFUSALS.dimension;
  const [field, title] = dim;
  const items = analysis()[field] as AnalysisItem[];
  return { name: title, rows: items.map((i) => ({ [title]: field === 'byCode' ? `${i.key} ${i.label}` : i.label, 违章数: i.count, 扣分: i.points, '罚款（元）': i.fine })) };
}
