/**
 * A detail screen of a record that does not exist says so once, inline, with a way back — no toast besides
 * (/expenseBillDetailes?billNo=<unknown>, and the generic detail of an unknown id).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EntityDetailPage } from '@/components/entity/EntityDetailPage';
import { insurancePolicy } from '@/entities/insurance/policy';
import { ExpenseBillDetailesPage } from '@/features/finance/screens';
import { collectHttpErrors, renderScreens } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');

describe('a record that does not exist', () => {
  it('/expenseBillDetailes?billNo=<unknown>: 账单不存在 once, inline, with a way back to the bills', async () => {
    const user = userEvent.setup();
    const router = renderScreens('/expenseBillDetailes?billNo=ZC000000000', { '/expenseBillDetailes': ExpenseBillDetailesPage, '/izuExpenseBill': () => <p>the bills</p> });
    expect(await screen.findByText('账单不存在')).toBeInTheDocument();
    expect(errors).toEqual([]);
    await user.click(screen.getByRole('button', { name: /返\s?回/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/izuExpenseBill'));
  }, 120_000); // the list under the banner is slow to render on a loaded machine

  it('the generic detail of an unknown id: the refusal once, inline', async () => {
    const Detail = () => <EntityDetailPage schema={insurancePolicy} defaultParent="/InsuranceList" />;
    renderScreens('/InsuranceDetail?policyId=999999999', { '/InsuranceDetail': Detail });
    expect(await screen.findByText('记录不存在或已被删除')).toBeInTheDocument();
    expect(errors).toEqual([]);
  });
});
