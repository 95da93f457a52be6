/**
 * A vehicle request at the dispatch centre (§2 /DispatchCenter, /DispatchCenterDetail, /DispatchProcess,
 * /DispatchDesignate): an enterprise client or one of our branches asks for a vehicle with a driver, in a city, from
 * one place to another, for a period. The dispatcher assigns one of the fleet's vehicles (entities/admin/vehicle.ts)
 * and one of the company's drivers (./driver.ts), designates the request to a supplier instead, or returns it with a
 * reason; then the service starts and is completed.
 *
 * States (dictionary dispatch_request_status): 1 待调度 → 2 已派车 (our vehicle and driver) / 3 已指派供应商 /
 * 4 已退回; 2 or 3 → 5 服务中 → 6 已完成; an assignment or a designation not yet started can be revoked (back to 1).
 *
 * Designating to a supplier (`designate`) is a dialog on the request, its row or its detail ([Q] 7); its §2 route
 * /DispatchDesignate opens the request's detail by its id with the dialog open.
 *
 * The assignment is the bespoke `assign` action (/DispatchProcess): a vehicle and a driver each offered only when
 * free for the request's whole period (`overlaps` below; the demo backend gathers what occupies them:
 * src/mocks/handlers/dispatchCentre.ts), and checked again by the backend with the same function and messages.
 */
import { bi as t, type Bilingual } from '@/i18n';
import { isEmojiFree, isNonNegativeInteger } from '@/lib/validators';
import { createdRange, createTime, openById, reasonField } from '../common';
import { defineEntity, type EntityAction } from '../define';
import { SUPPLIER_OPTIONS } from '../dispatch/demandOrder';
import { trip } from './trip';
import { workItemOf, type WorkFields, type WorkItem } from '../urgency';

/** The assign action (bespoke: its choices depend on the request, ./ and the backend's `freeFor…`). */
export const DISPATCH_ASSIGN = '/api/dispatchCenter/assign';
/** The vehicles free for a request (`?requestId=`), and the drivers free for it and licensed for a vehicle (`&carId=`). */
export const DISPATCH_CAR_OPTIONS = '/api/dispatchCenter/carOptions';
export const DISPATCH_DRIVER_OPTIONS = '/api/dispatchCenter/driverOptions';
/** The number of requests in each state (`{ [state]: n }`), for the list's counts. */
export const DISPATCH_COUNTS = '/api/dispatchCenter/counts';

/** The requests' states (dispatch_request_status). */
export const REQUEST_STATUS = { pending: 1, assigned: 2, designated: 3, returned: 4, inService: 5, done: 6, cancelled: 7 } as const;
/** What the vehicle is for (vehicle_use_type): the enterprise's internal use, or official business (business/applyVehicle.ts). */
export const USE_TYPE = { internal: 1, official: 2 } as const;
/** Who placed the request (vehicle_request_source): the enterprise itself (主动), or our staff on its behalf (被动). */
export const REQUEST_SOURCE = { initiative: 1, passive: 2 } as const;
/** How a request is served (dispatch_mode): our vehicle and driver (a trip of /TripDetail), or a supplier. */
export const DISPATCH_MODE = { own: 1, supplier: 2 } as const;

/** A period of time: wall-clock texts `YYYY-MM-DD HH:mm:ss` (they compare as text in time order). */
export interface Period {
  start: string;
  end: string;
}

/**
 * Whether two periods overlap: one starts before the other ends. Periods that only touch (one ends when the other
 * starts) do not: a driver finishing at 12:00 can start the next request at 12:00.
 */
export function overlaps(a: Period, b: Period): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * Why a vehicle or a driver cannot take a request (the options leave them out; the assign action refuses them with
 * these words, on both sides the same).
 */
