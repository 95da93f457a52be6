/**
 * Field kinds of time: date, datetime, time, and the date-range filter. The pickers take a typed value, the filter
 * and the form send the wire text (YYYY-MM-DD, YYYY-MM-DD HH:mm:ss, HH:mm; a range through the §9 search range
 * helper), the cell and detail show it as stored; the backend refuses a malformed time with the form's message.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DETAIL, EDIT, LABEL, LIST, REQUIRED, detailValue, firstRowCells, formError, goTo, kindEntity, lastSaved, listedWith, renderKind, rows, saveButton, searchButton, serve } from './harness';
import { collectHttpErrors } from '../../harness';

/** Errors the http client showed (signs admin in before each test). */
const errors = collectHttpErrors('admin', 'admin123');

const required = { 'zh-CN': REQUIRED, 'en-US': 'Choose the tested field' };

async function pickerJourney(type: 'date' | 'datetime' | 'time', o: { stored: string; other: string; filter?: boolean; typed: string }) {
  const user = userEvent.setup();
  const schema = kindEntity({ type, required, filter: o.filter !== false });
  const served = serve(schema, [
    { id: 1, value: o.stored },
    { id: 2, value: o.other },
  ]);
  const router = renderKind(schema, LIST);
  expect((await firstRowCells())[0]).toHaveTextContent(o.stored);
  if (o.filter !== false) {
    await user.type(screen.getByLabelText(LABEL), `${o.stored}{Enter}`);
    await user.click(searchButton());
    expect((await listedWith(served, 'value')).value).toBe(o.stored);
    await waitFor(() => expect(rows()).toHaveLength(1));
  }
  await goTo(router, `${DETAIL}?id=1`);
  expect(await detailValue()).toHaveTextContent(o.stored);

  await goTo(router, EDIT);
  await user.click(await screen.findByRole('button', { name: /保\s?存/ }));
  expect(await formError(REQUIRED)).toBeInTheDocument();
  await user.type(screen.getByLabelText(LABEL), `${o.typed}{Enter}`);
  await user.click(saveButton());
  expect(await lastSaved(served)).toEqual({ value: o.typed });
  expect(errors).toEqual([]);
  return served;
}

describe('field kind date', () => {
  it('filters on a day and sends YYYY-MM-DD', () => pickerJourney('date', { stored: '2026-03-01', other: '2026-04-15', typed: '2026-05-20' }));
});

describe('field kind datetime', () => {
  it('sends YYYY-MM-DD HH:mm:ss', () => pickerJourney('datetime', { stored: '2026-03-01 09:30:00', other: '2026-04-15 18:00:00', filter: false, typed: '2026-05-20 08:15:00' }));
});

describe('field kind time', () => {
  it('filters on a time and sends HH:mm; the backend refuses 25:00 with the form’s message', async () => {
    const served = await pickerJourney('time', { stored: '09:30', other: '18:00', typed: '07:45' });
    expect(await served.save({ value: '25:00' })).toMatchObject({ code: 1, msg: '请输入正确的时间（时:分）' });
  });
});

describe('field kind dateRange (filter)', () => {
  it('sends the two days through the §9 search range helper and shows the rows of that range', async () => {
    const schema = kindEntity({ type: 'dateRange', column: false, form: false }, [
      { name: 'createTime', type: 'datetime', label: { 'zh-CN': '创建时间', 'en-US': 'Created' }, column: true },
    ]);
    const served = serve(schema, [
      { id: 1, createTime: '2026-03-01 10:00:00' },
      { id: 2, createTime: '2026-05-01 10:00:00' },
    ]);
    // The range as a dashboard link or a shared address carries it: the picker shows it, the call sends it.
    renderKind(schema, `${LIST}?beginTime=2026-02-01&endTime=2026-03-31`);
    const [start, end] = screen.getAllByPlaceholderText(/开始日期|结束日期/);
    await waitFor(() => expect(start).toHaveValue('2026-02-01'));
    expect(end).toHaveValue('2026-03-31');
    expect(await listedWith(served, 'beginTime')).toMatchObject({ beginTime: '2026-02-01 00:00:00', endTime: '2026-03-31 23:59:59' });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect((await firstRowCells())[0]).toHaveTextContent('2026-03-01 10:00:00');
  });
});
