/**
 * /DeviceList (monitoring): the bound GPS terminals of /Devices with their on-line state, last report and last
 * position; filtered by on-line state and by terminal number or plate; a terminal's last report is the one /Devices
 * lists; each row opens the vehicle's live position.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeviceListPage } from '@/features/monitor/screens';
import { seedDay } from '@/mocks/db';
import { MINUTE, pinClock } from '@/mocks/time';
import { collectHttpErrors, renderScreens, where } from '../harness';
import { ok } from '../../unit/mocks/api';

const errors = collectHttpErrors('admin', 'admin123');
beforeEach(() => pinClock(seedDay() + 4 * 60 * MINUTE));
afterEach(() => pinClock(null));

type Page = { total: number; result: Record<string, unknown>[] };

describe('/DeviceList', () => {
  it("lists /Devices' bound GPS terminals with their state and last report, filtered by state and search", async () => {
    const user = userEvent.setup();
    const devices = await ok<Page>('/api/device/list', { method: 'GET', params: { pageSize: 1000, bindStatus: 1, deviceType: 1 } });
    const offline = devices.result.filter((d) => d.onlineState === 0);
    const router = renderScreens('/DeviceList', { '/DeviceList': DeviceListPage, '/RealTimePositioning': () => <p>live</p> });
    expect(await screen.findByText(`共 ${devices.total} 条`)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`在线 ${devices.total - offline.length} 台，离线 ${offline.length} 台`);

    await user.click(screen.getByRole('combobox', { name: '在线状态' }));
    await user.click(await screen.findByTitle('离线'));
    expect(await screen.findByText(`共 ${offline.length} 条`)).toBeInTheDocument();
    const d = offline[0]!;
    await user.type(screen.getByRole('searchbox', { name: '终端编号、车牌号' }), String(d.terminalNo));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    const row = screen.getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(String(d.plate));
    expect(row).toHaveTextContent('离线');
    expect(row).toHaveTextContent(String(d.lastReportTime));
    await user.click(within(row).getByRole('link', { name: '实时定位' }));
    expect(where(router)).toBe(`/RealTimePositioning?carId=${d.carId}`);
    expect(errors).toEqual([]);
  });
});
