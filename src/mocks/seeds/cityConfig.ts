/**
 * The service configuration of every business city (entities/admin/city.ts cityConfig): one row per city of the
 * `cities` collection, listed on /OpenCityConfig while the city is opened (a closed city keeps its configuration for
 * when it opens again). Big cities ask a higher deposit; airports' cities run round the clock.
 */
import type { cityConfig } from '@/entities/admin/city';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { DAY, formatWallTime } from '../time';
import { fieldsOf } from './rng';

/** A city's configuration as stored: the declaration's row; its stores are read from the stores collection. */
export type CityConfig = Omit<StoredRow<typeof cityConfig>, 'stores'> & { cityId: number };

declare module '../model' {
  interface DemoData { cityConfigs: CityConfig[] }
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
