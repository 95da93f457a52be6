/**
 * /DispatchProcess, the dispatch centre's bespoke screen: the request, a vehicle among those free for its period,
 * then a driver free and licensed for it (cleared when the vehicle changes), a confirmation, and the backend's check —
 * a driver taken meanwhile is refused with the rule's message under the driver field, the choices are asked again,
 * and what was chosen stays. (The list's counts by state: tests/unit/mocks/dispatchCentre.test.ts and the e2e journey.)
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DISPATCH_REFUSALS } from '@/entities/admin/dispatchRequest';
import { DispatchCenterPage, DispatchProcessPage } from '@/features/admin/DispatchCentre';
import { commit, data } from '@/mocks/db';
import { collectHttpErrors, renderScreens, where } from '../harness';

const errors = collectHttpErrors('dispatcher', 'dispatch123');
const screens = { '/DispatchProcess': DispatchProcessPage };

/** The seeded 北京 request awaiting dispatch that overlaps an assignment (seeds/dispatchRequests.ts). */
function seededPair() {
  const rows = data().DispatchCenter;
  const pending = rows.find((r) => r.requestStatus === 1 && r.cityName === '北京' && r.startTime.endsWith(' 10:00:00') && r.endTime.endsWith(' 15:00:00'))!;
  const held = rows.find((r) => r.requestStatus === 2 && r.startTime === `${pending.startTime.slice(0, 10)} 09:00:00` && r.cityId === pending.cityId)!;
  return { pending, held };
}

/** The options of the select labelled `label` (its dropdown, found by the listbox its input controls), once open. */
function optionsOf(label: string): HTMLElement[] {
  const id = screen.getByLabelText(label).getAttribute('aria-controls');
  const dropdown = id ? document.getElementById(id)?.closest('.ant-select-dropdown') : null;
  return dropdown ? [...dropdown.querySelectorAll<HTMLElement>('.ant-select-item-option')] : [];
}

/** Opens the select and waits for its options; their texts. */
async function open(label: string): Promise<string[]> {
  fireEvent.mouseDown(screen.getByLabelText(label));
  await waitFor(() => expect(optionsOf(label).length).toBeGreaterThan(0));
  return optionsOf(label).map((o) => o.textContent ?? '');
}

/**
 * Chooses the option of that text in the (open) select, once it is drawn: in a real browser the list reopened with a
 * value scrolls to it, and its options are drawn as they come (antd's virtual list).
 */
async function choose(label: string, text: string): Promise<void> {
  const option = await waitFor(() => {
    const found = optionsOf(label).find((o) => o.textContent === text);
    expect(found).toBeTruthy();
    return found!;
  });
  await userEvent.click(option);
}

const shownIn = (label: string) => screen.getByLabelText(label).closest('.ant-select')?.textContent ?? '';

