/**
 * §2 screens receiving their row as a JSON query parameter named `row`, with the parent list's path for the way
 * back (`parent`). The row is parsed defensively: anything but a JSON object is an error the screen shows with a
 * way back, never a blank page. The parent must be a path inside the console (lib/redirect), else the screen's
 * own default parent is used.
 */
import { safeRedirect } from './redirect';

export const ROW_PARAM = 'row';
export const PARENT_PARAM = 'parent';

export type RowQuery =
  | { ok: true; row: Record<string, unknown> }
  | { ok: false; reason: 'missing' | 'malformed' | 'notObject' };

/** The row of a `row` query value. */
export function parseRowQuery(raw: string | null | undefined): RowQuery {
  if (raw === null || raw === undefined || raw.trim() === '') return { ok: false, reason: 'missing' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, reason: 'notObject' };
  return { ok: true, row: value as Record<string, unknown> };
}

/** The parent path of a row screen: the `parent` query when it is inside the console, else `fallback`. */
export function parentPath(raw: string | null | undefined, fallback: string): string {
  return safeRedirect(raw) ?? fallback;
}

/** The address of a row screen for `row`, remembering where to go back to. */
export function rowHref(path: string, row: object, parent?: string): string {
  const query = new URLSearchParams({ [ROW_PARAM]: JSON.stringify(row) });
  if (parent) query.set(PARENT_PARAM, parent);
  return `${path}?${query.toString()}`;
}

/** The record's id a record's or step's address names: its row key's parameter, else that key of an older link's row (''). */
export function stepRecordId(query: URLSearchParams, rowKey: string): string {
  const own = query.get(rowKey)?.trim();
  if (own) return own;
  const old = parseRowQuery(query.get(ROW_PARAM));
  const id = old.ok ? old.row[rowKey] : undefined;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : '';
}
