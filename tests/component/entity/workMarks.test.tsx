/**
 * The marks of the work on a list (docs/architecture.md "Urgency order of the lists"): a row of an entity declaring its
 * work shows 逾期 when overdue by the rule the backend orders by (src/entities/urgency.ts) — a customer bill not
 * settled past its due date — and no flag on a settled one.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerBill } from '@/entities/bill/customerBill';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { nowWallText } from '@/lib/clock';
import { commit, data } from '@/mocks/db';
import { collectHttpErrors, renderScreens } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');
const screens = { '/customerBillSec': () => <EntityListPage schema={customerBill} /> };

/** The day before the demo's today (YYYY-MM-DD). */
function yesterday(): string {
  const d = new Date(`${nowWallText().slice(0, 10)}T12:00:00`);
  d.setDate(d.getDate() - 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The row of the table holding a bill's number, once shown. */
async function rowOf(billNo: string): Promise<HTMLElement> {
  const cell = await screen.findByText(billNo, {}, { timeout: 5000 });
  return cell.closest('tr')!;
}

describe('the overdue flag of a list row', () => {
  it('shows 逾期 on a bill not settled past its due date', async () => {
    const bill = data().customerBillSec.find((b) => b.billStatus === 1)!;
    commit((d) => void (d.customerBillSec.find((b) => b.billId === bill.billId)!.dueDate = yesterday()));
    renderScreens(`/customerBillSec?billNo=${bill.billNo}`, screens);
    const row = await rowOf(bill.billNo);
    expect(row).toHaveTextContent('逾期');
    expect(errors).toEqual([]);
  });

  it('shows no flag on a settled bill past its due date', async () => {
    const bill = data().customerBillSec.find((b) => b.billStatus === 3)!;
    commit((d) => void (d.customerBillSec.find((b) => b.billId === bill.billId)!.dueDate = yesterday()));
    renderScreens(`/customerBillSec?billNo=${bill.billNo}`, screens);
    const row = await rowOf(bill.billNo);
    await waitFor(() => expect(row).toHaveTextContent('已结清'));
    expect(row).not.toHaveTextContent('逾期');
  });
});
