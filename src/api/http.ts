/**
 * The one http client (§7) and its interceptor (§8). Every call of the console goes through here.
 *
 * - headers: app marker on every call except the maps district service; fingerprint (+ version 2023-08-14)
 *   and app version when stored locally;
 * - timeouts: 50 s by default, 60 s for the POST helper;
 * - the §8 catalogue is decided by `classify()` (./errors) and applied here through an injected UI port,
 *   so this module stays free of React: the app wires toasts (one at a time) and navigation at start-up;
 * - helpers never throw: they resolve to an ApiResult, `handled` telling whether the user was already told.
 */
import axios, { AxiosError, AxiosHeaders, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { t } from '@/i18n';
import { notify } from '@/lib/notify';
import { backendReady } from '@/lib/backendReady';
import { config } from '@/lib/config';
import { LOCAL_KEYS, readString } from '@/lib/storage';
import { classify, isRecord, statusMessage, type Envelope, type ErrorAction } from './errors';
import { USAGE_REPORT_PATH } from '@/entities/system/wire';

export type { Envelope } from './errors';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Background calls (version check): failures are returned to the caller but never shown or acted on. */
    silent?: boolean;
    /** The caller reports a business refusal itself (a batch's report): its toast is not shown; §8's other actions are. */
    quiet?: boolean;
    /** The session the call was sent under (stamped by the client; see `sessionChanged`). */
    sessionEpoch?: number;
  }
}

// §9 timeouts
export const DEFAULT_TIMEOUT = 50_000;
export const POST_TIMEOUT = 60_000;

// §7 headers (names documented in docs/api.md)
export const APP_MARKER_HEADER = 'X-App-Source';
export const APP_MARKER = 'rental-console-web';
export const FINGERPRINT_HEADER = 'fingerprint';
export const FINGERPRINT_VERSION_HEADER = 'fingerprint-version';
export const FINGERPRINT_VERSION = '2023-08-14';
export const VERSION_HEADER = 'version';

// §9 export defaults
export const EXCEL_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const EXPORT_EXTENSION = '.xlsx';

/** Synthetic codes for failures that never reached a server answer. */
export const NETWORK_ERROR = -1;
export const CANCELLED = -2;
export const BAD_ANSWER = -3;

export const LOGIN_PATH = '/Login';
export const NO_PERMISSION_PATH = '/noPermission';
export const STOP_PATH = '/StopTaking';
export { USAGE_REPORT_PATH };
/** §9 usage-report debounce: a report within 150 ms of the last one sent is dropped. */
export const USAGE_REPORT_GAP_MS = 150;

/** What the interceptor needs from the UI. The app supplies it (toasts limited to one, router navigation). */
export interface HttpUi {
  error(message: string): void;
  info(message: string): void;
  navigate(path: string): void;
  /** Current in-app path with query, for the sign-in `redirect`. */
  currentPath(): string;
  /** The session is gone (401 / empty errCode): the app clears its signed-in state. */
  onAuthLost(): void;
}

const browserUi: HttpUi = {
  // Until the app wires its port: the toasts wait for the app's toast instance (lib/notify).
  error: (m) => notify.error(m),
  info: (m) => notify.info(m),
  navigate: (path) => window.location.assign(path),
  currentPath: () => window.location.pathname + window.location.search,
  onAuthLost: () => {},
};

/** The wirings given (configureHttp), oldest first: each one's parts override the ones before it. */
const wirings: Partial<HttpUi>[] = [];
let ui: HttpUi = browserUi;

/**
 * Which session the console is in: the session store calls `sessionChanged` when someone signs in or out. A call
 * answered "signed out" (401, 请先登录) after its session ended — a call of the account signed out a moment ago,
 * answered once the next one signed in — says nothing about the current session: it neither signs that out nor
 * takes the user to the sign-in page.
 */
let sessionEpoch = 0;

export function sessionChanged(): void {
  sessionEpoch += 1;
}

/** Whether an answer says "signed out" about a session that has already ended (then no one is told). */
function aboutEndedSession(cfg: AxiosRequestConfig | undefined, action: ErrorAction): boolean {
  return (action.kind === 'unauthorized' || action.kind === 'relogin') && cfg?.sessionEpoch !== undefined && cfg.sessionEpoch !== sessionEpoch;
}

/**
 * Wires the UI port; returns a function removing this wiring (tests, an unmounted console). Each removal takes away
 * its own parts only, in whatever order they are removed: a console unmounted after a test removed its own wiring
 * does not bring the test's back.
 */
