/**
 * Column settings of the lists (docs/architecture.md "Column settings", docs/api.md §8): each account's hidden, ordered
 * and pinned columns per declared list, kept by the backend so the list's column chooser and /userTabulateConfigDeal
 * show the same settings in any browser. Per account: another account never sees nor changes them. A save is checked
 * against the list's declared columns with the chooser's own rule (`columnSettingsProblem`); a reset forgets them.
 */
import { ENTITIES } from '@/entities';
import { listColumnKeys, type AnySchema } from '@/entities/define';
import {
  COLUMN_SETTINGS_LIST_PATH, COLUMN_SETTINGS_RESET_PATH, COLUMN_SETTINGS_SAVE_PATH, columnSettingsProblem, normalSettings, type ColumnSettings, type StoredColumnSettings,
} from '@/lib/columnSettings';
import { commit, data } from '../db';
import { refuse } from '../errors';
import type { Params } from '../params';
import { endpoint } from '../respond';
import { registerCollection } from '../seeds/registry';
import { formatWallTime, nowWall } from '../time';
import { accountOf, screenOf, stringListOf, unowned, type Owned } from '../settings';

/** Settings as stored: their owner besides. */
export type StoredSettings = Owned<StoredColumnSettings>;

declare module '../model' {
  interface DemoData {
    columnSettings: StoredSettings[];
  }
}

registerCollection('columnSettings', () => []);

/** The declared list a screen id names (an entity with a list screen). */
function listOf(p: Params): AnySchema {
  const screen = screenOf(p);
  const schema = ENTITIES.find((s) => s.id === screen && s.screens?.list);
  if (!schema) refuse('列表不存在');
  return schema;
}

const keysOf = (p: Params, name: keyof ColumnSettings) => stringListOf(p, name, '列设置格式错误');

const present = (s: StoredSettings) => unowned<StoredColumnSettings>(s);

/** The signed-in account's settings of every list it changed. */
export function listSettings(): StoredColumnSettings[] {
  const account = accountOf();
  return data().columnSettings.filter((s) => s.account === account).map(present);
}

function save(p: Params): StoredColumnSettings {
  const account = accountOf();
  const schema = listOf(p);
  const keys = listColumnKeys(schema);
  const sent: ColumnSettings = { hidden: keysOf(p, 'hidden'), order: keysOf(p, 'order'), pinned: keysOf(p, 'pinned') };
  const problem = columnSettingsProblem(sent, keys);
  if (problem) refuse(problem['zh-CN']);
  const settings = normalSettings(sent, keys);
  return commit((d) => {
    const updateTime = formatWallTime(nowWall());
    const existing = d.columnSettings.find((s) => s.account === account && s.screen === schema.id);
    if (existing) {
      Object.assign(existing, settings, { updateTime });
      return present(existing);
    }
    const stored: StoredSettings = { account, screen: schema.id, ...settings, updateTime };
    d.columnSettings.push(stored);
    return present(stored);
  });
}

function reset(p: Params): null {
  const account = accountOf();
  const schema = listOf(p);
  return commit((d) => {
    const index = d.columnSettings.findIndex((s) => s.account === account && s.screen === schema.id);
    if (index >= 0) d.columnSettings.splice(index, 1);
    return null;
  });
}

export const columnSettingsHandlers = [
  endpoint('GET', COLUMN_SETTINGS_LIST_PATH, () => listSettings()),
  endpoint('POST', COLUMN_SETTINGS_SAVE_PATH, save),
  endpoint('POST', COLUMN_SETTINGS_RESET_PATH, reset),
];
