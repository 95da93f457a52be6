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
const LazyShapeDraw = lazy(() => import('./ShapeDraw'));
const LazyShapeMap = lazy(() => import('./ShapeMap'));

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

/** Drawing a fence's shape with terra-draw (./ShapeDraw.tsx): the `geoShape` kind's input. */
export function ShapeDrawView(props: ComponentProps<typeof LazyShapeDraw>) {
  return (
    <Suspense fallback={<PlainLoading />}>
      <LazyShapeDraw {...props} />
    </Suspense>
  );
}

/** A fence's shape on the map, read-only (./ShapeMap.tsx): the `geoShape` kind's detail view. */
export function ShapeMapView(props: ComponentProps<typeof LazyShapeMap>) {
  return (
    <Suspense fallback={<PlainLoading />}>
      <LazyShapeMap {...props} />
    </Suspense>
  );
}
