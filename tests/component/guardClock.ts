/**
 * The §9 double-click guards (src/components/useClickGuard, src/lib/timing clickGuard) read the wall clock
 * (`Date.now`). A test that double-clicks holds that clock still for its clicks; one that clicks again after a
 * guard's period moves that clock, and only that clock, past the period instead of waiting for it: the test's outcome
 * does not depend on the machine's speed, and it waits for nothing. Timers, animation frames and `new Date()` keep running as they are. The spy is restored after the test
 * (`restoreMocks`, vite.config.ts).
 */
import { vi } from 'vitest';
import { CLICK_GUARD_MS } from '@/lib/timing';

/** The real clock, read before any test spies on it. */
const realNow = Date.now.bind(Date);

/** Moves the guards' clock `ms` forward from what it reads now (default: past the 2000 ms guard). */
export function passClickGuard(ms = CLICK_GUARD_MS + 1): void {
  const shift = Date.now() - realNow() + ms;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + shift);
}

/** Stops the guards' clock at what it reads now: the clicks that follow come at one instant (a double click). */
export function holdClickGuard(): void {
  const held = Date.now();
  vi.spyOn(Date, 'now').mockImplementation(() => held);
}
