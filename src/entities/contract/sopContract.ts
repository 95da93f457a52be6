/**
 * The operator's contract register (§2 /sopContractList 合同管理): every contract of the three kinds — business
 * contracts, their renewals and licence plate contracts — in one list, as the operator oversees them: its kind,
 * number, counterparty (the client or the plate's owner), vehicles, period, state, rent, and whether it is about to
 * expire; each row opens its own kind's detail, where it is acted on. Read-only: the rows follow from the three
 * collections whenever they are read.
 */
import { bi as t } from '@/i18n';
import { defineEntity, type EnumOption } from '../define';

export const SOP_CONTRACT_KINDS: readonly EnumOption[] = [
  { value: '1', label: t('业务合同', 'Business contract') },
  { value: '2', label: t('续租合同', 'Lease renewal') },
  { value: '3', label: t('牌照合同', 'Licence plate contract') },
];

const DETAIL: Readonly<Record<string, [path: string, key: string]>> = {
  1: ['/BussinessContractDetail', 'contractId'],
  2: ['/RenewLeaseContractDetail', 'renewId'],
  3: ['/licenseContractDetail', 'licenseContractId'],
};

export const sopContract = defineEntity({
  id: 'sopContract',
  title: t('合同管理', 'Contracts'),
  rowKey: 'sopContractId',
  base: '/api/sopContract',
  ops: { detail: false, export: t('合同', 'Contracts') },
  screens: { list: '/sopContractList' },
  summary: ['rentAmount'],
  fields: [
    { name: 'contractKind', type: 'enum', options: SOP_CONTRACT_KINDS, label: t('合同类型', 'Kind'), filter: true, column: true },
    { name: 'contractNo', type: 'text', label: t('合同编号', 'Contract no.'), filter: true, column: { width: 170 } },
    { name: 'partyName', type: 'text', label: t('客户/牌照所有人', 'Client / plate owner'), filter: true, column: { width: 200 } },
    { name: 'plates', type: 'text', label: t('车辆', 'Vehicles'), filter: true, column: { width: 200 } },
    { name: 'startDate', type: 'date', label: t('开始日期', 'From'), column: true, sortable: true },
    { name: 'endDate', type: 'date', label: t('结束日期', 'Until'), column: true, sortable: true },
    { name: 'statusName', type: 'text', label: t('状态', 'Status'), filter: true, column: true, match: 'exact' },
    { name: 'expiring', type: 'enum', dict: 'yes_no', label: t('即将到期', 'Expiring soon'), filter: true, column: true },
    { name: 'rentAmount', type: 'money', label: t('租金（元）', 'Rent (CNY)'), column: true, sortable: true },
    { name: 'rentUnit', type: 'text', label: t('计租周期', 'Per'), column: true },
    { name: 'createTime', type: 'datetime', label: t('创建时间', 'Created'), column: true, sortable: true },
    /** The contract's own key in its kind's collection (its detail's). */
    { name: 'recordId', type: 'number', label: t('合同ID', 'Contract id') },
  ],
  links: [
    {
      key: 'detail', label: t('详情', 'Details'),
      open: (row, parent) => {
        const [path, key] = DETAIL[String(row.contractKind)] ?? DETAIL[1]!;
        return `${path}?${new URLSearchParams({ [key]: String(row.recordId), ...(parent ? { parent } : {}) })}`;
      },
    },
  ],
});
