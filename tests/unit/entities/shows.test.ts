/**
 * A transition's `shows` (src/entities/define.ts): the record's fields its dialog shows under the record's name —
 * what the step reads (an inspection sheet's findings). They are declared fields, carried by the row action.
 */
import { describe, expect, it } from 'vitest';
import { defineEntity, type Transition } from '@/entities/define';
import { checkSheet } from '@/entities/dispatch';

const label = { 'zh-CN': '字段', 'en-US': 'Field' };
const declare = (shows: readonly string[]) =>
  defineEntity({
    id: 'showsProbe',
    title: label,
    rowKey: 'id',
    base: '/api/showsProbe',
    status: { field: 'state' },
    fields: [
      { name: 'state', type: 'enum', options: [{ value: '1', label }, { value: '2', label }], label },
      { name: 'plate', type: 'plate', label },
    ],
    transitions: [{ key: 'review', label, from: [1], to: 2, refusal: label, shows } satisfies Transition],
  });

describe('a transition’s shows', () => {
  it('names declared fields only', () => {
    expect(() => declare(['plate'])).not.toThrow();
    expect(() => declare(['findings'])).toThrow('transition review shows findings, not a declared field');
  });

  it('is carried by its row action (the dialog draws them): the review of an inspection sheet shows its findings', () => {
    const audit = checkSheet.actions?.find((a) => a.key === 'audit');
    expect(audit?.shows).toEqual(['checkType', 'plate', 'mileage', 'supplierName', 'orderNo']);
  });
});
