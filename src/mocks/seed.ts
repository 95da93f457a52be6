/**
 * The seeded collections of the demo backend: realistic Chinese rental data, one factory per collection (see
 * seed/registry.ts). Each draws from its own fixed-seed PRNG, so every machine sees the same rows for a given day,
 * whichever collection is used first; times are relative to the seed's today (09:00 of the day the seed was made).
 * Nothing here reads the clock, Math.random or the time zone: `createSeed()` without a day reads the clock once.
 */
import {
  bookingPlaces, bookingUser, type BranchOrder, type CarLevel, type CarModel, type CheckSheet, type City, type Coupon, type Customer,
  type DemandOrder, type DemoData, type RefundBill, type RentOrder, type ScatteredCar, type ScatteredDriver,
  type ScatteredOrder, type Store, type Vehicle,
} from './model';
import { licenceAllows } from '@/entities/supplier';
import { billAmountOf } from '@/entities/finance';
import { monthRental, type IncomeBillLine } from './finance';
import { seedBpm, seedDates, seedProcesses } from './bpm';
import { collectionNames, registerCollection, registerCollections, Seed, seedToday, type SeedContext } from './seed/registry';
import type { Rng } from './seed/rng';
import { compactDate, DAY, formatWallTime, HOUR } from './time';

export { mulberry32 } from './seed/rng';
export { SEED, seedToday, registerCollection, registerCollections } from './seed/registry';

/** Bump when the shape or the seed changes: a stored state of another version is replaced by the seed. */
export const DATA_VERSION = 11;

const PLATE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

type CityRow = [cityId: number, cityName: string, provinceName: string, platePrefix: string, dredge: 0 | 1, areas: [number, string, string][]];

/** Opened cities with districts and a store (landmark) per district; a few cities not opened yet. */
const CITY_TABLE: CityRow[] = [
  [110100, '北京', '北京市', '京A', 1, [[110105, '朝阳区', '望京SOHO店'], [110108, '海淀区', '中关村店'], [110101, '东城区', '北京站店'], [110115, '大兴区', '大兴机场店']]],
  [310100, '上海', '上海市', '沪A', 1, [[310115, '浦东新区', '陆家嘴店'], [310104, '徐汇区', '徐家汇店'], [310112, '闵行区', '虹桥枢纽店']]],
  [440100, '广州', '广东省', '粤A', 1, [[440106, '天河区', '天河城店'], [440104, '越秀区', '广州火车站店'], [440111, '白云区', '白云机场店']]],
  [440300, '深圳', '广东省', '粤B', 1, [[440304, '福田区', '会展中心店'], [440305, '南山区', '科技园店'], [440306, '宝安区', '宝安机场店']]],
  [330100, '杭州', '浙江省', '浙A', 1, [[330106, '西湖区', '黄龙店'], [330102, '上城区', '杭州东站店'], [330110, '余杭区', '未来科技城店']]],
  [510100, '成都', '四川省', '川A', 1, [[510107, '武侯区', '天府广场店'], [510104, '锦江区', '春熙路店'], [510108, '成华区', '成都东站店']]],
  [420100, '武汉', '湖北省', '鄂A', 1, [[420103, '江汉区', '汉口站店'], [420106, '武昌区', '武昌站店'], [420111, '洪山区', '光谷店']]],
  [320100, '南京', '江苏省', '苏A', 1, [[320102, '玄武区', '新街口店'], [320106, '鼓楼区', '南京站店'], [320105, '建邺区', '奥体中心店']]],
  [500100, '重庆', '重庆市', '渝A', 0, [[500103, '渝中区', '解放碑店']]],
  [610100, '西安', '陕西省', '陕A', 0, [[610113, '雁塔区', '小寨店']]],
  [430100, '长沙', '湖南省', '湘A', 0, [[430102, '芙蓉区', '五一广场店']]],
];

const ROADS = ['建国路', '人民路', '中山路', '解放路', '长江路', '和平大道', '科技路', '站前路', '新华路', '文化路'];

const LEVELS: CarLevel[] = [
  { levelId: 1, levelName: '经济型', dailyPrice: 129 },
  { levelId: 2, levelName: '舒适型', dailyPrice: 189 },
  { levelId: 3, levelName: 'SUV', dailyPrice: 259 },
  { levelId: 4, levelName: '商务型', dailyPrice: 329 },
  { levelId: 5, levelName: '豪华型', dailyPrice: 599 },
  { levelId: 6, levelName: '新能源', dailyPrice: 169 },
];

/** The models as drawn (the stored row adds its level's name and its status). */
type ModelSpec = Pick<CarModel, 'modelId' | 'modelName' | 'brand' | 'levelId' | 'seats' | 'energyType'>;

