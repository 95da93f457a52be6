/**
 * /DrivingBehaviorReport and /FuelConsumptionReport as a user meets them, short of the charts' drawing (SVG:
 * tests/e2e/reports.spec.ts): a period over 7 days is refused on screen with the backend's own message and not asked
 * for; a vehicle's row opens its events, as many of each kind as the row counts; the fuel report states its method
 * and flags nothing it cannot measure.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BEHAVIOUR_REPORT, type BehaviourReport } from '@/entities/monitor/behaviour';
import { HISTORY_REFUSALS } from '@/entities/monitor/positions';
import DrivingBehaviorReportPage from '@/features/fleetReports/DrivingBehaviorReportPage';
import FuelConsumptionReportPage from '@/features/fleetReports/FuelConsumptionReportPage';
import { call } from '../../unit/mocks/api';
import { seedDay } from '@/mocks/db';
import { formatWallTime, HOUR, pinClock } from '@/mocks/time';
import { collectHttpErrors, renderScreens } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');
afterEach(() => pinClock(null));

const screens = { '/DrivingBehaviorReport': DrivingBehaviorReportPage, '/FuelConsumptionReport': FuelConsumptionReportPage };

describe('driving behaviour and fuel reports', () => {
  it('refuses a period over 7 days with the backend\'s message, without asking', async () => {
    const period = { start: '2026-01-01 00:00:00', end: '2026-01-09 23:59:59' };
    renderScreens(`/DrivingBehaviorReport?${new URLSearchParams(period)}`, screens, { 'zh-CN': '驾驶行为报表', 'en-US': 'Driving behaviour report' });
    expect(await screen.findByTestId('period-refusal')).toHaveTextContent(HISTORY_REFUSALS.span['zh-CN']);
    const backend = await call(BEHAVIOUR_REPORT, { method: 'GET', params: period });
    expect(backend.msg).toBe(HISTORY_REFUSALS.span['zh-CN']);
    expect(screen.queryByTestId('behaviour-rows')).toBeNull();
    // Not asked: a refused call would have been told by the http client.
    expect(errors).toEqual([]);
  });

  it('opens a vehicle\'s events from its row, as many of each kind as the row counts', async () => {
    const now = seedDay() + 10 * HOUR;
    pinClock(now);
    const user = userEvent.setup();
    const period = { start: formatWallTime(now - 24 * HOUR), end: formatWallTime(now) };
    renderScreens(`/DrivingBehaviorReport?${new URLSearchParams(period)}`, screens, { 'zh-CN': '驾驶行为报表', 'en-US': 'Driving behaviour report' });
    const rows = await screen.findByTestId('behaviour-rows');
    const report = (await call<BehaviourReport>(BEHAVIOUR_REPORT, { method: 'GET', params: { ...period, group: 'vehicle' } })).data;
    const worst = report.rows[0]!;
    const row = (await within(rows).findByText(worst.plate)).closest('tr')!;
    await user.click(row);
    const drawer = await screen.findByTestId('behaviour-events');
    expect(await within(drawer).findByText(`急刹车 ${worst.harshBrake}`)).toBeInTheDocument();
    await user.click(within(drawer).getByText(`疲劳驾驶 ${worst.fatigue}`));
    // The filtered events are asked again: wait for them (the harsh-braking tags are gone already while they load).
    await waitFor(() => {
      expect(within(drawer).queryAllByText('急刹车', { selector: '.ant-tag' })).toHaveLength(0);
      expect(within(drawer).queryAllByText('疲劳驾驶', { selector: '.ant-tag' })).toHaveLength(Math.min(worst.fatigue, 20));
    });
    expect(errors).toEqual([]);
  });

  it('states how fuel consumption is derived', async () => {
    renderScreens('/FuelConsumptionReport', screens, { 'zh-CN': '油耗报表', 'en-US': 'Fuel consumption report' });
    expect(await screen.findByTestId('fuel-method')).toHaveTextContent('加油到加油');
    expect(await screen.findByTestId('fuel-vehicles')).toBeInTheDocument();
    expect(errors).toEqual([]);
  });
});
