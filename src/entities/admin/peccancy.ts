/**
 * A traffic violation of a fleet vehicle (§2 /PeccancyList, /PeccancyDetail, /PeccancyEdit, /PeccancyAddNew): the
 * vehicle (by plate), when and where, the violation code — which fixes its description, points and fine
 * (`PECCANCY_CODES`, one table the form's choices and the backend's derivation both read) —, the driver responsible
 * (the one whose trip covered the vehicle at that time: derived by the backend on every save, read-only here), the
 * evidence photos and how it was handled: 未处理 → 处理中 → 已处理, or appealed (已申诉) and then upheld (申诉成功) or
 * rejected (back to 未处理). /ViolationBI analyses them (src/features/admin/ViolationBIPage.tsx).
 */
import { bi as t, type Bilingual } from '@/i18n';
import { isEmojiFree, isNotOnlySpaces } from '@/lib/validators';
import { openById } from '../common';
import { defineEntity, type EnumOption } from '../define';

/** A violation code of the road traffic rules: what it names, the points it costs and its usual fine (CNY). */
export interface PeccancyCode {
  code: string;
  /** The short name (a chart's label, a choice's). */
  name: Bilingual;
  /** The offence as the authorities' notice words it. */
  description: string;
  points: number;
  fine: number;
}

/**
 * The codes the console offers: the common ones of a rental fleet (fines are the usual amounts; a province may
 * differ, then the record is corrected after the notice arrives).
 */
export const PECCANCY_CODES: readonly PeccancyCode[] = [
  { code: '1625', name: t('闯红灯', 'Running a red light'), description: '驾驶机动车违反道路交通信号灯通行的', points: 6, fine: 200 },
  { code: '1636', name: t('超速20%以上', 'Speeding by 20–50%'), description: '驾驶机动车在高速公路、城市快速路以外的道路上行驶超过规定时速20%以上未达到50%的', points: 6, fine: 200 },
  { code: '1352', name: t('超速未达20%', 'Speeding by under 20%'), description: '驾驶机动车在高速公路、城市快速路以外的道路上行驶超过规定时速10%以上未达到20%的', points: 1, fine: 100 },
  { code: '1345', name: t('违反禁止标线', 'Crossing a prohibition marking'), description: '驾驶机动车违反禁止标线指示的', points: 1, fine: 200 },
  { code: '1344', name: t('违反禁令标志', 'Ignoring a prohibition sign'), description: '驾驶机动车违反禁令标志指示的', points: 1, fine: 200 },
  { code: '1357', name: t('不礼让行人', 'Not yielding to pedestrians'), description: '驾驶机动车行经人行横道时不按规定减速、停车、避让行人的', points: 3, fine: 200 },
  { code: '1223', name: t('开车打手机', 'Using a handheld phone'), description: '驾驶机动车有拨打、接听手持电话等妨碍安全驾驶的行为的', points: 3, fine: 200 },
  { code: '1240', name: t('未系安全带', 'No seat belt'), description: '驾驶人未按规定使用安全带的', points: 1, fine: 50 },
  { code: '1039', name: t('违法停车', 'Illegal parking'), description: '机动车违反规定停放、临时停车，妨碍其他车辆、行人通行的', points: 0, fine: 200 },
];

/** The code's description, points and fine: what a saved violation carries (the backend derives them with this). */
export function peccancyOf(code: unknown): PeccancyCode | undefined {
  return PECCANCY_CODES.find((c) => c.code === String(code));
}

/** The choices of the code field: the code, its name, and what it costs, so choosing one shows what it fills. */
export const PECCANCY_CODE_OPTIONS: readonly EnumOption[] = PECCANCY_CODES.map((c) => ({
  value: c.code,
  label: t(`${c.code} ${c.name['zh-CN']}（记${c.points}分，罚款${c.fine}元）`, `${c.code} ${c.name['en-US']} (${c.points} pts, CNY ${c.fine})`),
}));

/** How a handled violation was settled. */
export const HANDLE_WAYS: readonly EnumOption[] = [
  { value: '1', label: t('司机本人处理', 'Settled by the driver') },
  { value: '2', label: t('公司代缴罚款', 'Fine paid by the company') },
  { value: '3', label: t('向租车客户追偿', 'Recovered from the renter') },
];

/** The vehicles a violation may name (`[{ value: carId, label: plate }]`) and the drivers of the driver filter. */
export const PECCANCY_CAR_OPTIONS = '/api/peccancy/carOptions';
export const PECCANCY_DRIVER_OPTIONS = '/api/peccancy/driverOptions';

