/**
 * §8 error catalogue as one pure function: an answer (or HTTP status) in, the action to take out.
 * The http interceptor applies the action; nothing else decides what an error code means.
 */

/** §3 response envelope. Extra fields appear on some answers (systemStopInfo, errCode, result_code, result_msg). */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  systemStopInfo?: { title?: string; content?: string } | null;
  errCode?: string | number | null;
  result_code?: number | string | null;
  result_msg?: string | null;
  /** A refusal of one field's value: the field (the form marks it under its input; docs/api.md "Answer envelope"). */
  field?: string | null;
}

export type ErrorAction =
  /** code 0, or a business code (≥ 1000 outside 88880–88899) the calling screen handles itself. */
  | { kind: 'pass' }
  /** 401: show the message, go to sign-in. */
  | { kind: 'unauthorized'; msg: string }
  /** 403: go to /noPermission. */
  | { kind: 'forbidden' }
  /** 997: go to /StopTaking with title and text from systemStopInfo. */
  | { kind: 'stopped'; title: string; text: string }
  /** Other non-zero code below 1000, and 88880–88899: an error toast. */
  | { kind: 'toast'; msg: string }
  /** Empty errCode: sign in again, coming back to the current path. */
  | { kind: 'relogin' };

/**
 * What an HTTP status a §8 code does not explain means to a user, said in words (the status is no help to them): the
 * key of its message (docs/architecture.md "Data layer"). §8 gives none of these texts; the network failure's is §8's.
 */
export type StatusMessage = 'http.unavailable' | 'http.timeout' | 'http.tooMany' | 'http.tooLarge' | 'http.notFound' | 'http.refused' | 'http.server';

export function statusMessage(status: number): StatusMessage {
  // A gateway, an overloaded or restarting service: nothing the user did, it passes.
  if (status === 502 || status === 503 || status === 504) return 'http.unavailable';
  if (status === 408) return 'http.timeout';
  if (status === 429) return 'http.tooMany';
  if (status === 413) return 'http.tooLarge';
  // An endpoint the server does not have (an older server, a moved path): reloading gets the current console.
  if (status === 404 || status === 405 || status === 410) return 'http.notFound';
  if (status >= 400 && status < 500) return 'http.refused';
  return 'http.server';
}

export const STOP_CODE = 997;
export const PARTNER_ERROR_MIN = 88880;
export const PARTNER_ERROR_MAX = 88899;

function toNumber(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

function isPartnerError(n: number | null): boolean {
  return n !== null && n >= PARTNER_ERROR_MIN && n <= PARTNER_ERROR_MAX;
}

function text(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Classifies a JSON answer. `status` is the HTTP status (answers with HTTP 401/403 and no envelope code
 * are treated like codes 401/403).
 */
export function classify(body: unknown, status = 200): ErrorAction {
  const b = isRecord(body) ? body : {};
  const code = toNumber(b.code) ?? (status === 401 || status === 403 ? status : null);
  const msg = text(b.msg);

  // §8: codes 88880–88899 in code or result_code → error toast with result_msg, or msg.
  if (isPartnerError(code) || isPartnerError(toNumber(b.result_code))) {
    return { kind: 'toast', msg: text(b.result_msg) || msg };
  }
  if (code === 401) return { kind: 'unauthorized', msg };
  if (code === 403) return { kind: 'forbidden' };
  if (code === STOP_CODE) {
    const info = isRecord(b.systemStopInfo) ? b.systemStopInfo : isRecord(b.data) && isRecord(b.data.systemStopInfo) ? b.data.systemStopInfo : {};
    return { kind: 'stopped', title: text(info.title), text: text(info.content) };
  }
  if (code !== null && code !== 0 && code < 1000) return { kind: 'toast', msg };
  // §8: empty errCode → sign in again with a redirect query. Only for answers without a numeric code
  // (gateway-style answers); an envelope with code 0 is a success whatever else it carries.
  if (code === null && 'errCode' in b && (b.errCode === '' || b.errCode === null)) return { kind: 'relogin' };
  return { kind: 'pass' };
}
