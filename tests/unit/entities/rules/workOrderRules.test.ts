/** A repair shop's registered times (src/entities/maintenance/workOrder.ts `registeredTimeProblem`, pure). */
import { describe, expect, it } from 'vitest';
import { registeredTimeProblem, SHOP_FINISH_NOT_AFTER, TIME_IN_FUTURE } from '@/entities/maintenance/workOrder';

describe('registeredTimeProblem', () => {
  const now = '2026-11-28 10:00:00';
  it('refuses a time after now, and a completion not after the start', () => {
    expect(registeredTimeProblem('2026-11-28 10:00:01', now)).toBe(TIME_IN_FUTURE);
    expect(registeredTimeProblem('2026-11-28 09:00:00', now, '2026-11-28 09:00:00')).toBe(SHOP_FINISH_NOT_AFTER);
  });
  it('takes a past time, after the start when there is one', () => {
    expect(registeredTimeProblem('2026-11-28 10:00:00', now)).toBeNull();
    expect(registeredTimeProblem('2026-11-28 09:30:00', now, '2026-11-28 09:00:00')).toBeNull();
    expect(registeredTimeProblem('2026-11-28 09:30:00', now, '')).toBeNull();
  });
});