export const peccancy = defineEntity({
  id: 'PeccancyList',
  title: t('违章管理', 'Traffic violations'),
  rowKey: 'peccancyId',
  base: '/api/peccancy',
  ops: { export: t('违章记录', 'Traffic violations'), save: true },
  screens: { list: '/PeccancyList', detail: '/PeccancyDetail', add: '/PeccancyAddNew', edit: '/PeccancyEdit' },
  addPermission: 'peccancy:add',
  status: { field: 'status', name: 'statusName' },
  numbering: { field: 'peccancyNo', prefix: 'WZ', date: 'day', digits: 4 },
  timeField: 'peccancyTime',
  recordLabel: 'peccancyNo',
  remove: { permission: 'peccancy:delete', from: [1], refusal: t('只有未处理的违章才能删除', 'Only an unhandled violation can be deleted') },
  sections: [
    { key: 'basic', title: t('违章信息', 'Violation') },
    { key: 'driver', title: t('责任司机', 'Responsible driver') },
    { key: 'handling', title: t('处理与申诉', 'Handling and appeal') },
  ],
  fields: [
    { name: 'peccancyNo', type: 'text', label: t('违章编号', 'Violation no.'), computed: true, filter: true, column: { width: 170 } },
    { name: 'carId', type: 'reference', optionsPath: PECCANCY_CAR_OPTIONS, display: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true, form: true, required: t('请选择违章车辆', 'Choose the vehicle') },
    { name: 'peccancyTime', type: 'datetime', label: t('违章时间', 'Time'), column: { width: 170 }, sortable: true, form: true, required: t('请选择违章时间', 'Choose the time') },
    { name: 'cityId', type: 'city', display: 'cityName', label: t('违章城市', 'City'), filter: true, column: true, form: true, required: t('请选择违章城市', 'Choose the city') },
    { name: 'place', type: 'text', label: t('违章地点', 'Place'), column: true, form: true, required: t('请填写违章地点', 'Enter the place'), validators: [isNotOnlySpaces, isEmojiFree] },
    { name: 'peccancyCode', type: 'enum', options: PECCANCY_CODE_OPTIONS, label: t('违章代码', 'Code'), filter: true, column: { width: 220 }, form: true, required: t('请选择违章代码', 'Choose the violation code') },
    { name: 'description', type: 'text', label: t('违章行为', 'Offence'), detail: true },
    { name: 'points', type: 'number', label: t('扣分', 'Points'), column: true, sortable: true },
    { name: 'fine', type: 'money', label: t('罚款（元）', 'Fine (CNY)'), column: true, sortable: true },
    { name: 'status', type: 'enum', dict: 'peccancy_status', label: t('处理状态', 'State'), filter: true, column: true },
    { name: 'driverId', type: 'reference', optionsPath: PECCANCY_DRIVER_OPTIONS, display: 'driverName', label: t('责任司机', 'Driver'), section: 'driver', filter: true, column: true },
    { name: 'tripNo', type: 'text', label: t('对应行程', 'Trip'), section: 'driver', detail: true },
    { name: 'driverBasis', type: 'text', label: t('认定依据', 'How it was found'), section: 'driver', detail: true },
    { name: 'evidencePhoto', type: 'image', label: t('违章照片', 'Evidence photo'), detail: true, form: true },
    { name: 'evidencePhoto2', type: 'image', label: t('违章照片（二）', 'Evidence photo (2)'), detail: true, form: true },
    { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), detail: true, form: true, validators: [isEmojiFree] },
    { name: 'handleWay', type: 'enum', options: HANDLE_WAYS, label: t('处理方式', 'Settled by'), section: 'handling', detail: true, later: true },
    { name: 'handleTime', type: 'datetime', label: t('处理完成时间', 'Handled at'), section: 'handling', detail: true, later: true },
    { name: 'appealReason', type: 'textarea', label: t('申诉理由', 'Grounds of appeal'), section: 'handling', detail: true, later: true },
    { name: 'appealTime', type: 'datetime', label: t('申诉时间', 'Appealed at'), section: 'handling', detail: true, later: true },
    { name: 'appealResult', type: 'textarea', label: t('申诉结果', 'Outcome of the appeal'), section: 'handling', detail: true, later: true },
    { name: 'createTime', type: 'datetime', label: t('登记时间', 'Recorded'), detail: true },
    { name: 'peccancyRange', type: 'dateRange', label: t('违章时间', 'Time'), filter: true },
  ],
  summary: ['points', 'fine'],
  search: { fields: ['peccancyNo', 'plate'], detail: ['peccancyTime', 'driverName'] },
  links: [
    openById('detail', t('详情', 'Details'), '/PeccancyDetail', 'peccancyId'),
    { ...openById('edit', t('编辑', 'Edit'), '/PeccancyEdit', 'peccancyId'), permission: 'peccancy:edit' },
  ],
  transitions: [
    {
      key: 'handle', label: t('开始处理', 'Start handling'), permission: 'peccancy:handle', from: [1], to: 2,
      refusal: t('只有未处理的违章才能开始处理', 'Only an unhandled violation can be taken in hand'),
      confirm: t('开始处理后请通知责任司机，确定开始处理吗？', 'Tell the responsible driver once it is in hand. Start handling?'),
      done: t('已开始处理', 'In hand'),
    },
    {
      key: 'finish', label: t('处理完成', 'Mark handled'), permission: 'peccancy:handle', from: [2], to: 3, stamp: 'handleTime',
      refusal: t('只有处理中的违章才能办结', 'Only a violation in hand can be marked handled'),
      fields: [{ name: 'handleWay', type: 'enum', options: HANDLE_WAYS, label: t('处理方式', 'Settled by'), required: t('请选择处理方式', 'Choose how it was settled') }],
      done: t('违章已处理', 'Handled'),
    },
    {
      key: 'appeal', label: t('申诉', 'Appeal'), permission: 'peccancy:appeal', from: [1, 2], to: 4, stamp: 'appealTime',
      refusal: t('已处理或已申诉的违章不能再申诉', 'A handled or appealed violation cannot be appealed'),
      fields: [{ name: 'appealReason', type: 'textarea', label: t('申诉理由', 'Grounds of appeal'), required: t('请填写申诉理由', 'Enter the grounds of the appeal'), validators: [isNotOnlySpaces, isEmojiFree] }],
      done: t('已提交申诉', 'Appeal lodged'),
    },
    {
      key: 'appealUpheld', label: t('申诉成功', 'Appeal upheld'), permission: 'peccancy:appeal', from: [4], to: 5, set: { appealResult: '申诉成功，违章撤销' },
      refusal: t('该违章不在申诉中', 'This violation is not under appeal'),
      confirm: t('申诉成功后该违章撤销，不再计入扣分和罚款，确定吗？', 'An upheld appeal withdraws the violation: its points and fine no longer count. Continue?'),
      done: t('申诉成功，违章已撤销', 'Appeal upheld; the violation is withdrawn'),
    },
    {
      key: 'appealRejected', label: t('申诉驳回', 'Appeal rejected'), permission: 'peccancy:appeal', danger: true, from: [4], to: 1,
      refusal: t('该违章不在申诉中', 'This violation is not under appeal'),
      fields: [{ name: 'appealResult', type: 'textarea', label: t('驳回原因', 'Why it was rejected'), required: t('请填写驳回原因', 'Enter why the appeal was rejected'), validators: [isNotOnlySpaces, isEmojiFree] }],
      done: t('申诉已驳回，违章恢复为未处理', 'Appeal rejected; the violation is unhandled again'),
    },
  ],
});

