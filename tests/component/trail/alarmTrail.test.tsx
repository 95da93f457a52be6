/**
 * One device alarm's screen (src/features/trail/AlarmTrail.tsx; /offlineReportDetail, /dismantleReportDetail) with
 * the map and the chart replaced at their module boundaries (the screen's own work is tested here; the map and the chart
 * drawn are tested in the console: tests/e2e/alarms.spec.ts). The alarms are the demo backend's, on a pinned clock: an off-line episode shows its
 * vehicle and the half hour of trail up to its last report; a screen opened without an alarm, or with one that does
 * not exist, says so.
 */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EChartProps } from '@/components/charts/EChart';
import type * as MapModule from '@/components/map';
import { REPORT_INTERVAL_S } from '@/entities/monitor/positions';
import { TRAIL_BEFORE_OFFLINE_MS } from '@/entities/monitor/alarm';
import { OfflineAlarmPage, PowerAlarmPage } from '@/features/trail/screens';
import { seedDay } from '@/mocks/db';
import { MINUTE, pinClock } from '@/mocks/time';
import { collectHttpErrors, renderScreens } from '../harness';
import { ok } from '../../unit/mocks/api';

// The module's other exports kept (lazy wrappers; a browser's module must answer every name its importers ask).
vi.mock('@/components/map', async (original) => ({
  ...(await original<typeof MapModule>()),
  MapView: ({ label }: { label: string }) => <div role="region" aria-label={label} />,
}));
vi.mock('@/components/charts/EChart', () => ({
  EChart: ({ label }: EChartProps) => <div role="img" aria-label={label} />,
}));

collectHttpErrors('admin', 'admin123');
const NOW = seedDay() + 3 * 60 * MINUTE;

beforeEach(() => pinClock(NOW));
afterEach(() => pinClock(null));

interface Alarm {
  alarmId: string;
  plate: string;
  startTime: string;
  endTime: string;
}

describe('a device alarm on the map', () => {
  it('an off-line episode shows its vehicle and the half hour of trail up to its last report', async () => {
    const open = await ok<{ result: Alarm[] }>('/api/deviceAlarm/offline/list', { method: 'GET', params: { page: 1, pageSize: 100 } });
    const episode = open.result.find((a) => a.endTime === '')!;
    expect(episode).toBeDefined();
    renderScreens(`/offlineReportDetail?alarmId=${encodeURIComponent(episode.alarmId)}`, { '/offlineReportDetail': OfflineAlarmPage });
    const card = await screen.findByTestId('alarm-card');
    expect(card).toHaveTextContent(episode.plate);
    expect(card).toHaveTextContent(episode.startTime);
    expect(await screen.findByTestId('stat-points')).toHaveTextContent(String(TRAIL_BEFORE_OFFLINE_MS / (REPORT_INTERVAL_S * 1000) + 1));
    expect(screen.getByRole('link', { name: /返回报警列表/ })).toHaveAttribute('href', expect.stringContaining('/DeviceDropReportDetail?carId='));
  });

  it('says what is wrong when no alarm or an unknown one is asked', async () => {
    renderScreens('/dismantleReportDetail', { '/dismantleReportDetail': PowerAlarmPage });
    expect(await screen.findByText('缺少报警编号，请从报警列表打开')).toBeInTheDocument();
  });

  it('an unknown alarm is refused with the backend’s message', async () => {
    renderScreens('/dismantleReportDetail?alarmId=removal-1-0', { '/dismantleReportDetail': PowerAlarmPage });
    expect(await screen.findByText('记录不存在或已被删除')).toBeInTheDocument();
  });
});
