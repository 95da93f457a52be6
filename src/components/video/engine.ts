/**
 * How a stream reaches a <video> element (docs/architecture.md "Video"): what JT/T 1078 video gateways serve —
 * HLS through hls.js (its light build: no subtitles, alternate audio or DRM, none of which a vehicle camera has),
 * HTTP-FLV through mpegts.js — and files the browser plays itself (MP4, WebM). The kind is the backend's answer, or
 * read from the URL. Each library is imported here, dynamically, when a stream of its kind is first attached: it
 * loads with the video screens and only when needed (bench/run.mjs checks it is in no first load).
 */
import type { StreamKind, VideoStream } from '@/entities/video';

/** The kind of a stream: the backend's, else from its URL's extension (.m3u8, .flv, .webm; anything else MP4). */
export function streamKind(stream: Pick<VideoStream, 'url'> & { kind?: StreamKind }): StreamKind {
  if (stream.kind) return stream.kind;
  const path = stream.url.split(/[?#]/)[0]!.toLowerCase();
  if (path.endsWith('.m3u8')) return 'hls';
  if (path.endsWith('.flv')) return 'flv';
  if (path.endsWith('.webm')) return 'webm';
  return 'mp4';
}

/** What an attached stream tells the player besides the element's own events. */
export interface EngineEvents {
  /** The stream cannot go on (a library's fatal error): the reason, and whether trying again may help (network). */
  fatal(reason: string, retryable: boolean): void;
}

/** Detaches the stream and frees what the library holds. */
export type Detach = () => void;

/** Attaches a stream to the element; resolves once the library (if any) is loaded and the source is set. */
export async function attachStream(video: HTMLVideoElement, stream: VideoStream, events: EngineEvents, live: boolean): Promise<Detach> {
  const kind = streamKind(stream);
  if (kind === 'hls') {
    // Safari plays HLS itself; elsewhere hls.js feeds Media Source Extensions.
    const { default: Hls } = await import('hls.js/light');
    if (!Hls.isSupported()) {
      if (video.canPlayType('application/vnd.apple.mpegurl')) return native(video, stream.url);
      events.fatal('此浏览器不支持HLS视频 / This browser cannot play HLS', false);
      return () => undefined;
    }
    const hls = new Hls({ lowLatencyMode: live, liveDurationInfinity: live });
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      if (data.type === Hls.ErrorTypes.MEDIA_ERROR) {
        hls.recoverMediaError();
        return;
      }
      events.fatal(data.details, data.type === Hls.ErrorTypes.NETWORK_ERROR);
    });
    hls.loadSource(stream.url);
    hls.attachMedia(video);
    return () => hls.destroy();
  }
  if (kind === 'flv') {
    const { default: mpegts } = await import('mpegts.js');
    if (!mpegts.isSupported()) {
      events.fatal('此浏览器不支持FLV视频 / This browser cannot play FLV', false);
      return () => undefined;
    }
    const player = mpegts.createPlayer({ type: 'flv', url: stream.url, isLive: live }, { enableStashBuffer: !live, liveBufferLatencyChasing: live });
    player.on(mpegts.Events.ERROR, (type: string, detail: string) => events.fatal(`${type}: ${detail}`, type === mpegts.ErrorTypes.NETWORK_ERROR));
    player.attachMediaElement(video);
    player.load();
    return () => {
      player.unload();
      player.detachMediaElement();
      player.destroy();
    };
  }
  return native(video, stream.url);
}

function native(video: HTMLVideoElement, url: string): Detach {
  video.src = url;
  return () => {
    video.removeAttribute('src');
    video.load();
  };
}
