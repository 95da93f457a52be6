/**
 * A refuelling record of a fleet vehicle (§2 /RefuelingList, /RefuelingDetail, /RefuelingAdd, /RefuelingOkAdd; §1
 * "fuel and expense records"): which vehicle (by plate), when, which fuel, litres × unit price = amount (exact
 * decimals, §5 "exact decimal arithmetic": computed by the form as the user types and again by the backend), the
 * odometer reading, the station and the receipt. A record is entered 待确认 and confirmed (确认: a dialog on its row
 * or its detail; /RefuelingOkAdd opens the record by its id with that dialog open); a confirmed record can no longer
 * be changed or deleted.
 *
 * The odometer rule (one place, `refuelProblems`, for the form and the backend): a vehicle's records follow one
 * another — a new record comes after the vehicle's last one (its time later, its odometer higher), and the last one
 * is confirmed before another is entered, so a pending record is always its vehicle's latest and editing it changes
 * no other record. Consumption per 100 km follows: litres / (odometer − previous odometer) × 100.
 */
import { bi as t, type Bilingual } from '@/i18n';
import { toDecimal, type MoneyValue } from '@/lib/money';
import { isAmount, isEmojiFree, isNotOnlySpaces, numberRange } from '@/lib/validators';
import { createTime, openById } from '../common';
import { defineEntity } from '../define';

/** The vehicles that can be refuelled (fuel, not electric): `[{ value: plate, label: 'plate model' }]`. */
export const REFUEL_VEHICLE_OPTIONS = '/api/refuel/vehicleOptions';
/** The fuel types of the basic information that are in use (enabled): `[{ value: name, label: name }]`. */
export const FUEL_TYPE_OPTIONS = '/api/basicInfo/fuelType/options';

/** The highest odometer reading accepted (km), as for a vehicle's mileage. */
export const ODOMETER_CAP = 2_000_000;
/** The most litres one refuelling takes (a coach's tank). */
export const LITRES_CAP = 500;
/** The highest unit price accepted (yuan per litre). */
export const UNIT_PRICE_CAP = 50;

export const REFUEL_PENDING = 0;
export const REFUEL_CONFIRMED = 1;

/** A refuelling record as the rule reads it. */
export interface RefuelReading {
  refuelId: number;
  refuelNo: string;
  plate: string;
  refuelTime: string;
  odometer: number;
  refuelStatus: number;
}

/** litres × unit price, rounded half up to 2 decimals, in exact decimals (never floating point). */
export function refuelAmount(litres: MoneyValue, unitPrice: MoneyValue): string {
  return toDecimal(litres).times(toDecimal(unitPrice)).toFixed(2);
}

/** Litres per 100 km since the previous reading, 2 decimals; undefined for a vehicle's first record (or no distance). */
export function refuelConsumption(litres: MoneyValue, odometer: number, previousOdometer: number | undefined): string | undefined {
  if (previousOdometer === undefined || !(odometer > previousOdometer)) return undefined;
  return toDecimal(litres).div(odometer - previousOdometer).times(100).toFixed(2);
}

/** The record a record follows: the latest other record of the same vehicle (by time, then by id). */
export function previousRefuel<R extends RefuelReading>(records: readonly R[], plate: string, self?: number): R | undefined {
  let latest: R | undefined;
  for (const r of records) {
    if (r.plate !== plate || (self !== undefined && r.refuelId === self)) continue;
    if (!latest || r.refuelTime > latest.refuelTime || (r.refuelTime === latest.refuelTime && r.refuelId > latest.refuelId)) latest = r;
  }
  return latest;
}

/** A field of a record refused by the rule, with the message the form shows under it and the backend answers. */
export interface RefuelProblem {
  field: 'plate' | 'refuelTime' | 'odometer';
  message: Bilingual;
}

/**
 * Why a record cannot follow `previous` (its vehicle's latest other record), each under its field: the previous one is
 * still pending, the time is not later, the odometer is not higher. The form shows each under its field; the backend
 * refuses with the first. Values not given yet are not judged.
 */
export function refuelProblems(values: { refuelTime?: string; odometer?: number | string }, previous: RefuelReading | undefined): RefuelProblem[] {
  if (!previous) return [];
  const problems: RefuelProblem[] = [];
  if (previous.refuelStatus === REFUEL_PENDING) {
    problems.push({
      field: 'plate',
      message: t(`该车辆有一条待确认的加油记录（${previous.refuelNo}），请先确认后再新增`, `This vehicle has a refuelling record awaiting confirmation (${previous.refuelNo}); confirm it first`),
    });
  }
  if (values.refuelTime && values.refuelTime <= previous.refuelTime) {
    problems.push({ field: 'refuelTime', message: t(`加油时间须晚于该车上次加油时间（${previous.refuelTime}）`, `The time must be after the vehicle's previous refuelling (${previous.refuelTime})`) });
  }
  const odometer = Number(values.odometer);
  if (values.odometer !== undefined && values.odometer !== '' && Number.isFinite(odometer) && odometer <= previous.odometer) {
    problems.push({
      field: 'odometer',
      message: t(`里程表读数须大于该车上次加油时的读数（${previous.odometer} km）`, `The odometer must exceed the vehicle's previous reading (${previous.odometer} km)`),
    });
  }
  return problems;
}

const REFUEL_STATUS = [
  { value: String(REFUEL_PENDING), label: t('待确认', 'To confirm') },
  { value: String(REFUEL_CONFIRMED), label: t('已确认', 'Confirmed') },
] as const;

