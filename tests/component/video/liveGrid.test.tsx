/**
 * The live video screen's grid as a monitoring desk uses it (src/features/video/LiveVideoPage.tsx), on the demo
 * backend, with the player replaced at its module boundary (jsdom plays no video; the player itself is tested in
 * Chromium, tests/e2e/video.spec.ts): choosing 4 cells gives 4; a channel opens in the selected cell and the next one
 * in the next; a selected cell is replaced by the channel opened next; a closed cell empties; an off-line terminal's
 * channels cannot be opened and the screen says why; the layout is kept for the account.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { VideoPlayerProps } from '@/components/video/VideoPlayer';
import { terminalOffline, videoUseOf } from '@/entities/video';
import { InteriorVideoPage } from '@/features/video/LiveVideoPage';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens } from '../harness';

vi.mock('@/components/video/VideoPlayer', () => ({
  VideoPlayer: ({ title, stream, refusal, onClose }: VideoPlayerProps) => (
    <div data-testid="player" data-url={stream?.url ?? ''}>
      <span>{title}</span>
      {refusal && <span>{refusal}</span>}
      {onClose && (
        <button type="button" onClick={onClose}>
          关闭
        </button>
      )}
    </div>
  ),
}));

const errors = collectHttpErrors('admin', 'admin123');
const title = { 'zh-CN': '车内视频监控', 'en-US': 'In-cab video monitoring' };

/** A vehicle of the in-cab screen whose terminal is on-line (or off-line), with its plate. */
function interiorVehicle(online: boolean) {
  const d = data().Devices.find((x) => x.deviceType === 2 && x.bindStatus === 1 && videoUseOf(x.deviceModel) === 'interior' && x.onlineState === (online ? 1 : 0)
    && !data().Devices.some((y) => y !== x && y.carId === x.carId && y.deviceType === 2 && videoUseOf(y.deviceModel) === 'interior'))!;
  return { plate: d.plate, terminalNo: d.terminalNo };
}

const cells = () => screen.getAllByTestId('video-cell');

async function chooseVehicle(plate: string) {
  const user = userEvent.setup();
  const search = await screen.findByRole('searchbox', { name: '车牌号或司机' });
  await user.clear(search);
  await user.type(search, plate);
  await user.click(await screen.findByRole('button', { name: new RegExp(plate) }));
  return screen.findByText(`${plate} 的视频通道`).then((t) => t.closest('.ant-card') as HTMLElement);
}

describe('the live grid', () => {
  it('opens channels into the cells, replaces the selected cell, closes one, and keeps the layout', async () => {
    const user = userEvent.setup();
    const { plate } = interiorVehicle(true);
    renderScreens('/interiorVideoMonitorList', { '/interiorVideoMonitorList': InteriorVideoPage }, title);
    await user.click(await screen.findByText('4 画面'));
    expect(cells()).toHaveLength(4);
    await user.click(screen.getByText('9 画面'));
    expect(cells()).toHaveLength(9);
    await user.click(screen.getByText('4 画面'));
    expect(cells()).toHaveLength(4);

    const card = await chooseVehicle(plate);
    await user.click(await within(card).findByRole('button', { name: /通道1/ }));
    await user.click(within(card).getByRole('button', { name: /通道2/ }));
    await waitFor(() => expect(within(cells()[0]!).getByTestId('player')).toHaveAttribute('data-url', expect.stringMatching(/\.webm$/)));
    expect(cells()[0]).toHaveTextContent(`${plate} · 通道1`);
    expect(cells()[1]).toHaveTextContent(`${plate} · 通道2`);
    expect(cells()[2]).toHaveTextContent('画面 3');

    // Select the first cell and open channel 3: it replaces channel 1 there.
    await user.click(cells()[0]!);
    expect(cells()[0]).toHaveAttribute('data-selected', 'true');
    await user.click(within(card).getByRole('button', { name: /通道3/ }));
    expect(cells()[0]).toHaveTextContent(`${plate} · 通道3`);
    expect(screen.queryByText(`${plate} · 通道1`)).toBeNull();

    // Close the second cell.
    await user.click(within(cells()[1]!).getByRole('button', { name: '关闭' }));
    expect(cells()[1]).toHaveTextContent('画面 2');
    expect(screen.getAllByTestId('player')).toHaveLength(1);

    // Opened again for the same account: the same layout.
    cleanup();
    renderScreens('/interiorVideoMonitorList', { '/interiorVideoMonitorList': InteriorVideoPage }, title);
    await waitFor(() => expect(cells()).toHaveLength(4));
    expect(cells()[0]).toHaveTextContent(`${plate} · 通道3`);
    expect(errors).toEqual([]);
  });

  it("refuses an off-line terminal's channels, saying why with the backend's words", async () => {
    const { plate, terminalNo } = interiorVehicle(false);
    renderScreens('/interiorVideoMonitorList', { '/interiorVideoMonitorList': InteriorVideoPage }, title);
    const card = await chooseVehicle(plate);
    const message = terminalOffline(plate, terminalNo)['zh-CN'];
    expect(await within(card).findByRole('alert')).toHaveTextContent(message);
    for (const button of within(card).getAllByRole('button', { name: /通道\d/ })) expect(button).toBeDisabled();
    expect(screen.queryAllByTestId('player')).toHaveLength(0);
    expect(errors).toEqual([]);
  });
});
