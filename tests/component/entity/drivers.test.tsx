/**
 * /Drivers as a user meets it: an entity with no detail or form route. Expiry dates warn in the list (已过期 /
 * N 天后到期); 详情 opens the record in a drawer over the list (its sections, its trips, its history) with its
 * transitions; 新增司机 adds through a dialog of the declared form fields, whose rules and the backend's refuse the
 * same input with the same message (the backend's side: the contract test).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { declaredScreen } from '@/components/entity/screens';
import { fleetDriver } from '@/entities/admin/fleetDriver';
import { commit, data } from '@/mocks/db';
import { collectHttpErrors, renderScreens } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');
const screens = { '/Drivers': declaredScreen(fleetDriver, '/Drivers') };

/** Three drivers: one whose licence expired, one expiring in 10 days, one far from it (the list stays short). */
beforeEach(() => {
  commit((d) => {
    const keep = d.Drivers.filter((x) => x.status === 1 && x.carId !== undefined).slice(0, 3);
    const day = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD');
    keep[0]!.licenseExpiry = day(-3);
    keep[1]!.licenseExpiry = day(10);
    keep[2]!.licenseExpiry = day(400);
    d.Drivers = keep;
  });
});

describe('/Drivers', () => {
  it('warns of expired and expiring licences, and opens a driver in a drawer with their trips', async () => {
    const user = userEvent.setup();
    const [expired, soon, later] = data().Drivers;
    renderScreens('/Drivers', screens);
    const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;
    expect(within(await row(expired!.driverName)).getByText('已过期')).toBeInTheDocument();
    expect(within(await row(soon!.driverName)).getByText('10 天后到期')).toBeInTheDocument();
    expect(within(await row(later!.driverName)).queryByText(/到期|已过期/)).toBeNull();

    await user.click(within(await row(soon!.driverName)).getByRole('button', { name: '详情' }));
    const drawer = await screen.findByRole('dialog', { name: new RegExp(soon!.driverName) });
    // The drawer opens with its title; the record's sections are drawn once the record is in.
    expect(await within(drawer).findByText(soon!.idNumber)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('tab', { name: '行程' }));
    const trips = data().TripDetail.filter((t) => t.driverId === soon!.driverId);
    expect(trips.length).toBeGreaterThan(0);
    expect(await within(drawer).findByText(trips[0]!.tripNo)).toBeInTheDocument();
    // A transition from the drawer: on leave, and the drawer then offers 复岗.
    await user.click(within(drawer).getByRole('button', { name: '休假' }));
    const confirm = (await screen.findByText('休假期间该司机不会被派车，确定吗？')).closest('.ant-modal') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(data().Drivers.find((x) => x.driverId === soon!.driverId)?.status).toBe(2));
    expect(await within(drawer).findByRole('button', { name: '复岗' })).toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it('adds a driver through the dialog of the declared form fields, which keeps what was typed when a rule refuses it', async () => {
    const user = userEvent.setup();
    renderScreens('/Drivers', screens);
    await user.click(await screen.findByRole('button', { name: /新增司机/ }));
    const dialog = await screen.findByRole('dialog', { name: /新增司机/ });
    await user.type(within(dialog).getByLabelText('司机姓名'), '周师傅');
    await user.type(within(dialog).getByLabelText('手机号'), '12345');
    await user.type(within(dialog).getByLabelText('身份证号'), '110105198001011234');
    await user.type(within(dialog).getByLabelText('驾龄（年）'), '12');
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog).findByText('手机号码有误，请重填')).toBeInTheDocument();
    // The required select's message (its placeholder reads the same).
    await waitFor(() => expect(within(dialog).getAllByText('请选择准驾车型').some((el) => el.closest('.ant-form-item-explain'))).toBe(true));
    expect(within(dialog).getByLabelText('司机姓名')).toHaveValue('周师傅');
    expect(data().Drivers).toHaveLength(3);
  });
});
