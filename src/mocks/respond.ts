/**
 * The envelope, paging and endpoint registration of the demo backend (DESIGN "Server contract"):
 * every answer is `{ code, msg, data }` with code 0 = success (§3, §7); lists are `{ total, result }`
 * paged by `page` (from 1) and `pageSize` (default 10, §9).
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { ApiError } from './errors';
import { drawFault, faultResponse } from './faults';
import { queryParams, readParams, type Params } from './params';

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
  /** A refusal of one field's value (a duplicate, an option no longer offered): the field, for the form to mark it. */
  field?: string;
}

export interface PageResult<T> {
  total: number;
  result: T[];
}

export function envelope<T>(code: number, msg: string, data: T): Envelope<T> {
  return { code, msg, data };
}

/** A refusal's answer: its envelope, naming the refused field when there is one (docs/api.md "Answer envelope"). */
export function refusalEnvelope(e: ApiError): Envelope<unknown> {
  return { ...envelope(e.code, e.message, e.data ?? null), ...(e.field === undefined ? {} : { field: e.field }) };
}

/** §9: page size 10, starting at page 1. */
export const DEFAULT_PAGE_SIZE = 10;

export function paginate<T>(rows: readonly T[], params: Params): PageResult<T> {
  const page = params.positiveInt('page', 1);
  const pageSize = Math.min(params.positiveInt('pageSize', DEFAULT_PAGE_SIZE), 1000);
  const start = (page - 1) * pageSize;
  return { total: rows.length, result: rows.slice(start, start + pageSize) };
}

/** How an endpoint may be called: §7 gives GET or POST for some calls and "not shown" for most (then both). */
export type Method = 'GET' | 'POST' | 'ANY';

export type Resolver = (params: Params, request: Request) => unknown;

/**
 * Registers one endpoint. The resolver gets the merged parameters (see params.ts) and returns the `data`
 * of a success, or a Response of its own (a file's bytes, answered as it is); it throws ApiError (or calls refuse) for a
 * refusal, which a download answers as JSON too. The path matches on any origin, so a
 * `VITE_API_BASE` on another host is answered too.
 */
export function endpoint(method: Method, path: string, resolve: Resolver, opts: { ownBody?: boolean } = {}): HttpHandler {
  const register = method === 'GET' ? http.get : method === 'POST' ? http.post : http.all;
  return register(`*${path}`, async ({ request }) => {
    const fault = drawFault(path);
    if (fault) {
      await delay(fault.latencyMs);
      if (fault.kind) return faultResponse(fault.kind);
    }
    try {
      // `ownBody`: the resolver reads the body itself (a batch's rows, parsed once); the parameters are the query's.
      const data = await resolve(opts.ownBody ? queryParams(request) : await readParams(request), request);
      // A file (an xlsx export, `xlsxFile`) is answered as it is; a refusal still as the JSON envelope.
      if (data instanceof Response) return data;
      return HttpResponse.json(envelope(0, '成功', data ?? null));
    } catch (e) {
      if (e instanceof ApiError) return HttpResponse.json(refusalEnvelope(e));
      console.error('[demo backend]', path, e);
      return HttpResponse.json(envelope(500, '服务器繁忙，请稍后再试', null));
    }
  });
}
