/**
 * §2 Dashboard to-do counts and the dispatcher lists they link to. Each count is the number of rows its
 * dashboard link's list shows: the counts and the lists use the same filters (TODO_QUERIES), so a list
 * opened from the dashboard shows exactly the counted rows (../todos.ts).
 */
import { DASHBOARD_PATHS } from '@/entities/dashboard/todos';
import { endpoint } from '../respond';
import { BRANCH_TODO, counts, PLATFORM_TODO } from '../todos';

export const dashboardHandlers = [
  endpoint('GET', DASHBOARD_PATHS.platformTodo, () => counts(PLATFORM_TODO)),
  endpoint('POST', DASHBOARD_PATHS.branchTodo, () => counts(BRANCH_TODO)),
];
