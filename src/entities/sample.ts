/**
 * A seed row drawn from its declaration (docs/architecture.md "Seed data"): the seed factory fixes what carries
 * meaning (keys, references, states and the dates that fit them, the rows tests and demos rely on) and `sampleRow`
 * draws every other stored field — by the field's own `sample` (what the declaration says the field holds: a
 * person's name, an address), else its dictionary's or options' values, else its kind's sample. Pure: the random
 * source is the caller's (the seed's PRNG), so the same seed draws the same rows.
 */
import { fieldValidators, type EntityField, type Scalar } from './define';
import { DICTIONARIES } from './dicts';
import { int, KINDS, type Random, type StoredValue } from './kinds';

/** A field's own sample: the values it holds, or a generator given the row so far (fixed fields and those drawn before it). */
export type FieldSample = readonly Scalar[] | ((random: Random, row: Readonly<Record<string, unknown>>) => StoredValue);

const pick = <T>(random: Random, items: readonly T[]): T => items[int(random, 0, items.length - 1)] as T;

export const SURNAMES: readonly string[] = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '林', '罗', '高'];
export const GIVEN_NAMES: readonly string[] = ['伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '涛', '明', '超', '秀兰', '霞', '平', '刚', '桂英', '浩然', '子涵', '雨轩', '欣怡', '梓萱', '宇航', '思远', '嘉怡'];
/** The roads most seeded street addresses are on (a station's, a shop's, a contact's). */
export const ROADS: readonly string[] = ['建国路', '人民路', '中山路', '解放路', '长江路', '科技路', '站前路', '新华路'];

/** Realistic generators a declaration names as a field's `sample`. */
export const SAMPLES = {
  /** A Chinese person's name (a contact, a driver). */
  personName: (random: Random): string => pick(random, SURNAMES) + pick(random, GIVEN_NAMES),
} as const;

/** The values an enum or multi field may hold (its dictionary's, else its options'), as stored (kinds.ts `enum.fromWire`). */
function enumValues(field: EntityField): readonly string[] {
  const dict = 'dict' in field && field.dict ? DICTIONARIES[field.dict] : undefined;
  return (dict ?? ('options' in field ? field.options : undefined) ?? []).map((o) => o.value);
}

/** How many times a value the field's validators refuse (a kind's number outside the field's range) is drawn again. */
const DRAWS = 20;

/**
 * A value of `field` for seed data that its validators accept, or undefined when the seed must say it: a reference to
 * another collection (a reference, a tree node, a city, a store) has no sample of its own kind, nor has a field whose
 * format or range the kind's sample does not meet (a VIN, a rating 0–5) and that declares no sample of its own.
 * An optional free text (a remark) is empty.
 */
export function sampleValue(field: EntityField, random: Random, row: Readonly<Record<string, unknown>>): StoredValue | undefined {
  const validators = fieldValidators(field);
  for (let i = 0; i < DRAWS; i += 1) {
    const value = draw(field, random, row);
    if (value === undefined || value === '' || validators.every((v) => v(value))) return value;
  }
  return undefined;
}

function draw(field: EntityField, random: Random, row: Readonly<Record<string, unknown>>): StoredValue | undefined {
  const own = field.sample;
  if (typeof own === 'function') return own(random, row);
  if (own) return pick(random, own);
  switch (field.type) {
    case 'reference': case 'treeRef': case 'city': case 'store': case 'dateRange':
      return undefined;
    case 'enum':
      return KINDS.enum.fromWire(pick(random, enumValues(field)));
    case 'multi':
      return enumValues(field).filter(() => random() < 0.5).join(',');
    case 'text': case 'textarea': case 'richText':
      return field.required ? KINDS[field.type].sample(random) : '';
    default:
      return KINDS[field.type].sample(random);
  }
}

/**
 * A row of the declaration: `fixed` as given, then each stored field it does not set (not computed, not set by a later
 * step, not a filter only) drawn in declaration order by `sampleValue`. The caller's row type is trusted: `fixed`
 * must hold every field with no sample (the seed's own type checks it where it stores the row).
 */
export function sampleRow<R extends object>(schema: { readonly fields: readonly EntityField[] }, random: Random, fixed: Partial<R>): R {
  const row: Record<string, unknown> = { ...fixed };
  for (const field of schema.fields) {
    if (field.name in row || field.computed || field.later || field.of) continue;
    const value = sampleValue(field, random, row);
    if (value !== undefined) row[field.name] = value;
  }
  return row as R;
}
