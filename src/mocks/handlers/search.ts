/**
 * Record search (docs/architecture.md "Record search"): `GET /api/search?keyword=&limit=` finds the records of every
 * entity declaring `search` whose searched fields contain the keyword (case-insensitive), at most `limit` per entity
 * (default 5, at most 20), in the order of ENTITIES then of each collection. Only what the signed-in account may
 * see: entities whose list screen it holds (its menu's permission codes) and, in them, the rows its lists show
 * (a supplier its own: `rowsOf`). A keyword shorter than 2 characters finds nothing. Only the collections of the
 * entities searched are generated.
 */
import { ENTITIES } from '@/entities';
import type { AnySchema } from '@/entities/define';
import { matchedField, recordHit, SEARCH_LIMIT, SEARCH_MAX_LIMIT, SEARCH_MIN_LENGTH, SEARCH_PATH, type RecordHit } from '@/entities/search';
import { listPermission, sessionCodes } from '../access';
import { backendOf, scopedRows } from '../entities';
import { endpoint } from '../respond';

const SEARCHED = ENTITIES.filter((s) => s.search);

/** Whether the account's permission codes open the entity's list screen (null: no session, nothing to narrow by). */
function holdsList(schema: AnySchema, permissions: readonly string[] | null): boolean {
  const code = listPermission(schema);
  return permissions === null || permissions.includes('*:*:*') || (code !== null && permissions.includes(code));
}

/** The hits for a keyword, grouped by entity (see the header comment). */
export function searchRecords(keyword: string, limit = SEARCH_LIMIT): RecordHit[] {
  const needle = keyword.trim().toLowerCase();
  if (needle.length < SEARCH_MIN_LENGTH) return [];
  const perEntity = Math.min(Math.max(1, Math.floor(limit)), SEARCH_MAX_LIMIT);
  const permissions = sessionCodes();
  return SEARCHED.filter((schema) => holdsList(schema, permissions)).flatMap((schema) => {
    const def = backendOf(schema.id);
    const hits: RecordHit[] = [];
    for (const row of def ? scopedRows(def) : []) {
      const field = matchedField(schema, row, needle);
      const hit = field === undefined ? undefined : recordHit(schema, def?.present?.(row) ?? row, field);
      if (hit) hits.push(hit);
      if (hits.length >= perEntity) break;
    }
    return hits;
  });
}

export const searchHandlers = [endpoint('GET', SEARCH_PATH, (p) => searchRecords(p.str('keyword') ?? '', p.positiveInt('limit', SEARCH_LIMIT)))];
