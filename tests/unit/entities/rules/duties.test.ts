/**
 * Separation of duties (src/entities/duties.ts): the one rule by which the screen leaves a step out and the backend
 * refuses it — the account that did one of the named steps of a record may not do this one.
 */
import { describe, expect, it } from 'vitest';
import { actorsOf, dutyRefusal, keepsActors, withActor } from '@/entities/duties';
import { maintenanceOrder } from '@/entities/maintenance/workOrder';

const duty = { steps: ['create'], refusal: { 'zh-CN': '不能审核自己创建的工单', 'en-US': 'You cannot review a work order you created' } };

describe('separation of duties', () => {
  it('refuses the account that did a named step, and no other', () => {
    const row = { actors: { create: 10001, start: 10002 } };
    expect(dutyRefusal(duty, row, 10001)).toBe(duty.refusal);
    expect(dutyRefusal(duty, row, 10002)).toBeNull();
    expect(dutyRefusal(undefined, row, 10001)).toBeNull();
    // A record made before the rule (no actors), or no one signed in: nothing to refuse by.
    expect(dutyRefusal(duty, {}, 10001)).toBeNull();
    expect(dutyRefusal(duty, row, undefined)).toBeNull();
  });

  it('keeps who did each step, a later doing replacing the earlier one', () => {
    expect(withActor({}, 'create', 7)).toEqual({ create: 7 });
    expect(withActor({ actors: { create: 7, audit: 8 } }, 'audit', 9)).toEqual({ create: 7, audit: 9 });
    expect(actorsOf({ actors: 'garbage' })).toEqual({});
  });

  it("a work order's review and acceptance are not offered to its creator; other steps are", () => {
    expect(keepsActors(maintenanceOrder)).toBe(true);
    const row = { workOrderStatus: 1, actors: { create: 10001 } };
    const action = (key: string) => maintenanceOrder.actions?.find((a) => a.key === key);
    expect(action('audit')?.refusedTo?.(row as never, 10001)).toBe(true);
    expect(action('audit')?.refusedTo?.(row as never, 10002)).toBe(false);
    expect(action('assetAudit')?.refusedTo?.(row as never, 10001)).toBe(true);
    expect(action('cancel')?.refusedTo).toBeUndefined();
  });
});
