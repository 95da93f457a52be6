/**
 * A business contract (§2 /BusinessContractList, /BussinessContractDetail 业务合同): a long-term lease of vehicles of
 * the fleet (/Vehicles, by plate) to an enterprise client (a company of type 4 in /companyList), signed by one of the
 * provider's branch companies: the period, the monthly rent per vehicle, the deposit, the day of the month the rent
 * is due, the client's signatory and the signed file.
 *
 * States: 1 草稿 draft (changed and deleted freely) → 2 待审批 submitted → 3 生效中 in force (approved; 2 → 1 when
 * rejected, with a reason) → 4 已到期 expired (its lease, renewals included, has ended: set when read) or 5 已终止
 * terminated early (a reason). A live contract ending within 30 days is 即将到期 (computed, filterable, highlighted).
 * A vehicle is in one live (submitted or in force) lease at a time: a contract naming a vehicle leased by another over
 * an overlapping period is refused on save, on submission and on approval, with the other contract and its period.
 * Its rent bills (/rentBill) and renewals (/RenewLeaseContractList) are listed on its detail.
 */
import { bi as t } from '@/i18n';
import { isAmount, isEmojiFree, isNotOnlySpaces, isWithinMillion, numberRange } from '@/lib/validators';
import { createdRange, createTime, openById } from '../common';
import { defineEntity, type ActionField, type EntityField } from '../define';
import { contractLifecycle, draftEdit } from './lifecycle';
import { EXPIRING_DAYS } from './rent';
import { renewContract } from './renewContract';
import { rentBill } from './rentBill';

export const BUSINESS_CONTRACT_BASE = '/api/businessContract';
/** The enterprise clients (enabled companies of type 4), by name. */
export const CONTRACT_CLIENT_OPTIONS = `${BUSINESS_CONTRACT_BASE}/clientOptions`;
/** The provider's branch companies (type 2), by name: who signs. */
export const CONTRACT_SIGNER_COMPANY_OPTIONS = `${BUSINESS_CONTRACT_BASE}/signCompanyOptions`;
/** The fleet's vehicles (`[{ value: carId, label: plate }]`). */
export const CONTRACT_VEHICLE_OPTIONS = `${BUSINESS_CONTRACT_BASE}/vehicleOptions`;

export { CONTRACT, LIVE_CONTRACT_STATES } from './lifecycle';

export const CONTRACT_PERMISSIONS = {
  add: 'businessContract:add',
  submit: 'businessContract:submit',
  approve: 'businessContract:approve',
  terminate: 'businessContract:terminate',
} as const;

export const END_BEFORE_START = t('结束日期须晚于开始日期', 'The end date must be after the start date');

const formFields = [
  {
    name: 'companyName', type: 'reference', optionsPath: CONTRACT_CLIENT_OPTIONS, label: t('企业客户', 'Enterprise client'), filter: true, column: { width: 200 }, form: true,
    required: t('请选择企业客户', 'Choose the client'),
  },
  {
    name: 'signCompanyName', type: 'reference', optionsPath: CONTRACT_SIGNER_COMPANY_OPTIONS, label: t('签约公司', 'Signing company'), filter: true, column: { width: 180 }, form: true,
    required: t('请选择签约公司', 'Choose the signing company'),
  },
  {
    name: 'carIds', type: 'multi', optionsPath: CONTRACT_VEHICLE_OPTIONS, display: 'plates', label: t('租赁车辆', 'Vehicles leased'), filter: true, column: { width: 200 }, form: true,
    required: t('请至少选择一辆租赁车辆', 'Choose at least one vehicle'),
  },
  { name: 'startDate', type: 'date', label: t('租期开始', 'Lease from'), filter: true, column: true, form: true, sortable: true, required: t('请选择租期开始日期', 'Choose the start date') },
  {
    name: 'endDate', type: 'date', label: t('租期结束', 'Lease until'), column: true, form: true, sortable: true,
    required: t('请选择租期结束日期', 'Choose the end date'), after: { field: 'startDate', message: END_BEFORE_START },
  },
  {
    name: 'monthlyRent', type: 'money', label: t('月租金/车（元）', 'Monthly rent per vehicle (CNY)'), column: true, form: true, section: 'money',
    required: t('请填写每车月租金', 'Enter the monthly rent'), validators: [isAmount, isWithinMillion],
  },
  { name: 'deposit', type: 'money', label: t('押金（元）', 'Deposit (CNY)'), detail: true, form: true, section: 'money', required: t('请填写押金', 'Enter the deposit'), validators: [isWithinMillion] },
  {
    name: 'paymentDay', type: 'number', label: t('每月付款日', 'Rent due on day'), detail: true, form: true, section: 'money',
    required: t('请填写每月付款日', 'Enter the day of the month the rent is due'), validators: [numberRange({ min: 1, max: 28 })],
  },
  { name: 'signer', type: 'text', label: t('客户签约人', 'Client signatory'), column: true, form: true, required: t('请填写客户签约人', 'Enter the signatory'), validators: [isNotOnlySpaces, isEmojiFree] },
  { name: 'signerPhone', type: 'mobile', label: t('签约人电话', 'Signatory phone'), detail: true, form: true, required: t('请填写签约人电话', 'Enter the phone') },
  { name: 'attachment', type: 'file', label: t('合同附件', 'Signed contract'), detail: true, form: true },
  { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), detail: true, form: true, validators: [isEmojiFree] },
] as const satisfies readonly EntityField[];

