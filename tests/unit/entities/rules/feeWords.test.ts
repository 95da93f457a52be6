/** The words a user reads of a rental's money: fee names from one dictionary in both languages, a coupon's wording. */
import { describe, expect, it } from 'vitest';
import { EXTENSION_PREFIX, FEE_NAMES, FEE_NAME_OPTIONS, feeName } from '@/entities/order/fees';
import { basicFees, couponWording, optionalFees } from '@/entities/order/pricing';
import { extensionFees } from '@/entities/order/settlement';
import { rentOrder } from '@/entities/order/rentOrder';

const HAN = /\p{Script=Han}/u;

describe('fee names', () => {
  it('every name has Chinese and English text, the English without Chinese characters', () => {
    for (const name of Object.values(FEE_NAMES)) {
      expect(name['zh-CN']).toMatch(HAN);
      expect(name['en-US']).not.toMatch(HAN);
    }
  });

  it('the fees a booking makes are named from the dictionary, an elsewhere return by its kind', () => {
    const here = { storeId: 1, cityId: 1 };
    const sameCity = basicFees(100, 2, here, { storeId: 2, cityId: 1 });
    const otherCity = basicFees(100, 2, here, { storeId: 3, cityId: 2 });
    expect(sameCity.map((f) => pickBoth(feeName(f)))).toEqual([
      ['车辆租金', 'Rent'], ['基本保障服务费', 'Basic cover'], ['车辆整备费', 'Preparation'], ['异店还车费', 'Return at another store'],
    ]);
    // The code stays the §3 one; only the name says which kind of elsewhere.
    expect(otherCity.at(-1)).toMatchObject({ priceCode: 'return_elsewhere', priceName: '异地还车费' });
    expect(feeName(otherCity.at(-1)!)['en-US']).toBe('Return in another city');
    expect(feeName(optionalFees(2)[0]!)['en-US']).toBe('Premium cover');
  });

  it("an extension's lines carry the prefix in both languages; an unknown name is shown as it is", () => {
    const lines = extensionFees(100, 1).map((f) => ({ ...f, priceName: `${EXTENSION_PREFIX['zh-CN']}${f.priceName}` }));
    expect(lines.map((f) => feeName(f)['en-US'])).toEqual(['Extension: Rent', 'Extension: Basic cover']);
    expect(feeName({ priceName: '其他费用' })).toEqual({ 'zh-CN': '其他费用', 'en-US': '其他费用' });
  });

  it("the order's fee tables show the name by the dictionary and hide the code", () => {
    for (const child of rentOrder.children ?? []) {
      const code = child.fields.find((f) => f.name === 'priceCode');
      const name = child.fields.find((f) => f.name === 'priceName');
      expect(code?.detail).toBe(false);
      expect(name).toMatchObject({ type: 'enum', options: FEE_NAME_OPTIONS });
    }
  });
});

const pickBoth = (b: { 'zh-CN': string; 'en-US': string }) => [b['zh-CN'], b['en-US']];

describe('coupon wording', () => {
  it('a coupon without a threshold reads 无门槛减, never 满 0.00 减', () => {
    expect(couponWording({ couponName: '新客立减券', thresholdAmount: 0, deductAmount: 10 })).toEqual({
      'zh-CN': '新客立减券：无门槛减 10.00',
      'en-US': '新客立减券: 10.00 off any order',
    });
  });

  it('a coupon with a threshold reads 满 … 减 …, amounts grouped (§9)', () => {
    expect(couponWording({ couponName: '满1000减150', thresholdAmount: 1000, deductAmount: 150 })).toEqual({
      'zh-CN': '满1000减150：满 1,000.00 减 150.00',
      'en-US': '满1000减150: 150.00 off orders from 1,000.00',
    });
  });
});
