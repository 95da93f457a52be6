/**
 * The annual inspections (entities/records/annualInspection.ts): for each vehicle in service, the inspection that
 * gave its current validity (passed, about a year before it ends), a booking cancelled now and then, and — for a
 * vehicle whose validity ends within the next months — the booking now awaiting its date, inside the three months the
 * rule allows. Numbered NJ + the day booked + a sequence, as the backend numbers new ones.
 */
import type { annualInspection } from '@/entities/records/annualInspection';
import { addMonths, INSPECTION_WINDOW_MONTHS } from '@/entities/records/rules';
import { registerCollection } from '../db';
import type { StoredRow } from '../model';
import { DAY, formatWallTime } from '../time';
import { fieldsOf } from './rng';

/** An inspection as stored (inspectStatus: 1 booked, 2 passed, 3 cancelled). */
export type AnnualInspection = StoredRow<typeof annualInspection>;

declare module '../model' {
  interface DemoData { AnnualInspectionList: AnnualInspection[] }
}

const STATIONS = ['市机动车检测中心', '安检机动车检测站', '顺达机动车检测有限公司', '交通综合检测站'];
const HANDLERS = ['王磊', '李娜', '张伟', '刘洋', '陈静'];

registerCollection('AnnualInspectionList', ({ rng, today, get }) => {
  const day = (ms: number) => formatWallTime(ms).slice(0, 10);
  const msOf = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), 9);
  const drafts: Omit<AnnualInspection, 'inspectionId' | 'inspectionNo'>[] = [];
  for (const v of get('vehicles').flatMap((c) => ((c.vehicleStatus === 1 || c.vehicleStatus === 2) && c.inspectionExpiry ? [{ ...c, inspectionExpiry: c.inspectionExpiry }] : [])).slice(0, 40)) {
    const station = `${v.cityName}${rng.pick(STATIONS)}`;
    const common = { ...fieldsOf(v, 'carId', 'plate'), stationName: station, handlerName: rng.pick(HANDLERS), remark: '' };
    // The inspection that gave the current validity, a year before it ends.
    const inspected = msOf(addMonths(v.inspectionExpiry, -12)) - rng.int(0, 30) * DAY;
    if (inspected < today) {
      const fee = rng.int(15, 60) * 10;
      drafts.push({ ...common, planDate: day(inspected), inspectStatus: 2, inspectDate: day(inspected), validUntil: v.inspectionExpiry, fee, createTime: formatWallTime(inspected - rng.int(3, 15) * DAY) });
      if (rng.chance(0.2)) {
        const dropped = inspected - rng.int(20, 40) * DAY;
        drafts.push({ ...common, planDate: day(dropped), inspectStatus: 3, createTime: formatWallTime(dropped - rng.int(3, 10) * DAY) });
      }
    }
    // Due within about four months: booked, on a day inside the window (three months before the validity ends).
    const opens = msOf(addMonths(v.inspectionExpiry, -INSPECTION_WINDOW_MONTHS));
    if (opens < today + 30 * DAY) {
      const planned = Math.max(opens, today + rng.int(1, 20) * DAY);
      drafts.push({ ...common, planDate: day(planned), inspectStatus: 1, createTime: formatWallTime(today - rng.int(0, 6) * DAY - rng.int(1, 8) * 3_600_000) });
    }
  }
  // Numbered in the order booked: NJ + the day + its sequence that day.
  const perDay = new Map<string, number>();
  return drafts
    .toSorted((a, b) => a.createTime.localeCompare(b.createTime))
    .map((d, i) => {
      const date = d.createTime.slice(0, 10).replaceAll('-', '');
      const seq = (perDay.get(date) ?? 0) + 1;
      perDay.set(date, seq);
      return { ...d, inspectionId: 50001 + i, inspectionNo: `NJ${date}${String(seq).padStart(3, '0')}` };
    });
});
