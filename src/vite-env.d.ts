/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' starts the embedded demo backend (msw). Never true in a production build. */
  readonly VITE_MOCK?: string;
  /** Base URL of the real API; empty = same origin. */
  readonly VITE_API_BASE?: string;
  /** The map's style URL (production tiles); empty = the bundled demo basemap (docs/architecture.md "Maps"). */
  readonly VITE_MAP_STYLE_URL?: string;
  /** 'gcj02' when the style's tiles are drawn in GCJ-02 (most Chinese providers): positions are converted for display. */
  readonly VITE_MAP_COORDS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
