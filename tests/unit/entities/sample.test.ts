/** A seed row drawn from its declaration (src/entities/sample.ts): what it draws passes the field's own validators. */
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@/entities';
import { company } from '@/entities/admin/company';
import { commonAddress } from '@/entities/admin/commonAddress';
import { fieldValidators } from '@/entities/define';
import { DICTIONARIES } from '@/entities/dicts';
import { GIVEN_NAMES, sampleRow, SURNAMES } from '@/entities/sample';

/** A fixed sequence in [0, 1) (the seed's own PRNG is the demo backend's; this test needs only a repeatable one). */
function sequence(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return a / 2147483648;
  };
}

describe('sampleRow', () => {
  it.each(ENTITIES.map((s) => [s.id, s] as const))('draws values of %s that its fields accept', (_id, schema) => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const row = sampleRow<Record<string, unknown>>(schema, sequence(seed), {});
      for (const field of schema.fields) {
        if (!(field.name in row) || row[field.name] === '') continue;
        for (const v of fieldValidators(field)) expect(v(row[field.name]), `${field.name} = ${JSON.stringify(row[field.name])}`).toBe(true);
      }
    }
  });

  it('keeps what the seed fixes, says no reference, leaves an optional remark empty', () => {
    const row = sampleRow<Record<string, unknown>>(commonAddress, sequence(7), { addressId: 1, addressName: '北京南站接送点', cityId: 110100, cityName: '北京' });
    expect(row).toMatchObject({ addressId: 1, addressName: '北京南站接送点', cityId: 110100, cityName: '北京', remark: '' });
    expect(DICTIONARIES.common_status!.map((e) => Number(e.value))).toContain(row.status);
  });

  it("draws by the field's own sample (a person's name) and the same row from the same sequence", () => {
    const a = sampleRow<Record<string, unknown>>(company, sequence(3), { companyId: 1 });
    for (const name of [a.contactName, a.legalPerson] as string[]) {
      expect(SURNAMES).toContain(name.slice(0, 1));
      expect(GIVEN_NAMES).toContain(name.slice(1));
    }
    expect(a.contactPhone).toMatch(/^1[3-9]\d{9}$/);
    expect(sampleRow(company, sequence(3), { companyId: 1 })).toEqual(a);
  });
});
