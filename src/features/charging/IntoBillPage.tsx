/**
 * /SopChargingIntoBill: posts an operator's un-posted charging orders of a month into a new charging bill
 * (entities/charging/bill.ts). The operator and the month are chosen among those with orders to post (each with its
 * count); the month's orders are listed, all chosen at first; the totals follow the choice (`sumExact`, the sums the
 * backend stores); the backend checks everything again and refuses an order already in a live bill.
 */
import '@/i18n/parts/entity';
import { Alert, Button, Card, Descriptions, Empty, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useEntityGet, useEntityWrite } from '@/components/entity/data';
import { usePermission } from '@/components/Permission';
import { useScreenMeta } from '@/components/screenMeta';
import { CHARGING_BILL_PERMISSIONS, chargingBill, POST_INTO_BILL, POSTABLE_ORDERS, sumExact, type PostableLine } from '@/entities/charging';
import { bi, pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import { formatAmount } from '@/lib/format';
import { PARENT_PARAM, parentPath } from '@/lib/rowQuery';
import { screenReady } from '@/components/screenReady';

const TEXT = {
  scope: bi('入账范围', 'What to post'),
  operator: bi('电站运营商', 'Operator'),
  month: bi('账单月份', 'Month'),
  chooseOperator: bi('请选择电站运营商', 'Choose the operator'),
  chooseMonth: bi('请选择账单月份', 'Choose the month'),
  toPost: (n: number) => bi(`${n}单待入账`, `${n} to post`),
  orders: bi('待入账充电订单', 'Orders to post'),
  hint: bi('该运营商在该月开始、未在任何有效账单中的充电订单；默认全部选中。', 'The operator’s charging orders started in that month and in no live bill; all are chosen at first.'),
  none: bi('该运营商没有待入账的充电订单', 'The operator has no orders to post'),
  noneChosen: bi('请至少选择一个充电订单', 'Choose at least one charging order'),
  chosen: (n: number, of: number) => bi(`已选 ${n} / ${of} 单`, `${n} of ${of} chosen`),
  kwh: bi('充电量（kWh）', 'Energy (kWh)'),
  electricity: bi('电费（元）', 'Electricity (CNY)'),
  service: bi('服务费（元）', 'Service fee (CNY)'),
  total: bi('账单金额（元）', 'Amount (CNY)'),
  submit: bi('生成账单', 'Create the bill'),
  back: bi('返回', 'Back'),
  loadFailed: bi('加载失败', 'Failed to load'),
};

export function ChargingIntoBillPage() {
  const lang = useLang();
  const tx = (b: { 'zh-CN': string; 'en-US': string }) => pick(b, lang);
  const meta = useScreenMeta();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const parent = parentPath(query.get(PARENT_PARAM), '/SopChargingBill');
  const { can } = usePermission();
  const write = useEntityWrite(chargingBill);
  const [operator, setOperator] = useState<string | undefined>(query.get('operatorName') ?? undefined);
  const [month, setMonth] = useState<string | undefined>(query.get('billMonth') ?? undefined);
  const [left, setLeft] = useState<{ scope: string; out: string[] }>({ scope: '', out: [] });
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const postable = useEntityGet<PostableLine[]>(POSTABLE_ORDERS);
  const all = useMemo(() => postable.data ?? [], [postable.data]);
  const operators = useMemo(() => [...new Set(all.map((l) => l.operatorName))].sort(), [all]);
  const months = useMemo(() => [...new Set(all.filter((l) => l.operatorName === operator).map((l) => l.billMonth))].sort(), [all, operator]);
  const chosenMonth = month && months.includes(month) ? month : months.length === 1 ? months[0] : undefined;
  const orders = all.filter((l) => l.operatorName === operator && l.billMonth === chosenMonth);
  const scope = `${operator ?? ''}|${chosenMonth ?? ''}`;
  const out = left.scope === scope ? left.out : [];
  const selected = orders.filter((o) => !out.includes(o.orderNo));
  const total = (k: 'kwh' | 'electricityFee' | 'serviceFee' | 'totalAmount') => sumExact(selected.map((o) => o[k]));
  const count = (pred: (l: PostableLine) => boolean) => all.filter(pred).length;

  const submit = async () => {
    setRefusal(null);
    if (!operator || !chosenMonth || selected.length === 0) return;
    setSaving(true);
    const r = await write({ path: POST_INTO_BILL, payload: { operatorName: operator, billMonth: chosenMonth, orderNos: selected.map((o) => o.orderNo).join(',') } });
    setSaving(false);
    if (r.ok) navigate(parent, { replace: true });
    else setRefusal(r.msg);
  };

  const columns: ColumnsType<PostableLine> = [
    { key: 'no', dataIndex: 'orderNo', title: tx(bi('充电单号', 'Order no.')) },
    { key: 'plate', dataIndex: 'plate', title: tx(bi('车牌号', 'Plate')) },
    { key: 'station', dataIndex: 'stationName', title: tx(bi('充电站', 'Station')) },
    { key: 'start', dataIndex: 'startTime', title: tx(bi('开始时间', 'Start')) },
    { key: 'kwh', dataIndex: 'kwh', title: tx(TEXT.kwh), align: 'right' },
    { key: 'electricity', dataIndex: 'electricityFee', title: tx(TEXT.electricity), align: 'right', render: (v: number) => formatAmount(v) },
    { key: 'service', dataIndex: 'serviceFee', title: tx(TEXT.service), align: 'right', render: (v: number) => formatAmount(v) },
    { key: 'total', dataIndex: 'totalAmount', title: tx(bi('合计（元）', 'Total (CNY)')), align: 'right', render: (v: number) => formatAmount(v) },
  ];
  const operatorOptions = operators.map((o) => ({ value: o, label: `${o}（${tx(TEXT.toPost(count((l) => l.operatorName === o)))}）` }));
  const monthOptions = months.map((m) => ({ value: m, label: `${m}（${tx(TEXT.toPost(count((l) => l.operatorName === operator && l.billMonth === m)))}）` }));

  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {meta ? pick(meta.title, lang) : tx(bi('充电订单入账', 'Post charging orders to a bill'))}
      </Typography.Title>
      {postable.isError && <Alert type="error" showIcon title={postable.error?.message || tx(TEXT.loadFailed)} style={{ marginBottom: 16 }} />}
      <Card title={tx(TEXT.scope)} size="small" style={{ marginBottom: 16 }}>
        <Space wrap size="large">
          <Space>
            <span>{tx(TEXT.operator)}</span>
            <Select
              data-testid="post-operator" style={{ width: 360 }} placeholder={tx(TEXT.chooseOperator)} value={operator} loading={postable.isPending}
              options={operatorOptions} onChange={(v: string) => (setOperator(v), setMonth(undefined))}
            />
          </Space>
          <Space>
            <span>{tx(TEXT.month)}</span>
            <Select data-testid="post-month" style={{ width: 220 }} placeholder={tx(TEXT.chooseMonth)} value={chosenMonth} disabled={!operator} options={monthOptions} onChange={(v: string) => setMonth(v)} />
          </Space>
        </Space>
      </Card>
      <Card title={tx(TEXT.orders)} size="small" style={{ marginBottom: 16 }} extra={chosenMonth ? <span data-testid="post-chosen-count">{tx(TEXT.chosen(selected.length, orders.length))}</span> : null}>
        <Typography.Paragraph type="secondary">{tx(TEXT.hint)}</Typography.Paragraph>
        {operator && months.length === 0 && !postable.isPending ? (
          <Empty {...screenReady(true)} description={tx(TEXT.none)} />
        ) : (
          <Table<PostableLine>
            // The orders to post (their first content, src/components/screenReady.ts) once read.
            {...screenReady(!postable.isPending)}
            data-testid="post-orders" rowKey="orderNo" size="small" pagination={false} columns={columns} dataSource={orders} scroll={{ x: 'max-content' }}
            rowSelection={{
              selectedRowKeys: selected.map((o) => o.orderNo),
              onChange: (keys) => setLeft({ scope, out: orders.filter((o) => !keys.includes(o.orderNo)).map((o) => o.orderNo) }),
            }}
          />
        )}
        {chosenMonth && selected.length === 0 && orders.length > 0 && <Alert type="warning" showIcon title={tx(TEXT.noneChosen)} style={{ marginTop: 12 }} />}
        <Descriptions size="small" bordered column={{ xs: 1, md: 4 }} data-testid="post-totals" style={{ marginTop: 16 }}>
          <Descriptions.Item label={tx(TEXT.kwh)}>{total('kwh')}</Descriptions.Item>
          <Descriptions.Item label={tx(TEXT.electricity)}>{formatAmount(total('electricityFee'))}</Descriptions.Item>
          <Descriptions.Item label={tx(TEXT.service)}>{formatAmount(total('serviceFee'))}</Descriptions.Item>
          <Descriptions.Item label={tx(TEXT.total)}>
            <strong data-testid="post-total">{formatAmount(total('totalAmount'))}</strong>
          </Descriptions.Item>
        </Descriptions>
        {refusal && <Alert type="error" showIcon title={refusal} style={{ marginTop: 12 }} />}
      </Card>
      <Space>
        <Button onClick={() => navigate(parent)}>{tx(TEXT.back)}</Button>
        {can([CHARGING_BILL_PERMISSIONS.post]) && (
          <Button type="primary" loading={saving} disabled={!chosenMonth || selected.length === 0} onClick={() => void submit()}>
            {tx(TEXT.submit)}
          </Button>
        )}
      </Space>
    </div>
  );
}
