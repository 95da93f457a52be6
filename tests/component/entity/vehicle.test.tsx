/**
 * The worked example of docs/adding-a-screen.md, as a user meets it: a vehicle's detail with its tabs and related
 * lists, a transition from the detail (and its consequence in the create-order stock), and the edit form loading a
 * vehicle by its id, with date, reference, city and store fields.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { declaredScreen } from '@/components/entity/screens';
import { vehicle } from '@/entities/admin/vehicle';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens, where } from '../harness';
import { ok } from '../../unit/mocks/api';

const errors = collectHttpErrors('admin', 'admin123');

const screens = { '/Vehicles': declaredScreen(vehicle, '/Vehicles'), '/VehiclesDetail': declaredScreen(vehicle, '/VehiclesDetail'), '/VehiclesEdit': declaredScreen(vehicle, '/VehiclesEdit') };

/** A vehicle that branch orders name by plate, available for rent at an open store. */
function vehicleWithOrders() {
  const plates = new Set(data().branchOrders.map((o) => o.plate));
  const open = new Set(data().stores.filter((s) => s.storeStatus === 1).map((s) => s.storeId));
  const v = data().vehicles.find((x) => plates.has(x.plate) && x.vehicleStatus === 1 && open.has(x.storeId));
  if (!v) throw new Error('no seeded vehicle with branch orders');
  return v;
}

describe('/VehiclesDetail', () => {
  it('shows the vehicle in its sections, and its branch orders in a tab that opens the list already filtered', async () => {
    const user = userEvent.setup();
    const v = vehicleWithOrders();
    renderScreens(`/VehiclesDetail?carId=${v.carId}&parent=%2FVehicles`, screens);
    expect(await screen.findByText(v.vin)).toBeInTheDocument();
    expect(screen.getByText(v.model)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '证照与保险' }));
    // The licence tab: its dates, the insurance expiry being its latest compulsory policy's end (the policies' collection).
    const policies = data().InsuranceList.filter((p) => p.carId === v.carId);
    const expiry = policies.filter((p) => p.insuranceType === 1).map((p) => p.endDate).sort().at(-1)!;
    expect((await screen.findAllByText(expiry)).length).toBeGreaterThan(0);
    // Its policies: a related list of /InsuranceList.
    await user.click(screen.getByRole('tab', { name: '保险保单' }));
    for (const p of policies) expect(await screen.findByText(p.policyNo)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '分公司订单' }));
    const orders = data().branchOrders.filter((o) => o.plate === v.plate);
    expect(await screen.findByText(orders[0]!.orderNo)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `查看全部（${orders.length} 条）` })).toHaveAttribute('href', `/branchOrder?${new URLSearchParams({ plate: v.plate })}`);
  });

  it('lists its rental orders in a tab that opens /RentOrderManage filtered by its plate', async () => {
    const user = userEvent.setup();
    const order = data().rentOrders.find((o) => data().vehicles.some((x) => x.plate === o.plate))!;
    const v = data().vehicles.find((x) => x.plate === order.plate)!;
    renderScreens(`/VehiclesDetail?carId=${v.carId}&parent=%2FVehicles`, screens);
    await user.click(await screen.findByRole('tab', { name: '短租订单' }));
    expect(await screen.findByText(order.orderNo)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /查看全部/ })).toHaveAttribute('href', `/RentOrderManage?${new URLSearchParams({ plate: v.plate })}`);
    expect(errors).toEqual([]);
  });

  it('sends the vehicle to repair from its detail: the reason is required, the status changes, and create-order no longer offers it', async () => {
    const user = userEvent.setup();
    type Car = ReturnType<typeof vehicleWithOrders>;
    const stockOf = (car: Car) => ok<{ carId: number }[]>('/api/backOrder/getStockVehicleList.json', {
      params: { cityId: car.cityId, storeId: car.storeId, levelId: car.levelId, bookingGaincarTime: '2030-01-01 10:00:00', bookingBackcarTime: '2030-01-03 10:00:00' },
    });
    // An available vehicle of an open store that create-order offers (nothing else blocks it: a lease, an expired policy).
    let v: Car | undefined;
    for (const car of data().vehicles.filter((x) => x.vehicleStatus === 1)) {
      if ((await stockOf(car)).some((c) => c.carId === car.carId)) {
        v = car;
        break;
      }
    }
    if (!v) throw new Error('no seeded vehicle that create-order offers');
    const stock = () => stockOf(v);
    renderScreens(`/VehiclesDetail?carId=${v.carId}`, screens);
    await user.click(await screen.findByRole('button', { name: '送修' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog).findByText('请填写送修原因')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('送修原因'), '右前轮胎漏气');
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(data().vehicles.find((x) => x.carId === v.carId)).toMatchObject({ vehicleStatus: 2, vehicleStatusName: '维修中', repairReason: '右前轮胎漏气' }));
    // The detail is loaded again: "repaired" is offered now, "send to repair" no longer.
    expect(await screen.findByRole('button', { name: '维修完成' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '送修' })).toBeNull();
    expect((await stock()).map((c) => c.carId)).not.toContain(v.carId);
    expect(errors).toEqual([]);
  });
});

