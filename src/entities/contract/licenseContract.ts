/**
 * A licence plate contract (§2 /licenseContractList, /licenseContractDetail 牌照合同): the lease of a licence-plate quota
 * (a plate issued to a person or a company, who rents it to the provider) on which a vehicle of the fleet runs: the
 * vehicle (so its plate), the plate's owner, the yearly fee, the period. States as a business contract's: 1 草稿 → 2 待审批
 * → 3 生效中 (2 → 1 rejected, a reason) → 4 已到期 (set when read once the period has ended) or 5 已终止 (a reason);
 * 即将到期 within 30 days, computed. A plate is in one live (submitted or in force) licence contract at a time: an
 * overlapping period is refused on save, submission and approval, naming the contract holding it.
 */
import { bi as t } from '@/i18n';
import { isAmount, isEmojiFree, isNotOnlySpaces, isWithinMillion } from '@/lib/validators';
import { createdRange, createTime, openById } from '../common';
import { defineEntity, type EntityField } from '../define';
import { END_BEFORE_START } from './businessContract';
import { contractLifecycle, draftEdit } from './lifecycle';
import { EXPIRING_DAYS } from './rent';

export const LICENSE_CONTRACT_BASE = '/api/licenseContract';
/** The fleet's vehicles (`[{ value: carId, label: plate · store }]`). */
export const LICENSE_VEHICLE_OPTIONS = `${LICENSE_CONTRACT_BASE}/vehicleOptions`;

export const LICENSE_PERMISSIONS = { add: 'licenseContract:add', submit: 'licenseContract:submit', approve: 'licenseContract:approve', terminate: 'licenseContract:terminate' } as const;

export const OWNER_TYPES = [
  { value: '1', label: t('个人', 'Person') },
  { value: '2', label: t('企业', 'Company') },
] as const;

const formFields = [
  {
    name: 'carId', type: 'reference', optionsPath: LICENSE_VEHICLE_OPTIONS, display: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true, form: true,
    required: t('请选择使用该牌照的车辆', 'Choose the vehicle on the plate'),
  },
  { name: 'ownerType', type: 'enum', options: OWNER_TYPES, label: t('牌照所有人类型', 'Owner type'), filter: true, column: true, form: true, required: t('请选择牌照所有人类型', 'Choose the owner type') },
  { name: 'ownerName', type: 'text', label: t('牌照所有人', 'Plate owner'), filter: true, column: { width: 180 }, form: true, required: t('请填写牌照所有人', 'Enter the owner'), validators: [isNotOnlySpaces, isEmojiFree] },
  { name: 'ownerPhone', type: 'mobile', label: t('所有人电话', 'Owner phone'), detail: true, form: true, required: t('请填写所有人电话', 'Enter the phone') },
  { name: 'startDate', type: 'date', label: t('租用开始', 'From'), column: true, form: true, sortable: true, required: t('请选择租用开始日期', 'Choose the start date') },
  {
    name: 'endDate', type: 'date', label: t('租用结束', 'Until'), column: true, form: true, sortable: true, expires: EXPIRING_DAYS,
    required: t('请选择租用结束日期', 'Choose the end date'), after: { field: 'startDate', message: END_BEFORE_START },
  },
  { name: 'annualFee', type: 'money', label: t('年租金（元）', 'Yearly fee (CNY)'), column: true, form: true, required: t('请填写牌照年租金', 'Enter the yearly fee'), validators: [isAmount, isWithinMillion] },
  { name: 'attachment', type: 'file', label: t('合同附件', 'Signed contract'), detail: true, form: true },
  { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), detail: true, form: true, validators: [isEmojiFree] },
] as const satisfies readonly EntityField[];

export const licenseContract = defineEntity({
  id: 'licenseContract',
  title: t('牌照合同', 'Licence plate contracts'),
  rowKey: 'licenseContractId',
  base: LICENSE_CONTRACT_BASE,
  ops: { export: t('牌照合同', 'Licence plate contracts'), save: true, import: false },
  screens: { list: '/licenseContractList', detail: '/licenseContractDetail' },
  addPermission: LICENSE_PERMISSIONS.add,
  status: { field: 'contractStatus', name: 'contractStatusName' },
  numbering: { field: 'contractNo', prefix: 'PZ', date: 'day', digits: 3 },
  summary: ['annualFee'],
  fields: [
    { name: 'contractNo', type: 'text', label: t('合同编号', 'Contract no.'), computed: true, filter: true, column: { width: 170 } },
    { name: 'contractStatus', type: 'enum', dict: 'contract_status', label: t('合同状态', 'Status'), filter: true, column: true },
    { name: 'expiring', type: 'enum', computed: true, dict: 'yes_no', label: t('即将到期', 'Expiring soon'), filter: true, column: true },
    ...formFields,
    { name: 'storeName', type: 'text', label: t('车辆门店', 'Vehicle store'), column: true },
    { name: 'createBy', type: 'text', label: t('创建人', 'Created by'), detail: true },
    { name: 'submitTime', type: 'datetime', label: t('提交时间', 'Submitted at'), detail: true, later: true },
    { name: 'approveTime', type: 'datetime', label: t('审批时间', 'Approved at'), detail: true, later: true },
    { name: 'rejectReason', type: 'text', label: t('驳回原因', 'Rejection reason'), detail: true, later: true },
    { name: 'terminateTime', type: 'datetime', label: t('终止时间', 'Terminated at'), detail: true, later: true },
    { name: 'terminateReason', type: 'text', label: t('终止原因', 'Termination reason'), detail: true, later: true },
    createTime,
    createdRange,
  ],
  recordLabel: 'contractNo',
  search: { fields: ['contractNo', 'ownerName'], detail: ['plate', 'ownerName'] },
  create: { key: 'add', label: t('新增牌照合同', 'New licence contract'), permission: LICENSE_PERMISSIONS.add, call: `${LICENSE_CONTRACT_BASE}/save`, fields: formFields, done: t('合同草稿已保存', 'Draft saved') },
  links: [
    openById('detail', t('详情', 'Details'), '/licenseContractDetail', 'licenseContractId'),
    draftEdit(LICENSE_PERMISSIONS.add, LICENSE_CONTRACT_BASE, formFields),
  ],
  ...contractLifecycle(LICENSE_PERMISSIONS, {
    approveConfirm: t('审批通过后合同生效，确定通过吗？', 'Once approved the contract is in force. Approve it?'),
    terminateDone: t('牌照合同已终止', 'Terminated'),
  }),
});
