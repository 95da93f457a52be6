import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/sanitize';

describe('rich-text sanitiser', () => {
  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2 style="text-align: center;">租车须知</h2><p><strong>押金</strong> <em>3000</em> 元</p><ul><li>一</li></ul>' +
      '<table><tbody><tr><td>车型</td></tr></tbody></table><p><img src="/upload/car.png" alt="car" width="100"></p>';
    const out = sanitizeHtml(html);
    expect(out).toContain('<h2 style="text-align: center;">租车须知</h2>');
    expect(out).toContain('<strong>押金</strong>');
    expect(out).toContain('<table>');
    expect(out).toContain('<img src="/upload/car.png" alt="car" width="100">');
  });
  it.each([
    ['<script>alert(1)</script><p>x</p>', '<p>x</p>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x">'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<p onclick="steal()">x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['<form action="/x"><input name="p"></form>ok', 'ok'],
  ])('removes %j', (input, out) => expect(sanitizeHtml(input)).toBe(out));
  it('new-tab links cannot reach back to the console', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
  it("'' for nothing", () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
