/**
 * A lease renewal contract (§2 /RenewLeaseContractList, /RenewLeaseContractDetail 续租合同): extends a business
 * contract in force, or one expired within the last 30 days, from the day after its lease ends (renewals included)
 * to a new end, for some or all of its vehicles, at a new monthly rent. States: 1 待审批 → 2 已生效 (approved: the
 * contract's lease runs to the renewal's end, an expired one is in force again, its rent bills bill the renewal's
 * vehicles and rent) or 3 已驳回 (a reason). The overlapping rule holds: a renewal naming a vehicle leased by another
 * live contract over its period is refused on save and on approval.
 */
import { bi as t } from '@/i18n';
import { isAmount, isEmojiFree, isNotOnlySpaces, isWithinMillion } from '@/lib/validators';
import { createdRange, createTime, openById } from '../common';
import { defineEntity } from '../define';

export const RENEW_CONTRACT_BASE = '/api/renewContract';
/** The contracts that may be renewed (`[{ value: contractId, label: contractNo · client · lease end }]`). */
export const RENEWABLE_CONTRACT_OPTIONS = `${RENEW_CONTRACT_BASE}/contractOptions`;
/** The vehicles of a contract (`?contractId=`; `[{ value: carId, label: plate }]`). */
export const RENEW_VEHICLE_OPTIONS = `${RENEW_CONTRACT_BASE}/vehicleOptions`;

export const RENEW = { pending: 1, approved: 2, rejected: 3 } as const;
/** How long after its lease ended a contract may still be renewed (days). */
export const RENEW_GRACE_DAYS = 30;

export const RENEW_PERMISSIONS = { add: 'renewContract:add', approve: 'renewContract:approve' } as const;

const contractId = {
  name: 'contractId', type: 'reference', optionsPath: RENEWABLE_CONTRACT_OPTIONS, display: 'contractNo', label: t('原合同', 'Contract renewed'), filter: true, column: { width: 170 }, form: true,
  required: t('请选择续租的原合同', 'Choose the contract to renew'),
} as const;
const carId = {
  name: 'carId', type: 'reference', optionsPath: RENEW_VEHICLE_OPTIONS, display: 'plate', label: t('续租车辆', 'Vehicle renewed'), filter: true, column: true, form: true,
  required: t('请选择续租车辆', 'Choose the vehicle'), dependsOn: { field: 'contractId', refusal: t('续租车辆须为原合同的车辆', 'The vehicle must be one of the contract’s') },
} as const;
const endDate = { name: 'endDate', type: 'date', label: t('续租至', 'Renewed until'), column: true, form: true, sortable: true, required: t('请选择续租结束日期', 'Choose the end date') } as const;
const monthlyRent = {
  name: 'monthlyRent', type: 'money', label: t('续租月租金（元）', 'New monthly rent (CNY)'), column: true, form: true,
  required: t('请填写续租月租金', 'Enter the new monthly rent'), validators: [isAmount, isWithinMillion],
} as const;
const remark = { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), detail: true, form: true, validators: [isEmojiFree] } as const;

export const renewContract = defineEntity({
  id: 'renewContract',
  title: t('续租合同', 'Lease renewal contracts'),
  rowKey: 'renewId',
  base: RENEW_CONTRACT_BASE,
  ops: { export: t('续租合同', 'Lease renewals'), save: true, import: false },
  screens: { list: '/RenewLeaseContractList', detail: '/RenewLeaseContractDetail' },
  addPermission: RENEW_PERMISSIONS.add,
  status: { field: 'renewStatus', name: 'renewStatusName' },
  edit: { from: [RENEW.pending], refusal: t('只有待审批的续租合同才能修改', 'Only a pending renewal can be changed') },
  numbering: { field: 'renewNo', prefix: 'XZ', date: 'day', digits: 3 },
  fields: [
    { name: 'renewNo', type: 'text', label: t('续租合同编号', 'Renewal no.'), computed: true, filter: true, column: { width: 170 } },
    { name: 'renewStatus', type: 'enum', dict: 'renew_contract_status', label: t('续租状态', 'Status'), filter: true, column: true },
    contractId,
    { name: 'companyName', type: 'text', label: t('企业客户', 'Enterprise client'), filter: true, column: { width: 200 } },
    carId,
    { name: 'startDate', type: 'date', label: t('续租开始', 'Renewed from'), column: true },
    endDate,
    monthlyRent,
    { name: 'previousRent', type: 'money', label: t('原月租金（元）', 'Previous monthly rent (CNY)'), column: true },
    remark,
    { name: 'createBy', type: 'text', label: t('创建人', 'Created by'), detail: true },
    { name: 'approveTime', type: 'datetime', label: t('审批时间', 'Approved at'), detail: true, later: true },
    { name: 'rejectReason', type: 'text', label: t('驳回原因', 'Rejection reason'), detail: true, later: true },
    createTime,
    createdRange,
  ],
  recordLabel: 'renewNo',
  search: { fields: ['renewNo'], detail: ['contractNo', 'plate'] },
  create: {
    key: 'add', label: t('发起续租', 'Renew a lease'), permission: RENEW_PERMISSIONS.add, call: `${RENEW_CONTRACT_BASE}/save`,
    fields: [contractId, carId, endDate, monthlyRent, remark], done: t('续租申请已提交审批', 'Renewal submitted for approval'),
  },
  links: [openById('detail', t('详情', 'Details'), '/RenewLeaseContractDetail', 'renewId')],
  transitions: [
    {
      key: 'approve', label: t('审批通过', 'Approve'), permission: RENEW_PERMISSIONS.approve, from: [RENEW.pending], to: RENEW.approved, stamp: 'approveTime',
      refusal: t('只有待审批的续租合同才能审批', 'Only a pending renewal can be approved'),
      confirm: t('审批通过后原合同该车辆的租期延长至续租结束日期，按新租金出账。确定通过吗？', 'Once approved the lease of the vehicle runs to the new end at the new rent. Approve it?'),
      done: t('续租已生效', 'The renewal is in force'),
    },
    {
      key: 'reject', label: t('驳回', 'Reject'), permission: RENEW_PERMISSIONS.approve, danger: true, from: [RENEW.pending], to: RENEW.rejected,
      refusal: t('只有待审批的续租合同才能驳回', 'Only a pending renewal can be rejected'),
      fields: [{ name: 'rejectReason', type: 'textarea', label: t('驳回原因', 'Reason'), required: t('请填写驳回原因', 'Enter the reason'), validators: [isNotOnlySpaces, isEmojiFree] }],
      done: t('续租已驳回', 'Renewal rejected'),
    },
  ],
});
