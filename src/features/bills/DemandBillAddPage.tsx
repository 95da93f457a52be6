/**
 * /demandBillAddPage: a demand bill for an enterprise client's month (entities/bill/demandBill.ts). The client and the
 * month are chosen among those with finished orders still to bill (each with its count); the month's orders are
 * listed, all chosen at first; the totals follow the choice and the amounts as typed (`billTotals`, the function the
 * backend stores the bill with); the bill is created by the backend, which checks everything again. `?companyName=` and
 * `&billMonth=` open it with them chosen. The screen's first content (src/components/screenReady.ts) is the choice of
 * client and month once the clients and their orders to bill are read (or could not be).
 */
import '@/i18n/parts/entity';
import { Alert, Button, Card, Descriptions, Empty, Form, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useEntityGet, useEntityWrite } from '@/components/entity/data';
import { FieldInput } from '@/components/entity/FieldInput';
import { fieldRules } from '@/components/entity/rules';
import { usePermission } from '@/components/Permission';
import { useScreenMeta } from '@/components/screenMeta';
import { screenReady } from '@/components/screenReady';
import {
  BILL_COMPANY_OPTIONS, BILLABLE_ORDERS, type BillableLine, REMARK_MAX, billProblem, billTotals, CREATE_DEMAND_BILL, DEFAULT_TAX_RATE, DEMAND_BILL_PERMISSIONS, demandBill, NO_ORDERS_CHOSEN, TAX_RATE_OPTIONS,
} from '@/entities/bill';
import { bi, pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import { formatAmount } from '@/lib/format';
import { isMoneyValue } from '@/lib/money';
import { PARENT_PARAM, parentPath } from '@/lib/rowQuery';

const TEXT = {
  scope: bi('出账范围', 'What to bill'),
  company: bi('企业客户', 'Enterprise client'),
  month: bi('账单月份', 'Billing month'),
  chooseCompany: bi('请选择企业客户', 'Choose the enterprise client'),
  chooseMonth: bi('请选择账单月份', 'Choose the billing month'),
  toBill: (n: number) => bi(`${n}单待出账`, `${n} to bill`),
  orders: bi('待出账订单', 'Orders to bill'),
  ordersHint: bi('该企业客户在该月结束用车、已完成且未在其他有效账单中的需求订单；默认全部选中。', 'The client’s demand orders finished in that month and in no other live bill; all are chosen at first.'),
  noOrders: bi('该企业客户没有待出账的已完成需求订单', 'The client has no finished demand orders to bill'),
  amounts: bi('金额', 'Amounts'),
  chosen: (n: number, of: number) => bi(`已选 ${n} / ${of} 单`, `${n} of ${of} chosen`),
  net: bi('不含税金额（元）', 'Before tax (CNY)'),
  tax: bi('税额（元）', 'Tax (CNY)'),
  payable: bi('应付总额（元）', 'Payable (CNY)'),
  orderTotal: bi('订单金额（元）', 'Orders (CNY)'),
  taxRate: bi('税率', 'Tax rate'),
  chooseTaxRate: bi('请选择税率', 'Choose the tax rate'),
  remark: bi('备注', 'Remark'),
  submit: bi('生成账单', 'Create the bill'),
  back: bi('返回', 'Back'),
  created: bi('账单已生成', 'Bill created'),
  loadFailed: bi('加载失败', 'Failed to load'),
};

type Line = BillableLine;

interface Values {
  extraFeeAmount?: string | number;
  discountAmount?: string | number;
  taxRate: string;
  remark?: string;
}

const field = (name: string) => demandBill.fields.find((f) => f.name === name)!;
/** A typed amount the totals can use (an amount the rules refuse counts as nothing until corrected). */
const amountOf = (v: unknown) => (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')) && isMoneyValue(v) ? String(v) : 0;

export function DemandBillAddPage() {
  const lang = useLang();
  const tx = (b: { 'zh-CN': string; 'en-US': string }) => pick(b, lang);
  const meta = useScreenMeta();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const parent = parentPath(query.get(PARENT_PARAM), '/demandBill');
  const { can } = usePermission();
  const write = useEntityWrite(demandBill);
  const [form] = Form.useForm<Values>();
  const [company, setCompany] = useState<string | undefined>(query.get('companyName') ?? undefined);
  const [month, setMonth] = useState<string | undefined>(query.get('billMonth') ?? undefined);
  // The orders left out, for the client and month they were chosen in (a new choice starts with all of them in).
  const [left, setLeft] = useState<{ scope: string; out: string[] }>({ scope: '', out: [] });
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const extra = Form.useWatch('extraFeeAmount', form);
  const discount = Form.useWatch('discountAmount', form);
  const taxRate = Form.useWatch('taxRate', form) ?? String(DEFAULT_TAX_RATE);

  const companies = useEntityGet<{ value: string; label: string }[]>(BILL_COMPANY_OPTIONS);
  const billable = useEntityGet<Line[]>(BILLABLE_ORDERS);
  const all = useMemo(() => billable.data ?? [], [billable.data]);
  const count = (pred: (l: Line) => boolean) => all.filter(pred).length;
  const months = useMemo(() => [...new Set(all.filter((l) => l.companyName === company).map((l) => l.billMonth))].sort(), [all, company]);
  const chosenMonth = month && months.includes(month) ? month : months.length === 1 ? months[0] : undefined;
  const orders = all.filter((l) => l.companyName === company && l.billMonth === chosenMonth);
  const scope = `${company ?? ''}|${chosenMonth ?? ''}`;
  const out = left.scope === scope ? left.out : [];
  const selected = orders.filter((o) => !out.includes(o.demandOrderNo));
  const totals = billTotals({ lineAmounts: selected.map((o) => o.orderAmount), extraFeeAmount: amountOf(extra), discountAmount: amountOf(discount), taxRate });
  const problem = billProblem(totals);

  const submit = async () => {
    setRefusal(null);
    const values = await form.validateFields().catch(() => null);
    if (!values || !company || !chosenMonth || selected.length === 0 || problem) return;
    setSaving(true);
    const r = await write({
      path: CREATE_DEMAND_BILL,
      payload: {
        companyName: company, billMonth: chosenMonth, demandOrderNos: selected.map((o) => o.demandOrderNo).join(','), taxRate: values.taxRate,
        extraFeeAmount: values.extraFeeAmount === undefined || values.extraFeeAmount === '' ? undefined : String(values.extraFeeAmount),
        discountAmount: values.discountAmount === undefined || values.discountAmount === '' ? undefined : String(values.discountAmount),
        remark: values.remark?.trim() || undefined,
      },
    });
    setSaving(false);
    if (r.ok && r.data) navigate(`/demandBillDetailPage?${new URLSearchParams({ billId: String(r.data.billId), [PARENT_PARAM]: parent })}`, { replace: true });
    else setRefusal(r.msg);
  };

  const columns: ColumnsType<Line> = [
    { key: 'no', dataIndex: 'demandOrderNo', title: tx(bi('需求单号', 'Demand no.')) },
    { key: 'city', dataIndex: 'cityName', title: tx(bi('用车城市', 'City')) },
    { key: 'level', dataIndex: 'levelName', title: tx(bi('车型级别', 'Car level')) },
    { key: 'plate', dataIndex: 'plate', title: tx(bi('车牌号', 'Plate')) },
    { key: 'start', dataIndex: 'useStartTime', title: tx(bi('用车开始', 'Use from')) },
    { key: 'end', dataIndex: 'useEndTime', title: tx(bi('用车结束', 'Use until')) },
    { key: 'vehicles', dataIndex: 'vehicleNum', title: tx(bi('用车数量', 'Vehicles')), align: 'right' },
    { key: 'days', dataIndex: 'useDays', title: tx(bi('用车天数', 'Days')), align: 'right' },
    { key: 'price', dataIndex: 'dailyPrice', title: tx(bi('日单价（元）', 'Daily price (CNY)')), align: 'right', render: (v: number) => formatAmount(v) },
    { key: 'amount', dataIndex: 'orderAmount', title: tx(bi('订单金额（元）', 'Amount (CNY)')), align: 'right', render: (v: number) => formatAmount(v) },
  ];

  const companyOptions = (companies.data ?? []).map((c) => {
    const n = count((l) => l.companyName === c.value);
    return { value: c.value, label: n ? `${c.label}（${tx(TEXT.toBill(n))}）` : c.label, disabled: n === 0 };
  });
  const monthOptions = months.map((m) => ({ value: m, label: `${m}（${tx(TEXT.toBill(count((l) => l.companyName === company && l.billMonth === m)))}）` }));
  const mayCreate = can([DEMAND_BILL_PERMISSIONS.add]);

  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {meta ? pick(meta.title, lang) : tx(bi('新增需求账单', 'Add demand bill'))}
      </Typography.Title>
      {(companies.isError || billable.isError) && <Alert type="error" showIcon title={companies.error?.message || billable.error?.message || tx(TEXT.loadFailed)} style={{ marginBottom: 16 }} />}
      <Card {...screenReady(!companies.isPending && !billable.isPending)} title={tx(TEXT.scope)} size="small" style={{ marginBottom: 16 }}>
        <Space wrap size="large">
          <Space>
            <span>{tx(TEXT.company)}</span>
            <Select
              data-testid="bill-company" style={{ width: 360 }} showSearch optionFilterProp="label" placeholder={tx(TEXT.chooseCompany)} value={company}
              loading={companies.isPending || billable.isPending} options={companies.isPending || billable.isPending ? [] : companyOptions}
              onChange={(v: string) => (setCompany(v), setMonth(undefined))}
            />
          </Space>
          <Space>
            <span>{tx(TEXT.month)}</span>
            <Select data-testid="bill-month" style={{ width: 220 }} placeholder={tx(TEXT.chooseMonth)} value={chosenMonth} disabled={!company} options={monthOptions} onChange={(v: string) => setMonth(v)} />
          </Space>
        </Space>
      </Card>
      <Card title={tx(TEXT.orders)} size="small" style={{ marginBottom: 16 }} extra={chosenMonth ? <span data-testid="bill-chosen-count">{tx(TEXT.chosen(selected.length, orders.length))}</span> : null}>
        <Typography.Paragraph type="secondary">{tx(TEXT.ordersHint)}</Typography.Paragraph>
        {company && months.length === 0 && !billable.isPending ? (
          <Empty description={tx(TEXT.noOrders)} />
        ) : (
          <Table<Line>
            data-testid="bill-orders" rowKey="demandOrderNo" size="small" pagination={false} columns={columns} dataSource={orders} scroll={{ x: 'max-content' }}
            rowSelection={{
              selectedRowKeys: selected.map((o) => o.demandOrderNo),
              onChange: (keys) => setLeft({ scope, out: orders.filter((o) => !keys.includes(o.demandOrderNo)).map((o) => o.demandOrderNo) }),
            }}
          />
        )}
        {chosenMonth && selected.length === 0 && orders.length > 0 && <Alert type="warning" showIcon title={tx(NO_ORDERS_CHOSEN)} style={{ marginTop: 12 }} />}
      </Card>
      <Card title={tx(TEXT.amounts)} size="small" style={{ marginBottom: 16 }}>
        <Form form={form} layout="vertical" initialValues={{ taxRate: String(DEFAULT_TAX_RATE) }} style={{ maxWidth: 720 }}>
          <Space wrap size="large" align="start">
            {(['extraFeeAmount', 'discountAmount'] as const).map((name) => (
              <Form.Item key={name} name={name} label={tx(field(name).label)} rules={fieldRules(field(name), lang)} style={{ width: 220 }}>
                <FieldInput field={field(name)} label={tx(field(name).label)} />
              </Form.Item>
            ))}
            <Form.Item name="taxRate" label={tx(TEXT.taxRate)} rules={[{ required: true, message: tx(TEXT.chooseTaxRate) }]} style={{ width: 160 }}>
              <Select options={TAX_RATE_OPTIONS.map((o) => ({ value: o.value, label: tx(o.label) }))} />
            </Form.Item>
          </Space>
          <Form.Item name="remark" label={tx(TEXT.remark)}>
            <FieldInput field={field('remark')} label={tx(TEXT.remark)} extras={{ maxLength: REMARK_MAX }} />
          </Form.Item>
        </Form>
        <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} data-testid="bill-totals">
          <Descriptions.Item label={tx(TEXT.orderTotal)}>{formatAmount(totals.orderAmount)}</Descriptions.Item>
          <Descriptions.Item label={tx(TEXT.net)}>{formatAmount(totals.netAmount)}</Descriptions.Item>
          <Descriptions.Item label={tx(TEXT.tax)}>{formatAmount(totals.taxAmount)}</Descriptions.Item>
          <Descriptions.Item label={tx(TEXT.payable)}>
            <strong data-testid="bill-payable">{formatAmount(totals.payableAmount)}</strong>
          </Descriptions.Item>
        </Descriptions>
        {problem && <Alert type="error" showIcon title={tx(problem)} style={{ marginTop: 12 }} />}
        {refusal && <Alert type="error" showIcon title={refusal} style={{ marginTop: 12 }} />}
      </Card>
      <Space>
        <Button onClick={() => navigate(parent)}>{tx(TEXT.back)}</Button>
        {mayCreate && (
          <Button type="primary" loading={saving} disabled={!chosenMonth || selected.length === 0 || !!problem} onClick={() => void submit()}>
            {tx(TEXT.submit)}
          </Button>
        )}
      </Space>
    </div>
  );
}
