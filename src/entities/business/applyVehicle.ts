/**
 * An enterprise's vehicle requests and their orders (§2 Business: /ApplyVehicleList, /ModifyPrice, /InternalCar,
 * /BusinessCar, /InitiativeOrderDetail, /InitiativeOrderBusinessDetail, /PassiveOrder, /PassiveOrderDetail).
 *
 * One domain: an enterprise's vehicle request IS a dispatch-centre request (../admin/dispatchRequest.ts, the same
 * stored records, collection DispatchCenter) seen from the enterprise's side, scoped to its company by the roles'
 * data scope (`dataScope.company` = the requesting company's name: the enterprise demo account sees 华远科技's rows).
 *
 * - /ApplyVehicleList 用车申请: the requests. 用车申请 (create, `applyVehicle:create`): city, pick-up and drop-off
 *   places chosen among the city's enabled common addresses (/CommonAdderss), the period (the start not in the past,
 *   the end after it), seats, passengers (not more than the seats), the use (内部用车 / 公务用车) and the purpose. An
 *   enterprise account's request is its company's, placed by itself (source 1 主动); one placed by our staff names
 *   the enterprise (source 2 被动). It waits for the dispatcher (待调度) and follows the dispatcher's moves; it can be
 *   cancelled with a reason while not yet in service (待调度 / 已派车 / 已指派供应商 → 已取消: the dispatch centre's
 *   pending count no longer counts it, and an assigned vehicle and driver are free again).
 * - 修改价格: the agreed price (exact yuan, 2 decimals, at most 1,000,000) with a reason, only while 待调度 or 已派车
 *   (not once designated to a supplier, whose price is the supplier's quotation, nor in service). Our staff do it
 *   (`applyVehicle:price`: the provider's roles; the enterprise's role does not hold it). A dialog on the request
 *   (its row, its detail drawer; [Q] 7) showing the price before and after (`priceChangePreview`); its §2 route
 *   /ModifyPrice opens the request by its id with the dialog open.
 * - The orders: the requests once dispatched (已派车 / 已指派供应商 / 服务中 / 已完成) with their vehicle, driver or
 *   supplier, and — served by our vehicle — the trip it made (trip no., mileage, duration and fee, ../admin/trip.ts).
 *   How the names read: 主动订单 (initiative) are the orders the enterprise itself requested, split by use into
 *   /InternalCar 内部用车 (detail /InitiativeOrderDetail) and /BusinessCar 公务用车 (detail
 *   /InitiativeOrderBusinessDetail); 被动订单 /PassiveOrder (detail /PassiveOrderDetail) are the orders our staff
 *   placed on the enterprise's behalf, of either use. One declaration (`enterpriseOrders`) configured three times.
 */
import { bi as t, type Bilingual } from '@/i18n';
import { isEmojiFree, isNotOnlySpaces, isNotPast, isWithinMillion, numberRange } from '@/lib/validators';
import { createdRange, createTime, detailDrawer, openById } from '../common';
import { defineEntity, type ActionField, type EntityField, type Preview, type PreviewLine } from '../define';
import { OPEN_REQUESTS, REQUEST_SOURCE, REQUEST_STATUS, USE_TYPE, WAITING_REQUESTS } from '../admin/dispatchRequest';
import { trip } from '../admin/trip';

const BASE = '/api/applyVehicle';

/** The enabled common addresses of a city (`?cityId=`): `[{ value: the address, label: name（address） }]`. */
export const APPLY_PLACE_OPTIONS = '/api/applyVehicle/placeOptions';
/** The enterprise clients a staff member may place a request for. */
export const APPLY_ENTERPRISE_OPTIONS = '/api/applyVehicle/enterpriseOptions';

