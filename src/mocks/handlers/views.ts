/**
 * Saved views of the lists (docs/architecture.md "Saved views", docs/api.md §8): each account's named filters, sort and
 * hidden columns per list, kept by the backend so they follow the user to another browser. Per account (the engine's
 * `ownStore`): another account never sees nor changes them. A name is required (1–30 characters, no emoji) and unique
 * per account and list; at most 20 views per list; one default per list (setting one clears the others').
 */
import { VIEW_DELETE_PATH, VIEW_LIMIT, VIEW_LIST_PATH, VIEW_NAME_TAKEN, VIEW_SAVE_PATH, VIEWS_PER_SCREEN, viewNameProblem, viewQuery, type SavedView } from '@/lib/savedViews';
import { ownStore, stringListOf, type Owned } from '../entities';
import { refuse } from '../errors';
import type { Params } from '../params';
import { endpoint } from '../respond';

declare module '../model' {
  interface DemoData {
    savedViews: Owned<SavedView>[];
  }
}

const VIEWS = ownStore('savedViews');

/** The `screen` parameter: the list a view is of; refused when absent. */
const screenOf = (p: Params): string => p.str('screen') ?? refuse('请指定列表');

/** The signed-in account's views of a list, the default first, then by name. */
export function listViews(screen: string): SavedView[] {
  return VIEWS.list((v) => v.screen === screen).sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name, 'zh-CN'));
}

function saveView(p: Params): SavedView {
  const screen = screenOf(p);
  const name = p.str('name') ?? '';
  const problem = viewNameProblem(name);
  if (problem) refuse(problem['zh-CN']);
  const trimmed = name.trim();
  const viewId = p.num('viewId');
  const isDefault = p.str('isDefault') === 'true' || p.str('isDefault') === '1';
  const values = { screen, name: trimmed, query: viewQuery(p.str('query')?.replace(/^\?/, '') ?? ''), hiddenColumns: stringListOf(p, 'hiddenColumns', '隐藏列格式错误'), isDefault };
  const pick = (own: Owned<SavedView>[]) => {
    const existing = viewId === undefined ? undefined : own.find((v) => v.viewId === viewId);
    if (viewId !== undefined && !existing) refuse('视图不存在或已删除');
    if (own.some((v) => v !== existing && v.name === trimmed)) refuse(VIEW_NAME_TAKEN['zh-CN']);
    if (!existing && own.length >= VIEWS_PER_SCREEN) refuse(VIEW_LIMIT['zh-CN']);
    if (isDefault) for (const v of own) v.isDefault = false;
    return existing;
  };
  return VIEWS.put((v) => v.screen === screen, pick, values, 'viewId');
}

export const viewHandlers = [
  endpoint('GET', VIEW_LIST_PATH, (p) => listViews(screenOf(p))),
  endpoint('POST', VIEW_SAVE_PATH, saveView),
  endpoint('POST', VIEW_DELETE_PATH, (p) => VIEWS.drop((v) => v.viewId === p.num('viewId'), '视图不存在或已删除')),
];
