/**
 * Bills made of chosen orders (src/entities/bill/rules.ts, src/entities/charging/rules.ts) and a charging order's
 * station: pure over the rows they are given, no msw, no React.
 */
import { describe, expect, it } from 'vitest';
import { BILL_MONTH_PATTERN, chosenNumbers, demandChoiceProblem, paidBill } from '@/entities/bill';
import { postingProblem, stationCharge, stationOptions } from '@/entities/charging';

describe('a choice of orders', () => {
  it('reads "a, b" dropping blanks and refuses none or a repeat', () => {
    expect(chosenNumbers(' A1, ,B2 ', '请选择')).toEqual({ nos: ['A1', 'B2'], problem: null });
    expect(chosenNumbers(undefined, '请选择')).toEqual({ nos: [], problem: '请选择' });
    expect(chosenNumbers('A1,A1', '请选择').problem).toBe('所选订单有重复');
    expect(['2026-10', '2026-13', '2026-1'].map((m) => BILL_MONTH_PATTERN.test(m))).toEqual([true, false, false]);
  });

  it('refuses a demand order not of the client’s month first, then one in a live bill', () => {
    const order = (no: string, companyName = '甲', useEndTime = '2026-10-05 10:00:00') => ({ demandOrderNo: no, demandOrderStatusCode: 4, companyName, useEndTime });
    const orders = [order('D1'), order('D2', '乙'), order('D3')];
    const bills = [{ billNo: 'XQZD202610001', billStatus: 1, lines: [{ demandOrderNo: 'D3' }] }, { billNo: 'XQZD202610002', billStatus: 9, lines: [{ demandOrderNo: 'D1' }] }];
    expect(demandChoiceProblem(['D1'], orders, bills, '甲', '2026-10')).toBeNull();
    expect(demandChoiceProblem(['D1', 'D2'], orders, bills, '甲', '2026-10')).toBe('订单D2不是该企业客户2026-10已完成的需求订单');
    expect(demandChoiceProblem(['D9'], orders, bills, '甲', '2026-10')).toBe('订单D9不是该企业客户2026-10已完成的需求订单');
    expect(demandChoiceProblem(['D3'], orders, bills, '甲', '2026-10')).toBe('订单D3已在账单XQZD202610001中，不能重复出账');
  });
});

describe('charging', () => {
  const operators = [
    { operatorName: '星星', status: 0, serviceRate: 0.4, stations: [{ stationId: 1, stationName: '西湖站', cityName: '杭州', electricityPrice: 1.1 }] },
    { operatorName: '停用', status: 1, serviceRate: 0.5, stations: [{ stationId: 2, stationName: '老站', cityName: '宁波', electricityPrice: 1 }] },
  ];

  it('offers the enabled operators’ stations and takes an order’s names, city, rates and exact fees from its station', () => {
    expect(stationOptions(operators)).toEqual([{ value: 1, label: '西湖站（星星）' }]);
    expect(stationCharge(1, 10.5, operators)).toEqual({
      operatorName: '星星', stationName: '西湖站', cityName: '杭州', electricityPrice: 1.1, serviceRate: 0.4, electricityFee: 11.55, serviceFee: 4.2, totalAmount: 15.75,
    });
    expect(stationCharge(9, 1, operators)).toBeUndefined();
  });

  it('refuses posting an order in a live bill first, then one not of the operator’s month', () => {
    const line = { plate: '浙A1', stationName: '西湖站', kwh: 1, electricityFee: 1, serviceFee: 1, totalAmount: 2, orderStatus: 0 };
    const orders = [{ ...line, orderNo: 'C1', operatorName: '星星', startTime: '2026-10-02 08:00:00' }, { ...line, orderNo: 'C2', operatorName: '星星', startTime: '2026-09-30 08:00:00' }];
    const bills = [{ billNo: 'CDZD1', billStatus: 1, lines: [{ orderNo: 'C1' }] }];
    expect(postingProblem(['C1'], orders, bills, '星星', '2026-10')).toBe('充电订单C1已在账单CDZD1中，不能重复入账');
    expect(postingProblem(['C2'], orders, [], '星星', '2026-10')).toBe('充电订单C2不是该运营商2026-10的充电订单');
    expect(postingProblem(['C1'], orders, [], '星星', '2026-10')).toBeNull();
  });
});

describe('a customer bill’s payment', () => {
  it('adds the payment, sums what is received exactly, and settles at a zero balance', () => {
    const bill = { totalAmount: 100.3, payments: [{ payAmount: 0.1 }] };
    expect(paidBill(bill, { payAmount: 0.2 }, '2026-11-28 10:00:00')).toEqual({ payments: [{ payAmount: 0.1 }, { payAmount: 0.2 }], receivedAmount: 0.3, balanceAmount: 100, billStatus: 2 });
    expect(paidBill(bill, { payAmount: 100.2 }, '2026-11-28 10:00:00')).toMatchObject({ receivedAmount: 100.3, balanceAmount: 0, billStatus: 3, settleTime: '2026-11-28 10:00:00' });
  });
});
