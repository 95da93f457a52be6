/**
 * The monitoring screens ([N], issue 23): one live monitor (./LiveMonitor.tsx), configured per route.
 */
import { LiveMonitor } from './LiveMonitor';

export { DeviceListPage } from './DeviceListPage';

/** §2 /CarsMonitoring 车辆监控: the fleet's list beside the map. */
export function CarsMonitoringPage() {
  return <LiveMonitor list="side" follow={false} fullscreen={false} />;
}

/** §2 /RealTimePositioning 实时定位: one vehicle, chosen by plate (or `?carId=`), followed on the map. */
export function RealTimePositioningPage() {
  return <LiveMonitor list="none" follow fullscreen={false} />;
}

/** §2 /monitoringMap 监控地图: the map filling the screen, the list on demand, full screen. */
export function MonitoringMapPage() {
  return <LiveMonitor list="toggle" follow={false} fullscreen />;
}
