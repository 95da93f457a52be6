/** A demand order as a bill's line (its amount from its car level's daily price, entities/bill/totals.ts), for the seed and the backend. */
import { demandOrderAmount, rentalDays, type DemandBillLine } from '@/entities/bill/totals';
import type { CarLevel, DemandOrder } from '../model';

export type { DemandBillLine };

export function billLine(o: DemandOrder, levels: readonly CarLevel[]): DemandBillLine {
  const dailyPrice = levels.find((l) => l.levelName === o.levelName)?.dailyPrice ?? 0;
  const days = rentalDays(o.useStartTime, o.useEndTime);
  return {
    demandOrderNo: o.demandOrderNo, cityName: o.cityName, levelName: o.levelName, plate: o.plate, driverName: o.driverName,
    useStartTime: o.useStartTime, useEndTime: o.useEndTime, vehicleNum: o.vehicleNum, useDays: days, dailyPrice,
    orderAmount: demandOrderAmount(dailyPrice, o.vehicleNum, days),
  };
}
