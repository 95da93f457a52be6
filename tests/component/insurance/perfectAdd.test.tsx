/**
 * 完善 on a policy (src/features/insurance/screens.tsx) is a drawer on the policy ([Q] 7; docs/architecture.md "Step
 * dialogs"): opened from its row on /InsuranceList, the address unchanged (no row in it), the policy named; what it
 * still lacks is listed as it is typed, with the backend's messages; completing is refused in the drawer while
 * something lacks, and once nothing does the drawer closes and the row reads 已完善. /PerfectAdd, its §2 route, opens
 * the policy by its id on its detail with the drawer open, or says why it is not offered. Leaving the drawer changed
 * asks first, as every form does.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InsuranceDetailPage, InsuranceListPage, InsurancePhotoPage, PerfectAddPage } from '@/features/insurance/screens';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens, rowActionTarget, where } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');
const screens = { '/PerfectAdd': PerfectAddPage, '/InsurancePhoto': InsurancePhotoPage, '/InsuranceList': InsuranceListPage, '/InsuranceDetail': InsuranceDetailPage };
const TITLE = '完善保险信息';
const stored = (id: number) => data().InsuranceList.find((x) => x.policyId === id)!;

/** A compulsory policy to complete: signed, with or without a photo. */
function toComplete(withPhoto: boolean) {
  const p = data().InsuranceList.find((x) => x.perfectState === 1 && x.insuranceType === 1 && x.photos.length > 0 === withPhoto)!;
  p.signDate = p.startDate;
  return p;
}

/** Opens 完善 from the policy's row on the list filtered for it; answers the drawer and the list's address. */
async function openFromRow(policyNo: string) {
  const list = `/InsuranceList?policyNo=${policyNo}`;
  const router = renderScreens(list, screens);
  await userEvent.click(await rowActionTarget((await screen.findByText(policyNo)).closest('tr')!, /^完\s*善$/));
  const drawer = await screen.findByRole('dialog', { name: TITLE });
  expect(where(router)).toBe(list);
  return { drawer, router, list };
}

describe('完善 a policy', () => {
  it('is a drawer on its row: the policy named, what lacks listed as typed; refused without a photo', async () => {
    const user = userEvent.setup();
    const p = toComplete(false);
    const { drawer, router } = await openFromRow(p.policyNo);
    expect(where(router)).not.toContain('row=');
    expect(within(drawer).getByText(p.policyNo)).toBeInTheDocument();
    expect(within(drawer).getByText('交强险须填写代收车船税')).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('代收车船税（元）'), '360');
    await waitFor(() => expect(within(drawer).queryByText('交强险须填写代收车船税')).toBeNull());
    await user.click(within(drawer).getByRole('button', { name: '完善保单' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('请至少上传一张保单照片后再完善');
    expect(stored(p.policyId).perfectState).toBe(1);
  });

  it('completes a policy with its photo and detail: the drawer closes, the row reads 已完善', async () => {
    const user = userEvent.setup();
    const p = toComplete(true);
    p.signDate = undefined;
    const { drawer, router, list } = await openFromRow(p.policyNo);
    expect(within(drawer).getByText(`已上传 ${p.photos.length} 张`)).toBeInTheDocument();
    const signed = within(drawer).getByLabelText('签单日期');
    await user.click(signed);
    await user.type(signed, p.startDate);
    await user.tab();
    await user.type(within(drawer).getByLabelText('代收车船税（元）'), '360');
    expect(await within(drawer).findByText('信息齐全，可以完善。')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '完善保单' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    expect(stored(p.policyId)).toMatchObject({ perfectState: 2, vehicleTax: 360 });
    await waitFor(async () => expect(within((await screen.findByText(p.policyNo)).closest('tr')!).getByText('已完善')).toBeInTheDocument());
    expect(where(router)).toBe(list);
    expect(errors).toEqual([]);
  });

  it('Cancel on a changed drawer asks first: 继续编辑 keeps what was typed, 离开 discards it; an untouched one closes at once', async () => {
    const LEAVE = '确定离开吗？未保存的修改将丢失';
    const asked = async () => (await screen.findAllByText(LEAVE))[0]!.closest<HTMLElement>('[role="dialog"]')!;
    const user = userEvent.setup();
    const p = toComplete(false);
    const { drawer } = await openFromRow(p.policyNo);
    await user.click(within(drawer).getByRole('button', { name: /^取\s?消$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    expect(screen.queryAllByText(LEAVE)).toEqual([]);

    await user.click(await rowActionTarget((await screen.findByText(p.policyNo)).closest('tr')!, /^完\s*善$/));
    const again = await screen.findByRole('dialog', { name: TITLE });
    await user.type(within(again).getByLabelText('代收车船税（元）'), '360');
    await user.click(within(again).getByRole('button', { name: /^取\s?消$/ }));
    await user.click(within(await asked()).getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryAllByText(LEAVE)).toEqual([]));
    expect(within(again).getByLabelText('代收车船税（元）')).toHaveValue('360');

    await user.click(within(again).getByRole('button', { name: /^取\s?消$/ }));
    await user.click(within(await asked()).getByRole('button', { name: /离\s?开/ }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull());
    expect(stored(p.policyId)).toMatchObject({ perfectState: 1 });
    expect(stored(p.policyId).vehicleTax).not.toBe(360);
  });

  it("is offered on the policy's detail too: the same drawer, the address unchanged", async () => {
    const p = toComplete(false);
    const detail = `/InsuranceDetail?policyId=${p.policyId}`;
    const router = renderScreens(detail, screens);
    await userEvent.click(await screen.findByRole('button', { name: /^完\s*善$/ }));
    const drawer = await screen.findByRole('dialog', { name: TITLE });
    expect(within(drawer).getByText('交强险须填写代收车船税')).toBeInTheDocument();
    expect(where(router)).toBe(detail);
  });

  it('/PerfectAdd opens the policy by its id with the drawer open; done, it shows the list', async () => {
    const user = userEvent.setup();
    const p = toComplete(true);
    const router = renderScreens(`/PerfectAdd?policyId=${p.policyId}`, screens);
    const drawer = await screen.findByRole('dialog', { name: TITLE });
    expect(within(drawer).getByText(p.policyNo)).toBeInTheDocument();
    await user.type(within(drawer).getByLabelText('代收车船税（元）'), '360');
    await user.click(within(drawer).getByRole('button', { name: '完善保单' }));
    await waitFor(() => expect(where(router)).toMatch(/^\/InsuranceList/));
    expect(stored(p.policyId).perfectState).toBe(2);
  });

  it('/PerfectAdd of a complete policy says why the drawer is not offered', async () => {
    const p = data().InsuranceList.find((x) => x.perfectState === 2)!;
    renderScreens(`/PerfectAdd?policyId=${p.policyId}`, screens);
    expect(await screen.findByText('该记录当前的状态不能执行“完善”。')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
