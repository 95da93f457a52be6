/**
 * Field kinds, the numbers: number, decimal, percent, money. The list filters and shows them (money with §9 grouping
 * and 2 decimals), the form applies the §5 input filter while typing and refuses a stored value its rule refuses
 * with the §5 message, as the backend does (./harness).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DETAIL, EDIT, LABEL, LIST, detailValue, firstRowCells, formError, goTo, kindEntity, lastSaved, listedWith, renderKind, rows, saveButton, searchButton, serve } from './harness';
import { collectHttpErrors } from '../../harness';

/** Errors the http client showed (signs admin in before each test). */
const errors = collectHttpErrors('admin', 'admin123');

interface Case {
  stored: number;
  shown: string;
  /** A row holding a value the kind's rule refuses, and the message. */
  bad: [unknown, string];
  /** What is typed in the add form, what the input keeps of it (the §5 filter), what is sent. */
  typed: string;
  kept: string;
}

async function numberJourney(type: 'number' | 'decimal' | 'percent' | 'money', c: Case) {
  const user = userEvent.setup();
  const schema = kindEntity({ type });
  const served = serve(schema, [
    { id: 1, value: c.stored },
    { id: 2, value: c.bad[0] },
  ]);
  const router = renderKind(schema, LIST);
  const cell = (await firstRowCells())[0]!;
  expect(cell).toHaveTextContent(c.shown);
  await user.type(screen.getByLabelText(LABEL), String(c.stored));
  await user.click(searchButton());
  expect((await listedWith(served, 'value')).value).toBe(String(c.stored));
  await waitFor(() => expect(rows()).toHaveLength(1));

  await goTo(router, `${DETAIL}?id=1`);
  expect(await detailValue()).toHaveTextContent(c.shown);

  // Editing the row whose stored value breaks the rule: the form says so, as the backend does.
  await goTo(router, `${EDIT}?id=2`);
  await waitFor(() => expect(screen.getByLabelText(LABEL)).toHaveValue(String(c.bad[0])));
  await user.click(saveButton());
  expect(await formError(c.bad[1])).toBeInTheDocument();
  expect(await served.save({ value: c.bad[0] as string })).toMatchObject({ code: 1, msg: c.bad[1] });

  await goTo(router, `${EDIT}?parent=${encodeURIComponent(LIST)}`);
  const input = await screen.findByLabelText(LABEL);
  await user.type(input, c.typed);
  expect(input).toHaveValue(c.kept);
  await user.click(saveButton());
  expect(await lastSaved(served)).toEqual({ value: c.kept });
  expect(errors).toEqual([]);
}

describe('field kind number', () => {
  it('the §5 number helper drops what is not a digit or a point and leading zeros; a fraction is refused', () =>
    numberJourney('number', { stored: 12, shown: '12', bad: [1.5, '请填入不小于0的整数'], typed: '-0120', kept: '120' }));
});

describe('field kind decimal', () => {
  it('the §5 number helper keeps 2 decimals; a value that is no number is refused', () =>
    numberJourney('decimal', { stored: 3.5, shown: '3.5', bad: ['abc', '请输入不小于0的数字'], typed: 'x12.345', kept: '12.34' }));
});

describe('field kind percent', () => {
  it('keeps 3 integer characters and refuses more than 100 with the §5 message', () =>
    numberJourney('percent', { stored: 85, shown: '85', bad: [101, '请输入0~100之间的数字'], typed: '99.555', kept: '99.55' }));
});

describe('field kind money', () => {
  it('shows §9 grouping and 2 decimals, applies the §5 amount input filter (7 integer characters, 2 decimals) and refuses 0', () =>
    numberJourney('money', { stored: 1234.5, shown: '1,234.50', bad: [0, '请输入正确的数字（保留两位小数)'], typed: 'a12345678.999', kept: '1234567.99' }));
});
