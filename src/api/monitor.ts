/**
 * Live positions (docs/api.md "Vehicle positions"): the newest reports of the fleet's GPS terminals, polled with a
 * cursor. Quiet: a failed poll is shown by the monitoring screen as a line of its own, not a toast every 5 seconds.
 */
import { POSITIONS_LATEST, type LatestPositions } from '@/entities/monitor/positions';
import { get, type ApiResult } from './http';

/** Every vehicle's newest report (no `since`), or those reported after `since` (the previous answer's cursor). */
export function fetchLatestPositions(since: number | null, signal?: AbortSignal): Promise<ApiResult<LatestPositions>> {
  return get<LatestPositions>(POSITIONS_LATEST, since === null ? {} : { since }, { signal, quiet: true });
}
