/**
 * /demandBillAddPage (src/features/bills/DemandBillAddPage.tsx): a client's month's orders, all chosen at first; the
 * totals follow the choice and the amounts typed (billTotals, the backend's function); a discount above the orders is
 * refused on the screen with the backend's message; the bill made holds the chosen orders.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { billTotals } from '@/entities/bill';
import { DemandBillAddPage } from '@/features/bills/screens';
import { formatAmount } from '@/lib/format';
import { commit, data } from '@/mocks/db';
import { billableLines } from '@/mocks/handlers/bills';
import { collectHttpErrors, renderScreens, where } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');

/** A client's month with at least two orders to bill. */
function monthWithTwo() {
  const lines = billableLines();
  const group = lines.map((l) => lines.filter((x) => x.companyName === l.companyName && x.billMonth === l.billMonth)).find((g) => g.length >= 2);
  if (!group) throw new Error('no client month with two orders to bill');
  return group;
}

describe('/demandBillAddPage', () => {
  it('totals the chosen orders as they change, refuses a discount above them, and bills the chosen ones', async () => {
    const lines = monthWithTwo();
    const { companyName, billMonth } = lines[0]!;
    const router = renderScreens(`/demandBillAddPage?${new URLSearchParams({ companyName, billMonth, parent: '/demandBill' })}`, {
      '/demandBillAddPage': DemandBillAddPage,
      '/demandBillDetailPage': () => <p>detail</p>,
    });
    const table = await screen.findByTestId('bill-orders');
    await waitFor(() => expect(within(table).getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toHaveLength(lines.length + 1));
    const payable = () => screen.getByTestId('bill-payable');
    expect(payable()).toHaveTextContent(formatAmount(billTotals({ lineAmounts: lines.map((l) => l.orderAmount), taxRate: 9 }).payableAmount));

    // Leaving the first order out: the totals are the others'.
    const first = within(table).getByText(lines[0]!.demandOrderNo).closest('tr')!;
    fireEvent.click(within(first).getByRole('checkbox'));
    const rest = lines.slice(1);
    await waitFor(() => expect(payable()).toHaveTextContent(formatAmount(billTotals({ lineAmounts: rest.map((l) => l.orderAmount), taxRate: 9 }).payableAmount)));
    expect(screen.getByTestId('bill-chosen-count')).toHaveTextContent(`已选 ${rest.length} / ${lines.length} 单`);

    const discount = screen.getByLabelText('优惠减免（元）');
    fireEvent.change(discount, { target: { value: String(rest.reduce((s, l) => s + l.orderAmount, 0) + 1) } });
    expect(await screen.findByText('优惠减免不能大于订单金额与其他费用之和')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '生成账单' })).toBeDisabled();

    fireEvent.change(discount, { target: { value: '0.3' } });
    fireEvent.change(screen.getByLabelText('其他费用（元）'), { target: { value: '0.1' } });
    const expected = billTotals({ lineAmounts: rest.map((l) => l.orderAmount), extraFeeAmount: '0.1', discountAmount: '0.3', taxRate: 9 });
    await waitFor(() => expect(payable()).toHaveTextContent(formatAmount(expected.payableAmount)));
    fireEvent.click(screen.getByRole('button', { name: '生成账单' }));
    await waitFor(() => expect(where(router)).toMatch(/^\/demandBillDetailPage\?billId=\d+/));
    const bill = data().demandBill[0]!;
    expect(bill.lines.map((l) => l.demandOrderNo)).toEqual(rest.map((l) => l.demandOrderNo));
    expect(bill).toMatchObject({ companyName, billMonth, payableAmount: expected.payableAmount, billStatus: 1 });
    expect(errors).toEqual([]);
  });

  // tests/e2e/bills.spec.ts bills a client's month; when those were the client's last orders to bill (中建八局第三建设有限公司
  // on the seed of 2026-11-27), the client is then offered disabled, without a count: nothing is offered twice.
  it('offers a client with every order billed disabled and without a count, the others with their counts', async () => {
    const company = billableLines()[0]!.companyName;
    const theirs = billableLines(company);
    commit((d) => void d.demandBill.push({ ...d.demandBill[0]!, billId: 99001, billNo: 'XQZD209901001', companyName: company, billStatus: 1, lines: theirs }));
    renderScreens('/demandBillAddPage?parent=/demandBill', { '/demandBillAddPage': DemandBillAddPage });
    const select = within(screen.getByTestId('bill-company')).getByRole('combobox');
    const options = () => [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown .ant-select-item-option')];
    await waitFor(() => expect(screen.getByTestId('bill-company')).not.toHaveClass('ant-select-loading'));
    fireEvent.mouseDown(select);
    await waitFor(() => expect(options().length).toBeGreaterThan(1));
    const option = (name: string) => options().find((o) => o.textContent?.startsWith(name))!;
    expect(option(company).textContent).toBe(company);
    expect(option(company)).toHaveClass('ant-select-item-option-disabled');
    const other = billableLines().find((l) => l.companyName !== company)!.companyName;
    expect(option(other).textContent).toBe(`${other}（${billableLines(other).length}单待出账）`);
    expect(option(other)).not.toHaveClass('ant-select-item-option-disabled');
    expect(errors).toEqual([]);
  });
});
