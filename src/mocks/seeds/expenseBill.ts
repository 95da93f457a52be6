/**
 * The suppliers' monthly bills — the provider's expense bills (src/entities/finance/expenseBill.ts) — and their
 * order lines, the last four months: each line an order of one of the supplier's own vehicles and drivers
 * (/scatteredCarInfo, /scatteredDriverInfo) in the bill's month; the bill's amount and order count are its lines'
 * (`billAmountOf`), its payable the amount less its deductions (`payableOf`). Last month's bills await review (one in
 * four rejected), the month before's are approved, older ones paid.
 */
import { billAmountOf, deductionTotal, payableOf } from '@/entities/finance';
import { monthRental, type ExpenseBillLine } from '../finance';
import type { ScatteredBill } from '../model';
import { SUPPLIERS } from './company';
import { registerCollections } from './registry';
import { compactDate, DAY, formatWallTime } from '../time';

const DEDUCTIONS = [
  ['违章罚款', '用车期间违章停车，罚款由供应商承担'],
  ['车辆损伤', '还车时右后门划痕，按定损金额扣除'],
  ['服务投诉', '司机未按约定时间到达，客户投诉成立'],
  ['迟到扣款', '接车迟到40分钟'],
] as const;

registerCollections(['scatteredBills', 'expenseBillLines'], ({ rng, today, get }) => {
  const cars = get('scatteredCars');
  const drivers = get('scatteredDrivers');
  const lines: ExpenseBillLine[] = [];
  const bills = SUPPLIERS.flatMap((supplierName, s) =>
    [1, 2, 3, 4].map((m, k): ScatteredBill => {
      const created = today - (m * 30 - 3) * DAY;
      const billNo = `LSZD${compactDate(created)}${rng.digits(4)}`;
      const billMonth = formatWallTime(created - 5 * DAY).slice(0, 7);
      const ownCars = cars.filter((c) => c.supplierName === supplierName);
      const ownDrivers = drivers.filter((d) => d.supplierName === supplierName);
      const own = Array.from({ length: rng.int(3, 9) }, (_, n): ExpenseBillLine => {
        const car = rng.pick(ownCars);
        const rental = monthRental(rng, billMonth, 10, car.seats > 20 ? [1200, 2000] : car.seats > 7 ? [700, 1000] : [300, 650]);
        return {
          lineId: 70001 + lines.length + n, billNo, supplierName, orderNo: `LS${rental.startDate.replaceAll('-', '')}${rng.digits(5)}`,
          plate: car.plate, brandModel: car.brandModel, driverName: rng.pick(ownDrivers).driverName, ...rental,
        };
      });
      lines.push(...own);
      const deductions = rng.chance(0.4)
        ? Array.from({ length: rng.int(1, 2) }, () => {
            const [deductionType, remark] = rng.pick(DEDUCTIONS);
            return { deductionType, plate: rng.pick(own).plate, amount: rng.int(1, 16) * 50, remark };
          })
        : [];
      const billStatus = m === 1 ? (s === 2 ? 4 : 1) : m === 2 ? 2 : 3;
      const billAmount = billAmountOf(own);
      const deductionAmount = deductionTotal(deductions);
      return {
        billId: 9501 + s * 4 + k, billNo, supplierName, billMonth, orderCount: own.length, billAmount, deductions, deductionAmount,
        payableAmount: payableOf(billAmount, deductionAmount), billStatus,
        ...(billStatus >= 2 && billStatus <= 3 ? { auditTime: formatWallTime(created + 3 * DAY) } : {}),
        ...(billStatus === 3 ? { payTime: formatWallTime(created + 10 * DAY), payNo: `FK${compactDate(created + 10 * DAY)}${rng.digits(6)}` } : {}),
        ...(billStatus === 4 ? { rejectReason: '账单中有2笔订单与派车记录不符，请核实后重新提交' } : {}),
        createTime: formatWallTime(created),
      };
    }),
  );
  return { scatteredBills: bills, expenseBillLines: lines };
});
