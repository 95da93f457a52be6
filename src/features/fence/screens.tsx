/**
 * The operator's fences (§2 /sopFenceList, issue 23 item 5): the fences' list (src/entities/monitor/fence.ts) under
 * the operator's menu — the same list, filters and row links as /electronicfencepage, whose add, edit and detail
 * screens it opens.
 */
import { EntityListPage } from '@/components/entity/EntityListPage';
import { AddLink } from '@/components/entity/screens';
import { fence } from '@/entities/monitor/fence';

export function SopFenceListPage() {
  return <EntityListPage schema={fence} extra={<AddLink to="/addmap" permission={fence.addPermission} />} />;
}