const editFields: readonly ActionField[] = formFields;

export const businessContract = defineEntity({
  id: 'businessContract',
  title: t('业务合同', 'Business contracts'),
  rowKey: 'contractId',
  base: BUSINESS_CONTRACT_BASE,
  ops: { export: t('业务合同', 'Business contracts'), save: true, import: false },
  screens: { list: '/BusinessContractList', detail: '/BussinessContractDetail' },
  addPermission: CONTRACT_PERMISSIONS.add,
  status: { field: 'contractStatus', name: 'contractStatusName' },
  numbering: { field: 'contractNo', prefix: 'HT', date: 'day', digits: 3 },
  summary: ['monthlyTotal'],
  sections: [
    { key: 'basic', title: t('合同信息', 'Contract') },
    { key: 'money', title: t('租金与押金', 'Rent and deposit') },
    { key: 'steps', title: t('处理记录', 'Steps') },
  ],
  fields: [
    { name: 'contractNo', type: 'text', label: t('合同编号', 'Contract no.'), computed: true, filter: true, column: { width: 170 } },
    { name: 'contractStatus', type: 'enum', dict: 'contract_status', label: t('合同状态', 'Status'), filter: true, column: true },
    { name: 'expiring', type: 'enum', computed: true, dict: 'yes_no', label: t('即将到期', 'Expiring soon'), filter: true, column: true },
    ...formFields,
    { name: 'vehicleCount', type: 'number', label: t('车辆数', 'Vehicles'), column: true },
    { name: 'monthlyTotal', type: 'money', label: t('月租金合计（元）', 'Monthly rent (CNY)'), column: true, sortable: true, section: 'money' },
    { name: 'renewedEndDate', type: 'date', computed: true, label: t('续租至', 'Renewed until'), column: true },
    // A live contract's lease end, its renewals included: warned of from 30 days before (即将到期).
    { name: 'leaseEndDate', type: 'date', computed: true, label: t('租期至（含续租）', 'Leased until (renewals included)'), detail: true, expires: EXPIRING_DAYS },
    { name: 'createBy', type: 'text', label: t('创建人', 'Created by'), detail: true, section: 'steps' },
    { name: 'submitTime', type: 'datetime', label: t('提交时间', 'Submitted at'), detail: true, section: 'steps', later: true },
    { name: 'approveTime', type: 'datetime', label: t('审批时间', 'Approved at'), detail: true, section: 'steps', later: true },
    { name: 'rejectReason', type: 'text', label: t('驳回原因', 'Rejection reason'), detail: true, section: 'steps', later: true },
    { name: 'terminateTime', type: 'datetime', label: t('终止时间', 'Terminated at'), detail: true, section: 'steps', later: true },
    { name: 'terminateReason', type: 'text', label: t('终止原因', 'Termination reason'), detail: true, section: 'steps', later: true },
    createTime,
    createdRange,
  ],
  recordLabel: 'contractNo',
  related: [
    { key: 'renewals', title: t('续租合同', 'Renewals'), entity: renewContract, filter: (row) => ({ contractId: String(row.contractId) }) },
    { key: 'rentBills', title: t('租金账单', 'Rent bills'), entity: rentBill, filter: (row) => ({ contractNo: String(row.contractNo) }) },
  ],
  search: { fields: ['contractNo', 'companyName'], detail: ['companyName', 'plates'] },
  create: {
    key: 'add', label: t('新增合同', 'New contract'), permission: CONTRACT_PERMISSIONS.add, call: `${BUSINESS_CONTRACT_BASE}/save`, fields: editFields,
    done: t('合同草稿已保存', 'Draft saved'),
  },
  links: [
    openById('detail', t('详情', 'Details'), '/BussinessContractDetail', 'contractId'),
    draftEdit(CONTRACT_PERMISSIONS.add, BUSINESS_CONTRACT_BASE, editFields),
  ],
  ...contractLifecycle(CONTRACT_PERMISSIONS, {
    approveConfirm: t('审批通过后合同生效，其车辆在租期内按月出租金账单。确定通过吗？', 'Once approved the contract is in force and billed monthly. Approve it?'),
    terminateDone: t('合同已终止，其车辆可再次出租', 'Terminated; its vehicles can be leased again'),
  }),
});
