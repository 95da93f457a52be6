/**
 * Work in the order it is needed (docs/architecture.md "Urgency order of the lists"): the dispatch centre and the to-do
 * lists put the work still to do first — urgent before the rest, then the nearest start first (so one whose start
 * has passed, overdue, comes before one still to come) — and the work done or dropped after it, the latest start
 * first. A row is overdue while it waits for its start and the start has passed. Pure: the list's rows and "now"
 * (a wall time `YYYY-MM-DD HH:mm:ss`, which compares as text in time order) in, the order and the flag out.
 */

/** What the order reads of a row. */
export interface WorkItem {
  /** Still to be done (an open state). */
  open: boolean;
  /** Not started yet (awaiting dispatch or its service): overdue once its start has passed. */
  waiting: boolean;
  urgent: boolean;
  /** When the work is to start (wall time; '' unknown: after every known start). */
  start: string;
}

/** Waiting for a start that has passed. */
export const isOverdue = (item: WorkItem, now: string): boolean => item.waiting && item.start !== '' && item.start < now;

/** Open work first; among it urgent first, then the earliest start; then the closed, the latest start first. */
export function compareWork(a: WorkItem, b: WorkItem): number {
  if (a.open !== b.open) return a.open ? -1 : 1;
  if (a.open && a.urgent !== b.urgent) return a.urgent ? -1 : 1;
  if (a.start === b.start) return 0;
  // An unknown start goes last either way.
  if (!a.start || !b.start) return a.start ? -1 : 1;
  const earlier = a.start < b.start ? -1 : 1;
  return a.open ? earlier : -earlier;
}

/** The rows in the order of the work (stable: rows alike keep their order), each read by `read`. */
export function inWorkOrder<R>(rows: readonly R[], read: (row: R) => WorkItem): R[] {
  const items = rows.map((row, i) => ({ row, i, item: read(row) }));
  return items.sort((x, y) => compareWork(x.item, y.item) || x.i - y.i).map((x) => x.row);
}
