/**
 * The rental's after-booking amounts (src/entities/order/settlement.ts): cancellation by the time left, overtime by the
 * §5 day rule, energy and mileage shortfalls, returning elsewhere, the final bill and the violation deposit — exact
 * to the cent.
 */
import { describe, expect, it } from 'vitest';
import {
  cancellationFee,
  ENERGY_CAPACITY,
  energyShortfallFee,
  energyTank,
  extensionFees,
  finalBill,
  mileageFees,
  overtimeFees,
  returnElsewhereFees,
  rentalViolations,
  returnFees,
  violationDepositOutcome,
  violationDepositRefund,
} from '@/entities/order/settlement';

const H = 3_600_000;
const pickUp = Date.UTC(2026, 10, 30, 2);
const amounts = (fees: readonly { priceCode: string; totalPriceAmount: number }[]) => Object.fromEntries(fees.map((f) => [f.priceCode, f.totalPriceAmount]));

describe('cancellationFee', () => {
  it('is free a day or more before pick-up, 30 % of a day from 6 hours, a whole day closer than that', () => {
    expect(cancellationFee(pickUp, pickUp - 24 * H, 299, 800)).toBe(0);
    expect(cancellationFee(pickUp, pickUp - 24 * H + 1, 299, 800)).toBe(89.7);
    expect(cancellationFee(pickUp, pickUp - 6 * H, 299, 800)).toBe(89.7);
    expect(cancellationFee(pickUp, pickUp - 2 * H, 299, 800)).toBe(299);
    expect(cancellationFee(pickUp, pickUp + H, 299, 800)).toBe(299);
  });
  it('never charges more than was paid', () => {
    expect(cancellationFee(pickUp, pickUp - 2 * H, 299, 150)).toBe(150);
  });
});

describe('overtimeFees', () => {
  it('charges nothing within the 30-minute grace', () => {
    expect(overtimeFees(pickUp, pickUp + 30 * 60_000, 299)).toEqual([]);
  });
  it('charges started hours under 4 at a quarter of the day', () => {
    expect(amounts(overtimeFees(pickUp, pickUp + 3 * H, 299))).toEqual({ overtime_hours: 224.25 });
    expect(amounts(overtimeFees(pickUp, pickUp + 2 * H + 1, 299))).toEqual({ overtime_hours: 224.25 });
    // Under 4 hours is no day (the §9 rule reads the time itself): 3 h 30 s late is 4 started hours.
    expect(amounts(overtimeFees(pickUp, pickUp + 3 * H + 30_000, 299))).toEqual({ overtime_hours: 299 });
  });
  it('counts 4 hours or more as a day, with its basic insurance (§5)', () => {
    expect(amounts(overtimeFees(pickUp, pickUp + 4 * H, 299))).toEqual({ overtime_rent: 299, overtime_insurance: 50 });
    expect(amounts(overtimeFees(pickUp, pickUp + 26 * H, 299))).toEqual({ overtime_rent: 299, overtime_insurance: 50, overtime_hours: 149.5 });
  });
});

describe('energyShortfallFee', () => {
  it('charges the missing share of a tank in litres, or of a battery in kWh', () => {
    expect(amounts(energyShortfallFee({ energyType: 1, capacity: 50 }, 100, 75))).toEqual({ fuel_shortfall: 118.75 });
    expect(amounts(energyShortfallFee({ energyType: 2, capacity: 60 }, 80, 50))).toEqual({ charge_shortfall: 45 });
  });
  it('charges nothing when the car comes back as full or fuller', () => {
    expect(energyShortfallFee({ energyType: 1, capacity: 50 }, 75, 80)).toEqual([]);
  });
});

describe('mileageFees', () => {
  it('charges kilometres above the package allowance; the daily rental has none', () => {
    expect(amounts(mileageFees('W', 7, 10_000, 12_250))).toEqual({ extra_mileage: 150 });
    expect(mileageFees('W', 7, 10_000, 12_100)).toEqual([]);
    expect(mileageFees('D', 3, 10_000, 19_000)).toEqual([]);
  });
});

