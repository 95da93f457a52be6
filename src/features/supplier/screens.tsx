/** The supplier's screens: its lists, their row-as-JSON screens (§2) and the add/edit forms. */
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { EntityFormPage } from '@/components/entity/EntityFormPage';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { RowScreen } from '@/components/entity/RowScreen';
import { useT } from '@/i18n/react';
import { PARENT_PARAM } from '@/lib/rowQuery';
import { carSchema, driverSchema, scatteredBillSchema, supplierDemandOrderSchema, supplierOrderSchema } from './schemas';

/** "Add" opens the blank form, remembering this list (with its filter) to come back to. */
function AddButton({ to }: { to: string }) {
  const t = useT();
  const here = useLocation();
  return (
    <Link to={`${to}?${new URLSearchParams({ [PARENT_PARAM]: here.pathname + here.search })}`}>
      <Button type="primary" icon={<PlusOutlined />}>
        {t('entity.add')}
      </Button>
    </Link>
  );
}

export const SupplierDemandOrderPage = () => <EntityListPage schema={supplierDemandOrderSchema} />;
export const SupplierOrderDetailPage = () => <RowScreen schema={supplierDemandOrderSchema} defaultParent="/supplierDemandOrder" />;

export const ScatteredDriverInfoPage = () => <EntityListPage schema={driverSchema} extra={<AddButton to="/driverInfoHandleAdd" />} />;
export const DriverBaseInfoPage = () => <RowScreen schema={driverSchema} defaultParent="/scatteredDriverInfo" />;
/** /driverInfoHandleAdd and /driverInfoHandleEdit: one shared screen, editing when it has a row. */
export const DriverInfoHandlePage = () => <EntityFormPage schema={driverSchema} defaultParent="/scatteredDriverInfo" />;

export const ScatteredCarInfoPage = () => <EntityListPage schema={carSchema} extra={<AddButton to="/carAdd" />} />;
export const CarBaseInfoPage = () => <RowScreen schema={carSchema} defaultParent="/scatteredCarInfo" />;
export const CarEditPage = () => <EntityFormPage schema={carSchema} defaultParent="/scatteredCarInfo" mode="edit" />;
export const CarAddPage = () => <EntityFormPage schema={carSchema} defaultParent="/scatteredCarInfo" mode="add" />;

export const SupplierScatteredBillSecPage = () => <EntityListPage schema={scatteredBillSchema} />;
export const ScatterBillDetailPage = () => <RowScreen schema={scatteredBillSchema} defaultParent="/supplierScatteredBillSec" />;
/** A bill and its orders. */
export const ScatterBillListPage = () => (
  <RowScreen schema={scatteredBillSchema} defaultParent="/supplierScatteredBillSec">
    {(bill) => <EntityListPage schema={supplierOrderSchema} embedded fixed={{ supplierName: String(bill.supplierName ?? '') }} />}
  </RowScreen>
);