/** The rules across fields and records (the form shows the backend's refusal under the field; same words). */
export const APPLY_REFUSALS = {
  passengersOverSeats: t('乘车人数不能多于所需座位数', 'There cannot be more passengers than seats'),
  enterpriseRequired: t('请选择用车单位', 'Choose the enterprise'),
  notEditable: t('用车申请提交后不能修改，请取消后重新申请', 'A submitted request cannot be changed; cancel it and request again'),
};

const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/** More passengers than the seats asked for (values not given yet are not judged): the dialog's rule and the backend's. */
export function passengersProblem(passengers: unknown, seats: unknown): Bilingual | null {
  return filled(passengers) && filled(seats) && Number(passengers) > Number(seats) ? APPLY_REFUSALS.passengersOverSeats : null;
}

/**
 * The price change's preview: the agreed price before, and the one typed (once typed) — the numbers the step changes.
 */
export const priceChangePreview: Preview = (row, values) => {
  const before: PreviewLine[] = [{ label: t('原协议价格（元）', 'Price before (yuan)'), amount: Number(row.agreedPrice ?? 0) }];
  const typed = values.agreedPrice;
  if (!filled(typed) || Number.isNaN(Number(typed))) return before;
  return [...before, { label: t('修改后价格（元）', 'Price after (yuan)'), amount: Number(typed), total: true }];
};

const cityId = { name: 'cityId', type: 'city', display: 'cityName', label: t('用车城市', 'City'), filter: true, column: true, form: true, required: t('请选择用车城市', 'Choose the city') } as const;
const place = (name: 'startPlace' | 'endPlace', label: ReturnType<typeof t>, required: ReturnType<typeof t>) =>
  ({
    name, type: 'reference', optionsPath: APPLY_PLACE_OPTIONS, label, detail: true, form: true, required,
    dependsOn: { field: 'cityId', refusal: t('所选地点不是该城市的常用地址', 'The place is not a common address of the city') },
  }) as const;
const startPlace = place('startPlace', t('上车地点', 'Pick-up place'), t('请选择上车地点', 'Choose the pick-up place'));
const endPlace = place('endPlace', t('下车地点', 'Drop-off place'), t('请选择下车地点', 'Choose the drop-off place'));
const startTime = {
  name: 'startTime', type: 'datetime', label: t('用车开始', 'From'), column: { width: 170 }, sortable: true, form: true,
  required: t('请选择用车开始时间', 'Choose the start'), validators: [isNotPast],
} as const;
const endTime = {
  name: 'endTime', type: 'datetime', label: t('用车结束', 'Until'), column: { width: 170 }, form: true, required: t('请选择用车结束时间', 'Choose the end'),
  after: { field: 'startTime', message: t('用车结束时间必须晚于开始时间', 'The end must be after the start') },
} as const;
const seats = {
  name: 'seats', type: 'number', label: t('所需座位数', 'Seats needed'), column: true, form: true, required: t('请填写所需座位数', 'Enter the seats'),
  validators: [numberRange({ min: 2, max: 55 })],
} as const;
const passengers = {
  name: 'passengers', type: 'number', label: t('乘车人数', 'Passengers'), column: true, form: true, required: t('请填写乘车人数', 'Enter the passengers'),
  validators: [numberRange({ min: 1, max: 55 })],
  checkWith: { field: 'seats', problem: passengersProblem },
} as const;
const useType = { name: 'useType', type: 'enum', dict: 'vehicle_use_type', label: t('用车类型', 'Use'), filter: true, column: true, form: true, required: t('请选择用车类型', 'Choose the use') } as const;
const remark = {
  name: 'remark', type: 'textarea', label: t('用车事由', 'Purpose'), detail: true, form: true, required: t('请填写用车事由', 'Enter the purpose'),
  validators: [isNotOnlySpaces, isEmojiFree],
} as const;
/** Only our staff choose it (placing a request on an enterprise's behalf); an enterprise's own request is its company's. */
const enterpriseName = {
  name: 'enterpriseName', type: 'reference', optionsPath: APPLY_ENTERPRISE_OPTIONS, label: t('用车单位', 'Enterprise'), filter: true, column: true, form: true,
} as const;

