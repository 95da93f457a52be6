/**
 * The supported provinces (/supportProvinces, src/entities/supplier/province.ts): enabling and disabling, the time of
 * the change, and the opened business cities of each (computed from /BusinessCity's cities, which also keep a
 * province with opened cities from being disabled).
 */
import { province, PROVINCE_HAS_CITIES } from '@/entities/supplier/province';
import { data } from '../db';
import { served } from '../served';

/** The opened business cities of a province. */
const openedCities = (provinceName: unknown) => data().cities.filter((c) => c.dredgeState === 1 && c.provinceName === provinceName).length;

export const { handlers: provinceHandlers } = served({ provinces: [province, {
  collection: 'supportProvinces',
  computed: () => (row) => ({ ...row, cityCount: openedCities(row.provinceName) }),
  guards: { disable: (row) => (openedCities(row.provinceName) > 0 ? PROVINCE_HAS_CITIES : null) },
}] });