const MODELS: ModelSpec[] = [
  { modelId: 101, modelName: '大众朗逸 1.5L 自动', brand: '大众', levelId: 1, seats: 5, energyType: 1 },
  { modelId: 102, modelName: '丰田卡罗拉 1.2T 自动', brand: '丰田', levelId: 1, seats: 5, energyType: 1 },
  { modelId: 103, modelName: '日产轩逸 1.6L 自动', brand: '日产', levelId: 1, seats: 5, energyType: 1 },
  { modelId: 201, modelName: '大众帕萨特 330TSI', brand: '大众', levelId: 2, seats: 5, energyType: 1 },
  { modelId: 202, modelName: '丰田凯美瑞 2.0L', brand: '丰田', levelId: 2, seats: 5, energyType: 1 },
  { modelId: 203, modelName: '本田雅阁 260TURBO', brand: '本田', levelId: 2, seats: 5, energyType: 1 },
  { modelId: 301, modelName: '丰田RAV4荣放 2.0L', brand: '丰田', levelId: 3, seats: 5, energyType: 1 },
  { modelId: 302, modelName: '本田CR-V 240TURBO', brand: '本田', levelId: 3, seats: 5, energyType: 1 },
  { modelId: 303, modelName: '大众途观L 330TSI', brand: '大众', levelId: 3, seats: 5, energyType: 1 },
  { modelId: 401, modelName: '别克GL8 陆尊 653T', brand: '别克', levelId: 4, seats: 7, energyType: 1 },
  { modelId: 402, modelName: '本田奥德赛 2.0L混动', brand: '本田', levelId: 4, seats: 7, energyType: 1 },
  { modelId: 501, modelName: '宝马5系 530Li', brand: '宝马', levelId: 5, seats: 5, energyType: 1 },
  { modelId: 502, modelName: '奔驰E级 E300L', brand: '奔驰', levelId: 5, seats: 5, energyType: 1 },
  { modelId: 503, modelName: '奥迪A6L 45TFSI', brand: '奥迪', levelId: 5, seats: 5, energyType: 1 },
  { modelId: 601, modelName: '比亚迪秦PLUS EV', brand: '比亚迪', levelId: 6, seats: 5, energyType: 2 },
  { modelId: 602, modelName: '特斯拉Model 3', brand: '特斯拉', levelId: 6, seats: 5, energyType: 2 },
  { modelId: 603, modelName: '比亚迪汉EV', brand: '比亚迪', levelId: 6, seats: 5, energyType: 2 },
];

/** A model of the basic information no vehicle has yet (not drawn for the fleet). */
const NEW_MODEL: ModelSpec = { modelId: 604, modelName: '比亚迪海豹 DM-i', brand: '比亚迪', levelId: 6, seats: 5, energyType: 2 };

/** The body colours of the fleet (the basic information's colours, src/mocks/seeds/basicInfo.ts). */
export const COLORS = ['珍珠白', '曜石黑', '星空灰', '冰川银', '宝石蓝', '熔岩红'];

/** Customers every demo and test can rely on: one verified, one without ID check, one without licence check. */
export const DEMO_CUSTOMERS = {
  verified: { userId: 50001, userName: '张伟', mobile: '13800138000' },
  idUnverified: { userId: 50002, userName: '李娜', mobile: '13900139000' },
  licenceUnverified: { userId: 50003, userName: '王芳', mobile: '13700137000' },
} as const;

export const ENTERPRISES = ['华远科技集团有限公司', '中建八局第三建设有限公司', '京东物流华北分公司', '华润置地（北京）有限公司', '国家电网北京电力公司', '携程旅行网上海分公司', '美团点评成都分公司', '顺丰速运武汉分公司'];
export const SUPPLIERS = ['鑫达汽车服务有限公司', '安程汽车租赁有限公司', '途顺出行服务有限公司', '嘉驰汽车服务有限公司', '永顺租车有限公司'];
const BRANCHES = ['畅行租车北京分公司', '畅行租车上海分公司', '畅行租车广州分公司', '畅行租车深圳分公司', '畅行租车成都分公司'];
const REFUND_REASONS = ['行程取消', '提前还车退还租金', '押金退还', '重复支付', '车辆故障更换车辆差价', '门店原因无法取车'];

function buildCities(): City[] {
  return CITY_TABLE.map(([cityId, cityName, provinceName, platePrefix, dredgeState, areas]) => ({
    cityId, cityName, provinceName, platePrefix, dredgeState,
    areaList: areas.map(([areaId, areaName]) => ({ areaId, areaName })),
  }));
}

function buildStores(rng: Rng): Store[] {
  let storeId = 1000;
  return CITY_TABLE.flatMap(([cityId, cityName, , , dredge, areas]) =>
    areas.map(([areaId, areaName, landmark]) => {
      storeId += 1;
      return {
        storeId, storeName: `${cityName}${landmark}`, cityId, cityName, areaId, areaName,
        address: `${cityName}市${areaName}${rng.pick(ROADS)}${rng.int(1, 399)}号`,
        phone: `400-${rng.digits(3)}-${rng.digits(4)}`,
        businessHours: rng.chance(0.3) ? '00:00-24:00' : '08:00-22:00',
        // Not-opened cities' stores and about one store in ten are suspended.
        storeStatus: dredge === 1 && !rng.chance(0.1) ? 1 : 0,
      };
    }),
  );
}

