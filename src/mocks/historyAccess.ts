/**
 * Who reads which change history (docs/architecture.md "History" and "Access"; §6, §8 403): an entry is the signed-in
 * account's to read when it holds the list of the entry's entity (its list route's code, or one of the routes listing
 * the same records) and the record is among the rows that list shows it (its data scope, a supplier's own records,
 * a backing's `scope`). A record no longer stored (deleted) is shown only to an account whose rows of that entity are
 * not narrowed. The whole history (/DataRecordpage) needs /DataRecordpage and lists only those entries; one record's
 * history (a detail's History tab: `entity` and `recordId`) needs the entity's list instead, and is refused (403) when
 * the record is not the account's to see.
 */
import { holds, listPermissions, NO_PERMISSION } from './access';
import { currentSession, data } from './db';
import { backendOf, scopedRows } from './entities';
import { ApiError } from './errors';
import type { Params } from './params';

type Row = Record<string, unknown>;

/** Whether the account's data scope is everything (none: the backend's own tests): what reads an undeclared entity's history. */
const seesAll = (): boolean => [undefined, 1].includes(currentSession()?.dataScope);

/** Which records of an entity the account may read the history of, by record id. */
function readableRecords(entity: string): (recordId: string) => boolean {
  const def = backendOf(entity);
  // Not a declared entity's record: only an account whose data scope is everything reads it.
  if (!def?.schema) return seesAll() ? () => true : () => false;
  if (!holds(listPermissions(def.schema))) return () => false;
  const seen = scopedRows(def);
  const all = data()[def.collection] as unknown as Row[];
  const key = (r: Row) => String(r[def.id] as string | number);
  const keys = new Set(seen.map(key));
  // Not narrowed: every stored record, and one deleted since.
  return seen.length === all.length ? () => true : (id) => keys.has(id);
}

/** The test of the entries the signed-in account may read (the change log backing's `scope`). */
export function readableEntries(): (entry: Row) => boolean {
  const byEntity = new Map<string, (recordId: string) => boolean>();
  return (entry) => {
    const entity = String(entry.entity);
    let readable = byEntity.get(entity);
    if (!readable) byEntity.set(entity, (readable = readableRecords(entity)));
    return readable(String(entry.recordId));
  };
}

/**
 * The permission a read of the change log needs (the backing's `readPermission`): one record's history (`entity` and
 * `recordId`) its entity's list and the record in its rows — refused here (403) otherwise, null when they hold —, else
 * undefined (the list's own, /DataRecordpage).
 */
export function historyReadPermission(p: Params): null | undefined {
  const recordId = p.str('recordId');
  const of = recordId === undefined ? undefined : backendOf(p.str('entity') ?? '');
  if (recordId === undefined || !of?.schema) return undefined;
  if (!readableRecords(of.schema.id)(recordId)) throw new ApiError(403, NO_PERMISSION);
  // Checked: it holds the entity's list and sees the record.
  return null;
}

/** The entities whose history the account may read (the entity filter's options). */
export function readableEntities<T extends { value: string }>(options: readonly T[]): T[] {
  return options.filter((o) => {
    const def = backendOf(o.value);
    return def?.schema ? holds(listPermissions(def.schema)) : seesAll();
  });
}
