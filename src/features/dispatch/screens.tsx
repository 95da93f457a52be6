/**
 * The dispatcher's screens: the five to-do lists, their detail and step routes and the income bill detail.
 * An inspection sheet's 审核, a branch order's 派车 and an ad-hoc order's 重新派单 are dialogs on the record (its row,
 * its detail); the first two's §2 routes (/checkSheetAudit, /branchOrderDispatchBefore) are declared on their
 * transitions and drawn from there (components/entity/StepScreen), docs/architecture.md "Step dialogs".
 */
import { Alert, Button, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useEntityPage } from '@/components/entity/data';
import { EntityDetailPage } from '@/components/entity/EntityDetailPage';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { RowScreen } from '@/components/entity/RowScreen';
import { stepRecordId } from '@/lib/rowQuery';
import '@/i18n/parts/entity';
import { useT } from '@/i18n/react';
import { branchOrder, checkSheet, demandOrder, incomeBill, scatteredOrder } from '@/entities/dispatch';

export const ScatterNeedOrderPage = () => <EntityListPage schema={demandOrder} />;
export const ScatterPlatformOrderListPage = () => <EntityListPage schema={scatteredOrder} />;
export const CheckSheetPage = () => <EntityListPage schema={checkSheet} />;
export const IzuIncomeBillPage = () => <EntityListPage schema={incomeBill} />;
export const BranchOrderPage = () => <EntityListPage schema={branchOrder} />;

export const DemandInfoPage = () => <RowScreen schema={demandOrder} defaultParent="/scatterNeedOrder" />;

/** The ad-hoc order's detail by its id, with the 重新派单 dialog open when its dispatch was returned (a quiet step). */
const OrderToDispatch = ({ id }: { id: string }) => (
  <EntityDetailPage key={id} schema={scatteredOrder} defaultParent="/scatterPlatformOrderList" step={{ key: 'redispatch', id, quiet: true, onClose: () => undefined }} />
);

/**
 * An order named by its number (`?orderNo=`): found in the list by that exact number (else no record is named). A
 * failed look-up is not "no record": nothing is shown but why it failed, with a retry (the rows of an earlier answer
 * are not used).
 */
function OrderByNumber({ orderNo }: { orderNo: string }) {
  const t = useT();
  const found = useEntityPage(scatteredOrder, { orderNo, page: 1, pageSize: 10 });
  if (found.isPending) return <Spin />;
  if (found.isError) {
    const retry = (
      <Button size="small" loading={found.isFetching} onClick={() => void found.refetch()}>
        {t('entity.row.retry')}
      </Button>
    );
    return <Alert type="error" showIcon title={t('entity.row.lookupFailed', { msg: found.error.message || t('entity.loadFailed') })} action={retry} />;
  }
  const order = found.data.result.find((r) => r.orderNo === orderNo);
  return <OrderToDispatch id={order ? String(order.orderId) : ''} />;
}

/**
 * /dispatchOrderBefore (§2 派单): the ad-hoc order's detail, by its id (`?orderId=`, or an older link's row) or its
 * number (`?orderNo=`), with the 重新派单 dialog open when its dispatch was returned; closing the dialog leaves the
 * detail.
 */
export function DispatchOrderBeforePage() {
  const [query] = useSearchParams();
  const id = stepRecordId(query, scatteredOrder.rowKey);
  const orderNo = query.get('orderNo')?.trim();
  return !id && orderNo ? <OrderByNumber orderNo={orderNo} /> : <OrderToDispatch id={id} />;
}

export const CheckSheetDetailPage = () => <EntityDetailPage schema={checkSheet} defaultParent="/checkSheet" />;
export const BranchOrderDetailedPage = () => <EntityDetailPage schema={branchOrder} defaultParent="/branchOrder" />;
export const IzuIncomeBillDetailedPage = () => <EntityDetailPage schema={incomeBill} defaultParent="/izuIncomeBill" />;
