/** The dispatcher's screens: the five to-do lists, their row screens and the income bill detail. */
import { EntityDetailPage } from '@/components/entity/EntityDetailPage';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { RowScreen } from '@/components/entity/RowScreen';
import { transitionForm } from '@/entities/define';
import { branchOrder, checkSheet, demandOrder, incomeBill, scatteredOrder } from '@/entities/dispatch';

export const ScatterNeedOrderPage = () => <EntityListPage schema={demandOrder} />;
export const ScatterPlatformOrderListPage = () => <EntityListPage schema={scatteredOrder} />;
export const CheckSheetPage = () => <EntityListPage schema={checkSheet} />;
export const IzuIncomeBillPage = () => <EntityListPage schema={incomeBill} />;
export const BranchOrderPage = () => <EntityListPage schema={branchOrder} />;

const redispatch = transitionForm(scatteredOrder, 'redispatch');
const audit = transitionForm(checkSheet, 'audit');
const sendVehicle = transitionForm(branchOrder, 'dispatch');

export const DemandInfoPage = () => <RowScreen schema={demandOrder} defaultParent="/scatterNeedOrder" />;
export const DispatchOrderBeforePage = () => <RowScreen schema={scatteredOrder} defaultParent="/scatterPlatformOrderList" action={redispatch} />;
export const CheckSheetDetailPage = () => <RowScreen schema={checkSheet} defaultParent="/checkSheet" />;
export const CheckSheetAuditPage = () => <RowScreen schema={checkSheet} defaultParent="/checkSheet" action={audit} />;
export const BranchOrderDetailedPage = () => <RowScreen schema={branchOrder} defaultParent="/branchOrder" />;
export const BranchOrderDispatchBeforePage = () => <RowScreen schema={branchOrder} defaultParent="/branchOrder" action={sendVehicle} />;
export const IzuIncomeBillDetailedPage = () => <EntityDetailPage schema={incomeBill} defaultParent="/izuIncomeBill" />;
