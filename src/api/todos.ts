/** The signed-in account's to-do counts (GET /api/lingsan/todo/mine); the rows and their meaning: src/entities/dashboard/todos.ts. */
import { MY_TODOS_PATH, type MyTodoCounts } from '@/entities/dashboard/todos';
import { get, type ApiResult, type GetOptions } from './http';

export { BRANCH_TODOS, MY_TODOS_PATH, PLATFORM_TODOS, SUPPLIER_TODOS } from '@/entities/dashboard/todos';
export type { MyTodoCounts, SupplierTodoCounts, TodoItem } from '@/entities/dashboard/todos';

/** The signed-in account's to-do counts (GET, no parameters). */
export function fetchMyTodos(opts: GetOptions = {}): Promise<ApiResult<MyTodoCounts>> {
  return get<MyTodoCounts>(MY_TODOS_PATH, undefined, opts);
}
