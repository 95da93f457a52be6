/**
 * A changed form in the console's tabs (docs/architecture.md "Forms: leaving a changed form"): a form's screen is not
 * kept when left (its route is not cached), so leaving it for another screen asks first, and so does closing its tab.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { data } from '@/mocks/db';
import { renderConsole, signInAs, where } from '../harness';

const LEAVE = '确定离开吗？未保存的修改将丢失';
const pane = (path: string) => document.querySelector<HTMLElement>(`[data-pane="${path}"]`);
const tabBar = () => screen.getByRole('tablist');
const asked = () => screen.queryAllByText(LEAVE).length > 0;

async function editedForm() {
  await signInAs('admin', 'admin123');
  const v = data().vehicles[0];
  const { router } = renderConsole(`/VehiclesEdit?carId=${v!.carId}`);
  await screen.findByRole('tablist');
  const user = userEvent.setup();
  await user.type(await within(pane('/VehiclesEdit')!).findByLabelText('备注'), '（改）');
  return { router, user };
}

describe('a changed form in a tab', () => {
  it('leaving it for another screen asks (a form is not kept when left): 继续编辑 stays, 离开 goes', async () => {
    const { router, user } = await editedForm();
    act(() => void router.navigate('/Vehicles'));
    await waitFor(() => expect(asked()).toBe(true));
    await user.click(screen.getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(asked()).toBe(false));
    expect(where(router)).toMatch(/^\/VehiclesEdit/);
    act(() => void router.navigate('/Vehicles'));
    await user.click(await screen.findByRole('button', { name: /离\s?开/ }));
    await waitFor(() => expect(where(router)).toBe('/Vehicles'));
  });

  it('closing its tab asks: 继续编辑 keeps the tab, 离开 closes it', async () => {
    const { user } = await editedForm();
    const close = () => within(within(tabBar()).getByRole('tab', { name: /车辆/ }).parentElement!).getByRole('button', { name: /remove|关闭|close/i });
    await user.click(close());
    await waitFor(() => expect(asked()).toBe(true));
    await user.click(screen.getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(asked()).toBe(false));
    expect(pane('/VehiclesEdit')).not.toBeNull();
    await user.click(close());
    await user.click(await screen.findByRole('button', { name: /离\s?开/ }));
    await waitFor(() => expect(pane('/VehiclesEdit')).toBeNull());
  });
});