function plate(rng: Rng, prefix: string, electric: boolean, taken: Set<string>): string {
  for (;;) {
    const p = electric
      ? `${prefix}${rng.pick(['D', 'F'])}${rng.digits(5)}` // new-energy plates: 8 characters, D electric / F hybrid
      : `${prefix}${rng.chance(0.3) ? rng.pick([...PLATE_LETTERS]) + rng.digits(4) : rng.digits(5)}`;
    if (!taken.has(p)) {
      taken.add(p);
      return p;
    }
  }
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const day = (ms: number) => formatWallTime(ms).slice(0, 10);
const VEHICLE_STATUS_NAMES = { 1: '可租', 2: '维修中', 3: '停用', 4: '调拨中' } as const;

/**
 * The draws the vehicle's policies took when they were its child rows (now seeds/insurance.ts, drawn there): still
 * made, so every vehicle's later values (its registration, purchase price) stay as they were. Adds no field.
 */
function skipPolicyDraws(rng: Rng): Record<string, never> {
  rng.digits(11);
  rng.int(28, 95);
  rng.int(0, 99);
  rng.digits(11);
  return {};
}

function buildVehicles(rng: Rng, today: number, cities: City[], stores: Store[]): Vehicle[] {
  const taken = new Set<string>();
  const drawn: { m: ModelSpec; store: Store; plate: string; color: string; mileage: number; status: 1 | 2 }[] = [];
  for (const store of stores) {
    const city = cities.find((c) => c.cityId === store.cityId);
    if (!city || city.dredgeState !== 1) continue;
    // Every opened store keeps an economy car and three more of random levels.
    const models = [rng.pick(MODELS.filter((m) => m.levelId === 1)), rng.pick(MODELS), rng.pick(MODELS), rng.pick(MODELS)];
    for (const m of models) {
      drawn.push({ m, store, plate: plate(rng, city.platePrefix, m.energyType === 2, taken), color: rng.pick(COLORS), mileage: rng.int(3000, 98000), status: rng.chance(0.08) ? 2 : 1 });
    }
  }
  // Drawn after the fields above, so adding these left every vehicle's plate, model and store as they were.
  return drawn.map(({ m, store, plate: p, color, mileage, status: drawnStatus }, i) => {
    // A few available vehicles are on their way to another store (their transfers: seeds/allocation.ts); no draw.
    const status = drawnStatus === 1 && i % 31 === 17 ? 4 : drawnStatus;
    const registered = today - rng.int(120, 1400) * DAY;
    // Drawn for the insurance the vehicle once held (see skipPolicyDraws).
    rng.int(-15, 350);
    rng.int(0, 3);
    return {
      carId: 20001 + i, plate: p, vin: `L${Array.from({ length: 16 }, () => rng.pick([...VIN_CHARS])).join('')}`,
      engineNo: `${rng.pick(['DK', 'EA', 'HR', 'M2', 'BY'])}${rng.digits(6)}`,
      modelId: m.modelId, model: m.modelName, brand: m.brand, levelId: m.levelId, seats: m.seats, energyType: m.energyType,
      cityId: store.cityId, cityName: store.cityName, storeId: store.storeId, storeName: store.storeName, companyName: `畅行租车${store.cityName}分公司`,
      color, mileage, registerDate: day(registered),
      // Some inspections are due soon: what fleet staff watch. Its insurance is the policies' (seeds/insurance.ts).
      inspectionExpiry: day(today + rng.int(5, 700) * DAY),
      ...skipPolicyDraws(rng),
      purchasePrice: rng.int(90, 420) * 1000 + rng.int(0, 99) * 10,
      vehicleStatus: status, vehicleStatusName: VEHICLE_STATUS_NAMES[status], repairReason: status === 2 ? rng.pick(['保养', '事故维修', '更换轮胎']) : '', remark: '',
      createTime: `${day(registered)} 10:00:00`,
    };
  });
}

function buildCustomers(rng: Rng): Customer[] {
  const fixed: Customer[] = [
    { ...DEMO_CUSTOMERS.verified, idStatus: 1, driverStatus: 1, registerTime: '2023-03-12 10:21:33' },
    { ...DEMO_CUSTOMERS.idUnverified, idStatus: 0, driverStatus: 1, registerTime: '2024-07-02 18:05:12' },
    { ...DEMO_CUSTOMERS.licenceUnverified, idStatus: 1, driverStatus: 0, registerTime: '2024-11-20 09:47:01' },
  ];
  const mobiles = new Set(fixed.map((c) => c.mobile));
  const more: Customer[] = [];
  for (let i = 0; i < 33; i += 1) {
    let mobile = rng.mobile();
    while (mobiles.has(mobile)) mobile = rng.mobile();
    mobiles.add(mobile);
    more.push({
      userId: 50004 + i, userName: rng.personName(), mobile,
      idStatus: rng.chance(0.85) ? 1 : 0, driverStatus: rng.chance(0.85) ? 1 : 0,
      registerTime: formatWallTime(rng.pastTime(700)),
    });
  }
  return [...fixed, ...more];
}

type CouponRule = [name: string, threshold: number, deduct: number, paymentType: 0 | 1 | 2];
const COUPON_RULES: CouponRule[] = [
  ['新客立减券', 0, 10, 2],
  ['满200减20', 200, 20, 2],
  ['在线支付满500减50', 500, 50, 0],
  ['到店支付满300减30', 300, 30, 1],
  ['满1000减150', 1000, 150, 2],
  ['周末出行满400减60', 400, 60, 0],
];

/** The first day of the year of a wall time, and the last second of a day some days away. */
const yearStart = (ms: number) => `${formatWallTime(ms).slice(0, 4)}-01-01 00:00:00`;
const dayEnd = (ms: number) => `${formatWallTime(ms).slice(0, 10)} 23:59:59`;

function buildCoupons(rng: Rng, today: number, customers: Customer[]): Coupon[] {
  const coupons: Coupon[] = [];
  const validStartTime = yearStart(today - 90 * DAY);
  const valid = dayEnd(today + 5 * 365 * DAY);
  const usedOn = compactDate(today - 60 * DAY);
  const add = (customerId: number, [couponName, thresholdAmount, deductAmount, paymentType]: CouponRule, validEndTime: string, used = false) => {
    const couponId = 70001 + coupons.length;
    coupons.push({
      couponId, couponName, customerId, thresholdAmount, deductAmount, paymentType,
      validStartTime, validEndTime,
      useStatus: used ? 1 : 0, usedOrderNo: used ? `SO${usedOn}${String(couponId).slice(-4)}` : null,
    });
  };
  // The verified demo customer holds every rule, plus an expired and a used coupon.
  for (const rule of COUPON_RULES) add(DEMO_CUSTOMERS.verified.userId, rule, valid);
  add(DEMO_CUSTOMERS.verified.userId, ['春节特惠券', 100, 30, 2], dayEnd(today - 30 * DAY));
  add(DEMO_CUSTOMERS.verified.userId, ['满200减20', 200, 20, 2], valid, true);
  for (const c of customers.slice(3)) {
    if (c.idStatus === 1 && c.driverStatus === 1 && rng.chance(0.6)) add(c.userId, rng.pick(COUPON_RULES), valid, rng.chance(0.2));
  }
  return coupons;
}

const PAY_CHANNELS_ONLINE = [0, 1, 2, 3, 5];

function buildRefunds(rng: Rng, customers: Customer[], stores: Store[]): RefundBill[] {
  const open = stores.filter((s) => s.storeStatus === 1);
  const rows: RefundBill[] = [];
  for (let i = 0; i < 48; i += 1) {
    const user = rng.pick(customers);
    const gain = rng.pick(open);
    const sameCity = open.filter((s) => s.cityId === gain.cityId);
    const back = rng.chance(0.7) ? gain : rng.pick(sameCity);
    const time = rng.pastTime(150);
    const payType = rng.chance(0.8) ? 1 : 2;
    const payChannel = payType === 1 ? rng.pick(PAY_CHANNELS_ONLINE) : 4;
    const status = rng.pick([30, 31, 31, 31, 32] as const);
    const orderAmount = rng.int(2, 40) * 50 + rng.pick([0, 9, 19, 29]);
    const day = compactDate(time);
    rows.push({
      refundId: 1 + i,
      orderNo: `SO${day}${rng.digits(6)}`,
      ...bookingUser(user), tradeTime: formatWallTime(time), ...bookingPlaces(gain, back),
      payStatus: status, tradeStatus: status, payChannel, payMethod: payChannel, payType,
      billNo: `RB${day}${rng.digits(8)}`,
      serialNo: `SN${day}${rng.digits(10)}`,
      thirdDealNo: payChannel === 1 ? `4200${rng.digits(24)}` : payChannel === 2 ? `${day}22001${rng.digits(15)}` : `T${rng.digits(20)}`,
      orderAmount, refundAmount: rng.chance(0.6) ? orderAmount : rng.int(1, Math.max(1, Math.floor(orderAmount / 50))) * 50,
      refundReason: rng.pick(REFUND_REASONS),
    });
  }
  return rows.toSorted((a, b) => b.tradeTime.localeCompare(a.tradeTime));
}

/** Rented now (picked up days ago, due back later) and reserved (awaiting pick-up in the days ahead): [orderStatus, count]. */
const CURRENT_RENTALS: readonly [20 | 10, number][] = [[20, 11], [10, 6]];

function buildRentOrders(rng: Rng, today: number, customers: Customer[], stores: Store[], vehicles: Vehicle[]): RentOrder[] {
  const verified = customers.filter((c) => c.idStatus === 1 && c.driverStatus === 1);
  const rows: RentOrder[] = [];
  // The past orders, then (drawn after them, so they stayed as they were) the orders running now, each on its own
  // available vehicle: the fleet's rented and reserved vehicles (/VehicleStatus).
  const free = vehicles.filter((v) => v.vehicleStatus === 1);
  const current = CURRENT_RENTALS.flatMap(([status, count]) => Array.from({ length: count }, () => status));
  for (let i = 0; i < 16 + current.length; i += 1) {
    const now = current[i - 16];
    const user = rng.pick(verified);
    const car = now === undefined ? rng.pick(vehicles) : free.splice(rng.int(0, free.length - 1), 1)[0]!;
    const store = stores.find((s) => s.storeId === car.storeId) as Store;
    const level = LEVELS.find((l) => l.levelId === car.levelId) as CarLevel;
    const start = now === undefined ? rng.pastTime(120) : now === 20 ? today - rng.int(1, 4) * DAY + rng.int(0, 8) * HOUR : today + rng.int(1, 5) * DAY + rng.int(0, 9) * HOUR;
    const days = now === undefined ? rng.int(1, 7) : rng.int(5, 10);
    const rent = level.dailyPrice * days;
    const insurance = 50 * days;
    const total = rent + insurance + 20;
    // Booked the day before pick-up; a reservation, in the last two days.
    const created = now === 10 ? today - rng.int(1, 48) * HOUR : start - DAY;
    rows.push({
      orderNo: `SO${compactDate(created)}${String(100001 + i)}`, orderProdType: 'D',
      orderStatus: now ?? rng.pick([30, 40, 40, 40, 50] as const),
      ...bookingUser(user), ...bookingPlaces(store, store),
      carId: car.carId, plate: car.plate, levelId: level.levelId, levelName: level.levelName, modelId: car.modelId, modelName: car.model,
      bookingGaincarTime: formatWallTime(start), bookingBackcarTime: formatWallTime(start + days * DAY), dayCount: days,
      payMethodCode: rng.pick(['online_fully_pay', 'online_partly_yufu_pay', 'goto_store_pay']),
      priceDetails: [
        { priceCode: 'rent', priceName: '车辆租金', amount: rent },
        { priceCode: 'basic_insurance', priceName: '基本保障服务费', amount: insurance },
        { priceCode: 'prepare', priceName: '车辆整备费', amount: 20 },
      ],
      orderTotalAmt: total, couponId: null, couponDeductAmt: 0, orderPayAmt: total,
      createTime: formatWallTime(created), createdBy: rng.pick(['门店员工', 'admin', 'dispatcher']),
    });
  }
  return rows.toSorted((a, b) => b.createTime.localeCompare(a.createTime));
}

/** Rows whose status is drawn from a weighted list; `make` fills the rest. */
function rowsWithStatus<T>(rng: Rng, count: number, statuses: readonly number[], make: (i: number, status: number) => T): T[] {
  return Array.from({ length: count }, (_, i) => make(i, rng.pick(statuses)));
}

export const DEMAND_STATUS: Record<number, string> = { 1: '待派单', 2: '已派单', 3: '服务中', 4: '已完成', 5: '已取消' };
export const SCATTERED_STATUS: Record<number, string> = { 1: '待派单', 2: '派单退回', 3: '已派单', 4: '服务中', 5: '已完成', 6: '已取消' };
export const AUDIT_STATUS: Record<number, string> = { 0: '待提交', 1: '待审核', 2: '审核通过', 3: '审核驳回' };
export const BILL_STATUS: Record<number, string> = { 100: '待提交', 110: '待审核', 120: '待合作方确认', 130: '已确认', 140: '已结算', 150: '已驳回' };
export const BRANCH_STATUS: Record<number, string> = { 1: '交车前确认', 4: '交车前审核驳回', 5: '待交车', 6: '交车中', 7: '租赁中', 9: '还车待确认', 11: '已完成', 12: '已取消' };

const openedCities = (ctx: SeedContext) => ctx.get('cities').filter((c) => c.dredgeState === 1);
const platesOf = (ctx: SeedContext) => ctx.get('vehicles').map((v) => v.plate);

/** When an order's use period lies for its state: over (completed), under way (in service), ahead (not yet served). */
type UseWhen = 'over' | 'underWay' | 'ahead' | 'any';

/**
 * A use period of 1 to 30 days fitting the order's state (`when`), on whole hours from 08:00: a completed order's
 * ended in the last 80 days, an order in service started before today and ends after it, one not yet served starts after
 * today; `any` (a cancelled order) within 30 days either side.
 */
function period({ rng, today }: SeedContext, when: UseWhen) {
  const days = rng.int(1, 30);
  const hour = (rng.int(8, 18) - 9) * HOUR;
  const start =
    when === 'over' ? today - (days + rng.int(1, 80)) * DAY + hour
    : when === 'underWay' ? today - rng.int(1, days) * DAY + hour
    : when === 'ahead' ? today + rng.int(1, 20) * DAY + hour
    : rng.pastTime(60) + 30 * DAY;
  const end = start + days * DAY;
  return { start: formatWallTime(start), end: formatWallTime(when === 'underWay' ? Math.max(end, today + DAY) : end) };
}
/** The use period of a demand order in a state (demand_order_status). */
const DEMAND_WHEN: Record<number, UseWhen> = { 1: 'ahead', 2: 'ahead', 3: 'underWay', 4: 'over', 5: 'any' };
/** The rental period of a branch order in a state (branch_order_status): delivered and renting ones under way, returned ones over. */
const BRANCH_WHEN: Record<number, UseWhen> = { 1: 'ahead', 4: 'ahead', 5: 'ahead', 6: 'underWay', 7: 'underWay', 9: 'over', 11: 'over', 12: 'any' };
/** The states of the demo supplier's first ad-hoc orders (buildScatteredOrders). */
const DEMO_SUPPLIER_STATES = [1, 3, 3, 4, 4, 4, 4, 5, 5];
/** The use period of an ad-hoc order in a state (scattered_order_status). */
const SCATTERED_WHEN: Record<number, UseWhen> = { 1: 'ahead', 2: 'ahead', 3: 'ahead', 4: 'underWay', 5: 'over', 6: 'any' };

function buildDemandOrders(ctx: SeedContext): DemandOrder[] {
  const { rng } = ctx;
  const opened = openedCities(ctx);
  return rowsWithStatus(rng, 44, [1, 1, 1, 2, 2, 3, 4, 4, 4, 4, 4, 5], (i, s) => {
    const city = rng.pick(opened);
    const { start, end } = period(ctx, DEMAND_WHEN[s] ?? 'any');
    const created = rng.pastTime(30);
    return {
      demandOrderId: 3001 + i, demandOrderNo: `XQ${compactDate(created)}${rng.digits(5)}`, demandOrderStatusCode: s, demandOrderStatusName: DEMAND_STATUS[s] ?? '',
      companyName: rng.pick(ENTERPRISES), cityId: city.cityId, cityName: city.cityName, levelName: rng.pick(LEVELS).levelName,
      vehicleNum: rng.int(1, 12), useStartTime: start, useEndTime: end, contactName: rng.personName(), contactPhone: rng.mobile(),
      createTime: formatWallTime(created),
      // Dispatched (and later) demand orders are with a supplier, chosen by position.
      supplierName: s >= 2 && s <= 4 ? SUPPLIERS[i % SUPPLIERS.length]! : '',
      // In service and completed ones: the vehicle and driver the supplier sent.
      ...(s === 3 || s === 4 ? sentVehicle(ctx, SUPPLIERS[i % SUPPLIERS.length]!, i) : { plate: '', driverName: '' }),
    };
  });
}

/**
 * A supplier's vehicle in service and one of its enabled drivers licensed for it (the send-vehicle dialog's rule),
 * the n-th such pair by position (no draw: the demand orders' own sequence is unchanged).
 */
function sentVehicle({ get }: SeedContext, supplier: string, n: number): Pick<DemandOrder, 'carId' | 'plate' | 'driverId' | 'driverName'> {
  const pairs = get('scatteredCars')
    .filter((c) => c.supplierName === supplier && c.status === 0)
    .flatMap((c) => get('scatteredDrivers').filter((d) => d.supplierName === supplier && d.status === 0 && licenceAllows(String(d.licenseType), c.seats)).map((d) => [c, d] as const));
  const pair = pairs[n % Math.max(pairs.length, 1)];
  return pair ? { carId: pair[0].carId, plate: pair[0].plate, driverId: pair[1].driverId, driverName: pair[1].driverName } : { plate: '', driverName: '' };
}

function buildScatteredOrders(ctx: SeedContext): ScatteredOrder[] {
  const { rng } = ctx;
  const opened = openedCities(ctx);
  return rowsWithStatus(rng, 36, [1, 2, 2, 3, 3, 4, 4, 5, 5, 6], (i, drawn) => {
    // The demo supplier's first orders (SUPPLIERS[0], the supplier demo account's company): some in each state its
    // screens act on, one of them with a change pending; the others' states and suppliers drawn.
    const demo = i < DEMO_SUPPLIER_STATES.length;
    const s = demo ? DEMO_SUPPLIER_STATES[i]! : drawn;
    const planned = period(ctx, SCATTERED_WHEN[s] ?? 'any');
    const created = rng.pastTime(30);
    const supplierName = demo ? SUPPLIERS[0]! : rng.pick(SUPPLIERS);
    const startMileage = s === 4 || s === 5 ? rng.int(5000, 120000) : null;
    // In service: started in the last ten days; completed: started and finished in the last two months.
    const served = s === 4 ? ctx.today - rng.int(2, 240) * HOUR : s === 5 ? ctx.today - rng.int(2, 60) * DAY : null;
    const finished = s === 5 && served !== null ? Math.min(served + rng.int(4, 240) * HOUR, ctx.today - HOUR) : null;
    const start = served === null ? planned.start : formatWallTime(served);
    // An order in service ends after today.
    const end = served === null ? planned.end : formatWallTime(finished ?? Math.max(served + rng.int(1, 20) * DAY, ctx.today + DAY));
    return {
      orderId: 4001 + i, orderNo: `LS${compactDate(created)}${rng.digits(5)}`, orderStatus: s, orderStatusName: SCATTERED_STATUS[s] ?? '',
      // A vehicle or driver change can be pending only on a dispatched or running order (its change order: seeds/changeOrders.ts).
      todoVehicle: (s === 3 || s === 4) && (demo ? i === 6 : rng.chance(0.4)),
      supplierName, customerName: rng.pick(ENTERPRISES), cityName: rng.pick(opened).cityName,
      // Dispatched and later: the supplier's own vehicle in service and a driver licensed for it (the send-vehicle rule).
      ...(s >= 3 ? sentVehicle(ctx, supplierName, rng.int(0, 99)) : { plate: '', driverName: '' }),
      startTime: start, endTime: end, orderAmount: rng.int(3, 60) * 100, createTime: formatWallTime(created),
      // In service and completed: the times and readings the supplier recorded at the start (and the end).
      serviceStartTime: s === 4 || s === 5 ? start : '', startMileage,
      serviceEndTime: s === 5 ? end : '', endMileage: s === 5 && startMileage !== null ? startMileage + rng.int(40, 2400) : null,
    };
  });
}

function buildCheckSheets(ctx: SeedContext): CheckSheet[] {
  const { rng } = ctx;
  const plates = platesOf(ctx);
  return rowsWithStatus(rng, 28, [0, 1, 1, 1, 2, 2, 2, 3], (i, s) => {
    const created = rng.pastTime(45);
    return {
      checkSheetId: 5001 + i, checkSheetNo: `YC${compactDate(created)}${rng.digits(5)}`, auditStatus: s, auditStatusName: AUDIT_STATUS[s] ?? '',
      checkType: rng.int(1, 2), orderNo: `LS${compactDate(created - DAY)}${rng.digits(5)}`, plate: rng.pick(plates),
      supplierName: rng.pick(SUPPLIERS), mileage: rng.int(3000, 98000), createTime: formatWallTime(created),
    };
  });
}

/**
 * The income bills and their statement lines: each bill's lines are rentals of the fleet's vehicles in its month,
 * and its amount and order count are its lines' (`billAmountOf`, src/entities/finance).
 */
function buildIncomeBills(ctx: SeedContext): Pick<DemoData, 'incomeBills' | 'incomeBillLines'> {
  const { rng } = ctx;
  const vehicles = ctx.get('vehicles');
  const lines: IncomeBillLine[] = [];
  const bills = rowsWithStatus(rng, 26, [100, 110, 120, 120, 120, 130, 140, 140, 150], (i, s) => {
    const created = rng.pastTime(150);
    const billNo = `SR${compactDate(created)}${rng.digits(5)}`;
    const billMonth = formatWallTime(created - 20 * DAY).slice(0, 7);
    const own = Array.from({ length: rng.int(10, 30) }, (_, n): IncomeBillLine => {
      const v = rng.pick(vehicles);
      const rental = monthRental(rng, billMonth, 28, [180, 600]);
      return {
        lineId: 60001 + lines.length + n, billNo, orderNo: `ZL${rental.startDate.replaceAll('-', '')}${rng.digits(5)}`, plate: v.plate, model: v.model, ...rental,
        disputeStatus: 0, disputeStatusName: '无异议',
      };
    });
    lines.push(...own);
    return {
      billId: 6001 + i, billNo, billStatus: s, billStatusName: BILL_STATUS[s] ?? '',
      partnerName: rng.pick(['首汽租车', '首汽约车', '一嗨租车']), billMonth,
      orderCount: own.length, billAmount: billAmountOf(own), createTime: formatWallTime(created),
    };
  });
  return { incomeBills: bills, incomeBillLines: lines };
}

function buildBranchOrders(ctx: SeedContext): BranchOrder[] {
  const { rng } = ctx;
  const opened = openedCities(ctx);
  const plates = platesOf(ctx);
  return rowsWithStatus(rng, 48, [1, 1, 4, 4, 5, 5, 6, 6, 6, 7, 9, 9, 9, 11, 11, 11, 12], (i, s) => {
    const { start, end } = period(ctx, BRANCH_WHEN[s] ?? 'any');
    const created = rng.pastTime(30);
    const orderType = rng.chance(0.7) ? 1 : 2;
    return {
      orderId: 7001 + i, orderNo: `FG${compactDate(created)}${rng.digits(5)}`, orderStatus: s, orderStatusName: BRANCH_STATUS[s] ?? '', orderType,
      dispatchingFlag: s === 6 && rng.chance(0.7) ? 1 : 0,
      returnedFlag: s === 9 && rng.chance(0.7) ? 1 : 0,
      completedAndToDoItems: s === 11 && rng.chance(0.5) ? 1 : 0,
      branchCompanyName: rng.pick(BRANCHES), customerName: rng.personName(), customerPhone: rng.mobile(), cityName: rng.pick(opened).cityName,
      plate: s >= 5 && s !== 12 ? rng.pick(plates) : '', startTime: start, endTime: end, createTime: formatWallTime(created),
    };
  });
}

const LICENSE_TYPES = ['A1', 'A2', 'B1', 'B2', 'C1', 'C1', 'C1'];

/** Each supplier's ad-hoc drivers. */
function buildScatteredDrivers({ rng }: SeedContext): ScatteredDriver[] {
  return Array.from({ length: 30 }, (_, i) => {
    const created = rng.pastTime(300);
    const birth = 1965 + rng.int(0, 35);
    return {
      driverId: 8001 + i, driverName: rng.personName(), mobile: rng.mobile(),
      idNumber: `${rng.pick(['110105', '310115', '440106', '510107'])}${birth}${String(rng.int(1, 12)).padStart(2, '0')}${String(rng.int(1, 28)).padStart(2, '0')}${rng.digits(3)}${rng.chance(0.1) ? 'X' : rng.digits(1)}`,
      licenseType: rng.pick(LICENSE_TYPES), drivingYears: rng.int(3, 25), supplierName: SUPPLIERS[i % SUPPLIERS.length]!,
      status: rng.chance(0.85) ? 0 : 1, remark: '', createTime: formatWallTime(created),
    };
  });
}

/** Each supplier's ad-hoc vehicles. */
function buildScatteredCars(ctx: SeedContext): ScatteredCar[] {
  const { rng } = ctx;
  const opened = openedCities(ctx);
  const taken = new Set<string>();
  return Array.from({ length: 30 }, (_, i) => {
    const model = rng.pick(MODELS);
    const city = rng.pick(opened);
    return {
      carId: 9001 + i, plate: plate(rng, city.platePrefix, model.energyType === 2, taken), brandModel: model.modelName, color: rng.pick(COLORS),
      // Among them a minibus and a coach (drivers need a B1 or an A1 licence for them).
      ...(i % 10 === 3 ? { brandModel: '丰田海狮 14座', seats: 14 } : i % 10 === 7 ? { brandModel: '宇通客车 33座', seats: 33 } : { seats: model.seats }),
      energyType: model.energyType, mileage: rng.int(2000, 150000), supplierName: SUPPLIERS[i % SUPPLIERS.length]!,
      status: rng.chance(0.9) ? 0 : 1, createTime: formatWallTime(rng.pastTime(300)),
    };
  });
}

/** The designer's models and deployments, the custom forms and the business process settings (bpm.ts). */
function buildBpm({ today }: SeedContext): Pick<DemoData, 'bpmModels' | 'bpmDefinitions' | 'bpmForms' | 'bpmBusinessConfigs'> {
  return seedBpm(seedDates(today));
}

/** The seeded approvals (process instances and their tasks, made together by walking the processes, bpm.ts). */
function buildApprovals(ctx: SeedContext): Pick<DemoData, 'bpmInstances' | 'bpmTasks'> {
  // The process engine works on a DemoData: the definitions, forms and refunds it reads, and the two it fills.
  const d = {
    bpmDefinitions: ctx.get('bpmDefinitions'), bpmForms: ctx.get('bpmForms'), refunds: ctx.get('refunds'),
    bpmInstances: [], bpmTasks: [],
  } as Pick<DemoData, 'bpmDefinitions' | 'bpmForms' | 'refunds' | 'bpmInstances' | 'bpmTasks'>;
  seedProcesses(d as DemoData, seedDates(ctx.today));
  return { bpmInstances: d.bpmInstances, bpmTasks: d.bpmTasks };
}

// The collections, in the order of DemoData. A new entity declares its own in its own file (seed/registry.ts).
registerCollection('cities', buildCities);
registerCollection('stores', ({ rng }) => buildStores(rng));
registerCollection('levels', () => LEVELS.map((l) => ({ ...l })));
// The fleet's models and, added last (listed first), one the fleet has none of yet: the vehicle form offers it already.
registerCollection('models', () =>
  [NEW_MODEL, ...MODELS].map((m) => ({ ...m, levelName: LEVELS.find((l) => l.levelId === m.levelId)?.levelName ?? '', status: 0 as const, statusName: '开启' })),
);
registerCollection('vehicles', ({ rng, today, get }) => buildVehicles(rng, today, get('cities'), get('stores')));
registerCollection('customers', ({ rng }) => buildCustomers(rng));
registerCollection('coupons', ({ rng, today, get }) => buildCoupons(rng, today, get('customers')));
registerCollection('refunds', ({ rng, get }) => buildRefunds(rng, get('customers'), get('stores')));
registerCollection('rentOrders', ({ rng, today, get }) => buildRentOrders(rng, today, get('customers'), get('stores'), get('vehicles')));
registerCollection('snapshots', () => []);
registerCollection('demandOrders', buildDemandOrders);
registerCollection('scatteredOrders', buildScatteredOrders);
registerCollection('checkSheets', buildCheckSheets);
registerCollections(['incomeBills', 'incomeBillLines'], buildIncomeBills);
registerCollection('branchOrders', buildBranchOrders);
registerCollection('scatteredDrivers', buildScatteredDrivers);
registerCollection('scatteredCars', buildScatteredCars);
// scatteredBills (the suppliers' bills, the provider's expense bills) and their lines: seeds/expenseBill.ts.
registerCollection('usageReports', () => []);
registerCollections(['bpmModels', 'bpmDefinitions', 'bpmForms', 'bpmBusinessConfigs'], buildBpm);
registerCollections(['bpmInstances', 'bpmTasks'], buildApprovals);

/**
 * The whole seed of a day (default: today, read from the clock), every collection generated: what the store holds
 * right after a reset, once each collection has been used. Pure for a given day.
 */
export function createSeed(today: number = seedToday()): DemoData {
  const seed = new Seed(today);
  const d: Record<string, unknown> = { version: DATA_VERSION };
  for (const name of collectionNames()) d[name] = seed.take(name);
  d.session = null;
  d.sequence = { order: 0, snapshot: 0, entity: 0 };
  return d as unknown as DemoData;
}
