/** The violation declaration's pure rules: a code's description, points and fine; what a click on the analysis opens. */
import { describe, expect, it } from 'vitest';
import { analysisListFilter, PECCANCY_CODE_OPTIONS, PECCANCY_CODES, peccancyOf } from '@/entities/admin/peccancy';

describe('violation codes', () => {
  it('fix the description, points and fine, and each choice shows what it costs', () => {
    expect(peccancyOf('1625')).toMatchObject({ description: '驾驶机动车违反道路交通信号灯通行的', points: 6, fine: 200 });
    expect(peccancyOf(1039)).toMatchObject({ points: 0, fine: 200 });
    expect(peccancyOf('9999')).toBeUndefined();
    expect(new Set(PECCANCY_CODES.map((c) => c.code)).size).toBe(PECCANCY_CODES.length);
    expect(PECCANCY_CODE_OPTIONS.find((o) => o.value === '1625')!.label).toEqual({ 'zh-CN': '1625 闯红灯（记6分，罚款200元）', 'en-US': '1625 Running a red light (6 pts, CNY 200)' });
  });
});

describe('the list an analysis item opens', () => {
  const range = { beginTime: '2026-09-15', endTime: '2026-11-20' };
  it('narrows a month to its part of the range', () => {
    expect(analysisListFilter('month', '2026-09', range)).toEqual({ beginTime: '2026-09-15', endTime: '2026-09-30' });
    expect(analysisListFilter('month', '2026-10', range)).toEqual({ beginTime: '2026-10-01', endTime: '2026-10-31' });
    expect(analysisListFilter('month', '2026-11', range)).toEqual({ beginTime: '2026-11-01', endTime: '2026-11-20' });
    expect(analysisListFilter('month', '2028-02', { beginTime: '2028-01-01', endTime: '2028-12-31' })).toEqual({ beginTime: '2028-02-01', endTime: '2028-02-29' });
  });
  it('filters the range by the code, city, driver or vehicle', () => {
    expect(analysisListFilter('code', '1625', range)).toEqual({ ...range, peccancyCode: '1625' });
    expect(analysisListFilter('city', '110100', range)).toEqual({ ...range, cityId: '110100' });
    expect(analysisListFilter('driver', '30001', range)).toEqual({ ...range, driverId: '30001' });
    expect(analysisListFilter('vehicle', '20001', range)).toEqual({ ...range, carId: '20001' });
  });
});
