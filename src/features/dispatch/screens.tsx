/** The dispatcher's screens: the five to-do lists, their row screens and the income bill detail. */
import { EntityDetailPage } from '@/components/entity/EntityDetailPage';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { RowScreen } from '@/components/entity/RowScreen';
import { auditAction, branchDispatchAction, branchOrderSchema, checkSheetSchema, demandOrderSchema, incomeBillSchema, redispatchAction, scatteredOrderSchema } from './schemas';

export const ScatterNeedOrderPage = () => <EntityListPage schema={demandOrderSchema} />;
export const ScatterPlatformOrderListPage = () => <EntityListPage schema={scatteredOrderSchema} />;
export const CheckSheetPage = () => <EntityListPage schema={checkSheetSchema} />;
export const IzuIncomeBillPage = () => <EntityListPage schema={incomeBillSchema} />;
export const BranchOrderPage = () => <EntityListPage schema={branchOrderSchema} />;

export const DemandInfoPage = () => <RowScreen schema={demandOrderSchema} defaultParent="/scatterNeedOrder" />;
export const DispatchOrderBeforePage = () => <RowScreen schema={scatteredOrderSchema} defaultParent="/scatterPlatformOrderList" action={redispatchAction} />;
export const CheckSheetDetailPage = () => <RowScreen schema={checkSheetSchema} defaultParent="/checkSheet" />;
export const CheckSheetAuditPage = () => <RowScreen schema={checkSheetSchema} defaultParent="/checkSheet" action={auditAction} />;
export const BranchOrderDetailedPage = () => <RowScreen schema={branchOrderSchema} defaultParent="/branchOrder" />;
export const BranchOrderDispatchBeforePage = () => <RowScreen schema={branchOrderSchema} defaultParent="/branchOrder" action={branchDispatchAction} />;
export const IzuIncomeBillDetailedPage = () => <EntityDetailPage schema={incomeBillSchema} defaultParent="/izuIncomeBill" />;
