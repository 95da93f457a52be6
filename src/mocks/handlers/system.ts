/**
 * Spec §7: POST /api/report/appendUserFunctionOperation (usage report, form-encoded permissionCode).
 * Console-defined: POST /api/demo/reset (the demo bar's "reset demo data"), GET /api/demo/accounts (the sign-in
 * page's list of demo accounts, so the page never imports the demo backend).
 */
import { demoAccounts } from '../accounts';
import { commit, resetDemoData } from '../db';
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
  endpoint('POST', '/api/report/appendUserFunctionOperation', appendUsage),
  endpoint('POST', '/api/demo/reset', () => resetDemoData()),
  endpoint('GET', '/api/demo/accounts', () => demoAccounts.map(({ account, password, description }) => ({ account, password, description }))),
];
