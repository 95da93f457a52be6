/**
 * Accidents of the fleet's vehicles (/AccidentInfoList, /AccidentInfoDetail): the vehicle (by plate), when and where,
 * what happened, the share of responsibility (全责 / 主责 / 同责 / 次责 / 无责), the injured, the estimated and final
 * loss (exact decimals), the photos of the scene, the driver responsible — the one whose trip had the vehicle at that
 * time, derived by the backend on every save with the violations' rule (src/entities/admin/responsibility.ts `responsibility`) — and
 * the claim on the vehicle's insurance: the policy claimed on (one of the vehicle's compulsory or commercial policies
 * live at the accident's time, refused otherwise: entities/insurance/policy.ts `policyCovers`) and its progress
 * 未报案 → 已报案 (the insurer's claim number) → 定损中 (the insurer assesses) → 已结案 (final loss and the amount paid).
 * Recorded and corrected in a dialog on the list (no form route); the vehicle's and the driver's details list theirs.
 */
import { bi as t } from '@/i18n';
import { isEmojiFree, isNotOnlySpaces, numberRange } from '@/lib/validators';
import { createTime, openById, saveDialogs } from '../common';
import { defineEntity, type EntityField, type EnumOption } from '../define';

/** The vehicles an accident may name (`[{ value: carId, label: plate }]`). */
export const ACCIDENT_CAR_OPTIONS = '/api/accident/carOptions';
/** The motor policies of the chosen vehicle (`?carId=`): `[{ value: policyId, label: 'no type period' }]`. */
export const ACCIDENT_POLICY_OPTIONS = '/api/accident/policyOptions';
/** The drivers of the driver filter. */
export const ACCIDENT_DRIVER_OPTIONS = '/api/accident/driverOptions';

export const CLAIM_STATE = { unreported: 1, reported: 2, assessing: 3, closed: 4 } as const;
const CLAIM_STATES: readonly EnumOption[] = [
  { value: '1', label: t('未报案', 'Not reported') },
  { value: '2', label: t('已报案', 'Reported') },
  { value: '3', label: t('定损中', 'Being assessed') },
  { value: '4', label: t('已结案', 'Closed') },
];

export const RESPONSIBILITIES: readonly EnumOption[] = [
  { value: '1', label: t('全责', 'Fully liable') },
  { value: '2', label: t('主责', 'Mainly liable') },
  { value: '3', label: t('同责', 'Equally liable') },
  { value: '4', label: t('次责', 'Partly liable') },
  { value: '5', label: t('无责', 'Not liable') },
];

/** The most people one accident's form takes as injured. */
export const INJURED_CAP = 99;

/** The refusals of the claim's rules (the backend's, shown by the screens as it answers them). */
export const ACCIDENT_REFUSALS = {
  notLive: (no: string, period: string) =>
    t(`所选保单（${no}，${period}）在事故发生时不在保险期间内`, `The policy chosen (${no}, ${period}) was not in force at the time of the accident`),
  policyOfVehicle: t('所选保单不是该车辆的交强险或商业险保单', "The policy chosen is not one of the vehicle's motor policies"),
  noPolicy: t('请先在事故信息中选择理赔保单再报案', 'Choose the policy claimed on in the accident before reporting it'),
  paidOverLoss: t('赔付金额不能大于最终损失', 'The amount paid cannot exceed the final loss'),
};

const ACCIDENT_FIELDS = [
  { name: 'accidentNo', type: 'text', label: t('事故编号', 'Accident no.'), computed: true, filter: true, column: { width: 170 } },
  { name: 'carId', type: 'reference', optionsPath: ACCIDENT_CAR_OPTIONS, display: 'plate', label: t('车牌号', 'Plate'), filter: true, column: true, form: true, required: t('请选择事故车辆', 'Choose the vehicle') },
  { name: 'accidentTime', type: 'datetime', label: t('事故时间', 'Time'), column: { width: 170 }, sortable: true, form: true, required: t('请选择事故时间', 'Choose the time') },
  { name: 'cityId', type: 'city', display: 'cityName', label: t('事故城市', 'City'), filter: true, column: true, form: true, required: t('请选择事故城市', 'Choose the city') },
  { name: 'place', type: 'text', label: t('事故地点', 'Place'), column: true, form: true, required: t('请填写事故地点', 'Enter the place'), validators: [isNotOnlySpaces, isEmojiFree] },
  { name: 'description', type: 'textarea', label: t('事故经过', 'What happened'), detail: true, form: true, required: t('请填写事故经过', 'Describe what happened'), validators: [isNotOnlySpaces, isEmojiFree] },
  { name: 'responsibility', type: 'enum', options: RESPONSIBILITIES, label: t('事故责任', 'Responsibility'), filter: true, column: true, form: true, required: t('请选择事故责任', 'Choose the responsibility') },
  { name: 'injuredCount', type: 'number', label: t('受伤人数', 'Injured'), column: true, form: true, validators: [numberRange({ min: 0, max: INJURED_CAP })] },
  { name: 'estimatedLoss', type: 'money', label: t('预估损失（元）', 'Estimated loss (CNY)'), column: true, sortable: true, form: true, required: t('请填写预估损失', 'Enter the estimated loss') },
  {
    name: 'policyId', type: 'reference', optionsPath: ACCIDENT_POLICY_OPTIONS, display: 'policyNo', label: t('理赔保单', 'Policy claimed on'), column: { width: 200 }, form: true,
    dependsOn: { field: 'carId', refusal: ACCIDENT_REFUSALS.policyOfVehicle },
  },
  { name: 'claimState', type: 'enum', options: CLAIM_STATES, label: t('理赔状态', 'Claim'), filter: true, column: true },
  { name: 'driverId', type: 'reference', optionsPath: ACCIDENT_DRIVER_OPTIONS, display: 'driverName', label: t('责任司机', 'Driver'), section: 'driver', filter: true, column: true },
  { name: 'tripNo', type: 'text', label: t('对应行程', 'Trip'), section: 'driver', detail: true },
  { name: 'driverBasis', type: 'text', label: t('认定依据', 'How it was found'), section: 'driver', detail: true },
  { name: 'scenePhoto', type: 'image', label: t('现场照片', 'Scene photo'), detail: true, form: true },
  { name: 'scenePhoto2', type: 'image', label: t('现场照片（二）', 'Scene photo (2)'), detail: true, form: true },
  { name: 'claimNo', type: 'text', label: t('报案号', 'Claim no.'), section: 'claim', detail: true, later: true },
  { name: 'reportTime', type: 'datetime', label: t('报案时间', 'Reported'), section: 'claim', detail: true, later: true },
  { name: 'assessTime', type: 'datetime', label: t('定损开始', 'Assessment began'), section: 'claim', detail: true, later: true },
  { name: 'finalLoss', type: 'money', label: t('最终损失（元）', 'Final loss (CNY)'), section: 'claim', column: true, later: true },
  { name: 'claimAmount', type: 'money', label: t('保险赔付（元）', 'Paid by the insurer (CNY)'), section: 'claim', column: true, later: true },
  { name: 'closeTime', type: 'datetime', label: t('结案时间', 'Closed'), section: 'claim', detail: true, later: true },
  { ...createTime, column: false, detail: true },
  { name: 'accidentRange', type: 'dateRange', label: t('事故时间', 'Time'), filter: true },
] as const satisfies readonly EntityField[];

