/**
 * Live monitoring's list, counts and card (src/features/monitor/LiveMonitor.tsx) with the map replaced at its module
 * boundary (the list and card are tested here; the map itself in the console: tests/e2e/monitor.spec.ts). The stand-in
 * map shows what the screen hands it — the vehicles and the selection — and can pick a vehicle as a click on the map
 * does. The feed is the demo backend's, on a pinned clock.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VehicleMapProps } from '@/components/map';
import { countByState, type LatestPositions } from '@/entities/monitor/positions';
import { CarsMonitoringPage, RealTimePositioningPage } from '@/features/monitor/screens';
import { seedDay } from '@/mocks/db';
import { MINUTE, pinClock } from '@/mocks/time';
import { collectHttpErrors, renderScreens } from '../harness';
import { ok } from '../../unit/mocks/api';

/** While true, the stand-in map does not draw (tell the screen it drew) until its "draw" button is pressed. */
const hold = { drawing: false };

vi.mock('@/components/map', () => ({
  DEMO_ROADS_LABEL: { 'zh-CN': '演示道路（合成）', 'en-US': 'Demo roads (synthetic)' },
  VehicleMapView: function StandInMap({ positions, selectedId, follow, onSelect, onDrawn }: VehicleMapProps) {
    const [released, release] = useState(false);
    useEffect(() => {
      if (!hold.drawing || released) onDrawn?.(positions.length);
    }, [positions, released, onDrawn]);
    return (
      <div data-testid="map" data-selected={selectedId ?? ''} data-follow={String(follow)}>
        {hold.drawing && <input type="checkbox" aria-label="draw" onChange={() => release(true)} />}
        {positions.map((p) => (
          <button key={p.carId} type="button" data-state={p.state} onClick={() => onSelect(p.carId)}>
            {`map:${p.plate}`}
          </button>
        ))}
      </div>
    );
  },
}));

const errors = collectHttpErrors('admin', 'admin123');
const NOW = seedDay() + 3 * 60 * MINUTE;

beforeEach(() => pinClock(NOW));
afterEach(() => {
  pinClock(null);
  hold.drawing = false;
});

const mapPoints = () => within(screen.getByTestId('map')).queryAllByRole('button');
const countOf = (state: string) => Number(screen.getByTestId(`count-${state}`).getAttribute('data-count'));

