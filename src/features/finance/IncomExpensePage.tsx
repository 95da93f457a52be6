/**
 * /izuIncomExpense — income and expenditure by bill month: the partners' confirmed and settled income bills against
 * the suppliers' paid expense bills (their payable), the margin and its rate (`incomeExpenseOf`, computed by the
 * backend: GET INCOME_EXPENSE_PATH). The period (at most 24 months) and a partner or a supplier are in the address;
 * the chart reads as a table too and exports as xlsx; clicking a month (a bar, a table row) shows its bills' links:
 * the income bills and the paid expense bills of that month.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, DatePicker, Row, Select, Space, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { exportIncomeExpense } from '@/api/finance';
import { ChartCard } from '@/components/charts/ChartCard';
import type { ChartOption } from '@/components/charts/EChart';
import { useEntityGet } from '@/components/entity/data';
import { useScreenMeta } from '@/components/screenMeta';
import { EXPENSE_STATES, INCOME_EXPENSE_PATH, summaryPeriodProblem, type IncomeExpense, type MonthTotals } from '@/entities/finance/summary';
import { bi, pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import { formatAmount } from '@/lib/format';

const TEXT = {
  period: bi('统计月份', 'Months'),
  partner: bi('合作方', 'Partner'),
  supplier: bi('供应商', 'Supplier'),
  all: bi('全部', 'All'),
  note: bi('收入为合作方已确认、已结算的收入账单金额，支出为已付款支出账单的应付金额，均按账单月份统计；选择合作方时只统计收入，选择供应商时只统计支出。', 'Income: the partners’ confirmed and settled income bills; expense: the payable of paid expense bills; both by bill month. Choosing a partner counts income only, a supplier expense only.'),
  month: bi('月份', 'Month'),
  income: bi('收入（元）', 'Income (CNY)'),
  incomeBills: bi('收入账单数', 'Income bills'),
  expense: bi('支出（元）', 'Expense (CNY)'),
  expenseBills: bi('支出账单数', 'Expense bills'),
  margin: bi('毛利（元）', 'Margin (CNY)'),
  rate: bi('毛利率', 'Margin rate'),
  chart: bi('月度收支', 'Income and expense by month'),
  export: bi('导出', 'Export'),
  total: bi('合计', 'Total'),
  picked: bi('所选月份', 'Month chosen'),
  pickHint: bi('点击柱形或表格行查看该月账单', 'Click a bar or a row to see the month’s bills'),
  incomeList: bi('查看收入账单', 'Income bills'),
  expenseList: bi('查看已付款支出账单', 'Paid expense bills'),
  loadFailed: bi('收支汇总加载失败', 'The summary could not be loaded'),
  retry: bi('重新加载', 'Load again'),
  name: bi('收支汇总', 'Income and expenditure'),
};

const MONTH = 'YYYY-MM';

function periodOf(params: URLSearchParams): [Dayjs, Dayjs] {
  const begin = dayjs(params.get('beginMonth') ?? '', MONTH, true);
  const end = dayjs(params.get('endMonth') ?? '', MONTH, true);
  if (begin.isValid() && end.isValid()) return [begin, end];
  // Default: the last six months, this one included.
  return [dayjs().subtract(5, 'month').startOf('month'), dayjs().startOf('month')];
}

const rateText = (r: number | null) => (r === null ? '—' : `${r.toFixed(2)}%`);

function chartOption(rows: readonly MonthTotals[], lang: 'zh-CN' | 'en-US'): ChartOption {
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'axis', confine: true },
    legend: { top: 0 },
    grid: { left: 72, right: 56, top: 36, bottom: 32 },
    xAxis: { type: 'category', data: rows.map((r) => r.month) },
    yAxis: [{ type: 'value', name: pick(bi('元', 'CNY'), lang) }, { type: 'value', name: '%', splitLine: { show: false } }],
    series: [
      { type: 'bar', name: pick(TEXT.income, lang), data: rows.map((r) => r.income), barMaxWidth: 28 },
      { type: 'bar', name: pick(TEXT.expense, lang), data: rows.map((r) => r.expense), barMaxWidth: 28 },
      { type: 'line', name: pick(TEXT.margin, lang), data: rows.map((r) => r.margin) },
      { type: 'line', name: pick(TEXT.rate, lang), yAxisIndex: 1, data: rows.map((r) => r.marginRate), lineStyle: { type: 'dashed' } },
    ],
  };
}

export default function IncomExpensePage() {
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const [begin, end] = periodOf(params);
  const partnerName = params.get('partnerName') ?? '';
  const supplierName = params.get('supplierName') ?? '';
  const filter = { beginMonth: begin.format(MONTH), endMonth: end.format(MONTH), ...(partnerName ? { partnerName } : {}), ...(supplierName ? { supplierName } : {}) };
  const problem = summaryPeriodProblem(filter.beginMonth, filter.endMonth);
  const report = useEntityGet<IncomeExpense>(INCOME_EXPENSE_PATH, filter, !problem);
  const data = report.data;
  const [picked, setPicked] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const title = useScreenMeta()?.title ?? TEXT.name;
  const option = useMemo(() => chartOption(data?.months ?? [], lang), [data, lang]);
  const set = (next: Record<string, string>) => {
    const q = { ...filter, ...next };
    setParams(Object.fromEntries(Object.entries(q).filter(([, v]) => v)), { replace: true });
    setPicked(null);
  };
  const pickedRow = data?.months.find((m) => m.month === picked);
  const doExport = () => {
    setExporting(true);
    void exportIncomeExpense(filter, pick(TEXT.name, lang)).finally(() => setExporting(false));
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="income-expense">
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {pick(title, lang)}
      </Typography.Title>
      <Card size="small">
        <Space wrap size={16}>
          <span>{pick(TEXT.period, lang)}</span>
          <DatePicker.RangePicker picker="month" value={[begin, end]} allowClear={false} onChange={(v) => v?.[0] && v[1] && set({ beginMonth: v[0].format(MONTH), endMonth: v[1].format(MONTH) })} />
          <span>{pick(TEXT.partner, lang)}</span>
          <Select
            style={{ width: 160 }}
            data-testid="pick-partner"
            value={partnerName}
            onChange={(v: string) => set({ partnerName: v, supplierName: '' })}
            options={[{ value: '', label: pick(TEXT.all, lang) }, ...(data?.partners ?? []).map((p) => ({ value: p, label: p }))]}
          />
          <span>{pick(TEXT.supplier, lang)}</span>
          <Select
            style={{ width: 200 }}
            data-testid="pick-supplier"
            value={supplierName}
            onChange={(v: string) => set({ supplierName: v, partnerName: '' })}
            options={[{ value: '', label: pick(TEXT.all, lang) }, ...(data?.suppliers ?? []).map((p) => ({ value: p, label: p }))]}
          />
        </Space>
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {pick(TEXT.note, lang)}
        </Typography.Paragraph>
      </Card>
      {problem && <Alert type="error" showIcon title={pick(problem, lang)} />}
      {report.isError && (
        <Alert type="error" showIcon title={`${pick(TEXT.loadFailed, lang)}：${report.error.message}`} action={<Button size="small" onClick={() => void report.refetch()}>{pick(TEXT.retry, lang)}</Button>} />
      )}
      {data && !problem ? (
        <>
          <Row gutter={12}>
            {([
              [TEXT.income, formatAmount(data.total.income), 'total-income'],
              [TEXT.expense, formatAmount(data.total.expense), 'total-expense'],
              [TEXT.margin, formatAmount(data.total.margin), 'total-margin'],
              [TEXT.rate, rateText(data.total.marginRate), 'total-rate'],
            ] as const).map(([label, value, id]) => (
              <Col key={id} xs={12} md={6}>
                <Card size="small" data-testid={id}>
                  <Statistic title={pick(label, lang)} value={value} />
                </Card>
              </Col>
            ))}
          </Row>
          <ChartCard<MonthTotals>
            title={pick(TEXT.chart, lang)}
            id="income-expense"
            option={option}
            rows={data.months}
            rowKey="month"
            height={340}
            pickAxis="x"
            onPick={(i) => setPicked(data.months[i]?.month ?? null)}
            extra={
              <Button size="small" icon={<DownloadOutlined />} loading={exporting} onClick={doExport} style={{ marginLeft: 8 }}>
                {pick(TEXT.export, lang)}
              </Button>
            }
            columns={[
              { key: 'month', dataIndex: 'month', title: pick(TEXT.month, lang), render: (m: string) => <a onClick={() => setPicked(m)}>{m}</a> },
              { key: 'income', dataIndex: 'income', title: pick(TEXT.income, lang), align: 'right', render: (v: number) => formatAmount(v) },
              { key: 'incomeBills', dataIndex: 'incomeBills', title: pick(TEXT.incomeBills, lang), align: 'right' },
              { key: 'expense', dataIndex: 'expense', title: pick(TEXT.expense, lang), align: 'right', render: (v: number) => formatAmount(v) },
              { key: 'expenseBills', dataIndex: 'expenseBills', title: pick(TEXT.expenseBills, lang), align: 'right' },
              { key: 'margin', dataIndex: 'margin', title: pick(TEXT.margin, lang), align: 'right', render: (v: number) => formatAmount(v) },
              { key: 'marginRate', dataIndex: 'marginRate', title: pick(TEXT.rate, lang), align: 'right', render: (v: number | null) => rateText(v) },
            ]}
          />
          <Card size="small" data-testid="picked-month">
            {pickedRow ? (
              <Space wrap size={16}>
                <Typography.Text strong>
                  {pick(TEXT.picked, lang)}：{pickedRow.month}
                </Typography.Text>
                <span>
                  {pick(TEXT.income, lang)} <span data-testid="picked-income">{formatAmount(pickedRow.income)}</span>
                </span>
                <span>
                  {pick(TEXT.expense, lang)} <span data-testid="picked-expense">{formatAmount(pickedRow.expense)}</span>
                </span>
                <span>
                  {pick(TEXT.margin, lang)} {formatAmount(pickedRow.margin)}（{rateText(pickedRow.marginRate)}）
                </span>
                {!supplierName && (
                  <Link to={`/izuIncomeBill?${new URLSearchParams({ billMonth: pickedRow.month, ...(partnerName ? { partnerName } : {}) })}`}>{pick(TEXT.incomeList, lang)}</Link>
                )}
                {!partnerName && (
                  <Link to={`/izuExpenseBill?${new URLSearchParams({ billMonth: pickedRow.month, billStatus: String(EXPENSE_STATES[0]), ...(supplierName ? { supplierName } : {}) })}`}>
                    {pick(TEXT.expenseList, lang)}
                  </Link>
                )}
              </Space>
            ) : (
              <Typography.Text type="secondary">{pick(TEXT.pickHint, lang)}</Typography.Text>
            )}
          </Card>
        </>
      ) : (
        !report.isError && !problem && <Card loading size="small" />
      )}
    </Space>
  );
}
