/**
 * The enterprise's vehicle requests' rules (pure; ./applyVehicle.ts): the price by the hour a new request starts with
 * and its number. The demo backend passes the stored requests and the demo clock's now (a wall time).
 */

/** The price by the hour a new request starts with (the dispatch centre's tariff: 60 plus 90 an hour, 120 for seven seats and up). */
export function requestTariff(start: string, end: string, seats: number): number {
  const hours = Math.max(1, Math.ceil((Date.parse(end.replace(' ', 'T')) - Date.parse(start.replace(' ', 'T'))) / 3_600_000));
  return 60 + hours * (seats > 5 ? 120 : 90);
}

/** A new request's number: YC, the day, the last four digits of the id after the highest stored (from 70001). */
export function nextRequestNo(requests: readonly { requestId: number }[], now: string): string {
  const next = Math.max(70000, ...requests.map((r) => r.requestId)) + 1;
  return `YC${now.slice(0, 10).replace(/-/g, '')}${String(next).slice(-4)}`;
}
