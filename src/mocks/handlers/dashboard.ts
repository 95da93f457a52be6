/**
 * §2 Dashboard to-do counts and the dispatcher lists they link to. Each count is the number of rows its
 * dashboard link's list shows: the counts and the lists use the same filters (the links' queries), so a list
 * opened from the dashboard shows exactly the counted rows (../todos.ts). They are the provider's: a supplier's or
 * an enterprise's account is answered 403 (its home's counts: ./home.ts).
 */
import { BRANCH_TODOS, DASHBOARD_PATHS, PLATFORM_TODOS } from '@/entities/dashboard/todos';
import { endpoint } from '../respond';
import { counts, requirePlatformHome } from '../todos';

export const dashboardHandlers = [
  endpoint('GET', DASHBOARD_PATHS.platformTodo, () => {
    requirePlatformHome();
    return counts(PLATFORM_TODOS);
  }),
  endpoint('POST', DASHBOARD_PATHS.branchTodo, () => {
    requirePlatformHome();
    return counts(BRANCH_TODOS);
  }),
];
