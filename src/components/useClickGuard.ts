import { useCallback, useLayoutEffect, useRef } from 'react';
import { CLICK_GUARD_MS } from '@/lib/timing';

/**
 * What a guarded handler answers: `false` (or a promise of `false`) when nothing came of the click — a form that
 * validation refused, a save the backend refused, nothing to send — so that the user's next click is not swallowed.
 */
export type GuardedResult = void | boolean | undefined | Promise<void | boolean | undefined>;

/**
 * §9 double-click guard for a button handler: the first click runs, clicks within `wait` ms after it are
 * dropped (2000 ms by default; QUERY_RESET_GUARD_MS = 1500 for query and reset). A handler that answers `false`
 * (at once or when its promise settles) reopens the guard: only a click that did something closes it. The handler
 * may change between renders; the guard's clock survives them.
 */
export function useClickGuard<A extends unknown[]>(handler: (...args: A) => GuardedResult, wait = CLICK_GUARD_MS): (...args: A) => void {
  const latest = useRef(handler);
  const last = useRef(Number.NEGATIVE_INFINITY);
  // Updated as the render commits, before the browser can deliver a click to what it drew: a passive effect runs
  // later, and a click in between would run the previous render's handler (its state, e.g. no car chosen yet).
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - last.current < wait) return;
      last.current = now;
      const reopen = (answer: unknown) => {
        // Only this click's window: a later click's is its own.
        if (answer === false && last.current === now) last.current = Number.NEGATIVE_INFINITY;
      };
      const answer = latest.current(...args);
      if (answer instanceof Promise) answer.then(reopen, () => reopen(false));
      else reopen(answer);
    },
    [wait],
  );
}
