/**
 * Traffic violations (entities/admin/peccancy.ts, src/mocks/handlers/peccancy.ts): the responsible driver is the
 * driver of the trip that had the vehicle then (on every save, none when no trip did), a code fixes the description,
 * points and fine, the states move as declared, and /ViolationBI's analysis adds up to the list it opens.
 */
import { describe, expect, it } from 'vitest';
import { peccancyOf, type AnalysisItem, type PeccancyAnalysis } from '@/entities/admin/peccancy';
import { data } from '@/mocks/db';
import { NO_DRIVER, tripAt } from '@/entities/admin/responsibility';
import { formatWallTime, MINUTE, parseWallTime } from '@/mocks/time';
import { call, ok } from './api';

type Row = Record<string, unknown>;

const save = (params: Row) => call<Row>('/api/peccancy/save', { params: params as Record<string, string | number> });

/** A completed trip and a moment inside it. */
function tripMoment() {
  const trip = data().TripDetail.find((r) => r.status === 2 && r.durationMin > 60)!;
  return { trip, time: formatWallTime(parseWallTime(trip.startTime)! + 30 * MINUTE) };
}

/** A moment no trip of this vehicle covers: the minute before its first trip started. */
function idleMoment(carId: number) {
  const first = data().TripDetail.filter((r) => r.carId === carId).sort((a, b) => (a.startTime < b.startTime ? -1 : 1))[0]!;
  return formatWallTime(parseWallTime(first.startTime)! - MINUTE);
}

