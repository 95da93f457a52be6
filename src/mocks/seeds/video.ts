/**
 * The video terminals' recordings and active-safety alarms (entities/video): the fleet's own video terminals
 * (seeds/device.ts) on the vehicles they are bound to. Each terminal's vehicle drove two to four times a day over
 * the last three days (the terminals keep about that much); every drive was recorded on each of its channels, in
 * files of at most 30 minutes. An off-line terminal recorded nothing after its last report. The active-safety
 * terminals (ADAS, DSM) raised alarms during those drives, each with the driver at the wheel (the vehicle's usual
 * driver of /Drivers, else an on-duty driver of its city) and the clip the terminal uploaded.
 */
import { channelsOf, SAFETY_ALARM_TYPES, STORED_ON_PLATFORM, STORED_ON_TERMINAL, videoUseOf, type safetyAlarm, type videoRecording } from '@/entities/video';
import { DEVICE_VIDEO } from '@/entities/admin/device';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { DAY, formatWallTime, HOUR, MINUTE, parseWallTime } from '../time';
import { demoClip } from '../videoDemo';

/** A recording as stored (storage 1 on the terminal, 2 on the platform), with the terminal it was recorded by. */
export type VideoRecording = StoredRow<typeof videoRecording> & { carId: number; deviceId: number };
/** An alarm as stored (handleStatus 0 open, 1 handled; a handled one's remark and time filled), with its clip. */
export type SafetyAlarm = StoredRow<typeof safetyAlarm> & {
  carId: number; deviceId: number; channel: number;
  /** The clip the terminal uploaded with the alarm (an attachment of the platform). */
  clipUrl: string;
};

declare module '../model' {
  interface DemoData { videoRecordings: VideoRecording[]; safetyAlarms: SafetyAlarm[] }
}

/** The longest file a terminal records. */
const SEGMENT_MS = 30 * MINUTE;
/** How many days of recordings the terminals keep. */
const KEPT_DAYS = 3;

registerCollection('videoRecordings', ({ rng, today, get }) => {
  const rows: Omit<VideoRecording, 'recordId'>[] = [];
  for (const d of get('Devices')) {
    if (Number(d.deviceType) !== DEVICE_VIDEO || d.bindStatus !== 1 || d.carId === '') continue;
    const until = d.onlineState === 1 ? today : (parseWallTime(d.lastReportTime) ?? today);
    const channels = channelsOf(d.deviceModel, Number(d.channels ?? 0));
    for (let day = KEPT_DAYS - 1; day >= 0; day -= 1) {
      let at = today - 9 * HOUR - day * DAY + rng.int(6 * 60, 9 * 60) * MINUTE;
      for (let n = rng.int(2, 4); n > 0; n -= 1) {
        const end = Math.min(at + rng.int(20, 120) * MINUTE, until);
        for (let start = at; start < end - MINUTE; start += SEGMENT_MS) {
          const stop = Math.min(start + SEGMENT_MS, end);
          const platform = rng.chance(0.1);
          for (const c of channels) {
            const seconds = Math.round((stop - start) / 1000);
            rows.push({
              carId: d.carId, plate: d.plate, deviceId: d.deviceId, terminalNo: d.terminalNo, channel: c.channel, channelName: c.name['zh-CN'],
              startTime: formatWallTime(start), endTime: formatWallTime(stop), durationSec: seconds,
              fileSizeMb: Math.round(seconds * (0.09 + rng.float() * 0.04) * 10) / 10,
              storage: platform ? STORED_ON_PLATFORM : STORED_ON_TERMINAL,
            });
          }
        }
        at = end + rng.int(40, 240) * MINUTE;
        if (at >= until) break;
      }
    }
  }
  return rows.toSorted((a, b) => b.startTime.localeCompare(a.startTime) || a.channel - b.channel).map((r, i) => ({ ...r, recordId: 70001 + i }));
});

registerCollection('safetyAlarms', ({ rng, today, get }) => {
  const devices = new Map(get('Devices').map((d) => [d.deviceId, d]));
  const vehicles = new Map(get('vehicles').map((v) => [v.carId, v]));
  const drivers = get('Drivers');
  const driverOf = (carId: number): string => {
    const usual = drivers.find((x) => x.carId === carId);
    if (usual) return usual.driverName;
    const city = vehicles.get(carId)?.cityId;
    const onDuty = drivers.filter((x) => x.cityId === city && x.status === 1);
    return onDuty.length ? onDuty[carId % onDuty.length]!.driverName : '';
  };
  const rows: Omit<SafetyAlarm, 'alarmId' | 'alarmNo'>[] = [];
  // One recording a drive's file (the first channel's), on the active-safety terminals.
  for (const r of get('videoRecordings')) {
    const d = devices.get(r.deviceId);
    if (!d || r.channel !== 1 || videoUseOf(d.deviceModel) !== 'safety' || !rng.chance(0.45)) continue;
    const channels = channelsOf(d.deviceModel, Number(d.channels ?? 0));
    const types = SAFETY_ALARM_TYPES.filter((ty) => channels.some((c) => c.camera === ty.camera));
    const type = rng.pick(types);
    const channel = channels.find((c) => c.camera === type.camera)!;
    const start = parseWallTime(r.startTime) ?? today;
    const at = start + rng.int(0, Math.max(0, r.durationSec - 10)) * 1000;
    const handled = at < today - 6 * HOUR && rng.chance(0.7);
    rows.push({
      alarmTime: formatWallTime(at), carId: r.carId, plate: r.plate, driverName: driverOf(r.carId),
      alarmType: Number(type.value) as SafetyAlarm['alarmType'], alarmLevel: rng.chance(0.3) ? 2 : 1,
      speed: type.value === '6' ? rng.int(50, 95) : rng.int(20, 90), terminalNo: r.terminalNo, deviceId: r.deviceId, channel: channel.channel, channelName: channel.name['zh-CN'],
      handleStatus: handled ? 1 : 0,
      ...(handled ? { handleRemark: rng.pick(['已电话提醒司机注意安全', '已提醒司机靠边休息', '经核实为误报', '已通报车队，纳入月度考核']), handleTime: formatWallTime(at + rng.int(5, 90) * MINUTE) } : {}),
      clipUrl: demoClip(channel.camera),
    });
  }
  return rows
    .toSorted((a, b) => b.alarmTime.localeCompare(a.alarmTime))
    .map((r, i) => ({ ...r, alarmId: 80001 + i, alarmNo: `AS${r.alarmTime.replace(/\D/g, '').slice(0, 8)}${String(i + 1).padStart(5, '0')}` }));
});
