/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' starts the embedded demo backend (msw). Never true in a production build. */
  readonly VITE_MOCK?: string;
  /** Base URL of the real API; empty = same origin. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
