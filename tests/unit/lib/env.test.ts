import { describe, expect, it } from 'vitest';
import { envFor, envName } from '@/lib/env';

describe('§9 environment by first host label', () => {
  it.each([
    ['dev.console.example.com', 'dev', 'develop'],
    ['test.console.example.com', 'test', 'trial'],
    ['console.example.com', 'production', 'release'],
    ['www.example.com', 'production', 'release'],
    ['localhost', 'localhost', 'develop'],
    ['127.0.0.1', 'localhost', 'develop'],
    ['developer.example.com', 'production', 'release'], // the whole label, not a prefix
  ])('%s → %s (%s)', (host, name, mini) => {
    expect(envName(host)).toBe(name);
    expect(envFor(host).miniProgramEnv).toBe(mini);
  });
  it('gives each environment its own order-check, PDF-view and advert-error addresses', () => {
    const urls = ['dev.a.com', 'test.a.com', 'a.com', 'localhost'].map((h) => envFor(h));
    for (const key of ['orderCheckUrl', 'pdfViewUrl', 'adErrorUrl'] as const) expect(new Set(urls.map((u) => u[key])).size).toBe(4);
  });
  it('reads the current location by default', () => expect(envFor().name).toBe('localhost'));
});
