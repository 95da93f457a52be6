/**
 * Record search (docs/architecture.md "Record search"): `GET /api/search` finds the records of the entities declaring
 * `search` (src/entities/search.ts) by a keyword of at least 2 characters. Quiet: the route search shows a failure
 * as a line of its own, not a toast per keystroke. Loaded with the route search dialog, not the shell.
 */
import { SEARCH_PATH, type RecordHit } from '@/entities/search';
import { get, type ApiResult } from './http';

export type { RecordHit };

export function searchRecords(keyword: string, signal?: AbortSignal): Promise<ApiResult<RecordHit[]>> {
  return get<RecordHit[]>(SEARCH_PATH, { keyword }, { signal, quiet: true });
}
