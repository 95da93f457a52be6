/**
 * The repair shops (entities/maintenance/repairShop.ts): fifteen shops in the opened business cities — a general
 * repair shop in each, a dealer (4S店) of one make in the first four, a quick-service shop in three more; two are
 * suspended (none of the seeded work orders names them while open). Labour rates as such shops charge.
 */
import { repairShop, SHOP_BRANDS } from '@/entities/maintenance/repairShop';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { DAY, formatWallTime } from '../time';
import { fieldsOf, ROADS } from './rng';

/** A shop as stored: its type, class and state codes; its open orders are counted when read. */
export type RepairShop = StoredRow<typeof repairShop>;

declare module '../model' {
  interface DemoData { RepairShopList: RepairShop[] }
}

const DEALERS = [['丰田', '广汽丰田'], ['大众', '上汽大众'], ['本田', '东风本田'], ['宝马', '华晨宝马']] as const;
const GENERAL = ['顺达', '安驰', '恒通', '鑫诚', '永安', '骏驰', '联合', '众信'];
const QUICK = ['途虎养车工场店', '天猫养车', '小拇指汽车快修'];
const SHOP_ROADS = [...ROADS, '工业大道', '滨江路'];

registerCollection(repairShop.id as 'RepairShopList', ({ rng, today, get }) => {
  const cities = get('cities').filter((c) => c.dredgeState === 1);
  const drafts: Omit<RepairShop, 'shopId' | 'contactName' | 'contactMobile' | 'createTime' | 'cooperationStatus'>[] = [];
  const address = (cityName: string, area: string) => `${cityName}市${area}${rng.pick(SHOP_ROADS)}${rng.int(1, 899)}号`;
  cities.forEach((c, i) => {
    const area = c.areaList[i % c.areaList.length]?.areaName ?? '';
    const general = {
      shopName: `${c.cityName}${GENERAL[i % GENERAL.length]}汽车综合维修厂`, shopType: 2 as const, qualificationLevel: (i % 3 === 2 ? 2 : 1) as 1 | 2,
      brands: SHOP_BRANDS.filter(() => rng.chance(0.6)).join(',') || '大众,丰田', ...fieldsOf(c, 'cityId', 'cityName'), address: address(c.cityName, area),
      labourRate: rng.int(12, 20) * 10, rating: rng.int(38, 49) / 10, remark: '',
    };
    drafts.push(general);
    const dealer = DEALERS[i];
    if (dealer) {
      drafts.push({
        shopName: `${c.cityName}${dealer[1]}${rng.pick(['中汽', '华通', '瑞丰', '宏达'])}4S店`, shopType: 1, qualificationLevel: 1, brands: dealer[0], ...fieldsOf(c, 'cityId', 'cityName'),
        address: address(c.cityName, area), labourRate: rng.int(28, 45) * 10, rating: rng.int(42, 50) / 10, remark: '原厂配件，质保两年',
      });
    }
    const quick = i >= 4 ? QUICK[i - 4] : undefined;
    if (quick) {
      drafts.push({
        shopName: `${quick}（${c.cityName}${area}店）`, shopType: 3, qualificationLevel: 3, brands: SHOP_BRANDS.join(','), ...fieldsOf(c, 'cityId', 'cityName'),
        address: address(c.cityName, area), labourRate: rng.int(8, 12) * 10, rating: rng.int(35, 47) / 10, remark: '只做保养、轮胎和小修',
      });
    }
  });
  const shops = drafts.slice(0, 15);
  return shops.map((s, i) => {
    // Two dealers are suspended (a price dispute, an expired contract).
    const suspended = s.shopType === 1 && (i === 3 || i === 7);
    return rng.row<RepairShop>(repairShop, {
      ...s, shopId: 7001 + i, cooperationStatus: suspended ? 2 : 1,
      remark: suspended ? '合作协议到期，待续签' : s.remark, createTime: formatWallTime(today - rng.int(200, 900) * DAY - rng.int(0, 8) * 3600_000),
    });
  });
});

