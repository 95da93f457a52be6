/**
 * A repair shop the provider sends its vehicles to (§1 "repair shops and maintenance orders"; §2 Repair /RepairShopList,
 * /RepairShopDetail, /RepairShopAdd, /RepairShopEdit): a dealer (4S店), a general repair shop or a quick-service shop of
 * a qualification class (一类/二类/三类, the road transport authority's classes), in one of the business cities, the
 * makes it services, its contact, its labour-hour rate (the price of one 工时, §9 money) and its rating (0–5).
 * A shop is 合作中 (cooperating: work orders may name it) or 已暂停 (suspended); a shop with open work orders cannot be
 * suspended (the demo backend's guard says which order). Its detail lists its work orders.
 */
import { bi as t } from '@/i18n';
import { isEmojiFree, isNotOnlySpaces, numberRange } from '@/lib/validators';
import { createdRange, createTime, disableEnable, openById } from '../common';
import { defineEntity } from '../define';
import { SAMPLES } from '../sample';
import { maintenanceOrder } from './workOrder';

/** The makes a shop may service: the makes of the fleet's car models (src/mocks/seed.ts MODELS). */
export const SHOP_BRANDS = ['大众', '丰田', '日产', '本田', '别克', '宝马', '奔驰', '奥迪', '比亚迪', '特斯拉'] as const;

/** The highest labour-hour rate accepted (yuan per hour). */
export const LABOUR_RATE_CAP = 2000;

/** The cooperation states (dictionary repair_shop_status). */
export const SHOP_STATUS = { cooperating: 1, suspended: 2 } as const;

export const repairShop = defineEntity({
  id: 'RepairShopList',
  title: t('维修厂', 'Repair shops'),
  rowKey: 'shopId',
  base: '/api/repairShop',
  ops: { export: t('维修厂', 'Repair shops'), save: true },
  screens: { list: '/RepairShopList', detail: '/RepairShopDetail', add: '/RepairShopAdd', edit: '/RepairShopEdit' },
  addPermission: 'repairShop:add',
  status: { field: 'cooperationStatus', name: 'cooperationStatusName', initial: SHOP_STATUS.cooperating },
  recordLabel: 'shopName',
  sections: [
    { key: 'basic', title: t('基本信息', 'Basic data') },
    { key: 'contact', title: t('联系方式', 'Contact') },
  ],
  fields: [
    {
      name: 'shopName', type: 'text', label: t('维修厂名称', 'Name'), filter: true, column: { width: 200 }, sortable: true, form: true,
      required: t('请填写维修厂名称', 'Enter the name'), validators: [isNotOnlySpaces, isEmojiFree], unique: t('该维修厂名称已存在', 'A repair shop with this name exists'),
    },
    { name: 'shopType', type: 'enum', dict: 'repair_shop_type', label: t('维修厂类型', 'Type'), filter: true, column: true, form: true, required: t('请选择维修厂类型', 'Choose the type') },
    { name: 'qualificationLevel', type: 'enum', dict: 'repair_shop_level', label: t('资质等级', 'Qualification'), filter: true, column: true, form: true, required: t('请选择资质等级', 'Choose the qualification class') },
    {
      name: 'brands', type: 'multi', options: SHOP_BRANDS.map((b) => ({ value: b, label: t(b, b) })), label: t('服务品牌', 'Makes serviced'), filter: true, column: { width: 200 }, form: true,
      required: t('请选择服务品牌', 'Choose the makes serviced'),
    },
    { name: 'cityId', type: 'city', display: 'cityName', label: t('所在城市', 'City'), filter: true, column: true, form: true, required: t('请选择所在城市', 'Choose the city') },
    { name: 'address', type: 'text', label: t('详细地址', 'Address'), column: { width: 220 }, form: true, required: t('请填写详细地址', 'Enter the address'), validators: [isNotOnlySpaces, isEmojiFree] },
    {
      name: 'labourRate', type: 'money', label: t('工时单价（元/工时）', 'Labour rate (CNY/hour)'), column: true, sortable: true, form: true, required: t('请填写工时单价', 'Enter the labour rate'),
      validators: [numberRange({ min: 0, max: LABOUR_RATE_CAP, minInclusive: false })],
    },
    { name: 'rating', type: 'decimal', label: t('评分（0~5）', 'Rating (0–5)'), column: true, sortable: true, form: true, validators: [numberRange({ min: 0, max: 5 })] },
    { name: 'cooperationStatus', type: 'enum', dict: 'repair_shop_status', label: t('合作状态', 'Cooperation'), filter: true, column: true },
    { name: 'contactName', type: 'text', label: t('联系人', 'Contact'), section: 'contact', column: true, form: true, required: t('请填写联系人', 'Enter the contact'), validators: [isNotOnlySpaces, isEmojiFree], sample: SAMPLES.personName },
    { name: 'contactMobile', type: 'mobile', label: t('联系电话', 'Mobile'), section: 'contact', column: true, form: true, required: t('请填写联系电话', 'Enter the mobile number') },
    { name: 'openOrders', type: 'number', computed: true, label: t('在修工单数', 'Open work orders'), column: true },
    { name: 'remark', type: 'textarea', label: t('备注', 'Remark'), detail: true, form: true, validators: [isEmojiFree] },
    createTime,
    createdRange,
  ],
  search: { fields: ['shopName'], detail: ['cityName', 'address'] },
  links: [
    openById('detail', t('详情', 'Details'), '/RepairShopDetail', 'shopId'),
    { ...openById('edit', t('编辑', 'Edit'), '/RepairShopEdit', 'shopId'), permission: 'repairShop:edit' },
  ],
  transitions: disableEnable({
    permission: 'repairShop:status', enabled: SHOP_STATUS.cooperating, disabled: SHOP_STATUS.suspended,
    disable: {
      label: t('暂停合作', 'Suspend'),
      refusal: t('该维修厂已暂停合作', 'This repair shop is already suspended'),
      confirm: t('暂停合作后新建工单将不能再选择该维修厂，确定暂停吗？', 'A suspended shop can no longer be chosen for new work orders. Suspend it?'),
      done: t('已暂停与该维修厂的合作', 'Suspended'),
    },
    enable: {
      label: t('恢复合作', 'Resume'),
      refusal: t('该维修厂正在合作中', 'This repair shop is cooperating'),
      confirm: t('确定恢复与该维修厂的合作吗？', 'Resume cooperating with this repair shop?'),
      done: t('已恢复合作', 'Cooperating again'),
    },
  }),
  related: [{ key: 'workOrders', title: t('维保工单', 'Work orders'), entity: maintenanceOrder, filter: (row) => ({ shopId: String(row.shopId ?? '') }) }],
});
