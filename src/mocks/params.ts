/**
 * The one parameter reader of the demo backend.
 *
 * §7 leaves the method of most calls "not shown" and says the POST helper sends JSON or form-encoded bodies,
 * so every handler reads its parameters the same way: the query string, then a JSON object body, a
 * form-encoded body or a multipart body, merged (the body wins). Values are kept as strings; empty strings
 * and nulls count as absent, because list screens send empty filters.
 */
import { ApiError } from './errors';
import { parseWallTime } from './time';

export class Params {
  private readonly values: Map<string, string>;

  constructor(values: Map<string, string>) {
    this.values = values;
  }

  /** The value, or undefined when absent or empty. */
  str(name: string): string | undefined {
    const v = this.values.get(name)?.trim();
    return v === undefined || v === '' ? undefined : v;
  }

  /** The value, or an ApiError (code 1) with `msg` when absent. */
  required(name: string, msg: string): string {
    const v = this.str(name);
    if (v === undefined) throw new ApiError(1, msg);
    return v;
  }

  /** A finite number, or undefined when absent; an ApiError when present but not a number. */
  num(name: string): number | undefined {
    const v = this.str(name);
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isFinite(n)) throw new ApiError(1, `参数 ${name} 格式错误`);
    return n;
  }

  /**
   * A date-time as wall milliseconds (any form `parseWallTime` reads; a date alone at 00:00, or at 23:59:59 with
   * `endOfDay`: a range's end): undefined when absent, null when unreadable (the caller says how it refuses).
   */
  time(name: string, endOfDay = false): number | null | undefined {
    const v = this.str(name);
    return v === undefined ? undefined : parseWallTime(v, endOfDay);
  }

  /** A positive integer with a default (paging). */
  positiveInt(name: string, fallback: number): number {
    const n = this.num(name);
    return n !== undefined && Number.isInteger(n) && n > 0 ? n : fallback;
  }

  has(name: string): boolean {
    return this.str(name) !== undefined;
  }

  /** Whether the caller sent this parameter at all, even empty or null (an edit form clearing a field). */
  sent(name: string): boolean {
    return this.values.has(name);
  }

  /** Every non-empty parameter (the generic entity lists filter on them). */
  entries(): [string, string][] {
    return [...this.values.keys()].flatMap((k) => {
      const v = this.str(k);
      return v === undefined ? [] : [[k, v] as [string, string]];
    });
  }
}

function scalar(v: unknown): string | undefined {
  if (v === undefined) return undefined;
  if (v === null) return ''; // sent, but empty: reads as absent, yet `sent()` tells an edit clearing a field

  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return JSON.stringify(v); // arrays and objects (e.g. priceItemsJson sent as an object) keep their JSON
}

async function readBody(request: Request): Promise<[string, string][]> {
  if (request.method === 'GET' || request.method === 'HEAD') return [];
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('multipart/form-data')) {
      // A copy: the endpoint may read the files of the body itself (an upload).
      const form = await request.clone().formData();
      return [...form.entries()].flatMap(([k, v]) => (typeof v === 'string' ? [[k, v] as [string, string]] : []));
    }
    const text = await request.text();
    if (text.trim() === '') return [];
    if (type.includes('application/x-www-form-urlencoded')) return [...new URLSearchParams(text).entries()];
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    return Object.entries(parsed).flatMap(([k, v]) => {
      const s = scalar(v);
      return s === undefined ? [] : [[k, s] as [string, string]];
    });
  } catch {
    throw new ApiError(1, '请求参数格式错误');
  }
}

/** The query string of a request only (an endpoint reading its body itself: a batch's rows). */
export function queryParams(request: Request): Params {
  return new Params(new Map(new URL(request.url).searchParams.entries()));
}

/** Query string and body of a request, merged (the body wins). */
export async function readParams(request: Request): Promise<Params> {
  const values = new Map<string, string>(new URL(request.url).searchParams.entries());
  for (const [k, v] of await readBody(request)) values.set(k, v);
  return new Params(values);
}
