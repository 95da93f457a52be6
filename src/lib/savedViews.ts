/**
 * Saved views of a list (docs/architecture.md "Saved views"): what the console and the demo backend agree on — the
 * paths, the shape of a view, the limits and the name's rules (the form and the backend check the same list).
 */
import { isEmojiFree, isNotOnlySpaces, type LangText } from './validators';

export const VIEW_LIST_PATH = '/api/view/list';
export const VIEW_SAVE_PATH = '/api/view/save';
export const VIEW_DELETE_PATH = '/api/view/delete';

/** A view's name: 1 to 30 characters. */
export const VIEW_NAME_MAX = 30;
/** Views an account keeps per list. */
export const VIEWS_PER_SCREEN = 20;

/** A saved view, as the backend answers it. */
export interface SavedView {
  viewId: number;
  /** The list's entity id. */
  screen: string;
  name: string;
  /** The list's URL query (filters and sort), without a leading '?' and without the page. */
  query: string;
  /** The columns hidden in the column chooser (their keys). */
  hiddenColumns: string[];
  isDefault: boolean;
  updateTime: string;
}

export const VIEW_NAME_REQUIRED: LangText = { 'zh-CN': '请填写视图名称', 'en-US': 'Enter the view’s name' };
export const VIEW_NAME_TOO_LONG: LangText = { 'zh-CN': `视图名称不能超过${VIEW_NAME_MAX}个字符`, 'en-US': `The view’s name cannot be longer than ${VIEW_NAME_MAX} characters` };
export const VIEW_NAME_TAKEN: LangText = { 'zh-CN': '已存在同名视图', 'en-US': 'A view with this name exists' };
export const VIEW_LIMIT: LangText = { 'zh-CN': `每个列表最多保存${VIEWS_PER_SCREEN}个视图`, 'en-US': `A list keeps at most ${VIEWS_PER_SCREEN} views` };

/** The message for a view's name, or null when it is acceptable (required, 1–30 characters, no emoji, not only spaces). */
export function viewNameProblem(name: unknown): LangText | null {
  const text = typeof name === 'string' ? name : '';
  if (text.trim() === '') return VIEW_NAME_REQUIRED;
  if ([...text].length > VIEW_NAME_MAX) return VIEW_NAME_TOO_LONG;
  return isNotOnlySpaces.check(text) ?? isEmojiFree.check(text);
}

/** The query a view keeps: the list's query without its page, in a stable order. */
export function viewQuery(query: URLSearchParams | string, pageParam = 'page'): string {
  const q = new URLSearchParams(query);
  q.delete(pageParam);
  q.sort();
  return q.toString();
}
