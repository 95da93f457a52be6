import { useCallback, useEffect, useRef } from 'react';
import { CLICK_GUARD_MS } from '@/lib/timing';

/**
 * §9 double-click guard for a button handler: the first click runs, clicks within `wait` ms after it are
 * dropped (2000 ms by default; QUERY_RESET_GUARD_MS = 1500 for query and reset). The handler may change
 * between renders; the guard's clock survives them.
 */
export function useClickGuard<A extends unknown[]>(handler: (...args: A) => void, wait = CLICK_GUARD_MS): (...args: A) => void {
  const latest = useRef(handler);
  const last = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    latest.current = handler;
  });
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - last.current < wait) return;
      last.current = now;
      latest.current(...args);
    },
    [wait],
  );
}
