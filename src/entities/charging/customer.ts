/**
 * A charging customer (§2 /SopChargingCustomer): a company charging at our operators' stations on our account — our
 * branches (分公司, whose electric vehicles' sessions are the charging orders) and enterprise clients (企业客户) — with
 * its service fee discount (%, §5 percentage: the share of the service fee it pays), its credit limit (§9 amount cap)
 * and contact. Its charging so far (orders, kWh, total) is computed from the charging orders of its company's vehicles.
 */
import { bi as t } from '@/i18n';
import { isEmojiFree, isNotOnlySpaces, isWithinMillion } from '@/lib/validators';
import { createdRange, createTime, disableEnable, saveDialogs } from '../common';
import { defineEntity, type EntityField } from '../define';
import { SAMPLES } from '../sample';

export const CUSTOMER_BASE = '/api/charging/customer';
/** The branches and enterprise clients `[{ value: companyName, label }]`. */
export const CUSTOMER_COMPANY_OPTIONS = `${CUSTOMER_BASE}/companyOptions`;
export const CUSTOMER_PERMISSION = 'chargingCustomer:edit';

const CUSTOMER_FIELDS = [
  {
    name: 'companyName', type: 'reference', optionsPath: CUSTOMER_COMPANY_OPTIONS, label: t('客户名称', 'Customer'), filter: true, column: { width: 220 }, form: true,
    required: t('请选择客户', 'Choose the customer'), unique: t('该客户已存在', 'This customer exists'),
  },
  { name: 'companyType', type: 'enum', dict: 'company_type', label: t('客户类型', 'Type'), filter: true, column: true },
  { name: 'discountRate', type: 'percent', label: t('服务费折扣（%）', 'Service fee share (%)'), column: true, form: true, required: t('请填写服务费折扣', 'Enter the service fee share') },
  { name: 'creditLimit', type: 'money', label: t('授信额度（元）', 'Credit limit (CNY)'), column: true, form: true, required: t('请填写授信额度', 'Enter the credit limit'), validators: [isWithinMillion] },
  { name: 'contactName', type: 'text', label: t('联系人', 'Contact'), column: true, form: true, required: t('请填写联系人', 'Enter the contact'), validators: [isNotOnlySpaces, isEmojiFree], sample: SAMPLES.personName },
  { name: 'contactPhone', type: 'mobile', label: t('联系电话', 'Mobile'), column: true, form: true, required: t('请填写联系电话', 'Enter the mobile') },
  { name: 'orderCount', type: 'number', computed: true, label: t('充电订单数', 'Orders'), column: true },
  { name: 'kwh', type: 'decimal', computed: true, label: t('累计充电量（kWh）', 'Energy (kWh)'), column: true },
  { name: 'totalAmount', type: 'money', computed: true, label: t('累计充电金额（元）', 'Charged (CNY)'), column: true },
  { name: 'status', type: 'enum', dict: 'common_status', label: t('状态', 'Status'), filter: true, column: true },
  { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), column: true, form: true, validators: [isEmojiFree] },
  createTime,
  createdRange,
] as const satisfies readonly EntityField[];

const DIALOGS = saveDialogs({ save: `${CUSTOMER_BASE}/save`, fields: CUSTOMER_FIELDS, add: t('新增充电客户', 'Add charging customer'), permission: CUSTOMER_PERMISSION });

export const chargingCustomer = defineEntity({
  id: 'SopChargingCustomer',
  title: t('充电客户', 'Charging customers'),
  rowKey: 'customerId',
  base: CUSTOMER_BASE,
  ops: { export: t('充电客户', 'Charging customers'), save: true },
  screens: { list: '/SopChargingCustomer' },
  status: { field: 'status', name: 'statusName' },
  fields: CUSTOMER_FIELDS,
  create: DIALOGS.create,
  links: [DIALOGS.edit],
  transitions: disableEnable({
    permission: CUSTOMER_PERMISSION, enabled: 0, disabled: 1,
    disable: {
      refusal: t('该充电客户已停用', 'This customer is already disabled'),
      confirm: t('停用后该客户将不能再以我司账户充电，确定停用吗？', 'The customer will no longer charge on our account. Disable it?'),
      done: t('充电客户已停用', 'Disabled'),
    },
    enable: { refusal: t('该充电客户未停用', 'This customer is enabled'), confirm: t('确定启用该充电客户吗？', 'Enable this customer?'), done: t('充电客户已启用', 'Enabled') },
  }),
});
