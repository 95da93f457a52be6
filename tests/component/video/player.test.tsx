/**
 * The video player's states as a user sees them (src/components/video/VideoPlayer.tsx): connecting until the stream
 * plays; a media error says it failed and why, and retry attaches the stream again; a refused channel of an off-line
 * terminal says so with the backend's reason, and retry asks the backend again; demo footage is labelled. jsdom plays
 * no media: the element's events are dispatched as a browser would (playback itself is tested in Chromium, e2e).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPlayer } from '@/components/video/VideoPlayer';

const stream = { url: '/demo-video/front.webm', kind: 'webm' as const, demo: true };
let play: ReturnType<typeof vi.fn>;

beforeEach(() => {
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play as unknown as () => Promise<void>);
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

const box = () => screen.getByLabelText('京A12345 · 通道1 前向道路');
const video = () => box().querySelector('video')!;

describe('the video player', () => {
  it('connects, plays, fails with the reason, and plays again on retry', async () => {
    const user = userEvent.setup();
    render(<VideoPlayer live stream={stream} title="京A12345 · 通道1 前向道路" />);
    expect(box()).toHaveAttribute('data-player-state', 'connecting');
    expect(screen.getByRole('status')).toHaveTextContent('正在连接');
    await vi.waitFor(() => expect(play).toHaveBeenCalled());
    expect(video().getAttribute('src')).toBe(stream.url);
    expect(within(box()).getByText('演示画面')).toBeInTheDocument();

    video().dispatchEvent(new Event('playing'));
    await vi.waitFor(() => expect(box()).toHaveAttribute('data-player-state', 'playing'));
    expect(screen.queryByRole('status')).toBeNull();

    Object.defineProperty(video(), 'error', { configurable: true, value: { code: 4, message: '' } });
    video().dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(box()).toHaveAttribute('data-player-state', 'failed'));
    expect(screen.getByRole('status')).toHaveTextContent('播放失败视频格式不受支持或地址无效');

    const calls = play.mock.calls.length;
    await user.click(screen.getByRole('button', { name: /重\s?试/ }));
    await vi.waitFor(() => expect(play.mock.calls.length).toBeGreaterThan(calls));
    expect(box()).toHaveAttribute('data-player-state', 'connecting');
    video().dispatchEvent(new Event('playing'));
    await vi.waitFor(() => expect(box()).toHaveAttribute('data-player-state', 'playing'));
  });

  it("says a channel is off-line with the backend's reason, and asks again on retry", async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    const reason = '车辆京A12345的视频终端MDVR00000001离线，无法调取视频';
    render(<VideoPlayer live stream={null} refusal={reason} offline title="京A12345 · 通道1 前向道路" onRetry={retry} />);
    expect(box()).toHaveAttribute('data-player-state', 'offline');
    expect(screen.getByRole('status')).toHaveTextContent(`通道离线${reason}`);
    expect(within(box()).getByRole('button', { name: '截图' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /重\s?试/ }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('mutes and unmutes; starts muted so that it may play by itself', async () => {
    const user = userEvent.setup();
    render(<VideoPlayer stream={stream} title="京A12345 · 通道1 前向道路" />);
    expect(video().muted).toBe(true);
    await user.click(within(box()).getByRole('button', { name: '取消静音' }));
    expect(video().muted).toBe(false);
    expect(within(box()).getByRole('button', { name: '静音' })).toBeInTheDocument();
  });
});
