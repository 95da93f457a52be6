/** Customer bills in the demo backend (entities/bill/customerBill.ts): a payment recorded, the amounts and state following. */
import { describe, expect, it } from 'vitest';
import { data } from '@/mocks/db';
import { call, ok } from './api';

const BASE = '/api/lingsan/customerBill';

describe('customer bills', () => {
  it('records a payment (never above the balance), then settles the bill when nothing is left', async () => {
    const bill = data().customerBillSec.find((b) => b.billStatus === 1 && b.balanceAmount >= 1)!;
    const paid = bill.payments.length;
    const balance = bill.balanceAmount;
    expect(await call(`${BASE}/payment`, { params: { billId: bill.billId, payAmount: balance + 1, payMethod: 1 } })).toMatchObject({ code: 1, msg: '收款金额不能大于账单未收余额' });
    const part = await ok<Record<string, unknown>>(`${BASE}/payment`, { params: { billId: bill.billId, payAmount: 0.5, payMethod: 1, payerAccount: '6222', payRemark: '首付' } });
    expect(part).toMatchObject({ billStatus: 2, receivedAmount: bill.totalAmount - balance + 0.5 });
    expect(part.payAmount).toBeUndefined();
    expect((part.payments as unknown[]).length).toBe(paid + 1);
    expect((part.payments as Record<string, unknown>[]).at(-1)).toMatchObject({ payAmount: 0.5, payerAccount: '6222', payRemark: '首付' });
    const rest = Number((balance - 0.5).toFixed(2));
    const settled = await ok<Record<string, unknown>>(`${BASE}/payment`, { params: { billId: bill.billId, payAmount: rest, payMethod: 1 } });
    expect(settled).toMatchObject({ billStatus: 3, balanceAmount: 0 });
    expect(settled.settleTime).toBeTruthy();
  });
});
