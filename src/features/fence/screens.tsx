/**
 * The operator's fences (§2 /sopFenceList, issue 23 item 5): the fences' list (src/entities/monitor/fence.ts) under
 * the operator's menu — the same list, filters and row links as /electronicfencepage, whose add, edit and detail
 * screens it opens.
 */
import { EntityListPage } from '@/components/entity/EntityListPage';
import { AddLink } from '@/components/entity/screens';
import { fence } from '@/entities/monitor/fence';
import { fenceAlarm } from '@/entities/monitor/fenceAlarm';

export function SopFenceListPage() {
  return <EntityListPage schema={fence} extra={<AddLink to="/addmap" permission={fence.addPermission} />} />;
}

/**
 * §2 /FenceReportDetail 围栏报表详情: a fence's alarms (of one vehicle, in the period) opened from /FenceReport — the
 * fence alarms' own list (/FenceReportDeail's), filtered by the report row's fence, plate and period; each alarm opens
 * the fence's map with the alarm marked and the vehicle's trail around it.
 */
export function FenceReportDetailPage() {
  return <EntityListPage schema={fenceAlarm} />;
}
