/**
 * /ViolationBI — the violation analysis: where, when, who and what kind. One call (`/api/peccancy/analysis`)
 * aggregates the violations of a time range (withdrawn ones — appeals upheld — left out); five charts show it by
 * month, by code, by city, and the drivers and vehicles with the most. Every chart reads as a table too (the toggle)
 * and exports its table as xlsx; clicking a bar or a slice (or a table row) opens /PeccancyList filtered to it, within
 * the same range. The range is in the address, so a shared link shows the same analysis.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, DatePicker, Row, Segmented, Space, Statistic, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { exportAnalysis, type AnalysisRange } from '@/api/peccancy';
import { EChart, type ChartOption } from '@/components/charts/EChart';
import { useEntityGet } from '@/components/entity/data';
import { useScreenMeta } from '@/components/screenMeta';
import { analysisListFilter, PECCANCY_ANALYSIS, peccancy, peccancyOf, type AnalysisDimension, type AnalysisItem, type PeccancyAnalysis } from '@/entities/admin/peccancy';
import { bi, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';
import { formatAmount } from '@/lib/format';

const TEXT = {
  range: bi('违章时间', 'Violation time'),
  note: bi('统计不含申诉成功（已撤销）的违章；点击柱形或扇区查看对应的违章记录。', 'Appeals upheld (withdrawn violations) are not counted. Click a bar or a slice to see its violations.'),
  total: bi('违章数', 'Violations'),
  points: bi('扣分', 'Points'),
  fine: bi('罚款（元）', 'Fines (CNY)'),
  undetermined: bi('未认定司机', 'No driver found'),
  chart: bi('图表', 'Chart'),
  table: bi('表格', 'Table'),
  export: bi('导出', 'Export'),
  loadFailed: bi('违章分析加载失败', 'The analysis could not be loaded'),
  retry: bi('重新加载', 'Load again'),
  thisMonth: bi('本月', 'This month'),
  last3: bi('近三个月', 'Last 3 months'),
  last6: bi('近半年', 'Last 6 months'),
  thisYear: bi('今年', 'This year'),
};

/** The five views of the analysis: its table, its title, what its first column names, how it is drawn. */
interface View {
  dimension: AnalysisDimension;
  field: Exclude<keyof PeccancyAnalysis, 'total' | 'points' | 'fine' | 'undetermined'>;
  title: Bilingual;
  column: Bilingual;
  kind: 'month' | 'column' | 'pie' | 'bar';
}

const VIEWS: readonly View[] = [
  { dimension: 'month', field: 'byMonth', title: bi('按月份', 'By month'), column: bi('月份', 'Month'), kind: 'month' },
  { dimension: 'code', field: 'byCode', title: bi('按违章类型', 'By kind'), column: bi('违章类型', 'Kind'), kind: 'column' },
  { dimension: 'city', field: 'byCity', title: bi('按城市', 'By city'), column: bi('城市', 'City'), kind: 'pie' },
  { dimension: 'driver', field: 'topDrivers', title: bi('违章最多的司机', 'Drivers with most violations'), column: bi('司机', 'Driver'), kind: 'bar' },
  { dimension: 'vehicle', field: 'topVehicles', title: bi('违章最多的车辆', 'Vehicles with most violations'), column: bi('车牌号', 'Plate'), kind: 'bar' },
];

const DAY = 'YYYY-MM-DD';

/** The default range: the last three months, this one included. */
function defaultRange(): [Dayjs, Dayjs] {
  return [dayjs().subtract(2, 'month').startOf('month'), dayjs()];
}

function rangeOf(params: URLSearchParams): [Dayjs, Dayjs] {
  const begin = dayjs(params.get('beginTime') ?? '', DAY, true);
  const end = dayjs(params.get('endTime') ?? '', DAY, true);
  return begin.isValid() && end.isValid() && !begin.isAfter(end) ? [begin, end] : defaultRange();
}

