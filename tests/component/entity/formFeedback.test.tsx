/**
 * What the one form engine tells a user (docs/architecture.md "Forms"): a refused submit scrolls to and focuses the
 * first field in error, in a page form and in an action's dialog (§5); a backend refusal naming a field marks that
 * field, the form kept; a rule with a shape shows the expected form under its field, in both languages.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { declaredScreen } from '@/components/entity/screens';
import { vehicle } from '@/entities/admin/vehicle';
import { setLang } from '@/i18n';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens, where } from '../harness';
import { ok } from '../../unit/mocks/api';

const errors = collectHttpErrors('admin', 'admin123');

const screens = { '/Vehicles': declaredScreen(vehicle, '/Vehicles'), '/VehiclesDetail': declaredScreen(vehicle, '/VehiclesDetail'), '/VehiclesEdit': declaredScreen(vehicle, '/VehiclesEdit') };

const fieldError = (msg: string) => screen.findByText(msg, { selector: '.ant-form-item-explain-error' });

afterEach(() => act(() => setLang('zh-CN')));

describe('§5 a refused submit scrolls to and focuses the first field in error', () => {
  it('in the add form: the plate, first of the empty required fields', async () => {
    const user = userEvent.setup();
    renderScreens('/VehiclesEdit?parent=%2FVehicles', screens);
    await user.click(await screen.findByRole('button', { name: /保\s?存/ }));
    expect(await fieldError('请填写车牌号')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('车牌号')).toHaveFocus());
  });

  it('in an action’s dialog: its first field in error', async () => {
    const user = userEvent.setup();
    const v = data().vehicles.find((x) => x.vehicleStatus === 1)!;
    renderScreens(`/VehiclesDetail?carId=${v.carId}`, screens);
    await user.click(await screen.findByRole('button', { name: '送修' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await within(dialog).findByText('请填写送修原因')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('送修原因')).toHaveFocus());
  });
});

describe('a backend refusal naming a field marks that field', () => {
  it('a duplicate plate: the message under the plate, focused, the form kept (and the toast)', async () => {
    const user = userEvent.setup();
    // Two vehicles of the same province: the plate's rest is typed, its province kept.
    const mine = data().vehicles[0];
    const other = data().vehicles.find((x) => x !== mine && x.plate[0] === mine!.plate[0]);
    const router = renderScreens(`/VehiclesEdit?carId=${mine!.carId}&parent=%2FVehicles`, screens);
    const plate = await screen.findByLabelText('车牌号');
    await waitFor(() => expect(plate).toHaveValue(mine!.plate.slice(1)));
    await user.clear(plate);
    await user.type(plate, other!.plate.slice(1));
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await fieldError('该车牌号的车辆已存在')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('车牌号')).toHaveFocus());
    expect(where(router)).toBe(`/VehiclesEdit?carId=${mine!.carId}&parent=%2FVehicles`);
    expect(screen.getByLabelText('车牌号')).toHaveValue(other!.plate.slice(1));
    expect(errors).toEqual(['该车牌号的车辆已存在']);
    // Typing again checks the field by its rules: the refusal's message goes.
    await user.type(screen.getByLabelText('车牌号'), '9');
    await waitFor(() => expect(screen.queryByText('该车牌号的车辆已存在', { selector: '.ant-form-item-explain-error' })).toBeNull());
  });

  it('a model no longer offered: the refusal under the model, in the console’s language', async () => {
    const user = userEvent.setup();
    const v = data().vehicles[2]!;
    const next = data().models.find((m) => m.status === 0 && m.modelId !== v.modelId)!;
    renderScreens(`/VehiclesEdit?carId=${v.carId}&parent=%2FVehicles`, screens);
    expect(await screen.findByTitle(v.model)).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByLabelText('车型'));
    fireEvent.click(await screen.findByTitle(next.modelName));
    // Disabled meanwhile (another user, another tab): the backend refuses it, naming the field.
    await ok('/api/basicInfo/model/disable', { params: { modelId: next.modelId } });
    act(() => setLang('en-US'));
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await fieldError('Model: not one of the choices')).toBeInTheDocument();
  });
});

/** A field's format hint: its Form.Item's extra, whose example plates are marked Chinese (lang="zh-CN"). */
const hint = (text: string) => (_: string, el: Element | null) => !!el?.classList.contains('ant-form-item-extra') && el.textContent === text;

