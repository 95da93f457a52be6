/**
 * Place names (src/entities/monitor/place.ts; docs/architecture.md "Place names"): every position is named after its
 * nearest landmark with its district — at it, near it, or at a distance from it — in both languages; and the demo
 * feed names every report so (no raw coordinates left for the screens).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { distanceM, nearestLandmark, placeLabel, placeText, type Landmark } from '@/entities/monitor/place';
import { seedDay } from '@/mocks/db';
import { latestPositions } from '@/mocks/gps/feed';
import '@/mocks/handlers';
import { HOUR, pinClock } from '@/mocks/time';

const EAST: Landmark = { name: '成都东站店', district: '成华区', lng: 104.1385, lat: 30.6311 };
const SQUARE: Landmark = { name: '天府广场店', district: '武侯区', lng: 104.0657, lat: 30.6574 };
/** A point `m` metres east of a landmark. */
const eastOf = (l: Landmark, m: number): [number, number] => [l.lng + m / (111_320 * Math.cos((l.lat * Math.PI) / 180)), l.lat];

describe('place names', () => {
  it('names a position after its nearest landmark, with the distance in metres', () => {
    const [lng, lat] = eastOf(EAST, 600);
    const ref = nearestLandmark(lng, lat, [SQUARE, EAST])!;
    expect(ref).toMatchObject({ name: '成都东站店', district: '成华区' });
    expect(Math.abs(ref.m - 600)).toBeLessThanOrEqual(2);
    expect(Math.abs(distanceM([EAST.lng, EAST.lat], [lng, lat]) - 600)).toBeLessThan(1);
    expect(nearestLandmark(lng, lat, [])).toBeNull();
  });

  it('words it at, near or at a distance from the landmark, then the district, in both languages', () => {
    const at = { name: '成都东站店', district: '成华区', m: 40 };
    const near = { ...at, m: 800 };
    const far = { ...at, m: 4_230 };
    expect(placeText(at, 'zh-CN')).toBe('成都东站店 · 成华区');
    expect(placeText(near, 'zh-CN')).toBe('成都东站店附近 · 成华区');
    expect(placeText(near, 'en-US')).toBe('near 成都东站店 · 成华区');
    expect(placeText(far, 'zh-CN')).toBe('距成都东站店4.2公里 · 成华区');
    expect(placeText(far, 'en-US')).toBe('4.2 km from 成都东站店 · 成华区');
    expect(placeText({ ...near, district: '' }, 'zh-CN')).toBe('成都东站店附近');
  });

  it('shows the coordinates only where there is no place name at all', () => {
    expect(placeLabel({ place: '', placeRef: { name: '成都东站店', district: '成华区', m: 800 }, lng: 104.1, lat: 30.6 }, 'en-US')).toBe('near 成都东站店 · 成华区');
    expect(placeLabel({ place: '机场', lng: 104.1, lat: 30.6 }, 'zh-CN')).toBe('机场');
    expect(placeLabel({ place: '', placeRef: null, lng: 104.1, lat: 30.6 }, 'zh-CN', 5)).toBe('104.10000, 30.60000');
  });

  describe('in the demo feed', () => {
    beforeEach(() => pinClock(seedDay() + 3 * HOUR));
    afterEach(() => pinClock(null));

    it('names every report, with a district, the Chinese text stored beside the name', () => {
      const { positions } = latestPositions(null);
      expect(positions.length).toBeGreaterThan(10);
      for (const p of positions) {
        expect(p.placeRef).toBeTruthy();
        expect(p.placeRef!.district).not.toBe('');
        expect(p.place).toBe(placeText(p.placeRef!, 'zh-CN'));
      }
      // Parked vehicles stand in their store's bay: at the store itself.
      expect(positions.some((p) => !p.ignition && p.place === `${p.storeName} · ${p.placeRef!.district}`)).toBe(true);
    });
  });
});
