import { describe, expect, it } from 'vitest';
import { randomId, removeEmpty, trimStrings, sendCleared } from '@/lib/objects';

describe('remove empty values', () => {
  it('drops null, undefined, empty strings and empty arrays; keeps 0 and false', () => {
    expect(removeEmpty({ orderNo: '', payStatus: 0, payType: null, times: [], billNo: undefined, flag: false, city: '110100' })).toEqual({
      payStatus: 0,
      flag: false,
      city: '110100',
    });
  });
});

describe('trim strings', () => {
  it('trims at any depth and leaves other values alone', () => {
    const date = new Date(0);
    expect(trimStrings({ name: ' 张三　', phone: '13812345678 ', n: 1, tags: [' a ', 'b'], inner: { x: ' y ' }, date })).toEqual({
      name: '张三',
      phone: '13812345678',
      n: 1,
      tags: ['a', 'b'],
      inner: { x: 'y' },
      date,
    });
    expect(trimStrings('  x ')).toBe('x');
  });
});

describe('random id', () => {
  it('has the chosen length and alphabet', () => {
    for (const n of [0, 1, 8, 32]) expect(randomId(n)).toMatch(new RegExp(`^[A-Za-z0-9]{${n}}$`));
    expect(randomId()).toHaveLength(16);
  });
  it('differs each time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomId(12)));
    expect(ids.size).toBe(200);
  });
  it('refuses a bad length', () => expect(() => randomId(-1)).toThrow(RangeError));
});

describe('sendCleared', () => {
  it('sends a cleared field (undefined) as null and leaves the others', () => {
    expect(sendCleared({ name: '甲', remark: undefined, other: undefined } as Record<string, unknown>, ['name', 'remark'])).toEqual({ name: '甲', remark: null, other: undefined });
  });
});
