/**
 * Computed fields (src/entities/define.ts `computed`): the backend's, never a user's. The declaration refuses one on a
 * form or in a dialog, a numbered entity's number that is not declared computed, and the demo backend's engine a
 * backing's own save taking one. (The contract test checks every declared entity: tests/unit/entities/contract.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { defineEntity, type EntityField } from '@/entities/define';
import { derive } from '@/mocks/entities';

const label = { 'zh-CN': '字段', 'en-US': 'Field' };
const status = { name: 'state', type: 'enum', options: [{ value: '1', label }, { value: '2', label }], label } as const satisfies EntityField;
const declare = (fields: readonly EntityField[], more: Partial<Parameters<typeof defineEntity>[0]> = {}) =>
  defineEntity({ id: 'computedTest', title: label, rowKey: 'id', base: '/api/computedTest', status: { field: 'state' }, fields: [status, ...fields], ...more });

describe('computed fields', () => {
  it('are refused on a form, and in a transition or a row action dialog', () => {
    expect(() => declare([{ name: 'total', type: 'money', label, computed: true, form: true }])).toThrow('computed field total cannot be a form field');
    const total = { name: 'total', type: 'money', label, computed: true } as const;
    expect(() => declare([total], { transitions: [{ key: 'close', label, from: [1], to: 2, refusal: label, fields: [{ name: 'total', type: 'money', label }] }] })).toThrow(
      "close's dialog writes the computed field total",
    );
    expect(() => declare([total], { links: [{ key: 'settle', label, call: '/api/computedTest/settle', fields: [{ name: 'total', type: 'money', label }] }] })).toThrow(
      "settle's dialog writes the computed field total",
    );
    expect(() => declare([total])).not.toThrow();
  });

  it("a numbered entity's number is declared computed", () => {
    const numbering = { field: 'no', prefix: 'CT', date: 'day', digits: 3 } as const;
    expect(() => declare([{ name: 'no', type: 'text', label }], { numbering })).toThrow('numbered field no must be declared computed');
    expect(() => declare([{ name: 'no', type: 'text', label, computed: true }], { numbering })).not.toThrow();
  });

  it("a backing's own save does not take one", () => {
    const schema = declare([{ name: 'total', type: 'money', label, computed: true }]);
    const save = (name: string) => ({ collection: 'vehicles' as const, save: { fields: [{ name }], defaults: () => ({}) } });
    expect(() => derive(schema, save('total'))).toThrow("the backing's save takes the computed field total");
    expect(() => derive(schema, save('state'))).not.toThrow();
  });
});
