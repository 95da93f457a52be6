/**
 * Live monitoring's endpoints (issue 23; docs/api.md "Vehicle positions"): the newest reports of the simulated GPS
 * feed (../gps/feed.ts) by polling with a cursor, one vehicle's reports over a period (trails), and the synthetic
 * roads the demo's basemap draws.
 */
import { DEMO_ROADS, POSITIONS_HISTORY, POSITIONS_LATEST } from '@/entities/monitor/positions';
import { data } from '../db';
import { latestPositions, positionHistory } from '../gps/feed';
import { roadNetwork } from '../gps/roads';
import { endpoint } from '../respond';

export const monitorHandlers = [
  endpoint('GET', POSITIONS_LATEST, (p) => latestPositions(p.num('since') ?? null)),
  endpoint('GET', POSITIONS_HISTORY, (p) => positionHistory(p.str('carId'), p.str('start') ?? '', p.str('end') ?? '')),
  endpoint('GET', DEMO_ROADS, () => {
    const cities = data().cities.filter((c) => c.dredgeState === 1).map((c) => c.cityId);
    return roadNetwork(data().stores, cities);
  }),
];