describe('returnElsewhereFees', () => {
  const a = { storeId: 1, cityId: 1 };
  const b = { storeId: 2, cityId: 1 };
  const c = { storeId: 3, cityId: 2 };
  it('charges the difference when the car comes back further than booked, nothing otherwise', () => {
    expect(amounts(returnElsewhereFees(a, a, b))).toEqual({ return_elsewhere_change: 50 });
    expect(amounts(returnElsewhereFees(a, b, c))).toEqual({ return_elsewhere_change: 250 });
    expect(returnElsewhereFees(a, c, b)).toEqual([]);
    expect(returnElsewhereFees(a, b, b)).toEqual([]);
  });
});

describe('returnFees and finalBill', () => {
  const order = { prodType: 'D', dailyPrice: 299, days: 3, bookedEnd: pickUp + 72 * H, gain: { storeId: 1, cityId: 1 }, back: { storeId: 1, cityId: 1 } };
  const reading = { returnedAt: pickUp + 75 * H, kmOut: 100, kmIn: 480, levelOut: 100, levelIn: 75, damage: 0, store: { storeId: 1, cityId: 1 } };
  it('three hours late with a quarter tank less: the overtime and fuel fees, to the cent', () => {
    const fees = returnFees(order, { energyType: 1, capacity: 50 }, reading);
    expect(amounts(fees)).toEqual({ overtime_hours: 224.25, fuel_shortfall: 118.75 });
    expect(finalBill(1_127, 30, fees, 1_097)).toEqual({ rent: 1_127, coupon: 30, added: 343, due: 1_440, paid: 1_097, toPay: 343, toRefund: 0 });
  });
  it('an overpayment is refunded', () => {
    expect(finalBill(1_000, 0, [], 1_200.5)).toMatchObject({ due: 1_000, toPay: 0, toRefund: 200.5 });
  });
});

describe('extensions and the violation deposit', () => {
  it('an extension is priced as the booking priced its days', () => {
    expect(amounts(extensionFees(299, 2))).toEqual({ rent: 598, basic_insurance: 100 });
  });
  it('the violation deposit less the fines, never below zero', () => {
    expect(violationDepositRefund(2_000, [200, 150.5])).toBe(1_649.5);
    expect(violationDepositRefund(2_000, [2_500])).toBe(0);
  });
});

describe('the car as handed over and the rental’s violations', () => {
  it('takes a tank or a battery by the energy type: 50 L of petrol, 60 kWh of electricity', () => {
    expect(energyTank(1)).toEqual({ energyType: 1, capacity: ENERGY_CAPACITY[1] });
    expect(energyTank(2)).toEqual({ energyType: 2, capacity: 60 });
    expect(energyTank(0).energyType).toBe(1);
    // A quarter of a 50 L tank short: 12.5 L at the petrol price, to the cent.
    expect(amounts(energyShortfallFee(energyTank(1), 100, 75))).toEqual({ fuel_shortfall: 118.75 });
  });
  it('answers for the violations of its car during the rental, not those overturned on appeal', () => {
    const v = (carId: number, peccancyTime: string, status = 1) => ({ carId, peccancyTime, status });
    const rental = { carId: 7, from: '2026-11-01 10:00:00', to: '2026-11-05 10:00:00' };
    const all = [v(7, '2026-11-02 08:00:00'), v(7, '2026-11-02 09:00:00', 5), v(8, '2026-11-02 08:00:00'), v(7, '2026-11-06 08:00:00')];
    expect(rentalViolations(all, rental)).toEqual([all[0]]);
  });
  it('refunds the violation deposit in full without fines, else less them, deducted', () => {
    expect(violationDepositOutcome(2_000, [])).toEqual({ refund: 2_000, deducted: false });
    expect(violationDepositOutcome(2_000, [200])).toEqual({ refund: 1_800, deducted: true });
  });
});
