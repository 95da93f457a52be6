/**
 * The form engine's reading of a backend refusal naming a field (src/components/entity/rules.ts `fieldRefusal`) and
 * of a field's format hint (`formatHint`): the field named, its message in the console's language when the
 * declaration knows it.
 */
import { describe, expect, it } from 'vitest';
import { fieldRefusal, formatHint } from '@/components/entity/rules';
import { vehicle } from '@/entities/admin/vehicle';
import { formFields } from '@/entities/define';

const fields = formFields(vehicle);
const field = (name: string) => fields.find((f) => f.name === name)!;

describe('fieldRefusal', () => {
  it('names the refused field, with a message the declaration knows in either language', () => {
    const duplicate = { field: 'plate', msg: '该车牌号的车辆已存在' };
    expect(fieldRefusal(fields, duplicate, 'zh-CN')).toEqual({ name: 'plate', message: '该车牌号的车辆已存在' });
    expect(fieldRefusal(fields, duplicate, 'en-US')).toEqual({ name: 'plate', message: 'A vehicle with this plate exists' });
    expect(fieldRefusal(fields, { field: 'modelId', msg: '车型的取值无效' }, 'en-US')).toEqual({ name: 'modelId', message: 'Model: not one of the choices' });
  });

  it('keeps a message it does not know as answered; a refusal of no field of the form is none', () => {
    expect(fieldRefusal(fields, { field: 'plate', msg: '车辆已被锁定' }, 'en-US')).toEqual({ name: 'plate', message: '车辆已被锁定' });
    expect(fieldRefusal(fields, { field: 'nosuch', msg: 'x' }, 'zh-CN')).toBeNull();
    expect(fieldRefusal(fields, { field: null, msg: 'x' }, 'zh-CN')).toBeNull();
    expect(fieldRefusal(fields, null, 'zh-CN')).toBeNull();
  });
});

describe('formatHint', () => {
  it('shows the plate’s expected form, none for a field without a shape', () => {
    expect(formatHint(field('plate'), 'zh-CN')).toBe('如 京A12345，新能源如 粤BD12345');
    expect(formatHint(field('plate'), 'en-US')).toBe('e.g. 京A12345, or 粤BD12345 for a new-energy car');
    expect(formatHint(field('remark'), 'zh-CN')).toBeUndefined();
  });
});
