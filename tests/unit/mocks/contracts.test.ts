/**
 * Business contracts and rent bills in the demo backend (entities/contract): a vehicle in one live lease at a time
 * (refused on save, submission and approval), expiry and 即将到期, the month's rent pro-rated exactly, one bill per
 * contract and month.
 */
import { describe, expect, it } from 'vitest';
import { leaseMonthRent, monthRent, nextDay } from '@/entities/contract';
import { commit, data } from '@/mocks/db';
import { currentBillMonth } from '@/mocks/handlers/contracts';
import { formatWallTime, nowWall } from '@/mocks/time';
import { call, ok } from './api';

type Row = Record<string, string | number>;
const BASE = '/api/businessContract';
const BILLS = '/api/rentBill';
const today = () => formatWallTime(nowWall()).slice(0, 10);

/** A contract's form, for the client and branch of a seeded contract. */
function form(carIds: string, startDate: string, endDate: string): Record<string, string> {
  const any = data().businessContract[0]!;
  return {
    companyName: String(any.companyName), signCompanyName: String(any.signCompanyName), carIds, startDate, endDate,
    monthlyRent: '4500.50', deposit: '9000', paymentDay: '5', signer: '陈国强', signerPhone: '13912345678',
  };
}

/** The contracts in a state that no renewal extends (their lease ends at their own end). */
const unrenewed = (status: number) => data().businessContract.filter((c) => c.contractStatus === status && !data().renewContract.some((r) => r.contractId === c.contractId && r.renewStatus !== 3));

/** A vehicle in no seeded contract. */
function freeCar(except: readonly string[] = []): string {
  const held = new Set(data().businessContract.flatMap((c) => c.carIds.split(',')));
  return String(data().vehicles.find((v) => !held.has(String(v.carId)) && !except.includes(String(v.carId)))!.carId);
}

describe('business contracts', () => {
  it('refuses a vehicle of a live lease over an overlapping period, naming that contract, and takes it after the lease', async () => {
    const live = unrenewed(3)[0]!;
    const car = live.carIds.split(',')[0]!;
    const plate = data().vehicles.find((v) => String(v.carId) === car)!.plate;
    const answer = await call(`${BASE}/save`, { params: form(`${freeCar()},${car}`, live.startDate, live.endDate) });
    expect(answer).toMatchObject({ code: 1, msg: `车辆${plate}已在合同${live.contractNo}中租出（${live.startDate}至${live.endDate}），租期不能重叠` });
    // The day after its end, the vehicle can be leased again.
    const after = await ok<Row>(`${BASE}/save`, { params: form(car, nextDay(live.endDate), '2099-12-31') });
    expect(after).toMatchObject({ contractStatus: 1, contractStatusName: '草稿', vehicleCount: 1, plates: plate, monthlyTotal: 4500.5 });
    expect(String(after.contractNo)).toMatch(/^HT\d{11}$/);
  });

  it('refuses an end date not after the start, with the form’s message', async () => {
    const answer = await call(`${BASE}/save`, { params: form(freeCar(), '2030-03-01', '2030-03-01') });
    expect(answer).toMatchObject({ code: 1, msg: '结束日期须晚于开始日期' });
  });

  it('lets two drafts name one vehicle, but only the first submitted holds it: the second is refused on submission', async () => {
    const car = freeCar();
    const a = await ok<Row>(`${BASE}/save`, { params: form(car, '2031-01-01', '2031-12-31') });
    const b = await ok<Row>(`${BASE}/save`, { params: form(car, '2031-06-01', '2032-05-31') });
    await ok(`${BASE}/submit`, { params: { contractId: a.contractId } });
    expect(await call(`${BASE}/submit`, { params: { contractId: b.contractId } })).toMatchObject({ code: 1, msg: expect.stringContaining(`已在合同${String(a.contractNo)}中租出`) });
    // Submitted contracts cannot be changed; approval makes it in force.
    expect(await call(`${BASE}/save`, { params: { ...form(car, '2031-01-01', '2031-10-31'), contractId: String(a.contractId) } })).toMatchObject({ msg: '只有草稿状态的合同才能修改' });
    expect(await ok<Row>(`${BASE}/approve`, { params: { contractId: a.contractId } })).toMatchObject({ contractStatus: 3, contractStatusName: '生效中' });
  });

  it('marks a contract in force ending within 30 days as 即将到期, and one whose lease has ended as 已到期', async () => {
    const [soon, ended] = unrenewed(3).slice(0, 2);
    const inTen = formatWallTime(nowWall() + 10 * 86_400_000).slice(0, 10);
    const yesterday = formatWallTime(nowWall() - 86_400_000).slice(0, 10);
    commit(() => {
      soon!.endDate = inTen;
      ended!.endDate = yesterday;
    });
    const rows = (await ok<{ result: Row[] }>(`${BASE}/list`, { params: { expiring: '1', pageSize: 100 } })).result;
    expect(rows.map((r) => r.contractId)).toContain(soon!.contractId);
    for (const r of rows) expect(r.contractStatus).toBe(3);
    const detail = await ok<Row>(`${BASE}/detail`, { method: 'GET', params: { contractId: ended!.contractId } });
    expect(detail).toMatchObject({ contractStatus: 4, contractStatusName: '已到期', expiring: 0 });
  });
});

