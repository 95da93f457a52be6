/**
 * The paths of the approval calls ([H]; console-defined, docs/api.md §10), declared once, below api/: the console's
 * client (src/api/process.ts) and the demo backend (src/mocks/handlers/process.ts) both import them.
 */
export const PROCESS_PATHS = {
  instance: '/api/bpm/process-instance/get',
  create: '/api/bpm/process-instance/create',
  cancel: '/api/bpm/process-instance/cancel',
  tasksOf: '/api/bpm/task/list-by-process-instance-id',
  activities: '/api/bpm/activity/list',
  approve: '/api/bpm/task/approve',
  reject: '/api/bpm/task/reject',
} as const;
