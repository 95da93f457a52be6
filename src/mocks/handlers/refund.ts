/**
 * §2 Refund detail list / §3 refund filter / §7 /api/refundBill/refundDetailList.json.
 */
import { data } from '../db';
import { refuse } from '../errors';
import type { RefundBill } from '../model';
import type { Params } from '../params';
import { endpoint, paginate } from '../respond';
import { formatWallTime, parseWallTime } from '../time';

/** Filters compared for equality with the row's field of the same name (ids and codes as text). */
const EXACT_FILTERS = [
  'orderNo', 'bookingUserPhone', 'bookingGaincarCityId', 'bookingGaincarStoreId', 'bookingBackcarCityId', 'bookingBackcarStoreId',
  'payStatus', 'payChannel', 'payType', 'billNo', 'serialNo', 'thirdDealNo',
] as const satisfies readonly (keyof RefundBill)[];

/** A range bound as `YYYY-MM-DD HH:mm:ss`; a date alone covers the whole day (§9 search range helper). */
function bound(p: Params, name: string, endOfDay: boolean): string | undefined {
  const v = p.str(name);
  if (v === undefined) return undefined;
  const ms = parseWallTime(v, endOfDay);
  if (ms === null) refuse('交易时间格式错误');
  return formatWallTime(ms);
}

function refundList(p: Params) {
  const exact = EXACT_FILTERS.flatMap((k) => {
    const v = p.str(k);
    return v === undefined ? [] : [[k, v] as const];
  });
  const prefix = p.str('bookingUserNamePrefix');
  const start = bound(p, 'tradeStartDate', false);
  const end = bound(p, 'tradeEndDate', true);
  const rows = data().refunds.filter(
    (r) =>
      exact.every(([k, v]) => String(r[k]) === v) &&
      (prefix === undefined || r.bookingUserName.startsWith(prefix)) &&
      (start === undefined || r.tradeTime >= start) &&
      (end === undefined || r.tradeTime <= end),
  );
  return paginate(rows, p);
}

export const refundHandlers = [endpoint('ANY', '/api/refundBill/refundDetailList.json', refundList)];