/** An item's label in the current language (a code's kind has both; the others are names). */
function labelOf(view: View, item: AnalysisItem, lang: 'zh-CN' | 'en-US'): string {
  if (view.dimension !== 'code') return item.label;
  const code = peccancyOf(item.key);
  return code ? `${code.code} ${code.name[lang]}` : item.key;
}

function chartOption(view: View, items: readonly AnalysisItem[], lang: 'zh-CN' | 'en-US'): ChartOption {
  const labels = items.map((i) => labelOf(view, i, lang));
  const counts = items.map((i) => i.count);
  const tooltip = { trigger: view.kind === 'pie' ? 'item' : 'axis', confine: true };
  if (view.kind === 'pie') {
    return {
      aria: { enabled: true },
      tooltip: { ...tooltip, formatter: '{b}: {c} ({d}%)' },
      legend: { type: 'scroll', bottom: 0 },
      series: [{ type: 'pie', radius: ['35%', '65%'], center: ['50%', '45%'], data: items.map((i, n) => ({ name: labels[n], value: i.count })), label: { formatter: '{b} {c}' } }],
    };
  }
  if (view.kind === 'bar') {
    // Horizontal bars, the most at the top.
    return {
      aria: { enabled: true },
      tooltip,
      grid: { left: 88, right: 24, top: 16, bottom: 24 },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', data: [...labels].reverse(), axisTick: { alignWithLabel: true } },
      series: [{ type: 'bar', name: TEXT.total[lang], data: [...counts].reverse(), barMaxWidth: 18, label: { show: true, position: 'right' } }],
    };
  }
  const grid = { left: 48, right: view.kind === 'month' ? 64 : 16, top: 32, bottom: 32 };
  return {
    aria: { enabled: true },
    tooltip,
    legend: view.kind === 'month' ? { top: 0 } : undefined,
    grid,
    // A kind's column is labelled by its code (the tooltip and the table give its name).
    xAxis: { type: 'category', data: labels, axisLabel: view.kind === 'column' ? { interval: 0, formatter: (v: string) => v.split(' ')[0] ?? v } : undefined },
    yAxis: view.kind === 'month'
      ? [{ type: 'value', name: TEXT.total[lang], minInterval: 1 }, { type: 'value', name: TEXT.fine[lang], splitLine: { show: false } }]
      : [{ type: 'value', minInterval: 1 }],
    series: [
      { type: 'bar', name: TEXT.total[lang], data: counts, barMaxWidth: 36 },
      ...(view.kind === 'month' ? [{ type: 'line', name: TEXT.fine[lang], yAxisIndex: 1, data: items.map((i) => i.fine) }] : []),
    ],
  };
}

function ViewCard({ view, items, range, onPick }: { view: View; items: readonly AnalysisItem[]; range: AnalysisRange; onPick: (item: AnalysisItem) => void }) {
  const lang = useLang();
  const [asTable, setAsTable] = useState(false);
  const [exporting, setExporting] = useState(false);
  const option = useMemo(() => chartOption(view, items, lang), [view, items, lang]);
  const title = view.title[lang];
  // The horizontal bars are drawn reversed (the most at the top).
  const pick = (index: number) => {
    const item = view.kind === 'bar' ? items[items.length - 1 - index] : items[index];
    if (item && item.count > 0) onPick(item);
  };
  const doExport = () => {
    setExporting(true);
    void exportAnalysis(view.dimension, range, `${bi('违章分析', 'Violation analysis')[lang]}-${title}`).finally(() => setExporting(false));
  };
  return (
    <Card
      title={title}
      size="small"
      data-testid={`bi-${view.dimension}`}
      extra={
        <Space>
          <Segmented size="small" value={asTable ? 'table' : 'chart'} onChange={(v) => setAsTable(v === 'table')} options={[{ value: 'chart', label: TEXT.chart[lang] }, { value: 'table', label: TEXT.table[lang] }]} />
          <Button size="small" icon={<DownloadOutlined />} loading={exporting} disabled={items.length === 0} onClick={doExport}>
            {TEXT.export[lang]}
          </Button>
        </Space>
      }
    >
      {asTable ? (
        <Table<AnalysisItem>
          size="small"
          rowKey="key"
          pagination={false}
          scroll={{ y: 260 }}
          dataSource={[...items]}
          onRow={(item) => ({ onClick: () => item.count > 0 && onPick(item), style: { cursor: 'pointer' } })}
          columns={[
            { key: 'label', title: view.column[lang], render: (_: unknown, item) => labelOf(view, item, lang) },
            { key: 'count', dataIndex: 'count', title: TEXT.total[lang], align: 'right' },
            { key: 'points', dataIndex: 'points', title: TEXT.points[lang], align: 'right' },
            { key: 'fine', dataIndex: 'fine', title: TEXT.fine[lang], align: 'right', render: (v: number) => formatAmount(v) },
          ]}
        />
      ) : (
        <EChart option={option} label={title} testId={`chart-${view.dimension}`} pickAxis={view.kind === 'pie' ? undefined : view.kind === 'bar' ? 'y' : 'x'} onPick={pick} />
      )}
    </Card>
  );
}

