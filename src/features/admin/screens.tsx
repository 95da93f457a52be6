/** The admin area's screens built from declarations (§2 Admin): the fleet's vehicles — list, detail and edit — and the departments' tree. */
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { EntityDetailPage } from '@/components/entity/EntityDetailPage';
import { EntityFormPage } from '@/components/entity/EntityFormPage';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { EntityTreePage } from '@/components/entity/EntityTreePage';
import { usePermission } from '@/components/Permission';
import { department } from '@/entities/admin/department';
import { vehicle } from '@/entities/admin/vehicle';
import { useT } from '@/i18n/react';
import { PARENT_PARAM } from '@/lib/rowQuery';

/** "Add" opens the blank form, remembering this list (with its filter) to come back to. */
function AddVehicle() {
  const t = useT();
  const here = useLocation();
  const { can } = usePermission();
  if (!can(['vehicle:add'])) return null;
  return (
    <Link to={`/VehiclesEdit?${new URLSearchParams({ [PARENT_PARAM]: here.pathname + here.search })}`}>
      <Button type="primary" icon={<PlusOutlined />}>
        {t('entity.add')}
      </Button>
    </Link>
  );
}

export const VehiclesPage = () => <EntityListPage schema={vehicle} extra={<AddVehicle />} />;
export const VehiclesDetailPage = () => <EntityDetailPage schema={vehicle} defaultParent="/Vehicles" />;
/** /VehiclesEdit: edits the vehicle its `carId` names, or adds one without it. */
export const VehiclesEditPage = () => <EntityFormPage schema={vehicle} defaultParent="/Vehicles" />;

/** /Department: the company's departments as a tree table (add, rename, move, disable, delete; staff counts). */
export const DepartmentPage = () => <EntityTreePage schema={department} permissions={{ add: 'dept:add', edit: 'dept:edit' }} />;
