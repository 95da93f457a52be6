/**
 * Forms holding changes not saved (docs/architecture.md "Forms: leaving a changed form"), by an id of each form: the
 * tab bar asks before closing a tab that holds one, and the forms' leave guard before a navigation that would discard
 * one. A form registers itself while it is changed and unregisters once saved, discarded or unmounted.
 */
import { create } from 'zustand';

export interface UnsavedForm {
  /** The path of its screen (its tab's path, src/stores/tabs.ts). */
  path: string;
  /** Its screen's address (path and query) as the form was opened. */
  address: string;
  /** In a keep-alive tab: another screen shown leaves it as it is (only a new address in its own tab replaces it). */
  keptAlive: boolean;
}

interface UnsavedState {
  forms: Readonly<Record<string, UnsavedForm>>;
  /** Registers a changed form (`form`), or unregisters it (null). */
  mark(id: string, form: UnsavedForm | null): void;
  /** Unregisters every form of a screen (its tab closed, the loss accepted). */
  forget(path: string): void;
}

export const useUnsaved = create<UnsavedState>()((set) => ({
  forms: {},
  mark: (id, form) =>
    set((s) => {
      const { [id]: _left, ...rest } = s.forms;
      return { forms: form ? { ...rest, [id]: form } : rest };
    }),
  forget: (path) => set((s) => ({ forms: Object.fromEntries(Object.entries(s.forms).filter(([, f]) => f.path !== path)) })),
}));

/** Whether a screen (a tab's path) holds a form with changes not saved. */
export const hasUnsaved = (path: string): boolean => Object.values(useUnsaved.getState().forms).some((f) => f.path === path);

/**
 * Whether going to `next` (its tab's path, its address) discards a changed form: one on its own is left by any other
 * address; one in a keep-alive tab only by a new address in its own tab (another row's form in the same tab).
 */
export function discards(form: UnsavedForm, next: { path: string; address: string }): boolean {
  if (next.address === form.address) return false;
  return !form.keptAlive || next.path === form.path;
}

/** The changed forms that going to `next` would discard. */
export const discardedBy = (next: { path: string; address: string }): string[] =>
  Object.entries(useUnsaved.getState().forms).flatMap(([id, f]) => (discards(f, next) ? [id] : []));
