/** The supported provinces (/supportProvinces): the picker's provinces, their opened cities, enabling and disabling. */
import { describe, expect, it } from 'vitest';
import { PLATE_PROVINCES } from '@/lib/validators';
import { data } from '@/mocks/db';
import { formatWallTime, nowWall } from '@/mocks/time';
import { call, ok } from './api';

type Row = Record<string, string | number>;
const list = (params: Record<string, string> = {}) => ok<{ total: number; result: Row[] }>('/api/lingsan/province/list', { method: 'GET', params: { pageSize: '100', ...params } });

describe('supported provinces', () => {
  it("lists every province of the plate picker once, with its opened business cities", async () => {
    await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
    const { result } = await list();
    expect(result.map((r) => r.plateChar).sort()).toEqual([...PLATE_PROVINCES].sort());
    const guangdong = result.find((r) => r.plateChar === '粤')!;
    expect(guangdong).toMatchObject({ provinceName: '广东省', pickerGroup: 'XYZ', status: 0, cityCount: data().cities.filter((c) => c.provinceName === '广东省' && c.dredgeState === 1).length });
    expect(guangdong.cityCount).toBeGreaterThan(0);
  });

  it('a province with opened business cities cannot be disabled; one without can, and be enabled again', async () => {
    await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
    const { result } = await list();
    const guangdong = result.find((r) => r.plateChar === '粤')!;
    expect(await call('/api/lingsan/province/disable', { params: { provinceId: guangdong.provinceId } })).toMatchObject({ code: 1, msg: '该省份有已开通的业务城市，不能停用' });
    const tianjin = result.find((r) => r.plateChar === '津')!;
    expect(tianjin).toMatchObject({ status: 0, cityCount: 0 });
    const before = formatWallTime(nowWall());
    data().supportProvinces.find((p) => p.provinceId === tianjin.provinceId)!.updateTime = '2000-01-01 00:00:00';
    expect(await ok<Row>('/api/lingsan/province/disable', { params: { provinceId: tianjin.provinceId } })).toMatchObject({ status: 1, statusName: '关闭' });
    // The time of the change: the transition stamps it (the declaration's `stamp`).
    expect(String(data().supportProvinces.find((p) => p.provinceId === tianjin.provinceId)!.updateTime) >= before).toBe(true);
    expect(await call('/api/lingsan/province/disable', { params: { provinceId: tianjin.provinceId } })).toMatchObject({ code: 1, msg: '该省份已停用' });
    expect((await list({ status: '1' })).result.map((r) => r.plateChar)).toContain('津');
    expect(await ok<Row>('/api/lingsan/province/enable', { params: { provinceId: tianjin.provinceId } })).toMatchObject({ status: 0, statusName: '开启' });
  });
});
