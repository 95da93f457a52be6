/**
 * The fleet: the car levels with their daily price, the models (one the fleet has none of yet) and the vehicles —
 * four in every opened store (an economy car and three of any level), a few in repair or on their way to another
 * store (their transfers: ./allocation.ts); their insurance is the policies' (./insurance.ts).
 */
import type { CarLevel, CarModel, Vehicle } from '../model';
import { DAY } from '../time';
import { registerCollection } from './registry';
import { day, fieldsOf, tableRows } from './rng';
import { branchOf } from '@/entities/admin/fleetRules';

export const LEVELS: CarLevel[] = [
  { levelId: 1, levelName: '经济型', levelNameEn: 'Economy', dailyPrice: 129 },
  { levelId: 2, levelName: '舒适型', levelNameEn: 'Comfort', dailyPrice: 189 },
  { levelId: 3, levelName: 'SUV', levelNameEn: 'SUV', dailyPrice: 259 },
  { levelId: 4, levelName: '商务型', levelNameEn: 'Business', dailyPrice: 329 },
  { levelId: 5, levelName: '豪华型', levelNameEn: 'Luxury', dailyPrice: 599 },
  { levelId: 6, levelName: '新能源', levelNameEn: 'Electric', dailyPrice: 169 },
];

/** The models as drawn (the stored row adds its level's name and its status). */
type ModelSpec = Pick<CarModel, 'modelId' | 'modelName' | 'brand' | 'levelId' | 'seats' | 'energyType'>;

/** The fleet's models, and (last) one of the basic information no vehicle has yet (not drawn for the fleet). */
const SPECS: ModelSpec[] = tableRows(['modelId', 'modelName', 'brand', 'levelId', 'seats', 'energyType'], [
  [101, '大众朗逸 1.5L 自动', '大众', 1, 5, 1],
  [102, '丰田卡罗拉 1.2T 自动', '丰田', 1, 5, 1],
  [103, '日产轩逸 1.6L 自动', '日产', 1, 5, 1],
  [201, '大众帕萨特 330TSI', '大众', 2, 5, 1],
  [202, '丰田凯美瑞 2.0L', '丰田', 2, 5, 1],
  [203, '本田雅阁 260TURBO', '本田', 2, 5, 1],
  [301, '丰田RAV4荣放 2.0L', '丰田', 3, 5, 1],
  [302, '本田CR-V 240TURBO', '本田', 3, 5, 1],
  [303, '大众途观L 330TSI', '大众', 3, 5, 1],
  [401, '别克GL8 陆尊 653T', '别克', 4, 7, 1],
  [402, '本田奥德赛 2.0L混动', '本田', 4, 7, 1],
  [501, '宝马5系 530Li', '宝马', 5, 5, 1],
  [502, '奔驰E级 E300L', '奔驰', 5, 5, 1],
  [503, '奥迪A6L 45TFSI', '奥迪', 5, 5, 1],
  [601, '比亚迪秦PLUS EV', '比亚迪', 6, 5, 2],
  [602, '特斯拉Model 3', '特斯拉', 6, 5, 2],
  [603, '比亚迪汉EV', '比亚迪', 6, 5, 2],
  [604, '比亚迪海豹 DM-i', '比亚迪', 6, 5, 2],
]);

/**
 * What a model costs the fleet to buy (yuan, from–to; a vehicle's purchase price is drawn within it). Ordered by level
 * as customers rank them, 经济型 < 舒适型 < SUV < 商务型 < 豪华型 (`LEVEL_LADDER`): a model of a lower level is not
 * priced above one of a higher level (its lowest and its highest price not above the other's), so a 朗逸 never costs
 * more than a BMW 5. 新能源 is a level by energy, not by class: its models range from economy to comfortable prices.
 * Checked by tests/unit/mocks/seedSanity.test.ts.
 */
export const MODEL_PRICES: Readonly<Record<number, readonly [from: number, to: number]>> = {
  101: [95_000, 125_000],
  102: [100_000, 130_000],
  103: [90_000, 120_000],
  201: [180_000, 230_000],
  202: [175_000, 230_000],
  203: [170_000, 225_000],
  301: [185_000, 250_000],
  302: [190_000, 255_000],
  303: [200_000, 260_000],
  401: [260_000, 340_000],
  402: [250_000, 320_000],
  501: [420_000, 520_000],
  502: [430_000, 530_000],
  503: [400_000, 500_000],
  601: [130_000, 160_000],
  602: [230_000, 280_000],
  603: [200_000, 260_000],
  604: [150_000, 180_000],
};

