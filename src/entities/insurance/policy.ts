/**
 * Insurance policies (§2 /InsuranceList, /InsuranceAdd, /PerfectAdd, /InsuranceDetail, /InsurancePhoto; the fleet's
 * /TrafficInsuranceList, /BusinessInsuranceList, /NonautoInsurancePolicyList and their details; the operator's
 * /sopInsuranceList). One collection holds every policy (docs/architecture.md "Insurance"): a compulsory (交强险) or
 * commercial (商业险) policy of a fleet vehicle, or a non-motor one (非车险: passenger seats, goods in transit,
 * employer's or carrier's liability) that may name no vehicle. The lists by type are the same declaration configured
 * (`policyList`), not copies; a vehicle's insurance expiry is its compulsory policies' latest end (the vehicles'
 * backing computes it from this collection).
 *
 * A policy's state follows from its dates and today (`policyState`: 未生效 / 生效中 / 即将到期 within 30 days /
 * 已过期); whether it is complete is stored: entered with the essentials it is 待完善, and becomes 已完善 by 完善 (a drawer on
 * the policy, its row or its detail: src/features/insurance/screens.tsx; /PerfectAdd opens the policy by its id with
 * the drawer open) once the detail its type needs and at least one photo exist (`perfectProblems`, one rule for the
 * form and the backend).
 */
import { bi as t, type Bilingual } from '@/i18n';
import { isEmojiFree, isNotOnlySpaces } from '@/lib/validators';
import { detailDrawer, openById } from '../common';
import { defineEntity, type EntityField, type EnumOption } from '../define';

/** Policy types (dictionary insurance_type). */
export const POLICY_TYPE = { compulsory: 1, commercial: 2, nonMotor: 3 } as const;

/** The states a policy's dates give it on a day. */
export const POLICY_STATE = { pending: 1, live: 2, expiring: 3, expired: 4 } as const;
export const POLICY_STATES: readonly EnumOption[] = [
  { value: '1', label: t('未生效', 'Not yet in force') },
  { value: '2', label: t('生效中', 'In force') },
  { value: '3', label: t('即将到期', 'Expiring') },
  { value: '4', label: t('已过期', 'Expired') },
];
/** A policy ending within this many days (today included) is 即将到期. */
export const EXPIRING_DAYS = 30;
/** The windows of the list's "expiring within" filter (days). */
export const EXPIRING_WINDOWS = [7, 15, 30, 60, 90] as const;

export const PERFECT_STATE = { incomplete: 1, complete: 2 } as const;
const PERFECT_STATES: readonly EnumOption[] = [
  { value: '1', label: t('待完善', 'To complete') },
  { value: '2', label: t('已完善', 'Complete') },
];

export const INSURERS = ['中国人保财险', '平安产险', '太平洋产险', '中华联合财险', '大地保险', '阳光财险'] as const;
const INSURER_OPTIONS: readonly EnumOption[] = INSURERS.map((name) => ({ value: name, label: t(name, name) }));

const NON_MOTOR_TYPES: readonly EnumOption[] = [
  { value: '1', label: t('乘客座位险', 'Passenger seats') },
  { value: '2', label: t('货物运输险', 'Goods in transit') },
  { value: '3', label: t('雇主责任险', "Employer's liability") },
  { value: '4', label: t('承运人责任险', "Carrier's liability") },
];

export const PHOTO_TYPES: readonly EnumOption[] = [
  { value: '1', label: t('保单正本', 'Policy') },
  { value: '2', label: t('保费发票', 'Premium invoice') },
  { value: '3', label: t('批单', 'Endorsement') },
  { value: '4', label: t('其他', 'Other') },
];

/** The vehicles a policy may name (`[{ value: carId, label: plate }]`). */
export const POLICY_CAR_OPTIONS = '/api/insurance/carOptions';
/** The companies a policy may insure (`[{ value: name, label: name }]`): the provider's companies. */
export const POLICY_INSURED_OPTIONS = '/api/insurance/insuredOptions';
/** Adds a photo to a policy: `policyId`, `photoType`, `photoUrl` (an uploaded image's address). */
export const POLICY_PHOTO_ADD = '/api/insurance/photo/add';
/** Removes a policy's photo: `policyId`, `photoId`. */
export const POLICY_PHOTO_DELETE = '/api/insurance/photo/delete';
/** The button code of adding and removing photos (/InsurancePhoto). */
export const POLICY_PHOTO_PERMISSION = 'insurance:photo';

const DAY_MS = 86_400_000;
const dayNumber = (date: string): number => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;

/** Whole days from `today` to `date` (both YYYY-MM-DD): 0 the same day, negative when past. */
export function daysUntil(date: string, today: string): number {
  return dayNumber(date) - dayNumber(today);
}

