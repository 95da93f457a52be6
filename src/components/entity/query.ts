/**
 * The filter of a list screen in its three shapes: the URL query (what dashboard links and shared URLs carry,
 * the screen's source of truth for the applied filter and page), the form's values, and the call's payload.
 * Wire names throughout; a date range travels in the URL as two dates and is sent through the §9 search range
 * helper (00:00:00 / 23:59:59).
 */
import dayjs, { type Dayjs } from 'dayjs';
import { searchRange } from '@/lib/dates';
import { FIRST_PAGE } from '@/lib/paging';
import { filterFields, rangeNames, type AnySchema } from '@/entities/define';

export type FilterValues = Record<string, unknown>;

/** The page number in the URL query (absent on page 1). */
export const PAGE_PARAM = 'page';

/** The sort in the URL query and the call: a sortable field, and asc or desc. */
export const ORDER_BY_PARAM = 'orderBy';
export const ORDER_PARAM = 'order';

export interface Sort {
  by: string;
  dir: 'asc' | 'desc';
}

/** The sort the URL query asks for, when it names a sortable field. */
export function sortFromQuery(schema: AnySchema, query: URLSearchParams): Sort | null {
  const by = query.get(ORDER_BY_PARAM);
  if (!by || !schema.fields.some((f) => f.sortable && f.name === by)) return null;
  return { by, dir: query.get(ORDER_PARAM) === 'desc' ? 'desc' : 'asc' };
}

const DAY = 'YYYY-MM-DD';
const TIME = 'HH:mm';

function day(text: string | null): Dayjs | undefined {
  if (!text) return undefined;
  const d = dayjs(text.trim().slice(0, 10), DAY, true);
  return d.isValid() ? d : undefined;
}

const isDayjs = (v: unknown): v is Dayjs => dayjs.isDayjs(v);

/** Form values from the URL query: every filter field, undefined when the query does not name it. */
export function valuesFromQuery(schema: AnySchema, query: URLSearchParams): FilterValues {
  const values: FilterValues = {};
  for (const f of filterFields(schema)) {
    if (f.type === 'dateRange') {
      const [s, e] = rangeNames(f);
      const start = day(query.get(s));
      const end = day(query.get(e));
      values[f.name] = start && end ? [start, end] : undefined;
    } else if (f.type === 'date' || f.type === 'datetime') {
      // A datetime filter names a day (the backend matches the whole day).
      values[f.name] = day(query.get(f.name));
    } else if (f.type === 'time') {
      const d = dayjs(query.get(f.name)?.trim() ?? '', TIME, true);
      values[f.name] = d.isValid() ? d : undefined;
    } else {
      const v = query.get(f.name)?.trim();
      values[f.name] = v ? v : undefined;
    }
  }
  return values;
}

/** The URL query of form values (empty fields left out) and a page (left out on page 1). */
export function queryFromValues(schema: AnySchema, values: FilterValues, page: number = FIRST_PAGE): URLSearchParams {
  const query = new URLSearchParams();
  for (const f of filterFields(schema)) {
    const v = values[f.name];
    if (f.type === 'dateRange') {
      if (Array.isArray(v) && isDayjs(v[0]) && isDayjs(v[1])) {
        const [s, e] = rangeNames(f);
        query.set(s, v[0].format(DAY));
        query.set(e, v[1].format(DAY));
      }
    } else if (isDayjs(v)) {
      query.set(f.name, v.format(f.type === 'time' ? TIME : DAY));
    } else if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') {
      const text = String(v).trim();
      if (text) query.set(f.name, text);
    }
  }
  if (page > FIRST_PAGE) query.set(PAGE_PARAM, String(page));
  return query;
}

/** The page in the URL query (1 when absent or not a positive whole number). */
export function pageFromQuery(query: URLSearchParams): number {
  const n = Number(query.get(PAGE_PARAM));
  return Number.isInteger(n) && n > 0 ? n : FIRST_PAGE;
}

/** The call's filter payload from the URL query: declared filters only, date ranges through searchRange; the sort. */
export function payloadFromQuery(schema: AnySchema, query: URLSearchParams): Record<string, string> {
  const payload: Record<string, string> = {};
  const sort = sortFromQuery(schema, query);
  if (sort) Object.assign(payload, { [ORDER_BY_PARAM]: sort.by, [ORDER_PARAM]: sort.dir });
  for (const f of filterFields(schema)) {
    if (f.type === 'dateRange') {
      const [s, e] = rangeNames(f);
      const range = searchRange([day(query.get(s)), day(query.get(e))]);
      if (range) [payload[s], payload[e]] = range;
    } else {
      const v = query.get(f.name)?.trim();
      if (v) payload[f.name] = v;
    }
  }
  return payload;
}

/** The same query whatever the order of its parameters (to tell a new filter from the one shown). */
export function canonical(query: URLSearchParams): string {
  const sorted = new URLSearchParams([...query.entries()].sort(([a], [b]) => a.localeCompare(b)));
  return sorted.toString();
}
