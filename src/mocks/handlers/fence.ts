/**
 * Electronic fences and their alarms (issue 23 item 5; entities/monitor/fence.ts, fenceAlarm.ts). The fences are
 * served from their declaration (the §5 shape rule is the `geoShape` kind's validator: the form's); a save derives the
 * shape type and radius from the drawn shape and stamps the time alarms are derived from. The alarms are derived from
 * the GPS feed (../gps/fenceAlarms.ts): the collection is brought up to the feed's now before each read of its rows (`derive`).
 */
import { fence, FENCE_COMPANY_OPTIONS, FENCE_VEHICLE_OPTIONS } from '@/entities/monitor/fence';
import { fenceAlarm } from '@/entities/monitor/fenceAlarm';
import { parseShape } from '@/lib/geo';
import { data } from '../db';
import type { Backing } from '../entities';
import { served } from '../served';
import { companyChoices } from '../fleet';
import { currentFenceAlarms, type FenceAlarmRow } from '../gps/fenceAlarms';
import { trackedFleet } from '../gps/feed';
import { formatWallTime, nowWall } from '../time';

declare module '../model' {
  interface DemoData {
    FenceReportDeail: FenceAlarmRow[];
  }
}

const FENCES: Backing = {
  collection: 'electronicfencepage',
  options: {
    // The vehicles the feed tracks (a bound GPS terminal): the same records as /Vehicles.
    [FENCE_VEHICLE_OPTIONS]: () => trackedFleet().map((t) => ({ value: t.car.carId, label: `${t.car.plate} ${t.car.model}` })),
    [FENCE_COMPANY_OPTIONS]: () => companyChoices((c) => c.status === 0),
  },
  defaults: () => ({ status: 0, statusName: '开启', remark: '', cars: [], carCount: 0, radius: 0 }),
  complete: (row) => {
    const shape = parseShape(row.shape);
    const plates = new Map(data().vehicles.map((v) => [String(v.carId), v.plate]));
    const cars = (Array.isArray(row.cars) ? (row.cars as Record<string, unknown>[]) : []).map((c) => ({ ...c, plate: plates.get(String(c.carId)) ?? '' }));
    return {
      ...(shape ? { shapeType: shape.kind, radius: shape.kind === 'circle' ? Math.round(shape.radius ?? 0) : 0 } : {}),
      cars,
      carCount: cars.length,
      // Alarms are derived from this time on (a fence redrawn does not report crossings of its old outline).
      updateTime: formatWallTime(nowWall()),
    };
  },
};

const FENCE_ALARMS: Backing = {
  collection: 'FenceReportDeail',
  // Brought up to the feed's now before every read (recomputed only when a report is due or a fence changed).
  derived: currentFenceAlarms,
};

export const { entities: FENCE_ENTITIES, handlers: fenceHandlers } = served({
  fences: [fence, FENCES],
  fenceAlarms: [fenceAlarm, FENCE_ALARMS],
});
