/**
 * The driving behaviour and fuel consumption reports (issue 23 item 6; docs/api.md "Reports"): read-only aggregates of
 * the GPS feed and the refuelling records (../gps/reports.ts), their filter choices, and their tables as xlsx (§7
 * export helper).
 */
import { http, HttpResponse } from 'msw';
import { BEHAVIOUR_EVENTS, BEHAVIOUR_EXPORT, BEHAVIOUR_KIND_LABELS, BEHAVIOUR_REPORT } from '@/entities/monitor/behaviour';
import { FUEL_EXPORT, FUEL_REPORT, REPORT_OPTIONS } from '@/entities/monitor/fuel';
import { workbook, XLSX_MIME } from '../entities';
import { requirePermission } from '../access';
import { ApiError, refuse } from '../errors';
import { readParams, type Params } from '../params';
import { behaviourEvents, behaviourReport, fuelReport, reportOptions } from '../gps/reports';
import { endpoint, envelope } from '../respond';

type Sheet = { rows: Record<string, string | number>[]; name: string };

function behaviourSheet(p: Params): Sheet {
  const r = behaviourReport(p);
  const byDriver = r.group === 'driver';
  return {
    name: '驾驶行为报表',
    rows: r.rows.map((x) => ({
      ...(byDriver ? { 司机: x.driver, 车牌号: x.plate } : { 车牌号: x.plate, 司机: x.driver }),
      所属公司: x.companyName, '里程（km）': x.mileage,
      [BEHAVIOUR_KIND_LABELS.harshBrake['zh-CN']]: x.harshBrake, [BEHAVIOUR_KIND_LABELS.harshAccel['zh-CN']]: x.harshAccel,
      [BEHAVIOUR_KIND_LABELS.speeding['zh-CN']]: x.speeding, [BEHAVIOUR_KIND_LABELS.fatigue['zh-CN']]: x.fatigue,
      事件合计: x.events, 评分: x.score,
    })),
  };
}

function fuelSheet(p: Params): Sheet {
  const r = fuelReport(p);
  return {
    name: '油耗报表',
    rows: r.days.map((d) => ({
      日期: d.day, 车牌号: d.plate, 车型: d.model, 所属公司: d.companyName, '里程（km）': d.mileage, '油量（升）': d.litres,
      '百公里油耗（L/100km）': d.consumption, '费用（元）': d.cost, 计算依据加油单: d.refuelNo, 估算: d.estimated ? '是' : '否',
    })),
  };
}

/** An export: the sheet as xlsx, or a JSON refusal (an empty table, a wrong period). */
function exporting(path: string, page: string, sheet: (p: Params) => Sheet) {
  return http.post(`*${path}`, async ({ request }) => {
    try {
      requirePermission(page);
      const { rows, name } = sheet(await readParams(request));
      if (rows.length === 0) refuse('没有符合条件的数据可导出');
      return new HttpResponse(await workbook(rows, name), { headers: { 'Content-Type': XLSX_MIME } });
    } catch (e) {
      if (e instanceof ApiError) return HttpResponse.json(envelope(e.code, e.message, null));
      throw e;
    }
  });
}

/** The reports' route permission codes (docs/architecture.md "Access": a call needs its screen's code, 403 else). */
const BEHAVIOUR_PAGE = 'DrivingBehaviorReport';
const FUEL_PAGE = 'FuelConsumptionReport';

export const fleetReportHandlers = [
  endpoint('GET', REPORT_OPTIONS, () => (requirePermission([BEHAVIOUR_PAGE, FUEL_PAGE]), reportOptions())),
  endpoint('GET', BEHAVIOUR_REPORT, (p) => (requirePermission(BEHAVIOUR_PAGE), behaviourReport(p))),
  endpoint('GET', BEHAVIOUR_EVENTS, (p) => (requirePermission(BEHAVIOUR_PAGE), behaviourEvents(p))),
  endpoint('GET', FUEL_REPORT, (p) => (requirePermission(FUEL_PAGE), fuelReport(p))),
  exporting(BEHAVIOUR_EXPORT, BEHAVIOUR_PAGE, behaviourSheet),
  exporting(FUEL_EXPORT, FUEL_PAGE, fuelSheet),
];
