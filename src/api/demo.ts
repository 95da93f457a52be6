/** Calls that only the embedded demo backend answers (documented in docs/api.md). */
import { post } from './http';

/** Restores the demo backend's seeded data. */
export function resetDemoData() {
  return post<null>('/api/demo/reset');
}
