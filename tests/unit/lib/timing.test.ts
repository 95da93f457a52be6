import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_MAX_MS, afterPaint, CLICK_GUARD_MS, clickGuard, QUERY_RESET_GUARD_MS, throttle, THROTTLE_MS } from '@/lib/timing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('§9 throttle', () => {
  it('defaults to 200 ms: runs at once, then once at the end of the window with the latest arguments', () => {
    expect(THROTTLE_MS).toBe(200);
    const fn = vi.fn();
    const t = throttle(fn);
    t(1);
    t(2);
    t(3);
    expect(fn.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(199);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn.mock.calls).toEqual([[1], [3]]);
    vi.advanceTimersByTime(500);
    t(4);
    expect(fn.mock.calls).toEqual([[1], [3], [4]]);
  });
  it('cancel drops the pending call', () => {
    const fn = vi.fn();
    const t = throttle(fn, 100);
    t('a');
    t('b');
    t.cancel();
    vi.advanceTimersByTime(200);
    expect(fn.mock.calls).toEqual([['a']]);
  });
});

describe('§9 double-click guard', () => {
  it('2000 ms by default', () => {
    expect(CLICK_GUARD_MS).toBe(2000);
    const fn = vi.fn(() => 'ran');
    const g = clickGuard(fn);
    expect(g()).toBe('ran');
    vi.advanceTimersByTime(1999);
    expect(g()).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(g()).toBe('ran');
    expect(fn).toHaveBeenCalledTimes(2);
  });
  it('1500 ms on query and reset', () => {
    expect(QUERY_RESET_GUARD_MS).toBe(1500);
    const fn = vi.fn();
    const g = clickGuard(fn, QUERY_RESET_GUARD_MS);
    g();
    vi.advanceTimersByTime(1499);
    g();
    vi.advanceTimersByTime(1);
    g();
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('afterPaint (work that follows a navigation without delaying what it shows)', () => {
  beforeEach(() => {
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs in the task after the next frame, once', () => {
    const fn = vi.fn();
    afterPaint(fn);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AFTER_PAINT_MAX_MS);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs anyway when no frame comes (a background tab)', () => {
    const fn = vi.fn();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    afterPaint(fn);
    vi.advanceTimersByTime(AFTER_PAINT_MAX_MS - 1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
