/**
 * The "backend ready" gate. A demo build starts its in-browser backend (msw service worker) alongside the first
 * render instead of before it; every http call waits here until that start has settled (started or failed), so no
 * call goes out before the worker can answer it. Without a demo backend the gate is open from the start.
 */
let ready: Promise<void> = Promise.resolve();

/** Start-up hands over the demo backend's start; a failed start opens the gate too (calls then fail visibly). */
export function gateBackend(start: Promise<unknown>): void {
  ready = start.then(
    () => undefined,
    () => undefined,
  );
}

/** Resolves once the backend can answer. */
export function backendReady(): Promise<void> {
  return ready;
}
