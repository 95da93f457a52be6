/**
 * A company (§2 /companyList, /companyDetail, /companyEdit; §3 company attributes): the provider's headquarters and
 * branch companies, its suppliers and its enterprise clients — the same names the vehicles, orders and supplier
 * screens show. The minimal worked example of docs/adding-a-screen.md: this declaration, its seed factory
 * (src/mocks/seeds/company.ts) and its route entry are all there is.
 */
import { bi as t } from '@/i18n';
import { isCreditCode, isEmojiFree } from '@/lib/validators';
import { createdRange, createTime, disableEnable, openById } from '../common';
import { defineEntity } from '../define';
import { branchOrder } from '../dispatch';
import { car } from '../supplier';
import { vehicle } from './vehicle';

export const company = defineEntity({
  id: 'companyList',
  title: t('公司管理', 'Companies'),
  rowKey: 'companyId',
  base: '/api/company',
  ops: { export: t('公司', 'Companies'), save: true },
  screens: { list: '/companyList', detail: '/companyDetail', add: '/companyEdit', edit: '/companyEdit' },
  addPermission: 'company:add',
  status: { field: 'status', name: 'statusName' },
  sections: [
    { key: 'basic', title: t('基本信息', 'Basic data') },
    { key: 'contact', title: t('联系方式', 'Contact') },
  ],
  fields: [
    { name: 'companyName', type: 'text', label: t('公司名称', 'Name'), filter: true, column: true, sortable: true, form: true, required: t('请填写公司名称', 'Enter the name'), validators: [isEmojiFree], unique: t('该公司名称已存在', 'A company with this name exists') },
    { name: 'companyType', type: 'enum', dict: 'company_type', label: t('公司类型', 'Type'), filter: true, column: true, form: true, required: t('请选择公司类型', 'Choose the type') },
    { name: 'creditCode', type: 'text', label: t('统一社会信用代码', 'Credit code'), column: true, form: true, required: t('请填写统一社会信用代码', 'Enter the credit code'), validators: [isCreditCode], unique: t('该统一社会信用代码已存在', 'A company with this credit code exists') },
    { name: 'legalPerson', type: 'text', label: t('法定代表人', 'Legal representative'), detail: true, form: true, validators: [isEmojiFree] },
    { name: 'cityId', type: 'city', display: 'cityName', label: t('所在城市', 'City'), filter: true, column: true, form: true, required: t('请选择所在城市', 'Choose the city') },
    { name: 'address', type: 'text', label: t('地址', 'Address'), detail: true, form: true, validators: [isEmojiFree] },
    { name: 'status', type: 'enum', dict: 'common_status', label: t('状态', 'Status'), filter: true, column: true },
    { name: 'contactName', type: 'text', label: t('联系人', 'Contact'), section: 'contact', column: true, form: true, required: t('请填写联系人', 'Enter the contact'), validators: [isEmojiFree] },
    { name: 'contactPhone', type: 'mobile', label: t('联系电话', 'Phone'), section: 'contact', filter: true, column: true, form: true, required: t('请填写联系电话', 'Enter the phone') },
    { name: 'email', type: 'email', label: t('邮箱', 'E-mail'), section: 'contact', detail: true, form: true },
    { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), detail: true, form: true, validators: [isEmojiFree] },
    createTime,
    createdRange,
  ],
  search: { fields: ['companyName', 'creditCode'], detail: ['cityName'] },
  links: [openById('detail', t('详情', 'Details'), '/companyDetail', 'companyId'), openById('edit', t('编辑', 'Edit'), '/companyEdit', 'companyId')],
  transitions: disableEnable({
    permission: 'company:status', enabled: 0, disabled: 1,
    disable: {
      refusal: t('该公司已停用', 'This company is already disabled'),
      confirm: t('停用后该公司将不能再被选用，确定停用吗？', 'A disabled company can no longer be chosen. Disable it?'),
      done: t('公司已停用', 'Disabled'),
    },
    enable: { refusal: t('该公司未停用', 'This company is enabled'), confirm: t('确定启用该公司吗？', 'Enable this company?'), done: t('公司已启用', 'Enabled') },
  }),
  related: [
    { key: 'vehicles', title: t('车辆', 'Vehicles'), entity: vehicle, filter: (row) => ({ companyName: String(row.companyName ?? '') }) },
    { key: 'branchOrders', title: t('分公司订单', 'Branch orders'), entity: branchOrder, filter: (row) => ({ branchCompanyName: String(row.companyName ?? '') }) },
    { key: 'supplierCars', title: t('供应商车辆', 'Supplier vehicles'), entity: car, filter: (row) => ({ supplierName: String(row.companyName ?? '') }) },
  ],
});
