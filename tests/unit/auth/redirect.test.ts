import { describe, expect, it } from 'vitest';
import { safeRedirect } from '@/lib/redirect';

const origin = 'https://console.example.com';

describe('safeRedirect (sign-in redirect safety)', () => {
  it('keeps paths inside the console, with query and hash', () => {
    expect(safeRedirect('/RentOrderManage', origin)).toBe('/RentOrderManage');
    expect(safeRedirect('/branchOrder?orderStatus=9&orderType=1&returnedFlag=1', origin)).toBe('/branchOrder?orderStatus=9&orderType=1&returnedFlag=1');
    expect(safeRedirect('/a/../Manage#top', origin)).toBe('/Manage#top');
  });

  it('refuses other origins, protocol-relative and script URLs', () => {
    for (const bad of [
      'https://evil.example.com/',
      'http://console.example.com.evil.io/x',
      '//evil.example.com',
      '///evil.example.com',
      '/\\evil.example.com',
      '\\\\evil.example.com',
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '/%5C%5Cevil.example.com',
      '/\t/evil.example.com',
      'RentOrderManage',
      '',
    ]) {
      const got = safeRedirect(bad, origin);
      // Either refused, or reduced to a path that stays on the console's origin.
      if (got !== null) expect(new URL(got, origin).origin, bad).toBe(origin);
      expect(got === null || got.startsWith('/'), bad).toBe(true);
    }
    expect(safeRedirect('//evil.example.com', origin)).toBeNull();
    expect(safeRedirect('javascript:alert(1)', origin)).toBeNull();
    expect(safeRedirect('https://evil.example.com/', origin)).toBeNull();
    expect(safeRedirect(null, origin)).toBeNull();
  });
});
