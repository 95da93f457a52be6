/**
 * What the per-account settings' handlers share (saved views ./handlers/views.ts, column settings
 * ./handlers/columnSettings.ts): the signed-in account, the list a setting is of, a JSON list parameter and the rows
 * kept per account. A module of its own, since handlers do not import each other.
 */
import { currentSession } from './db';
import { refuse } from './errors';
import type { Params } from './params';

/** The signed-in account's name (what per-account settings are kept under); refused without a session. */
export function accountOf(): string {
  const session = currentSession();
  if (!session) refuse('请先登录');
  return session.account;
}

/** The `screen` parameter: the list a setting is of; refused when absent. */
export function screenOf(p: Params): string {
  return p.str('screen') ?? refuse('请指定列表');
}

/** A setting as kept: its owner (never answered) besides. */
export type Owned<T> = T & { account: string };

/** A kept setting as answered: without its owner. */
export function unowned<T extends object>(row: Owned<T>): T {
  const { account: _account, ...rest } = row;
  return rest as unknown as T;
}

/** A parameter holding a JSON list of strings (absent or empty: none); anything else is refused with `refusal`. */
export function stringListOf(p: Params, name: string, refusal: string): string[] {
  const raw = p.str(name);
  if (raw === undefined || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    refuse(refusal);
  }
  if (!Array.isArray(parsed) || !parsed.every((x) => typeof x === 'string')) refuse(refusal);
  return parsed as string[];
}
