/**
 * §9 timing helpers: throttle (200 ms by default) and the double-click guard (1500 ms on query and reset
 * buttons, 2000 ms by default).
 */

export const THROTTLE_MS = 200;
export const CLICK_GUARD_MS = 2000;
export const QUERY_RESET_GUARD_MS = 1500;

export interface Cancelable {
  cancel(): void;
}

/**
 * Runs `fn` at once, then at most once per `wait` ms: calls inside the window are folded into one trailing
 * call with the latest arguments at the window's end.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, wait = THROTTLE_MS): ((...args: A) => void) & Cancelable {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = (args: A) => {
    last = Date.now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const remaining = wait - (Date.now() - last);
    if (remaining <= 0 && timer === null) {
      run(args);
      return;
    }
    pending = args;
    if (timer === null) {
      timer = setTimeout(() => {
        timer = null;
        if (pending) {
          const next = pending;
          pending = null;
          run(next);
        }
      }, Math.max(0, remaining));
    }
  };
  return Object.assign(throttled, {
    cancel() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  });
}

/**
 * The double-click guard: the first call runs, and calls within `wait` ms after it are dropped (a query
 * button clicked twice sends one request).
 */
export function clickGuard<A extends unknown[], R>(fn: (...args: A) => R, wait = CLICK_GUARD_MS): (...args: A) => R | undefined {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: A) => {
    const now = Date.now();
    if (now - last < wait) return undefined;
    last = now;
    return fn(...args);
  };
}

/** How long `afterPaint` waits at most for a frame (none come while the page is in a background tab). */
export const AFTER_PAINT_MAX_MS = 200;

/**
 * Runs `fn` once the browser has painted the next frame (in the task after it), or after AFTER_PAINT_MAX_MS when
 * no frame comes: work that must follow a navigation without delaying what it shows.
 */
export function afterPaint(fn: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, AFTER_PAINT_MAX_MS);
}

/** How long `whenIdle` waits at most for the browser to be idle. */
export const WHEN_IDLE_MAX_MS = 1000;

/** Runs `fn` when the browser is next idle (at most WHEN_IDLE_MAX_MS later): work nobody is waiting for. */
export function whenIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => fn(), { timeout: WHEN_IDLE_MAX_MS });
  else setTimeout(fn, 50);
}

/** Runs `fn` once the next frame is painted and the browser is then idle: follow-up work of a navigation. */
export function idleAfterPaint(fn: () => void): void {
  afterPaint(() => whenIdle(fn));
}
