/**
 * The trail screen's playback controls (src/features/trail/TrailView.tsx) with the map and the chart replaced at their
 * module boundaries (the controls are tested here, the drawn map and chart in the console: tests/e2e/trail.spec.ts). The
 * history is the demo backend's, on a pinned clock. The playback time is read where the screen exposes it: the
 * marker's host and the chart (`data-playback-time`).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EChartProps } from '@/components/charts/EChart';
import type * as MapModule from '@/components/map';
import type { LatestPositions, PositionHistory } from '@/entities/monitor/positions';
import { summarize, toTrail, wallText } from '@/entities/monitor/trail';
import { VehicleTrailPage } from '@/features/trail/screens';
import { seedDay } from '@/mocks/db';
import { formatWallTime, MINUTE, pinClock } from '@/mocks/time';
import { collectHttpErrors, renderScreens } from '../harness';
import { ok } from '../../unit/mocks/api';

// The module's other exports kept (lazy wrappers; a browser's module must answer every name its importers ask).
vi.mock('@/components/map', async (original) => ({
  ...(await original<typeof MapModule>()),
  MapView: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));
vi.mock('@/components/charts/EChart', () => ({
  EChart: ({ label, onPick }: EChartProps) => (
    <button type="button" aria-label={label} onClick={() => onPick?.(100)}>
      chart
    </button>
  ),
}));

collectHttpErrors('admin', 'admin123');
const NOW = seedDay() + 3 * 60 * MINUTE;
const START = formatWallTime(NOW - 60 * MINUTE);
const END = formatWallTime(NOW);

beforeEach(() => pinClock(NOW));
afterEach(() => pinClock(null));

const markerTime = () => Number(screen.getByTestId('trail-marker-host').dataset.playbackTime);
const chartTime = () => Number(screen.getByTestId('trail-chart').dataset.playbackTime);

async function openTrail() {
  const feed = await ok<LatestPositions>('/api/monitor/positions/latest', { method: 'GET' });
  const car = feed.positions.find((p) => p.online && p.driverName !== '')!;
  const history = await ok<PositionHistory>('/api/monitor/positions/history', { method: 'GET', params: { carId: car.carId, start: START, end: END } });
  const trail = toTrail(history.points);
  renderScreens(`/VehicleTrail?${new URLSearchParams({ carId: String(car.carId), start: START, end: END })}`, { '/VehicleTrail': VehicleTrailPage });
  await screen.findByTestId('trail-player');
  return trail;
}

describe('trail playback', () => {
  it('shows the period’s statistics as the trail maths counts them', async () => {
    const trail = await openTrail();
    const s = summarize(trail, 3);
    expect(screen.getByTestId('stat-points')).toHaveTextContent(String(trail.length));
    expect(screen.getByTestId('stat-mileage')).toHaveTextContent(`${s.mileage.toFixed(1)} km`);
    expect(screen.getByTestId('stat-stops')).toHaveTextContent(String(s.stops.length));
    expect(screen.getByTestId('stat-max')).toHaveTextContent(`${s.maxSpeed.toFixed(1)} km/h`);
  });

  it('plays, pauses, steps with the keyboard and moves to a picked point of the chart', async () => {
    const user = userEvent.setup();
    const trail = await openTrail();
    expect(markerTime()).toBe(trail[0]!.t);

    await user.click(screen.getByText('×16'));
    await user.click(screen.getByTestId('trail-play'));
    expect(screen.getByTestId('trail-play')).toHaveTextContent('暂停');
    await waitFor(() => expect(markerTime()).toBeGreaterThan(trail[0]!.t + 60_000));
    await user.click(screen.getByTestId('trail-play'));
    expect(screen.getByTestId('trail-play')).toHaveTextContent('播放');
    const paused = markerTime();
    expect(chartTime()).toBe(paused);

    // The chart's point 100: the playback is there, the clock says so.
    await user.click(screen.getByRole('button', { name: '速度曲线' }));
    expect(markerTime()).toBe(trail[100]!.t);
    expect(screen.getByTestId('trail-clock')).toHaveTextContent(wallText(trail[100]!.t));

    // → and ← step one report; space plays and pauses (with the focus off the buttons, which space presses).
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('{ArrowRight}');
    expect(markerTime()).toBe(trail[101]!.t);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(markerTime()).toBe(trail[99]!.t);
    await user.keyboard(' ');
    expect(screen.getByTestId('trail-play')).toHaveTextContent('暂停');
    await user.keyboard(' ');
    expect(screen.getByTestId('trail-play')).toHaveTextContent('播放');
  });

  it('refuses a period over 7 days with the backend’s message, asking nothing', async () => {
    const user = userEvent.setup();
    const feed = await ok<LatestPositions>('/api/monitor/positions/latest', { method: 'GET' });
    const car = feed.positions.find((p) => p.online)!;
    const tooLong = { carId: String(car.carId), start: formatWallTime(NOW - 8 * 24 * 60 * MINUTE), end: END };
    renderScreens(`/VehicleTrail?${new URLSearchParams(tooLong)}`, { '/VehicleTrail': VehicleTrailPage });
    await user.click(await screen.findByTestId('trail-query'));
    expect(await screen.findByTestId('trail-period-error')).toHaveTextContent('查询时间段不能超过7天');
    expect(screen.queryByTestId('trail-player')).toBeNull();
  });
});
