/**
 * §2 licence-plate province picker data: the provinces' abbreviations grouped by the pinyin initial of the
 * abbreviation, in the spec's four groups CEGH, J L, MNQSW and XYZ.
 */
import { PLATE_PROVINCES } from './validators';

export interface ProvinceGroup {
  /** The group's name as the spec writes it. */
  label: string;
  provinces: readonly string[];
}

export const PLATE_PROVINCE_GROUPS: readonly ProvinceGroup[] = [
  // C 川 · E 鄂 · G 赣 桂 甘 贵 · H 沪 黑
  { label: 'CEGH', provinces: ['川', '鄂', '赣', '桂', '甘', '贵', '沪', '黑'] },
  // J 京 津 冀 晋 吉 · L 辽 鲁
  { label: 'J L', provinces: ['京', '津', '冀', '晋', '吉', '辽', '鲁'] },
  // M 蒙 闽 · N 宁 · Q 青 琼 · S 苏 陕 · W 皖
  { label: 'MNQSW', provinces: ['蒙', '闽', '宁', '青', '琼', '苏', '陕', '皖'] },
  // X 湘 新 · Y 渝 豫 云 粤 · Z 浙 藏
  { label: 'XYZ', provinces: ['湘', '新', '渝', '豫', '云', '粤', '浙', '藏'] },
];

/** Splits a plate into its province abbreviation ('' when it has none, e.g. 使014578) and the rest. */
export function splitPlate(plate: string | null | undefined): { province: string; rest: string } {
  const text = plate ?? '';
  const first = text.charAt(0);
  return first && PLATE_PROVINCES.includes(first) ? { province: first, rest: text.slice(1) } : { province: '', rest: text };
}
