/** The dashboard's to-do rows: one table, shared with the to-do list (/toDoList), in src/api/todos.ts. */
export { BRANCH_TODOS, PLATFORM_TODOS, type TodoItem } from '@/api/todos';
