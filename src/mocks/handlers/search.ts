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
import { SEARCH_LIMIT, SEARCH_PATH, searchHits, type RecordHit } from '@/entities/search';
import { listPermission, sessionCodes } from '../access';
import { backendOf, scopedRows } from '../entities';
import { endpoint } from '../respond';

const SEARCHED = ENTITIES.filter((s) => s.search);

/** Whether the account's permission codes open the entity's list screen (null: no session, nothing to narrow by). */
function holdsList(schema: AnySchema, permissions: readonly string[] | null): boolean {
  const code = listPermission(schema);
  return permissions === null || permissions.includes('*:*:*') || (code !== null && permissions.includes(code));
}

/** The hits for a keyword, grouped by entity (see the header comment; the rule is entities/search's searchHits). */
export function searchRecords(keyword: string, limit = SEARCH_LIMIT): RecordHit[] {
  const permissions = sessionCodes();
  const rows = (schema: AnySchema) => {
    const def = backendOf(schema.id);
    return def ? scopedRows(def) : [];
  };
  return searchHits(SEARCHED.filter((schema) => holdsList(schema, permissions)), keyword, limit, rows, (schema, row) => backendOf(schema.id)?.present?.(row) ?? row);
}

export const searchHandlers = [endpoint('GET', SEARCH_PATH, (p) => searchRecords(p.str('keyword') ?? '', p.positiveInt('limit', SEARCH_LIMIT)))];