export function configureHttp(port: Partial<HttpUi>): () => void {
  const wiring = { ...port };
  wirings.push(wiring);
  ui = Object.assign({ ...browserUi }, ...wirings) as HttpUi;
  return () => {
    const at = wirings.indexOf(wiring);
    if (at === -1) return;
    wirings.splice(at, 1);
    ui = Object.assign({ ...browserUi }, ...wirings) as HttpUi;
  };
}

export type ApiResult<T> =
  | { ok: true; code: 0; msg: string; data: T; handled: false; body: Envelope<T> }
  | { ok: false; code: number; msg: string; data: T | null; handled: boolean; body: Envelope<T> | null };

/** The maps district service gets no custom headers (a cross-origin preflight would be refused). */
export function isMapsDistrictUrl(url: string | undefined): boolean {
  return !!url && /\/config\/district(\b|[/?.])/.test(url);
}

function addHeaders(cfg: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (isMapsDistrictUrl(cfg.url)) return cfg;
  const headers = AxiosHeaders.from(cfg.headers);
  headers.set(APP_MARKER_HEADER, APP_MARKER);
  const fingerprint = readString('local', LOCAL_KEYS.fingerprint);
  if (fingerprint) {
    headers.set(FINGERPRINT_HEADER, fingerprint);
    headers.set(FINGERPRINT_VERSION_HEADER, FINGERPRINT_VERSION);
  }
  const version = readString('local', LOCAL_KEYS.version);
  if (version) headers.set(VERSION_HEADER, version);
  cfg.headers = headers;
  return cfg;
}

