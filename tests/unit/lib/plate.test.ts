import { describe, expect, it } from 'vitest';
import { PLATE_PROVINCE_GROUPS, splitPlate } from '@/lib/plate';
import { PLATE_PROVINCES } from '@/lib/validators';

/** The pinyin initial of each abbreviation (read aloud: 京 jīng, 鄂 è, 藏 zàng …). */
const INITIAL: Record<string, string> = {
  京: 'J', 津: 'J', 沪: 'H', 渝: 'Y', 冀: 'J', 豫: 'Y', 云: 'Y', 辽: 'L', 黑: 'H', 湘: 'X', 皖: 'W', 鲁: 'L', 新: 'X', 苏: 'S', 浙: 'Z', 赣: 'G',
  鄂: 'E', 桂: 'G', 甘: 'G', 晋: 'J', 蒙: 'M', 陕: 'S', 吉: 'J', 闽: 'M', 贵: 'G', 粤: 'Y', 青: 'Q', 藏: 'Z', 川: 'C', 宁: 'N', 琼: 'Q',
};

describe('§2 plate province groups', () => {
  it('are CEGH, J L, MNQSW, XYZ', () => expect(PLATE_PROVINCE_GROUPS.map((g) => g.label)).toEqual(['CEGH', 'J L', 'MNQSW', 'XYZ']));
  it('hold every province exactly once', () => {
    const all = PLATE_PROVINCE_GROUPS.flatMap((g) => g.provinces);
    expect(all).toHaveLength(31);
    expect(new Set(all)).toEqual(new Set(PLATE_PROVINCES));
  });
  it("group each province under its abbreviation's pinyin initial", () => {
    for (const g of PLATE_PROVINCE_GROUPS) for (const p of g.provinces) expect(g.label).toContain(INITIAL[p]);
  });
});

describe('splitPlate', () => {
  it('separates the province', () => {
    expect(splitPlate('京A12345')).toEqual({ province: '京', rest: 'A12345' });
    expect(splitPlate('使014578')).toEqual({ province: '', rest: '使014578' });
    expect(splitPlate('')).toEqual({ province: '', rest: '' });
    expect(splitPlate(null)).toEqual({ province: '', rest: '' });
  });
});