describe('/DispatchProcess', () => {
  it('offers only free vehicles and drivers, asks for both, and shows a refusal under the field it is about', async () => {
    const user = userEvent.setup();
    const { pending, held } = seededPair();
    const router = renderScreens(`/DispatchProcess?requestId=${pending.requestId}&parent=%2FDispatchCenter`, screens);
    expect(await screen.findByText(pending.requestNo)).toBeInTheDocument();

    // Nothing chosen: both required, with the backend's words; the driver waits for a vehicle.
    expect(screen.getByLabelText('司机')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '确认派车' }));
    expect(await screen.findByText('请选择车辆', { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();

    const cars = await open('车辆');
    expect(cars.some((t) => t.includes(held.plate!))).toBe(false);
    const [first, second] = cars;
    await choose('车辆', first!);
    await waitFor(() => expect(screen.getByLabelText('司机')).toBeEnabled());
    const drivers = await open('司机');
    expect(drivers.some((t) => t.includes(held.driverPhone!))).toBe(false);
    const driverText = drivers[0]!;
    await choose('司机', driverText);
    await waitFor(() => expect(shownIn('司机')).toContain(driverText.split(' · ')[0]));

    // Changing the vehicle clears the driver (their licence was checked for the other one).
    if (second) {
      await open('车辆');
      await choose('车辆', second);
      await waitFor(() => expect(shownIn('司机')).not.toContain(driverText.split(' · ')[0]));
      await open('车辆');
      await choose('车辆', first!);
      await open('司机');
      await choose('司机', driverText);
      await waitFor(() => expect(shownIn('司机')).toContain(driverText.split(' · ')[0]));
    }

    // Meanwhile the driver is taken for an overlapping request: the backend refuses, the message shows under the field.
    const driverId = data().Drivers.find((d) => driverText.startsWith(`${d.driverName} · `) && d.cityId === pending.cityId)!.driverId;
    commit((d) => void Object.assign(d.DispatchCenter.find((r) => r.requestId === held.requestId)!, { driverId, startTime: pending.startTime }));
    await user.click(screen.getByRole('button', { name: '确认派车' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(first!.split(' · ')[0]!);
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText(DISPATCH_REFUSALS.driverBusy['zh-CN'], { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(errors).toContain(DISPATCH_REFUSALS.driverBusy['zh-CN']);
    // The choices are asked again: the driver taken is no longer offered.
    fireEvent.mouseDown(screen.getByLabelText('司机'));
    await waitFor(() => expect(optionsOf('司机').map((o) => o.textContent)).not.toContain(driverText));
    expect(data().DispatchCenter.find((r) => r.requestId === pending.requestId)?.requestStatus).toBe(1);
    expect(where(router)).toContain('/DispatchProcess');
  });

  it('assigns a free vehicle and driver after the confirmation, then goes back to the list', async () => {
    const user = userEvent.setup();
    const { pending } = seededPair();
    const router = renderScreens(`/DispatchProcess?requestId=${pending.requestId}&parent=%2FDispatchCenter%3FrequestStatus%3D2`, screens);
    expect(await screen.findByText(pending.requestNo)).toBeInTheDocument();
    await choose('车辆', (await open('车辆'))[0]!);
    await waitFor(() => expect(screen.getByLabelText('司机')).toBeEnabled());
    await choose('司机', (await open('司机'))[0]!);
    await user.click(screen.getByRole('button', { name: '确认派车' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(where(router)).toBe('/DispatchCenter?requestStatus=2'));
    expect(data().DispatchCenter.find((r) => r.requestId === pending.requestId)).toMatchObject({ requestStatus: 2, requestStatusName: '已派车' });
    expect(await screen.findByText('other screen')).toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it('says so when the request no longer awaits dispatch', async () => {
    const { held } = seededPair();
    renderScreens(`/DispatchProcess?requestId=${held.requestId}`, screens);
    expect(await screen.findByText(DISPATCH_REFUSALS.notPending['zh-CN'])).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认派车' })).toBeNull();
  });
});

describe('/DispatchCenter', () => {
  it('lists the urgent requests first, the earliest start first, marked 加急, and flags one whose start has passed 已超时', async () => {
    const template = data().DispatchCenter.find((r) => r.requestStatus === 1)!;
    const late = { ...template, requestId: 78001, requestNo: 'YCLATE0001', urgent: true, startTime: '2020-01-01 09:00:00', endTime: '2020-01-01 10:00:00' };
    commit((d) => void d.DispatchCenter.push(late));
    renderScreens('/DispatchCenter', { '/DispatchCenter': DispatchCenterPage });
    const first = (await screen.findByText('YCLATE0001')).closest('tr')!;
    expect(document.querySelector('.ant-table-tbody tr.ant-table-row')).toBe(first);
    expect(within(first).getByText('加急')).toHaveClass('ant-tag');
    expect(within(first).getByText('已超时')).toHaveClass('ant-tag');
    // A flag, not 是/否.
    expect(within(first).queryByText('是')).toBeNull();
    // The second row is urgent too (the seed has several).
    const second = first.nextElementSibling as HTMLElement;
    expect(within(second).getByText('加急')).toHaveClass('ant-tag');
    expect(errors).toEqual([]);
  });
});
