/**
 * Spec §7: POST /api/report/appendUserFunctionOperation (usage report, form-encoded permissionCode).
 * Console-defined: POST /api/demo/reset (the demo bar's "reset demo data"), GET /api/demo/accounts (the sign-in
 * page's list of demo accounts, so the page never imports the demo backend).
 */
import { DEMO_PATHS, USAGE_REPORT_PATH } from '@/entities/system/wire';
import { demoAccounts } from '../accounts';
import { commit, flushDemoData, resetDemoData } from '../db';
import { faultConfig, switchFaults } from '../faults';
import type { Params } from '../params';
import { endpoint } from '../respond';
import { formatWallTime, nowWall } from '../time';

/** The demo keeps the latest reports only. */
const MAX_REPORTS = 500;

function appendUsage(p: Params): null {
  const permissionCode = p.required('permissionCode', '缺少功能编码');
  commit((d) => {
    d.usageReports = [...d.usageReports, { permissionCode, account: d.session?.account ?? null, time: formatWallTime(nowWall()) }].slice(-MAX_REPORTS);
  });
  return null;
}

export const systemHandlers = [
  endpoint('GET', DEMO_PATHS.faults, () => faultConfig()),
  endpoint('POST', DEMO_PATHS.faults, (p) => switchFaults(p.num('rate') ?? 0, p.num('latencyMs') ?? 0, p.num('seed'))),
  endpoint('POST', USAGE_REPORT_PATH, appendUsage),
  // Answered once the reset is stored: the demo bar reloads the page right after.
  endpoint('POST', DEMO_PATHS.reset, async () => {
    resetDemoData();
    await flushDemoData();
  }),
  endpoint('GET', DEMO_PATHS.accounts, () => demoAccounts.map(({ account, password, description }) => ({ account, password, description }))),
];
