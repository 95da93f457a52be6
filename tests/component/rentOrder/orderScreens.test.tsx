/**
 * A rental order's screens: /OrderDetail (the declaration's detail under the order's header: the car linking to its
 * vehicle file and to the order's car; the booked fees by name, never by code) and /orderCarDetail (the vehicle file,
 * the condition at pick-up and return side by side with the damage outline, the trail of the rental period).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OrderCarDetailPage, OrderDetailPage } from '@/features/rentOrder/OrderScreens';
import { http, HttpResponse } from 'msw';
import { RENT_ORDER_STATE } from '@/entities/order/lifecycle';
import { RENT_ORDER_CAR_OPTIONS } from '@/entities/order/rentOrder';
import { commit, data } from '@/mocks/db';
import { server } from '@/mocks/node';
import { collectHttpErrors, renderScreens } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');

const screens = { '/OrderDetail': OrderDetailPage, '/orderCarDetail': OrderCarDetailPage };

/** A seeded order of a fleet vehicle, with fee lines. */
function anOrder() {
  const order = data().rentOrders.find((o) => data().vehicles.some((v) => v.carId === o.carId) && (o.priceDetails?.length ?? 0) > 0);
  if (!order) throw new Error('no seeded order of a fleet vehicle with fees');
  return order;
}

describe('/OrderDetail', () => {
  it('heads the detail with the customer, the car (linking to its file and to the order’s car) and the amounts; fees by name', async () => {
    const user = userEvent.setup();
    const order = anOrder();
    renderScreens(`/OrderDetail?orderNo=${order.orderNo}`, screens);
    const header = await screen.findByTestId('order-header');
    expect(within(header).getByText(order.bookingUserName, { exact: false })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: order.plate })).toHaveAttribute('href', expect.stringContaining(`/VehiclesDetail?carId=${order.carId}`));
    expect(within(header).getByRole('link', { name: '订单车辆' })).toHaveAttribute('href', expect.stringContaining(`/orderCarDetail?orderNo=${order.orderNo}`));
    await user.click(screen.getByRole('tab', { name: '费用' }));
    const fees = await screen.findByText('预订费用明细');
    const table = fees.parentElement!;
    expect(within(table).getByText(order.priceDetails![0]!.priceName)).toBeInTheDocument();
    expect(within(table).queryByText('费用编码')).not.toBeInTheDocument();
    expect(errors).toEqual([]);
  });
});

describe('/OrderDetail’s steps', () => {
  it('offers the steps of the order’s state; pick-up asks the free cars of this order and marks damage on the outline', async () => {
    const user = userEvent.setup();
    const order = data().rentOrders.find((o) => o.orderStatus === RENT_ORDER_STATE.awaitingPickUp)!;
    const asked: string[] = [];
    server.use(
      http.get(`*${RENT_ORDER_CAR_OPTIONS}`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('orderNo') ?? '');
        return HttpResponse.json({ code: 0, msg: '成功', data: [{ value: 1, label: '京A10001（大众朗逸）' }, { value: 2, label: '京A12345（宝马3系）', disabled: true, refusal: '交强险已于2026-10-01到期' }] });
      }),
    );
    renderScreens(`/OrderDetail?orderNo=${order.orderNo}`, screens);
    await user.click(await screen.findByRole('button', { name: '取车' }));
    expect(screen.getByRole('button', { name: '取消订单' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '还车' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: '交车车辆' }));
    expect(await screen.findByTitle('京A12345（宝马3系） — 交强险已于2026-10-01到期')).toBeInTheDocument();
    expect(asked).toContain(order.orderNo);
    expect(within(dialog).getByRole('img', { name: '车辆俯视轮廓' })).toBeInTheDocument();
  });
});

describe('/orderCarDetail', () => {
  it('shows the vehicle file, the readings at pick-up and return side by side, and the trail of the rental', async () => {
    const order = anOrder();
    commit(() =>
      Object.assign(order, {
        pickUpTime: '2026-11-20 10:00:00', pickUpMileage: 12000, pickUpLevel: 80, pickUpDamage: '[{"x":30,"y":20,"note":"左前门划痕"}]',
        returnTime: '2026-11-22 09:00:00', returnMileage: 12350, returnLevel: 55, returnDamage: '',
      }),
    );
    const v = data().vehicles.find((x) => x.carId === order.carId)!;
    renderScreens(`/orderCarDetail?orderNo=${order.orderNo}`, screens);
    // The order and its vehicle file load one after the other: wait for both.
    await waitFor(() => expect(screen.getByText(v.vin)).toBeInTheDocument());
    expect(await screen.findByRole('row', { name: /里程（km） 12000 12350/ })).toBeInTheDocument();
    expect(screen.getByText('本次行驶 350 km')).toBeInTheDocument();
    expect(screen.getByText('左前门划痕')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '车辆俯视轮廓' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /查看 2026-11-20 10:00:00 至 2026-11-22 09:00:00 的轨迹/ })).toHaveAttribute(
      'href',
      `/VehicleTrail?${new URLSearchParams({ carId: String(order.carId), start: '2026-11-20 10:00:00', end: '2026-11-22 09:00:00' })}`,
    );
    expect(errors).toEqual([]);
  });
});
