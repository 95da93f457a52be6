/**
 * Street-level detail on the demo basemap (docs/architecture.md "Maps"): the demo backend's synthetic roads include a
 * street grid round each city's centre, every road named in both languages; the demo style draws the grid at street
 * zoom (15–17); the labels go on the roads in view, in the console's language, streets only when zoomed in that far.
 */
import { describe, expect, it } from 'vitest';
import type { LineLayerSpecification } from 'maplibre-gl';
import { demoStyle } from '@/components/map/demoStyle';
import { clipSegment, labelsInView, MAX_ROAD_LABELS, STREET_LABEL_ZOOM } from '@/components/map/roadLabelPlacement';
import { data } from '@/mocks/db';
import { cityCentre, roadNetwork, STREET_EXTENT_M } from '@/mocks/gps/roads';
import '@/mocks/handlers';

const CHENGDU = 510100;
const network = () => roadNetwork(data().stores, [CHENGDU]);
/** A view `halfM` metres each way round a point. */
const viewAround = ([lng, lat]: readonly [number, number], halfM: number): [number, number, number, number] => {
  const dLat = halfM / 111_320;
  const dLng = halfM / (111_320 * Math.cos((lat * Math.PI) / 180));
  return [lng - dLng, lat - dLat, lng + dLng, lat + dLat];
};

describe('street-level detail', () => {
  it('names every synthetic road in both languages, a street grid round the centre among them', () => {
    const roads = network().features;
    for (const f of roads) {
      expect(f.properties?.name).toMatch(/[\u4e00-\u9fa5]/);
      expect(f.properties?.nameEn).toMatch(/^[A-Za-z0-9 ]+$/);
    }
    const streets = roads.filter((f) => f.properties?.kind === 'street');
    expect(streets.length).toBeGreaterThan(30);
    const names = streets.map((f) => `${f.properties?.name as string}/${f.properties?.nameEn as string}`);
    expect(names).toContain('经一路/Jing 1st Road');
    expect(names).toContain('纬十二路/Wei 12th Road');
    expect(new Set(names).size).toBe(names.length);
    expect(roads.find((f) => f.properties?.kind === 'ring')?.properties).toMatchObject({ name: '环城路', nameEn: 'Ring Road' });
    expect(STREET_EXTENT_M).toBeGreaterThanOrEqual(5_000); // the stores (2–5 km from the centre) stand in the grid
  });

  it('draws the street grid at street zoom (15–17) under the main roads', () => {
    const layers = demoStyle('/').layers as LineLayerSpecification[];
    const streets = layers.filter((l) => JSON.stringify(l.filter ?? null) === JSON.stringify(['==', ['get', 'kind'], 'street']));
    expect(streets.map((l) => l.id)).toEqual(['demo-streets-casing', 'demo-streets']);
    for (const l of streets) expect(l.minzoom ?? 0).toBeLessThanOrEqual(15);
    const order = layers.map((l) => l.id);
    expect(order.indexOf('demo-streets')).toBeLessThan(order.indexOf('demo-roads'));
  });

  it("labels the roads in view in the console's language, the streets only at street zoom", () => {
    const roads = network().features;
    const view = viewAround(cityCentre(CHENGDU), 800);
    const zh = labelsInView(roads, view, 16, 'zh-CN');
    const en = labelsInView(roads, view, 16, 'en-US');
    expect(zh.map((l) => l.text)).toEqual(expect.arrayContaining(['人民大道', '建设大道']));
    expect(zh.some((l) => /^经.+路$/.test(l.text))).toBe(true);
    expect(en.map((l) => l.text)).toEqual(expect.arrayContaining(['Renmin Avenue', 'Jianshe Avenue']));
    expect(en.some((l) => /^Wei \d+(st|nd|rd|th) Road$/.test(l.text))).toBe(true);
    for (const l of zh) {
      expect(l.at[0]).toBeGreaterThanOrEqual(view[0]);
      expect(l.at[0]).toBeLessThanOrEqual(view[2]);
    }
    expect(zh.length).toBeLessThanOrEqual(MAX_ROAD_LABELS);
    // Zoomed out: the main roads only, then none.
    expect(labelsInView(roads, view, STREET_LABEL_ZOOM - 0.5, 'zh-CN').some((l) => /^[经纬]/.test(l.text))).toBe(false);
    expect(labelsInView(roads, view, 10, 'zh-CN')).toEqual([]);
  });

  it('clips a segment to the view', () => {
    expect(clipSegment([0, 0], [10, 0], [2, -1, 5, 1])).toEqual([[2, 0], [5, 0]]);
    expect(clipSegment([0, 5], [10, 5], [2, -1, 5, 1])).toBeNull();
  });
});
