/**
 * Work in the order it is needed (docs/architecture.md "Urgency order of the lists"): the dispatch centre and the to-do
 * lists put the work still to do first — urgent before the rest, then the nearest start first (so one whose start
 * has passed, overdue, comes before one still to come) — and the work done or dropped after it, the latest start
 * first. A row is overdue while it waits for its start and the start has passed, or while work under way is past
 * its due time. Pure: the list's rows and "now" (a wall time `YYYY-MM-DD HH:mm:ss`, which compares as text in time
 * order) in, the order and the marks out.
 *
 * An entity declares which of its fields the order reads (`WorkFields`, its declaration's `work`); `workItemOf` reads
 * a row by that declaration, for the demo backend's default order and for the list screen's marks alike.
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
  /** When work under way is due (wall time; '' or absent: no due time): overdue once it has passed. */
  due?: string;
}

/** A state as a declaration writes it (a dictionary's code, stored as a number or as text). */
export type WorkState = string | number;

/**
 * Which fields of an entity's rows the order of the work reads (a declaration's `work`; every name a declared field).
 * Work with no start of its own (a bill to confirm, a sheet to review) names when it arrived as its start: the
 * oldest first.
 */
export interface WorkFields {
  /** The state field; absent, every row is work still to do (a list of open work only: the approval tasks to do). */
  state?: string;
  /** The states still to be done (the list's to-do). */
  open?: readonly WorkState[];
  /** Of the open states, those not started yet (overdue once the start has passed); default: none. */
  waiting?: readonly WorkState[];
  /** A switch field that, when on, makes the row work to do whatever its state (a vehicle change to confirm). */
  pending?: string;
  /** The switch field marking the work urgent (加急). */
  urgent?: string;
  /** The field holding when the work starts (a date or a wall time). */
  start: string;
  /** When work under way is due (a date: due through that day), in the states listed (a rental in use: its return). */
  due?: { field: string; states: readonly WorkState[] };
  /**
   * A computed field in which the backend answers the overdue flag, shown as a column of its own (the dispatch
   * centre's `overdue`): the list then shows no second overdue mark.
   */
  overdueField?: string;
}

/** A switch's value read as on: the wire's `true`, or a flag stored as 1. */
const isOn = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true';

/** A date or wall time as the last moment it covers (a date: through that day), '' when absent. */
function wallTime(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  return value.length === 10 ? `${value} 23:59:59` : value;
}

const inStates = (states: readonly WorkState[] | undefined, value: unknown): boolean =>
  (states ?? []).some((s) => String(s) === String(value));

/** What the order reads of a row, by the entity's declaration. */
export function workItemOf(fields: WorkFields, row: Readonly<Record<string, unknown>>): WorkItem {
  const state = fields.state === undefined ? undefined : row[fields.state];
  const pending = fields.pending !== undefined && isOn(row[fields.pending]);
  const open = pending || fields.state === undefined || inStates(fields.open, state);
  const start = row[fields.start];
  const due = fields.due && inStates(fields.due.states, state) ? wallTime(row[fields.due.field]) : '';
  return {
    open,
    waiting: open && inStates(fields.waiting, state),
    urgent: fields.urgent !== undefined && isOn(row[fields.urgent]),
    start: typeof start === 'string' ? start : '',
    ...(due ? { due } : {}),
  };
}

/** Overdue: waiting for a start that has passed, or open and past its due time. */
export const isOverdue = (item: WorkItem, now: string): boolean =>
  (item.waiting && item.start !== '' && item.start < now) || (item.open && !!item.due && item.due < now);

/** Whether a row of the list can ever be overdue (it has a start it waits for, a due time or the backend's flag). */
export const mayBeOverdue = (fields: WorkFields): boolean => !!fields.waiting?.length || !!fields.due || fields.overdueField !== undefined;

/** The marks a list shows on a row (the urgent tag, the overdue flag): the same reading as the order's. */
export function workMarks(fields: WorkFields, row: Readonly<Record<string, unknown>>, now: string): { urgent: boolean; overdue: boolean } {
  const item = workItemOf(fields, row);
  return { urgent: item.open && item.urgent, overdue: isOverdue(item, now) };
}

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
