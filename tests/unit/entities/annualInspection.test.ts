/**
 * The annual inspection's booking rule (src/entities/records/rules.ts): pure, without msw or React; then the demo
 * backend's save refusing with it, as the add form does before sending. The rest (filters, the form's rules, the two
 * transitions, numbering, the route table) is the contract test's, from the declaration.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { addMonths, inspectionBookingProblem } from '@/entities/records/rules';
import { annualInspection, INSPECTION_VEHICLE_OPTIONS } from '@/entities/records/annualInspection';
import { data } from '@/mocks/db';
import '@/mocks/handlers';
import { call, ok } from '../mocks/api';

const vehicle = { plate: '粤B12345', vehicleStatus: 1, inspectionExpiry: '2027-05-31' };

describe('inspectionBookingProblem', () => {
  it('allows a date within the three months before the validity ends, and after it (an overdue vehicle)', () => {
    expect(inspectionBookingProblem(vehicle, { planDate: '2027-02-28' })).toBeNull();
    expect(inspectionBookingProblem(vehicle, { planDate: '2027-06-10' })).toBeNull();
  });
  it('refuses an earlier date, saying from when', () => {
    expect(inspectionBookingProblem(vehicle, { planDate: '2027-02-27' })?.['zh-CN']).toBe('车辆粤B12345的检验有效期至2027-05-31，须在到期前三个月内（2027-02-28起）预约年检');
  });
  it('refuses a vehicle out of service or being transferred, whatever the date', () => {
    expect(inspectionBookingProblem({ ...vehicle, vehicleStatus: 3 }, { planDate: '2027-04-01' })?.['zh-CN']).toBe('车辆粤B12345已停用，不能预约年检');
    expect(inspectionBookingProblem({ ...vehicle, vehicleStatus: 4 }, { planDate: '2027-04-01' })?.['en-US']).toContain('being transferred');
  });
  it('judges nothing not given yet', () => {
    expect(inspectionBookingProblem(vehicle, {})).toBeNull();
    expect(inspectionBookingProblem({ plate: '粤B12345', vehicleStatus: 1, inspectionExpiry: '' }, { planDate: '2027-01-01' })).toBeNull();
  });
  it('moves a date by whole months, keeping the day within the month', () => {
    expect(addMonths('2027-05-31', -3)).toBe('2027-02-28');
    expect(addMonths('2028-05-31', -3)).toBe('2028-02-29');
    expect(addMonths('2027-01-15', -3)).toBe('2026-10-15');
  });
});

describe('the backend applies the same rule', () => {
  beforeEach(async () => {
    await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
  });
  const save = (carId: number, planDate: string) =>
    call(annualInspection.endpoints.save!.path, { params: { carId, planDate, stationName: '市机动车检测中心', handlerName: '王磊' } });

  it('refuses a booking the rule refuses, under the vehicle, and numbers one it allows', async () => {
    const found = data().vehicles.find((c) => c.vehicleStatus === 1 && c.inspectionExpiry)!;
    const v = { ...found, inspectionExpiry: found.inspectionExpiry! };
    const early = addMonths(v.inspectionExpiry, -4);
    const refused = await save(v.carId, early);
    expect(refused.code).not.toBe(0);
    expect(refused.msg).toBe(inspectionBookingProblem(v, { planDate: early })!['zh-CN']);
    const booked = await save(v.carId, addMonths(v.inspectionExpiry, -1));
    expect(booked.code).toBe(0);
    expect((booked.data as { inspectionNo: string; inspectStatusName: string }).inspectionNo).toMatch(/^NJ\d{8}\d{3}$/);
    expect((booked.data as { inspectStatusName: string }).inspectStatusName).toBe('待检验');
  });

  it('offers the vehicles with the fields the rule reads, so the form checks before sending', async () => {
    const options = (await call(INSPECTION_VEHICLE_OPTIONS, { method: 'GET' })).data as { value: number; label: string; record: Record<string, unknown> }[];
    const v = data().vehicles[0]!;
    expect(options.find((o) => o.value === v.carId)).toEqual({ value: v.carId, label: v.plate, record: { plate: v.plate, vehicleStatus: v.vehicleStatus, inspectionExpiry: v.inspectionExpiry } });
  });
});
