/**
 * The map's lazy doors (docs/architecture.md "Maps"): screens import these, never ./MapCanvas or ./VehicleMap, so
 * MapLibre and the basemap load only with a map screen (bench/run.mjs checks the first loads).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { PlainLoading } from '../PlainLoading';

export type { MapContext, MapCanvasProps } from './MapCanvas';
export type { VehicleMapProps } from './VehicleMap';
export { DEMO_ROADS_LABEL, mapConfig } from './config';

const LazyMap = lazy(() => import('./MapCanvas'));
const LazyVehicleMap = lazy(() => import('./VehicleMap'));

/** The map (MapLibre), loaded with the first screen that shows one. */
export function MapView(props: ComponentProps<typeof LazyMap>) {
  return (
    <Suspense fallback={<PlainLoading />}>
      <LazyMap {...props} />
    </Suspense>
  );
}

/** The map with the fleet's vehicles (./VehicleMap.tsx). */
export function VehicleMapView(props: ComponentProps<typeof LazyVehicleMap>) {
  return (
    <Suspense fallback={<div style={{ ...props.style, display: 'grid', placeItems: 'center' }}><PlainLoading /></div>}>
      <LazyVehicleMap {...props} />
    </Suspense>
  );
}
