/**
 * The demo backend's handlers behind one index (docs/architecture.md "Demo backend"). msw asks its handlers in turn,
 * and each one, before it even compares its path, parses the request's cookies (msw 2.x HttpHandler.parse): with
 * several hundred endpoints, every call paid for several hundred cookie parses and path matches, the larger part of
 * the demo backend's time on the dashboard's first calls. Here the endpoints of a fixed path (all but a few) are
 * looked up by their path, and msw runs only those of the request's path — with the endpoints whose path has a
 * parameter or a wildcard, in their original order, so the answer is the one the whole list would give.
 *
 * The browser starts with the first answers alone (src/mocks/handlers/core.ts) and `more`, which loads the others: a
 * call none of the first answers takes waits for them, and is then answered from all of them.
 *
 * Paths are matched as msw does: `*` before the path (any origin, any base path before it), no case, an optional
 * trailing slash.
 */
import { getResponse, http, type HttpHandler } from 'msw';

/**
 * What the index takes: the console's API (every endpoint's path is under it: tests/unit/mocks/router.test.ts). Never
 * anything else — above all not the code the other endpoints load from, which would wait for itself.
 */
const API = '*/api/*';

/** `*<path>` of a fixed path: no parameter (`:`), wildcard, group or optional part. */
const FIXED = /^\*(\/[^:*?()+]*)$/;

const keyOf = (path: string) => path.replace(/\/+$/, '').toLowerCase();

function fixedPath(h: HttpHandler): string | null {
  const { path } = h.info;
  const m = typeof path === 'string' ? FIXED.exec(path) : null;
  return m ? keyOf(m[1]!) : null;
}

export interface HandlerIndex {
  /** The handlers that may answer a request for this path name, in their original order (of the first handlers). */
  candidates(pathname: string): readonly HttpHandler[];
  /** The one handler to give msw: answers with the first candidate that does, or lets the request through. */
  handler: HttpHandler;
  /** Loads the other handlers now (`more`), if not yet asked for. */
  loadAll?: () => void;
}

export function indexHandlers(handlers: readonly HttpHandler[], more?: () => Promise<readonly HttpHandler[]>): HandlerIndex {
  const first = indexOf(handlers);
  if (!more) return { candidates: first, handler: http.all(API, ({ request }) => answer(first, request)) };
  let loaded: Candidates | null = null;
  let loading: Promise<Candidates> | null = null;
  const whole = () =>
    (loading ??= more().then(
      (others) => (loaded = indexOf([...handlers, ...others])),
      (e: unknown) => {
        loading = null; // a later call tries again (the chunk could not be fetched: offline, a new deployment)
        throw e;
      },
    ));
  const handler = http.all(API, async ({ request }) => {
    if (loaded) return answer(loaded, request);
    return (await answer(first, request.clone())) ?? answer(await whole(), request);
  });
  return { candidates: first, handler, loadAll: () => void whole().catch(() => undefined) };
}

type Candidates = (pathname: string) => readonly HttpHandler[];

const answer = (candidates: Candidates, request: Request) => getResponse([...candidates(new URL(request.url).pathname)], request);

function indexOf(handlers: readonly HttpHandler[]): Candidates {
  const fixed = handlers.map(fixedPath);
  const paths = new Set(fixed.filter((p): p is string => p !== null));
  const others = handlers.filter((_, i) => fixed[i] === null);
  const lists = new Map<string, readonly HttpHandler[]>();
  const candidates = (pathname: string): readonly HttpHandler[] => {
    const key = keyOf(pathname);
    const known = lists.get(key);
    if (known) return known;
    // `*` may stand for an origin and a base path: every fixed path that ends the request's path may answer.
    const tails = new Set<string>();
    for (let at = 0; at >= 0 && at < key.length; at = key.indexOf('/', at + 1)) if (paths.has(key.slice(at))) tails.add(key.slice(at));
    if (tails.size === 0) return others;
    const list = handlers.filter((_, i) => fixed[i] === null || tails.has(fixed[i]!));
    // Kept for the endpoints' own paths only (a bounded set); a path under a base path is worked out each time.
    if (paths.has(key)) lists.set(key, list);
    return list;
  };
  return candidates;
}
