/**
 * A trip of the company's fleet (§2 /TripDetail): a driver (./driver) driving a vehicle from one place to another —
 * for a rental delivery, a chauffeured order or a transfer —, with its times, odometer readings, distance and fees.
 * Written by the orders and dispatch that make them, read here: the list with its filters, each trip's detail in a
 * drawer (driver, vehicle, times, mileage, fee items). Who drove a vehicle at a given time is read from these rows.
 */
import { bi as t } from '@/i18n';
import { detailDrawer } from '../common';
import { mul } from '@/lib/money';
import { defineEntity } from '../define';

/** The options of the trip filters: the drivers and the vehicles (`[{ value, label }]`). */
export const TRIP_DRIVER_OPTIONS = '/api/trip/driverOptions';
export const TRIP_CAR_OPTIONS = '/api/trip/carOptions';

/** The fleet's trip rates (CNY): the distance item per km and the time item per minute. */
export const TRIP_RATES = { perKm: 2.6, perMinute: 0.5 } as const;

/** A trip's distance and time fee items (trip_fee_type 1 and 2), exact to the cent. */
export function tripBaseFees(km: number, minutes: number): { feeType: 1 | 2; amount: number }[] {
  return [
    { feeType: 1, amount: mul(km, TRIP_RATES.perKm) },
    { feeType: 2, amount: mul(minutes, TRIP_RATES.perMinute) },
  ];
}

export const trip = defineEntity({
  id: 'TripDetail',
  title: t('行程详情', 'Trip details'),
  rowKey: 'tripId',
  base: '/api/trip',
  ops: { export: t('行程', 'Trips') },
  screens: { list: '/TripDetail' },
  // Found by the route search (Ctrl+K) by its number, opened in its drawer over /TripDetail (a car has too many trips
  // for its plate to find one).
  search: { fields: ['tripNo'], detail: ['plate', 'driverName', 'startTime'] },
  status: { field: 'status', name: 'statusName' },
  timeField: 'startTime',
  sections: [
    { key: 'trip', title: t('行程', 'Trip') },
    { key: 'fees', title: t('费用', 'Fees') },
  ],
  fields: [
    { name: 'tripNo', type: 'text', label: t('行程单号', 'Trip no.'), filter: true, column: { width: 170 } },
    { name: 'driverId', type: 'reference', optionsPath: TRIP_DRIVER_OPTIONS, display: 'driverName', label: t('司机', 'Driver'), filter: true, column: true },
    { name: 'carId', type: 'reference', optionsPath: TRIP_CAR_OPTIONS, display: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true },
    { name: 'cityId', type: 'city', display: 'cityName', label: t('城市', 'City'), filter: true, column: true },
    { name: 'startTime', type: 'datetime', label: t('出发时间', 'Started'), column: { width: 170 }, sortable: true },
    { name: 'endTime', type: 'datetime', label: t('结束时间', 'Ended'), column: { width: 170 } },
    { name: 'startPlace', type: 'text', label: t('出发地', 'From'), detail: true },
    { name: 'endPlace', type: 'text', label: t('目的地', 'To'), detail: true },
    { name: 'startMileage', type: 'number', label: t('出发里程（km）', 'Odometer at start (km)'), detail: true },
    { name: 'endMileage', type: 'number', label: t('结束里程（km）', 'Odometer at end (km)'), detail: true },
    { name: 'mileage', type: 'number', label: t('行驶里程（km）', 'Distance (km)'), column: true, sortable: true },
    { name: 'durationMin', type: 'number', label: t('用时（分钟）', 'Duration (min)'), detail: true },
    { name: 'fee', type: 'money', label: t('费用合计（元）', 'Fees (CNY)'), column: true, sortable: true },
    { name: 'orderNo', type: 'text', label: t('关联订单号', 'Order no.'), detail: true },
    { name: 'status', type: 'enum', dict: 'trip_status', label: t('行程状态', 'Status'), filter: true, column: true },
    { name: 'tripRange', type: 'dateRange', label: t('出发时间', 'Started'), filter: true },
  ],
  children: [
    {
      name: 'feeItems', label: t('费用明细', 'Fee items'), section: 'fees', summary: ['amount'],
      fields: [
        { name: 'feeType', type: 'enum', dict: 'trip_fee_type', label: t('费用项', 'Item') },
        { name: 'amount', type: 'money', label: t('金额（元）', 'Amount (CNY)') },
      ],
    },
  ],
  summary: ['mileage', 'fee'],
  expand: 'feeItems',
  links: [detailDrawer],
});
