/** The order of the work (src/entities/urgency.ts): open work first, urgent first, the nearest start; overdue. */
import { describe, expect, it } from 'vitest';
import { dispatchWork, REQUEST_STATUS } from '@/entities/admin/dispatchRequest';
import { inWorkOrder, isOverdue, workItemOf, workMarks, type WorkFields, type WorkItem } from '@/entities/urgency';

const item = (name: string, over: Partial<WorkItem>): WorkItem & { name: string } => ({ name, open: true, waiting: true, urgent: false, start: '2026-05-02 09:00:00', ...over });
const NOW = '2026-05-02 12:00:00';

describe('inWorkOrder', () => {
  it('puts open work first, urgent before the rest, then the earliest start; closed work after, the latest first', () => {
    const rows = [
      item('done-old', { open: false, waiting: false, start: '2026-04-01 09:00:00' }),
      item('later', { start: '2026-05-03 09:00:00' }),
      item('done-new', { open: false, waiting: false, start: '2026-05-01 09:00:00' }),
      item('urgent-later', { urgent: true, start: '2026-05-04 09:00:00' }),
      item('overdue', { start: '2026-05-01 08:00:00' }),
      item('urgent-sooner', { urgent: true, start: '2026-05-02 15:00:00' }),
      item('no-start', { start: '' }),
    ];
    expect(inWorkOrder(rows, (r) => r).map((r) => r.name)).toEqual([
      'urgent-sooner', 'urgent-later', 'overdue', 'later', 'no-start', 'done-new', 'done-old',
    ]);
  });

  it('keeps the order of rows alike', () => {
    const rows = [item('a', {}), item('b', {}), item('c', {})];
    expect(inWorkOrder(rows, (r) => r).map((r) => r.name)).toEqual(['a', 'b', 'c']);
  });
});

describe('isOverdue', () => {
  it('holds while the work waits for a start that has passed, not once it started or closed', () => {
    expect(isOverdue(item('x', { start: '2026-05-02 11:59:59' }), NOW)).toBe(true);
    expect(isOverdue(item('x', { start: NOW }), NOW)).toBe(false);
    expect(isOverdue(item('x', { start: '2026-05-01 09:00:00', waiting: false }), NOW)).toBe(false);
    expect(isOverdue(item('x', { start: '' }), NOW)).toBe(false);
  });
});

describe("a dispatch request's work", () => {
  it('is open until done, cancelled or returned; it waits until its service starts', () => {
    const of = (requestStatus: number) => dispatchWork({ requestStatus, urgent: true, startTime: '2026-05-02 09:00:00' });
    expect(of(REQUEST_STATUS.pending)).toEqual({ open: true, waiting: true, urgent: true, start: '2026-05-02 09:00:00' });
    expect(of(REQUEST_STATUS.designated)).toMatchObject({ open: true, waiting: true });
    expect(of(REQUEST_STATUS.inService)).toMatchObject({ open: true, waiting: false });
    for (const closed of [REQUEST_STATUS.returned, REQUEST_STATUS.done, REQUEST_STATUS.cancelled]) expect(of(closed)).toMatchObject({ open: false, waiting: false });
  });
});

describe('an entity declaring its work fields', () => {
  /** A rental-like declaration: awaiting payment or pick-up waits for its start, in use is due back, a flag makes work. */
  const WORK: WorkFields = { state: 'status', open: [5, 10, 20, 30], waiting: [5, 10], pending: 'todo', urgent: 'urgent', start: 'from', due: { field: 'until', states: [20] } };
  const row = (name: string, over: Record<string, unknown>) => ({ name, status: 10, urgent: false, todo: false, from: '2026-05-03 09:00:00', until: '2026-05-05 09:00:00', ...over });

  it('orders mixed rows: urgent, then the nearest start (overdue first), then the closed, the latest first', () => {
    const rows = [
      row('done-old', { status: 40, from: '2026-04-01 09:00:00' }),
      row('in-use-late', { status: 20, from: '2026-04-28 09:00:00', until: '2026-05-01 09:00:00' }),
      row('later', { from: '2026-05-04 09:00:00' }),
      row('urgent-later', { urgent: 1, from: '2026-05-06 09:00:00' }),
      row('done-new', { status: 50, from: '2026-05-01 09:00:00' }),
      row('closed-but-flagged', { status: 40, todo: 1, from: '2026-04-30 09:00:00' }),
      row('pick-up-missed', { from: '2026-05-02 08:00:00' }),
      row('no-start', { from: '' }),
      row('closed-urgent', { status: 50, urgent: true, from: '2026-05-02 09:00:00' }),
    ];
    expect(inWorkOrder(rows, (r) => workItemOf(WORK, r)).map((r) => r.name)).toEqual([
      'urgent-later', 'in-use-late', 'closed-but-flagged', 'pick-up-missed', 'later', 'no-start', 'closed-urgent', 'done-new', 'done-old',
    ]);
  });

  it('marks a row urgent while open, and overdue past its start while waiting or past its due time while under way', () => {
    expect(workMarks(WORK, row('x', { urgent: true }), NOW)).toEqual({ urgent: true, overdue: false });
    expect(workMarks(WORK, row('x', { urgent: true, status: 40 }), NOW)).toEqual({ urgent: false, overdue: false });
    expect(workMarks(WORK, row('x', { from: '2026-05-02 11:00:00' }), NOW)).toEqual({ urgent: false, overdue: true });
    // In use: its start has passed (no longer waiting); overdue only once the return is due.
    expect(workMarks(WORK, row('x', { status: 20, from: '2026-05-01 09:00:00' }), NOW).overdue).toBe(false);
    expect(workMarks(WORK, row('x', { status: 20, until: '2026-05-02 11:59:00' }), NOW).overdue).toBe(true);
    // Awaiting settlement: its return time is no due time of that state.
    expect(workMarks(WORK, row('x', { status: 30, from: '2026-04-01 09:00:00', until: '2026-05-01 09:00:00' }), NOW).overdue).toBe(false);
  });

  it('reads a due date as due through that day', () => {
    const bill: WorkFields = { state: 'billStatus', open: [1, 2], start: 'createTime', due: { field: 'dueDate', states: [1, 2] } };
    const of = (dueDate: string, billStatus = 1) => workMarks(bill, { billStatus, createTime: '2026-04-01 10:00:00', dueDate }, NOW).overdue;
    expect(of('2026-05-02')).toBe(false);
    expect(of('2026-05-01')).toBe(true);
    expect(of('2026-05-01', 3)).toBe(false);
  });
});
