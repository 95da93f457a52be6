/**
 * The basic information (§2 /BasicInfoList 基础信息): the reference data other forms take their choices from — the car
 * models (the vehicle form's 车型, MODEL_OPTIONS: the seeded `models` every vehicle names), the body colours (the
 * vehicle form's 车身颜色; a vehicle stores the colour's name) and the fuel types (the refuelling form's 燃油类型; a
 * record stores the name). Each is a list on one tabbed screen, added and edited in a dialog, enabled and disabled
 * (a disabled one is no longer offered), deleted only while nothing uses it. A rename carries over to the vehicles
 * and records that use it.
 */
import { bi as t, type Bilingual } from '@/i18n';
import { isEmojiFree, isNotOnlySpaces, numberRange } from '@/lib/validators';
import { disableEnable, saveDialogs } from '../common';
import { defineEntity, type EntityField } from '../define';

/** The car levels a model belongs to (`[{ value: levelId, label: levelName }]`). */
export const LEVEL_OPTIONS = '/api/basicInfo/model/levelOptions';
/** The enabled colours, as the vehicle form offers them (`[{ value: name, label: name, labelEn? }]`). */
export const COLOR_OPTIONS = '/api/basicInfo/color/options';

const status = { name: 'status', type: 'enum', dict: 'common_status', label: t('状态', 'Status'), filter: true, column: true } as const satisfies EntityField;
const remark = { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), column: true, form: true, validators: [isEmojiFree] } as const satisfies EntityField;
const sort = {
  name: 'sort', type: 'number', label: t('排序', 'Order'), column: true, sortable: true, form: true, required: t('请填写排序', 'Enter the order'),
  validators: [numberRange({ min: 0, max: 999 })],
} as const satisfies EntityField;
const usedCount = (label: Bilingual) => ({ name: 'usedCount', type: 'number', computed: true, label, column: true }) as const satisfies EntityField;

/** A dialog's fields: the entity's form fields, as the add and edit dialogs show them and its save checks them. */
/** The add and edit dialogs of a basic-information list. */
const dialogsOf = (fields: readonly EntityField[], kind: string, add: Bilingual) => saveDialogs({ save: `/api/basicInfo/${kind}/save`, fields, add, permission: 'basicInfo:edit' });

const onOff = (what: Bilingual, permission: string) =>
  disableEnable({
    permission, enabled: 0, disabled: 1,
    disable: {
      refusal: t(`该${what['zh-CN']}已停用`, `This ${what['en-US']} is already disabled`),
      confirm: t(`停用后新增和编辑时将不能再选择该${what['zh-CN']}，已使用的记录不受影响。确定停用吗？`, `A disabled ${what['en-US']} is no longer offered; records using it keep it. Disable it?`),
      done: t('已停用', 'Disabled'),
    },
    enable: { refusal: t(`该${what['zh-CN']}未停用`, `This ${what['en-US']} is enabled`), confirm: t(`确定启用该${what['zh-CN']}吗？`, `Enable this ${what['en-US']}?`), done: t('已启用', 'Enabled') },
  });

const MODEL_FIELDS = [
  {
    name: 'modelName', type: 'text', label: t('车型名称', 'Model'), filter: true, column: { width: 200 }, sortable: true, form: true, required: t('请填写车型名称', 'Enter the model'),
    validators: [isNotOnlySpaces, isEmojiFree], unique: t('该车型名称已存在', 'A model with this name exists'),
  },
  { name: 'brand', type: 'text', label: t('品牌', 'Make'), filter: true, column: true, form: true, required: t('请填写品牌', 'Enter the make'), validators: [isNotOnlySpaces, isEmojiFree] },
  { name: 'levelId', type: 'reference', optionsPath: LEVEL_OPTIONS, display: 'levelName', label: t('车型级别', 'Level'), filter: true, column: true, form: true, required: t('请选择车型级别', 'Choose the level') },
  { name: 'seats', type: 'number', label: t('座位数', 'Seats'), column: true, form: true, required: t('请填写座位数', 'Enter the seats'), validators: [numberRange({ min: 2, max: 60 })] },
  { name: 'energyType', type: 'enum', dict: 'energy_type', label: t('能源类型', 'Energy'), filter: true, column: true, form: true, required: t('请选择能源类型', 'Choose the energy') },
  status,
  usedCount(t('使用车辆数', 'Vehicles')),
] as const satisfies readonly EntityField[];