const DIALOGS = saveDialogs({ save: '/api/accident/save', fields: ACCIDENT_FIELDS, add: t('登记事故', 'Record an accident'), permission: 'accident:edit' });

export const accident = defineEntity({
  id: 'AccidentInfoList',
  title: t('事故管理', 'Accidents'),
  rowKey: 'accidentId',
  base: '/api/accident',
  ops: { export: t('事故记录', 'Accidents'), save: true, import: false },
  screens: { list: '/AccidentInfoList', detail: '/AccidentInfoDetail' },
  status: { field: 'claimState' },
  numbering: { field: 'accidentNo', prefix: 'SG', date: 'day', digits: 4 },
  timeField: 'accidentTime',
  recordLabel: 'accidentNo',
  remove: { permission: 'accident:delete', from: [CLAIM_STATE.unreported], refusal: t('已报案的事故不能删除', 'A reported accident cannot be deleted') },
  sections: [
    { key: 'basic', title: t('事故信息', 'Accident') },
    { key: 'driver', title: t('责任司机', 'Responsible driver') },
    { key: 'claim', title: t('理赔', 'Claim') },
  ],
  fields: ACCIDENT_FIELDS,
  summary: ['estimatedLoss', 'finalLoss', 'claimAmount'],
  search: { fields: ['accidentNo', 'plate'], detail: ['accidentTime', 'place'] },
  create: DIALOGS.create,
  links: [
    openById('detail', t('详情', 'Details'), '/AccidentInfoDetail', 'accidentId'),
    // Corrected until the insurer assesses it.
    { ...DIALOGS.edit, when: (row) => Number(row.claimState) <= CLAIM_STATE.reported },
  ],
  transitions: [
    {
      key: 'report', label: t('报案', 'Report the claim'), permission: 'accident:claim', from: [CLAIM_STATE.unreported], to: CLAIM_STATE.reported, stamp: 'reportTime',
      refusal: t('只有未报案的事故才能报案', 'Only an unreported accident can be reported'),
      fields: [{ name: 'claimNo', type: 'text', label: t('报案号', 'Claim no.'), required: t('请填写保险公司的报案号', "Enter the insurer's claim number"), validators: [isNotOnlySpaces, isEmojiFree] }],
      done: t('已报案', 'Reported'),
    },
    {
      key: 'assess', label: t('开始定损', 'Assessment began'), permission: 'accident:claim', from: [CLAIM_STATE.reported], to: CLAIM_STATE.assessing, stamp: 'assessTime',
      refusal: t('只有已报案的事故才能开始定损', 'Only a reported accident can be assessed'),
      confirm: t('保险公司已开始定损了吗？开始后事故信息不能再修改。', 'Has the insurer begun assessing? The accident can no longer be changed afterwards.'),
      done: t('已开始定损', 'Being assessed'),
    },
    {
      key: 'close', label: t('结案', 'Close'), permission: 'accident:claim', from: [CLAIM_STATE.assessing], to: CLAIM_STATE.closed, stamp: 'closeTime',
      refusal: t('只有定损中的事故才能结案', 'Only an accident being assessed can be closed'),
      fields: [
        { name: 'finalLoss', type: 'money', label: t('最终损失（元）', 'Final loss (CNY)'), required: t('请填写最终损失', 'Enter the final loss') },
        { name: 'claimAmount', type: 'money', label: t('保险赔付（元）', 'Paid by the insurer (CNY)'), required: t('请填写保险赔付金额', 'Enter the amount paid') },
      ],
      done: t('已结案', 'Closed'),
    },
  ],
});
