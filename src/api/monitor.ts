/**
 * Live positions (docs/api.md "Vehicle positions"): the newest reports of the fleet's GPS terminals, polled with a
 * cursor. Quiet: a failed poll is shown by the monitoring screen as a line of its own, not a toast every 5 seconds.
 */
import { POSITIONS_HISTORY, POSITIONS_LATEST, type LatestPositions, type PositionHistory } from '@/entities/monitor/positions';
import { get, type ApiResult } from './http';

/** Every vehicle's newest report (no `since`), or those reported after `since` (the previous answer's cursor). */
export function fetchLatestPositions(since: number | null, signal?: AbortSignal): Promise<ApiResult<LatestPositions>> {
  return get<LatestPositions>(POSITIONS_LATEST, since === null ? {} : { since }, { signal, quiet: true });
}

/** One vehicle's reports over a period (trails); a refusal (§5 period rule, no terminal) is shown by the trail screen. */
export function fetchPositionHistory(carId: number, start: string, end: string, signal?: AbortSignal): Promise<ApiResult<PositionHistory>> {
  return get<PositionHistory>(POSITIONS_HISTORY, { carId, start, end }, { signal, quiet: true });
}
