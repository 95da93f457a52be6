/** §3/§5 custom form fields: the rules the editor, the start form and the demo backend share. */
import { describe, expect, it } from 'vitest';
import { fieldValueProblem, formFieldProblems, newField, normalizeField, readFormFields, readFormValues, type FormField } from '@/lib/formFields';

const f = (over: Partial<FormField>): FormField => ({ ...newField('x'), label: 'X', ...over });
const problems = (fields: FormField[]) => formFieldProblems(fields).map((p) => [p.index, p.part, p.message['zh-CN']]);

describe('form field rules', () => {
  it('date pattern only for date, enum values only for enum, custom type only for custom', () => {
    const all = { datePattern: 'YYYY', values: [{ id: 'a', name: 'A' }], customType: 'money' };
    expect(normalizeField(f({ type: 'string', ...all }))).toEqual({ id: 'x', type: 'string', label: 'X', properties: [], constraints: [] });
    expect(normalizeField(f({ type: 'date', ...all }))).toMatchObject({ datePattern: 'YYYY' });
    expect(normalizeField(f({ type: 'date' })).datePattern).toBe('YYYY-MM-DD');
    expect(normalizeField(f({ type: 'enum', ...all })).values).toEqual([{ id: 'a', name: 'A' }]);
    expect(normalizeField(f({ type: 'custom', ...all })).customType).toBe('money');
  });

  it('ids: required, process-key-like, unique (reported on the repeat)', () => {
    expect(problems([f({ id: ' ' })])).toEqual([[0, 'id', '请输入字段编号']]);
    expect(problems([f({ id: 'a b' })])[0]?.[2]).toContain('字段编号须以字母或下划线开头');
    expect(problems([f({ id: 'a' }), f({ id: 'b' }), f({ id: 'a' })])).toEqual([[2, 'id', '字段编号不能重复']]);
  });

  it('constraints, defaults and enum values are checked', () => {
    expect(problems([f({ constraints: [{ name: 'pattern', config: 'x' }] })])).toEqual([[0, 'constraints', '不支持的约束']]);
    expect(problems([f({ constraints: [{ name: 'max', config: 'ten' }] })])).toEqual([[0, 'constraints', '该约束的配置须为不小于0的数字']]);
    expect(problems([f({ type: 'long', defaultValue: '1.5' })])).toEqual([[0, 'defaultValue', '默认值须为整数']]);
    expect(problems([f({ type: 'enum', values: [{ id: 'a', name: 'A' }, { id: 'a', name: 'B' }] })])).toEqual([[0, 'values', '枚举值编号不能重复']]);
    expect(problems([f({ type: 'custom' })])).toEqual([[0, 'customType', '请输入自定义类型名称']]);
  });

  it('a filled-in value: required, whole numbers within min/max, lengths, enum ids; readonly is not asked', () => {
    const n = f({ type: 'long', label: '人数', constraints: [{ name: 'required', config: '' }, { name: 'min', config: '1' }, { name: 'max', config: '5' }] });
    expect(fieldValueProblem(n, undefined)?.['zh-CN']).toBe('请填写人数');
    expect(fieldValueProblem(n, 0)?.['zh-CN']).toBe('人数不能小于1');
    expect(fieldValueProblem(n, 2.5)?.['zh-CN']).toBe('人数须为整数');
    expect(fieldValueProblem(n, 5)).toBeNull();
    expect(fieldValueProblem(f({ label: '名', constraints: [{ name: 'maxlength', config: '2' }] }), 'abc')?.['en-US']).toBe('名 takes at most 2 characters');
    expect(fieldValueProblem(f({ type: 'enum', label: 'E', values: [{ id: 'a', name: 'A' }] }), 'b')?.['zh-CN']).toBe('E的取值无效');
    expect(fieldValueProblem(f({ constraints: [{ name: 'required', config: '' }, { name: 'readonly', config: '' }] }), '')).toBeNull();
  });

  it('reads the fields and values a call carries: shape-checked, normalized, null when not such JSON', () => {
    expect(readFormFields('[{"id":" a ","type":"string","label":"A","constraints":[{"name":"required"}],"datePattern":null}]')).toEqual([
      { id: 'a', type: 'string', label: 'A', properties: [], constraints: [{ name: 'required', config: '' }] },
    ]);
    for (const bad of ['{', '{}', '[{"id":"a","type":"text","label":"A"}]', '[{"id":"a","type":"string","label":"A","values":[{"id":1}]}]']) expect(readFormFields(bad)).toBeNull();
    expect(readFormValues('{"a":"x","n":2,"b":true,"o":{"k":1},"z":null}')).toEqual({ a: 'x', n: 2, b: true, o: '{"k":1}' });
    for (const bad of ['[1]', 'null', '"x"', '{']) expect(readFormValues(bad)).toBeNull();
  });
});
