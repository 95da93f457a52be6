/**
 * A department of the company (§2 /Department; §3 tree data `id, parentId, children`): the headquarters' functions
 * and the city branches with their stores' teams, as a tree (./../tree). Staff add a department under another (or at
 * the top level), rename it, move it by choosing another parent, set its leader, phone and order, disable and enable
 * it, and delete an empty one. Each department keeps its own staff count; the answers add its subtree's total.
 * The staff themselves are not records yet ([M]): `staffCount` is a number kept on the department.
 */
import { bi as t } from '@/i18n';
import { isEmojiFree, isNotOnlySpaces, numberRange } from '@/lib/validators';
import { createTime, disableEnable } from '../common';
import { defineEntity } from '../define';

/** The departments' tree (`<base>/tree`): what a department field's tree select shows. */
export const DEPT_TREE = '/api/system/dept/tree';

/** The highest display order a form accepts. */
export const DEPT_ORDER_CAP = 9999;

export const department = defineEntity({
  id: 'Department',
  title: t('部门管理', 'Departments'),
  rowKey: 'id',
  base: '/api/system/dept',
  ops: { save: true, export: t('部门', 'Departments') },
  screens: { list: '/Department', alsoListed: ['/userDepartmentList'] },
  status: { field: 'status' },
  remove: { permission: 'dept:delete' },
  tree: {
    parent: 'parentId',
    label: 'deptName',
    order: 'sort',
    noun: t('部门', 'department'),
    inUse: [0],
    counts: [{ own: 'staffCount', total: 'staffTotal', blocksDelete: t('该部门下还有 {n} 名员工，请先将员工调离后再删除', 'This department still has {n} staff: move them to another department first') }],
  },
  fields: [
    {
      name: 'deptName', type: 'text', label: t('部门名称', 'Name'), filter: true, column: { width: 240 }, form: true,
      required: t('请输入部门名称', 'Enter the department name'), validators: [isNotOnlySpaces, isEmojiFree],
    },
    {
      name: 'parentId', type: 'treeRef', tree: { path: DEPT_TREE, label: 'deptName' }, top: t('顶级部门', 'Top level'), display: 'parentName',
      label: t('上级部门', 'Parent department'), detail: true, form: true, required: t('请选择上级部门', 'Choose the parent department'),
    },
    { name: 'leader', type: 'text', label: t('负责人', 'Leader'), column: true, form: true, validators: [isEmojiFree] },
    { name: 'phone', type: 'mobile', label: t('联系电话', 'Phone'), column: true, form: true },
    {
      name: 'sort', type: 'number', label: t('显示顺序', 'Order'), column: { width: 100 }, form: true,
      required: t('请输入显示顺序', 'Enter the display order'), validators: [numberRange({ min: 0, max: DEPT_ORDER_CAP })],
    },
    { name: 'status', type: 'enum', dict: 'normal_disable', label: t('状态', 'Status'), filter: true, column: { width: 90 } },
    { name: 'staffCount', type: 'number', label: t('本部门人数', 'Own staff'), column: { width: 110 } },
    { name: 'staffTotal', type: 'number', computed: true, label: t('合计人数（含下级）', 'Total staff (with sub-departments)'), column: { width: 150 } },
    { ...createTime, sortable: false },
  ],
  transitions: disableEnable({
    permission: 'dept:status', enabled: 0, disabled: 1,
    disable: {
      refusal: t('该部门已停用', 'This department is already disabled'),
      confirm: t('停用后不能在该部门下新增下级部门，确定停用吗？', 'No sub-department can be added under a disabled department. Disable it?'),
      done: t('部门已停用', 'Department disabled'),
    },
    enable: { refusal: t('该部门未停用', 'This department is in use'), confirm: t('确定启用该部门吗？', 'Enable this department?'), done: t('部门已启用', 'Department enabled') },
  }),
});
