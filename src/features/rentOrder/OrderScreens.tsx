/**
 * A rental order's own screens (issue [P]): /OrderDetail, the generic detail of the declaration
 * (src/entities/order/rentOrder.ts: its sections, fee tables, refunds, history and the steps its state and the user's
 * permissions allow) under a header saying the order at a glance — customer, car, stores and times, amounts — and
 * /orderCarDetail (`?orderNo=`), the order's car: its vehicle file (the vehicle entity's detail call, for those who
 * may open /Vehicles), its condition at pick-up and at return side by side, and its trail during the rental.
 */
import '@/i18n/parts/entity';
import { Alert, Button, Card, Descriptions, Flex, Space, Spin, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { EntityDetailPage } from '@/components/entity/EntityDetailPage';
import { useFieldDicts } from '@/components/entity/columns';
import { useEntityRow } from '@/components/entity/data';
import { valueNode } from '@/components/entity/kinds';
import { RowDescriptions } from '@/components/entity/RowScreen';
import { usePermission } from '@/components/Permission';
import { useScreenMeta } from '@/components/screenMeta';
import { vehicle } from '@/entities/admin/vehicle';
import { detailFields, sectionFields, type EntityField } from '@/entities/define';
import { rentOrder } from '@/entities/order/rentOrder';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { nowWallText } from '@/lib/clock';
import { formatAmount } from '@/lib/format';
import { PARENT_PARAM, parentPath } from '@/lib/rowQuery';

type Row = Record<string, unknown>;

/** The list an order's screens go back to when the address names none. */
const ORDERS = '/RentOrderManage';

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v as string | number));
const withParent = (path: string, query: Record<string, string>, parent: string) => `${path}?${new URLSearchParams({ ...query, [PARENT_PARAM]: parent })}`;

/** The order at a glance, above the detail's tabs; the car links to its vehicle file and to the order's car. */
function OrderHeader({ row, self }: { row: Row; self: string }) {
  const t = useT();
  const { can } = usePermission();
  const times = (booked: unknown, actual: unknown) => (
    <Flex vertical>
      <span>{t('rentOrder.header.booked', { time: text(booked) })}</span>
      {text(actual) && <span>{t('rentOrder.header.actual', { time: text(actual) })}</span>}
    </Flex>
  );
  const carId = text(row.carId);
  const plate = text(row.plate);
  const items = [
    { key: 'customer', label: t('rentOrder.header.customer'), children: [text(row.bookingUserName), text(row.bookingUserPhone), text(row.companyName)].filter(Boolean).join(' · ') },
    {
      key: 'car',
      label: t('rentOrder.header.car'),
      children: (
        <Space wrap size={[8, 0]}>
          {carId && plate && can(['Vehicles']) ? <Link to={withParent('/VehiclesDetail', { carId }, self)}>{plate}</Link> : <span>{plate}</span>}
          <span>{[text(row.modelName), text(row.levelName)].filter(Boolean).join(' · ')}</span>
          <Link to={withParent('/orderCarDetail', { orderNo: text(row.orderNo) }, self)}>{t('rentOrder.header.orderCar')}</Link>
        </Space>
      ),
    },
    { key: 'pickUp', label: t('rentOrder.header.pickUp'), children: <Flex vertical><span>{text(row.bookingGaincarStoreName)}</span>{times(row.bookingGaincarTime, row.pickUpTime)}</Flex> },
    { key: 'return', label: t('rentOrder.header.return'), children: <Flex vertical><span>{text(row.returnStoreName) || text(row.bookingBackcarStoreName)}</span>{times(row.bookingBackcarTime, row.returnTime)}</Flex> },
    {
      key: 'amounts',
      label: t('rentOrder.header.amounts'),
      children: (
        <Space wrap size={[8, 0]}>
          {text(row.orderStatusName) && <Tag color="processing">{text(row.orderStatusName)}</Tag>}
          <span>{t('rentOrder.header.amountLine', { total: formatAmount(row.orderTotalAmt), coupon: formatAmount(row.couponDeductAmt), pay: formatAmount(row.orderPayAmt), paid: formatAmount(row.paidAmt) })}</span>
        </Space>
      ),
    },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} style={{ marginBottom: 16 }} data-testid="order-header" />;
}

/** /OrderDetail: the declaration's detail (its steps in the toolbar) under the order's header. */
export function OrderDetailPage() {
  return <EntityDetailPage schema={rentOrder} defaultParent={ORDERS} header={(row, self) => <OrderHeader row={row} self={self} />} />;
}

