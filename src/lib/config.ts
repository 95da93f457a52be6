/** Build-time configuration (Vite env). Pure: no app imports. */
export const config = {
  /** Base URL of the API; empty = same origin (the usual reverse-proxy deployment). */
  apiBase: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
  /** True when the embedded demo backend (msw) answers the API calls. */
  mock: import.meta.env.VITE_MOCK === 'true',
  /** The app's base path (Vite `base`), ending with '/'. */
  basePath: import.meta.env.BASE_URL,
} as const;
