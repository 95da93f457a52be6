/**
 * Saved views of the lists (docs/architecture.md "Saved views", docs/api.md §8): each account's named filters, sort and
 * hidden columns per list, kept by the backend so they follow the user to another browser. Per account: another
 * account never sees nor changes them. A name is required (1–30 characters, no emoji) and unique per account and list;
 * at most 20 views per list; one default per list (setting one clears the others').
 */
import { VIEW_DELETE_PATH, VIEW_LIMIT, VIEW_LIST_PATH, VIEW_NAME_TAKEN, VIEW_SAVE_PATH, VIEWS_PER_SCREEN, viewNameProblem, viewQuery, type SavedView } from '@/lib/savedViews';
import { commit, data } from '../db';
import { refuse } from '../errors';
import type { Params } from '../params';
import { endpoint } from '../respond';
import { registerCollection } from '../seeds/registry';
import { formatWallTime, nowWall } from '../time';
import { accountOf, screenOf, stringListOf, unowned, type Owned } from '../settings';

/** A view as stored: its owner besides. */
export type StoredView = Owned<SavedView>;

declare module '../model' {
  interface DemoData {
    savedViews: StoredView[];
  }
}

registerCollection('savedViews', () => []);

const present = (view: StoredView) => unowned<SavedView>(view);

const hiddenColumnsOf = (p: Params) => stringListOf(p, 'hiddenColumns', '隐藏列格式错误');

/** The signed-in account's views of a list, the default first, then by name. */
export function listViews(screen: string): SavedView[] {
  const account = accountOf();
  return data()
    .savedViews.filter((v) => v.account === account && v.screen === screen)
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.name.localeCompare(b.name, 'zh-CN'))
    .map(present);
}

function saveView(p: Params): SavedView {
  const account = accountOf();
  const screen = screenOf(p);
  const name = p.str('name') ?? '';
  const problem = viewNameProblem(name);
  if (problem) refuse(problem['zh-CN']);
  const trimmed = name.trim();
  const viewId = p.num('viewId');
  const isDefault = p.str('isDefault') === 'true' || p.str('isDefault') === '1';
  const query = viewQuery(p.str('query')?.replace(/^\?/, '') ?? '');
  const hiddenColumns = hiddenColumnsOf(p);
  return commit((d) => {
    const own = d.savedViews.filter((v) => v.account === account && v.screen === screen);
    const existing = viewId === undefined ? undefined : own.find((v) => v.viewId === viewId);
    if (viewId !== undefined && !existing) refuse('视图不存在或已删除');
    if (own.some((v) => v !== existing && v.name === trimmed)) refuse(VIEW_NAME_TAKEN['zh-CN']);
    if (!existing && own.length >= VIEWS_PER_SCREEN) refuse(VIEW_LIMIT['zh-CN']);
    if (isDefault) for (const v of own) v.isDefault = false;
    const updateTime = formatWallTime(nowWall());
    if (existing) {
      Object.assign(existing, { name: trimmed, query, hiddenColumns, isDefault, updateTime });
      return present(existing);
    }
    d.sequence.entity += 1;
    const view: StoredView = { viewId: d.sequence.entity, account, screen, name: trimmed, query, hiddenColumns, isDefault, updateTime };
    d.savedViews.push(view);
    return present(view);
  });
}

function deleteView(p: Params): null {
  const account = accountOf();
  const viewId = p.num('viewId');
  return commit((d) => {
    const index = d.savedViews.findIndex((v) => v.viewId === viewId && v.account === account);
    if (index < 0) refuse('视图不存在或已删除');
    d.savedViews.splice(index, 1);
    return null;
  });
}

export const viewHandlers = [
  endpoint('GET', VIEW_LIST_PATH, (p) => listViews(screenOf(p))),
  endpoint('POST', VIEW_SAVE_PATH, saveView),
  endpoint('POST', VIEW_DELETE_PATH, deleteView),
];
