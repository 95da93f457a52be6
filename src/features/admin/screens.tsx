/** The admin area's screens built from declarations (§2 Admin): the fleet's vehicles — list, detail and edit. */
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { EntityDetailPage } from '@/components/entity/EntityDetailPage';
import { EntityFormPage } from '@/components/entity/EntityFormPage';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { usePermission } from '@/components/Permission';
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
