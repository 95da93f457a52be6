/**
 * A vehicle transfer between stores (§2 /VehicleAllocation 车辆调拨): a request to move a vehicle from its store to
 * another (of the same or another city, so of another branch company), approved or refused, then driven over and
 * received. States: 已申请 requested → 已审批 approved → 调拨中 in transit → 已接收 received, or 已拒绝 refused with a
 * reason. A vehicle on rent, reserved for a pick-up, in repair, out of service or already being transferred cannot
 * be transferred (refused on the request, checked again on approval and on departure). In transit the vehicle is not
 * rentable (its status is 调拨中); on receipt its city, store and company become the target's.
 */
import { bi as t } from '@/i18n';
import { isEmojiFree, isNotOnlySpaces } from '@/lib/validators';
import { createdRange, createTime } from '../common';
import { defineEntity, type ActionField } from '../define';

const BASE = '/api/vehicleAllocation';

/** The vehicles a transfer may name (`[{ value: carId, label: plate · store · operating state }]`). */
export const ALLOCATION_VEHICLE_OPTIONS = '/api/vehicleAllocation/vehicleOptions';

/** The states (dictionary vehicle_allocation_status). */
export const ALLOCATION = { requested: 1, approved: 2, inTransit: 3, received: 4, refused: 5 } as const;

const carId = {
  name: 'carId', type: 'reference', optionsPath: ALLOCATION_VEHICLE_OPTIONS, display: 'plate', label: t('调拨车辆', 'Vehicle'), filter: true, column: true, form: true,
  required: t('请选择调拨车辆', 'Choose the vehicle'),
} as const;
const toCityId = { name: 'toCityId', type: 'city', display: 'toCityName', label: t('调入城市', 'To city'), filter: true, column: true, form: true, required: t('请选择调入城市', 'Choose the city') } as const;
const toStoreId = {
  name: 'toStoreId', type: 'store', city: 'toCityId', display: 'toStoreName', label: t('调入门店', 'To store'), filter: true, column: true, form: true,
  required: t('请选择调入门店', 'Choose the store'),
} as const;
const planDate = { name: 'planDate', type: 'date', label: t('计划调拨日期', 'Planned for'), column: true, form: true, required: t('请选择计划调拨日期', 'Choose the planned date') } as const;
const reason = {
  name: 'reason', type: 'textarea', label: t('调拨原因', 'Reason'), column: true, form: true,
  required: t('请填写调拨原因', 'Enter the reason'), validators: [isNotOnlySpaces, isEmojiFree],
} as const;

/** The request's dialog (new, or changed while still requested). */
const requestFields: readonly ActionField[] = [carId, toCityId, toStoreId, planDate, reason];