const requestFields = [cityId, startPlace, endPlace, startTime, endTime, seats, passengers, useType, remark] as const satisfies readonly EntityField[];
/** The create dialog: the request, and the enterprise when our staff place it (left empty by an enterprise account). */
const createFields: readonly ActionField[] = [...requestFields, { ...enterpriseName, label: t('用车单位（代企业下单时选择）', 'Enterprise (when placing for one)') }];

const status = { name: 'requestStatus', type: 'enum', dict: 'dispatch_request_status', label: t('申请状态', 'Status'), filter: true, column: true } as const;
const requestNo = { name: 'requestNo', type: 'text', label: t('用车单号', 'Request no.'), filter: true, column: { width: 160 } } as const;
const agreedPrice = { name: 'agreedPrice', type: 'money', label: t('协议价格（元）', 'Agreed price (yuan)'), column: true } as const;

export const applyVehicle = defineEntity({
  id: 'ApplyVehicleList',
  title: t('用车申请', 'Vehicle requests'),
  rowKey: 'requestId',
  base: BASE,
  // Requests are created by the 用车申请 dialog: a new request only, never a submitted one changed (in no state).
  ops: { export: t('用车申请', 'Vehicle requests'), save: true, import: false },
  screens: { list: '/ApplyVehicleList' },
  status: { field: 'requestStatus', name: 'requestStatusName' },
  edit: { from: [], refusal: APPLY_REFUSALS.notEditable },
  timeField: 'startTime',
  // The order of the work (../urgency.ts), as the dispatch centre's: open requests first, the nearest start first.
  work: { state: 'requestStatus', open: OPEN_REQUESTS, waiting: WAITING_REQUESTS, start: 'startTime' },
  recordLabel: 'requestNo',
  dataScope: { company: 'enterpriseName' },
  sections: [
    { key: 'request', title: t('用车需求', 'Request') },
    { key: 'dispatch', title: t('调度与价格', 'Dispatch and price') },
  ],
  fields: [
    requestNo,
    status,
    enterpriseName,
    { name: 'source', type: 'enum', dict: 'vehicle_request_source', label: t('下单方式', 'Placed by'), filter: true, detail: true },
    { name: 'applicantName', type: 'text', label: t('申请人', 'Applicant'), filter: true, column: true },
    { name: 'applicantPhone', type: 'mobile', label: t('联系电话', 'Phone'), detail: true },
    ...requestFields,
    { name: 'useRange', type: 'dateRange', label: t('用车时间', 'Period'), filter: true },
    { ...agreedPrice, section: 'dispatch' },
    { name: 'priceReason', type: 'textarea', label: t('改价原因', 'Reason for the price change'), detail: true, section: 'dispatch' },
    { name: 'priceTime', type: 'datetime', label: t('改价时间', 'Price changed at'), detail: true, section: 'dispatch' },
    { name: 'plate', type: 'plate', label: t('派车车牌', 'Vehicle'), column: true, section: 'dispatch' },
    { name: 'driverName', type: 'text', label: t('派车司机', 'Driver'), column: true, section: 'dispatch' },
    { name: 'driverPhone', type: 'text', label: t('司机电话', "Driver's phone"), detail: true, section: 'dispatch' },
    { name: 'supplierName', type: 'text', label: t('指派供应商', 'Supplier'), detail: true, section: 'dispatch' },
    { name: 'returnReason', type: 'textarea', label: t('退回原因', 'Reason for return'), detail: true, section: 'dispatch' },
    { name: 'cancelReason', type: 'textarea', label: t('取消原因', 'Reason for cancelling'), detail: true, section: 'dispatch' },
    { name: 'cancelTime', type: 'datetime', label: t('取消时间', 'Cancelled at'), detail: true, section: 'dispatch' },
    createTime,
    createdRange,
  ],
  create: { key: 'add', label: t('用车申请', 'Request a vehicle'), permission: 'applyVehicle:create', call: `${BASE}/save`, fields: createFields, done: t('用车申请已提交，等待调度', 'Requested; awaiting dispatch') },
  links: [detailDrawer],
  transitions: [
    {
      key: 'modifyPrice', label: t('修改价格', 'Modify price'), permission: 'applyVehicle:price', from: [REQUEST_STATUS.pending, REQUEST_STATUS.assigned],
      stamp: 'priceTime', preview: priceChangePreview, route: '/ModifyPrice',
      refusal: t('只有待调度或已派车的用车申请才能修改价格', 'Only a request awaiting dispatch or assigned can have its price changed'),
      fields: [
        { name: 'agreedPrice', type: 'money', label: t('协议价格（元）', 'Agreed price (yuan)'), required: t('请填写协议价格', 'Enter the price'), validators: [isWithinMillion] },
        { name: 'priceReason', type: 'textarea', label: t('改价原因', 'Reason'), required: t('请填写改价原因', 'Enter the reason'), validators: [isNotOnlySpaces, isEmojiFree] },
      ],
      done: t('价格已修改', 'Price changed'),
    },
    {
      key: 'cancel', label: t('取消申请', 'Cancel'), permission: 'applyVehicle:cancel', danger: true,
      from: [REQUEST_STATUS.pending, REQUEST_STATUS.assigned, REQUEST_STATUS.designated], to: REQUEST_STATUS.cancelled, stamp: 'cancelTime',
      refusal: t('服务已开始或已结束的用车申请不能取消', 'A request in service or ended cannot be cancelled'),
      fields: [{ name: 'cancelReason', type: 'textarea', label: t('取消原因', 'Reason'), required: t('请填写取消原因', 'Enter the reason'), validators: [isNotOnlySpaces, isEmojiFree] }],
      done: t('用车申请已取消', 'Request cancelled'),
    },
  ],
});

