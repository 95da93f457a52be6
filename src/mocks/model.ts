/**
 * Entities of the demo backend. Field names follow the spec where it names them (§2 dashboard filters,
 * §3 refund filter and create-order form, §7 payloads); the rest is what a rental back office holds.
 * Times are wall times `YYYY-MM-DD HH:mm:ss` (see time.ts); amounts are numbers with 2 decimals.
 */
import type { BpmActivity, BpmDefinition, BpmForm, BpmInstance, BpmModel, BpmPerson, BpmTask, BusinessConfig } from '@/entities/bpm/wire';
import type { carModel } from '@/entities/admin/basicInfo';
import type { businessCity, STORE_FIELDS } from '@/entities/admin/city';
import type { CityOption, StoreOption } from '@/entities/admin/regionWire';
import type { vehicle } from '@/entities/admin/vehicle';
import type { AnySchema, KeyOf, LackedOf, RowOf, StatusLabelOf } from '@/entities/define';
import type { branchOrder, checkSheet, demandOrder, incomeBill, scatteredOrder } from '@/entities/dispatch';
import type { refund, rentOrder } from '@/entities/order';
import type { PriceLine } from '@/entities/order/booking';
import type { FieldsRow } from '@/entities/row';
import type { car, scatteredBill, supplierDriver } from '@/entities/supplier';
import type { expenseBill } from '@/entities/finance';
import type { CarLevel as OrderCarLevel, OrderCoupon, OrderCustomer, PreviewRequest, PriceQuote } from '@/entities/order/wire';
import type { Audience } from './accounts';

/**
 * A declared entity's row as the demo backend stores it: the declaration's row (RowOf) with every field filled but
 * those the declaration says a stored row may lack (`LackedOf`: a field a later step sets, a computed one, one the form
 * leaves optional) and the status label, which the store keeps in step with the status (../mocks/entities
 * `statusLabelKeeper`): no seed or handler writes it. Its row key (`KeyOf`) is a number unless declared as a field.
 */
export type StoredRow<S extends AnySchema> = Required<Omit<RowOf<S>, LackedOf<S> | StatusLabelOf<S>>> & Pick<RowOf<S>, LackedOf<S> | StatusLabelOf<S>> & StoredKey<RowOf<S>, KeyOf<S>>;

/** A row key not declared as a field (typed `string | number` by the declaration) is stored as a number. */
type StoredKey<Row, K extends keyof Row> = { [P in K]: number extends Row[P] ? (string extends Row[P] ? number : Row[P]) : Row[P] };

export interface Area {
  areaId: number;
  areaName: string;
}

/**
 * A city (§7 city list, src/entities/admin/regionWire.ts) as stored: the business city's row (its province and plate
 * prefix, 京A; its state, city_dredge_state; src/entities/admin/city.ts; its counts and stores are the answers') and its areas.
 */
export type City = Omit<StoredRow<typeof businessCity>, 'stores'> & CityOption & { areaList: Area[] };

/**
 * A store (§7 store list, src/entities/admin/regionWire.ts) as stored: the fields a city's rows show of it
 * (src/entities/admin/city.ts STORE_FIELDS; storeStatus store_status, 1 open, 0 suspended), with its city and area.
 */
export type Store = StoreOption & Required<FieldsRow<typeof STORE_FIELDS>> & { cityName: string; areaId: number };

/** A car level and its daily price: the create-order flow's level (src/entities/order/wire.ts) without the stock it counts when asked. */
export type CarLevel = Omit<OrderCarLevel, 'stockNum'>;

/**
 * A car model: the declaration's row (src/entities/admin/basicInfo.ts; its vehicle count is the answers', not stored),
 * with its level's name (the basic information's list shows it). energyType 1 petrol, 2 electric; status 0 enabled
 * (offered to the vehicle form), 1 disabled (common_status).
 */
export type CarModel = StoredRow<typeof carModel> & { levelId: number };

/**
 * A vehicle of the fleet: the same record on every screen that shows it (/Vehicles, create-order, orders by plate).
 * Its row is the declaration's (entities/admin/vehicle.ts), with what the backend knows besides: the model's level
 * (create-order prices by it), its model by id (its colour is the declaration's: the colour's name) and its creation time.
 */
