/**
 * Video monitoring's stream calls (docs/api.md "Video"): a live stream, a recording's, an alarm's clip (the vehicles
 * and channels are read through the query cache, `useEntityGet`). Quiet: a refusal (an off-line terminal) is shown in the player's
 * cell, where the user looks, not as a toast.
 */
import { VIDEO_ALARM_CLIP, VIDEO_LIVE, VIDEO_PLAYBACK, type VideoStream } from '@/entities/video';
import { post, type ApiResult } from './http';

export function openLive(carId: number, channel: number, deviceId: number): Promise<ApiResult<VideoStream>> {
  return post<VideoStream>(VIDEO_LIVE, { carId, channel, deviceId }, { quiet: true });
}

export function openPlayback(recordId: number): Promise<ApiResult<VideoStream>> {
  return post<VideoStream>(VIDEO_PLAYBACK, { recordId }, { quiet: true });
}

export function openAlarmClip(alarmId: number | string): Promise<ApiResult<VideoStream>> {
  return post<VideoStream>(VIDEO_ALARM_CLIP, { alarmId }, { quiet: true });
}
