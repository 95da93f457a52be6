/**
 * What a rental costs after it is booked (pure; exact decimals through @/lib/money): the cancellation fee by the time
 * left before pick-up, an extension's price, the fees added at return (overtime, fuel or charge shortfall, mileage
 * above the package's allowance, damage, returning elsewhere) and the final bill. The order screens show these
 * amounts and the backend charges them with the same functions. Times are epoch milliseconds of wall times.
 * Console-defined policy (the spec names the flow, §1–§4, not its tariff); the constants below are the tariff.
 */
import { DAY_ROUNDING_HOURS } from '@/lib/dates';
import { compare, sub, sum, toDecimal } from '@/lib/money';
import { BASIC_INSURANCE_PER_DAY, feesTotal, namedFee, RETURN_ELSEWHERE_FEE, type Fee, type PriceStore } from './pricing';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A return this late (minutes) after the booked return time costs nothing. */
export const OVERTIME_GRACE_MINUTES = 30;
/** An overtime hour costs this share of a day's rent (4 hours or more make a day, §5). */
export const OVERTIME_HOUR_SHARE = 0.25;

/** The cancellation tariff: from `hoursBefore` pick-up on, this share of one day's rent (the first row that applies). */
export const CANCELLATION_TARIFF: readonly { hoursBefore: number; dayShare: number }[] = [
  { hoursBefore: 24, dayShare: 0 },
  { hoursBefore: 6, dayShare: 0.3 },
  { hoursBefore: Number.NEGATIVE_INFINITY, dayShare: 1 },
];

/** The fee for cancelling a booking `cancelAt` whose pick-up is `pickUpAt`: a share of one day's rent, never more than paid. */
export function cancellationFee(pickUpAt: number, cancelAt: number, dailyPrice: number, paid: number): number {
  const hoursLeft = (pickUpAt - cancelAt) / HOUR_MS;
  const row = CANCELLATION_TARIFF.find((r) => hoursLeft >= r.hoursBefore)!;
  const charged = toDecimal(dailyPrice).times(row.dayShare).toDecimalPlaces(2).toNumber();
  return compare(charged, paid) > 0 ? paid : charged;
}

/**
 * Overtime of a return at `returnedAt` booked for `bookedEnd`: nothing within the grace; else whole late days (with a
 * day's basic insurance each) and the late hours left — 4 hours or more count as a day (§5), fewer are charged per
 * started hour at a share of the day's rent.
 */
export function overtimeFees(bookedEnd: number, returnedAt: number, dailyPrice: number): Fee[] {
  const late = returnedAt - bookedEnd;
  if (late <= OVERTIME_GRACE_MINUTES * 60_000) return [];
  const whole = Math.floor(late / DAY_MS);
  const leftover = late - whole * DAY_MS;
  // The §9 day rule, as the booking's day count reads it: a leftover of 4 hours or more is a day.
  const day = leftover >= DAY_ROUNDING_HOURS * HOUR_MS;
  const days = whole + (day ? 1 : 0);
  const hours = day ? 0 : Math.ceil(leftover / HOUR_MS);
  const fees: Fee[] = [];
  if (days > 0) fees.push(namedFee('overtime_rent', dailyPrice, days), namedFee('overtime_insurance', BASIC_INSURANCE_PER_DAY, days));
  if (hours > 0) fees.push(namedFee('overtime_hours', toDecimal(dailyPrice).times(OVERTIME_HOUR_SHARE).toDecimalPlaces(2).toNumber(), hours));
  return fees;
}

/** What a unit of energy costs when the car comes back with less than it left with: petrol per litre, electricity per kWh. */
export const ENERGY_PRICE = { petrol: 9.5, electric: 2.5 } as const;

/** What the shortfall fee reads of a car: its energy type (1 petrol, 2 electric) and its tank or battery capacity. */
export interface EnergyTank {
  energyType: 1 | 2;
  /** Litres of the tank or kWh of the battery. */
  capacity: number;
}

/**
 * The tank (litres) or battery (kWh) a car of each energy type holds (1 petrol, 2 electric): the models record no
 * capacity, so the tariff takes one per energy type. What a pick-up stores on the order as handed over.
 */
export const ENERGY_CAPACITY: Readonly<Record<EnergyTank['energyType'], number>> = { 1: 50, 2: 60 };

/** A car's tank or battery as the shortfall fee reads it, from its energy type (anything but 2 electric is petrol). */
export const energyTank = (energyType: number): EnergyTank => (energyType === 2 ? { energyType: 2, capacity: ENERGY_CAPACITY[2] } : { energyType: 1, capacity: ENERGY_CAPACITY[1] });

/** The fuel or charge shortfall (levels in percent at pick-up and at return): capacity × missing share × unit price. */
export function energyShortfallFee(car: EnergyTank, levelOut: number, levelIn: number): Fee[] {
  if (levelIn >= levelOut) return [];
  const units = toDecimal(car.capacity).times(levelOut - levelIn).dividedBy(100).toDecimalPlaces(2).toNumber();
  return car.energyType === 2 ? [namedFee('charge_shortfall', ENERGY_PRICE.electric, units)] : [namedFee('fuel_shortfall', ENERGY_PRICE.petrol, units)];
}