export type Vehicle = StoredRow<typeof vehicle> & {
  modelId: number;
  levelId: number;
  /** Its status (vehicle_status) is the declaration's: only 1 is offered to customers. Its operating state (operationState) is not stored: the backend computes it when it reads (../fleet). */
  createTime: string;
};

/** A customer: the create-order flow's (src/entities/order/wire.ts; idStatus and driverStatus 1 verified, 0 not), registered when, working where. */
export type Customer = OrderCustomer & {
  registerTime: string;
  /** The enterprise client the customer works for ('' none): its orders carry it, and its enterprise account sees them. */
  companyName: string;
};

/**
 * A customer's coupon: the create-order flow's (src/entities/order/wire.ts; the order total must be at least its
 * threshold, 0 = none; its payment-type rule), whose customer, when it is valid from and whether it was used (0 unused, 1 used) and on which order.
 */
export type Coupon = OrderCoupon & {
  customerId: number;
  validStartTime: string;
  useStatus: 0 | 1;
  usedOrderNo: string | null;
};

/** Who booked (refund bills and rental orders): the refund's booker fields (src/entities/order/refund.ts) and the customer's id. */
export type BookingUser = Pick<StoredRow<typeof refund>, 'bookingUserName' | 'bookingUserPhone'> & { bookingUserId: number };

/** Pick-up and return city and store, ids and names (refund bills and rental orders): the §3 refund filter's fields. */
export type BookingPlaces = Pick<StoredRow<typeof refund>, `booking${'Gaincar' | 'Backcar'}${'CityId' | 'CityName' | 'StoreId' | 'StoreName'}`>;

/**
 * A refund bill (§3 refund filter): the declaration's row (src/entities/order/refund.ts: its places, its booker but
 * the customer's id, which it adds), with its codes: trade status (payStatus, the filter's name, and tradeStatus) 30 refund in progress, 31 succeeded,
 * 32 failed; pay method (payChannel / payMethod) 0 balance, 1 WeChat, 2 Alipay, 3 UnionPay, 4 POS, 5 Sesame credit;
 * pay type 1 online, 2 offline.
 */
export type RefundBill = StoredRow<typeof refund> & BookingUser;

/**
 * A price preview (§7 preShortOrder; src/entities/order/wire.ts), kept until an order is made from it: what it was
 * asked for (the request's product, customer, stores and times, the times as wall times; its level and model by id).
 */
export type OrderSnapshot = PriceQuote & Omit<PreviewRequest, 'bookingCargradeId' | 'bookingCarmodelId' | 'carId'> & {
  levelId: number;
  modelId: number;
  /** The car chosen in the form, when the console sent it; otherwise any free car of the model is taken. */
  carId: number | null;
  createTime: string;
  used: boolean;
};

/**
 * A rental order: the declaration's row (src/entities/order/rentOrder.ts), its booker and places, with what the backend
 * knows besides (its car, level and model by id, its price lines and coupon). orderStatus: 10 awaiting pick-up,
 * 20 renting, 30 returned, 40 completed, 50 cancelled.
 */
export type RentOrder = StoredRow<typeof rentOrder> & BookingUser & BookingPlaces & {
  carId: number;
  levelId: number;
  modelId: number;
  /** Its fee lines (makeShortOrder's priceDetails). */
  priceDetails: PriceLine[];
  couponId: number | null;
};

/**
 * Platform demand order (§2: demandOrderStatusCode 1 = awaiting dispatch): the declaration's row
 * (src/entities/dispatch/demandOrder.ts; its supplier, plate and driver '' until dispatched and sent), with its city
 * and what the supplier sent by id (in service and later). Status: 1 awaiting dispatch, 2 dispatched, 3 in service,
 * 4 completed, 5 cancelled.
 */
export type DemandOrder = StoredRow<typeof demandOrder> & { cityId: number; carId?: number; driverId?: number };

/**
 * Platform scattered order (§2: orderStatus 2 = dispatch returned; todoVehicle = vehicle/driver change pending): the
 * declaration's row (src/entities/dispatch/scatteredOrder.ts). orderStatus: 1 awaiting dispatch, 2 dispatch returned,
 * 3 dispatched, 4 in service, 5 completed, 6 cancelled.
 */
export type ScatteredOrder = StoredRow<typeof scatteredOrder> & {
  /** The supplier's vehicle and driver serving it (its /scatteredCarInfo and /scatteredDriverInfo records), once dispatched. */
  carId?: number;
  driverId?: number;
  /** What the supplier records when the service starts and finishes (/supplierOrderSec). */
  serviceStartTime: string;
  startMileage: number | null;
  serviceEndTime: string;
  endMileage: number | null;
};

