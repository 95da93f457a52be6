/**
 * The account's column settings of a list (docs/architecture.md "Column settings"): which columns show, their order
 * and the columns pinned at the left — what the list's column chooser and /userTabulateConfigDeal edit, the backend
 * keeps per account and list, and the table applies. The paths, the shape and the rules the screen and the backend
 * share (one function each).
 */
import { readJson, writeJson } from './storage';
import type { LangText } from './validators';

export const COLUMN_SETTINGS_LIST_PATH = '/api/columnSettings/list';
export const COLUMN_SETTINGS_SAVE_PATH = '/api/columnSettings/save';
export const COLUMN_SETTINGS_RESET_PATH = '/api/columnSettings/reset';

/** The row actions' column: always last (fixed at the right); it can be hidden, not moved or pinned. */
export const ACTIONS_COLUMN = 'actions';

/** The most columns pinned at the left (a wider block would leave no room to scroll the rest). */
export const PINNED_MAX = 3;

/** What is kept of a list's columns: keys of its columns (the declared column fields' names, and `actions`). */
export interface ColumnSettings {
  /** The columns not shown. */
  hidden: string[];
  /** The columns in the order chosen (columns missing from it follow in their declared order). */
  order: string[];
  /** The columns pinned at the left, in the order shown. */
  pinned: string[];
}

/** A list's settings as the backend answers them. */
export interface StoredColumnSettings extends ColumnSettings {
  /** The list's entity id. */
  screen: string;
  updateTime: string;
}

export const DEFAULT_COLUMN_SETTINGS: ColumnSettings = { hidden: [], order: [], pinned: [] };

export const COLUMNS_ALL_HIDDEN: LangText = { 'zh-CN': '至少显示一列', 'en-US': 'Show at least one column' };
export const COLUMNS_UNKNOWN: LangText = { 'zh-CN': '列表中没有该列', 'en-US': 'The list has no such column' };
export const COLUMNS_PINNED_HIDDEN: LangText = { 'zh-CN': '隐藏的列不能固定', 'en-US': 'A hidden column cannot be pinned' };
export const COLUMNS_PINNED_MAX: LangText = { 'zh-CN': `最多固定${PINNED_MAX}列`, 'en-US': `At most ${PINNED_MAX} columns can be pinned` };
export const COLUMNS_ACTIONS_FIXED: LangText = { 'zh-CN': '操作列固定在最右侧', 'en-US': 'The actions column stays at the right' };

const unique = (keys: readonly string[]) => [...new Set(keys)];

/**
 * The columns in the order shown: the pinned ones first (in their order), then the others in the chosen order, any
 * column the order does not name after them in its declared order, the actions column last. Unknown keys are dropped.
 */
export function arrangedKeys(keys: readonly string[], s: ColumnSettings): string[] {
  const known = new Set(keys);
  const data = keys.filter((k) => k !== ACTIONS_COLUMN);
  const ordered = unique([...s.order.filter((k) => known.has(k) && k !== ACTIONS_COLUMN), ...data]);
  const pinned = s.pinned.filter((k) => known.has(k) && k !== ACTIONS_COLUMN);
  return [...unique([...pinned, ...ordered]), ...(known.has(ACTIONS_COLUMN) ? [ACTIONS_COLUMN] : [])];
}

/** Why settings cannot be kept for a list of these columns, or null (the chooser's and the backend's one check). */
export function columnSettingsProblem(s: ColumnSettings, keys: readonly string[]): LangText | null {
  const known = new Set(keys);
  if ([...s.hidden, ...s.order, ...s.pinned].some((k) => !known.has(k))) return COLUMNS_UNKNOWN;
  if (keys.length > 0 && keys.every((k) => s.hidden.includes(k))) return COLUMNS_ALL_HIDDEN;
  if (s.pinned.includes(ACTIONS_COLUMN) || s.order.includes(ACTIONS_COLUMN)) return COLUMNS_ACTIONS_FIXED;
  if (s.pinned.some((k) => s.hidden.includes(k))) return COLUMNS_PINNED_HIDDEN;
  if (unique(s.pinned).length > PINNED_MAX) return COLUMNS_PINNED_MAX;
  return null;
}

/** Settings equal to the default (nothing hidden, pinned or moved) for these columns. */
export function isDefaultSettings(s: ColumnSettings, keys: readonly string[]): boolean {
  return s.hidden.length === 0 && s.pinned.length === 0 && arrangedKeys(keys, s).join() === arrangedKeys(keys, DEFAULT_COLUMN_SETTINGS).join();
}

/** Settings as kept: each list without repeats, the order only of the data columns (all of them, in the order shown). */
export function normalSettings(s: ColumnSettings, keys: readonly string[]): ColumnSettings {
  const shown = arrangedKeys(keys, s).filter((k) => k !== ACTIONS_COLUMN);
  return { hidden: unique(s.hidden), order: shown, pinned: unique(s.pinned) };
}

/** Local-storage key prefix of the last column settings this browser saw of a table (shown before the backend answers). */
export const COLUMNS_STORAGE_PREFIX = 'TABLE_COLUMNS:';

const isKeys = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const isSettings = (v: unknown): v is ColumnSettings =>
  typeof v === 'object' && v !== null && isKeys((v as ColumnSettings).hidden) && isKeys((v as ColumnSettings).order) && isKeys((v as ColumnSettings).pinned);

/**
 * The settings this browser last saw of a table (an older entry holds the hidden columns alone); none or a corrupt
 * one: `fallback` (the list's declared default).
 */
export function cachedColumnSettings(table: string, fallback: ColumnSettings = DEFAULT_COLUMN_SETTINGS): ColumnSettings {
  const cached = readJson<unknown>('local', COLUMNS_STORAGE_PREFIX + table, (v): v is unknown => isSettings(v) || isKeys(v), null);
  return isSettings(cached) ? cached : isKeys(cached) ? { ...DEFAULT_COLUMN_SETTINGS, hidden: cached } : fallback;
}

/** A list's settings before the account changes them: its columns declared not essential hidden. */
export const declaredColumnSettings = (hidden: readonly string[]): ColumnSettings => ({ ...DEFAULT_COLUMN_SETTINGS, hidden: [...hidden] });

export function cacheColumnSettings(table: string, settings: ColumnSettings): void {
  writeJson('local', COLUMNS_STORAGE_PREFIX + table, settings);
}
