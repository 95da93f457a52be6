import { describe, expect, it } from 'vitest';
import { parentPath, parseRowQuery, rowHref } from '@/lib/rowQuery';

describe('§2 row-as-JSON query', () => {
  it('reads a JSON object and refuses anything else', () => {
    expect(parseRowQuery('{"orderId":7001,"plate":"京A12345"}')).toEqual({ ok: true, row: { orderId: 7001, plate: '京A12345' } });
    expect(parseRowQuery(null)).toEqual({ ok: false, reason: 'missing' });
    expect(parseRowQuery('  ')).toEqual({ ok: false, reason: 'missing' });
    expect(parseRowQuery('{orderId:1')).toEqual({ ok: false, reason: 'malformed' });
    expect(parseRowQuery('[1,2]')).toEqual({ ok: false, reason: 'notObject' });
    expect(parseRowQuery('null')).toEqual({ ok: false, reason: 'notObject' });
    expect(parseRowQuery('"text"')).toEqual({ ok: false, reason: 'notObject' });
  });

  it('round-trips a row with its parent through the address', () => {
    const href = rowHref('/checkSheetDetail', { checkSheetId: 5001, remark: 'a&b=c <script>' }, '/checkSheet?auditStatus=1');
    const q = new URL(href, 'http://localhost').searchParams;
    expect(parseRowQuery(q.get('row'))).toEqual({ ok: true, row: { checkSheetId: 5001, remark: 'a&b=c <script>' } });
    expect(parentPath(q.get('parent'), '/x')).toBe('/checkSheet?auditStatus=1');
  });

  it('goes back only inside the console', () => {
    expect(parentPath('//evil.example/x', '/checkSheet')).toBe('/checkSheet');
    expect(parentPath('javascript:alert(1)', '/checkSheet')).toBe('/checkSheet');
    expect(parentPath('https://evil.example/', '/checkSheet')).toBe('/checkSheet');
    expect(parentPath(null, '/checkSheet')).toBe('/checkSheet');
  });
});