/** The vehicle file of the order's car, read through the vehicle's own detail call; the order's record of it otherwise. */
function VehicleFile({ order, self }: { order: Row; self: string }) {
  const t = useT();
  const { can } = usePermission();
  const carId = text(order.carId);
  const allowed = can(['Vehicles']) && carId !== '';
  const loaded = useEntityRow(vehicle, allowed ? carId : null);
  const basic = vehicle.sections?.[0] ?? null;
  const orderCar = sectionFields(rentOrder, detailFields(rentOrder), rentOrder.sections?.find((s) => s.key === 'car') ?? null).filter((f) => ['plate', 'levelName', 'modelName'].includes(f.name));
  let body: ReactNode;
  if (!allowed) body = (
    <Flex vertical gap={8}>
      <Alert type="info" showIcon title={t('rentOrder.car.noRecord')} />
      <RowDescriptions schema={rentOrder} row={order} fields={orderCar} />
    </Flex>
  );
  else if (loaded.isPending) body = <Spin />;
  else if (loaded.isError || !loaded.data) body = <Alert type="error" showIcon title={loaded.error?.message || t('entity.loadFailed')} />;
  else body = <RowDescriptions schema={vehicle} row={loaded.data} fields={sectionFields(vehicle, detailFields(vehicle), basic)} />;
  return (
    <Card size="small" title={t('rentOrder.car.record')} extra={allowed && <Link to={withParent('/VehiclesDetail', { carId }, self)}>{t('rentOrder.header.vehicleFile')}</Link>}>
      {body}
    </Card>
  );
}

/** What was read of the car at pick-up and at return, side by side. */
function Condition({ order }: { order: Row }) {
  const t = useT();
  const lang = useLang();
  const field = (name: string) => rentOrder.fields.find((f) => f.name === name) as EntityField;
  const readings = [
    ['odometer', 'Mileage'],
    ['level', 'Level'],
    ['photo', 'Photo'],
    ['damage', 'Damage'],
  ] as const;
  const dicts = useFieldDicts([], lang);
  const cell = (name: string) => valueNode(field(name), order, lang, dicts, 'detail') || '—';
  const driven = Number(order.returnMileage) - Number(order.pickUpMileage);
  const rows = readings.map(([key, suffix]) => ({ key, item: t(`rentOrder.car.${key}`), pickUp: cell(`pickUp${suffix}`), back: cell(`return${suffix}`) }));
  return (
    <Card size="small" title={t('rentOrder.car.condition')} extra={Number.isFinite(driven) && text(order.returnMileage) && t('rentOrder.car.driven', { km: driven })}>
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { key: 'item', dataIndex: 'item', title: t('rentOrder.car.item'), width: 140 },
          { key: 'pickUp', dataIndex: 'pickUp', title: t('rentOrder.car.atPickUp') },
          { key: 'back', dataIndex: 'back', title: t('rentOrder.car.atReturn') },
        ]}
      />
    </Card>
  );
}

/** The car's trail during the rental: a link to the trail screen for that car and period (features do not import each other). */
function RentalTrail({ order }: { order: Row }) {
  const t = useT();
  const { can } = usePermission();
  const start = text(order.pickUpTime);
  const end = text(order.returnTime) || nowWallText();
  const carId = text(order.carId);
  return (
    <Card size="small" title={t('rentOrder.car.trail')}>
      {!start || !carId ? (
        <Typography.Text type="secondary">{t('rentOrder.car.notPickedUp')}</Typography.Text>
      ) : can(['VehicleTrail']) ? (
        <Link to={`/VehicleTrail?${new URLSearchParams({ carId, start, end })}`}>{t('rentOrder.car.openTrail', { start, end })}</Link>
      ) : (
        <Typography.Text>{t('rentOrder.car.openTrail', { start, end })}</Typography.Text>
      )}
    </Card>
  );
}

/** /orderCarDetail?orderNo=: the car of an order. */
export function OrderCarDetailPage() {
  const t = useT();
  const lang = useLang();
  const meta = useScreenMeta();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const here = useLocation();
  const self = here.pathname + here.search;
  const orderNo = query.get('orderNo')?.trim() ?? '';
  const parent = parentPath(query.get(PARENT_PARAM), ORDERS);
  const loaded = useEntityRow(rentOrder, orderNo || null);
  const back = <Button onClick={() => navigate(parent)}>{t('entity.row.back')}</Button>;
  let body: ReactNode;
  if (!orderNo) body = <Alert type="warning" showIcon title={t('entity.row.missing')} description={t('entity.row.hint')} />;
  else if (loaded.isPending) body = <Spin />;
  else if (loaded.isError || !loaded.data) body = <Alert type="error" showIcon title={loaded.error?.message || t('entity.loadFailed')} />;
  else
    body = (
      <Flex vertical gap={16}>
        <VehicleFile order={loaded.data} self={self} />
        <Condition order={loaded.data} />
        <RentalTrail order={loaded.data} />
      </Flex>
    );
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {pick(meta?.title ?? rentOrder.title, lang)}
        {orderNo && <Typography.Text type="secondary" style={{ fontSize: 14, marginInlineStart: 12 }}>{orderNo}</Typography.Text>}
      </Typography.Title>
      <Space style={{ marginBottom: 16 }}>{back}</Space>
      {body}
    </div>
  );
}
