/**
 * The row type is derived from the declaration (src/entities/row.ts): checked by the compiler (`npx tsc --noEmit`),
 * and by vitest's typecheck when run with it; at run time these tests only touch the declarations.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { company } from '@/entities/admin/company';
import type { department } from '@/entities/admin/department';
import type { vehicle } from '@/entities/admin/vehicle';
import type { insurancePolicy } from '@/entities/insurance/policy';
import { defineEntity, type RowOf } from '@/entities/define';
import type { Attachment } from '@/entities/kinds';
import type { car } from '@/entities/supplier';
import type { StoredRow } from '@/mocks/model';

const label = { 'zh-CN': '字段', 'en-US': 'Field' };
/** One field of the other kinds. */
const kinds = defineEntity({
  id: 'rowTypeKinds',
  title: label,
  rowKey: 'id',
  base: '/api/rowTypeKinds',
  status: { field: 'level', name: 'levelName' },
  fields: [
    { name: 'flag', type: 'switch', label },
    { name: 'attachment', type: 'file', label, required: label },
    { name: 'picture', type: 'image', label },
    { name: 'tags', type: 'multi', dict: 'energy_type', label },
    { name: 'level', type: 'enum', options: [{ value: '1', label }, { value: '2', label }, { value: 'gold', label }, { value: 'true', label }], label },
    { name: 'todo', type: 'enum', dict: 'true_false', label },
    { name: 'ratio', type: 'percent', label },
    { name: 'period', type: 'dateRange', label, filter: true },
  ],
});

type VehicleRow = RowOf<typeof vehicle>;
type PolicyRow = RowOf<typeof insurancePolicy>;
type Photo = NonNullable<PolicyRow['photos']>[number];

describe('RowOf', () => {
  it('types each declared field by its kind', () => {
    expectTypeOf<VehicleRow['mileage']>().toEqualTypeOf<number>();
    expectTypeOf<VehicleRow['plate']>().toEqualTypeOf<string>();
    expectTypeOf<VehicleRow['registerDate']>().toEqualTypeOf<string>();
    expectTypeOf<VehicleRow['modelId']>().toEqualTypeOf<string | number>();
    expectTypeOf<VehicleRow['energyType']>().toEqualTypeOf<1 | 2 | undefined>();
    expectTypeOf<RowOf<typeof department>['parentId']>().toEqualTypeOf<string | number>();
  });

  it('makes required fields required and the others optional', () => {
    expectTypeOf<VehicleRow>().toHaveProperty('plate');
    expectTypeOf<Pick<VehicleRow, 'plate'>>().toEqualTypeOf<{ plate: string }>();
    expectTypeOf<Pick<VehicleRow, 'remark'>>().toEqualTypeOf<{ remark?: string }>();
    expectTypeOf<Pick<VehicleRow, 'purchasePrice'>>().toEqualTypeOf<{ purchasePrice?: number }>();
  });

  it('adds the row key, display names, the status label and child rows; not date-range filters', () => {
    expectTypeOf<Pick<VehicleRow, 'carId'>>().toEqualTypeOf<{ carId: string | number }>();
    expectTypeOf<Pick<VehicleRow, 'cityName' | 'storeName' | 'model'>>().toEqualTypeOf<{ cityName: string; storeName: string; model: string }>();
    expectTypeOf<Pick<VehicleRow, 'vehicleStatusName'>>().toEqualTypeOf<{ vehicleStatusName?: string }>();
    expectTypeOf<Pick<RowOf<typeof department>, 'parentName'>>().toEqualTypeOf<{ parentName: string }>();
    expectTypeOf<Photo>().toEqualTypeOf<{ photoId?: number; photoType: string | number; photoUrl: string; uploadTime?: string }>();
    expectTypeOf<PolicyRow['photos']>().toEqualTypeOf<Photo[] | undefined>();
    expectTypeOf<RowOf<typeof company>>().not.toHaveProperty('createRange');
    expectTypeOf<RowOf<typeof company>['createTime']>().toEqualTypeOf<string | undefined>();
  });

  it('declares a date-range filter, which the row does not hold', () => {
    expect(kinds.fields.map((f) => f.name)).toContain('period');
  });

  it('reads literal options as the values the backend stores', () => {
    // ENERGY_TYPES declares '1' and '2' without `as const`: any text or number.
    expectTypeOf<RowOf<typeof car>['energyType']>().toEqualTypeOf<string | number>();
    type Kinds = RowOf<typeof kinds>;
    expectTypeOf<Kinds['level']>().toEqualTypeOf<1 | 2 | 'gold' | boolean | undefined>();
    expectTypeOf<Kinds['todo']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<Kinds['flag']>().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<Kinds['attachment']>().toEqualTypeOf<Attachment>();
    expectTypeOf<Kinds['picture'] | Kinds['tags']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Kinds['ratio']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Kinds['levelName']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Kinds>().not.toHaveProperty('period');
  });

  it('refuses a misspelled field', () => {
    // @ts-expect-error — no field `milage` is declared
    expectTypeOf<VehicleRow['milage']>().toBeNever();
    // @ts-expect-error — a vehicle row without its required plate
    const missing: VehicleRow = { carId: 1, vin: '', engineNo: '', modelId: 1, model: '', color: '', mileage: 0, cityId: 1, cityName: '', storeId: 1, storeName: '', registerDate: '', insuranceExpiry: '' };
    void missing;
  });
});

/** What a stored row may lack, said by the declaration (no second list in the seed). */
const stored = defineEntity({
  id: 'storedRowTest',
  title: label,
  rowKey: 'id',
  base: '/api/storedRowTest',
  status: { field: 'state', name: 'stateName' },
  numbering: { field: 'no', prefix: 'T', date: 'day', digits: 3 },
  fields: [
    { name: 'no', type: 'text', label, computed: true },
    { name: 'state', type: 'enum', options: [{ value: '1', label }, { value: '2', label }], label },
    { name: 'name', type: 'text', label, form: true, required: label },
    { name: 'remark', type: 'text', label, form: true },
    { name: 'owner', type: 'text', label },
    { name: 'total', type: 'money', label, computed: true },
    { name: 'reviewTime', type: 'datetime', label, later: true },
    { name: 'cityId', type: 'city', label, form: true, display: 'cityName' },
    { name: 'minTotal', type: 'money', label, filter: true, match: 'atLeast', of: 'total' },
  ],
});

describe('StoredRow', () => {
  type Stored = StoredRow<typeof stored>;
  it('fills every field but those set later, computed (not the document number) or optional on the form, and the status label', () => {
    expectTypeOf<Pick<Stored, 'no' | 'name' | 'owner' | 'state'>>().toEqualTypeOf<{ no: string; name: string; owner: string; state: 1 | 2 }>();
    expectTypeOf<Pick<Stored, 'remark' | 'total' | 'reviewTime' | 'cityId' | 'cityName' | 'stateName'>>().toEqualTypeOf<{
      remark?: string; total?: number; reviewTime?: string; cityId?: number; cityName?: string; stateName?: string;
    }>();
  });

  it('holds no filter comparing another field', () => {
    expect(stored.fields.map((f) => f.name)).toContain('minTotal');
    expectTypeOf<Stored>().not.toHaveProperty('minTotal');
  });

  it('refuses a required field set later', () => {
    expect(() => defineEntity({ id: 'laterRequired', title: label, rowKey: 'id', base: '/api/laterRequired', fields: [{ name: 'at', type: 'datetime', label, later: true, required: label }] })).toThrow(
      'field at is set later and cannot be required',
    );
  });
});
