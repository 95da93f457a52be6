/**
 * The worked example of docs/adding-a-screen.md as a user meets it, drawn from its declaration alone: the add form
 * checks the booking rule under the vehicle before sending (the function the backend refuses with), then books; the
 * list offers the two transitions of a booked inspection, each with its confirmation.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { declaredScreen } from '@/components/entity/screens';
import { annualInspection } from '@/entities/records/annualInspection';
import { addMonths, inspectionBookingProblem } from '@/entities/records/rules';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens, rowActionNames, rowActionTarget, where } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');

/** A form typed into key by key and two screens: slow on a loaded machine, not failing (no fixed wait anywhere). */
const SLOW = { timeout: 150_000 };

const screens = {
  '/AnnualInspectionList': declaredScreen(annualInspection, '/AnnualInspectionList'),
  '/AnnualInspectionAdd': declaredScreen(annualInspection, '/AnnualInspectionAdd'),
  '/AnnualInspectionDetail': declaredScreen(annualInspection, '/AnnualInspectionDetail'),
};

/** An available vehicle whose inspection stays valid for more than four months: too early to book now. */
function vehicleNotYetDue() {
  const today = new Date().toISOString().slice(0, 10);
  const v = data().vehicles.find((x) => x.vehicleStatus === 1 && (x.inspectionExpiry ?? '') > addMonths(today, 5));
  if (!v?.inspectionExpiry) throw new Error('no seeded vehicle with a distant inspection expiry');
  return { ...v, inspectionExpiry: v.inspectionExpiry };
}

/**
 * Types a date into a date picker, in place of what it shows: the typed text replaces the whole input (clearing it
 * first raced with the picker, which shows its chosen date again once the input is left empty).
 */
async function typeDate(user: ReturnType<typeof userEvent.setup>, label: string, date: string) {
  const input = screen.getByLabelText<HTMLInputElement>(label);
  await user.click(input);
  await user.type(input, date, { initialSelectionStart: 0, initialSelectionEnd: input.value.length });
  await user.keyboard('{Enter}');
  await waitFor(() => expect(input).toHaveValue(date));
}

describe('/AnnualInspectionAdd', () => {
  it('refuses, under the vehicle and before sending, a date earlier than three months before its validity ends; books a date inside them', SLOW, async () => {
    const user = userEvent.setup();
    const v = vehicleNotYetDue();
    const before = data().AnnualInspectionList.length;
    const router = renderScreens('/AnnualInspectionAdd?parent=%2FAnnualInspectionList', screens);
    fireEvent.mouseDown(await screen.findByLabelText('车牌号'));
    fireEvent.click(await screen.findByTitle(v.plate));
    await user.type(screen.getByLabelText('检测站'), '市机动车检测中心');
    await user.type(screen.getByLabelText('经办人'), '王磊');
    const early = addMonths(v.inspectionExpiry, -4);
    await typeDate(user, '预约检验日期', early);
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    const message = inspectionBookingProblem(v, { planDate: early })!['zh-CN'];
    expect(await screen.findByText(message, { selector: '.ant-form-item-explain-error' })).toBeInTheDocument();
    expect(data().AnnualInspectionList.length).toBe(before);
    // A date inside the window: the message goes (re-checked as the date changes), and the booking is saved.
    const inside = addMonths(v.inspectionExpiry, -2);
    await typeDate(user, '预约检验日期', inside);
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(where(router)).toBe('/AnnualInspectionList'));
    expect(data().AnnualInspectionList.length).toBe(before + 1);
    expect(data().AnnualInspectionList.find((r) => r.carId === v.carId && r.planDate === inside)).toMatchObject({ plate: v.plate, inspectStatus: 1, inspectStatusName: '待检验' });
    expect(errors).toEqual([]);
  });
});

describe('/AnnualInspectionList', () => {
  it('cancels a booking after its confirmation; the booking then offers neither transition', SLOW, async () => {
    const user = userEvent.setup();
    const booked = data().AnnualInspectionList.find((r) => r.inspectStatus === 1)!;
    renderScreens(`/AnnualInspectionList?inspectionNo=${booked.inspectionNo}`, screens);
    const row = (await screen.findByText(booked.inspectionNo)).closest('tr')!;
    expect(await rowActionNames(row)).toContain('登记通过');
    await user.click(await rowActionTarget(row, '取消预约'));
    await user.click(await screen.findByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(data().AnnualInspectionList.find((r) => r.inspectionId === booked.inspectionId)).toMatchObject({ inspectStatus: 3, inspectStatusName: '已取消' }));
    await waitFor(() => expect(within(screen.getByText(booked.inspectionNo).closest('tr')!).getByText('已取消')).toBeInTheDocument());
    const after = await rowActionNames(screen.getByText(booked.inspectionNo).closest('tr')!);
    expect(after).not.toContain('登记通过');
    expect(after).not.toContain('取消预约');
    expect(errors).toEqual([]);
  });
});
