/**
 * /PerfectAdd and /InsurancePhoto (src/features/insurance/screens.tsx): what a policy still lacks is listed as it is
 * typed, with the backend's messages; completing is refused on the screen while something lacks, and done once nothing
 * does.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { InsurancePhotoPage, PerfectAddPage } from '@/features/insurance/screens';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');
const screens = { '/PerfectAdd': PerfectAddPage, '/InsurancePhoto': InsurancePhotoPage, '/InsuranceList': () => <p>the list</p> };

/** A compulsory policy to complete: signed, with or without a photo. */
function toComplete(withPhoto: boolean) {
  const p = data().InsuranceList.find((x) => x.perfectState === 1 && x.insuranceType === 1 && x.photos.length > 0 === withPhoto)!;
  p.signDate = p.startDate;
  return p;
}

describe('/PerfectAdd', () => {
  it('lists what lacks and refuses to complete without a photo', async () => {
    const user = userEvent.setup();
    const p = toComplete(false);
    renderScreens(`/PerfectAdd?policyId=${p.policyId}`, screens);
    expect(await screen.findByText(p.policyNo)).toBeInTheDocument();
    expect(screen.getByText('交强险须填写代收车船税')).toBeInTheDocument();
    await user.type(screen.getByLabelText('代收车船税（元）'), '360');
    await waitFor(() => expect(screen.queryByText('交强险须填写代收车船税')).toBeNull());
    await user.click(screen.getByRole('button', { name: '完善保单' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请至少上传一张保单照片后再完善');
    expect(data().InsuranceList.find((x) => x.policyId === p.policyId)!.perfectState).toBe(1);
  });

  it('completes a policy with its photo and detail', async () => {
    const user = userEvent.setup();
    const p = toComplete(true);
    p.signDate = undefined;
    renderScreens(`/PerfectAdd?policyId=${p.policyId}`, screens);
    expect(await screen.findByText(`已上传 ${p.photos.length} 张`)).toBeInTheDocument();
    const signed = screen.getByLabelText('签单日期');
    await user.click(signed);
    await user.type(signed, p.startDate);
    await user.tab();
    await user.type(screen.getByLabelText('代收车船税（元）'), '360');
    expect(await screen.findByText('信息齐全，可以完善。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '完善保单' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(data().InsuranceList.find((x) => x.policyId === p.policyId)).toMatchObject({ perfectState: 2, vehicleTax: 360 });
    expect(errors).toEqual([]);
  });
});
