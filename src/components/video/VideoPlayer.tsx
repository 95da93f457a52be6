/**
 * The video player (docs/architecture.md "Video"): one stream — live or recorded, HLS, HTTP-FLV or a file
 * (./engine) — in a <video>, with what a monitoring desk needs: its state (connecting, playing, stalled and
 * reconnecting, ended, failed with the reason and a retry, the channel off-line with why), an on-screen display
 * (the vehicle and channel, the time), mute, full screen, a snapshot (a PNG of the current frame with the display,
 * downloaded) and, for demo footage, a label saying so. Keyboard: Space or K play/pause, M mute, F full screen.
 * A network failure of a stream is retried (up to RETRIES times, a second apart) before it is called failed.
 */
import { CameraOutlined, CloseOutlined, FullscreenExitOutlined, FullscreenOutlined, MutedOutlined, PauseOutlined, CaretRightOutlined, ReloadOutlined, SoundOutlined } from '@ant-design/icons';
import { Button, Spin, Tooltip } from 'antd';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import type { VideoStream } from '@/entities/video';
import { bi } from '@/i18n';
import { useSay } from '@/i18n/react';
import { attachStream, type Detach } from './engine';

export type PlayerState = 'connecting' | 'playing' | 'paused' | 'stalled' | 'ended' | 'failed' | 'offline';

/** What a screen does with the player (a timeline seeks it). */
export interface PlayerControl {
  seek(seconds: number): void;
}

export interface VideoPlayerProps {
  /** The stream; null while the caller is still asking for it (connecting), or when it was refused. */
  stream: VideoStream | null;
  /** A live stream: it has no end (demo footage loops). */
  live?: boolean;
  /** The on-screen display's first line (plate · channel). */
  title: string;
  /** A recording's start (YYYY-MM-DD HH:mm:ss): the display shows start + the playing position; live, the clock. */
  startedAt?: string;
  /** Why there is no stream (the backend's refusal); with `offline`, the channel's terminal is off-line. */
  refusal?: string | null;
  offline?: boolean;
  /** Ask for the stream again (a failed or refused one); without it, retry re-attaches the same stream. */
  onRetry?: () => void;
  onClose?: () => void;
  /** The playing position and length, as they change (a timeline follows them). */
  onTime?: (current: number, duration: number) => void;
  controlRef?: Ref<PlayerControl>;
  /** Smaller controls (a cell of a 9-cell grid). */
  compact?: boolean;
}

const RETRIES = 3;
const RETRY_GAP_MS = 1000;

const M = {
  connecting: bi('正在连接…', 'Connecting…'),
  stalled: bi('缓冲中，正在重连…', 'Buffering, reconnecting…'),
  ended: bi('播放结束', 'Ended'),
  failed: bi('播放失败', 'Playback failed'),
  offline: bi('通道离线', 'Channel off-line'),
  retry: bi('重试', 'Retry'),
  replay: bi('重新播放', 'Play again'),
  play: bi('播放', 'Play'),
  pause: bi('暂停', 'Pause'),
  mute: bi('静音', 'Mute'),
  unmute: bi('取消静音', 'Unmute'),
  fullscreen: bi('全屏', 'Full screen'),
  exitFullscreen: bi('退出全屏', 'Exit full screen'),
  snapshot: bi('截图', 'Snapshot'),
  snapshotFailed: bi('截图失败：视频来源不允许读取画面', 'Snapshot failed: the video source does not allow reading its frames'),
  close: bi('关闭', 'Close'),
  demo: bi('演示画面', 'Demo footage'),
  live: bi('实时', 'Live'),
};

/** A media element error's reason, in the console's words. */
const MEDIA_ERRORS: Record<number, ReturnType<typeof bi>> = {
  1: bi('播放被中止', 'Playback was aborted'),
  2: bi('网络错误，视频无法加载', 'A network error stopped the video'),
  3: bi('视频解码失败', 'The video could not be decoded'),
  4: bi('视频格式不受支持或地址无效', 'The video format is not supported, or the address is wrong'),
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A wall time text (YYYY-MM-DD HH:mm:ss) moved on by some seconds, or the clock now. */
function displayTime(startedAt: string | undefined, seconds: number): string {
  let at: Date;
  if (startedAt) {
    const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(startedAt);
    if (!m) return startedAt;
    at = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]) + Math.floor(seconds));
  } else at = new Date();
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

