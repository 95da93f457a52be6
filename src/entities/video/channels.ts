/**
 * Video terminals' cameras and streams (docs/architecture.md "Video"): what a JT/T 1078 terminal's channels film,
 * which screen shows them, how a stream is answered, and the refusals screens and backend share. Pure: the demo
 * backend, the screens and the docs read it.
 */
import { bi as t, type Bilingual } from '@/i18n';
import { fill } from '../tree';

/** What a channel's camera films. */
export type Camera = 'front' | 'driver' | 'cabin' | 'rear';

/**
 * The screens a terminal's channels are shown on: `interior` the cabin recorders (MDVR: road, driver, cabin, rear) on
 * /interiorVideoMonitorList; `safety` the active-safety terminals (ADAS forward camera, DSM driver camera) on
 * /initiativeVideoMonitorList, which also raise the active-safety alarms.
 */
export type VideoUse = 'interior' | 'safety';
export const VIDEO_USES: readonly VideoUse[] = ['interior', 'safety'];

export const CAMERA_NAMES: Readonly<Record<Camera, Bilingual>> = {
  front: t('前向道路', 'Road ahead'),
  driver: t('驾驶员', 'Driver'),
  cabin: t('车厢', 'Cabin'),
  rear: t('车辆后方', 'Rear'),
};

/** The cameras of a terminal's channels, in channel order, by its model (others: road, driver, cabin, rear repeated). */
const LAYOUTS: readonly [model: RegExp, cameras: readonly Camera[]][] = [
  [/ADAS/i, ['front', 'driver']],
  [/DSM/i, ['driver']],
];
const DEFAULT_LAYOUT: readonly Camera[] = ['front', 'driver', 'cabin', 'rear'];

/** The screen a terminal's channels are shown on: an ADAS or DSM model is an active-safety terminal. */
export function videoUseOf(deviceModel: string): VideoUse {
  return /ADAS|DSM/i.test(deviceModel) ? 'safety' : 'interior';
}

export interface ChannelInfo {
  /** The logical channel number (1…). */
  channel: number;
  camera: Camera;
  name: Bilingual;
}

/** A terminal's channels: `count` of them, each named by its number and its camera (`1 前向道路`). */
export function channelsOf(deviceModel: string, count: number): ChannelInfo[] {
  const layout = LAYOUTS.find(([re]) => re.test(deviceModel))?.[1] ?? DEFAULT_LAYOUT;
  return Array.from({ length: Math.max(0, count) }, (_, i) => {
    const camera = layout[i % layout.length]!;
    const name = CAMERA_NAMES[camera];
    return { channel: i + 1, camera, name: { 'zh-CN': `通道${i + 1} ${name['zh-CN']}`, 'en-US': `CH${i + 1} ${name['en-US']}` } };
  });
}

/** How a stream is carried: HLS and HTTP-FLV (what JT/T 1078 gateways serve), or a file the browser plays itself. */
export type StreamKind = 'hls' | 'flv' | 'mp4' | 'webm';
export const STREAM_KINDS: readonly StreamKind[] = ['hls', 'flv', 'mp4', 'webm'];

/** A stream as the backend answers it (docs/api.md "Video"). */
export interface VideoStream {
  url: string;
  kind: StreamKind;
  /** Demo footage (the demo backend's own clips): the player says so. */
  demo?: boolean;
}

/** The video calls (docs/api.md "Video"; the recordings and the alarms are declared entities). */
export const VIDEO_VEHICLES = '/api/video/vehicles';
export const VIDEO_CHANNELS = '/api/video/channels';
export const VIDEO_LIVE = '/api/video/live';
export const VIDEO_PLAYBACK = '/api/video/playback';
/** The clip an active-safety terminal uploaded with an alarm. */
export const VIDEO_ALARM_CLIP = '/api/video/alarmClip';
/** The vehicles with a bound video terminal, as options (`[{ value: carId, label: plate }]`). */
export const VIDEO_VEHICLE_OPTIONS = '/api/video/vehicleOptions';

/** A vehicle with a video terminal of a use, as GET /api/video/vehicles answers it. */
export interface VideoVehicle {
  carId: number;
  plate: string;
  cityName: string;
  storeName: string;
  driverName: string;
  /** Whether one of its terminals of that use is on-line. */
  online: boolean;
}

/** A channel of a vehicle, as GET /api/video/channels answers it. */
export interface VideoChannel {
  deviceId: number;
  terminalNo: string;
  channel: number;
  camera: Camera;
  name: string;
  nameEn: string;
  online: boolean;
  /** Why it cannot be opened (its terminal off-line), or absent. */
  refusal?: string;
  refusalEn?: string;
}

/** The refusal of a channel of an off-line terminal (live or a recording kept on the terminal): screen and backend. */
export const TERMINAL_OFFLINE = t('车辆{plate}的视频终端{terminalNo}离线，无法调取视频', 'The video terminal {terminalNo} of {plate} is off-line: its video cannot be fetched');

export const terminalOffline = (plate: string, terminalNo: string): Bilingual => fill(TERMINAL_OFFLINE, { plate, terminalNo });

/** A channel the vehicle's terminals do not have. */
export const NO_SUCH_CHANNEL = t('该车辆没有这个视频通道', 'This vehicle has no such video channel');

/** The longest period the recordings are asked for at once (a JT/T 1078 terminal answers a day's file list at most). */
export const HISTORY_MAX_HOURS = 24;

/** The grid sizes of the live screens. */
export const GRID_SIZES = [1, 4, 9] as const;
export type GridSize = (typeof GRID_SIZES)[number];
