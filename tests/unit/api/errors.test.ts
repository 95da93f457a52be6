import { describe, expect, it } from 'vitest';
import { classify, statusMessage } from '@/api/errors';
import { t } from '@/i18n';

// §8 error catalogue, row by row.
describe('classify (§8)', () => {
  it('passes code 0', () => {
    expect(classify({ code: 0, msg: 'ok', data: 1 })).toEqual({ kind: 'pass' });
  });

  it('401 → message then sign-in', () => {
    expect(classify({ code: 401, msg: '登录已过期' })).toEqual({ kind: 'unauthorized', msg: '登录已过期' });
    expect(classify('', 401)).toEqual({ kind: 'unauthorized', msg: '' });
  });

  it('403 → no-permission page', () => {
    expect(classify({ code: 403, msg: 'x' })).toEqual({ kind: 'forbidden' });
    expect(classify(null, 403)).toEqual({ kind: 'forbidden' });
  });

  it('997 → system stopped with title and text from systemStopInfo', () => {
    expect(classify({ code: 997, msg: '', systemStopInfo: { title: '系统维护', content: '今晚 22:00 恢复' } })).toEqual({
      kind: 'stopped',
      title: '系统维护',
      text: '今晚 22:00 恢复',
    });
    expect(classify({ code: 997, data: { systemStopInfo: { title: 'T', content: 'C' } } })).toEqual({ kind: 'stopped', title: 'T', text: 'C' });
  });

  it('other non-zero codes below 1000 → error toast with msg', () => {
    for (const code of [1, 2, 400, 404, 500, 996, 998, 999, -1]) {
      expect(classify({ code, msg: `m${code}` })).toEqual({ kind: 'toast', msg: `m${code}` });
    }
    expect(classify({ code: '500', msg: 'string code' })).toEqual({ kind: 'toast', msg: 'string code' });
  });

  it('codes of 1000 and above are left to the screen, except 88880–88899', () => {
    for (const code of [1000, 1001, 88879, 88900, 100000]) expect(classify({ code, msg: 'biz' })).toEqual({ kind: 'pass' });
  });

  it('88880–88899 in code or result_code → toast result_msg, else msg', () => {
    expect(classify({ code: 88880, msg: 'm', result_msg: 'r' })).toEqual({ kind: 'toast', msg: 'r' });
    expect(classify({ code: 88899, msg: 'm' })).toEqual({ kind: 'toast', msg: 'm' });
    expect(classify({ code: 0, result_code: 88890, result_msg: '合作方拒绝' })).toEqual({ kind: 'toast', msg: '合作方拒绝' });
    expect(classify({ result_code: '88881', result_msg: 'r2' })).toEqual({ kind: 'toast', msg: 'r2' });
  });

  it('empty errCode → sign in again', () => {
    expect(classify({ errCode: '' })).toEqual({ kind: 'relogin' });
    expect(classify({ errCode: null, errMsg: 'x' })).toEqual({ kind: 'relogin' });
    expect(classify({ errCode: 'E1' })).toEqual({ kind: 'pass' });
    expect(classify({ code: 0, errCode: '', data: 1 })).toEqual({ kind: 'pass' });
  });

  it('tolerates bodies that are not envelopes', () => {
    expect(classify(undefined)).toEqual({ kind: 'pass' });
    expect(classify('plain text')).toEqual({ kind: 'pass' });
    expect(classify([1, 2])).toEqual({ kind: 'pass' });
  });
});

describe('statusMessage: an HTTP status in words', () => {
  it('a gateway or overloaded service is temporarily unavailable, in both languages', () => {
    for (const status of [502, 503, 504]) expect(statusMessage(status)).toBe('http.unavailable');
    expect(t('http.unavailable', undefined, 'zh-CN')).toBe('服务暂时不可用，请稍后再试');
    expect(t('http.unavailable', undefined, 'en-US')).toBe('The service is temporarily unavailable. Please try again later.');
  });

  it('other statuses by what they mean; none of the texts names the transport', () => {
    expect([408, 429, 413, 404, 400, 500, 599].map(statusMessage)).toEqual([
      'http.timeout', 'http.tooMany', 'http.tooLarge', 'http.notFound', 'http.refused', 'http.server', 'http.server',
    ]);
    for (const status of [400, 404, 408, 413, 429, 500, 503]) {
      for (const lang of ['zh-CN', 'en-US'] as const) expect(t(statusMessage(status), undefined, lang)).not.toMatch(/HTTP|\d{3}|\{/);
    }
  });
});
