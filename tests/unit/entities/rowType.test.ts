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
    expectTypeOf<VehicleRow['energyType']>().toEqualTypeOf<string | number | undefined>();
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
