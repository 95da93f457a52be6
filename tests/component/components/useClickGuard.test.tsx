import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useClickGuard } from '@/components/useClickGuard';
import { QUERY_RESET_GUARD_MS } from '@/lib/timing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function QueryButton({ onQuery, wait }: { onQuery: () => void; wait?: number }) {
  const guarded = useClickGuard(onQuery, wait);
  return <button onClick={() => guarded()}>查询</button>;
}

describe('§9 double-click guard on buttons', () => {
  it('a query button clicked twice within 1500 ms queries once', () => {
    const onQuery = vi.fn();
    render(<QueryButton onQuery={onQuery} wait={QUERY_RESET_GUARD_MS} />);
    const button = screen.getByRole('button', { name: '查询' });
    fireEvent.click(button);
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(1499));
    fireEvent.click(button);
    expect(onQuery).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(button);
    expect(onQuery).toHaveBeenCalledTimes(2);
  });

  it('2000 ms by default, and the guard survives re-renders with a new handler', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<QueryButton onQuery={first} />);
    fireEvent.click(screen.getByRole('button'));
    rerender(<QueryButton onQuery={second} />);
    act(() => vi.advanceTimersByTime(1999));
    fireEvent.click(screen.getByRole('button'));
    expect(second).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    fireEvent.click(screen.getByRole('button'));
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
  });
});
