/**
 * The fleet's live positions for the monitoring screens (docs/api.md "Vehicle positions"): polls the newest reports
 * every half report interval (5 s for the terminals' 10 s; `pollPeriod`) with the cursor of the previous answer (only changed vehicles come back), merges them by
 * vehicle id, and asks for every vehicle again each minute (terminals unbound or gone off-line). Polls only while the
 * screen's tab is shown (`useActiveEffect`); the next poll is scheduled when the previous one has answered, so slow
 * answers never pile up. A failed first load empties the screen and says why; a failed later poll keeps the last
 * positions and says since when they are not updated.
 */
import { useState } from 'react';
import { fetchLatestPositions } from '@/api/monitor';
import { useActiveEffect } from '@/components/paneActivity';
import { POLL_INTERVAL_MS, pollPeriod, type VehiclePosition } from '@/entities/monitor/positions';

/** How often every vehicle is asked for again (ms). */
const FULL_EVERY_MS = 60_000;

export interface LivePositions {
  positions: readonly VehiclePosition[];
  /** False until the first answer. */
  loaded: boolean;
  /** The last poll's failure ('' when it answered). */
  error: string;
  /** When the positions were last updated (epoch ms of the browser), 0 before. */
  updatedAt: number;
  /** The polling period (ms). */
  period: number;
}

export function useLivePositions(): LivePositions {
  const [state, setState] = useState<LivePositions>({ positions: [], loaded: false, error: '', updatedAt: 0, period: POLL_INTERVAL_MS });

  useActiveEffect(() => {
    const controller = new AbortController();
    const held = new Map<number, VehiclePosition>();
    let cursor: number | null = null;
    let lastFull = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let period = POLL_INTERVAL_MS;
    const poll = async () => {
      const full = cursor === null || Date.now() - lastFull >= FULL_EVERY_MS;
      const res = await fetchLatestPositions(full ? null : cursor, controller.signal);
      if (controller.signal.aborted) return;
      if (res.ok) {
        const answer = res.data;
        if (answer.full) {
          held.clear();
          lastFull = Date.now();
        }
        for (const p of answer.positions) held.set(p.carId, p);
        cursor = answer.cursor;
        period = pollPeriod(answer.interval);
        const changed = answer.full || answer.positions.length > 0;
        setState((s) => ({
          positions: changed ? [...held.values()] : s.positions,
          loaded: true,
          error: '',
          updatedAt: Date.now(),
          period,
        }));
      } else {
        // The positions held stay on screen (none before a first answer); the screen says why they are not updated.
        setState((s) => ({ ...s, loaded: true, error: res.msg || String(res.code) }));
      }
      timer = setTimeout(() => void poll(), period);
    };
    void poll();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, []);

  return state;
}
