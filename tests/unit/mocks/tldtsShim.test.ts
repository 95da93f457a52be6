/** The demo build's tldts stand-in (src/mocks/shims/tldts.ts) answers what msw's cookie store needs. */
import { describe, expect, it } from 'vitest';
import { getDomain } from '@/mocks/shims/tldts';

describe('demo tldts stand-in', () => {
  it('gives a host’s last two labels, and nothing for an IP address or a single label', () => {
    expect(getDomain('console.rental.example.com')).toBe('example.com');
    expect(getDomain('example.com.')).toBe('example.com');
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('[::1]')).toBeNull();
    expect(getDomain('intranet')).toBeNull();
  });
});
