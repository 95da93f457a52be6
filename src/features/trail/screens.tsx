/**
 * The trail screens ([N], issue 23 item 4): one trail component (./TrailScreen.tsx), configured per route.
 */
import { offlineAlarm, powerAlarm } from '@/entities/monitor/alarm';
import { AlarmTrailScreen } from './AlarmTrail';
import { TrailScreen } from './TrailScreen';

/** §2 /VehicleTrail 车辆轨迹: a vehicle's trail of a period, played back. */
export function VehicleTrailPage() {
  return <TrailScreen variant="trail" />;
}

/** §2 /VehicleTrailDetail 轨迹详情: a trip's or a period's trail (opened from /vehicleRecord or a trip). */
export function VehicleTrailDetailPage() {
  return <TrailScreen variant="detail" />;
}

/** §2 /VehicleTrailOperation 车辆轨迹（运营）: the operations' trail, with the period's trips. */
export function VehicleTrailOperationPage() {
  return <TrailScreen variant="operation" />;
}

/** §2 /carVehicleTrail 车辆轨迹（车辆档案）: opened from a vehicle's file with its carId (the vehicle fixed). */
export function CarVehicleTrailPage() {
  return <TrailScreen variant="vehicleFile" />;
}

/** §2 /BiVehicleTrail 车辆轨迹（数据分析）: the trail with trip statistics (today by default). */
export function BiVehicleTrailPage() {
  return <TrailScreen variant="analytics" />;
}

/** §2 /vehicleRecord 行车记录: the period's trips, each opening its trail. */
export function VehicleRecordPage() {
  return <TrailScreen variant="record" />;
}

/** §2 /offlineReportDetail 离线明细: an off-line episode where the vehicle was last seen, and the trail up to it. */
export function OfflineAlarmPage() {
  return <AlarmTrailScreen schema={offlineAlarm} list="/DeviceDropReportDetail" />;
}

/** §2 /dismantleReportDetail 拆除报警明细: a removal (or power cut) alarm where it happened, and the trail around it. */
export function PowerAlarmPage() {
  return <AlarmTrailScreen schema={powerAlarm} list="/PowerOffReportDetail" />;
}