/** The levels in the order customers rank them (`MODEL_PRICES`), 新能源 outside it. */
export const LEVEL_LADDER: readonly number[] = [1, 2, 3, 4, 5];

/** The models the fleet's vehicles (and the suppliers' ad-hoc ones) are drawn from. */
export const MODELS: readonly ModelSpec[] = SPECS.slice(0, -1);

/** The body colours of the fleet (the basic information's colours, ./basicInfo.ts). */
export const COLORS = ['珍珠白', '曜石黑', '星空灰', '冰川银', '宝石蓝', '熔岩红'];

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A purchase price within the model's range (`MODEL_PRICES`), at a share of it (two draws 0–99), to ten yuan. */
function purchasePriceOf(modelId: number, share: number, cents: number): number {
  const [from, to] = MODEL_PRICES[modelId] ?? [0, 0];
  return from + Math.floor(((to - from) * (share + cents / 100)) / 1000) * 10;
}

registerCollection('levels', () => LEVELS.map((l) => ({ ...l })));

// The fleet's models and, added last (listed first), one the fleet has none of yet: the vehicle form offers it already.
registerCollection('models', () =>
  [SPECS.at(-1)!, ...MODELS].map((m) => ({ ...m, levelName: LEVELS.find((l) => l.levelId === m.levelId)?.levelName ?? '', status: 0 as const, statusName: '开启' })),
);

registerCollection('vehicles', ({ rng, today, get }): Vehicle[] => {
  const cities = get('cities');
  const taken = new Set<string>();
  const drawn: { m: ModelSpec; store: ReturnType<typeof get<'stores'>>[number]; plate: string; color: string; mileage: number; status: 1 | 2 }[] = [];
  for (const store of get('stores')) {
    const city = cities.find((c) => c.cityId === store.cityId);
    if (!city || city.dredgeState !== 1) continue;
    // Every opened store keeps an economy car and three more of random levels.
    const models = [rng.pick(MODELS.filter((m) => m.levelId === 1)), rng.pick(MODELS), rng.pick(MODELS), rng.pick(MODELS)];
    for (const m of models) {
      drawn.push({ m, store, plate: rng.plate(city.platePrefix, m.energyType === 2, taken), color: rng.pick(COLORS), mileage: rng.int(3000, 98000), status: rng.chance(0.08) ? 2 : 1 });
    }
  }
  // Drawn after the fields above, so adding these left every vehicle's plate, model and store as they were.
  return drawn.map(({ m, store, plate, color, mileage, status: drawnStatus }, i) => {
    // A few available vehicles are on their way to another store (their transfers: ./allocation.ts); no draw.
    const status = drawnStatus === 1 && i % 31 === 17 ? 4 : drawnStatus;
    const registered = today - rng.int(120, 1400) * DAY;
    // Drawn for the insurance the vehicle once held as child rows (now ./insurance.ts, drawn there): still drawn, so
    // every vehicle's later values (its registration, purchase price) stay as they were.
    rng.skip(2);
    const vin = `L${Array.from({ length: 16 }, () => rng.pick([...VIN_CHARS])).join('')}`;
    const engineNo = `${rng.pick(['DK', 'EA', 'HR', 'M2', 'BY'])}${rng.digits(6)}`;
    // Some inspections are due soon: what fleet staff watch.
    const inspectionExpiry = day(today + rng.int(5, 700) * DAY);
    rng.skip(24);
    return {
      carId: 20001 + i, plate, vin, engineNo,
      modelId: m.modelId, model: m.modelName, ...fieldsOf(m, 'brand', 'levelId', 'seats', 'energyType'),
      ...fieldsOf(store, 'cityId', 'cityName', 'storeId', 'storeName'), companyName: branchOf(store.cityName),
      color, mileage, registerDate: day(registered), inspectionExpiry,
      purchasePrice: purchasePriceOf(m.modelId, rng.int(0, 99), rng.int(0, 99)),
      vehicleStatus: status, repairReason: status === 2 ? rng.pick(['保养', '事故维修', '更换轮胎']) : '', remark: '',
      createTime: `${day(registered)} 10:00:00`,
    };
  });
});
