/**
 * The companies (entities/admin/company.ts): the provider's headquarters, a branch company per opened city (the
 * owners the vehicles name), the suppliers the dispatcher sends orders to and the enterprise clients that ask for
 * vehicles — the same names every other screen shows.
 */
import { company } from '@/entities/admin/company';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { DAY } from '../time';
import { day, onOff, fieldsOf } from './rng';
import { branchOf } from '@/entities/admin/fleetRules';

/** The enterprise clients that ask for vehicles (demand orders, ad-hoc orders, contracts). */
export const ENTERPRISES = ['华远科技集团有限公司', '中建八局第三建设有限公司', '京东物流华北分公司', '华润置地（北京）有限公司', '国家电网北京电力公司', '携程旅行网上海分公司', '美团点评成都分公司', '顺丰速运武汉分公司'];
/** The suppliers the dispatcher sends orders to; the first is the supplier demo account's company. */
export const SUPPLIERS = ['鑫达汽车服务有限公司', '安程汽车租赁有限公司', '途顺出行服务有限公司', '嘉驰汽车服务有限公司', '永顺租车有限公司'];

const BANKS = ['中国工商银行', '中国建设银行', '招商银行', '中国银行', '交通银行'];
const POSITIONS = ['财务经理', '行政主管', '车队主管', '商务经理', '调度员'];

/**
 * A company as stored: the declaration's row (StoredRow), with the codes of its dictionaries
 * (company_type: 1 headquarters, 2 branch, 3 supplier, 4 enterprise client; common_status: 0 enabled, 1 disabled).
 */
export type Company = Omit<StoredRow<typeof company>, 'stores'>;

declare module '../model' {
  interface DemoData { companyList: Company[] }
}

const CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';

registerCollection(company.id as 'companyList', ({ rng, today, get }) => {
  const opened = get('cities').filter((c) => c.dredgeState === 1);
  const beijing = opened[0]!;
  const entries: [name: string, type: Company['companyType'], city: (typeof opened)[number]][] = [
    ['畅行租车有限公司', 1, beijing],
    ...opened.map((c): [string, Company['companyType'], typeof c] => [branchOf(c.cityName), 2, c]),
    ...SUPPLIERS.map((n): [string, Company['companyType'], typeof beijing] => [n, 3, rng.pick(opened)]),
    ...ENTERPRISES.map((n): [string, Company['companyType'], typeof beijing] => [n, 4, rng.pick(opened)]),
  ];
  const rows = entries.map(([companyName, companyType, city], i) => {
    // The enterprise demo account's company (the first client) stays enabled: it asks for vehicles.
    const disabled = companyType === 4 && companyName !== ENTERPRISES[0] && rng.chance(0.15);
    return {
      companyId: 9001 + i, companyName, companyType,
      creditCode: `91${rng.digits(6)}${Array.from({ length: 10 }, () => rng.pick([...CODE_CHARS])).join('')}`,
      ...fieldsOf(city, 'cityId', 'cityName'),
      address: `${city.cityName}市${rng.pick(city.areaList).areaName}${rng.pick(['建国路', '人民路', '科技路', '中山路'])}${rng.int(1, 399)}号`,
      ...onOff(!disabled), createTime: rng.daysAgo(200, 1500),
    };
  });
  // The contacts (legal person, contact, phone, e-mail) are drawn from the declaration's samples (entities/sample.ts).
  const headquarters = rows[0]!;
  return rows.map((row, i): Company => {
    const city = entries[i]![2];
    const licensed = row.companyType !== 4; // a client company does not run a rental business
    return rng.row<Company>(company, {
      ...row,
      parentId: row.companyType === 2 ? headquarters.companyId : '', parentName: row.companyType === 2 ? headquarters.companyName : '',
      roadLicenseNo: licensed ? `${city.platePrefix.slice(0, 1)}交运管许可字${rng.digits(12)}号` : '',
      licenseExpiry: licensed ? day(today + rng.int(60, 1500) * DAY) : '',
      taxpayerType: row.companyType === 3 && rng.chance(0.4) ? 2 : 1, taxNo: row.creditCode,
      bankName: `${rng.pick(BANKS)}${city.cityName}${rng.pick(city.areaList).areaName.replace(/区$/, '')}支行`, bankAccount: `62${rng.digits(17)}`,
      contacts: Array.from({ length: i === 0 ? 2 : rng.int(0, 2) }, () => ({ name: rng.personName(), position: rng.pick(POSITIONS), mobile: rng.mobile(), email: `${rng.pick(['li', 'wang', 'zhang', 'liu', 'chen'])}${rng.digits(3)}@example.com` })),
      // The invoice title is the company's name; no licence scan is on file yet.
      invoiceTitle: row.companyName, licenseImage: '',
    });
  });
});
