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
  /**
   * The demo backend's response time at most, in ms (drawn from 0 to it); unset = msw's realistic 100–400 ms. The
   * browser tests' demo build sets it (tests/tools/run-all.mjs): they wait for states, not for the network's pace.
   */
  readonly VITE_DEMO_DELAY_MS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