describe('live monitoring', () => {
  it("counts by state what the map shows, and filters the list and the map alike by state and search", async () => {
    const user = userEvent.setup();
    const feed = await ok<LatestPositions>('/api/monitor/positions/latest', { method: 'GET' });
    const expected = countByState(feed.positions);
    renderScreens('/CarsMonitoring', { '/CarsMonitoring': CarsMonitoringPage });
    await waitFor(() => expect(mapPoints()).toHaveLength(feed.positions.length));
    for (const s of ['moving', 'idle', 'offline', 'alarm'] as const) {
      expect(countOf(s)).toBe(expected[s]);
      expect(mapPoints().filter((b) => b.dataset.state === s)).toHaveLength(expected[s]);
    }
    expect(expected.moving).toBeGreaterThan(0);
    expect(expected.offline).toBeGreaterThan(0);

    // Only the off-line ones, in the list and on the map.
    await user.click(screen.getByRole('button', { name: new RegExp(`^离线 ${expected.offline}$`) }));
    expect(screen.getAllByRole('option')).toHaveLength(expected.offline);
    expect(mapPoints()).toHaveLength(expected.offline);
    expect(mapPoints().every((b) => b.dataset.state === 'offline')).toBe(true);

    // Search by a driver's name (a rented vehicle's renter): the counts follow the search.
    await user.click(screen.getByRole('button', { name: /^全部 \d+$/ }));
    const driven = feed.positions.find((p) => p.driverName)!;
    await user.type(screen.getByRole('searchbox', { name: '搜索车牌号、司机' }), driven.driverName);
    await waitFor(() => expect(screen.getAllByRole('option').some((o) => o.textContent?.includes(driven.plate))).toBe(true));
    const sameDriver = feed.positions.filter((p) => p.driverName.includes(driven.driverName) || p.plate.includes(driven.driverName));
    expect(screen.getAllByRole('option')).toHaveLength(sameDriver.length);
    expect(countOf('all')).toBe(sameDriver.length);
    expect(mapPoints()).toHaveLength(sameDriver.length);
    expect(errors).toEqual([]);
  });

  it("shows a vehicle's card when picked on the map or with the keyboard, and keeps it across refreshes", async () => {
    const user = userEvent.setup();
    const feed = await ok<LatestPositions>('/api/monitor/positions/latest', { method: 'GET' });
    const car = feed.positions.find((p) => p.state === 'moving')!;
    renderScreens('/CarsMonitoring', { '/CarsMonitoring': CarsMonitoringPage });
    await user.click(await screen.findByRole('button', { name: `map:${car.plate}` }));
    const card = await screen.findByTestId('vehicle-card');
    expect(card).toHaveTextContent(car.plate);
    expect(card).toHaveTextContent(`${car.speed.toFixed(1)} km/h`);
    expect(card).toHaveTextContent(car.terminalNo);
    expect(card).toHaveTextContent(car.driverName);
    // Where it is: a place name (nearest landmark and district), not raw coordinates.
    expect(car.place).toMatch(/ · .+区$/);
    expect(card).toHaveTextContent(car.place);
    expect(card).not.toHaveTextContent(car.lng.toFixed(6));
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent(car.plate);

    // Follow it; 30 s later the feed has moved it: same selection, new report, still followed.
    await user.click(within(card).getByRole('switch', { name: '跟随' }));
    expect(screen.getByTestId('map').dataset.follow).toBe('true');
    pinClock(NOW + 30_000);
    const later = await ok<LatestPositions>('/api/monitor/positions/latest', { method: 'GET' });
    const moved = later.positions.find((p) => p.carId === car.carId)!;
    await waitFor(() => expect(screen.getByTestId('vehicle-card')).toHaveTextContent(moved.reportTime));
    expect(screen.getByTestId('map').dataset.selected).toBe(String(car.carId));
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent(car.plate);

    // The keyboard: down moves the selection to the next row; Escape clears it.
    const list = screen.getByRole('listbox', { name: '车辆列表' });
    list.focus();
    const options = screen.getAllByRole('option');
    const at = options.findIndex((o) => o.getAttribute('aria-selected') === 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[at + 1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('vehicle-card')).not.toBeInTheDocument();
  });

  it('shows no current speed for an off-line vehicle (its last report\'s speed is not its speed now), in the list and its card', async () => {
    const user = userEvent.setup();
    const feed = await ok<LatestPositions>('/api/monitor/positions/latest', { method: 'GET' });
    // An off-line terminal whose last report was made while driving: that speed must not read as the current one.
    const car = feed.positions.find((p) => !p.online && p.speed > 0) ?? feed.positions.find((p) => !p.online)!;
    renderScreens('/CarsMonitoring', { '/CarsMonitoring': CarsMonitoringPage });
    await user.click(await screen.findByRole('button', { name: `map:${car.plate}` }));
    const card = await screen.findByTestId('vehicle-card');
    const speed = within(card).getByText('速度').closest('tr')!;
    expect(speed).toHaveTextContent('—');
    expect(speed).not.toHaveTextContent('km/h');
    const row = screen.getByRole('option', { selected: true });
    expect(row).toHaveTextContent(car.plate);
    expect(row).toHaveTextContent('—');
    expect(row).not.toHaveTextContent('km/h');
  });

  it('shows a loading state over the map until the first positions are drawn on it', async () => {
    const user = userEvent.setup();
    hold.drawing = true;
    renderScreens('/CarsMonitoring', { '/CarsMonitoring': CarsMonitoringPage });
    expect(screen.getByTestId('map-loading')).toHaveTextContent('正在加载地图和车辆位置…');
    // The positions have come (the list shows them) but the map has not drawn them yet: still loading.
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    expect(mapPoints().length).toBeGreaterThan(0);
    expect(screen.getByTestId('map-loading')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'draw' }));
    await waitFor(() => expect(screen.queryByTestId('map-loading')).not.toBeInTheDocument());
  });

  it('real-time positioning shows and follows only the vehicle of its address', async () => {
    const feed = await ok<LatestPositions>('/api/monitor/positions/latest', { method: 'GET' });
    const car = feed.positions[0]!;
    renderScreens(`/RealTimePositioning?carId=${car.carId}`, { '/RealTimePositioning': RealTimePositioningPage });
    expect(await screen.findByTestId('vehicle-card')).toHaveTextContent(car.plate);
    expect(mapPoints().map((b) => b.textContent)).toEqual([`map:${car.plate}`]);
    expect(screen.getByTestId('map').dataset.follow).toBe('true');
  });
});
