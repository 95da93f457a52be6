import { afterEach, describe, expect, it } from 'vitest';
import { format, getLang, setLang, t } from '@/i18n';
import enUS from '@/i18n/en-US';
import zhCN from '@/i18n/zh-CN';

afterEach(() => setLang('zh-CN'));

describe('i18n', () => {
  it('defaults to zh-CN with the spec Chinese message verbatim', () => {
    expect(getLang()).toBe('zh-CN');
    expect(t('http.network')).toBe('当前网络环境较差，请检查网络后刷新页面!');
  });

  it('switches to en-US and remembers the choice', () => {
    setLang('en-US');
    expect(t('http.network')).toBe('Poor network connection. Please check your network and refresh the page!');
    expect(localStorage.getItem('LANGUAGE')).toBe('en-US');
    expect(document.documentElement.lang).toBe('en-US');
  });

  it('translates every key into both languages', () => {
    expect(Object.keys(enUS).toSorted()).toEqual(Object.keys(zhCN).toSorted());
    for (const [key, value] of Object.entries(enUS)) expect(value, key).not.toBe('');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(format('HTTP {status} {other}', { status: 502 })).toBe('HTTP 502 {other}');
    expect(t('http.failed', { code: 500 })).toBe('请求失败（错误码 500）');
  });
});
