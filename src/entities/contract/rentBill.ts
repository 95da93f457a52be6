/**
 * A rent bill (§2 /rentBill 租金账单): a month's rent of a business contract in force — its vehicles × the monthly
 * rent, pro-rated by the days of the month the lease covers (`monthRent` in ./rent, the one function) — sent to the
 * enterprise client. One bill per contract and month: made by the seed for the past months, and by 生成本月账单 for the
 * current month (refused a second time, and for a contract not in force or not leasing that month).
 * States: 1 待确认 → 2 已确认 (the client agreed) → 3 已收款 (received).
 */
import { bi as t } from '@/i18n';
import { billLifecycle, confirmBill } from '../bill/lifecycle';
import { createdRange, createTime } from '../common';
import { defineEntity } from '../define';

export const RENT_BILL_BASE = '/api/rentBill';
/** POST `{ contractId }`: the current month's bill of a contract in force (answers it). */
export const GENERATE_RENT_BILL = `${RENT_BILL_BASE}/generate`;
/** The contracts in force (`[{ value: contractId, label: contractNo · client }]`). */
export const RENT_BILL_CONTRACT_OPTIONS = `${RENT_BILL_BASE}/contractOptions`;

export const RENT_BILL_PERMISSIONS = { generate: 'rentBill:generate', confirm: 'rentBill:confirm', receive: 'rentBill:receive' } as const;

export const rentBill = defineEntity({
  id: 'rentBill',
  title: t('租金账单', 'Rent bills'),
  rowKey: 'billId',
  base: RENT_BILL_BASE,
  ops: { export: t('租金账单', 'Rent bills') },
  screens: { list: '/rentBill' },
  search: { fields: ['billNo', 'contractNo'], detail: ['companyName', 'billMonth'] },
  status: { field: 'billStatus', name: 'billStatusName' },
  summary: ['rentAmount'],
  fields: [
    { name: 'billNo', type: 'text', label: t('账单号', 'Bill no.'), filter: true, column: { width: 170 } },
    { name: 'billMonth', type: 'text', label: t('账单月份', 'Month'), filter: true, column: true, sortable: true },
    { name: 'contractNo', type: 'text', label: t('合同编号', 'Contract no.'), filter: true, column: { width: 170 } },
    { name: 'companyName', type: 'text', label: t('企业客户', 'Enterprise client'), filter: true, column: { width: 200 } },
    { name: 'signCompanyName', type: 'text', label: t('签约公司', 'Signing company'), column: { width: 180 } },
    { name: 'billStatus', type: 'enum', dict: 'rent_bill_status', label: t('账单状态', 'Status'), filter: true, column: true },
    { name: 'vehicleCount', type: 'number', label: t('车辆数', 'Vehicles'), column: true },
    { name: 'rentDays', type: 'number', label: t('计租天数', 'Days billed'), column: true },
    { name: 'rentAmount', type: 'money', label: t('租金（元）', 'Rent (CNY)'), column: true, sortable: true },
    { name: 'dueDate', type: 'date', label: t('应付日期', 'Due on'), column: true },
    { name: 'confirmTime', type: 'datetime', label: t('确认时间', 'Confirmed at'), detail: true, later: true },
    { name: 'receiveTime', type: 'datetime', label: t('收款时间', 'Received at'), detail: true, later: true },
    createTime,
    createdRange,
  ],
  children: [
    {
      name: 'lines', label: t('计租明细', 'Vehicles billed'), summary: ['rentAmount'],
      fields: [
        { name: 'plate', type: 'text', label: t('车牌号', 'Plate') },
        { name: 'periodStart', type: 'date', label: t('计租开始', 'From') },
        { name: 'periodEnd', type: 'date', label: t('计租结束', 'Until') },
        { name: 'rentDays', type: 'number', label: t('计租天数', 'Days') },
        { name: 'monthDays', type: 'number', label: t('当月天数', 'Days in month') },
        { name: 'monthlyRent', type: 'money', label: t('月租金（元）', 'Monthly rent (CNY)') },
        { name: 'rentAmount', type: 'money', label: t('租金（元）', 'Rent (CNY)') },
      ],
    },
  ],
  recordLabel: 'billNo',
  create: {
    key: 'generate', label: t('生成本月账单', 'Bill this month'), permission: RENT_BILL_PERMISSIONS.generate, call: GENERATE_RENT_BILL,
    fields: [{ name: 'contractId', type: 'reference', optionsPath: RENT_BILL_CONTRACT_OPTIONS, label: t('合同', 'Contract'), required: t('请选择合同', 'Choose the contract') }],
    done: t('本月租金账单已生成', 'This month’s rent bill is made'),
  },
  links: [{ key: 'detail', label: t('详情', 'Details'), drawer: true }],
  transitions: billLifecycle(RENT_BILL_PERMISSIONS, [
    confirmBill({
      refusal: t('只有待确认的账单才能确认', 'Only a bill awaiting confirmation can be confirmed'),
      confirm: t('确认企业客户已核对该账单无误吗？', 'Has the client checked and agreed this bill?'),
    }),
    {
      key: 'receive', label: t('确认收款', 'Mark received'), from: [2], to: 3,
      refusal: t('只有已确认的账单才能确认收款', 'Only a confirmed bill can be marked received'),
      confirm: t('确认已收到该账单的全部租金吗？', 'Has the whole rent been received?'),
      done: t('已确认收款', 'Marked received'),
    },
  ]),
});
