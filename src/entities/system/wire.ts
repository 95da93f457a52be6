/**
 * The paths of the console's platform calls that are not an entity's, declared once, below api/: the console's client
 * (src/api/http.ts, src/api/entity.ts, src/api/demo.ts) and the demo backend (src/mocks/handlers/system.ts, dict.ts)
 * both use them. §7 the usage report and §3 the pages' field visibility; the demo-only calls (docs/api.md).
 */
export const USAGE_REPORT_PATH = '/api/report/appendUserFunctionOperation';

export const FIELD_VISIBILITY_PATH = '/api/system/fieldVisibility/list';

/** §3 menu visibility entries of a page: `fieldName` with `isShow` 1 shown (anything else hides it). */
export interface FieldVisibility {
  fieldName: string;
  isShow: number;
}

/** Calls only the embedded demo backend answers: reset its data, its accounts, its fault injection. */
export const DEMO_PATHS = {
  reset: '/api/demo/reset',
  accounts: '/api/demo/accounts',
  faults: '/api/demo/faults',
} as const;