function loginRedirectPath(): string {
  const here = ui.currentPath();
  if (here.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(here)}`;
}

/** Applies a §8 action. Returns true when the user has been told (toast or navigation). */
export function applyErrorAction(action: ErrorAction, code?: number): boolean {
  switch (action.kind) {
    case 'pass':
      return false;
    case 'unauthorized':
      ui.error(action.msg || t('http.unauthorized'));
      ui.onAuthLost();
      ui.navigate(LOGIN_PATH);
      return true;
    case 'forbidden':
      ui.navigate(NO_PERMISSION_PATH);
      return true;
    case 'stopped': {
      const q = new URLSearchParams({ title: action.title, text: action.text });
      ui.navigate(`${STOP_PATH}?${q.toString()}`);
      return true;
    }
    case 'toast':
      ui.error(action.msg || t('http.failed', { code: code ?? '' }));
      return true;
    case 'relogin':
      ui.onAuthLost();
      ui.navigate(loginRedirectPath());
      return true;
  }
}

const HANDLED = Symbol('handled');
type Marked = { [HANDLED]?: boolean };

function mark(target: object, handled: boolean): void {
  (target as Marked)[HANDLED] = handled;
}

function wasHandled(target: unknown): boolean {
  return typeof target === 'object' && target !== null && (target as Marked)[HANDLED] === true;
}

function codeOf(body: unknown): number | undefined {
  return isRecord(body) && typeof body.code === 'number' ? body.code : undefined;
}

function onAnswer(res: AxiosResponse): AxiosResponse {
  // Binary answers are read by the export/download helpers, which apply the catalogue to JSON bodies.
  if (res.config.responseType === 'arraybuffer' || res.config.silent) return res;
  const action = classify(res.data, res.status);
  if (aboutEndedSession(res.config, action)) mark(res, true);
  else mark(res, res.config.quiet && action.kind === 'toast' ? false : applyErrorAction(action, codeOf(res.data)));
  return res;
}

function onFailure(error: unknown): Promise<never> {
  if (axios.isCancel(error) || !(error instanceof AxiosError) || error.config?.silent) return Promise.reject(error);
  const res = error.response;
  if (!res) {
    // No answer: offline, DNS, refused, or the timeout elapsed (§8 network failure).
    ui.error(t('http.network'));
    mark(error, true);
  } else {
    const body: unknown = res.data instanceof ArrayBuffer ? bytesJson(res.data) : res.data;
    const action = classify(body, res.status);
    // An ended session's answer: the caller gets its failure; the user, now in another session, is not told.
    let told = aboutEndedSession(error.config, action) || applyErrorAction(action, codeOf(body));
    if (!told) {
      ui.error(t(statusMessage(res.status)));
      told = true;
    }
    mark(error, told);
  }
  return Promise.reject(error);
}

export const http = axios.create({ baseURL: config.apiBase, timeout: DEFAULT_TIMEOUT });
http.interceptors.request.use(addHeaders);
// Runs first (axios runs request interceptors last-added first): a demo build's backend may still be starting.
http.interceptors.request.use(async (cfg) => {
  await backendReady();
  return cfg;
});
http.interceptors.response.use(onAnswer, onFailure);

function isEnvelope(body: unknown): body is Envelope {
  return isRecord(body) && typeof body.code === 'number';
}

function fromAnswer<T>(body: unknown, handled: boolean): ApiResult<T> {
  if (!isEnvelope(body)) {
    return { ok: false, code: BAD_ANSWER, msg: t('http.badAnswer'), data: null, handled, body: null };
  }
  const env = body as Envelope<T>;
  const msg = typeof env.msg === 'string' ? env.msg : '';
  if (env.code === 0) return { ok: true, code: 0, msg, data: env.data, handled: false, body: env };
  return { ok: false, code: env.code, msg, data: env.data ?? null, handled, body: env };
}

function fromError<T>(error: unknown): ApiResult<T> {
  if (axios.isCancel(error)) return { ok: false, code: CANCELLED, msg: '', data: null, handled: true, body: null };
  if (error instanceof AxiosError && error.response) {
    const body: unknown = error.response.data;
    if (isEnvelope(body)) return fromAnswer<T>(body, wasHandled(error));
    return { ok: false, code: error.response.status, msg: t(statusMessage(error.response.status)), data: null, handled: wasHandled(error), body: null };
  }
  return { ok: false, code: NETWORK_ERROR, msg: t('http.network'), data: null, handled: wasHandled(error), body: null };
}

/** Sends a request and resolves to an ApiResult (never rejects). */
export async function request<T>(cfg: AxiosRequestConfig): Promise<ApiResult<T>> {
  try {
    // Stamped when asked, before the interceptors (which wait for a starting demo backend).
    const res = await http.request<unknown>({ sessionEpoch, ...cfg });
    return fromAnswer<T>(res.data, wasHandled(res));
  } catch (error) {
    return fromError<T>(error);
  }
}

type Params = object;

export interface GetOptions {
  timeout?: number;
  signal?: AbortSignal;
  /** A business refusal is left to the caller to report (no toast); see AxiosRequestConfig.quiet. */
  quiet?: boolean;
}

export function get<T>(url: string, params?: Params, opts: GetOptions = {}): Promise<ApiResult<T>> {
  return request<T>({ method: 'get', url, params, timeout: opts.timeout ?? DEFAULT_TIMEOUT, signal: opts.signal, quiet: opts.quiet });
}

export interface PostOptions extends GetOptions {
  /** Send as application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
}

/** Form-encodes a payload: empty values skipped, arrays repeated, objects as JSON. */
export function toForm(data: Params | undefined): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(data ?? {})) {
    if (value === undefined || value === null) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const v of values) form.append(key, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  return form;
}

function postConfig(url: string, data: Params | undefined, opts: PostOptions): AxiosRequestConfig {
  return {
    method: 'post',
    url,
    data: opts.form ? toForm(data) : data,
    timeout: opts.timeout ?? POST_TIMEOUT,
    signal: opts.signal,
    quiet: opts.quiet,
    headers: opts.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : undefined,
  };
}

/** §7 POST helper: JSON or form-encoded body, 60 s timeout. */
export function post<T>(url: string, data?: Params, opts: PostOptions = {}): Promise<ApiResult<T>> {
  return request<T>(postConfig(url, data, opts));
}

/** Reads a JSON body out of a binary answer; null when it is not JSON. */
function bytesJson(bytes: ArrayBuffer): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return null;
  }
}

function headerOf(res: AxiosResponse, name: string): string {
  const value: unknown = AxiosHeaders.from(res.headers as Record<string, string>).get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * Sends a request expecting a binary answer (read as bytes, so a JSON answer can still be parsed); null when it
 * failed (the user has been told).
 */
async function sendForFile(cfg: AxiosRequestConfig): Promise<AxiosResponse<ArrayBuffer> | null> {
  try {
    return await http.request<ArrayBuffer>({ sessionEpoch, ...cfg, responseType: 'arraybuffer' });
  } catch (error) {
    if (!wasHandled(error)) ui.error(t('http.downloadFailed'));
    return null;
  }
}

/** Applies the catalogue to a JSON body met in place of a file; a plain non-zero code is shown with `show`. */
function tellJsonAnswer(body: unknown, show: (msg: string) => void): void {
  if (applyErrorAction(classify(body), codeOf(body))) return;
  if (isEnvelope(body) && body.code !== 0) show(body.msg || t('http.failed', { code: body.code }));
}

/**
 * §7 export helper: POSTs the payload, saves the binary answer as `<name><YYYYMMDDHHmmss>.xlsx`
 * (excel MIME type). A JSON answer is handed to `onJson` (and shown if it is an error and nobody takes it).
 * Resolves true when a file was saved.
 */
export async function exportFile(path: string, payload: Params | undefined, name: string, onJson?: (body: Envelope) => void): Promise<boolean> {
  const res = await sendForFile(postConfig(path, payload, {}));
  if (!res) return false;
  if (headerOf(res, 'content-type').includes('json')) {
    const body = bytesJson(res.data);
    if (onJson && isEnvelope(body)) {
      applyErrorAction(classify(body), body.code);
      onJson(body);
    } else {
      tellJsonAnswer(body, ui.error);
      if (!isEnvelope(body)) ui.error(t('http.exportFailed'));
    }
    return false;
  }
  const { default: dayjs } = await import('dayjs');
  await saveFile(new Blob([res.data], { type: EXCEL_MIME }), `${name}${dayjs().format('YYYYMMDDHHmmss')}${EXPORT_EXTENSION}`);
  return true;
}

/** Saves a file the user asked for; file-saver (and dayjs, for an export's name) load with the first download, not with the first load. */
async function saveFile(blob: Blob, name: string): Promise<void> {
  const { saveAs } = await import('file-saver');
  saveAs(blob, name);
}

export interface DownloadOptions extends PostOptions {
  method?: 'get' | 'post';
}

/** Decodes a `download-filename` header (URI-encoded by the server). */
export function decodeFilename(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * §7 download helper: saves the answer under the `download-filename` header's (decoded) name. Without it the
 * body is read as JSON and a non-zero code shows msg as an info message. Resolves true when a file was saved.
 */
export async function download(path: string, payload?: Params, opts: DownloadOptions = {}): Promise<boolean> {
  const cfg = opts.method === 'get' ? { method: 'get', url: path, params: payload, timeout: opts.timeout ?? DEFAULT_TIMEOUT } : postConfig(path, payload, opts);
  const res = await sendForFile(cfg);
  if (!res) return false;
  const filename = headerOf(res, 'download-filename');
  if (filename) {
    await saveFile(new Blob([res.data], { type: headerOf(res, 'content-type') || 'application/octet-stream' }), decodeFilename(filename));
    return true;
  }
  const body = bytesJson(res.data);
  if (body === null) ui.error(t('http.downloadFailed'));
  else tellJsonAnswer(body, ui.info);
  return false;
}

/** A file fetched to be shown in the page (an image, a PDF), or why not (a refusal's msg; '' when the catalogue acted). */
export type FetchedFile = { ok: true; blob: Blob; name: string } | { ok: false; msg: string };

/**
 * GETs a file to show rather than save (the attachment viewer): the bytes and their `download-filename` name. A JSON
 * answer in its place is handed back as its msg (the screen says it where the file would be), after the §8 catalogue.
 */
export async function fetchFile(path: string, params?: Params): Promise<FetchedFile> {
  const res = await sendForFile({ method: 'get', url: path, params, timeout: DEFAULT_TIMEOUT });
  if (!res) return { ok: false, msg: '' };
  const filename = headerOf(res, 'download-filename');
  if (filename) return { ok: true, blob: new Blob([res.data], { type: headerOf(res, 'content-type') || 'application/octet-stream' }), name: decodeFilename(filename) };
  const body = bytesJson(res.data);
  if (applyErrorAction(classify(body), codeOf(body))) return { ok: false, msg: '' };
  return { ok: false, msg: isEnvelope(body) && body.msg ? body.msg : t('http.downloadFailed') };
}

let lastUsageReport = Number.NEGATIVE_INFINITY;

/**
 * §7 usage report: form-encoded permissionCode; the answer is ignored. A report within 150 ms of the last one
 * sent is dropped (double clicks, menu + tab firing together). Returns whether it was sent.
 */
export function reportUsage(permissionCode: string): boolean {
  const now = Date.now();
  if (now - lastUsageReport < USAGE_REPORT_GAP_MS) return false;
  lastUsageReport = now;
  void post(USAGE_REPORT_PATH, { permissionCode }, { form: true });
  return true;
}