/** The states of a request that is an order (dispatched, in service or completed). */
export const ORDER_STATES = [REQUEST_STATUS.assigned, REQUEST_STATUS.designated, REQUEST_STATUS.inService, REQUEST_STATUS.done] as const;

/** Which orders a list holds: an enterprise's own by use, or those placed on its behalf (see the header). */
export interface OrderView {
  id: 'InternalCar' | 'BusinessCar' | 'PassiveOrder';
  title: ReturnType<typeof t>;
  list: string;
  detail: string;
  source: (typeof REQUEST_SOURCE)[keyof typeof REQUEST_SOURCE];
  useType?: (typeof USE_TYPE)[keyof typeof USE_TYPE];
}

/** An enterprise's orders as one of its lists shows them (one declaration, configured per list). */
export function enterpriseOrders(view: OrderView) {
  return defineEntity({
    id: view.id,
    title: view.title,
    rowKey: 'requestId',
    base: `/api/enterpriseOrder/${view.id}`,
    ops: { export: view.title },
    screens: { list: view.list, detail: view.detail },
    status: { field: 'requestStatus', name: 'requestStatusName' },
    timeField: 'startTime',
    recordLabel: 'requestNo',
    dataScope: { company: 'enterpriseName' },
    sections: [
      { key: 'order', title: t('订单信息', 'Order') },
      { key: 'service', title: t('车辆与行程', 'Vehicle and trip') },
    ],
    fields: [
      { ...requestNo, label: t('订单号', 'Order no.') },
      { ...status, label: t('订单状态', 'Status') },
      { name: 'enterpriseName', type: 'text', label: t('用车单位', 'Enterprise'), filter: true, column: true },
      { name: 'useType', type: 'enum', dict: 'vehicle_use_type', label: t('用车类型', 'Use'), detail: true },
      { name: 'applicantName', type: 'text', label: t('申请人', 'Applicant'), filter: true, column: true },
      { name: 'cityId', type: 'city', display: 'cityName', label: t('用车城市', 'City'), filter: true, column: true },
      { name: 'startPlace', type: 'text', label: t('上车地点', 'Pick-up place'), detail: true },
      { name: 'endPlace', type: 'text', label: t('下车地点', 'Drop-off place'), detail: true },
      { name: 'startTime', type: 'datetime', label: t('用车开始', 'From'), column: { width: 170 }, sortable: true },
      { name: 'endTime', type: 'datetime', label: t('用车结束', 'Until'), column: { width: 170 } },
      { name: 'passengers', type: 'number', label: t('乘车人数', 'Passengers'), detail: true },
      { name: 'remark', type: 'textarea', label: t('用车事由', 'Purpose'), detail: true },
      { name: 'useRange', type: 'dateRange', label: t('用车时间', 'Period'), filter: true },
      agreedPrice,
      { name: 'dispatchMode', type: 'enum', dict: 'dispatch_mode', label: t('派车方式', 'Served by'), filter: true, column: true, section: 'service' },
      { name: 'plate', type: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true, section: 'service' },
      { name: 'driverName', type: 'text', label: t('司机', 'Driver'), column: true, section: 'service' },
      { name: 'driverPhone', type: 'text', label: t('司机电话', "Driver's phone"), detail: true, section: 'service' },
      { name: 'supplierName', type: 'text', label: t('服务供应商', 'Supplier'), detail: true, section: 'service' },
      { name: 'serviceStartTime', type: 'datetime', label: t('开始服务时间', 'Service started'), detail: true, section: 'service' },
      { name: 'finishTime', type: 'datetime', label: t('完成时间', 'Completed at'), detail: true, section: 'service' },
      // Computed from the trip our vehicle made for the order (none when a supplier served it).
      { name: 'tripNo', type: 'text', computed: true, label: t('行程单号', 'Trip no.'), detail: true, section: 'service' },
      { name: 'mileage', type: 'decimal', computed: true, label: t('行驶里程（km）', 'Distance (km)'), column: true, section: 'service' },
      { name: 'durationMin', type: 'number', computed: true, label: t('行驶时长（分钟）', 'Duration (min)'), detail: true, section: 'service' },
      { name: 'tripFee', type: 'money', computed: true, label: t('行程费用（元）', 'Trip fee (yuan)'), column: true, section: 'service' },
    ],
    search: { fields: ['requestNo'], detail: ['enterpriseName', 'plate'] },
    links: [openById('detail', t('详情', 'Details'), view.detail, 'requestId')],
    related: [{ key: 'carTrips', title: t('车辆的行程', "The vehicle's trips"), entity: trip, filter: (row) => ({ carId: String(row.carId ?? -1) }) }],
  });
}

export const internalOrders = enterpriseOrders({ id: 'InternalCar', title: t('内部用车', 'Internal vehicle use'), list: '/InternalCar', detail: '/InitiativeOrderDetail', source: REQUEST_SOURCE.initiative, useType: USE_TYPE.internal });
export const officialOrders = enterpriseOrders({ id: 'BusinessCar', title: t('公务用车', 'Official vehicle use'), list: '/BusinessCar', detail: '/InitiativeOrderBusinessDetail', source: REQUEST_SOURCE.initiative, useType: USE_TYPE.official });
export const passiveOrders = enterpriseOrders({ id: 'PassiveOrder', title: t('被动订单', 'Assigned orders'), list: '/PassiveOrder', detail: '/PassiveOrderDetail', source: REQUEST_SOURCE.passive });

/** The views by entity id (the demo backend selects each one's rows with it). */
export const ORDER_VIEWS: Readonly<Record<OrderView['id'], Pick<OrderView, 'source' | 'useType'>>> = {
  InternalCar: { source: REQUEST_SOURCE.initiative, useType: USE_TYPE.internal },
  BusinessCar: { source: REQUEST_SOURCE.initiative, useType: USE_TYPE.official },
  PassiveOrder: { source: REQUEST_SOURCE.passive },
};
