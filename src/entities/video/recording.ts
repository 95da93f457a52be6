/**
 * A recording of a video terminal (§2 /historyVideo): a file a channel recorded while the vehicle was on the road
 * (terminals cut their recordings into files of at most 30 minutes), kept on the terminal's storage or uploaded to
 * the platform. Listed by vehicle, channel and period (at most HISTORY_MAX_HOURS: what a JT/T 1078 terminal answers at
 * once); played through POST /api/video/playback. A recording on the storage of an off-line terminal cannot be
 * fetched (`TERMINAL_OFFLINE`).
 */
import { bi as t } from '@/i18n';
import { defineEntity } from '../define';
import { VIDEO_VEHICLE_OPTIONS } from './channels';

/** Where a recording is kept (the terminal's card, or uploaded to the platform). */
export const STORED_ON_TERMINAL = 1;
export const STORED_ON_PLATFORM = 2;

export const videoRecording = defineEntity({
  id: 'videoRecordings',
  title: t('历史视频', 'Recorded video'),
  rowKey: 'recordId',
  base: '/api/video/recording',
  ops: { detail: false },
  timeField: 'startTime',
  fields: [
    { name: 'carId', type: 'reference', optionsPath: VIDEO_VEHICLE_OPTIONS, display: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true },
    { name: 'terminalNo', type: 'text', label: t('终端编号', 'Terminal no.'), column: true },
    { name: 'channel', type: 'number', label: t('通道号', 'Channel'), filter: true, column: true },
    { name: 'channelName', type: 'text', label: t('通道', 'Channel name'), column: true },
    { name: 'startTime', type: 'datetime', label: t('开始时间', 'Start'), column: { width: 170 }, sortable: true },
    { name: 'endTime', type: 'datetime', label: t('结束时间', 'End'), column: { width: 170 } },
    { name: 'durationSec', type: 'number', label: t('时长（秒）', 'Length (s)'), column: true },
    { name: 'fileSizeMb', type: 'decimal', label: t('文件大小（MB）', 'Size (MB)'), column: true },
    {
      name: 'storage', type: 'enum', label: t('存储位置', 'Kept on'), filter: true, column: true,
      options: [{ value: String(STORED_ON_TERMINAL), label: t('终端', 'Terminal') }, { value: String(STORED_ON_PLATFORM), label: t('平台', 'Platform') }],
    },
    { name: 'period', type: 'dateRange', label: t('录像时段', 'Period'), filter: true },
  ],
});
