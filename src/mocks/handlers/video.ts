/**
 * Video monitoring (§2 /interiorVideoMonitorList, /initiativeVideoMonitorList, /historyVideo and the operator's
 * variants; docs/api.md "Video"): the fleet's video terminals (the /Devices records, bound to the /Vehicles records),
 * their channels, live streams and recordings, and the active-safety alarms. The recordings and the alarms are
 * declared entities (src/entities/video); the stream calls are bespoke. A stream of an off-line terminal — live, or
 * a recording kept on its card — is refused with the screen's message (`terminalOffline`); the demo answers every
 * other with its own footage (../videoDemo).
 */
import {
  channelsOf, HISTORY_MAX_HOURS, VIDEO_ALARM_CLIP, NO_SUCH_CHANNEL, safetyAlarm, STORED_ON_TERMINAL, terminalOffline, VIDEO_CHANNELS, VIDEO_LIVE, VIDEO_PLAYBACK,
  SAFETY_ALARM_TYPES, VIDEO_USES, VIDEO_VEHICLE_OPTIONS, VIDEO_VEHICLES, videoRecording, videoUseOf, type VideoChannel, type VideoUse, type VideoVehicle,
} from '@/entities/video';
import { DEVICE_VIDEO } from '@/entities/admin/device';
import { periodProblem } from '@/lib/validators';
import { data } from '../db';
import { listPage, served } from '../entities';
import { found, refuse, refuseIf } from '../errors';
import type { Params } from '../params';
import { endpoint } from '../respond';
import type { Device } from '../seeds/device';
import { demoStream } from '../videoDemo';

/** The bound video terminals of a use (both when none is given). */
function videoTerminals(use?: VideoUse): Device[] {
  return data().Devices.filter((d) => Number(d.deviceType) === DEVICE_VIDEO && d.bindStatus === 1 && d.carId !== '' && (!use || videoUseOf(d.deviceModel) === use));
}

const useOf = (p: Params): VideoUse | undefined => {
  const use = p.str('use');
  if (use === undefined || use === '') return undefined;
  if (!(VIDEO_USES as readonly string[]).includes(use)) refuse('use 的取值无效');
  return use as VideoUse;
};

/** The driver a vehicle is with (its usual driver on /Drivers), or ''. */
function driverOf(carId: number): string {
  return data().Drivers.find((d) => d.carId === carId && d.status === 1)?.driverName ?? '';
}

/** The vehicles with a video terminal of the use, sorted by plate; `keyword` part of the plate. */
function videoVehicles(use: VideoUse | undefined, keyword: string): VideoVehicle[] {
  const byCar = new Map<number, Device[]>();
  for (const d of videoTerminals(use)) byCar.set(Number(d.carId), [...(byCar.get(Number(d.carId)) ?? []), d]);
  return data()
    .vehicles.filter((v) => byCar.has(v.carId) && v.plate.includes(keyword))
    .map((v) => ({
      carId: v.carId, plate: v.plate, cityName: v.cityName, storeName: v.storeName, driverName: driverOf(v.carId),
      online: byCar.get(v.carId)!.some((d) => d.onlineState === 1),
    }))
    .toSorted((a, b) => Number(b.online) - Number(a.online) || a.plate.localeCompare(b.plate, 'zh-CN'));
}

/** A vehicle's channels of the use: each terminal's, in order, with why it cannot be opened when off-line. */
function vehicleChannels(carId: string, use: VideoUse | undefined): VideoChannel[] {
  return videoTerminals(use)
    .filter((d) => String(d.carId) === carId)
    .flatMap((d) => {
      const off = d.onlineState === 1 ? null : terminalOffline(d.plate, d.terminalNo);
      return channelsOf(d.deviceModel, Number(d.channels ?? 0)).map((c) => ({
        deviceId: d.deviceId, terminalNo: d.terminalNo, channel: c.channel, camera: c.camera, name: c.name['zh-CN'], nameEn: c.name['en-US'], online: off === null,
        ...(off ? { refusal: off['zh-CN'], refusalEn: off['en-US'] } : {}),
      }));
    });
}

/** The recordings and the alarms, from their declarations (src/entities/video); the recordings' vehicles as options. */
const { entities, handlers } = served({
  recordings: [videoRecording, { collection: 'videoRecordings', options: { [VIDEO_VEHICLE_OPTIONS]: () => videoVehicles(undefined, '').map((v) => ({ value: v.carId, label: v.plate })) } }],
  alarms: [safetyAlarm, { collection: 'safetyAlarms' }],
});

export const videoHandlers = [
  // The recordings of a period (the screen's rule: the end after the start, at most HISTORY_MAX_HOURS), before the
  // derived list: a period is checked when either end is given.
  endpoint('ANY', videoRecording.endpoints.list.path, (p) => {
    const begin = p.str('beginTime');
    const end = p.str('endTime');
    if (begin !== undefined || end !== undefined) refuseIf(periodProblem(begin, end, HISTORY_MAX_HOURS));
    return listPage(entities.recordings, p);
  }),
  ...handlers,
  endpoint('GET', VIDEO_VEHICLES, (p) => videoVehicles(useOf(p), p.str('keyword') ?? '')),
  endpoint('GET', VIDEO_CHANNELS, (p) => vehicleChannels(p.required('carId', '请选择车辆'), useOf(p))),
  // A live stream of a vehicle's channel: refused when its terminal is off-line.
  endpoint('POST', VIDEO_LIVE, (p) => {
    const carId = p.required('carId', '请选择车辆');
    const channel = Number(p.required('channel', '请选择视频通道'));
    const deviceId = p.str('deviceId');
    const open = found(vehicleChannels(carId, undefined).find((c) => c.channel === channel && (deviceId === undefined || String(c.deviceId) === deviceId)), NO_SUCH_CHANNEL);
    refuseIf(open.refusal);
    return demoStream(open.camera);
  }),
  // A recording: one kept on the card of an off-line terminal cannot be fetched; one on the platform always can.
  endpoint('POST', VIDEO_PLAYBACK, (p) => {
    const id = p.required('recordId', '缺少参数 recordId');
    const r = found(data().videoRecordings.find((x) => String(x.recordId) === id), '录像不存在或已被覆盖');
    const d = found(data().Devices.find((x) => x.deviceId === r.deviceId), '录像不存在或已被覆盖');
    if (r.storage === STORED_ON_TERMINAL && d.onlineState !== 1) refuse(terminalOffline(r.plate, r.terminalNo)['zh-CN']);
    const camera = channelsOf(d.deviceModel, Number(d.channels ?? 0)).find((c) => c.channel === r.channel)?.camera ?? 'front';
    return demoStream(camera);
  }),
  // An alarm's clip: uploaded by the terminal with the alarm, so it plays whatever the terminal's state now.
  endpoint('POST', VIDEO_ALARM_CLIP, (p) => {
    const id = p.required('alarmId', '缺少参数 alarmId');
    const a = found(data().safetyAlarms.find((x) => String(x.alarmId) === id), '报警不存在');
    const type = SAFETY_ALARM_TYPES.find((x) => x.value === String(a.alarmType));
    return { ...demoStream(type?.camera ?? 'front'), url: a.clipUrl };
  }),
];