export function VideoPlayer({ stream, live = false, title, startedAt, refusal, offline, onRetry, onClose, onTime, controlRef, compact }: VideoPlayerProps) {
  const say = useSay();
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<PlayerState>('connecting');
  const [reason, setReason] = useState('');
  const [muted, setMuted] = useState(true);
  const [full, setFull] = useState(false);
  const [clock, setClock] = useState(() => displayTime(startedAt, 0));
  const [attempt, setAttempt] = useState(0);
  const retries = useRef(0);

  useImperativeHandle(controlRef, () => ({
    seek: (seconds: number) => {
      const v = video.current;
      if (v && Number.isFinite(seconds)) v.currentTime = Math.max(0, Math.min(seconds, Number.isFinite(v.duration) ? v.duration : seconds));
    },
  }));

  // Attach the stream (again on a retry); detach when it changes or the player goes.
  useEffect(() => {
    const v = video.current;
    if (!v || !stream) return undefined;
    let detach: Detach | null = null;
    let gone = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    setState('connecting');
    setReason('');
    void attachStream(v, stream, {
      fatal: (why, retryable) => {
        if (gone) return;
        if (retryable && retries.current < RETRIES) {
          retries.current += 1;
          setState('stalled');
          timer = setTimeout(() => setAttempt((n) => n + 1), RETRY_GAP_MS);
          return;
        }
        setReason(why);
        setState('failed');
      },
    }, live).then((d) => {
      if (gone) d();
      else {
        detach = d;
        void v.play().catch(() => undefined);
      }
    });
    return () => {
      gone = true;
      if (timer) clearTimeout(timer);
      detach?.();
    };
  }, [stream, live, attempt]);

  // The element's own events tell the state.
  useEffect(() => {
    const v = video.current;
    if (!v) return undefined;
    const on: [string, () => void][] = [
      ['playing', () => {
        retries.current = 0;
        setState('playing');
      }],
      ['pause', () => setState((s) => (s === 'playing' || s === 'stalled' ? 'paused' : s))],
      ['waiting', () => setState((s) => (s === 'playing' ? 'stalled' : s))],
      ['stalled', () => setState((s) => (s === 'playing' ? 'stalled' : s))],
      ['ended', () => setState('ended')],
      ['error', () => {
        const code = v.error?.code ?? 0;
        setReason(MEDIA_ERRORS[code] ? say(MEDIA_ERRORS[code]) : (v.error?.message ?? ''));
        setState('failed');
      }],
      ['timeupdate', () => {
        onTime?.(v.currentTime, v.duration);
        if (startedAt) setClock(displayTime(startedAt, v.currentTime));
      }],
      ['durationchange', () => onTime?.(v.currentTime, v.duration)],
    ];
    for (const [name, fn] of on) v.addEventListener(name, fn);
    return () => {
      for (const [name, fn] of on) v.removeEventListener(name, fn);
    };
  }, [onTime, startedAt, say]);

  // Live: the display's clock ticks.
  useEffect(() => {
    if (startedAt) return undefined;
    const timer = setInterval(() => setClock(displayTime(undefined, 0)), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);

  useEffect(() => {
    const change = () => setFull(document.fullscreenElement === box.current);
    document.addEventListener('fullscreenchange', change);
    return () => document.removeEventListener('fullscreenchange', change);
  }, []);

  const retry = useCallback(() => {
    retries.current = 0;
    if (onRetry && (refusal || !stream)) onRetry();
    else setAttempt((n) => n + 1);
  }, [onRetry, refusal, stream]);

  const togglePlay = () => {
    const v = video.current;
    if (!v || !stream) return;
    if (v.paused || v.ended) void v.play().catch(() => undefined);
    else v.pause();
  };
  const toggleMute = () => {
    const v = video.current;
    if (!v) return;
    v.muted = !v.muted;
    setMuted(v.muted);
  };
  const toggleFull = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void box.current?.requestFullscreen().catch(() => undefined);
  };
  const snapshot = () => {
    const v = video.current;
    if (!v || !v.videoWidth) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    const g = canvas.getContext('2d');
    if (!g) return;
    g.drawImage(v, 0, 0);
    // The display burnt in: what was shown, and when.
    const size = Math.max(12, Math.round(canvas.height / 18));
    g.font = `${size}px sans-serif`;
    g.fillStyle = 'rgba(0,0,0,0.55)';
    g.fillRect(0, canvas.height - size * 1.6, canvas.width, size * 1.6);
    g.fillStyle = '#fff';
    g.fillText(`${title}  ${clock}`, size / 2, canvas.height - size * 0.5);
    try {
      canvas.toBlob((blob) => {
        if (!blob) return;
        const a = document.createElement('a');
        a.href = URL.createObjectURL(blob);
        a.download = `${title.replace(/[\\/:*?"<>|\s·]+/g, '_')}_${clock.replace(/\D/g, '')}.png`;
        a.click();
        setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
      }, 'image/png');
    } catch {
      // A stream from another host without CORS taints the canvas.
      setReason(say(M.snapshotFailed));
    }
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.target !== box.current) return;
    const key = e.key.toLowerCase();
    if (key === ' ' || key === 'k') togglePlay();
    else if (key === 'm') toggleMute();
    else if (key === 'f') toggleFull();
    else return;
    e.preventDefault();
  };

  const shown: PlayerState = refusal ? (offline ? 'offline' : 'failed') : state;
  const why = refusal ?? reason;
  const small = compact ? 'small' : 'middle';
  return (
    <div
      ref={box}
      tabIndex={0}
      onKeyDown={onKey}
      data-player-state={shown}
      aria-label={title}
      style={{ position: 'relative', background: '#000', aspectRatio: '16 / 9', width: '100%', overflow: 'hidden', color: '#fff', outlineOffset: -2 }}
    >
      <video ref={video} muted={muted} loop={live} playsInline style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />
      <div style={{ position: 'absolute', top: 0, left: 0, right: 0, display: 'flex', justifyContent: 'space-between', gap: 8, padding: '2px 6px', background: 'rgba(0,0,0,0.45)', fontSize: compact ? 11 : 12 }}>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {live && shown === 'playing' && <span style={{ color: '#ff4d4f', marginRight: 6 }}>● {say(M.live)}</span>}
          {title}
        </span>
        <span style={{ whiteSpace: 'nowrap' }}>{clock}</span>
        {onClose && (
          <Tooltip title={say(M.close)}>
            <Button size="small" type="text" aria-label={say(M.close)} icon={<CloseOutlined style={{ color: '#fff' }} />} onClick={onClose} style={{ height: 18 }} />
          </Tooltip>
        )}
      </div>
      {stream?.demo && (
        <span data-demo-label style={{ position: 'absolute', top: compact ? 22 : 28, right: 6, background: '#cf1322', padding: '0 6px', borderRadius: 2, fontSize: compact ? 11 : 12 }}>
          {say(M.demo)}
        </span>
      )}
      {shown !== 'playing' && shown !== 'paused' && (
        <div role="status" style={{ position: 'absolute', inset: '22px 0 34px', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 8, textAlign: 'center', padding: 8, background: shown === 'stalled' ? 'transparent' : 'rgba(0,0,0,0.6)' }}>
          {(shown === 'connecting' || shown === 'stalled') && <Spin size={compact ? 'small' : 'default'} />}
          <strong>{say(M[shown])}</strong>
          {(shown === 'failed' || shown === 'offline') && why && <span style={{ fontSize: 12, maxWidth: 360 }}>{why}</span>}
          {(shown === 'failed' || shown === 'offline') && (
            <Button size="small" icon={<ReloadOutlined />} onClick={retry}>
              {say(M.retry)}
            </Button>
          )}
          {shown === 'ended' && (
            <Button size="small" icon={<CaretRightOutlined />} onClick={togglePlay}>
              {say(M.replay)}
            </Button>
          )}
        </div>
      )}
      <div style={{ position: 'absolute', left: 0, right: 0, bottom: 0, display: 'flex', gap: 2, padding: 2, background: 'rgba(0,0,0,0.45)' }}>
        <Tooltip title={say(state === 'playing' ? M.pause : M.play)}>
          <Button size={small} type="text" disabled={!stream} aria-label={say(state === 'playing' ? M.pause : M.play)} icon={state === 'playing' ? <PauseOutlined style={{ color: '#fff' }} /> : <CaretRightOutlined style={{ color: '#fff' }} />} onClick={togglePlay} />
        </Tooltip>
        <Tooltip title={say(muted ? M.unmute : M.mute)}>
          <Button size={small} type="text" aria-label={say(muted ? M.unmute : M.mute)} aria-pressed={muted} icon={muted ? <MutedOutlined style={{ color: '#fff' }} /> : <SoundOutlined style={{ color: '#fff' }} />} onClick={toggleMute} />
        </Tooltip>
        <span style={{ flex: 1 }} />
        <Tooltip title={say(M.snapshot)}>
          <Button size={small} type="text" disabled={shown !== 'playing' && shown !== 'paused'} aria-label={say(M.snapshot)} icon={<CameraOutlined style={{ color: '#fff' }} />} onClick={snapshot} />
        </Tooltip>
        <Tooltip title={say(full ? M.exitFullscreen : M.fullscreen)}>
          <Button size={small} type="text" aria-label={say(full ? M.exitFullscreen : M.fullscreen)} icon={full ? <FullscreenExitOutlined style={{ color: '#fff' }} /> : <FullscreenOutlined style={{ color: '#fff' }} />} onClick={toggleFull} />
        </Tooltip>
      </div>
    </div>
  );
}
