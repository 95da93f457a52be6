/** The order of the work (src/entities/workOrder.ts): open work first, urgent first, the nearest start; overdue. */
import { describe, expect, it } from 'vitest';
import { dispatchWork, REQUEST_STATUS } from '@/entities/admin/dispatchRequest';
import { inWorkOrder, isOverdue, type WorkItem } from '@/entities/urgency';

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
