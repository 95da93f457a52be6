/**
 * "First content" of a screen, defined once (docs/performance.md "Every screen"): the attribute its first meaningful
 * element carries once the screen's data is drawn — a table whose first page is in (its rows or its empty state), a
 * form with its fields (an edit form once its record is read), a detail's sections with the record's values. The
 * shared components set it (DataTable, EntityFormPage, DetailTabs); `npm run bench` (bench/screens.mjs) times each
 * screen from its navigation to the first element carrying it in the screen's pane.
 */
export const SCREEN_READY_ATTRIBUTE = 'data-screen-ready';

/** The attribute to spread on a screen's first meaningful element: present once `ready`, absent before. */
export function screenReady(ready: boolean): { 'data-screen-ready'?: 'true' } {
  return ready ? { [SCREEN_READY_ATTRIBUTE]: 'true' } : {};
}
