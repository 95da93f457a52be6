/**
 * Demo data that survives a glance (docs/architecture.md "Demo backend"): the rules a reader of the seeded screens
 * would catch at once, checked over the seed of two days (src/mocks/seeds/places.ts, fleet.ts).
 * - A store is named by its city once (北京站店, not 北京北京站店).
 * - Models are priced by level: a model of a lower level is not priced above one of a higher level (its lowest and its
 *   highest price not above the other's), so a 朗逸 never costs more than a BMW 5.
 * - A vehicle's purchase price is within its model's range.
 */
import { describe, expect, it } from 'vitest';
import { LEVEL_LADDER, MODEL_PRICES } from '@/mocks/seeds/fleet';
import { createSeed } from '@/mocks/seeds/registry';
import '@/mocks/handlers'; // every collection declared, as the running backend has them

const DAYS = [Date.UTC(2025, 5, 1, 9), Date.UTC(2026, 10, 29, 9)];

/** How many times `part` occurs in `text`. */
const occurrences = (text: string, part: string) => text.split(part).length - 1;

describe.each(DAYS)('the seed of %d', (today) => {
  const seed = createSeed(today);

  it('names every store by its city once', () => {
    const twice = seed.stores.filter((s) => occurrences(s.storeName, s.cityName) !== 1).map((s) => s.storeName);
    expect(twice).toEqual([]);
    expect(new Set(seed.stores.map((s) => s.storeName)).size).toBe(seed.stores.length);
  });

  it('prices every model, a lower level never above a higher one', () => {
    for (const m of seed.models) expect(MODEL_PRICES[m.modelId], m.modelName).toBeDefined();
    const rank = (levelId: number) => LEVEL_LADDER.indexOf(levelId);
    const ranked = seed.models.filter((m) => rank(m.levelId) >= 0);
    const inverted: string[] = [];
    for (const low of ranked) {
      for (const high of ranked) {
        if (rank(low.levelId) >= rank(high.levelId)) continue;
        const [lowFrom, lowTo] = MODEL_PRICES[low.modelId]!;
        const [highFrom, highTo] = MODEL_PRICES[high.modelId]!;
        if (lowFrom > highFrom || lowTo > highTo) inverted.push(`${low.modelName} > ${high.modelName}`);
      }
    }
    expect(inverted).toEqual([]);
  });

  it("buys every vehicle within its model's price range", () => {
    const outside = seed.vehicles.filter((v) => {
      const range = MODEL_PRICES[v.modelId];
      return !range || v.purchasePrice === undefined || v.purchasePrice < range[0] || v.purchasePrice > range[1];
    });
    expect(outside.map((v) => `${v.plate} ${v.model} ${v.purchasePrice}`)).toEqual([]);
  });
});
