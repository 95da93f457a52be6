/**
 * The fence shape's geometry and §5 rule (src/lib/geo.ts, `fenceShapeProblem` in src/lib/validators.ts): the form and
 * the demo backend refuse the same shapes with the same messages.
 */
import { describe, expect, it } from 'vitest';
import { circleRing, distanceM, insideShape, parseShape, shapeText, type LngLat } from '@/lib/geo';
import { FENCE_SHAPE_MESSAGES, fenceShapeProblem } from '@/lib/validators';

const square: LngLat[] = [[116.3, 39.9], [116.31, 39.9], [116.31, 39.91], [116.3, 39.91]];

describe('fence shapes', () => {
  it('accepts a simple polygon and a circle of 50 m to 50 km, and round-trips them', () => {
    expect(fenceShapeProblem(shapeText({ kind: 'polygon', ring: square }))).toBeNull();
    const c = shapeText({ kind: 'circle', center: [116.3, 39.9], radius: 800, ring: circleRing([116.3, 39.9], 800) });
    expect(fenceShapeProblem(c)).toBeNull();
    expect(parseShape(c)).toMatchObject({ kind: 'circle', center: [116.3, 39.9], radius: 800 });
  });

  it('refuses fewer than 3 distinct points, a crossing outline, a radius out of range and a non-shape', () => {
    expect(fenceShapeProblem(shapeText({ kind: 'polygon', ring: [[116.3, 39.9], [116.31, 39.9], [116.3, 39.9]] }))).toEqual(FENCE_SHAPE_MESSAGES.points);
    const bowTie: LngLat[] = [[116.3, 39.9], [116.31, 39.91], [116.31, 39.9], [116.3, 39.91]];
    expect(fenceShapeProblem(shapeText({ kind: 'polygon', ring: bowTie }))).toEqual(FENCE_SHAPE_MESSAGES.crossing);
    for (const radius of [49, 50_001]) {
      expect(fenceShapeProblem(shapeText({ kind: 'circle', center: [116.3, 39.9], radius, ring: circleRing([116.3, 39.9], radius) }))).toEqual(FENCE_SHAPE_MESSAGES.radius);
    }
    expect(fenceShapeProblem('{"type":"Point"}')).toEqual(FENCE_SHAPE_MESSAGES.invalid);
    expect(FENCE_SHAPE_MESSAGES.radius['zh-CN']).toBe('圆形围栏半径须在50米至50公里之间');
  });

  it('tells inside from outside: a polygon by its outline, a circle by its radius in metres', () => {
    const poly = parseShape(shapeText({ kind: 'polygon', ring: square }))!;
    expect(insideShape(poly, [116.305, 39.905])).toBe(true);
    expect(insideShape(poly, [116.32, 39.905])).toBe(false);
    const circle = parseShape(shapeText({ kind: 'circle', center: [116.3, 39.9], radius: 500, ring: circleRing([116.3, 39.9], 500) }))!;
    const east = (m: number): LngLat => [116.3 + m / (111_320 * Math.cos((39.9 * Math.PI) / 180)), 39.9];
    expect(Math.abs(distanceM([116.3, 39.9], east(490)) - 490)).toBeLessThan(3);
    expect(insideShape(circle, east(490))).toBe(true);
    expect(insideShape(circle, east(510))).toBe(false);
  });
});