describe('traffic violations', () => {
  it('seeds violations whose driver is the trip’s, most on trips and some with none', () => {
    const rows = data().PeccancyList;
    const trips = data().TripDetail;
    expect(rows.length).toBeGreaterThan(200);
    for (const r of rows) {
      const trip = tripAt(trips, r.carId, r.peccancyTime);
      expect(r.driverId).toBe(trip ? trip.driverId : '');
      expect(r.driverName).toBe(trip ? trip.driverName : NO_DRIVER);
      expect([r.description, r.points, r.fine]).toEqual([peccancyOf(r.peccancyCode)!.description, peccancyOf(r.peccancyCode)!.points, peccancyOf(r.peccancyCode)!.fine]);
    }
    const found = rows.filter((r) => r.driverId !== '').length;
    expect(found / rows.length).toBeGreaterThan(0.6);
    expect(rows.length - found).toBeGreaterThan(20);
  });

  it('names the driver of the trip covering the time on a save, and says so when none does; the code fills points and fine', async () => {
    const { trip, time } = tripMoment();
    const added = await save({ carId: trip.carId, peccancyTime: time, cityId: trip.cityId, place: '人民路与中山路交叉口', peccancyCode: '1625', points: 0, fine: 1 });
    expect(added.code).toBe(0);
    expect(added.data).toMatchObject({ driverId: trip.driverId, driverName: trip.driverName, tripNo: trip.tripNo, plate: trip.plate, status: 1, statusName: '未处理' });
    expect(added.data).toMatchObject({ description: '驾驶机动车违反道路交通信号灯通行的', points: 6, fine: 200 });
    expect(String(added.data.peccancyNo)).toMatch(/^WZ\d{12}$/);
    // Moved to a time no trip covers: no driver, and why.
    const idle = idleMoment(trip.carId);
    const edited = await save({ ...added.data, peccancyTime: idle, peccancyCode: '1039' });
    expect(edited.data).toMatchObject({ driverId: '', driverName: NO_DRIVER, tripNo: '', points: 0, fine: 200 });
    expect(String(edited.data.driverBasis)).toContain('没有行程记录');
  });

  it('refuses what the form refuses, with the same messages', async () => {
    const { trip, time } = tripMoment();
    const base = { carId: trip.carId, peccancyTime: time, cityId: trip.cityId, place: '人民路', peccancyCode: '1345' };
    expect((await save({ ...base, peccancyCode: '' })).msg).toBe('请选择违章代码');
    expect((await save({ ...base, peccancyCode: '9999' })).msg).toBe('违章代码的取值无效');
    expect((await save({ ...base, place: '   ' })).msg).toBe('请填写违章地点');
    expect((await save({ ...base, place: '人民路🚗' })).msg).toBe('不允许输入表情符号');
    expect((await save({ ...base, carId: '' })).msg).toBe('请选择违章车辆');
    expect((await save({ ...base, carId: 1 })).msg).toBe('车牌号的取值无效');
  });

  it('moves through handling and appeal, refusing the wrong state and a missing reason', async () => {
    const row = data().PeccancyList.find((r) => r.status === 1)!;
    const id = { peccancyId: row.peccancyId };
    expect((await call('/api/peccancy/finish', { params: { ...id, handleWay: '1' } })).msg).toBe('只有处理中的违章才能办结');
    expect((await call<Row>('/api/peccancy/handle', { params: id })).data).toMatchObject({ status: 2, statusName: '处理中' });
    expect((await call('/api/peccancy/finish', { params: id })).msg).toBe('请选择处理方式');
    const done = await call<Row>('/api/peccancy/finish', { params: { ...id, handleWay: '2' } });
    expect(done.data).toMatchObject({ status: 3, statusName: '已处理' });
    expect(String(done.data.handleWay)).toBe('2');
    expect(done.data.handleTime).toBeTruthy();
    expect((await call('/api/peccancy/appeal', { params: { ...id, appealReason: '现场有交警指挥' } })).msg).toBe('已处理或已申诉的违章不能再申诉');
    expect((await call('/api/peccancy/delete', { params: id })).msg).toBe('只有未处理的违章才能删除');

    const other = data().PeccancyList.find((r) => r.status === 1)!;
    const oid = { peccancyId: other.peccancyId };
    expect((await call('/api/peccancy/appeal', { params: oid })).msg).toBe('请填写申诉理由');
    expect((await call<Row>('/api/peccancy/appeal', { params: { ...oid, appealReason: '车辆当时已由租车客户使用' } })).data).toMatchObject({ status: 4, statusName: '已申诉' });
    expect((await call<Row>('/api/peccancy/appealRejected', { params: { ...oid, appealResult: '照片清晰，维持处罚' } })).data).toMatchObject({ status: 1, appealResult: '照片清晰，维持处罚' });
  });

  it('analyses a range by month, code, city, driver and vehicle; each item is what the list opened for it shows', async () => {
    const rows = data().PeccancyList;
    const times = rows.map((r) => r.peccancyTime).sort();
    const range = { beginTime: times[0]!.slice(0, 10), endTime: times[times.length - 1]!.slice(0, 10) };
    const a = await ok<PeccancyAnalysis>('/api/peccancy/analysis', { method: 'GET', params: range });
    const counted = rows.filter((r) => r.status !== 5);
    expect(a.total).toBe(counted.length);
    expect(a.fine).toBe(counted.reduce((s, r) => s + r.fine, 0));
    const sum = (items: AnalysisItem[]) => items.reduce((s, i) => s + i.count, 0);
    expect(sum(a.byMonth)).toBe(a.total);
    expect(sum(a.byCode)).toBe(a.total);
    expect(sum(a.byCity)).toBe(a.total);
    expect(a.undetermined).toBe(counted.filter((r) => r.driverId === '').length);
    expect(a.topDrivers.length).toBeLessThanOrEqual(10);
    expect(a.byCode.map((i) => i.count)).toEqual([...a.byCode.map((i) => i.count)].sort((x, y) => y - x));

    // The list filtered as a click opens it: its rows, less the withdrawn ones, are the item's count.
    const listed = async (filter: Row) => (await ok<{ result: Row[] }>('/api/peccancy/list', { method: 'GET', params: { ...range, ...(filter as Record<string, string>), pageSize: 1000 } })).result.filter((r) => r.status !== 5).length;
    expect(await listed({ peccancyCode: a.byCode[0]!.key })).toBe(a.byCode[0]!.count);
    expect(await listed({ cityId: a.byCity[0]!.key })).toBe(a.byCity[0]!.count);
    expect(await listed({ driverId: a.topDrivers[0]!.key })).toBe(a.topDrivers[0]!.count);
    expect(await listed({ carId: a.topVehicles[0]!.key })).toBe(a.topVehicles[0]!.count);

    // A narrower range counts only its violations; a reversed one is refused.
    const oneDay = await ok<PeccancyAnalysis>('/api/peccancy/analysis', { method: 'GET', params: { beginTime: range.endTime, endTime: range.endTime } });
    expect(oneDay.total).toBe(counted.filter((r) => r.peccancyTime.startsWith(range.endTime)).length);
    expect((await call('/api/peccancy/analysis', { method: 'GET', params: { beginTime: range.endTime, endTime: range.beginTime } })).msg).toBe('开始时间不能晚于结束时间');
  });

  it('exports a chart’s table as xlsx, and refuses an unknown chart', async () => {
    const res = await fetch('/api/peccancy/analysis/export', { method: 'POST', body: JSON.stringify({ dimension: 'code' }), headers: { 'Content-Type': 'application/json' } });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const { read, utils } = await import('xlsx');
    const sheet = read(await res.arrayBuffer()).Sheets['违章类型']!;
    const table = utils.sheet_to_json<Row>(sheet);
    expect(Object.keys(table[0]!)).toEqual(['违章类型', '违章数', '扣分', '罚款（元）']);
    expect((await call('/api/peccancy/analysis/export', { params: { dimension: 'weather' } })).msg).toBe('请选择要导出的图表');
  });
});