/** Check sheet (§2: auditStatus 1 = pending review): the declaration's row; the review's remark and time come with the review. */
export type CheckSheet = StoredRow<typeof checkSheet>;

/** Income bill (§2: billStatus 120 = awaiting partner confirmation): the declaration's row; confirmed or rejected later. */
export type IncomeBill = StoredRow<typeof incomeBill>;

/**
 * Branch company order (§2 branch to-do filters): the declaration's row (src/entities/dispatch/branchOrder.ts); its
 * driver comes with the delivery. orderStatus: 1 confirm before delivery, 4 review rejected, 5 awaiting delivery,
 * 6 being delivered, 7 renting, 9 returned awaiting confirmation, 11 completed, 12 cancelled; orderType 1 short rent, 2 long rent.
 */
export type BranchOrder = StoredRow<typeof branchOrder>;

/**
 * A supplier's ad-hoc (scattered) driver (§2 /scatteredDriverInfo, /driverBaseInfo, /driverInfoHandleAdd|Edit): the
 * declaration's row (entities/supplier/supplierDriver.ts); common_status: 0 enabled, 1 disabled.
 */
export type ScatteredDriver = StoredRow<typeof supplierDriver>;

/** A supplier's ad-hoc vehicle (§2 /scatteredCarInfo, /carBaseInfo, /carEdit, /carAdd): the declaration's row. */
export type ScatteredCar = StoredRow<typeof car>;

/**
 * A supplier's ad-hoc bill (§2 /supplierScatteredBillSec, /scatterBillDetail; its orders on /scatterBillList): the
 * declaration's row; the same record is the provider's expense bill (src/entities/finance/expenseBill.ts), with its
 * amounts, deductions, review and payment. billStatus: 1 awaiting review, 2 approved, 3 paid, 4 rejected.
 */
export type ScatteredBill = StoredRow<typeof scatteredBill> &
  StoredRow<typeof expenseBill> & { billStatus: 1 | 2 | 3 | 4 };

/** §7 usage report (appendUserFunctionOperation). */
export interface UsageReport {
  permissionCode: string;
  account: string | null;
  time: string;
}

export type { BpmActivity, BpmDefinition, BpmForm, BpmInstance, BpmModel, BpmPerson, BpmTask };

/** A business process setting (/operationFlowConfig): which deployed process key handles a business type (src/entities/bpm/wire.ts). */
export type BpmBusinessConfig = BusinessConfig & { createTime: string; updateTime: string };

/** The signed-in demo account, held server-side like a cookie session. */
export interface DemoSession {
  account: string;
  audience: Audience;
  /** 'account' (authStrategy 1), 'third' (authStrategy 3) or 'token' (loginNewSystem). */
  loginType: 'account' | 'third' | 'token';
  loginTime: string;
  /** What the account's roles granted at sign-in (./access; absent in a session set by a test: its audience's). */
  userId?: number;
  permissions?: string[];
  roles?: string[];
  /** 1 all, 2 own company and below, 3 own department and below, 4 self only. */
  dataScope?: 1 | 2 | 3 | 4;
}

export interface DemoData {
  version: number;
  cities: City[];
  stores: Store[];
  levels: CarLevel[];
  models: CarModel[];
  vehicles: Vehicle[];
  customers: Customer[];
  coupons: Coupon[];
  refunds: RefundBill[];
  rentOrders: RentOrder[];
  snapshots: OrderSnapshot[];
  demandOrders: DemandOrder[];
  scatteredOrders: ScatteredOrder[];
  checkSheets: CheckSheet[];
  incomeBills: IncomeBill[];
  branchOrders: BranchOrder[];
  scatteredDrivers: ScatteredDriver[];
  scatteredCars: ScatteredCar[];
  scatteredBills: ScatteredBill[];
  usageReports: UsageReport[];
  bpmModels: BpmModel[];
  bpmDefinitions: BpmDefinition[];
  bpmInstances: BpmInstance[];
  bpmTasks: BpmTask[];
  bpmForms: BpmForm[];
  bpmBusinessConfigs: BpmBusinessConfig[];
  session: DemoSession | null;
  /** Sequences for generated numbers. */
  sequence: { order: number; snapshot: number; entity: number };
}