/** Kilometres a day each §3 product type includes (null: unlimited), and the price of a kilometre above. */
export const MILEAGE_ALLOWANCE: Readonly<Record<string, number | null>> = { D: null, G: 200, W: 300, M: 200 };
export const EXTRA_KM_PRICE = 1;

/** Kilometres driven above the package's allowance for `days` days, charged per kilometre. */
export function mileageFees(prodType: string, days: number, kmOut: number, kmIn: number): Fee[] {
  const perDay = MILEAGE_ALLOWANCE[prodType];
  if (perDay === null || perDay === undefined) return [];
  const above = kmIn - kmOut - perDay * days;
  return above > 0 ? [namedFee('extra_mileage', EXTRA_KM_PRICE, above)] : [];
}

/** A return at another store than the booked one: the difference between that store's fee and the booked one's. */
export function returnElsewhereFees(gain: PriceStore, booked: PriceStore, returned: PriceStore): Fee[] {
  const feeOf = (back: PriceStore) => (back.storeId === gain.storeId ? 0 : back.cityId === gain.cityId ? RETURN_ELSEWHERE_FEE.sameCity : RETURN_ELSEWHERE_FEE.otherCity);
  const difference = feeOf(returned) - feeOf(booked);
  return difference > 0 ? [namedFee('return_elsewhere_change', difference, 1)] : [];
}

/** What is read at return, besides the booking. */
export interface ReturnReading {
  returnedAt: number;
  kmOut: number;
  kmIn: number;
  levelOut: number;
  levelIn: number;
  /** The damage assessed at return (0: none). */
  damage: number;
  store: PriceStore;
}

/** What a return's fees read of the order. */
export interface ReturnedOrder {
  prodType: string;
  dailyPrice: number;
  days: number;
  bookedEnd: number;
  gain: PriceStore;
  back: PriceStore;
}

/** Every fee a return adds, in the order the bill lists them. */
export function returnFees(order: ReturnedOrder, car: EnergyTank, r: ReturnReading): Fee[] {
  return [
    ...overtimeFees(order.bookedEnd, r.returnedAt, order.dailyPrice),
    ...energyShortfallFee(car, r.levelOut, r.levelIn),
    ...mileageFees(order.prodType, order.days, r.kmOut, r.kmIn),
    ...(r.damage > 0 ? [namedFee('damage', r.damage, 1)] : []),
    ...returnElsewhereFees(order.gain, order.back, r.store),
  ];
}

/** The final bill: the booked total less the coupon, the fees added at return, what was paid, and the balance. */
export interface FinalBill {
  rent: number;
  coupon: number;
  added: number;
  due: number;
  paid: number;
  /** What the customer still pays (0 when refunded). */
  toPay: number;
  /** What is refunded to the customer (0 when they pay). */
  toRefund: number;
}

/** Settles an order: booked total, coupon deduction, fees added at return and the amount paid so far. */
export function finalBill(total: number, coupon: number, added: readonly Fee[], paid: number): FinalBill {
  const addedTotal = feesTotal(added);
  const due = sum([sub(total, coupon), addedTotal]);
  const balance = sub(due, paid);
  const owes = compare(balance, 0) > 0;
  return { rent: total, coupon, added: addedTotal, due, paid, toPay: owes ? balance : 0, toRefund: owes ? 0 : sub(0, balance) };
}

/** An extension's price for `addedDays` days more: the rent and basic insurance of those days, as the booking priced them. */
export function extensionFees(dailyPrice: number, addedDays: number): Fee[] {
  return [namedFee('rent', dailyPrice, addedDays), namedFee('basic_insurance', BASIC_INSURANCE_PER_DAY, addedDays)];
}

/** Days the violation deposit is held after the return before it is refunded, unless a violation arrives for the rental. */
export const VIOLATION_DEPOSIT_HOLD_DAYS = 30;

/** When the violation deposit of a rental returned at `returnedAt` is released (epoch ms). */
export const violationDepositRelease = (returnedAt: number): number => returnedAt + VIOLATION_DEPOSIT_HOLD_DAYS * DAY_MS;

/** A violation overturned on appeal (peccancy_status 5 申诉成功) costs nothing. */
const OVERTURNED = 5;

/** The violations a rental answers for: of its car, between its pick-up and its return, not overturned on appeal. */
export function rentalViolations<V extends { carId: unknown; peccancyTime: string; status: number }>(violations: readonly V[], rental: { carId: unknown; from: string; to: string }): V[] {
  return violations.filter((v) => String(v.carId) === String(rental.carId) && v.peccancyTime >= rental.from && v.peccancyTime <= rental.to && v.status !== OVERTURNED);
}

/**
 * A violation deposit once its hold ends: what is refunded (the deposit less the fines of the violations that arrived
 * for the rental, never below 0) and whether fines were deducted from it.
 */
export function violationDepositOutcome(deposit: number, fines: readonly number[]): { refund: number; deducted: boolean } {
  return { refund: violationDepositRefund(deposit, fines), deducted: fines.some((f) => compare(f, 0) > 0) };
}

/** What is refunded of a violation deposit once its hold ends: the deposit less the violations' fines, never below 0. */
export function violationDepositRefund(deposit: number, fines: readonly number[]): number {
  const left = sub(deposit, sum(fines));
  return compare(left, 0) > 0 ? left : 0;
}
