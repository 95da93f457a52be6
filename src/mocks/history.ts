/**
 * The change history of the demo backend (docs/architecture.md "History"; src/entities/admin/changeLog.ts): every
 * successful save, transition and delete of a declared entity served by ./entities appends an entry — the entity,
 * the record (its key and its label field), the action, the signed-in account and its name, the time, and each
 * declared field whose stored value changed, before and after, as the screens show it (a dictionary's label, a
 * reference's or a city's name). A refused write records nothing. The entries are the `changeLog` collection,
 * newest first, served as the declared list `/api/changeLog/list`. What the entry names is stored in both languages:
 * the entity's title, the action's name, each field's label and a value's text where it differs in English (a
 * dictionary's label, 是/否); an older entry without the English texts shows its Chinese ones. What an entry says is
 * the domain's (src/entities/admin/changeLogRules.ts, pure); this module stamps who and when, and stores it.
 */
import { changeLog } from '@/entities/admin/changeLog';
import { changeText, fieldChanges, type ChangeAction, type FieldChange } from '@/entities/admin/changeLogRules';
import { vehicle } from '@/entities/admin/vehicle';
import type { AnySchema } from '@/entities/define';
import { commit, currentSession, registerCollection } from './db';
import type { StoredRow } from './model';
import { signedInName, staffOf } from './users';
import { DAY, formatWallTime, HOUR, MINUTE, nowWall } from './time';

type Row = Record<string, unknown>;

/** An entry of the change history: the declaration's row, with its field changes and its names in English. */
export type ChangeEntry = StoredRow<typeof changeLog> & { changes: FieldChange[]; entityTitleEn?: string; actionNameEn?: string };

declare module './model' {
  interface DemoData {
    changeLog: ChangeEntry[];
  }
}

/** The entries kept: the oldest go beyond this, so the stored demo stays small. */
export const CHANGE_LOG_CAP = 2000;

/**
 * Appends the entry of a successful write of a record: `before` the row as it was (undefined: created), `after` as
 * it is (undefined: deleted). Nothing is recorded for the change log itself.
 */
export function recordChange(schema: AnySchema, action: ChangeAction, before: Readonly<Row> | undefined, after: Readonly<Row> | undefined): void {
  recordChanges(schema, action, [{ before, after }]);
}

/** Appends the entries of several writes done together (an import's rows), in order, in one commit. */
export function recordChanges(schema: AnySchema, action: ChangeAction, writes: readonly { before: Readonly<Row> | undefined; after: Readonly<Row> | undefined }[]): void {
  if (schema.id === changeLog.id || !writes.length) return;
  const account = currentSession()?.account ?? '';
  const stamp = { logId: 0, operator: account, operatorName: signedInName('未登录'), time: formatWallTime(nowWall()) };
  // Only the newest are kept (CHANGE_LOG_CAP): a large import records its last rows.
  const entries: ChangeEntry[] = writes.slice(-CHANGE_LOG_CAP).map(({ before, after }) => ({ ...stamp, ...changeText(schema, action, before, after) }));
  commit((d) => {
    const log = d.changeLog;
    let next = log[0]?.logId ?? 0;
    for (const e of entries) e.logId = ++next;
    log.unshift(...entries.reverse());
    if (log.length > CHANGE_LOG_CAP) log.length = CHANGE_LOG_CAP;
  });
}

/**
 * A few entries of the days before the seed's today, on seeded vehicles (so /DataRecordpage and their
 * History tabs are not empty on a first visit): deterministic, dated relative to today, newest first.
 */
registerCollection('changeLog', ({ today, get }) => {
  const vehicles = get('vehicles');
  const v = (i: number) => vehicles[i % vehicles.length]!;
  const expiry = v(3).inspectionExpiry ?? '';
  // Each entry's changes are the fields' changes from the values before to those after, as a write records them.
  const vehicleEntry = (i: number, at: number, account: string, action: ChangeAction, before: Row, after: Row): Omit<ChangeEntry, 'logId'> => ({
    ...changeText(vehicle, action, v(i), v(i)), operator: account, operatorName: staffOf(account).nickname, time: formatWallTime(at), changes: fieldChanges(vehicle, before, after),
  });
  const entries: Omit<ChangeEntry, 'logId'>[] = [
    vehicleEntry(0, today - 2 * HOUR, 'admin', 'update', { mileage: Math.max(0, v(0).mileage - 1280) }, { mileage: v(0).mileage }),
    vehicleEntry(1, today - DAY + 3 * HOUR, 'zhaolei', 'update', { color: v(1).color === '珍珠白' ? '冰川银' : '珍珠白', remark: '' }, { color: v(1).color, remark: '年度保养已完成' }),
    vehicleEntry(2, today - 2 * DAY + 25 * MINUTE, 'dispatcher', 'repair', { vehicleStatus: 1, repairReason: '' }, { vehicleStatus: 2, repairReason: '左前轮胎磨损严重' }),
    vehicleEntry(2, today - 3 * DAY + 4 * HOUR, 'sunli', 'repaired', { vehicleStatus: 2 }, { vehicleStatus: 1 }),
    vehicleEntry(3, today - 5 * DAY + 2 * HOUR, 'admin', 'update', { inspectionExpiry: `${Number(expiry.slice(0, 4)) - 1}${expiry.slice(4)}` }, { inspectionExpiry: expiry }),
  ];
  return entries.map((e, i) => ({ ...e, logId: entries.length - i }));
});
