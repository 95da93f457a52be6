/**
 * The process designer's and approvals' seeds are dated relative to the seed's today (src/mocks/bpm.ts `seedDates`):
 * every time they hold — models, definitions, forms, business configurations, instances and their activities, tasks —
 * lies in the weeks before now, never in the future nor in a fixed past year; a form's date (an expected delivery)
 * within weeks of now.
 */
import { describe, expect, it } from 'vitest';
import { data } from '@/mocks/db';
import { DAY, formatWallTime, nowWall } from '@/mocks/time';
import '@/mocks/handlers';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;

/** Every date-like text of a row, nested rows included (but not `skip`), with where it is. */
function dates(value: unknown, path: string, skip = 'variables'): [string, string][] {
  if (typeof value === 'string') return DATE_TIME.test(value) ? [[path, value]] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => dates(v, `${path}[${i}]`, skip));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => (k === 'bpmnXml' || k === skip ? [] : dates(v, `${path}.${k}`, skip)));
  return [];
}

describe('bpm seeds', () => {
  it('are dated in the 60 days before now', () => {
    const d = data();
    const now = formatWallTime(nowWall());
    const earliest = formatWallTime(nowWall() - 60 * DAY);
    const found = [
      ...dates(d.bpmModels, 'bpmModels'), ...dates(d.bpmDefinitions, 'bpmDefinitions'), ...dates(d.bpmForms, 'bpmForms'),
      ...dates(d.bpmBusinessConfigs, 'bpmBusinessConfigs'), ...dates(d.bpmInstances, 'bpmInstances'), ...dates(d.bpmTasks, 'bpmTasks'),
    ];
    expect(found.length).toBeGreaterThan(20);
    const outside = found.filter(([, v]) => v > now || v < earliest.slice(0, v.length));
    expect(outside).toEqual([]);
  });

  it("date their forms' values (an expected delivery) within 60 days of now", () => {
    const within = [formatWallTime(nowWall() - 60 * DAY), formatWallTime(nowWall() + 60 * DAY)] as const;
    const values = data().bpmInstances.flatMap((i) => dates(i.variables, `${i.id}.variables`, ''));
    expect(values.length).toBeGreaterThan(0);
    expect(values.filter(([, v]) => v < within[0].slice(0, v.length) || v > within[1].slice(0, v.length))).toEqual([]);
  });
});