describe('format hints where a rule has a shape', () => {
  it('shows the plate’s expected form under it, the refusal kept verbatim', async () => {
    const user = userEvent.setup();
    renderScreens('/VehiclesEdit?parent=%2FVehicles', screens);
    expect(await screen.findByText(hint('如 京A12345，新能源如 粤BD12345'))).toBeInTheDocument();
    await user.type(screen.getByLabelText('车牌号'), 'A1');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await fieldError('请正确填写车牌号')).toBeInTheDocument();
    expect(screen.getByText(hint('如 京A12345，新能源如 粤BD12345'))).toBeInTheDocument();
  });

  it('in English too', async () => {
    act(() => setLang('en-US'));
    renderScreens('/VehiclesEdit?parent=%2FVehicles', screens);
    const shown = await screen.findByText(hint('e.g. 京A12345, or 粤BD12345 for a new-energy car'));
    // The example plates are Chinese in the English screen too, and marked so.
    expect([...shown.querySelectorAll('[lang="zh-CN"]')].map((el) => el.textContent)).toEqual(['京', '粤']);
  });
});

describe('leaving a changed form asks first', () => {
  const LEAVE = '确定离开吗？未保存的修改将丢失';

  it('Cancel on an edited form asks: 继续编辑 keeps it as typed, 离开 goes back to the list', async () => {
    const user = userEvent.setup();
    const v = data().vehicles[0]!;
    const router = renderScreens(`/VehiclesEdit?carId=${v.carId}&parent=%2FVehicles`, screens);
    const remark = await screen.findByLabelText('备注');
    await user.type(remark, '（改）');
    await user.click(screen.getByRole('button', { name: /取\s?消/ }));
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getAllByText(LEAVE).length).toBeGreaterThan(0);
    await user.click(within(ask).getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryAllByText(LEAVE)).toEqual([]));
    expect(where(router)).toBe(`/VehiclesEdit?carId=${v.carId}&parent=%2FVehicles`);
    expect(screen.getByLabelText('备注')).toHaveValue(`${v.remark ?? ''}（改）`);
    await user.click(screen.getByRole('button', { name: /取\s?消/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /离\s?开/ }));
    await waitFor(() => expect(where(router)).toBe('/Vehicles'));
  });

  it('navigating away from an edited form asks; the answer 离开 goes on', async () => {
    const user = userEvent.setup();
    const v = data().vehicles[0]!;
    const router = renderScreens(`/VehiclesEdit?carId=${v.carId}&parent=%2FVehicles`, screens);
    await user.type(await screen.findByLabelText('备注'), '（改）');
    act(() => void router.navigate('/Vehicles'));
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getAllByText(LEAVE).length).toBeGreaterThan(0);
    expect(where(router)).toBe(`/VehiclesEdit?carId=${v.carId}&parent=%2FVehicles`);
    await user.click(within(ask).getByRole('button', { name: /离\s?开/ }));
    await waitFor(() => expect(where(router)).toBe('/Vehicles'));
  });

  it('an untouched form leaves at once, by Cancel or by a navigation; a saved one too', async () => {
    const user = userEvent.setup();
    const v = data().vehicles[0]!;
    const router = renderScreens(`/VehiclesEdit?carId=${v.carId}&parent=%2FVehicles`, screens);
    await screen.findByLabelText('备注');
    await user.click(screen.getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(where(router)).toBe('/Vehicles'));
    act(() => void router.navigate(`/VehiclesEdit?carId=${v.carId}`));
    await screen.findByLabelText('备注');
    act(() => void router.navigate('/VehiclesDetail'));
    await waitFor(() => expect(where(router)).toBe('/VehiclesDetail'));
    // Changed and saved: the way back to the list is not asked.
    act(() => void router.navigate(`/VehiclesEdit?carId=${v.carId}&parent=%2FVehicles`));
    await user.type(await screen.findByLabelText('备注'), '（改）');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(where(router)).toBe('/Vehicles'));
    expect(screen.queryAllByText(LEAVE)).toEqual([]);
  });
});
