/**
 * Dictionaries (§3 "Dictionary entries: value, label"): GET /api/system/dict-data/list?type=… answers the
 * entries of one dictionary type, as src/entities/dicts.ts declares them.
 */
import { DICT_PATH, DICTIONARIES, type DictEntry } from '@/entities/dicts';
import { FIELD_VISIBILITY_PATH, type FieldVisibility } from '@/entities/system/wire';
import { refuse } from '../errors';
import type { Params } from '../params';
import { endpoint } from '../respond';

function dictList(p: Params): DictEntry[] {
  const type = p.required('type', '请指定字典类型');
  return DICTIONARIES[type] ?? refuse(`字典类型 ${type} 不存在`);
}

export const dictHandlers = [endpoint('GET', DICT_PATH, dictList)];

/**
 * §3 menu visibility entries per page (the entity screens' ids): `isShow` 1 shown, 0 hidden. The demo hides the
 * ad-hoc drivers' ID numbers from the list (privacy: they stay on the driver's own screen and form).
 */
export const FIELD_VISIBILITY: Readonly<Record<string, FieldVisibility[]>> = {
  scatteredDriverInfo: [
    { fieldName: 'idNumber', isShow: 0 },
    { fieldName: 'mobile', isShow: 1 },
  ],
};

export const fieldVisibilityHandlers = [
  endpoint('GET', FIELD_VISIBILITY_PATH, (p) => FIELD_VISIBILITY[p.required('pageCode', '请指定页面编码')] ?? []),
];