export const allocation = defineEntity({
  id: 'VehicleAllocation',
  title: t('车辆调拨', 'Vehicle allocation'),
  rowKey: 'allocationId',
  base: BASE,
  ops: { export: t('车辆调拨单', 'Vehicle transfers'), save: true, import: false },
  screens: { list: '/VehicleAllocation' },
  addPermission: 'allocation:add',
  status: { field: 'allocationStatus', name: 'allocationStatusName' },
  edit: { from: [ALLOCATION.requested], refusal: t('只有已申请的调拨单才能修改', 'Only a requested transfer can be changed') },
  numbering: { field: 'allocationNo', prefix: 'DB', date: 'day', digits: 4 },
  fields: [
    { name: 'allocationNo', type: 'text', label: t('调拨单号', 'Transfer no.'), computed: true, filter: true, column: { width: 170 } },
    { name: 'allocationStatus', type: 'enum', dict: 'vehicle_allocation_status', label: t('调拨状态', 'Status'), filter: true, column: true },
    carId,
    { name: 'model', type: 'text', label: t('车型', 'Model'), column: true },
    { name: 'fromCityId', type: 'city', display: 'fromCityName', label: t('调出城市', 'From city'), filter: true, column: true },
    { name: 'fromStoreId', type: 'store', city: 'fromCityId', display: 'fromStoreName', label: t('调出门店', 'From store'), filter: true, column: true },
    { name: 'fromCompanyName', type: 'text', label: t('调出公司', 'From company'), column: true },
    toCityId,
    toStoreId,
    { name: 'toCompanyName', type: 'text', label: t('调入公司', 'To company'), column: true },
    planDate,
    reason,
    { name: 'applicant', type: 'text', label: t('申请人', 'Requested by'), column: true },
    createTime,
    createdRange,
    { name: 'approveTime', type: 'datetime', label: t('审批时间', 'Approved on'), column: { width: 170 } },
    { name: 'dispatchTime', type: 'datetime', label: t('发车时间', 'Left on'), column: { width: 170 } },
    { name: 'receiveTime', type: 'datetime', label: t('接收时间', 'Received on'), column: { width: 170 } },
    { name: 'refuseReason', type: 'text', label: t('拒绝原因', 'Refusal reason'), column: true },
  ],
  recordLabel: 'allocationNo',
  create: { key: 'add', label: t('申请调拨', 'Request a transfer'), permission: 'allocation:add', call: `${BASE}/save`, fields: requestFields, done: t('调拨申请已提交', 'Transfer requested') },
  links: [
    {
      key: 'edit', label: t('修改', 'Change'), permission: 'allocation:add', call: `${BASE}/save`, fields: requestFields, prefill: true, done: t('调拨申请已修改', 'Request changed'),
    },
  ],
  transitions: [
    {
      key: 'approve', label: t('审批通过', 'Approve'), permission: 'allocation:approve', from: [ALLOCATION.requested], to: ALLOCATION.approved, stamp: 'approveTime',
      refusal: t('只有已申请的调拨单才能审批', 'Only a requested transfer can be approved'),
      confirm: t('审批通过后即可安排发车，确定通过该调拨申请吗？', 'Once approved, the vehicle can leave. Approve this transfer?'),
      done: t('调拨申请已审批通过', 'Approved'),
    },
    {
      key: 'refuse', label: t('拒绝', 'Refuse'), permission: 'allocation:approve', danger: true, from: [ALLOCATION.requested], to: ALLOCATION.refused,
      refusal: t('只有已申请的调拨单才能拒绝', 'Only a requested transfer can be refused'),
      fields: [{ name: 'refuseReason', type: 'textarea', label: t('拒绝原因', 'Refusal reason'), required: t('请填写拒绝原因', 'Enter the reason'), validators: [isNotOnlySpaces, isEmojiFree] }],
      done: t('调拨申请已拒绝', 'Refused'),
    },
    {
      key: 'dispatch', label: t('发车', 'Send off'), permission: 'allocation:dispatch', from: [ALLOCATION.approved], to: ALLOCATION.inTransit, stamp: 'dispatchTime',
      refusal: t('只有已审批的调拨单才能发车', 'Only an approved transfer can leave'),
      confirm: t('发车后该车辆在调拨途中，不能出租，直到调入门店确认接收。确定发车吗？', 'In transit the vehicle cannot be rented until the receiving store confirms. Send it off?'),
      done: t('车辆已发车，调拨中', 'The vehicle is on its way'),
    },
    {
      key: 'receive', label: t('确认接收', 'Confirm receipt'), permission: 'allocation:receive', from: [ALLOCATION.inTransit], to: ALLOCATION.received, stamp: 'receiveTime',
      refusal: t('只有调拨中的调拨单才能确认接收', 'Only a transfer in transit can be received'),
      confirm: t('确认车辆已到达调入门店吗？接收后车辆归属调入门店和公司，恢复可租。', 'Has the vehicle arrived? Once received it belongs to the receiving store and company, and is available again.'),
      done: t('车辆已接收', 'Received'),
    },
  ],
});
