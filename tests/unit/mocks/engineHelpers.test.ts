/**
 * What the handlers repeated, said once by the engine (src/mocks/errors.ts, src/mocks/entities.ts): find a record or
 * refuse (`found`), refuse by a rule's text or bilingual message (`refuseIf`, `refusalText`), a bespoke change committed
 * and recorded in the history (`changeRecord`), a bespoke call allowed as the entity's generated endpoints are
 * (`entityCall`).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { vehicle } from '@/entities/admin/vehicle';
import { formFields } from '@/entities/define';
import { insurancePolicy } from '@/entities/insurance/policy';
import { data } from '@/mocks/db';
import { changeRecord, entityCall } from '@/mocks/entities';
import { accepted, ApiError, checked, found, NOT_FOUND, refusalText, refuseIf, type Refusal } from '@/mocks/errors';
import { server } from '@/mocks/node';
import '@/mocks/handlers';
import { call, ok } from './api';

/** The refusal a call throws: code, message and field; null when it does not throw. */
function thrown(run: () => unknown): { code: number; msg: string; field: string | undefined } | null {
  try {
    run();
    return null;
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    return { code: e.code, msg: e.message, field: e.field };
  }
}

const bi = (zh: string) => ({ 'zh-CN': zh, 'en-US': `${zh} (en)` });

describe('found', () => {
  it('answers the value found, zero and empty text included', () => {
    expect(found({ id: 1 })).toEqual({ id: 1 });
    expect(found(0)).toBe(0);
    expect(found('')).toBe('');
  });

  it('refuses nothing found with 记录不存在或已被删除, or with the refusal given (of its field)', () => {
    expect(thrown(() => found(undefined))).toEqual({ code: 1, msg: NOT_FOUND, field: undefined });
    expect(NOT_FOUND).toBe('记录不存在或已被删除');
    expect(thrown(() => found(null, '账单不存在'))).toEqual({ code: 1, msg: '账单不存在', field: undefined });
    expect(thrown(() => found(undefined, bi('合同不存在'), 'contractId'))).toEqual({ code: 1, msg: '合同不存在', field: 'contractId' });
  });
});

describe('refuseIf', () => {
  it('refuses a rule’s text, or its bilingual message in Chinese, of the field given', () => {
    expect(thrown(() => refuseIf('不能删除'))).toEqual({ code: 1, msg: '不能删除', field: undefined });
    expect(thrown(() => refuseIf(bi('里程不能小于'), 'endMileage'))).toEqual({ code: 1, msg: '里程不能小于', field: 'endMileage' });
  });

  it('refuses nothing for no refusal: null, undefined, false or empty text', () => {
    const none: Refusal[] = [null, undefined, false, ''];
    for (const refusal of none) expect(thrown(() => refuseIf(refusal, 'x'))).toBeNull();
    expect(none.map(refusalText)).toEqual([null, null, null, null]);
    expect(refusalText(bi('已过期'))).toBe('已过期');
  });
});

describe('accepted and checked', () => {
  it('accepted: a rule’s answer, or its { refusal } refused', () => {
    expect(accepted([1, 2])).toEqual([1, 2]);
    expect(accepted(0)).toBe(0);
    expect(thrown(() => accepted({ refusal: '请选择支付方式' }))).toEqual({ code: 1, msg: '请选择支付方式', field: undefined });
  });

  it('checked: the value a rule lets through, or the rule’s refusal (a missing value included)', () => {
    const rule = (v: { open: boolean } | undefined) => (!v ? '请选择门店' : v.open ? null : bi('暂停营业'));
    expect(checked({ open: true }, rule)).toEqual({ open: true });
    expect(thrown(() => checked({ open: false }, rule))).toEqual({ code: 1, msg: '暂停营业', field: undefined });
    expect(thrown(() => checked(undefined, rule))).toEqual({ code: 1, msg: '请选择门店', field: undefined });
  });
});

describe('changeRecord and entityCall', () => {
  beforeEach(async () => {
    await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
  });

  it('commits a bespoke change and records it in the record’s history, before and after', () => {
    const policy = data().InsuranceList[0]!;
    const remark = `${policy.remark}（测试）`;
    const entries = data().changeLog.length;
    expect(changeRecord(insurancePolicy, 'update', policy, () => ((policy.remark = remark), 'answered'))).toBe('answered');
    expect(data().InsuranceList[0]!.remark).toBe(remark);
    expect(data().changeLog.length).toBe(entries + 1);
    expect(data().changeLog[0]).toMatchObject({ entity: insurancePolicy.id });
    expect(JSON.stringify(data().changeLog[0])).toContain('（测试）');
  });

  it('answers a bespoke call for an account holding the entity’s list code (and the button’s); 403 for one without', async () => {
    server.use(
      entityCall('GET', '/api/test/entityCall', insurancePolicy, null, (p) => ({ echo: p.str('x') ?? '' })),
      entityCall('GET', '/api/test/entityCallCode', insurancePolicy, 'no:such:code', () => 'never'),
    );
    expect(await ok('/api/test/entityCall', { method: 'GET', params: { x: 'y' } })).toEqual({ echo: 'y' });
    // The administrator holds every code: sign in as an account without the insurance screens.
    await ok('/api/provider/staff/logout');
    const supplier = data().sysAccounts.find((a) => a.accountType === 3 && a.status === 0)!;
    await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: supplier.userName, password: supplier.password } });
    expect((await call('/api/test/entityCall', { method: 'GET' })).code).toBe(403);
    expect((await call('/api/test/entityCallCode', { method: 'GET' })).code).toBe(403);
  });
});

describe('a refusal on the wire', () => {
  beforeEach(async () => {
    await ok('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
  });

  it('names the field refused (docs/api.md "Answer envelope"): a duplicate plate is refused of `plate`; a refusal of no field names none', async () => {
    const [mine, other] = data().vehicles;
    const save = vehicle.endpoints.save!.path;
    const row = mine as unknown as Record<string, string | number>;
    const params = Object.fromEntries(formFields(vehicle).map((f) => [f.name, row[f.name]]));
    const answer = await call(save, { params: { ...params, carId: mine!.carId, plate: other!.plate } });
    expect(answer).toEqual({ code: 1, msg: '该车牌号的车辆已存在', data: null, field: 'plate' });
    expect((await call(save, { params: { ...params, carId: -1 } })).field).toBeUndefined();
  });
});