describe('/VehiclesEdit', () => {
  it('loads a vehicle by its id, keeps its dates and model, and saves a change back to the list', async () => {
    const user = userEvent.setup();
    const v = data().vehicles[0]!;
    const router = renderScreens(`/VehiclesEdit?carId=${v.carId}&parent=%2FVehicles%3FvehicleStatus%3D1`, screens);
    expect(await screen.findByLabelText('注册日期')).toHaveValue(v.registerDate);
    expect(await screen.findByTitle(v.model)).toBeInTheDocument();
    // The colour is chosen among the basic information's colours (the vehicle stores its name).
    const chosen = (label: string) => screen.getByLabelText(label).closest('.ant-select')?.textContent ?? '';
    await waitFor(() => expect(chosen('车身颜色')).toContain(v.color));
    const next = v.color === '熔岩红' ? '宝石蓝' : '熔岩红';
    fireEvent.mouseDown(screen.getByLabelText('车身颜色'));
    fireEvent.click(await screen.findByTitle(next));
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(where(router)).toBe('/Vehicles?vehicleStatus=1'));
    expect(data().vehicles.find((x) => x.carId === v.carId)).toMatchObject({ color: next, registerDate: v.registerDate, modelId: v.modelId });
  });

  it('keeps a model disabled since the vehicle was saved: shown by its name, saved back unchanged', async () => {
    const user = userEvent.setup();
    const v = data().vehicles[1]!;
    await ok('/api/basicInfo/model/disable', { params: { modelId: v.modelId } });
    const router = renderScreens(`/VehiclesEdit?carId=${v.carId}&parent=%2FVehicles`, screens);
    expect(await screen.findByTitle(v.model)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('备注'));
    await user.type(screen.getByLabelText('备注'), '车型已停产');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(where(router)).toBe('/Vehicles'));
    expect(data().vehicles.find((x) => x.carId === v.carId)).toMatchObject({ modelId: v.modelId, model: v.model, remark: '车型已停产' });
  });

  it('adds a vehicle: every required field says what is missing; a new city clears the store', async () => {
    const user = userEvent.setup();
    renderScreens('/VehiclesEdit?parent=%2FVehicles', screens);
    await user.click(await screen.findByRole('button', { name: /保\s?存/ }));
    const shown = (msg: string) => screen.findByText(msg, { selector: '.ant-form-item-explain-error' });
    for (const msg of ['请填写车牌号', '请填写车架号', '请选择车型', '请选择所在城市', '请选择所在门店', '请选择注册日期']) expect(await shown(msg)).toBeInTheDocument();
    await user.type(screen.getByLabelText('车架号'), 'LSVAB1234IO56789');
    expect(await shown('请输入17位车架号（字母不含I、O、Q）')).toBeInTheDocument();
    const city = data().cities.find((c) => c.dredgeState === 1)!;
    const store = data().stores.find((s) => s.cityId === city.cityId)!;
    const other = data().cities.find((c) => c.dredgeState === 1 && c.cityId !== city.cityId)!;
    const chosen = (label: string) => screen.getByLabelText(label).closest('.ant-select')?.textContent ?? '';
    fireEvent.mouseDown(screen.getByLabelText('所在城市'));
    fireEvent.click(await screen.findByTitle(city.cityName));
    // The store select is enabled once a city is chosen, with that city's stores.
    await waitFor(() => expect(screen.getByLabelText('所在门店')).toBeEnabled());
    fireEvent.mouseDown(screen.getByLabelText('所在门店'));
    fireEvent.click(await screen.findByTitle(store.storeName));
    await waitFor(() => expect(chosen('所在门店')).toContain(store.storeName));
    fireEvent.mouseDown(screen.getByLabelText('所在城市'));
    fireEvent.click(await screen.findByTitle(other.cityName));
    await waitFor(() => expect(chosen('所在门店')).not.toContain(store.storeName));
    expect(chosen('所在城市')).toContain(other.cityName);
  });
});
