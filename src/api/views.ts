/**
 * Saved views of the lists (docs/architecture.md "Saved views", docs/api.md): the signed-in account's views of a
 * list, a save and a delete. Quiet: the views menu shows a failed load as a line of its own and the save dialog shows
 * a refusal in itself, not as toasts. Loaded with the list screens, not the shell.
 */
import { VIEW_DELETE_PATH, VIEW_LIST_PATH, VIEW_SAVE_PATH, type SavedView } from '@/lib/savedViews';
import { get, post, type ApiResult } from './http';

export type { SavedView };

/** What a save sends: a new view without `viewId`, a change of the account's view with it. */
export interface ViewDraft {
  viewId?: number;
  screen: string;
  name: string;
  query: string;
  hiddenColumns: string[];
  isDefault: boolean;
}

export function fetchViews(screen: string, signal?: AbortSignal): Promise<ApiResult<SavedView[]>> {
  return get<SavedView[]>(VIEW_LIST_PATH, { screen }, { signal, quiet: true });
}

export function saveView(view: ViewDraft): Promise<ApiResult<SavedView>> {
  return post<SavedView>(VIEW_SAVE_PATH, { ...view }, { quiet: true });
}

export function deleteView(viewId: number): Promise<ApiResult<null>> {
  return post<null>(VIEW_DELETE_PATH, { viewId }, { quiet: true });
}
