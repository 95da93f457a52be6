/** A new vehicle change order (src/entities/supplier/changeRules.ts `newChangeOrder`, `nextChangeOrderId`; pure, no msw). */
import { describe, expect, it } from 'vitest';
import { CHANGE_STATUS, newChangeOrder, nextChangeOrderId } from '@/entities/supplier/changeRules';

describe('newChangeOrder', () => {
  it('takes the key above the highest, from 12001', () => {
    expect(nextChangeOrderId([])).toBe(12001);
    expect(nextChangeOrderId([{ changeOrderId: 12007 }, { changeOrderId: 12003 }])).toBe(12008);
  });

  it('awaits audit, numbered by the day and its key, with the order\'s crew before and the asked one after', () => {
    const order = { orderId: '5', orderNo: 'SO1', carId: 7, plate: '京A7', driverId: 3, driverName: '王师傅', supplierName: '供应商甲', customerName: '客户乙' };
    const change = newChangeOrder(order, { newCarId: '8', newPlate: '京A8', newDriverId: '3', newDriverName: '王师傅', changeReason: '车辆故障' }, { id: 12008, day: '20261128', time: '2026-11-28 10:00:00', applicant: '调度员' });
    expect(change).toMatchObject({
      changeOrderId: 12008, changeOrderNo: 'HC2026112812008', orderId: 5, changeStatus: CHANGE_STATUS.pending, changeStatusName: '待审核', changeType: 1,
      oldCarId: 7, oldPlate: '京A7', newCarId: 8, newDriverId: 3, applicantName: '调度员', applyTime: '2026-11-28 10:00:00', auditorName: '',
    });
  });
});
