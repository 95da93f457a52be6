/** The bills to clients (entities/bill): the demand bills' list, detail (with the export of its lines) and add screen; the customer bills' (./CustomerBillScreens). */
import '@/i18n/parts/entity';
import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { exportRows } from '@/api/entity';
import { EntityDetailPage } from '@/components/entity/EntityDetailPage';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { usePermission } from '@/components/Permission';
import { AddLink } from '@/components/entity/screens';
import { DEMAND_BILL_PERMISSIONS, demandBill, EXPORT_DEMAND_BILL_LINES } from '@/entities/bill';
import { bi, pick } from '@/i18n';
import { useLang } from '@/i18n/react';

export { DemandBillAddPage } from './DemandBillAddPage';
export { CustomerBillDetailPage, CustomerBillItemsPage, CustomerBillListPage } from './CustomerBillScreens';

export const DemandBillListPage = () => <EntityListPage schema={demandBill} extra={<AddLink to="/demandBillAddPage" permission={DEMAND_BILL_PERMISSIONS.add} />} />;

/** Exports a bill's lines (its orders as billed) as an xlsx file named after the bill. */
function ExportLines({ row }: { row: Record<string, unknown> }) {
  const lang = useLang();
  const { can } = usePermission();
  const [busy, setBusy] = useState(false);
  if (!can([DEMAND_BILL_PERMISSIONS.export])) return null;
  const billNo = String(row.billNo as string);
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => (setBusy(true), void exportRows(EXPORT_DEMAND_BILL_LINES, { billId: String(row.billId as number) }, `${billNo}${pick(bi('账单明细', '-lines'), lang)}`).finally(() => setBusy(false)))}>
      {pick(bi('导出账单明细', 'Export the lines'), lang)}
    </Button>
  );
}

export const DemandBillDetailPage = () => <EntityDetailPage schema={demandBill} defaultParent="/demandBill" extra={(row) => <ExportLines row={row} />} />;
