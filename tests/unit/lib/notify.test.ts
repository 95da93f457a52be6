import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_TOAST_MS, notify, setNotifier, type Notifier } from '@/lib/notify';

const recorder = () => {
  const shown: string[] = [];
  const n: Notifier = { error: (t) => shown.push(`error:${t}`), info: (t) => shown.push(`info:${t}`), success: (t) => shown.push(`success:${t}`) };
  return { n, shown };
};

describe('toasts asked for before the toast instance is there (the guard runs before the console is drawn)', () => {
  afterEach(() => {
    setNotifier(null);
    vi.useRealTimers();
  });

  it('are shown, in order, once a notifier is registered, and only once', () => {
    notify.error('对不起，您暂无员工管理权限');
    notify.info('b');
    const first = recorder();
    setNotifier(first.n);
    expect(first.shown).toEqual(['error:对不起，您暂无员工管理权限', 'info:b']);
    notify.success('c');
    expect(first.shown).toEqual(['error:对不起，您暂无员工管理权限', 'info:b', 'success:c']);
    setNotifier(null);
    const second = recorder();
    setNotifier(second.n);
    expect(second.shown).toEqual([]);
  });

  it('are dropped when no longer recent', () => {
    vi.useFakeTimers();
    notify.error('old');
    vi.advanceTimersByTime(HELD_TOAST_MS + 1);
    notify.error('new');
    const r = recorder();
    setNotifier(r.n);
    expect(r.shown).toEqual(['error:new']);
  });
});