export const DISPATCH_REFUSALS = {
  carRequired: t('请选择车辆', 'Choose a vehicle'),
  driverRequired: t('请选择司机', 'Choose a driver'),
  carUnknown: t('所选车辆不存在', 'The chosen vehicle does not exist'),
  driverUnknown: t('所选司机不存在', 'The chosen driver does not exist'),
  carNotAvailable: t('所选车辆当前不可用（维修中或已停用）', 'The chosen vehicle is not available (in repair or out of service)'),
  carOtherCity: t('所选车辆不在用车城市', 'The chosen vehicle is not in the city of the request'),
  carTooSmall: t('所选车辆的座位数少于所需座位数', 'The chosen vehicle has fewer seats than the request needs'),
  carBusy: t('所选车辆在用车时段内已有行程、派车或租赁安排，不能重复派车', 'The chosen vehicle already has a trip, an assignment or a rental in the period'),
  driverNotOnDuty: t('所选司机不在岗（休假或已离职），不能派车', 'The chosen driver is not on duty (on leave or left)'),
  driverOtherCity: t('所选司机不在用车城市', 'The chosen driver is not in the city of the request'),
  driverLicence: t('所选司机的准驾车型不能驾驶所选车辆', "The driver's licence class does not allow the chosen vehicle"),
  driverLicenceExpired: t('所选司机的驾驶证在用车结束前已过期', "The chosen driver's licence expires before the end of the period"),
  driverBusy: t('所选司机在用车时段内已有行程或派车安排，不能重复派车', 'The chosen driver already has a trip or an assignment in the period'),
  notPending: t('该用车申请不是待调度状态，不能派车', 'Only a request awaiting dispatch can be assigned'),
} satisfies Record<string, Bilingual>;

/** The refusal of an end reading below the trip's start reading (the odometer only rises). */
export const endMileageBelow = (start: number): Bilingual => t(`结束里程不能小于出发里程（${start} km）`, `The end reading cannot be below the start reading (${start} km)`);

/** The id of no vehicle or driver: a related list's filter before anyone is assigned. */
const NO_ONE = -1;

const assignLink: EntityAction = {
  ...openById('assign', t('派车', 'Assign'), '/DispatchProcess', 'requestId'),
  permission: 'dispatchCenter:assign',
  when: (row) => row.requestStatus === REQUEST_STATUS.pending,
};

/** Requests still to serve (awaiting dispatch, dispatched, in service); of them, those not started yet. */
export const OPEN_REQUESTS: readonly number[] = [REQUEST_STATUS.pending, REQUEST_STATUS.assigned, REQUEST_STATUS.designated, REQUEST_STATUS.inService];
export const WAITING_REQUESTS: readonly number[] = [REQUEST_STATUS.pending, REQUEST_STATUS.assigned, REQUEST_STATUS.designated];

/** What the order of the work reads of a request (../urgency.ts): its state, urgency and start; overdue answered as `overdue`. */
const DISPATCH_WORK: WorkFields = { state: 'requestStatus', open: OPEN_REQUESTS, waiting: WAITING_REQUESTS, urgent: 'urgent', start: 'startTime', overdueField: 'overdue' };

/** A request as the order of the work reads it (the backend's `overdue`, ../urgency.ts `isOverdue`). */
export const dispatchWork = (row: Readonly<Record<string, unknown>>): WorkItem => workItemOf(DISPATCH_WORK, row);

