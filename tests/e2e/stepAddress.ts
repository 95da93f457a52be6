/**
 * A step's route opened with a record the step allows (docs/architecture.md "Step dialogs"): the address the route
 * crawls (./crawlRoutes.ts) and the bench (bench/screens.mjs) open it at. Free of Playwright, so a unit test reads it.
 */
import { stepScreens } from '../../src/app/routes/declaredScreens';
import { stepRoutes, type AnySchema } from '../../src/entities/define';
import type { RouteMeta } from '../../src/entities/routes/types';

/** The rows of an entity's list at `url`, read in the signed-in page. */
export type ListRows = (url: string) => Promise<Record<string, unknown>[]>;

/**
 * The address of a step's route (docs/architecture.md "Step dialogs"), from the declaration naming it: the first row
 * of the entity's list (its first 100) that the step allows (a transition's states, an action's `when`), by its id —
 * bare when none does; undefined for a route that is no step's. `steps`: each step route's declaration (the bench
 * passes them loaded, its module runner being closed to the lazy imports). The bench opens the steps so too.
 */
export async function stepAddress(route: RouteMeta, rows: ListRows, steps: Readonly<Record<string, () => Promise<AnySchema>>> = stepScreens): Promise<string | undefined> {
  const load = steps[route.path];
  if (!load) return undefined;
  const schema = await load();
  const step = stepRoutes(schema).find((s) => s.route === route.path)!;
  const row = (await rows(`${schema.endpoints.list.path}?page=1&pageSize=100`)).find((r) => step.allowed(r));
  if (!row) return route.path;
  return `${route.path}?${new URLSearchParams({ [schema.rowKey]: String(row[schema.rowKey] as string | number), parent: route.parent ?? '/' })}`;
}
