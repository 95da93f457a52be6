/** "Now" for a rule about the present is one clock: the demo backend's (pinned in tests), the screens' too. */
import { afterEach, describe, expect, it } from 'vitest';
import { nowWallText, setClock } from '@/lib/clock';
import { isNotPast } from '@/lib/validators';
import { parseWallTime, pinClock } from '@/mocks/time';

afterEach(() => {
  pinClock(null);
  setClock(null);
});

describe('isNotPast reads the one clock', () => {
  it('judges by the demo backend pinned clock, not the machine clock', () => {
    pinClock(parseWallTime('2040-06-01 12:00:00'));
    expect(nowWallText()).toBe('2040-06-01 12:00:00');
    // In the future by the machine's clock, in the past by the backend's: refused, as the backend refuses it.
    expect(isNotPast.check('2039-01-01 08:00:00')).not.toBeNull();
    expect(isNotPast.check('2040-06-01 12:00:00')).toBeNull();
    pinClock(null);
    expect(isNotPast.check('2039-01-01 08:00:00')).toBeNull();
  });

  it('a clock the app sets (a server time) is the one read', () => {
    setClock(() => '2031-03-04 05:06:07');
    expect(isNotPast.check('2031-03-04 05:06:06')).not.toBeNull();
    expect(isNotPast.check('2031-03-04 05:06:07')).toBeNull();
  });
});