/** /ViolationBI's one call: the violations of a time range (`beginTime`, `endTime`: dates) aggregated (docs/api.md "Other calls"). */
export const PECCANCY_ANALYSIS = '/api/peccancy/analysis';
/** One of its tables as xlsx (§7 export helper): `dimension` (month, code, city, driver, vehicle) and the range. */
export const PECCANCY_ANALYSIS_EXPORT = '/api/peccancy/analysis/export';

/** The tables of the analysis, by the export's `dimension`. */
export const ANALYSIS_DIMENSIONS = ['month', 'code', 'city', 'driver', 'vehicle'] as const;
export type AnalysisDimension = (typeof ANALYSIS_DIMENSIONS)[number];

/** One bar of a chart: what it counts (a month `YYYY-MM`, a code, a city id, a driver id, a car id), its label and its totals. */
export interface AnalysisItem {
  key: string;
  label: string;
  count: number;
  points: number;
  fine: number;
}

/** The analysis (appeals upheld are withdrawn violations: not counted). */
export interface PeccancyAnalysis {
  total: number;
  points: number;
  fine: number;
  /** Violations no trip explains (no driver found). */
  undetermined: number;
  byMonth: AnalysisItem[];
  byCode: AnalysisItem[];
  byCity: AnalysisItem[];
  topDrivers: AnalysisItem[];
  topVehicles: AnalysisItem[];
}

/** How many drivers and vehicles the top lists hold. */
export const ANALYSIS_TOP_N = 10;

/** The filter parameter of /PeccancyList for each table but the months' (which narrow the time range instead). */
const LIST_PARAMS: Readonly<Record<Exclude<AnalysisDimension, 'month'>, string>> = { code: 'peccancyCode', city: 'cityId', driver: 'driverId', vehicle: 'carId' };

/**
 * The /PeccancyList filter showing an item of the analysis of `range` (dates `YYYY-MM-DD`): a month's part of the
 * range, or the range and the item's code, city, driver or vehicle. What a click on a bar, a slice or a row opens.
 */
export function analysisListFilter(dimension: AnalysisDimension, itemKey: string, range: { beginTime: string; endTime: string }): Record<string, string> {
  if (dimension !== 'month') return { beginTime: range.beginTime, endTime: range.endTime, [LIST_PARAMS[dimension]]: itemKey };
  const [y, m] = itemKey.split('-').map(Number) as [number, number];
  const first = `${itemKey}-01`;
  const last = `${itemKey}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
  return { beginTime: first > range.beginTime ? first : range.beginTime, endTime: last < range.endTime ? last : range.endTime };
}
