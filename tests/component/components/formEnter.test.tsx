import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, DatePicker, Form, Input } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppForm } from '@/components/AppForm';
import { useClickGuard } from '@/components/useClickGuard';
import { renderWidget } from './widgetHarness';

afterEach(() => vi.useRealTimers());

function DatedForm({ onFinish }: { onFinish: (v: Record<string, unknown>) => void }) {
  return (
    <AppForm<Record<string, unknown>> onFinish={onFinish}>
      <Form.Item name="note" label="备注">
        <Input />
      </Form.Item>
      <Form.Item name="day" label="日期">
        <DatePicker />
      </Form.Item>
      <Button htmlType="submit">保存</Button>
    </AppForm>
  );
}

describe('Enter in a date field chooses the date, it does not submit the form', () => {
  it('the typed date is chosen and the form is not sent', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    renderWidget(<DatedForm onFinish={onFinish} />);
    const day = screen.getByLabelText('日期');
    await user.click(day);
    await user.type(day, '2026-11-30');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(day).toHaveValue('2026-11-30'));
    expect(onFinish).not.toHaveBeenCalled();
    // Enter in a plain text field still submits (the browser's implicit submission), with the chosen date.
    await user.type(screen.getByLabelText('备注'), 'x{Enter}');
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect((onFinish.mock.calls[0]![0] as { day: { format: (f: string) => string } }).day.format('YYYY-MM-DD')).toBe('2026-11-30');
  });
});

function GuardedSave({ send }: { send: () => Promise<boolean> }) {
  const save = useClickGuard(async () => {
    const ok = await send();
    return ok ? undefined : false;
  });
  return <button onClick={() => void save()}>保存</button>;
}

describe('§9 guard: a click nothing came of does not swallow the next one', () => {
  it('a refused save reopens the guard at once; a sent one keeps it closed for 2 s', async () => {
    vi.useFakeTimers();
    const send = vi.fn<() => Promise<boolean>>().mockResolvedValueOnce(false).mockResolvedValue(true);
    renderWidget(<GuardedSave send={send} />);
    const button = screen.getByRole('button', { name: '保存' });
    fireEvent.click(button);
    await act(async () => {});
    expect(send).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(300));
    fireEvent.click(button); // the user's real click, right after the refusal
    await act(async () => {});
    expect(send).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(1999));
    fireEvent.click(button); // a double click of a sent save: dropped
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('a handler answering false at once (nothing sent) leaves the guard open', () => {
    vi.useFakeTimers();
    const calls = vi.fn();
    function Check() {
      const run = useClickGuard(() => {
        calls();
        return false;
      });
      return <button onClick={() => void run()}>查询</button>;
    }
    renderWidget(<Check />);
    fireEvent.click(screen.getByRole('button'));
    fireEvent.click(screen.getByRole('button'));
    expect(calls).toHaveBeenCalledTimes(2);
  });
});
