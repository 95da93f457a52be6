/**
 * The status board of /VehicleStatus (`GET /api/vehicle/statusBoard`; pure): the vehicles counted by city and
 * operating state, over the vehicle list's own rows (their computed `operationState`), so each count is the total of
 * the list it opens. Its answer is declared here once, for the backend that counts and the screen that shows it.
 */
import { DICTIONARIES } from '../dicts';

/** An operating state (dictionary vehicle_operation_state) as the board names it. */
export interface BoardState {
  value: number;
  label: string;
  labelEn: string;
}

/** A line of counts: by state, and their total. */
export interface BoardLine {
  counts: Record<string, number>;
  total: number;
}

export interface BoardCity extends BoardLine {
  cityId: number;
  cityName: string;
}

export interface StatusBoard {
  states: BoardState[];
  cities: BoardCity[];
  totals: BoardLine;
}

/** What the board reads of a vehicle as the list answers it. */
interface BoardVehicle {
  cityId?: unknown;
  cityName?: unknown;
  operationState?: unknown;
}

/** The board: every opened city (`cities`, in their order, with no vehicle too), then any other city a vehicle is in. */
export function statusBoard(vehicles: readonly BoardVehicle[], cities: readonly { cityId: number; cityName: string }[]): StatusBoard {
  const states = (DICTIONARIES.vehicle_operation_state ?? []).map((e) => ({ value: Number(e.value), label: e.label, labelEn: e.labelEn ?? e.label }));
  const zero = () => Object.fromEntries(states.map((s) => [s.value, 0])) as Record<string, number>;
  const byCity = new Map<string, BoardCity>(cities.map((c) => [String(c.cityId), { cityId: c.cityId, cityName: c.cityName, counts: zero(), total: 0 }]));
  const totals = { counts: zero(), total: 0 };
  for (const v of vehicles) {
    const key = String(v.cityId);
    const city = byCity.get(key) ?? { cityId: Number(v.cityId), cityName: String(v.cityName), counts: zero(), total: 0 };
    byCity.set(key, city);
    for (const line of [city, totals]) {
      line.counts[Number(v.operationState)] = (line.counts[Number(v.operationState)] ?? 0) + 1;
      line.total += 1;
    }
  }
  return { states, cities: [...byCity.values()], totals };
}
