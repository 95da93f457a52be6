/** §4, §5, §9 rules of the properties panel and toolbar that need no diagram. */
import { describe, expect, it } from 'vitest';
import {
  fieldErrors,
  isValidProcessKey,
  listenerErrors,
  nextZoom,
  type ListenerValues,
} from '@/features/bpm/panel/rules';

const zh = (e: Record<string, { 'zh-CN': string } | undefined>) => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, v?.['zh-CN']]));
const base: ListenerValues = { event: 'start', listenerType: 'class', class: 'a.B', fields: [] };

describe('§4 process key', () => {
  it('starts with a letter or underscore and continues with letters, digits, - _ . $', () => {
    for (const ok of ['a', '_x', 'Process_1', 'fleet.approval-v2$', 'A1_b-c.d$']) expect(isValidProcessKey(ok), ok).toBe(true);
    for (const bad of ['', '1abc', '-a', '.a', '$a', 'a b', '流程', 'a/b', 'a:b']) expect(isValidProcessKey(bad), bad).toBe(false);
  });
});

describe('§5 / §9 zoom', () => {
  it('moves in steps of 0.1 and stays within 0.2 and 4', () => {
    expect(nextZoom(1, 1)).toBe(1.1);
    expect(nextZoom(1, -1)).toBe(0.9);
    expect(nextZoom(0.25, -1)).toBe(0.2);
    expect(nextZoom(0.2, -1)).toBe(0.2);
    expect(nextZoom(3.95, 1)).toBe(4);
    expect(nextZoom(4, 1)).toBe(4);
    expect(nextZoom(0.7 + 0.1 + 0.1, 1)).toBe(1); // no floating drift
  });
});

describe('§5 listener form', () => {
  it('needs the event and the listener type', () => {
    expect(zh(listenerErrors({ event: '', listenerType: '', fields: [] }, false))).toEqual({ event: '请选择事件类型', listenerType: '请选择监听器类型' });
  });
  it('needs the value of its type: class, expression, delegate expression', () => {
    expect(zh(listenerErrors({ ...base, class: '' }, false))).toEqual({ class: '请填写Java类' });
    expect(zh(listenerErrors({ ...base, listenerType: 'expression' }, false))).toEqual({ expression: '请填写表达式' });
    expect(zh(listenerErrors({ ...base, listenerType: 'delegateExpression' }, false))).toEqual({ delegateExpression: '请填写代理表达式' });
    expect(listenerErrors(base, false)).toEqual({});
  });
  it('script: format and type, then the inline content or the external resource', () => {
    const script: ListenerValues = { ...base, listenerType: 'script' };
    expect(zh(listenerErrors(script, false))).toEqual({ scriptFormat: '请填写脚本格式', scriptType: '请选择脚本类型' });
    expect(zh(listenerErrors({ ...script, scriptFormat: 'groovy', scriptType: 'inline' }, false))).toEqual({ value: '请填写脚本内容' });
    expect(zh(listenerErrors({ ...script, scriptFormat: 'groovy', scriptType: 'external' }, false))).toEqual({ resource: '请填写资源地址' });
    expect(listenerErrors({ ...script, scriptFormat: 'groovy', scriptType: 'external', resource: 'r.groovy' }, false)).toEqual({});
  });
  it('task listeners also need an id; a timeout needs its timer unless the timer type is none', () => {
    expect(zh(listenerErrors(base, true))).toEqual({ id: '请填写监听器ID' });
    const timeout: ListenerValues = { ...base, id: 'l1', event: 'timeout', eventDefinitionType: 'duration' };
    expect(zh(listenerErrors(timeout, true))).toEqual({ eventTimeDefinitions: '请填写定时器配置' });
    expect(listenerErrors({ ...timeout, eventDefinitionType: 'null' }, true)).toEqual({});
    expect(listenerErrors({ ...timeout, eventTimeDefinitions: 'PT1H' }, true)).toEqual({});
    // Execution listeners have no id and no timer.
    expect(listenerErrors({ ...timeout, id: '' }, false)).toEqual({});
  });
  it('listener field: name and type, then the string or the expression', () => {
    expect(zh(fieldErrors({ name: '', fieldType: '' }))).toEqual({ name: '请填写字段名称', fieldType: '请选择字段类型' });
    expect(zh(fieldErrors({ name: 'a', fieldType: 'string' }))).toEqual({ string: '请填写字段值' });
    expect(zh(fieldErrors({ name: 'a', fieldType: 'expression' }))).toEqual({ expression: '请填写表达式' });
    expect(fieldErrors({ name: 'a', fieldType: 'expression', expression: '${x}' })).toEqual({});
  });
});
