import { describe, expect, it } from 'vitest';
import { deobfuscate, obfuscate } from '@/lib/obfuscate';

describe('token link form value (reversible obfuscation)', () => {
  it('round-trips any text, Chinese and JSON included, and is not readable as is', () => {
    for (const value of ['PI-2026-000123', '{"processInstanceId":"PI-1","taskId":"T-9"}', '用车申请-华远科技-001', '']) {
      const encoded = obfuscate(value);
      expect(encoded).toMatch(/^f1\.[A-Za-z0-9_-]*$/);
      if (value) expect(encoded).not.toContain(value);
      expect(deobfuscate(encoded)).toBe(value);
    }
  });

  it('gives null for malformed, truncated or foreign values', () => {
    expect(deobfuscate(null)).toBeNull();
    expect(deobfuscate('PI-2026-000123')).toBeNull();
    expect(deobfuscate('f1.***')).toBeNull();
    expect(deobfuscate('f1.' + 'A')).toBeNull();
    const truncated = obfuscate('用车申请').slice(0, -2);
    expect(deobfuscate(truncated)).toBeNull();
  });
});
