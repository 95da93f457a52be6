/**
 * Field kinds, the free-text family: text, textarea, plate, mobile, idNumber, email. Each through the real list
 * (filter and cell), detail and add form of a tiny entity declared around one field of the kind (./harness).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DETAIL, EDIT, LABEL, LIST, REQUIRED, detailValue, firstRowCells, formError, goTo, kindEntity, lastSaved, listedWith, renderKind, rows, saveButton, searchButton, serve } from './harness';
import { collectHttpErrors } from '../../harness';

/** Errors the http client showed (signs admin in before each test). */
const errors = collectHttpErrors('admin', 'admin123');

const required = { 'zh-CN': REQUIRED, 'en-US': 'Enter the tested field' };

/**
 * The journey of a text-like kind: the list shows `stored` and filters by `search` (containing it), the detail shows
 * it, the form refuses an empty value with the required message and `bad` with the kind's §5 message, then sends
 * `typed` as `sent`.
 */
async function textJourney(type: 'text' | 'textarea' | 'plate' | 'mobile' | 'idNumber' | 'email', o: { stored: string; other: string; search: string; bad?: [string, string]; typed: string; sent: string }) {
  const user = userEvent.setup();
  const schema = kindEntity({ type, required });
  const served = serve(schema, [
    { id: 1, value: o.stored },
    { id: 2, value: o.other },
  ]);
  const router = renderKind(schema, LIST);
  expect((await firstRowCells())[0]).toHaveTextContent(o.stored);
  await user.type(screen.getByLabelText(LABEL), o.search);
  await user.click(searchButton());
  expect((await listedWith(served, 'value')).value).toBe(o.search);
  await waitFor(() => expect(rows()).toHaveLength(1));

  await goTo(router, `${DETAIL}?id=1`);
  expect(await detailValue()).toHaveTextContent(o.stored);

  await goTo(router, `${EDIT}?parent=${encodeURIComponent(LIST)}`);
  await user.click(await screen.findByRole('button', { name: /保\s?存/ }));
  expect(await formError(REQUIRED)).toBeInTheDocument();
  const input = () => (type === 'plate' ? screen.getByLabelText(LABEL).querySelector('input') ?? screen.getByLabelText(LABEL) : screen.getByLabelText(LABEL));
  if (o.bad) {
    await user.type(input(), o.bad[0]);
    expect(await formError(o.bad[1])).toBeInTheDocument();
    // The backend refuses it with the same message.
    expect(await served.save({ value: o.bad[0] })).toMatchObject({ code: 1, msg: o.bad[1] });
    await user.clear(input());
  }
  await user.type(input(), o.typed);
  await user.click(saveButton());
  expect(await lastSaved(served)).toEqual({ value: o.sent });
  await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
  expect(errors).toEqual([]);
}

describe('field kind text', () => {
  it('filters by a part, shows the text, requires it and sends it trimmed', () =>
    textJourney('text', { stored: '华东一区', other: '华南二区', search: '东一', typed: '  西北三区 ', sent: '西北三区' }));
});

describe('field kind textarea', () => {
  it('filters in one line, keeps the lines it is sent with', () =>
    textJourney('textarea', { stored: '前保险杠划痕', other: '轮胎磨损', search: '划痕', typed: '第一行{Enter}第二行', sent: '第一行\n第二行' }));
});

describe('field kind mobile', () => {
  it('refuses a malformed number with the §5 message, form and backend alike', () =>
    textJourney('mobile', { stored: '13800138000', other: '13900139000', search: '0138', bad: ['12345', '手机号码有误，请重填'], typed: '13700137000', sent: '13700137000' }));
});

describe('field kind idNumber', () => {
  it('refuses a malformed identity number with the §5 message', () =>
    textJourney('idNumber', { stored: '11010519900101123X', other: '110105199001011245', search: '11010519900101123X', bad: ['1234', '请输入正确的号码'], typed: '110105199202021234', sent: '110105199202021234' }));
});

describe('field kind email', () => {
  it('refuses a malformed address with the §5 message', () =>
    textJourney('email', { stored: 'fleet@example.com', other: 'ops@example.org', search: 'fleet', bad: ['fleet@', '请输入正确的邮箱地址'], typed: 'new@example.com', sent: 'new@example.com' }));
});

describe('field kind plate', () => {
  it('filters by a part; on the form the §2 province picker completes the plate, and a plate without one is refused', async () => {
    const user = userEvent.setup();
    const schema = kindEntity({ type: 'plate', required });
    const served = serve(schema, [
      { id: 1, value: '京A12345' },
      { id: 2, value: '沪B54321' },
    ]);
    const router = renderKind(schema, LIST);
    expect((await firstRowCells())[0]).toHaveTextContent('京A12345');
    await user.type(screen.getByLabelText(LABEL), 'A123');
    await user.click(searchButton());
    expect((await listedWith(served, 'value')).value).toBe('A123');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await goTo(router, `${DETAIL}?id=2`);
    expect(await detailValue()).toHaveTextContent('沪B54321');

    await goTo(router, EDIT);
    await user.type(await screen.findByLabelText(LABEL), 'a12345');
    expect(await formError('请正确填写车牌号')).toBeInTheDocument();
    expect(await served.save({ value: 'A12345' })).toMatchObject({ code: 1, msg: '请正确填写车牌号' });
    await user.click(screen.getByRole('button', { name: '省份' }));
    await user.click(await screen.findByRole('button', { name: '粤' }));
    await user.click(saveButton());
    expect(await lastSaved(served)).toEqual({ value: '粤A12345' });
  });
});
