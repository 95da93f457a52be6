/**
 * [Q] English complete, the demo backend's part: every seeded value the console shows as a label has its English
 * one — the menu records (the side menu in English), the dictionaries, the body colours, fuel types and car levels
 * (the forms' options) and the cities (every city select) — and the sign-in's menu carries the records' English titles.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { COLOR_OPTIONS, LEVEL_OPTIONS } from '@/entities/admin/basicInfo';
import { FUEL_TYPE_OPTIONS } from '@/entities/admin/refuel';
import { REGION_PATHS } from '@/entities/admin/regionWire';
import type { LoginData, MenuEntry } from '@/entities/account/wire';
import { DICTIONARIES } from '@/entities/dicts';
import { data } from '@/mocks/db';
import { ok } from './api';

const CJK = /[\u3400-\u9fff]/;
/** An English text: not empty, no Chinese character. */
const english = (text: string | undefined) => !!text && !CJK.test(text);

let login: LoginData;
beforeEach(async () => {
  login = await ok<LoginData>('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
});

const flat = (menu: readonly MenuEntry[]): MenuEntry[] => menu.flatMap((e) => [e, ...flat(e.children ?? [])]);

describe('English labels of the seeded values', () => {
  it('every menu record has an English title, and the sign-in menu carries it', () => {
    const missing = data().sysMenus.filter((m) => !english(m.titleEn)).map((m) => `${m.id} ${m.title}`);
    expect(missing).toEqual([]);
    const entries = flat(login.menu);
    expect(entries.length).toBeGreaterThan(50);
    expect(entries.filter((e) => !english(e.titleEn)).map((e) => e.title)).toEqual([]);
    expect(entries.find((e) => e.url === '/RentOrderManage')).toMatchObject({ title: '短租订单', titleEn: 'Rental orders' });
  });

  it('an edited English title is what the next sign-in answers', async () => {
    data().sysMenus.find((m) => m.path === '/Vehicles')!.titleEn = 'Fleet';
    const again = await ok<LoginData>('/api/provider/staff/login', { params: { authStrategy: 1, account: 'admin', password: 'admin123' } });
    expect(flat(again.menu).find((e) => e.url === '/Vehicles')?.titleEn).toBe('Fleet');
  });

  it('every dictionary entry has an English label', () => {
    const missing = Object.entries(DICTIONARIES).flatMap(([type, entries]) => entries.filter((e) => !english(e.labelEn)).map((e) => `${type}.${e.value} ${e.label}`));
    expect(missing).toEqual([]);
  });

  it('the body colours and the cities have English names, offered with the options', async () => {
    expect(data().BasicInfoColors.filter((c) => !english(c.colorNameEn)).map((c) => c.colorName)).toEqual([]);
    const colours = await ok<{ value: string; label: string; labelEn?: string }[]>(COLOR_OPTIONS, { method: 'GET' });
    expect(colours.length).toBeGreaterThan(0);
    expect(colours.filter((c) => !english(c.labelEn))).toEqual([]);
    expect(colours).toContainEqual({ value: '珍珠白', label: '珍珠白', labelEn: 'Pearl white' });

    expect(data().cities.filter((c) => !english(c.cityNameEn)).map((c) => c.cityName)).toEqual([]);
    const cities = await ok<{ cityId: number; cityName: string; cityNameEn?: string }[]>(REGION_PATHS.cities, { method: 'GET' });
    expect(cities.find((c) => c.cityId === 110100)).toMatchObject({ cityName: '北京', cityNameEn: 'Beijing' });
  });

  it('the fuel types and the car levels have English names, offered with the options', async () => {
    expect(data().BasicInfoFuelTypes.filter((f) => !english(f.fuelTypeNameEn)).map((f) => f.fuelTypeName)).toEqual([]);
    const fuels = await ok<{ value: string; label: string; labelEn?: string }[]>(FUEL_TYPE_OPTIONS, { method: 'GET' });
    expect(fuels).toContainEqual({ value: '92#汽油', label: '92#汽油', labelEn: 'Petrol 92' });
    expect(fuels.filter((f) => !english(f.labelEn))).toEqual([]);
    const levels = await ok<{ value: number; label: string; labelEn?: string }[]>(LEVEL_OPTIONS, { method: 'GET' });
    expect(levels).toContainEqual({ value: 1, label: '经济型', labelEn: 'Economy' });
    expect(levels.filter((l) => !english(l.labelEn))).toEqual([]);
  });

  it("a vehicle's colour comes with its English name, which the English screens show", async () => {
    const { result } = await ok<{ result: { color: string; colorEn: string }[] }>('/api/vehicle/list', { method: 'GET', params: { pageNo: 1, pageSize: 20 } });
    expect(result.length).toBeGreaterThan(0);
    for (const car of result) expect(car.colorEn).toBe(data().BasicInfoColors.find((c) => c.colorName === car.color)?.colorNameEn);
    expect(result.filter((car) => !english(car.colorEn))).toEqual([]);
  });
});
