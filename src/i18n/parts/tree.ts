/**
 * Tree screens ([J] tree entities: /Department): the tree table, its dialogs and the tree select.
 * Not in the first load: added when loaded, with the screens that use these keys; a module using one imports this
 * part (`import '@/i18n/parts/tree'`; tests/unit/i18n/parts.test.ts checks it).
 */
import { addMessages } from '../index';

export const treeZhCN = {
  'tree.addTop': '新增',
  'tree.addChild': '新增下级',
  'tree.edit': '修改',
  'tree.expandAll': '展开全部',
  'tree.collapseAll': '折叠全部',
  'tree.addTitle': '新增{noun}',
  'tree.addChildTitle': '新增「{name}」的下级{noun}',
  'tree.editTitle': '修改{noun}「{name}」',
  'tree.loadFailed': '加载失败：{msg}',
  'tree.retry': '重新加载',
  'tree.empty': '暂无{noun}',
  'tree.emptyFiltered': '没有符合条件的{noun}，请调整条件后重新查询',
  'tree.selectFailed': '加载失败，点击重新加载',
};

export const treeEnUS: Record<keyof typeof treeZhCN, string> = {
  'tree.addTop': 'Add',
  'tree.addChild': 'Add sub-item',
  'tree.edit': 'Edit',
  'tree.expandAll': 'Expand all',
  'tree.collapseAll': 'Collapse all',
  'tree.addTitle': 'Add a {noun}',
  'tree.addChildTitle': 'Add a {noun} under "{name}"',
  'tree.editTitle': 'Edit the {noun} "{name}"',
  'tree.loadFailed': 'Could not be loaded: {msg}',
  'tree.retry': 'Load again',
  'tree.empty': 'No {noun} yet',
  'tree.emptyFiltered': 'No {noun} matches: adjust the filters and search again',
  'tree.selectFailed': 'Could not be loaded: open again to retry',
};

addMessages(treeZhCN, treeEnUS);
