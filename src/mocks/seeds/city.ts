/**
 * What the business cities (seeded in ./places.ts) bring with them:
 * - the service configuration of every business city (entities/admin/city.ts cityConfig): one row per city of the
 *   `cities` collection, listed on /OpenCityConfig while the city is opened (a closed city keeps its configuration for
 *   when it opens again). Big cities ask a higher deposit; airports' cities run round the clock;
 * - the supported provinces (entities/supplier/province.ts): every province of the §2 plate picker, in its order;
 *   enabled where the business has cities (/BusinessCity, opened or being prepared) and in 天津 and 河北, served from
 *   Beijing; the others disabled.
 */
import type { cityConfig } from '@/entities/admin/city';
import { province } from '@/entities/supplier/province';
import { PLATE_PROVINCE_GROUPS } from '@/lib/plate';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { DAY, formatWallTime } from '../time';
import { fieldsOf, onOff } from './rng';

/** A city's configuration as stored: the declaration's row; its stores are read from the stores collection. */
export type CityConfig = Omit<StoredRow<typeof cityConfig>, 'stores'> & { cityId: number };

export type Province = StoredRow<typeof province> & { provinceId: number; status: 0 | 1 };

declare module '../model' {
  interface DemoData { cityConfigs: CityConfig[]; supportProvinces: Province[] }
}

const FIRST_TIER = new Set([110100, 310100, 440100, 440300]);

registerCollection('cityConfigs', ({ rng, today, get }) =>
  get('cities').map((c) => {
    const big = FIRST_TIER.has(c.cityId);
    const roundTheClock = rng.chance(0.25);
    return {
      ...fieldsOf(c, 'cityId', 'cityName', 'provinceName'),
      serviceStartTime: roundTheClock ? '00:00' : rng.pick(['07:00', '07:30', '08:00']),
      serviceEndTime: roundTheClock ? '23:59' : rng.pick(['21:00', '22:00', '22:30']),
      leadHours: rng.pick([1, 2, 2, 4]), minRentDays: 1,
      deposit: big ? rng.pick([3000, 5000]) : rng.pick([2000, 3000]), violationDeposit: big ? 2000 : 1000,
      nightSurcharge: rng.pick([50, 80, 100]), deliveryFee: rng.pick([30, 50, 60]),
      remark: big ? '机场、火车站门店可预约送车上门' : '',
      updateTime: formatWallTime(today - rng.int(2, 120) * DAY - rng.int(0, 8) * 3_600_000),
    };
  }),
);

/** The province (as the business cities name it) of each plate abbreviation. */
const PROVINCE_NAMES: Readonly<Record<string, string>> = {
  京: '北京市', 津: '天津市', 沪: '上海市', 渝: '重庆市', 冀: '河北省', 豫: '河南省', 云: '云南省', 辽: '辽宁省', 黑: '黑龙江省', 湘: '湖南省',
  皖: '安徽省', 鲁: '山东省', 新: '新疆维吾尔自治区', 苏: '江苏省', 浙: '浙江省', 赣: '江西省', 鄂: '湖北省', 桂: '广西壮族自治区', 甘: '甘肃省',
  晋: '山西省', 蒙: '内蒙古自治区', 陕: '陕西省', 吉: '吉林省', 闽: '福建省', 贵: '贵州省', 粤: '广东省', 青: '青海省', 藏: '西藏自治区', 川: '四川省',
  宁: '宁夏回族自治区', 琼: '海南省',
};

registerCollection(province.id as 'supportProvinces', ({ rng, get }) => {
  const served = new Set([...get('cities').map((c) => c.provinceName), '天津市', '河北省']);
  const plates = PLATE_PROVINCE_GROUPS.flatMap((g) => g.provinces.map((plateChar) => ({ plateChar, pickerGroup: g.label })));
  return plates.map(({ plateChar, pickerGroup }, i) => {
    const provinceName = PROVINCE_NAMES[plateChar] ?? plateChar;
    return { provinceId: 101 + i, provinceName, plateChar, pickerGroup, cityCount: 0, ...onOff(served.has(provinceName)), updateTime: rng.daysAgo(20, 400) };
  });
});
