/**
 * Coordinates for display (docs/architecture.md "Maps"): every stored and transmitted coordinate is WGS-84; a
 * production tile source drawn in GCJ-02 (most Chinese providers; `VITE_MAP_COORDS=gcj02`) needs positions shifted
 * the same way before they are drawn, and a point picked on such a map shifted back before it is stored. gcoord does
 * the conversion (it leaves points outside mainland China as they are, as GCJ-02 does). Loaded with the map chunk.
 */
import gcoord from 'gcoord';

export type CoordSystem = 'wgs84' | 'gcj02';

/** The display system configured for this build (default WGS-84: the bundled basemap's and the feed's). */
export function configuredCoordSystem(value: string | undefined = import.meta.env.VITE_MAP_COORDS): CoordSystem {
  return value?.trim().toLowerCase() === 'gcj02' ? 'gcj02' : 'wgs84';
}

/** A stored (WGS-84) position as the map draws it; a new array, the stored one untouched. */
export function toDisplay(lng: number, lat: number, system: CoordSystem): [number, number] {
  if (system === 'wgs84') return [lng, lat];
  const [x, y] = gcoord.transform([lng, lat], gcoord.WGS84, gcoord.GCJ02);
  return [x, y];
}

/** A position picked on the map back to WGS-84 for storing. */
export function fromDisplay(lng: number, lat: number, system: CoordSystem): [number, number] {
  if (system === 'wgs84') return [lng, lat];
  const [x, y] = gcoord.transform([lng, lat], gcoord.GCJ02, gcoord.WGS84);
  return [x, y];
}
