/**
 * Video monitoring's demo backend (src/mocks/handlers/video.ts, docs/api.md "Video"), through its endpoints as the
 * screens call them: the vehicles with a video terminal of each screen and their channels (the /Devices records); a
 * live stream answered with a URL and its kind, refused for an off-line terminal with the screen's message; the
 * recordings of a period (the end after the start, at most 24 h: the screen's rule and messages); a recording kept on
 * an off-line terminal refused; the active-safety alarms on the same vehicles and drivers as /Vehicles and /Drivers.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { channelsOf, HISTORY_MAX_HOURS, terminalOffline, videoUseOf, type VideoChannel, type VideoStream, type VideoVehicle } from '@/entities/video';
import { periodProblem, PERIOD_END_NOT_AFTER, periodTooLong } from '@/lib/validators';
import { data } from '@/mocks/db';
import '@/mocks/handlers';
import { call, ok } from './api';

type Row = Record<string, unknown>;
type Page = { total: number; result: Row[] };

beforeEach(async () => {
  await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
});

const videoDevices = () => data().Devices.filter((d) => d.deviceType === 2 && d.bindStatus === 1);

describe('vehicles and channels', () => {
  it('lists, for each screen, the vehicles whose bound video terminal is of its use, with the terminal channels', async () => {
    for (const use of ['interior', 'safety'] as const) {
      const vehicles = await ok<VideoVehicle[]>('/api/video/vehicles', { method: 'GET', params: { use } });
      const expected = new Set(videoDevices().filter((d) => videoUseOf(d.deviceModel) === use).map((d) => d.carId));
      expect(new Set(vehicles.map((v) => v.carId))).toEqual(expected);
      expect(vehicles.length).toBeGreaterThan(3);
      const v = vehicles[0]!;
      expect(v.plate).toBe(data().vehicles.find((x) => x.carId === v.carId)!.plate);
      const channels = await ok<VideoChannel[]>('/api/video/channels', { method: 'GET', params: { carId: v.carId, use } });
      const terminal = videoDevices().find((d) => d.carId === v.carId && videoUseOf(d.deviceModel) === use)!;
      expect(channels.map((c) => c.channel)).toEqual(channelsOf(terminal.deviceModel, Number(terminal.channels)).map((c) => c.channel));
    }
  });
});

describe('live streams', () => {
  it('answers an on-line terminal channel with a URL and its kind, and refuses an off-line one with the message the screen shows', async () => {
    const online = videoDevices().find((d) => d.onlineState === 1)!;
    const stream = await ok<VideoStream>('/api/video/live', { params: { carId: online.carId, channel: 1 } });
    expect(stream.kind).toBe('webm');
    expect(stream.url).toMatch(/^\/demo-video\/\w+\.webm$/);
    expect(stream.demo).toBe(true);

    const offline = videoDevices().find((d) => d.onlineState === 0)!;
    const refused = await call('/api/video/live', { params: { carId: offline.carId, channel: 1, deviceId: offline.deviceId } });
    expect(refused.code).not.toBe(0);
    expect(refused.msg).toBe(terminalOffline(offline.plate, offline.terminalNo)['zh-CN']);
    const channels = await ok<VideoChannel[]>('/api/video/channels', { method: 'GET', params: { carId: offline.carId } });
    expect(channels.find((c) => c.deviceId === offline.deviceId)!.refusal).toBe(refused.msg);
  });
});

describe('recordings', () => {
  const newest = () => data().videoRecordings[0]!;

  it('lists the recordings of a vehicle, channel and period', async () => {
    const r = newest();
    const end = r.startTime;
    const begin = `${r.startTime.slice(0, 10)} 00:00:00`;
    const page = await ok<Page>('/api/video/recording/list', { method: 'GET', params: { carId: r.carId, channel: r.channel, beginTime: begin, endTime: end, pageSize: 100 } });
    expect(page.result.map((x) => x.recordId)).toContain(r.recordId);
    for (const x of page.result) {
      expect(x.carId).toBe(r.carId);
      expect(x.channel).toBe(r.channel);
      expect(String(x.startTime) >= begin && String(x.startTime) <= end).toBe(true);
    }
  });

  it('refuses a period whose end is not after its start, or longer than 24 hours, as the screen does', async () => {
    const inverted = await call('/api/video/recording/list', { method: 'GET', params: { beginTime: '2026-03-02 10:00:00', endTime: '2026-03-02 09:00:00' } });
    expect(inverted.msg).toBe(PERIOD_END_NOT_AFTER['zh-CN']);
    expect(periodProblem('2026-03-02 10:00:00', '2026-03-02 09:00:00', HISTORY_MAX_HOURS)).toEqual(PERIOD_END_NOT_AFTER);
    const long = await call('/api/video/recording/list', { method: 'GET', params: { beginTime: '2026-03-01 09:00:00', endTime: '2026-03-02 09:00:01' } });
    expect(long.msg).toBe(periodTooLong(HISTORY_MAX_HOURS)['zh-CN']);
    expect(periodProblem('2026-03-01 09:00:00', '2026-03-02 09:00:00', HISTORY_MAX_HOURS)).toBeNull();
  });

  it('plays a recording, but not one kept on the card of an off-line terminal', async () => {
    const offline = new Set(videoDevices().filter((d) => d.onlineState === 0).map((d) => d.deviceId));
    const playable = data().videoRecordings.find((r) => !offline.has(r.deviceId))!;
    expect((await ok<VideoStream>('/api/video/playback', { params: { recordId: playable.recordId } })).url).toMatch(/\.webm$/);
    const kept = data().videoRecordings.find((r) => offline.has(r.deviceId) && r.storage === 1)!;
    const refused = await call('/api/video/playback', { params: { recordId: kept.recordId } });
    expect(refused.msg).toBe(terminalOffline(kept.plate, kept.terminalNo)['zh-CN']);
    const uploaded = data().videoRecordings.find((r) => offline.has(r.deviceId) && r.storage === 2);
    if (uploaded) expect((await call('/api/video/playback', { params: { recordId: uploaded.recordId } })).code).toBe(0);
  });
});

describe('active-safety alarms', () => {
  it('are raised by active-safety terminals on their vehicles, during a recording, by the drivers of /Drivers', () => {
    const alarms = data().safetyAlarms;
    expect(alarms.length).toBeGreaterThan(10);
    const drivers = new Set(data().Drivers.map((d) => d.driverName));
    for (const a of alarms) {
      const d = data().Devices.find((x) => x.deviceId === a.deviceId)!;
      expect(videoUseOf(d.deviceModel)).toBe('safety');
      expect(d.carId).toBe(a.carId);
      expect(data().vehicles.find((v) => v.carId === a.carId)!.plate).toBe(a.plate);
      if (a.driverName) expect(drivers.has(a.driverName)).toBe(true);
      expect(data().videoRecordings.some((r) => r.deviceId === a.deviceId && r.startTime <= a.alarmTime && r.endTime >= a.alarmTime)).toBe(true);
    }
    const types = new Set(alarms.map((a) => a.alarmType));
    expect(types.size).toBe(6);
  });
});