export const carModel = defineEntity({
  id: 'BasicInfoModels',
  title: t('车型', 'Car models'),
  rowKey: 'modelId',
  base: '/api/basicInfo/model',
  ops: { export: t('车型', 'Car models'), save: true },
  screens: { list: '/BasicInfoList' },
  status: { field: 'status', name: 'statusName' },
  remove: { permission: 'basicInfo:delete' },
  fields: MODEL_FIELDS,
  create: dialogsOf(MODEL_FIELDS, 'model', t('新增车型', 'Add model')).create,
  links: [dialogsOf(MODEL_FIELDS, 'model', t('新增车型', 'Add model')).edit],
  transitions: onOff(t('车型', 'model'), 'basicInfo:edit'),
});

const COLOR_FIELDS = [
  {
    name: 'colorName', type: 'text', label: t('颜色名称', 'Colour'), filter: true, column: true, form: true, required: t('请填写颜色名称', 'Enter the colour'),
    validators: [isNotOnlySpaces, isEmojiFree], unique: t('该颜色已存在', 'This colour exists'),
  },
  // The English name the vehicle form offers the colour by in English (the Chinese one where it is empty).
  { name: 'colorNameEn', type: 'text', label: t('英文名称', 'English name'), column: true, form: true, validators: [isNotOnlySpaces, isEmojiFree] },
  sort,
  status,
  usedCount(t('使用车辆数', 'Vehicles')),
  remark,
] as const satisfies readonly EntityField[];

export const bodyColor = defineEntity({
  id: 'BasicInfoColors',
  title: t('车身颜色', 'Body colours'),
  rowKey: 'colorId',
  base: '/api/basicInfo/color',
  ops: { export: t('车身颜色', 'Body colours'), save: true },
  screens: { list: '/BasicInfoList' },
  status: { field: 'status', name: 'statusName' },
  remove: { permission: 'basicInfo:delete' },
  fields: COLOR_FIELDS,
  create: dialogsOf(COLOR_FIELDS, 'color', t('新增颜色', 'Add colour')).create,
  links: [dialogsOf(COLOR_FIELDS, 'color', t('新增颜色', 'Add colour')).edit],
  transitions: onOff(t('颜色', 'colour'), 'basicInfo:edit'),
});

const FUEL_FIELDS = [
  {
    name: 'fuelTypeName', type: 'text', label: t('燃油类型', 'Fuel'), filter: true, column: true, form: true, required: t('请填写燃油类型', 'Enter the fuel'),
    validators: [isNotOnlySpaces, isEmojiFree], unique: t('该燃油类型已存在', 'This fuel exists'),
  },
  // The English name the refuelling form offers the fuel by in English (the Chinese one where it is empty).
  { name: 'fuelTypeNameEn', type: 'text', label: t('英文名称', 'English name'), column: true, form: true, validators: [isNotOnlySpaces, isEmojiFree] },
  { name: 'referencePrice', type: 'money', label: t('参考单价（元/升）', 'Reference price (CNY/L)'), column: true, form: true, validators: [numberRange({ min: 0, max: 50, minInclusive: false })] },
  sort,
  status,
  usedCount(t('加油记录数', 'Refuelling records')),
  remark,
] as const satisfies readonly EntityField[];

export const fuelType = defineEntity({
  id: 'BasicInfoFuelTypes',
  title: t('燃油类型', 'Fuel types'),
  rowKey: 'fuelTypeId',
  base: '/api/basicInfo/fuelType',
  ops: { export: t('燃油类型', 'Fuel types'), save: true },
  screens: { list: '/BasicInfoList' },
  status: { field: 'status', name: 'statusName' },
  remove: { permission: 'basicInfo:delete' },
  fields: FUEL_FIELDS,
  create: dialogsOf(FUEL_FIELDS, 'fuelType', t('新增燃油类型', 'Add fuel')).create,
  links: [dialogsOf(FUEL_FIELDS, 'fuelType', t('新增燃油类型', 'Add fuel')).edit],
  transitions: onOff(t('燃油类型', 'fuel'), 'basicInfo:edit'),
});

/** The refusal of deleting reference data still in use: what uses it and how many. */
export const inUseRefusal = (what: string, count: number, by: string) => `该${what}已被${count}${by}使用，不能删除；不再使用时请停用`;
