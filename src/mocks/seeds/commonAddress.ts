/**
 * The common addresses (entities/admin/commonAddress.ts): per opened city, its stations and airport, the enterprise
 * clients' offices and a partner repair shop — with contacts and WGS-84 coordinates near the city's centre.
 */
import { commonAddress } from '@/entities/admin/commonAddress';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { ENTERPRISES } from './company';
import { onOff, fieldsOf, ROADS } from './rng';

/** An address as stored (common_status: 0 enabled, 1 disabled). */
export type CommonAddress = StoredRow<typeof commonAddress>;

declare module '../model' {
  interface DemoData { CommonAdderss: CommonAddress[] }
}

/** Each opened city's centre (longitude, latitude). */
export const CENTRES: Readonly<Record<number, readonly [number, number]>> = {
  110100: [116.407526, 39.90403],
  310100: [121.473701, 31.230416],
  440100: [113.264385, 23.129112],
  440300: [114.057868, 22.543099],
  330100: [120.15507, 30.274084],
  510100: [104.066541, 30.572269],
  420100: [114.305392, 30.593098],
  320100: [118.796877, 32.060255],
};

const KINDS = ['火车站南广场接送点', '机场T2航站楼停车场', '汽修合作厂'] as const;

registerCollection(commonAddress.id as 'CommonAdderss', ({ rng, get }) => {
  const opened = get('cities').filter((c) => c.dredgeState === 1);
  let id = 0;
  return opened.flatMap((city) => {
    const [lng, lat] = CENTRES[city.cityId] ?? [116.4, 39.9];
    const names = [...KINDS.map((k) => `${city.cityName}${k}`), `${rng.pick(ENTERPRISES)}${city.cityName}办公室`];
    return names.map((addressName) => {
      id += 1;
      const disabled = rng.chance(0.1);
      const area = rng.pick(city.areaList);
      return rng.row<CommonAddress>(commonAddress, {
        addressId: id, addressName, ...fieldsOf(city, 'cityId', 'cityName'),
        address: `${city.cityName}市${area.areaName}${rng.pick(ROADS)}${rng.int(1, 399)}号`,
        longitude: Number((lng + (rng.float() - 0.5) * 0.3).toFixed(6)), latitude: Number((lat + (rng.float() - 0.5) * 0.2).toFixed(6)),
        ...onOff(!disabled), createTime: rng.daysAgo(10, 600),
      });
    });
  });
});
