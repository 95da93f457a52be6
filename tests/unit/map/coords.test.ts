/**
 * The map's display coordinates (src/components/map/coords.ts, docs/architecture.md "Maps"): stored positions are
 * WGS-84; on a GCJ-02 tile source they are shifted for display (a few hundred metres in mainland China, nothing
 * outside it) and a picked point shifted back; the stored value is never changed.
 */
import { describe, expect, it } from 'vitest';
import { configuredCoordSystem, fromDisplay, toDisplay } from '@/components/map/coords';
import { mapConfig } from '@/components/map/config';
import { distanceM } from '@/mocks/gps/roads';

const TIANANMEN: [number, number] = [116.397477, 39.908692];

describe('map coordinates', () => {
  it('draws WGS-84 as it is by default; gcj02 only when configured', () => {
    expect(configuredCoordSystem(undefined)).toBe('wgs84');
    expect(configuredCoordSystem('')).toBe('wgs84');
    expect(configuredCoordSystem(' GCJ02 ')).toBe('gcj02');
    expect(toDisplay(...TIANANMEN, 'wgs84')).toEqual(TIANANMEN);
  });

  it('shifts a mainland position to GCJ-02 by the usual few hundred metres, and back within a metre', () => {
    const stored: [number, number] = [...TIANANMEN];
    const shown = toDisplay(...stored, 'gcj02');
    expect(stored).toEqual(TIANANMEN);
    // GCJ-02 moves Beijing about 0.0062° east and 0.0014° north (≈ 550 m).
    expect(shown[0] - stored[0]).toBeCloseTo(0.0062, 3);
    expect(shown[1] - stored[1]).toBeCloseTo(0.0014, 3);
    expect(distanceM(shown, stored)).toBeGreaterThan(300);
    expect(distanceM(fromDisplay(...shown, 'gcj02'), stored)).toBeLessThan(1);
  });

  it('leaves positions outside mainland China unshifted', () => {
    const tokyo: [number, number] = [139.767125, 35.681236];
    expect(toDisplay(...tokyo, 'gcj02')).toEqual(tokyo);
  });

  it('takes the production style from VITE_MAP_STYLE_URL, else the bundled basemap', () => {
    expect(mapConfig({}).styleUrl).toBeNull();
    expect(mapConfig({ VITE_MAP_STYLE_URL: ' ' }).styleUrl).toBeNull();
    expect(mapConfig({ VITE_MAP_STYLE_URL: 'https://tiles.example.com/style.json' }).styleUrl).toBe('https://tiles.example.com/style.json');
  });
});
