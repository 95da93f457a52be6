/**
 * Customer bills (entities/bill/customerBill.ts): the list, the bill (its amounts, payments received and balance, and
 * "record a payment"), and its items (each order's use fee and the fees added, filtered by fee type, exported).
 */
import '@/i18n/parts/entity';
import { UnorderedListOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Space, Spin, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useEntityRow } from '@/components/entity/data';
import { EntityDetailPage } from '@/components/entity/EntityDetailPage';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { RowDescriptions } from '@/components/entity/RowScreen';
import { useScreenMeta } from '@/components/screenMeta';
import { customerBill, customerBillItem } from '@/entities/bill';
import { bi, pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import { PARENT_PARAM, parentPath } from '@/lib/rowQuery';

const TEXT = {
  items: bi('账单明细', 'Items'),
  back: bi('返回', 'Back'),
  missing: bi('缺少账单编号', 'No bill is named'),
  loadFailed: bi('加载失败', 'Failed to load'),
};

const HEADER = ['billNo', 'customerName', 'billMonth', 'billStatus', 'orderCount', 'totalAmount', 'receivedAmount', 'balanceAmount'];
const headerFields = customerBill.fields.filter((f) => HEADER.includes(f.name));

export const CustomerBillListPage = () => <EntityListPage schema={customerBill} />;

/** The link from a bill to its items, coming back to where it was opened. */
function ItemsLink({ row, self }: { row: Record<string, unknown>; self: string }) {
  const lang = useLang();
  return (
    <Link to={`/customerBillDetailes?${new URLSearchParams({ billId: String(row.billId as number), [PARENT_PARAM]: self })}`}>
      <Button icon={<UnorderedListOutlined />}>{pick(TEXT.items, lang)}</Button>
    </Link>
  );
}

export const CustomerBillDetailPage = () => <EntityDetailPage schema={customerBill} defaultParent="/customerBillSec" extra={(row, self) => <ItemsLink row={row} self={self} />} />;

/** /customerBillDetailes?billId=…: the bill's header and its items (fee type filter, export of the bill's items). */
export function CustomerBillItemsPage() {
  const lang = useLang();
  const meta = useScreenMeta();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = query.get('billId')?.trim() ?? '';
  const parent = parentPath(query.get(PARENT_PARAM), '/customerBillSec');
  const bill = useEntityRow(customerBill, id);
  const back = <Button onClick={() => navigate(parent)}>{pick(TEXT.back, lang)}</Button>;
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {meta ? pick(meta.title, lang) : pick(customerBillItem.title, lang)}
      </Typography.Title>
      {!id ? (
        <Result status="warning" title={pick(TEXT.missing, lang)} extra={back} />
      ) : bill.isPending ? (
        <Spin />
      ) : bill.isError || !bill.data ? (
        <Space direction="vertical">
          <Alert type="error" showIcon title={bill.error?.message || pick(TEXT.loadFailed, lang)} />
          {back}
        </Space>
      ) : (
        <>
          <Space style={{ marginBottom: 16 }}>{back}</Space>
          <div style={{ marginBottom: 16 }}>
            <RowDescriptions schema={customerBill} row={bill.data} fields={headerFields} />
          </div>
          <EntityListPage schema={customerBillItem} embedded fixed={{ billId: id }} />
        </>
      )}
    </div>
  );
}