/**
 * A policy's state on `today` (YYYY-MM-DD): a policy covers its start and end days whole. 未生效 before its start,
 * 已过期 after its end, 即将到期 when its end is at most 30 days away, else 生效中.
 */
export function policyState(startDate: string, endDate: string, today: string): 1 | 2 | 3 | 4 {
  if (today < startDate) return POLICY_STATE.pending;
  if (today > endDate) return POLICY_STATE.expired;
  return daysUntil(endDate, today) <= EXPIRING_DAYS ? POLICY_STATE.expiring : POLICY_STATE.live;
}

/** The windows of the "expiring within" filter a policy falls in (comma-joined, as a `member` filter reads them). */
export function expiringWindows(endDate: string, today: string): string {
  const left = daysUntil(endDate, today);
  return left < 0 ? '' : EXPIRING_WINDOWS.filter((w) => left <= w).join(',');
}

/** Whether a policy covers the moment `time` (YYYY-MM-DD or YYYY-MM-DD HH:mm:ss): its start and end days whole. */
export function policyCovers(policy: { startDate: string; endDate: string }, time: string): boolean {
  const day = time.slice(0, 10);
  return policy.startDate <= day && day <= policy.endDate;
}

/** The refusal of completing a policy without a photo. */
export const PERFECT_NO_PHOTO: Bilingual = t('请至少上传一张保单照片后再完善', 'Upload at least one photo of the policy first');

/** A policy as the completion rule reads it. */
export interface PerfectReading {
  insuranceType?: unknown;
  signDate?: unknown;
  vehicleTax?: unknown;
  thirdPartyLimit?: unknown;
  vehicleDamageAmount?: unknown;
  sumInsured?: unknown;
  photos?: readonly unknown[];
}

const filled = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * What a policy lacks to be complete (/PerfectAdd), in the order the screen lists them: the signing date, its type's
 * detail (a compulsory policy's vehicle tax collected with it, a commercial one's third-party limit and own-damage
 * amount, a non-motor one's sum insured) and at least one photo. The screen shows them all; the backend refuses
 * with the first.
 */
export function perfectProblems(p: PerfectReading): Bilingual[] {
  const problems: Bilingual[] = [];
  if (!filled(p.signDate)) problems.push(t('请填写签单日期', 'Enter the signing date'));
  const type = Number(p.insuranceType);
  if (type === POLICY_TYPE.compulsory && !filled(p.vehicleTax)) problems.push(t('交强险须填写代收车船税', 'A compulsory policy needs the vehicle tax collected with it'));
  if (type === POLICY_TYPE.commercial && !filled(p.thirdPartyLimit)) problems.push(t('商业险须填写第三者责任险保额', 'A commercial policy needs its third-party liability limit'));
  if (type === POLICY_TYPE.commercial && !filled(p.vehicleDamageAmount)) problems.push(t('商业险须填写车损险保额', 'A commercial policy needs its own-damage amount'));
  if (type === POLICY_TYPE.nonMotor && !filled(p.sumInsured)) problems.push(t('非车险须填写保险金额', 'A non-motor policy needs its sum insured'));
  if (!p.photos?.length) problems.push(PERFECT_NO_PHOTO);
  return problems;
}

/** The refusals of the save's cross-field rules (the backend's; the form shows them as it answers). */
export const POLICY_REFUSALS = {
  vehicleNeeded: t('交强险和商业险须选择车辆', 'A compulsory or commercial policy names its vehicle'),
  nonMotorKind: t('非车险须选择非车险种', 'Choose the kind of the non-motor policy'),
  kindOnlyNonMotor: t('只有非车险才有非车险种', 'Only a non-motor policy has a non-motor kind'),
  overlap: (no: string) => t(`该车辆在此期间已有交强险保单（${no}）`, `The vehicle has a compulsory policy for that period (${no})`),
};

/** The detail fields completed on /PerfectAdd (besides the photos): also on the add/edit form, optional there. */
const detailFields = [
  { name: 'policyHolder', type: 'text', label: t('投保人', 'Policyholder'), section: 'detail', detail: true, form: true, validators: [isNotOnlySpaces, isEmojiFree] },
  { name: 'signDate', type: 'date', label: t('签单日期', 'Signed on'), section: 'detail', detail: true, form: true },
  { name: 'vehicleTax', type: 'money', label: t('代收车船税（元）', 'Vehicle tax collected (CNY)'), section: 'detail', detail: true, form: true },
  { name: 'thirdPartyLimit', type: 'money', label: t('第三者责任险保额（元）', 'Third-party limit (CNY)'), section: 'detail', detail: true, form: true },
  { name: 'vehicleDamageAmount', type: 'money', label: t('车损险保额（元）', 'Own-damage amount (CNY)'), section: 'detail', detail: true, form: true },
  { name: 'driverSeatLimit', type: 'money', label: t('司机座位险保额（元）', 'Driver seat cover (CNY)'), section: 'detail', detail: true, form: true },
  { name: 'passengerSeatLimit', type: 'money', label: t('乘客座位险保额（元/座）', 'Passenger seat cover (CNY/seat)'), section: 'detail', detail: true, form: true },
  { name: 'sumInsured', type: 'money', label: t('保险金额（元）', 'Sum insured (CNY)'), section: 'detail', detail: true, form: true },
  { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), section: 'detail', detail: true, form: true, validators: [isEmojiFree] },
] as const satisfies readonly EntityField[];

