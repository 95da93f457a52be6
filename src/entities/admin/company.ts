/**
 * A company (§2 /companyList, /companyDetail, /companyEdit; §3 company attributes): the provider's headquarters and
 * branch companies, its suppliers and its enterprise clients — the same names the vehicles, orders and supplier
 * screens show. The minimal worked example of docs/adding-a-screen.md began as this declaration, its seed factory
 * (src/mocks/seeds/company.ts) and its route entry; [L] added its parent company, its licence, tax and bank data,
 * its other contacts, and what it holds (src/mocks/handlers/company.ts): its stores, vehicles and staff — staff are
 * the departments' seeded head counts until staff are records of their own ([M]).
 */
import { bi as t } from '@/i18n';
import { isBankAccount, isCreditCode, isEmojiFree, isNotOnlySpaces, isTaxNo } from '@/lib/validators';
import { createdRange, createTime, disableEnable, openById } from '../common';
import { defineEntity } from '../define';
import { SAMPLES } from '../sample';
import { branchOrder } from '../dispatch';
import { car } from '../supplier';
import { STORE_FIELDS } from './city';
import { department } from './department';
import { vehicle } from './vehicle';

/** The options of the parent company: the headquarters and branch companies (`[{ value: companyId, label }]`). */
export const COMPANY_PARENTS = '/api/company/parentOptions';

/** The most other contacts a company keeps. */
export const COMPANY_CONTACTS_MAX = 10;

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
    { key: 'licence', title: t('证照与税务', 'Licence and tax') },
    { key: 'contact', title: t('联系方式', 'Contact') },
    { key: 'holdings', title: t('门店、车辆与人员', 'Stores, vehicles and staff') },
  ],
  fields: [
    { name: 'companyName', type: 'text', label: t('公司名称', 'Name'), filter: true, column: true, sortable: true, form: true, required: t('请填写公司名称', 'Enter the name'), validators: [isEmojiFree], unique: t('该公司名称已存在', 'A company with this name exists') },
    { name: 'companyType', type: 'enum', dict: 'company_type', label: t('公司类型', 'Type'), filter: true, column: true, form: true, required: t('请选择公司类型', 'Choose the type') },
    { name: 'creditCode', type: 'text', label: t('统一社会信用代码', 'Credit code'), column: true, form: true, required: t('请填写统一社会信用代码', 'Enter the credit code'), validators: [isCreditCode], unique: t('该统一社会信用代码已存在', 'A company with this credit code exists') },
    { name: 'parentId', type: 'reference', optionsPath: COMPANY_PARENTS, display: 'parentName', label: t('上级公司', 'Parent company'), column: true, form: true },
    { name: 'legalPerson', type: 'text', label: t('法定代表人', 'Legal representative'), detail: true, form: true, validators: [isEmojiFree], sample: SAMPLES.personName },
    { name: 'cityId', type: 'city', display: 'cityName', label: t('所在城市', 'City'), filter: true, column: true, form: true, required: t('请选择所在城市', 'Choose the city') },
    { name: 'address', type: 'text', label: t('地址', 'Address'), detail: true, form: true, validators: [isEmojiFree] },
    { name: 'status', type: 'enum', dict: 'common_status', label: t('状态', 'Status'), filter: true, column: true },
    { name: 'roadLicenseNo', type: 'text', label: t('道路运输经营许可证号', 'Road transport licence no.'), section: 'licence', detail: true, form: true, validators: [isEmojiFree] },
    { name: 'licenseExpiry', type: 'date', label: t('许可证有效期至', 'Licence valid until'), section: 'licence', detail: true, form: true },
    { name: 'taxpayerType', type: 'enum', dict: 'taxpayer_type', label: t('纳税人类型', 'Taxpayer type'), section: 'licence', detail: true, form: true, required: t('请选择纳税人类型', 'Choose the taxpayer type') },
    { name: 'taxNo', type: 'text', label: t('纳税人识别号', 'Taxpayer no.'), section: 'licence', detail: true, form: true, required: t('请填写纳税人识别号', 'Enter the taxpayer number'), validators: [isTaxNo] },
    { name: 'invoiceTitle', type: 'text', label: t('发票抬头', 'Invoice title'), section: 'licence', detail: true, form: true, validators: [isNotOnlySpaces, isEmojiFree] },
    { name: 'licenseImage', type: 'image', label: t('营业执照', 'Business licence'), section: 'licence', detail: true, form: true },
    { name: 'bankName', type: 'text', label: t('开户银行', 'Bank'), section: 'licence', detail: true, form: true, validators: [isEmojiFree] },
    { name: 'bankAccount', type: 'text', label: t('银行账号', 'Bank account'), section: 'licence', detail: true, form: true, validators: [isBankAccount] },
    { name: 'contactName', type: 'text', label: t('联系人', 'Contact'), section: 'contact', column: true, form: true, required: t('请填写联系人', 'Enter the contact'), validators: [isEmojiFree], sample: SAMPLES.personName },
    { name: 'contactPhone', type: 'mobile', label: t('联系电话', 'Phone'), section: 'contact', filter: true, column: true, form: true, required: t('请填写联系电话', 'Enter the phone') },
    { name: 'email', type: 'email', label: t('邮箱', 'E-mail'), section: 'contact', detail: true, form: true },
    { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), detail: true, form: true, validators: [isEmojiFree] },
    { name: 'storeCount', type: 'number', computed: true, label: t('门店数', 'Stores'), section: 'holdings', detail: true },
    { name: 'vehicleCount', type: 'number', computed: true, label: t('车辆数（含下属分公司）', 'Vehicles (with branches)'), section: 'holdings', detail: true },
    { name: 'staffCount', type: 'number', computed: true, label: t('员工数（按部门编制）', 'Staff (by department head count)'), section: 'holdings', detail: true },
    createTime,
    createdRange,
  ],
  children: [
    {
      name: 'contacts', label: t('其他联系人', 'Other contacts'), section: 'contact', form: true, max: COMPANY_CONTACTS_MAX,
      fields: [
        { name: 'name', type: 'text', label: t('姓名', 'Name'), required: t('请填写联系人姓名', 'Enter the name'), validators: [isEmojiFree] },
        { name: 'position', type: 'text', label: t('职务', 'Position'), validators: [isEmojiFree] },
        { name: 'mobile', type: 'mobile', label: t('手机号', 'Mobile'), required: t('请填写手机号', 'Enter the mobile') },
        { name: 'email', type: 'email', label: t('邮箱', 'E-mail') },
      ],
    },
    { name: 'stores', label: t('门店', 'Stores'), section: 'holdings', fields: STORE_FIELDS },
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
    { key: 'departments', title: t('部门与人员', 'Departments and staff'), entity: department, filter: (row) => ({ deptName: String(row.companyName ?? '') }) },
  ],
});
