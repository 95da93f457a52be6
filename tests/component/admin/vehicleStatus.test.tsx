/**
 * /VehicleStatus as a user meets it: the fleet's counts by operating state and by city; a count opens the vehicle
 * list filtered to exactly those vehicles (the list's total is the count); the board follows a write.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { declaredScreen } from '@/components/entity/screens';
import { vehicle } from '@/entities/admin/vehicle';
import VehicleStatusPage from '@/features/admin/VehicleStatusPage';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens, where } from '../harness';
import { ok } from '../../unit/mocks/api';

const errors = collectHttpErrors('admin', 'admin123');

const screens = { '/VehicleStatus': VehicleStatusPage, '/Vehicles': declaredScreen(vehicle, '/Vehicles') };

interface Board {
  cities: { cityId: number; cityName: string; counts: Record<string, number>; total: number }[];
  totals: { counts: Record<string, number>; total: number };
}

describe('/VehicleStatus', () => {
  it("shows each city's vehicles by state; a count opens the vehicle list filtered to those vehicles", async () => {
    const user = userEvent.setup();
    const board = await ok<Board>('/api/vehicle/statusBoard', { method: 'GET' });
    const beijing = board.cities.find((c) => c.cityName === '北京')!;
    const rented = beijing.counts[3]!;
    expect(rented).toBeGreaterThan(0);
    const router = renderScreens('/VehicleStatus', screens);
    // The whole fleet's cards, then the city rows with their totals.
    const fleet = await screen.findByRole('list', { name: '全部车辆' });
    expect(within(fleet).getByRole('link', { name: `全部车辆 租用中 ${board.totals.counts[3]}` })).toHaveAttribute('href', '/Vehicles?operationState=3');
    expect(screen.getByRole('link', { name: `北京 合计 ${beijing.total}` })).toHaveAttribute('href', `/Vehicles?cityId=${beijing.cityId}`);
    expect(screen.getByRole('link', { name: `合计 合计 ${board.totals.total}` })).toHaveAttribute('href', '/Vehicles');

    await user.click(screen.getByRole('link', { name: `北京 租用中 ${rented}` }));
    expect(where(router)).toBe(`/Vehicles?operationState=3&cityId=${beijing.cityId}`);
    // The list shows exactly those vehicles: its pager's total is the count, every row 租用中 in 北京.
    expect(await screen.findByText(`共 ${rented} 条`)).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(Math.min(rented, 10));
    for (const row of rows) {
      expect(row).toHaveTextContent('租用中');
      expect(row).toHaveTextContent('北京');
    }
    expect(errors).toEqual([]);
  });

  it('says 0 without a link where a city has no vehicle in a state, and loads again after a write', async () => {
    const user = userEvent.setup();
    renderScreens('/VehicleStatus', screens);
    // No vehicle is out of service in the seed: every 停用 count is a plain 0 (the links are looked up by address:
    // a query by role over the whole board is slow on a busy machine).
    const fleet = await screen.findByRole('list', { name: '全部车辆' });
    const outOfService = () => [...document.querySelectorAll('a')].filter((a) => a.getAttribute('href')?.startsWith('/Vehicles?operationState=7'));
    expect(outOfService()).toEqual([]);
    const v = data().vehicles.find((x) => x.vehicleStatus === 2)!;
    await ok('/api/vehicle/disable', { params: { carId: v.carId } });
    await user.click(screen.getByRole('button', { name: /刷\s?新/ }));
    await waitFor(() => expect(within(fleet).getByRole('link', { name: '全部车辆 停用 1' })).toHaveAttribute('href', '/Vehicles?operationState=7'));
    expect(outOfService().map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['全部车辆 停用 1', '/Vehicles?operationState=7'],
      [`${v.cityName} 停用 1`, `/Vehicles?operationState=7&cityId=${v.cityId}`],
      ['合计 停用 1', '/Vehicles?operationState=7'],
    ]);
  });
});
