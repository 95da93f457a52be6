/** Manage shell ([C]): dashboard and route search. zh-CN is the key source; en-US must translate every key. */
export const shellZhCN = {
  'dashboard.title': '工作台',
  'dashboard.greeting': '{name}，您好！',
  'dashboard.intro': '以下是待处理的订单事项，点击数量即可进入对应的列表。',
  'dashboard.refresh': '刷新',
  'dashboard.platform.title': '平台订单待办',
  'dashboard.branch.title': '分公司订单待办',
  'dashboard.col.item': '待办事项',
  'dashboard.col.count': '数量',
  'dashboard.countLabel': '{item}：{count} 项，查看列表',
  'dashboard.failed': '待办数量获取失败',
  'routeSearch.title': '搜索页面',
  'routeSearch.open': '搜索页面（Ctrl+K）',
  'routeSearch.placeholder': '输入页面名称或路径，例如“订单”或 /branchOrder',
  'routeSearch.results': '搜索结果',
  'routeSearch.empty': '没有匹配的页面',
  'routeSearch.more': '仅显示前 {shown} 项（共 {total} 项），请输入更多字词缩小范围',
  'routeSearch.count': '{count} 个页面',
  'routeSearch.hint': '↑ ↓ 选择　Enter 打开　Esc 关闭',
} as const;

export type ShellKey = keyof typeof shellZhCN;

export const shellEnUS: Record<ShellKey, string> = {
  'dashboard.title': 'Workbench',
  'dashboard.greeting': 'Hello, {name}!',
  'dashboard.intro': 'These order items are waiting for you. Select a count to open the matching list.',
  'dashboard.refresh': 'Refresh',
  'dashboard.platform.title': 'Platform order to-dos',
  'dashboard.branch.title': 'Branch company order to-dos',
  'dashboard.col.item': 'To-do',
  'dashboard.col.count': 'Count',
  'dashboard.countLabel': '{item}: {count}, open the list',
  'dashboard.failed': 'Could not load the to-do counts',
  'routeSearch.title': 'Search screens',
  'routeSearch.open': 'Search screens (Ctrl+K)',
  'routeSearch.placeholder': 'Type a screen name or path, e.g. "order" or /branchOrder',
  'routeSearch.results': 'Search results',
  'routeSearch.empty': 'No matching screen',
  'routeSearch.more': 'Showing the first {shown} of {total}; type more to narrow the search',
  'routeSearch.count': '{count} screens',
  'routeSearch.hint': '↑ ↓ select · Enter open · Esc close',
};
