/**
 * What each account keeps of the lists, by the backend so it follows the user to another browser (docs/api.md §8), per
 * account (the engine's `ownStore`): another account never sees nor changes it.
 * - Saved views (docs/architecture.md "Saved views"): named filters, sort and hidden columns per list. A name is
 *   required (1–30 characters, no emoji) and unique per account and list; at most 20 views per list; one default per
 *   list (setting one clears the others').
 * - Column settings (docs/architecture.md "Column settings"): hidden, ordered and pinned columns per declared list, so
 *   the list's column chooser and /userTabulateConfigDeal show the same settings. A save is checked against the
 *   list's declared columns with the chooser's own rule (`columnSettingsProblem`); a reset forgets them.
 */
import { ENTITIES } from '@/entities';
import { listColumnKeys, type AnySchema } from '@/entities/define';
import {
  COLUMN_SETTINGS_LIST_PATH, COLUMN_SETTINGS_RESET_PATH, COLUMN_SETTINGS_SAVE_PATH, columnSettingsProblem, normalSettings, type ColumnSettings, type StoredColumnSettings,
} from '@/lib/columnSettings';
import { VIEW_DELETE_PATH, VIEW_LIMIT, VIEW_LIST_PATH, VIEW_NAME_TAKEN, VIEW_SAVE_PATH, VIEWS_PER_SCREEN, viewNameProblem, viewQuery, type SavedView } from '@/lib/savedViews';
import { ownStore, stringListOf, type Owned } from '../entities';
import { found, refuse, refuseIf } from '../errors';
import type { Params } from '../params';
import { endpoint } from '../respond';

declare module '../model' {
  interface DemoData {
    savedViews: Owned<SavedView>[];
    columnSettings: Owned<StoredColumnSettings>[];
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
  refuseIf(viewNameProblem(name));
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

const SETTINGS = ownStore('columnSettings');

/** The declared list the `screen` parameter names (an entity with a list screen). */
function listOf(p: Params): AnySchema {
  const screen = screenOf(p);
  return found(ENTITIES.find((s) => s.id === screen && s.screens?.list), '列表不存在');
}

function save(p: Params): StoredColumnSettings {
  const schema = listOf(p);
  const keys = listColumnKeys(schema);
  const keysOf = (name: keyof ColumnSettings) => stringListOf(p, name, '列设置格式错误');
  const sent: ColumnSettings = { hidden: keysOf('hidden'), order: keysOf('order'), pinned: keysOf('pinned') };
  refuseIf(columnSettingsProblem(sent, keys));
  return SETTINGS.put((s) => s.screen === schema.id, (own) => own[0], { screen: schema.id, ...normalSettings(sent, keys) });
}

function reset(p: Params): null {
  const { id } = listOf(p);
  return SETTINGS.drop((s) => s.screen === id);
}

export const viewHandlers = [
  endpoint('GET', VIEW_LIST_PATH, (p) => listViews(screenOf(p))),
  endpoint('POST', VIEW_SAVE_PATH, saveView),
  endpoint('POST', VIEW_DELETE_PATH, (p) => VIEWS.drop((v) => v.viewId === p.num('viewId'), '视图不存在或已删除')),
  endpoint('GET', COLUMN_SETTINGS_LIST_PATH, () => SETTINGS.list()),
  endpoint('POST', COLUMN_SETTINGS_SAVE_PATH, save),
  endpoint('POST', COLUMN_SETTINGS_RESET_PATH, reset),
];
