/**
 * The bespoke screens of issue [L] (src/features/admin): /RefuelingAdd shows the amount and the consumption as they
 * are typed and checks under the odometer the rule the backend applies (the vehicle's previous reading, named);
 * /BasicInfoList shows the models, colours and fuel types, one tab each, the tab in the address.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { previousRefuel, REFUEL_PENDING } from '@/entities/admin/refuel';
import { BasicInfoListPage } from '@/features/admin/basicInfo';
import { RefuelingAddPage } from '@/features/admin/refuel';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens, rowActionNames, where } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');

describe('/RefuelingAdd', () => {
  it('edits a pending record: the amount and consumption follow what is typed, a reading below the previous one is refused under its field', async () => {
    const user = userEvent.setup();
    const pending = data().RefuelingList.find((r) => r.refuelStatus === REFUEL_PENDING)!;
    const previous = previousRefuel(data().RefuelingList, pending.plate, pending.refuelId)!;
    const router = renderScreens(`/RefuelingAdd?refuelId=${pending.refuelId}&parent=%2FRefuelingList`, { '/RefuelingAdd': RefuelingAddPage });
    const litres = await screen.findByLabelText('加油量（升）');
    await waitFor(() => expect(screen.getByTestId('refuel-previous')).toHaveTextContent(`${previous.odometer} km`));

    // Typed values as a change each (the inputs' filters keep them as they are).
    const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
    type(litres, '30.22');
    type(screen.getByLabelText('单价（元/升）'), '7.75');
    // 234.205 rounds half up (floating point would give 234.20).
    await waitFor(() => expect(screen.getByTestId('refuel-amount')).toHaveTextContent('234.21'));

    const odometer = screen.getByLabelText('里程表读数（km）');
    type(odometer, String(previous.odometer - 1));
    expect(await screen.findByText(`里程表读数须大于该车上次加油时的读数（${previous.odometer} km）`)).toBeInTheDocument();
    const count = data().RefuelingList.length;
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(where(router)).toMatch(/^\/RefuelingAdd/);

    type(odometer, String(previous.odometer + 420));
    await waitFor(() => expect(screen.getByTestId('refuel-consumption')).toHaveTextContent('7.20'));
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(where(router)).toBe('/RefuelingList'));
    expect(data().RefuelingList).toHaveLength(count);
    expect(data().RefuelingList.find((r) => r.refuelId === pending.refuelId)).toMatchObject({ litres: 30.22, amount: 234.21, odometer: previous.odometer + 420, consumption: '7.20' });
    expect(errors).toEqual([]);
  });
});

describe('/BasicInfoList', () => {
  it('lists the models, then the colours with how many vehicles use each, on their own tabs', async () => {
    const router = renderScreens('/BasicInfoList', { '/BasicInfoList': BasicInfoListPage });
    const model = data().models.find((m) => data().vehicles.some((v) => v.modelId === m.modelId))!;
    expect(await screen.findByText(model.modelName)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '车身颜色' }));
    await waitFor(() => expect(where(router)).toBe('/BasicInfoList?tab=colors'));
    const colour = data().BasicInfoColors.find((c) => data().vehicles.some((v) => v.color === c.colorName))!;
    const row = (await screen.findByText(colour.colorName)).closest('tr')!;
    expect(within(row).getByText(String(data().vehicles.filter((v) => v.color === colour.colorName).length))).toBeInTheDocument();
    expect(await rowActionNames(row)).toContain('删除');
  });
});
