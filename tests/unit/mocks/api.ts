/** Test helper: calls the demo backend through fetch (msw/node answers) and returns the envelope. */
export interface Answer<T = unknown> {
  code: number;
  msg: string;
  data: T;
  /** A refusal of one field's value: the field. */
  field?: string;
}

/** The console's origin in tests (the jsdom page's URL, vite.config.ts); the unit tests run in node, which has none. */
export const ORIGIN = 'http://localhost:3000/';

type Value = string | number | boolean | null | undefined;

export interface CallOptions {
  method?: 'GET' | 'POST';
  /** Sent as the query string (GET) or a JSON body (POST) unless `form` is set. */
  params?: Record<string, Value>;
  /** POST the params form-encoded. */
  form?: boolean;
}

function entries(params: Record<string, Value>): [string, string][] {
  return Object.entries(params).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)] as [string, string]]));
}

export async function call<T = unknown>(path: string, { method = 'POST', params = {}, form = false }: CallOptions = {}): Promise<Answer<T>> {
  const url = new URL(path, ORIGIN);
  let init: RequestInit = { method };
  if (method === 'GET') for (const [k, v] of entries(params)) url.searchParams.set(k, v);
  else if (form) init = { method, body: new URLSearchParams(entries(params)), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
  else init = { method, body: JSON.stringify(params), headers: { 'Content-Type': 'application/json' } };
  const res = await fetch(url, init);
  return (await res.json()) as Answer<T>;
}

/** Calls and expects code 0; returns data. */
export async function ok<T = unknown>(path: string, options?: CallOptions): Promise<T> {
  const answer = await call<T>(path, options);
  if (answer.code !== 0) throw new Error(`${path} answered ${answer.code} ${answer.msg}`);
  return answer.data;
}