export const dispatchRequest = defineEntity({
  id: 'DispatchCenter',
  title: t('调度台', 'Dispatch center'),
  rowKey: 'requestId',
  base: '/api/dispatchCenter',
  ops: { export: t('用车申请', 'Vehicle requests') },
  screens: { list: '/DispatchCenter', detail: '/DispatchCenterDetail' },
  status: { field: 'requestStatus', name: 'requestStatusName' },
  timeField: 'startTime',
  work: DISPATCH_WORK,
  recordLabel: 'requestNo',
  sections: [
    { key: 'request', title: t('用车需求', 'Request') },
    { key: 'dispatch', title: t('调度结果', 'Dispatch') },
  ],
  fields: [
    { name: 'requestNo', type: 'text', label: t('用车单号', 'Request no.'), filter: true, column: { width: 160 } },
    { name: 'requestStatus', type: 'enum', dict: 'dispatch_request_status', label: t('调度状态', 'Status'), filter: true, column: true },
    { name: 'urgent', type: 'switch', label: t('加急', 'Urgent'), filter: true, column: true, tag: { label: t('加急', 'Urgent'), color: 'red' } },
    // Awaiting its start after the start has passed (../urgency.ts `isOverdue`), computed by the backend as it reads.
    { name: 'overdue', type: 'switch', label: t('已超时', 'Overdue'), column: true, computed: true, tag: { label: t('已超时', 'Overdue'), color: 'orange' } },
    { name: 'enterpriseName', type: 'text', label: t('用车单位', 'Requested by'), filter: true, column: true },
    { name: 'useType', type: 'enum', dict: 'vehicle_use_type', label: t('用车类型', 'Use'), filter: true, column: { essential: false } },
    { name: 'source', type: 'enum', dict: 'vehicle_request_source', label: t('下单方式', 'Placed by'), filter: true, detail: true },
    { name: 'applicantName', type: 'text', label: t('申请人', 'Applicant'), filter: true, column: { essential: false } },
    { name: 'applicantPhone', type: 'mobile', label: t('联系电话', 'Phone'), detail: true },
    { name: 'cityId', type: 'city', display: 'cityName', label: t('用车城市', 'City'), filter: true, column: true },
    { name: 'startPlace', type: 'text', label: t('上车地点', 'Pick-up place'), detail: true },
    { name: 'endPlace', type: 'text', label: t('下车地点', 'Drop-off place'), detail: true },
    { name: 'startTime', type: 'datetime', label: t('用车开始', 'From'), column: { width: 170 }, sortable: true },
    { name: 'endTime', type: 'datetime', label: t('用车结束', 'Until'), column: { width: 170 }, sortable: true },
    { name: 'seats', type: 'number', label: t('所需座位数', 'Seats needed'), column: { essential: false } },
    { name: 'passengers', type: 'number', label: t('乘车人数', 'Passengers'), column: { essential: false } },
    { name: 'remark', type: 'textarea', label: t('用车备注', 'Remark'), detail: true },
    // The price agreed with the enterprise (§9 yuan, 2 decimals), changed before the service with a reason (/ModifyPrice).
    { name: 'agreedPrice', type: 'money', label: t('协议价格（元）', 'Agreed price (yuan)'), column: true },
    { name: 'priceReason', type: 'textarea', label: t('改价原因', 'Reason for the price change'), detail: true, later: true },
    { name: 'priceTime', type: 'datetime', label: t('改价时间', 'Price changed at'), detail: true, later: true },
    { name: 'useRange', type: 'dateRange', label: t('用车时间', 'Period'), filter: true },
    // The dispatch: our vehicle and driver, or a supplier; a return's reason.
    { name: 'dispatchMode', type: 'enum', dict: 'dispatch_mode', label: t('派车方式', 'Served by'), filter: true, column: { essential: false }, section: 'dispatch', later: true },
    { name: 'plate', type: 'plate', label: t('派车车牌', 'Vehicle'), column: true, section: 'dispatch', later: true },
    { name: 'driverName', type: 'text', label: t('派车司机', 'Driver'), column: { essential: false }, section: 'dispatch', later: true },
    { name: 'driverPhone', type: 'text', label: t('司机电话', "Driver's phone"), detail: true, section: 'dispatch', later: true },
    { name: 'supplierName', type: 'text', label: t('指派供应商', 'Supplier'), detail: true, section: 'dispatch', later: true },
    { name: 'designateRemark', type: 'textarea', label: t('指派说明', 'Designation remark'), detail: true, section: 'dispatch', later: true },
    { name: 'returnReason', type: 'textarea', label: t('退回原因', 'Reason for return'), detail: true, section: 'dispatch', later: true },
    { name: 'dispatcherName', type: 'text', label: t('调度员', 'Dispatcher'), detail: true, section: 'dispatch', later: true },
    { name: 'dispatchTime', type: 'datetime', label: t('调度时间', 'Dispatched at'), detail: true, section: 'dispatch', later: true },
    { name: 'serviceStartTime', type: 'datetime', label: t('开始服务时间', 'Service started'), detail: true, section: 'dispatch', later: true },
    { name: 'finishTime', type: 'datetime', label: t('完成时间', 'Completed at'), detail: true, section: 'dispatch', later: true },
    { name: 'endMileage', type: 'number', label: t('结束里程（km）', 'Odometer at the end (km)'), detail: true, section: 'dispatch', later: true },
    { name: 'cancelReason', type: 'textarea', label: t('取消原因', 'Reason for cancelling'), detail: true, section: 'dispatch', later: true },
    { name: 'cancelTime', type: 'datetime', label: t('取消时间', 'Cancelled at'), detail: true, section: 'dispatch', later: true },
    // In the column chooser: the list is worked by urgency and start (essential columns fit 1366 px with the actions).
    { ...createTime, column: { essential: false } },
    createdRange,
  ],
  search: { fields: ['requestNo', 'applicantName'], detail: ['enterpriseName', 'cityName'] },
  // The trips of the vehicle and of the driver assigned (none before an assignment: an id no trip has).
  related: [
    { key: 'carTrips', title: t('派车车辆的行程', "The vehicle's trips"), entity: trip, filter: (row) => ({ carId: String(row.carId ?? NO_ONE) }) },
    { key: 'driverTrips', title: t('派车司机的行程', "The driver's trips"), entity: trip, filter: (row) => ({ driverId: String(row.driverId ?? NO_ONE) }) },
  ],
  links: [openById('detail', t('详情', 'Details'), '/DispatchCenterDetail', 'requestId'), assignLink],
  transitions: [
    {
      key: 'designate', label: t('指派供应商', 'Designate'), permission: 'dispatchCenter:designate', from: [REQUEST_STATUS.pending], to: REQUEST_STATUS.designated,
      // A dialog on the request (its row, its detail; its route opens it by the request's id), showing what the
      // supplier is chosen for: the city, the period and the seats.
      route: '/DispatchDesignate',
      stamp: 'dispatchTime', set: { dispatchMode: DISPATCH_MODE.supplier }, shows: ['cityId', 'startTime', 'endTime', 'seats'],
      refusal: t('该用车申请不是待调度状态，不能指派', 'Only a request awaiting dispatch can be designated'),
      fields: [
        { name: 'supplierName', type: 'reference', optionsPath: SUPPLIER_OPTIONS, label: t('供应商', 'Supplier'), required: t('请选择供应商', 'Choose a supplier') },
        { name: 'designateRemark', type: 'textarea', label: t('指派说明', 'Remark'), required: t('请填写指派说明', 'Enter a remark'), validators: [isEmojiFree] },
      ],
      done: t('已指派给供应商', 'Designated to the supplier'),
    },
    {
      key: 'return', label: t('退回', 'Return'), permission: 'dispatchCenter:return', danger: true, from: [REQUEST_STATUS.pending], to: REQUEST_STATUS.returned,
      stamp: 'dispatchTime',
      refusal: t('该用车申请不是待调度状态，不能退回', 'Only a request awaiting dispatch can be returned'),
      fields: [{ ...reasonField('returnReason', t('退回原因', 'Reason'), t('请填写退回原因', 'Enter the reason')), validators: [isEmojiFree] }],
      done: t('已退回', 'Returned'),
    },
    {
      key: 'revoke', label: t('撤销调度', 'Revoke'), permission: 'dispatchCenter:assign', danger: true, from: [REQUEST_STATUS.assigned, REQUEST_STATUS.designated], to: REQUEST_STATUS.pending,
      refusal: t('只有已派车或已指派、尚未开始服务的用车申请才能撤销', 'Only an assigned or designated request not yet in service can be revoked'),
      confirm: t('撤销后该用车申请回到待调度，已安排的车辆、司机或供应商将被释放，确定撤销吗？', 'The request goes back to awaiting dispatch and its vehicle, driver or supplier are released. Revoke?'),
      done: t('已撤销，待重新调度', 'Revoked; awaiting dispatch again'),
    },
    {
      key: 'start', label: t('开始服务', 'Start service'), permission: 'dispatchCenter:service', from: [REQUEST_STATUS.assigned, REQUEST_STATUS.designated], to: REQUEST_STATUS.inService,
      stamp: 'serviceStartTime',
      refusal: t('只有已派车或已指派的用车申请才能开始服务', 'Only an assigned or designated request can start'),
      confirm: t('确定车辆已到达上车地点、开始服务吗？', 'Has the vehicle arrived and the service started?'),
      done: t('已开始服务', 'Service started'),
    },
    // Served by our vehicle: the trip started with the service ends with the odometer reading (its distance and fees).
    {
      key: 'finish', label: t('完成', 'Complete'), permission: 'dispatchCenter:service', from: [REQUEST_STATUS.inService], to: REQUEST_STATUS.done,
      also: { dispatchMode: [DISPATCH_MODE.own] },
      stamp: 'finishTime',
      refusal: t('只有服务中的用车申请才能完成', 'Only a request in service can be completed'),
      fields: [
        { name: 'endMileage', type: 'number', label: t('结束里程（km）', 'Odometer at the end (km)'), required: t('请填写结束里程', 'Enter the odometer reading'), validators: [isNonNegativeInteger] },
      ],
      done: t('用车服务已完成', 'Service completed'),
    },
    {
      key: 'finishDesignated', label: t('完成', 'Complete'), permission: 'dispatchCenter:service', from: [REQUEST_STATUS.inService], to: REQUEST_STATUS.done,
      also: { dispatchMode: [DISPATCH_MODE.supplier] },
      stamp: 'finishTime',
      refusal: t('只有服务中的用车申请才能完成', 'Only a request in service can be completed'),
      confirm: t('确定该用车服务已完成吗？', 'Is the service completed?'),
      done: t('用车服务已完成', 'Service completed'),
    },
  ],
});