export const refuel = defineEntity({
  id: 'RefuelingList',
  title: t('加油记录', 'Refuelling records'),
  rowKey: 'refuelId',
  base: '/api/refuel',
  // No import: a batch's records of one vehicle would each have to follow the one before, which the rule reads from the stored records.
  ops: { export: t('加油记录', 'Refuelling records'), save: true, import: false },
  screens: { list: '/RefuelingList', detail: '/RefuelingDetail', add: '/RefuelingAdd', edit: '/RefuelingAdd' },
  addPermission: 'refuel:add',
  status: { field: 'refuelStatus', initial: REFUEL_PENDING },
  // A confirmed record is never changed (its vehicle's mileage follows it); the number is the backend's.
  edit: { from: [REFUEL_PENDING], refusal: t('已确认的加油记录不能修改', 'A confirmed refuelling record cannot be changed') },
  numbering: { field: 'refuelNo', prefix: 'JY', date: 'day', digits: 5 },
  timeField: 'refuelTime',
  recordLabel: 'refuelNo',
  remove: { permission: 'refuel:delete', from: [REFUEL_PENDING], refusal: t('已确认的加油记录不能删除', 'A confirmed refuelling record cannot be deleted') },
  sections: [
    { key: 'basic', title: t('加油信息', 'Refuelling') },
    { key: 'receipt', title: t('票据与备注', 'Receipt and remark') },
  ],
  fields: [
    { name: 'refuelNo', type: 'text', label: t('加油单号', 'Record no.'), filter: true, column: { width: 170 }, computed: true },
    { name: 'plate', type: 'reference', optionsPath: REFUEL_VEHICLE_OPTIONS, label: t('车牌号', 'Plate'), filter: true, column: true, form: true, required: t('请选择车辆', 'Choose the vehicle') },
    { name: 'model', type: 'text', label: t('车型', 'Model'), column: true },
    { name: 'refuelTime', type: 'datetime', label: t('加油时间', 'Time'), column: { width: 170 }, sortable: true, form: true, required: t('请选择加油时间', 'Choose the time') },
    { name: 'refuelRange', type: 'dateRange', label: t('加油时间', 'Time'), filter: true },
    { name: 'fuelType', type: 'reference', optionsPath: FUEL_TYPE_OPTIONS, label: t('燃油类型', 'Fuel'), filter: true, column: true, form: true, required: t('请选择燃油类型', 'Choose the fuel') },
    {
      name: 'litres', type: 'decimal', label: t('加油量（升）', 'Litres'), column: true, sortable: true, form: true, required: t('请填写加油量', 'Enter the litres'),
      validators: [isAmount, numberRange({ min: 0, max: LITRES_CAP, minInclusive: false })],
    },
    { name: 'unitPrice', type: 'money', label: t('单价（元/升）', 'Unit price (CNY/L)'), column: true, form: true, required: t('请填写单价', 'Enter the unit price'), validators: [numberRange({ min: 0, max: UNIT_PRICE_CAP, minInclusive: false })] },
    { name: 'amount', type: 'money', label: t('金额（元）', 'Amount (CNY)'), column: true, sortable: true },
    {
      name: 'odometer', type: 'number', label: t('里程表读数（km）', 'Odometer (km)'), column: true, form: true, required: t('请填写里程表读数', 'Enter the odometer reading'),
      validators: [numberRange({ min: 0, max: ODOMETER_CAP })],
    },
    { name: 'previousOdometer', type: 'number', label: t('上次加油里程（km）', 'Previous reading (km)'), detail: true, later: true },
    { name: 'consumption', type: 'text', label: t('百公里油耗（L/100km）', 'Consumption (L/100 km)'), column: true },
    { name: 'station', type: 'text', label: t('加油站', 'Station'), filter: true, column: true, form: true, required: t('请填写加油站', 'Enter the station'), validators: [isNotOnlySpaces, isEmojiFree] },
    { name: 'refuelStatus', type: 'enum', options: REFUEL_STATUS, label: t('状态', 'Status'), filter: true, column: true },
    { name: 'confirmTime', type: 'datetime', label: t('确认时间', 'Confirmed'), detail: true, later: true },
    { name: 'receiptImage', type: 'image', label: t('加油小票', 'Receipt'), section: 'receipt', detail: true, form: true },
    { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), section: 'receipt', detail: true, form: true, validators: [isEmojiFree] },
    createTime,
  ],
  summary: ['litres', 'amount'],
  search: { fields: ['refuelNo', 'plate'], detail: ['refuelTime', 'station'] },
  links: [
    openById('detail', t('详情', 'Details'), '/RefuelingDetail', 'refuelId'),
    openById('edit', t('编辑', 'Edit'), '/RefuelingAdd', 'refuelId'),
  ],
  transitions: [
    {
      key: 'confirm', label: t('确认', 'Confirm'), permission: 'refuel:confirm', from: [REFUEL_PENDING], to: REFUEL_CONFIRMED, stamp: 'confirmTime',
      refusal: t('该加油记录已确认', 'This record is already confirmed'),
      route: '/RefuelingOkAdd',
      confirm: t('确认后该加油记录不能再修改或删除，确定确认吗？', 'A confirmed record can no longer be changed or deleted. Confirm it?'),
      done: t('加油记录已确认', 'Record confirmed'),
    },
  ],
});
