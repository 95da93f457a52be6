/** The supplier's screens: its lists, their row-as-JSON screens (§2) and the add/edit forms. */
import { EntityFormPage } from '@/components/entity/EntityFormPage';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { RowScreen } from '@/components/entity/RowScreen';
import { AddLink } from '@/components/entity/screens';
import { car, supplierDriver, scatteredBill, supplierDemandOrder, supplierOrder } from '@/entities/supplier';

export const SupplierDemandOrderPage = () => <EntityListPage schema={supplierDemandOrder} />;
export const SupplierOrderDetailPage = () => <RowScreen schema={supplierDemandOrder} defaultParent="/supplierDemandOrder" />;

export const ScatteredDriverInfoPage = () => <EntityListPage schema={supplierDriver} extra={<AddLink to="/driverInfoHandleAdd" />} />;
export const DriverBaseInfoPage = () => <RowScreen schema={supplierDriver} defaultParent="/scatteredDriverInfo" />;
/** /driverInfoHandleAdd and /driverInfoHandleEdit: one shared screen, editing when it has a row. */
export const DriverInfoHandlePage = () => <EntityFormPage schema={supplierDriver} defaultParent="/scatteredDriverInfo" />;

export const ScatteredCarInfoPage = () => <EntityListPage schema={car} extra={<AddLink to="/carAdd" />} />;
export const CarBaseInfoPage = () => <RowScreen schema={car} defaultParent="/scatteredCarInfo" />;
export const CarEditPage = () => <EntityFormPage schema={car} defaultParent="/scatteredCarInfo" mode="edit" />;
export const CarAddPage = () => <EntityFormPage schema={car} defaultParent="/scatteredCarInfo" mode="add" />;

export const SupplierScatteredBillSecPage = () => <EntityListPage schema={scatteredBill} />;
export const ScatterBillDetailPage = () => <RowScreen schema={scatteredBill} defaultParent="/supplierScatteredBillSec" />;
/** A bill and its orders. */
export const ScatterBillListPage = () => (
  <RowScreen schema={scatteredBill} defaultParent="/supplierScatteredBillSec">
    {(bill) => <EntityListPage schema={supplierOrder} embedded fixed={{ supplierName: String(bill.supplierName ?? '') }} />}
  </RowScreen>
);