describe('rent bills', () => {
  it('pro-rates a partial month by its days, exactly, and bills a whole month at the monthly rent', () => {
    // 10–28 February 2026: 19 of 28 days; 3000 × 19 / 28 = 2035.714… → 2035.71 a vehicle.
    const feb = monthRent({ billMonth: '2026-02', start: '2026-02-10', end: '2027-02-09', monthlyRent: 3000, plates: ['京A12345', '京B23456'] });
    expect(feb.lines[0]).toMatchObject({ periodStart: '2026-02-10', periodEnd: '2026-02-28', rentDays: 19, monthDays: 28, rentAmount: 2035.71 });
    expect(feb.rentAmount).toBe(4071.42);
    // A whole month: the monthly rent exactly (no binary drift: 3 × 0.1 is 0.3).
    expect(monthRent({ billMonth: '2026-03', start: '2026-02-10', end: '2027-02-09', monthlyRent: '0.1', plates: ['a', 'b', 'c'] }).rentAmount).toBe(0.3);
    // The lease's last days in a 31-day month: 1–9 January 2027, 9 days.
    expect(monthRent({ billMonth: '2027-01', start: '2026-02-10', end: '2027-01-09', monthlyRent: 3100, plates: ['a'] }).rentAmount).toBe(900);
    expect(monthRent({ billMonth: '2027-03', start: '2026-02-10', end: '2027-01-09', monthlyRent: 3100, plates: ['a'] })).toEqual({ lines: [], rentAmount: 0 });
  });

  it('bills a contract in force once for the current month: its vehicles’ pro-rated rent; a second time is refused', async () => {
    const month = currentBillMonth();
    const contract = data().businessContract.find((c) => c.contractStatus === 3 && !data().rentBill.some((b) => b.contractId === c.contractId && b.billMonth === month))!;
    const bill = await ok<Row>(`${BILLS}/generate`, { params: { contractId: contract.contractId } });
    const expected = monthRent({ billMonth: month, start: contract.startDate, end: contract.endDate, monthlyRent: contract.monthlyRent, plates: contract.plates.split('、') });
    expect(bill).toMatchObject({ billMonth: month, contractNo: contract.contractNo, companyName: contract.companyName, billStatus: 1, rentAmount: expected.rentAmount, vehicleCount: contract.vehicleCount });
    expect(await call(`${BILLS}/generate`, { params: { contractId: contract.contractId } })).toMatchObject({
      code: 1, msg: `合同${contract.contractNo}的${month}租金账单已生成（${String(bill.billNo)}），不能重复生成`,
    });
    // It is listed under the contract, and moves 待确认 → 已确认 → 已收款.
    const listed = (await ok<{ result: Row[] }>(`${BILLS}/list`, { params: { contractNo: contract.contractNo, billMonth: month } })).result;
    expect(listed.map((r) => r.billNo)).toEqual([bill.billNo]);
    await ok(`${BILLS}/confirm`, { params: { billId: bill.billId } });
    expect(await ok<Row>(`${BILLS}/receive`, { params: { billId: bill.billId } })).toMatchObject({ billStatus: 3, billStatusName: '已收款' });
  });

  it('refuses to bill a contract not in force', async () => {
    const draft = data().businessContract.find((c) => c.contractStatus === 1)!;
    expect(await call(`${BILLS}/generate`, { params: { contractId: draft.contractId } })).toMatchObject({ code: 1, msg: `合同${draft.contractNo}不是生效中状态，不能生成租金账单` });
  });

  it('seeds past months’ bills whose amounts are the pro-rating function’s, one per contract and month', () => {
    const seen = new Set<string>();
    for (const b of data().rentBill) {
      const key = `${b.contractId}|${b.billMonth}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
      expect(b.billMonth < currentBillMonth()).toBe(true);
      expect(b.rentAmount).toBe(b.lines.reduce((s, l) => Math.round((s + (l.rentAmount ?? 0)) * 100) / 100, 0));
    }
    expect(seen.size).toBeGreaterThan(10);
    expect(today() >= '2000-01-01').toBe(true);
  });
});

describe('lease renewals', () => {
  const RENEW = '/api/renewContract';

  it('starts the day after the vehicle’s lease ends; approved, the contract shows it, its lease runs on, and the vehicle is held to the new end', async () => {
    const contract = unrenewed(3)[0]!;
    const car = contract.carIds.split(',')[0]!;
    const newEnd = `${Number(contract.endDate.slice(0, 4)) + 1}${contract.endDate.slice(4)}`;
    expect(await call(`${RENEW}/save`, { params: { contractId: contract.contractId, carId: car, endDate: contract.endDate, monthlyRent: '5000' } })).toMatchObject({
      code: 1, msg: `续租结束日期须晚于续租开始日期（${nextDay(contract.endDate)}）`,
    });
    const renewal = await ok<Row>(`${RENEW}/save`, { params: { contractId: contract.contractId, carId: car, endDate: newEnd, monthlyRent: '5000' } });
    expect(renewal).toMatchObject({ renewStatus: 1, startDate: nextDay(contract.endDate), contractNo: contract.contractNo, previousRent: contract.monthlyRent });
    // One pending renewal a vehicle.
    expect(await call(`${RENEW}/save`, { params: { contractId: contract.contractId, carId: car, endDate: newEnd, monthlyRent: '5100' } })).toMatchObject({
      msg: `该车辆已有待审批的续租合同${String(renewal.renewNo)}`,
    });
    await ok(`${RENEW}/approve`, { params: { renewId: renewal.renewId } });
    const detail = await ok<Row>(`${BASE}/detail`, { method: 'GET', params: { contractId: contract.contractId } });
    expect(detail).toMatchObject({ renewedEndDate: newEnd, contractStatus: 3 });
    // The vehicle is now held to the renewal's end: a new lease the day after the original end is refused.
    const plate = data().vehicles.find((v) => String(v.carId) === car)!.plate;
    expect(await call(`${BASE}/save`, { params: form(car, nextDay(contract.endDate), '2099-12-31') })).toMatchObject({
      msg: `车辆${plate}已在合同${contract.contractNo}中租出（${contract.startDate}至${newEnd}），租期不能重叠`,
    });
    // A second renewal of it starts the day after the first one's end.
    const second = await ok<Row>(`${RENEW}/save`, { params: { contractId: contract.contractId, carId: car, endDate: '2099-12-31', monthlyRent: '5200' } });
    expect(second).toMatchObject({ startDate: nextDay(newEnd), previousRent: 5000 });
  });

  it('refuses a renewal whose vehicle another live contract leases after the original ends', async () => {
    const contract = unrenewed(3)[1]!;
    const car = contract.carIds.split(',').at(-1)!;
    const other = await ok<Row>(`${BASE}/save`, { params: form(car, nextDay(contract.endDate), '2099-06-30') });
    await ok(`${BASE}/submit`, { params: { contractId: other.contractId } });
    const plate = data().vehicles.find((v) => String(v.carId) === car)!.plate;
    expect(await call(`${RENEW}/save`, { params: { contractId: contract.contractId, carId: car, endDate: '2099-12-31', monthlyRent: '5000' } })).toMatchObject({
      code: 1, msg: `车辆${plate}已在合同${String(other.contractNo)}中租出（${nextDay(contract.endDate)}至2099-06-30），租期不能重叠`,
    });
  });

  it('renews a contract expired within 30 days back into force, but not one expired longer ago (not offered, refused as such)', async () => {
    const [recent, old] = unrenewed(4);
    const ended = formatWallTime(nowWall() - 5 * 86_400_000).slice(0, 10);
    commit(() => {
      recent!.endDate = ended;
      old!.endDate = formatWallTime(nowWall() - 40 * 86_400_000).slice(0, 10);
    });
    const car = recent!.carIds.split(',')[0]!;
    const r = await ok<Row>(`${RENEW}/save`, { params: { contractId: recent!.contractId, carId: car, endDate: '2099-12-31', monthlyRent: '4000' } });
    expect(r.startDate).toBe(nextDay(ended));
    await ok(`${RENEW}/approve`, { params: { renewId: r.renewId } });
    expect(await ok<Row>(`${BASE}/detail`, { method: 'GET', params: { contractId: recent!.contractId } })).toMatchObject({ contractStatus: 3, renewedEndDate: '2099-12-31' });
    expect(await call(`${RENEW}/save`, { params: { contractId: old!.contractId, carId: old!.carIds.split(',')[0]!, endDate: '2099-12-31', monthlyRent: '4000' } })).toMatchObject({
      code: 1, msg: '原合同的取值无效',
    });
    expect((await ok<{ value: number }[]>(`${RENEW}/contractOptions`, { method: 'GET' })).map((o) => o.value)).not.toContain(old!.contractId);
  });

  it('bills a month across a renewal: the original days at the old rent, the renewed ones at the new rent', () => {
    // A lease ending 15 March 2026 renewed from the 16th at a new rent: 15/31 × 3100 + 16/31 × 3410.
    const { rentAmount, lines } = leaseMonthRent('2026-03', [
      { start: '2025-03-16', end: '2026-03-15', monthlyRent: 3100, plates: ['京A12345'] },
      { start: '2026-03-16', end: '2027-03-15', monthlyRent: 3410, plates: ['京A12345'] },
    ]);
    expect(lines.map((l) => [l.rentDays, l.rentAmount])).toEqual([[15, 1500], [16, 1760]]);
    expect(rentAmount).toBe(3260);
  });
});

describe('licence plate contracts', () => {
  const LICENSE = '/api/licenseContract';
  const plateForm = (carId: number | string, startDate: string, endDate: string) => ({
    carId: String(carId), ownerType: '1', ownerName: '王志强', ownerPhone: '13812345678', startDate, endDate, annualFee: '12000',
  });

  it('refuses a plate in another live licence contract over an overlapping period, on save and on submission', async () => {
    const live = data().licenseContract.find((c) => c.contractStatus === 3)!;
    expect(await call(`${LICENSE}/save`, { params: plateForm(live.carId, live.endDate, '2099-12-31') })).toMatchObject({
      code: 1, msg: `车牌${live.plate}已在牌照合同${live.contractNo}中租用（${live.startDate}至${live.endDate}），期限不能重叠`,
    });
    const free = data().vehicles.find((v) => !data().licenseContract.some((c) => c.carId === v.carId))!;
    const a = await ok<Row>(`${LICENSE}/save`, { params: plateForm(free.carId, '2031-01-01', '2032-12-31') });
    expect(a).toMatchObject({ plate: free.plate, contractStatus: 1, storeName: free.storeName });
    const b = await ok<Row>(`${LICENSE}/save`, { params: plateForm(free.carId, '2032-06-01', '2033-05-31') });
    await ok(`${LICENSE}/submit`, { params: { licenseContractId: a.licenseContractId } });
    expect(await call(`${LICENSE}/submit`, { params: { licenseContractId: b.licenseContractId } })).toMatchObject({ code: 1, msg: expect.stringContaining(`已在牌照合同${String(a.contractNo)}中租用`) });
  });
});

describe('the operator’s contract register', () => {
  it('lists every contract of the three kinds, each opening its own kind’s record, and filters those about to expire', async () => {
    const all = (await ok<{ total: number; result: Row[] }>('/api/sopContract/list', { params: { pageSize: 500 } }));
    expect(all.total).toBe(data().businessContract.length + data().renewContract.length + data().licenseContract.length);
    const licence = data().licenseContract[0]!;
    expect(all.result.find((r) => r.contractNo === licence.contractNo)).toMatchObject({ contractKind: '3', recordId: licence.licenseContractId, partyName: licence.ownerName, plates: licence.plate, rentUnit: '每年' });
    const expiring = (await ok<{ result: Row[] }>('/api/sopContract/list', { params: { expiring: '1', pageSize: 500 } })).result;
    expect(expiring.length).toBeGreaterThan(0);
    for (const r of expiring) expect(r.statusName).toBe('生效中');
    const business = (await ok<{ result: Row[] }>('/api/businessContract/list', { params: { expiring: '1', pageSize: 500 } })).result;
    expect(expiring.filter((r) => r.contractKind === '1').map((r) => r.contractNo).toSorted()).toEqual(business.map((r) => r.contractNo).toSorted());
  });
});
