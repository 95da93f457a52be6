/**
 * Column settings of the lists (docs/architecture.md "Column settings", docs/api.md §8): the signed-in account's
 * settings of every list it changed, a save and a reset of one list's. The load is quiet (a list falls back on what
 * this browser last knew; /userTabulateConfigDeal says it failed in itself); a refused save is told by the client.
 */
import { COLUMN_SETTINGS_LIST_PATH, COLUMN_SETTINGS_RESET_PATH, COLUMN_SETTINGS_SAVE_PATH, type ColumnSettings, type StoredColumnSettings } from '@/lib/columnSettings';
import { get, post, type ApiResult } from './http';

export type { ColumnSettings, StoredColumnSettings };

export function fetchColumnSettings(signal?: AbortSignal): Promise<ApiResult<StoredColumnSettings[]>> {
  return get<StoredColumnSettings[]>(COLUMN_SETTINGS_LIST_PATH, {}, { signal, quiet: true });
}

export function saveColumnSettings(screen: string, settings: ColumnSettings): Promise<ApiResult<StoredColumnSettings>> {
  return post<StoredColumnSettings>(COLUMN_SETTINGS_SAVE_PATH, { screen, ...settings });
}

export function resetColumnSettings(screen: string): Promise<ApiResult<null>> {
  return post<null>(COLUMN_SETTINGS_RESET_PATH, { screen });
}
