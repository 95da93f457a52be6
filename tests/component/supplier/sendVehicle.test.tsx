/**
 * A dependent reference (docs/architecture.md "Entities", `dependsOn`): the supplier sends a vehicle and a driver for
 * a demand order dispatched to it. The driver select waits for the vehicle, offers the drivers licensed for it, and is
 * cleared and asked again when the vehicle changes; the backend refuses a driver not licensed for the vehicle with
 * the declared refusal.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SupplierDemandOrderPage } from '@/features/supplier/screens';
import { commit, data } from '@/mocks/db';
import { call } from '../../unit/mocks/api';
import { collectHttpErrors, renderScreens } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');
const REFUSAL = '所选司机的准驾车型不能驾驶所选车辆';

/** The open select's option of this label (not the chosen value shown in the select itself). */
const option = async (label: string) => (await screen.findAllByTitle(label)).find((e) => e.classList.contains('ant-select-item-option'))!;
const isOffered = (label: string) => screen.queryAllByTitle(label).some((e) => e.classList.contains('ant-select-item-option'));

describe('send a vehicle for a demand order: the driver depends on the vehicle', () => {
  it('is disabled until a vehicle is chosen, offers the drivers licensed for it, and is cleared and reloaded when the vehicle changes', async () => {
    const user = userEvent.setup();
    const order = data().demandOrders.find((o) => o.demandOrderStatusCode === 2)!;
    const supplier = order.supplierName;
    // The supplier's fleet for the test: a saloon and a coach; a C1 driver and an A1 driver (its other drivers disabled).
    const [saloon, coach] = data().scatteredCars.filter((c) => c.supplierName === supplier);
    const [c1, a1, ...rest] = data().scatteredDrivers.filter((d) => d.supplierName === supplier);
    commit(() => {
      Object.assign(saloon!, { seats: 5, status: 0 });
      Object.assign(coach!, { seats: 33, status: 0 });
      Object.assign(c1!, { licenseType: 'C1', status: 0 });
      Object.assign(a1!, { licenseType: 'A1', status: 0 });
      for (const d of rest) d.status = 1;
    });

    renderScreens(`/supplierDemandOrder?demandOrderNo=${order.demandOrderNo}`, { '/supplierDemandOrder': SupplierDemandOrderPage });
    await user.click(await screen.findByRole('button', { name: /^派\s?车$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('请先选择车辆')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('司机')).toBeDisabled();

    await user.click(within(dialog).getByLabelText('车辆'));
    await user.click(await option(saloon!.plate));
    await user.click(within(dialog).getByLabelText('司机'));
    await option(a1!.driverName);
    await user.click(await option(c1!.driverName));
    expect(await within(dialog).findByTitle(c1!.driverName)).toBeInTheDocument();

    // Another vehicle: the driver is cleared, and the choices are those licensed for a coach (an A1 only).
    await user.click(within(dialog).getByLabelText('车辆'));
    await user.click(await option(coach!.plate));
    await waitFor(() => expect(within(dialog).queryByTitle(c1!.driverName)).toBeNull());
    await user.click(within(dialog).getByLabelText('司机'));
    await option(a1!.driverName);
    expect(isOffered(c1!.driverName)).toBe(false);

    // The backend refuses the C1 driver for the coach with the declared refusal; nothing changes.
    expect(await call('/api/lingsan/supplier/demandOrder/sendVehicle', { params: { demandOrderId: order.demandOrderId, carId: coach!.carId, driverId: c1!.driverId } })).toMatchObject({ code: 1, msg: REFUSAL });
    expect(data().demandOrders.find((o) => o.demandOrderId === order.demandOrderId)!.demandOrderStatusCode).toBe(2);

    await user.click(await option(a1!.driverName));
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(data().demandOrders.find((o) => o.demandOrderId === order.demandOrderId)).toMatchObject({ demandOrderStatusCode: 3, plate: coach!.plate, driverName: a1!.driverName, carId: coach!.carId, driverId: a1!.driverId }));
    expect(errors).toEqual([]);
  });
});
