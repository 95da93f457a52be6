/**
 * The enterprise client's own profile (§2 /enterpriseInfo 企业资料, /enterpriseDetail 企业资料详情): the signed-in
 * enterprise's company record — the very row the provider sees in /companyList (entities/admin/company.ts; the demo
 * backend serves both on the `companyList` collection) — of which the enterprise edits what is its own to keep: its
 * address, contacts, invoice title, tax number, bank and business licence. The fields are the company's declarations
 * (same labels, required messages and §5 rules), not copies; what the enterprise may not change (its name, credit
 * code, type, status) is shown, not edited. The detail adds what it holds: its departments and staff, its vehicle
 * requests. The backend answers an enterprise account only its own company (src/mocks/handlers/enterprise.ts).
 */
import { bi as t } from '@/i18n';
import { company } from '../admin/company';
import { department } from '../admin/department';
import { demandOrder } from '../dispatch/demandOrder';
import { defineEntity, type EntityField } from '../define';

export const ENTERPRISE_BASE = '/api/enterprise/profile';

/** A company field as declared there, shown on the profile (`form`: edited by the enterprise). */
function companyField(name: string, where: { form?: boolean; section?: string }): EntityField {
  const f = company.fields.find((x) => x.name === name);
  if (!f) throw new Error(`company declares no field ${name}`);
  return { ...f, filter: false, column: false, detail: true, form: where.form ?? false, section: where.section ?? f.section ?? 'basic', sortable: false };
}

const EDITED = { form: true } as const;

export const enterpriseProfile = defineEntity({
  id: 'enterpriseInfo',
  title: t('企业资料', 'Enterprise profile'),
  rowKey: 'companyId',
  base: ENTERPRISE_BASE,
  ops: { save: true, export: false, import: false },
  screens: { detail: '/enterpriseDetail', edit: '/enterpriseInfo' },
  sections: [
    { key: 'basic', title: t('基本信息', 'Basic data') },
    { key: 'licence', title: t('证照与开票', 'Licence and invoicing') },
    { key: 'contact', title: t('联系方式', 'Contact') },
    { key: 'holdings', title: t('部门、人员与用车', 'Departments, staff and vehicle requests') },
  ],
  fields: [
    companyField('companyName', {}),
    companyField('creditCode', {}),
    companyField('legalPerson', {}),
    companyField('cityId', {}),
    companyField('address', EDITED),
    companyField('invoiceTitle', EDITED),
    companyField('taxpayerType', EDITED),
    companyField('taxNo', EDITED),
    companyField('bankName', EDITED),
    companyField('bankAccount', EDITED),
    companyField('licenseImage', EDITED),
    companyField('contactName', EDITED),
    companyField('contactPhone', EDITED),
    companyField('email', EDITED),
    { name: 'deptCount', type: 'number', label: t('部门数', 'Departments'), section: 'holdings', detail: true },
    { name: 'staffCount', type: 'number', label: t('员工数（按部门编制）', 'Staff (by department head count)'), section: 'holdings', detail: true },
    { name: 'demandOrderCount', type: 'number', label: t('用车需求订单数', 'Vehicle request orders'), section: 'holdings', detail: true },
  ],
  children: (company.children ?? []).filter((c) => c.name === 'contacts'),
  related: [
    { key: 'departments', title: t('部门与人员', 'Departments and staff'), entity: department, filter: (row) => ({ deptName: String(row.companyName ?? '') }) },
    { key: 'demandOrders', title: t('用车需求订单', 'Vehicle request orders'), entity: demandOrder, filter: (row) => ({ companyName: String(row.companyName ?? '') }) },
  ],
});