/** The fields /PerfectAdd edits (the `perfect` transition's): the detail fields. */
export const PERFECT_FIELDS: readonly EntityField[] = detailFields;

const policyFields = [
  { name: 'policyNo', type: 'text', label: t('保单号', 'Policy no.'), filter: true, column: { width: 200 }, form: true, required: t('请填写保单号', 'Enter the policy number'), validators: [isNotOnlySpaces, isEmojiFree], unique: t('该保单号已存在', 'A policy with this number exists') },
  { name: 'insuranceType', type: 'enum', dict: 'insurance_type', label: t('险种', 'Type'), filter: true, column: true, form: true, required: t('请选择险种', 'Choose the type') },
  { name: 'nonMotorType', type: 'enum', options: NON_MOTOR_TYPES, label: t('非车险种', 'Non-motor kind'), column: true, form: true },
  { name: 'carId', type: 'reference', optionsPath: POLICY_CAR_OPTIONS, display: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true, form: true },
  { name: 'insurer', type: 'enum', options: INSURER_OPTIONS, label: t('保险公司', 'Insurer'), filter: true, column: true, form: true, required: t('请选择保险公司', 'Choose the insurer') },
  { name: 'insuredCompany', type: 'reference', optionsPath: POLICY_INSURED_OPTIONS, label: t('被保险人', 'Insured'), filter: true, column: true, form: true, required: t('请选择被保险人', 'Choose the insured company') },
  { name: 'startDate', type: 'date', label: t('起保日期', 'From'), column: true, sortable: true, form: true, required: t('请选择起保日期', 'Choose the start date') },
  {
    name: 'endDate', type: 'date', label: t('终保日期', 'Until'), column: true, sortable: true, form: true, required: t('请选择终保日期', 'Choose the end date'), expires: EXPIRING_DAYS,
    after: { field: 'startDate', message: t('终保日期须晚于起保日期', 'The end date must be after the start date') },
  },
  { name: 'premium', type: 'money', label: t('保费（元）', 'Premium (CNY)'), column: true, sortable: true, form: true, required: t('请填写保费', 'Enter the premium') },
  // From the dates and today (computed by the backend when it reads): never stored.
  { name: 'policyState', type: 'enum', computed: true, options: POLICY_STATES, label: t('保单状态', 'State'), filter: true, column: true },
  { name: 'expiringWithin', type: 'enum', computed: true, options: EXPIRING_WINDOWS.map((d) => ({ value: String(d), label: t(`${d}天内到期`, `Ends within ${d} days`) })), match: 'member', label: t('到期时间', 'Ends within'), filter: true },
  { name: 'perfectState', type: 'enum', options: PERFECT_STATES, label: t('完善状态', 'Completion'), filter: true, column: true },
  { name: 'photoCount', type: 'number', computed: true, label: t('照片数', 'Photos'), column: true },
  ...detailFields,
  { name: 'perfectTime', type: 'datetime', label: t('完善时间', 'Completed'), section: 'detail', detail: true, later: true },
  { name: 'createTime', type: 'datetime', label: t('录入时间', 'Entered'), detail: true, sortable: true },
] as const satisfies readonly EntityField[];

const photoRows = {
  name: 'photos', label: t('保单照片', 'Photos'), section: 'photos',
  fields: [
    { name: 'photoId', type: 'number', label: t('编号', 'No.') },
    { name: 'photoType', type: 'enum', options: PHOTO_TYPES, label: t('照片类型', 'Kind'), required: t('请选择照片类型', 'Choose the kind of photo') },
    { name: 'photoUrl', type: 'image', label: t('照片', 'Photo'), required: t('请上传照片', 'Upload the photo') },
    { name: 'uploadTime', type: 'datetime', label: t('上传时间', 'Uploaded') },
  ],
} as const;

