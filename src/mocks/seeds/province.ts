/**
 * The supported provinces (entities/supplier/province.ts): every province of the §2 plate picker, in its order;
 * enabled where the business has cities (/BusinessCity, opened or being prepared) and in 天津 and 河北, served from
 * Beijing; the others disabled.
 */
import { province } from '@/entities/supplier/province';
import { PLATE_PROVINCE_GROUPS } from '@/lib/plate';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { onOff } from './rng';

export type Province = StoredRow<typeof province> & { provinceId: number; status: 0 | 1 };

declare module '../model' {
  interface DemoData { supportProvinces: Province[] }
}

/** The province (as the business cities name it) of each plate abbreviation. */
export const PROVINCE_NAMES: Readonly<Record<string, string>> = {
  京: '北京市', 津: '天津市', 沪: '上海市', 渝: '重庆市', 冀: '河北省', 豫: '河南省', 云: '云南省', 辽: '辽宁省', 黑: '黑龙江省', 湘: '湖南省',
  皖: '安徽省', 鲁: '山东省', 新: '新疆维吾尔自治区', 苏: '江苏省', 浙: '浙江省', 赣: '江西省', 鄂: '湖北省', 桂: '广西壮族自治区', 甘: '甘肃省',
  晋: '山西省', 蒙: '内蒙古自治区', 陕: '陕西省', 吉: '吉林省', 闽: '福建省', 贵: '贵州省', 粤: '广东省', 青: '青海省', 藏: '西藏自治区', 川: '四川省',
  宁: '宁夏回族自治区', 琼: '海南省',
};

registerCollection(province.id as 'supportProvinces', ({ rng, get }) => {
  const served = new Set([...get('cities').map((c) => c.provinceName), '天津市', '河北省']);
  return PLATE_PROVINCE_GROUPS.flatMap((g) => g.provinces.map((plateChar) => ({ plateChar, pickerGroup: g.label }))).map(({ plateChar, pickerGroup }, i) => {
    const provinceName = PROVINCE_NAMES[plateChar] ?? plateChar;
        return {
      provinceId: 101 + i, provinceName, plateChar, pickerGroup, cityCount: 0, ...onOff(served.has(provinceName)),
      updateTime: rng.daysAgo(20, 400),
    };
  });
});
