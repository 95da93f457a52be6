/**
 * Column settings of the lists (docs/architecture.md "Column settings", docs/api.md §8): each account's hidden, ordered
 * and pinned columns per declared list, kept by the backend so the list's column chooser and /userTabulateConfigDeal
 * show the same settings in any browser. Per account (the engine's `ownStore`): another account never sees nor
 * changes them. A save is checked against the list's declared columns with the chooser's own rule
 * (`columnSettingsProblem`); a reset forgets them.
 */
import { ENTITIES } from '@/entities';
import { listColumnKeys, type AnySchema } from '@/entities/define';
import {
  COLUMN_SETTINGS_LIST_PATH, COLUMN_SETTINGS_RESET_PATH, COLUMN_SETTINGS_SAVE_PATH, columnSettingsProblem, normalSettings, type ColumnSettings, type StoredColumnSettings,
} from '@/lib/columnSettings';
import { ownStore, stringListOf, type Owned } from '../entities';
import { refuse } from '../errors';
import type { Params } from '../params';
import { endpoint } from '../respond';

declare module '../model' {
  interface DemoData {
    columnSettings: Owned<StoredColumnSettings>[];
  }
}

const SETTINGS = ownStore('columnSettings');

/** The declared list the `screen` parameter names (an entity with a list screen). */
function listOf(p: Params): AnySchema {
  const screen = p.str('screen') ?? refuse('请指定列表');
  const schema = ENTITIES.find((s) => s.id === screen && s.screens?.list);
  if (!schema) refuse('列表不存在');
  return schema;
}

function save(p: Params): StoredColumnSettings {
  const schema = listOf(p);
  const keys = listColumnKeys(schema);
  const keysOf = (name: keyof ColumnSettings) => stringListOf(p, name, '列设置格式错误');
  const sent: ColumnSettings = { hidden: keysOf('hidden'), order: keysOf('order'), pinned: keysOf('pinned') };
  const problem = columnSettingsProblem(sent, keys);
  if (problem) refuse(problem['zh-CN']);
  return SETTINGS.put((s) => s.screen === schema.id, (own) => own[0], { screen: schema.id, ...normalSettings(sent, keys) });
}

function reset(p: Params): null {
  const { id } = listOf(p);
  return SETTINGS.drop((s) => s.screen === id);
}

export const columnSettingsHandlers = [
  endpoint('GET', COLUMN_SETTINGS_LIST_PATH, () => SETTINGS.list()),
  endpoint('POST', COLUMN_SETTINGS_SAVE_PATH, save),
  endpoint('POST', COLUMN_SETTINGS_RESET_PATH, reset),
];