const SECTIONS = [
  { key: 'basic', title: t('保单信息', 'Policy') },
  { key: 'detail', title: t('保障与明细', 'Cover and detail') },
  { key: 'photos', title: t('保单照片', 'Photos') },
];

interface ListConfig {
  id: string;
  title: Bilingual;
  base: string;
  list: string;
  /** Its detail screen; none: the detail opens in a drawer over the list. */
  detail?: string;
}

/**
 * A list of the policies: every policy with its add, complete and photo screens (`insurancePolicy`), or one audience's
 * view of the same records (the fleet's lists by type, the operator's), read-only: one declaration's fields, one
 * collection (the backing scopes each to its type).
 */
function policyList(c: ListConfig) {
  return defineEntity({
    id: c.id,
    title: c.title,
    rowKey: 'policyId',
    base: c.base,
    ops: { export: t('保险保单', 'Insurance policies') },
    screens: c.detail ? { list: c.list, detail: c.detail } : { list: c.list },
    recordLabel: 'policyNo',
    sections: SECTIONS,
    fields: policyFields,
    children: [photoRows],
    summary: ['premium'],
    links: [c.detail ? openById('detail', t('详情', 'Details'), c.detail, 'policyId') : detailDrawer],
  });
}

/** Every policy (/InsuranceList): added on /InsuranceAdd, completed in a drawer on it (/PerfectAdd), its photos on /InsurancePhoto. */
export const insurancePolicy = defineEntity({
  id: 'InsuranceList',
  title: t('保险管理', 'Insurance'),
  rowKey: 'policyId',
  base: '/api/insurance',
  ops: { export: t('保险保单', 'Insurance policies'), save: true, import: false },
  screens: { list: '/InsuranceList', detail: '/InsuranceDetail', add: '/InsuranceAdd', edit: '/InsuranceAdd' },
  addPermission: 'insurance:add',
  status: { field: 'perfectState' },
  recordLabel: 'policyNo',
  remove: { permission: 'insurance:delete', from: [PERFECT_STATE.incomplete], refusal: t('已完善的保单不能删除', 'A completed policy cannot be deleted') },
  sections: SECTIONS,
  fields: policyFields,
  children: [photoRows],
  summary: ['premium'],
  search: { fields: ['policyNo', 'plate'], detail: ['insurer', 'endDate'] },
  links: [
    openById('detail', t('详情', 'Details'), '/InsuranceDetail', 'policyId'),
    { ...openById('edit', t('编辑', 'Edit'), '/InsuranceAdd', 'policyId'), permission: 'insurance:edit' },
    openById('photos', t('照片', 'Photos'), '/InsurancePhoto', 'policyId'),
  ],
  transitions: [
    {
      key: 'perfect', label: t('完善', 'Complete'), permission: 'insurance:perfect', from: [PERFECT_STATE.incomplete], to: PERFECT_STATE.complete, stamp: 'perfectTime',
      refusal: t('该保单已完善', 'This policy is already complete'),
      route: '/PerfectAdd',
      fields: PERFECT_FIELDS,
      done: t('保单已完善', 'Policy completed'),
    },
  ],
});

/** The fleet's compulsory policies (/TrafficInsuranceList). */
export const trafficInsurance = policyList({ id: 'TrafficInsuranceList', title: t('交强险', 'Compulsory traffic insurance'), base: '/api/insurance/traffic', list: '/TrafficInsuranceList', detail: '/TrafficInsuranceDetail' });
/** The fleet's commercial policies (/BusinessInsuranceList). */
export const businessInsurance = policyList({ id: 'BusinessInsuranceList', title: t('商业险', 'Commercial insurance'), base: '/api/insurance/business', list: '/BusinessInsuranceList', detail: '/BusinessInsuranceDetail' });
/** The non-motor policies (/NonautoInsurancePolicyList). */
export const nonautoInsurance = policyList({ id: 'NonautoInsurancePolicyList', title: t('非车险保单', 'Non-motor insurance policies'), base: '/api/insurance/nonauto', list: '/NonautoInsurancePolicyList', detail: '/NonautoInsurancePolicyListDetail' });
/** The operator's view of every policy (/sopInsuranceList): the same records, read-only, a policy's detail in a drawer. */
export const sopInsurance = policyList({ id: 'sopInsuranceList', title: t('保险管理（运营）', 'Insurance (operator)'), base: '/api/insurance/sop', list: '/sopInsuranceList' });

/** The type each fleet list shows (the backing scopes it). */
export const LIST_TYPES: Readonly<Record<string, number>> = {
  [trafficInsurance.id]: POLICY_TYPE.compulsory,
  [businessInsurance.id]: POLICY_TYPE.commercial,
  [nonautoInsurance.id]: POLICY_TYPE.nonMotor,
};