export default function ViolationBIPage() {
  const lang = useLang();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [begin, end] = rangeOf(params);
  const range: AnalysisRange = { beginTime: begin.format(DAY), endTime: end.format(DAY) };
  const report = useEntityGet<PeccancyAnalysis>(PECCANCY_ANALYSIS, { ...range });
  const data = report.data;
  const setRange = (r: [Dayjs, Dayjs]) => setParams({ beginTime: r[0].format(DAY), endTime: r[1].format(DAY) }, { replace: true });
  const open = (view: View) => (item: AnalysisItem) => navigate(`${peccancy.screens?.list ?? '/PeccancyList'}?${new URLSearchParams(analysisListFilter(view.dimension, item.key, range))}`);
  const today = dayjs();
  const title = useScreenMeta()?.title ?? bi('违章分析', 'Violation analysis');
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {title[lang]}
      </Typography.Title>
      <Card size="small">
        <Space wrap size={16}>
          <span>{TEXT.range[lang]}</span>
          <DatePicker.RangePicker
            value={[begin, end]}
            allowClear={false}
            onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
            presets={[
              { label: TEXT.thisMonth[lang], value: [today.startOf('month'), today] },
              { label: TEXT.last3[lang], value: defaultRange() },
              { label: TEXT.last6[lang], value: [today.subtract(5, 'month').startOf('month'), today] },
              { label: TEXT.thisYear[lang], value: [today.startOf('year'), today] },
            ]}
          />
          <Typography.Text type="secondary">{TEXT.note[lang]}</Typography.Text>
        </Space>
      </Card>
      {report.isError ? (
        <Alert type="error" showIcon title={`${TEXT.loadFailed[lang]}：${report.error.message}`} action={<Button size="small" onClick={() => void report.refetch()}>{TEXT.retry[lang]}</Button>} />
      ) : null}
      {data ? (
        <>
          <Row gutter={12}>
            {[
              [TEXT.total, data.total],
              [TEXT.points, data.points],
              [TEXT.fine, formatAmount(data.fine)],
              [TEXT.undetermined, data.undetermined],
            ].map(([label, value]) => (
              <Col key={(label as Bilingual)['en-US']} xs={12} md={6}>
                <Card size="small">
                  <Statistic title={(label as Bilingual)[lang]} value={value as string | number} />
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[12, 12]}>
            {VIEWS.map((view) => (
              <Col key={view.dimension} xs={24} xl={view.dimension === 'month' ? 24 : 12}>
                <ViewCard view={view} items={data[view.field]} range={range} onPick={open(view)} />
              </Col>
            ))}
          </Row>
        </>
      ) : (
        !report.isError && <Card loading size="small" />
      )}
    </Space>
  );
}
