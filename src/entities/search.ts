/**
 * Record search (docs/architecture.md "Record search"), the pure half: which records an entity's declared `search`
 * finds for a text, and what a hit shows and opens. The demo backend's `GET /api/search` answers with it
 * (src/mocks/handlers/search.ts); the route search (src/components/RouteSearch.tsx) shows the hits.
 */
import type { Bilingual } from '@/i18n';
import type { AnySchema, EntityAction } from './define';

/** The one search endpoint: `keyword` (at least SEARCH_MIN_LENGTH characters), `limit` hits per entity. */
export const SEARCH_PATH = '/api/search';
export const SEARCH_MIN_LENGTH = 2;
/** Hits per entity by default, and at most. */
export const SEARCH_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 20;

/**
 * The list screen's query naming the record whose detail drawer it opens (`?open=<row key>`): how a found record of an
 * entity without a detail screen is shown (src/components/entity/EntityListPage.tsx reads it).
 */
export const OPEN_RECORD_PARAM = 'open';

/** A record found: its entity, what it shows (label and a secondary line) and the address of its detail screen. */
export interface RecordHit {
  /** The entity's id. */
  entity: string;
  entityTitle: Bilingual;
  /** The record's row key, as text. */
  key: string;
  label: string;
  detail: string;
  /** The detail screen's address (by id, or the row as JSON), inside the console. */
  path: string;
}

type Row = Readonly<Record<string, unknown>>;

/** The link opening an entity's detail (its `detail` row action): a detail screen, or the drawer over its list. */
export function detailLinkOf(schema: AnySchema): EntityAction | undefined {
  return (schema.actions ?? schema.links ?? []).find((a) => a.key === 'detail' && (a.open || a.drawer)) as EntityAction | undefined;
}

/** The address showing a record: its detail screen's, else its list's with its drawer open (OPEN_RECORD_PARAM). */
function recordPath(schema: AnySchema, link: EntityAction, row: Row): string | undefined {
  const list = schema.screens?.list ?? '';
  if (link.open) return link.open(row, list);
  return list ? `${list}?${new URLSearchParams({ [OPEN_RECORD_PARAM]: text(row[schema.rowKey]) }).toString()}` : undefined;
}

const text = (v: unknown): string => (v === undefined || v === null ? '' : typeof v === 'object' ? '' : String(v as string | number | boolean));

/** The searched field whose value contains the text (lower-cased by the caller), or undefined. */
export function matchedField(schema: AnySchema, row: Row, needle: string): string | undefined {
  return schema.search?.fields.find((f: string) => text(row[f]).toLowerCase().includes(needle));
}

/**
 * The hit of a row found by `field`: its label (the first searched field), its secondary line (the declared detail
 * fields, after the matched value when that is neither), the address showing it (`recordPath`); undefined when the
 * row's detail link is not offered for it.
 */
export function recordHit(schema: AnySchema, row: Row, field: string): RecordHit | undefined {
  const search = schema.search;
  const link = detailLinkOf(schema);
  const path = link && (!link.when || link.when(row)) ? recordPath(schema, link, row) : undefined;
  if (!search || !path) return undefined;
  const [labelField] = search.fields;
  const details: readonly string[] = search.detail ?? [];
  const shown = field === labelField || details.includes(field) ? [] : [text(row[field])];
  return {
    entity: schema.id,
    entityTitle: schema.title,
    key: text(row[schema.rowKey]),
    label: text(row[labelField]),
    detail: [...shown, ...details.map((f) => text(row[f]))].filter(Boolean).join(' · '),
    path,
  };
}

/**
 * The hits for a keyword over the entities searched, grouped by entity in their order: at most `limit` per entity
 * (1 to SEARCH_MAX_LIMIT), nothing for a keyword shorter than SEARCH_MIN_LENGTH. `rows` gives an entity's rows as
 * the account's lists show them; `view` a row as its detail answers it.
 */
export function searchHits(
  schemas: readonly AnySchema[], keyword: string, limit: number, rows: (schema: AnySchema) => Iterable<Row>, view: (schema: AnySchema, row: Row) => Row,
): RecordHit[] {
  const needle = keyword.trim().toLowerCase();
  if (needle.length < SEARCH_MIN_LENGTH) return [];
  const perEntity = Math.min(Math.max(1, Math.floor(limit)), SEARCH_MAX_LIMIT);
  return schemas.flatMap((schema) => {
    const hits: RecordHit[] = [];
    for (const row of rows(schema)) {
      const field = matchedField(schema, row, needle);
      const hit = field === undefined ? undefined : recordHit(schema, view(schema, row), field);
      if (hit) hits.push(hit);
      if (hits.length >= perEntity) break;
    }
    return hits;
  });
}

