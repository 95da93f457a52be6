/**
 * The business cities (their districts; a few not opened yet) and a store per district: the places every other
 * collection names (vehicles, orders, companies, addresses).
 */
import type { City, Store } from '../model';
import { registerCollection } from './registry';

type CityRow = [cityId: number, cityName: string, provinceName: string, platePrefix: string, dredge: 0 | 1, areas: [number, string, string][]];

/** Opened cities with districts and a store (landmark) per district; a few cities not opened yet. */
const CITY_TABLE: CityRow[] = [
  [110100, '北京', '北京市', '京A', 1, [[110105, '朝阳区', '望京SOHO店'], [110108, '海淀区', '中关村店'], [110101, '东城区', '北京站店'], [110115, '大兴区', '大兴机场店']]],
  [310100, '上海', '上海市', '沪A', 1, [[310115, '浦东新区', '陆家嘴店'], [310104, '徐汇区', '徐家汇店'], [310112, '闵行区', '虹桥枢纽店']]],
  [440100, '广州', '广东省', '粤A', 1, [[440106, '天河区', '天河城店'], [440104, '越秀区', '广州火车站店'], [440111, '白云区', '白云机场店']]],
  [440300, '深圳', '广东省', '粤B', 1, [[440304, '福田区', '会展中心店'], [440305, '南山区', '科技园店'], [440306, '宝安区', '宝安机场店']]],
  [330100, '杭州', '浙江省', '浙A', 1, [[330106, '西湖区', '黄龙店'], [330102, '上城区', '杭州东站店'], [330110, '余杭区', '未来科技城店']]],
  [510100, '成都', '四川省', '川A', 1, [[510107, '武侯区', '天府广场店'], [510104, '锦江区', '春熙路店'], [510108, '成华区', '成都东站店']]],
  [420100, '武汉', '湖北省', '鄂A', 1, [[420103, '江汉区', '汉口站店'], [420106, '武昌区', '武昌站店'], [420111, '洪山区', '光谷店']]],
  [320100, '南京', '江苏省', '苏A', 1, [[320102, '玄武区', '新街口店'], [320106, '鼓楼区', '南京站店'], [320105, '建邺区', '奥体中心店']]],
  [500100, '重庆', '重庆市', '渝A', 0, [[500103, '渝中区', '解放碑店']]],
  [610100, '西安', '陕西省', '陕A', 0, [[610113, '雁塔区', '小寨店']]],
  [430100, '长沙', '湖南省', '湘A', 0, [[430102, '芙蓉区', '五一广场店']]],
];

/**
 * A store is named by its city once: 北京望京SOHO店, and 北京站店 (not 北京北京站店) when the landmark already names the
 * city (tests/unit/mocks/seedSanity.test.ts).
 */
const storeNameOf = (cityName: string, landmark: string): string => (landmark.startsWith(cityName) ? landmark : `${cityName}${landmark}`);

/** The cities' English names (their records' `cityNameEn`: the console's city selects and lists in English). */
const CITY_EN: Readonly<Record<number, string>> = {
  110100: 'Beijing', 310100: 'Shanghai', 440100: 'Guangzhou', 440300: 'Shenzhen', 330100: 'Hangzhou', 510100: 'Chengdu',
  420100: 'Wuhan', 320100: 'Nanjing', 500100: 'Chongqing', 610100: "Xi'an", 430100: 'Changsha',
};

/** The roads of the seeded street addresses. */
const ROADS = ['建国路', '人民路', '中山路', '解放路', '长江路', '和平大道', '科技路', '站前路', '新华路', '文化路'];

registerCollection('cities', (): City[] =>
  CITY_TABLE.map(([cityId, cityName, provinceName, platePrefix, dredgeState, areas]) => ({
    cityId, cityName, cityNameEn: CITY_EN[cityId] ?? cityName, provinceName, platePrefix, dredgeState,
    areaList: areas.map(([areaId, areaName]) => ({ areaId, areaName })),
  })),
);

registerCollection('stores', ({ rng }): Store[] => {
  let storeId = 1000;
  return CITY_TABLE.flatMap(([cityId, cityName, , , dredge, areas]) =>
    areas.map(([areaId, areaName, landmark]) => {
      storeId += 1;
      return {
        storeId, storeName: storeNameOf(cityName, landmark), cityId, cityName, areaId, areaName,
        address: `${cityName}市${areaName}${rng.pick(ROADS)}${rng.int(1, 399)}号`,
        phone: `400-${rng.digits(3)}-${rng.digits(4)}`,
        businessHours: rng.chance(0.3) ? '00:00-24:00' : '08:00-22:00',
        // Not-opened cities' stores and about one store in ten are suspended.
        storeStatus: dredge === 1 && !rng.chance(0.1) ? 1 : 0,
      };
    }),
  );
});
