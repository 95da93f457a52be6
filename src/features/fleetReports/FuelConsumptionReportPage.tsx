/**
 * /FuelConsumptionReport — fuel consumption per vehicle and day (issue 23 item 6): the kilometres the GPS feed's
 * odometer counted and the litres the refuelling records measure refuel to refuel (`GET /api/monitor/fuel/report`,
 * exact decimals; the screen says how it is derived); the fleet's L/100 km by day and by model (with the model's
 * average over all its fills), each chart also readable as a table; the vehicles well above their model's average
 * flagged; the per-day table exported as xlsx.
 */
import { WarningOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Row, Space, Table, Tabs, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { ChartCard } from '@/components/charts/ChartCard';
import type { ChartOption } from '@/components/charts/EChart';
import { useEntityGet } from '@/components/entity/data';
import { useScreenMeta } from '@/components/screenMeta';
import { FUEL_ABOVE_SHARE, FUEL_METHOD, FUEL_REPORT, type FuelDay, type FuelPoint, type FuelReport, type FuelVehicle } from '@/entities/monitor/fuel';
import { bi, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';
import { ReportFilters, useReportFilter, type FilterName } from './ReportFilters';
import { ExportButton, ReportLayout, StatCards } from './ReportLayout';

const TEXT = {
  title: bi('油耗报表', 'Fuel consumption report'),
  day: bi('日期', 'Day'),
  plate: bi('车牌号', 'Plate'),
  model: bi('车型', 'Model'),
  company: bi('所属公司', 'Company'),
  mileage: bi('里程（km）', 'Mileage (km)'),
  litres: bi('油量（升）', 'Litres'),
  consumption: bi('百公里油耗（L/100km）', 'L/100 km'),
  cost: bi('费用（元）', 'Cost (CNY)'),
  average: bi('车型平均（L/100km）', 'Model average (L/100 km)'),
  fill: bi('计算依据（加油单）', 'Measured by (fill)'),
  estimated: bi('估', 'est.'),
  estimatedTip: bi('最近一次加油之后的日期，按最近一次加油的油耗估算', 'After the latest fill: at that fill\'s rate'),
  above: bi('偏高', 'High'),
  aboveTip: bi(`高于车型平均油耗 ${FUEL_ABOVE_SHARE * 100}% 以上`, `More than ${FUEL_ABOVE_SHARE * 100}% above the model's average`),
  noFill: bi('无加油记录', 'No refuelling records'),
  byDay: bi('每日百公里油耗（车队）', 'Fleet L/100 km by day'),
  byModel: bi('各车型百公里油耗', 'L/100 km by model'),
  vehicles: bi('按车辆', 'By vehicle'),
  days: bi('按车辆和日期', 'By vehicle and day'),
  loadFailed: bi('油耗报表加载失败', 'The report could not be loaded'),
  empty: bi('该时间段内没有燃油车的行驶记录', 'No fuel vehicle drove in this period'),
  how: bi('油耗如何计算', 'How consumption is derived'),
} as const satisfies Record<string, Bilingual>;

const FILTERS: readonly FilterName[] = ['companyName', 'carId', 'modelId'];
const num = (v: string) => (v === '' ? null : Number(v));

function byDayOption(points: readonly FuelPoint[], lang: 'zh-CN' | 'en-US'): ChartOption {
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'axis', confine: true },
    legend: { top: 0 },
    grid: { left: 48, right: 56, top: 36, bottom: 32 },
    xAxis: { type: 'category', data: points.map((p) => p.key.slice(5)) },
    yAxis: [{ type: 'value', name: 'L/100km', scale: true }, { type: 'value', name: 'L', splitLine: { show: false } }],
    series: [
      { type: 'line', name: TEXT.consumption[lang], data: points.map((p) => num(p.consumption)), connectNulls: false, symbolSize: 8 },
      { type: 'bar', name: TEXT.litres[lang], yAxisIndex: 1, data: points.map((p) => num(p.litres)), barMaxWidth: 36, itemStyle: { opacity: 0.45 } },
    ],
  };
}

function byModelOption(models: readonly (FuelPoint & { modelAverage: string })[], lang: 'zh-CN' | 'en-US'): ChartOption {
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'axis', confine: true },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 36, bottom: 56 },
    xAxis: { type: 'category', data: models.map((m) => m.key), axisLabel: { interval: 0, rotate: 20 } },
    yAxis: { type: 'value', name: 'L/100km' },
    series: [
      { type: 'bar', name: TEXT.consumption[lang], data: models.map((m) => num(m.consumption)), barMaxWidth: 36 },
      { type: 'bar', name: TEXT.average[lang], data: models.map((m) => num(m.modelAverage)), barMaxWidth: 36 },
    ],
  };
}

export default function FuelConsumptionReportPage() {
  const lang = useLang();
  const title = useScreenMeta()?.title ?? TEXT.title;
  const filters = useReportFilter(FILTERS);
  const { filter, refusal } = filters;
  const report = useEntityGet<FuelReport>(FUEL_REPORT, filter, refusal === null);
  const data = refusal ? undefined : report.data;
  const dayOption = useMemo(() => (data ? byDayOption(data.byDay, lang) : {}), [data, lang]);
  const modelOption = useMemo(() => (data ? byModelOption(data.byModel, lang) : {}), [data, lang]);
  const blank = (v: string) => (v === '' ? '—' : v);
  const pointColumns = <P extends FuelPoint>(first: Bilingual): TableColumnsType<P> => [
    { key: 'key', dataIndex: 'key', title: first[lang] },
    { key: 'mileage', dataIndex: 'mileage', title: TEXT.mileage[lang], align: 'right' },
    { key: 'litres', dataIndex: 'litres', title: TEXT.litres[lang], align: 'right' },
    { key: 'consumption', dataIndex: 'consumption', title: TEXT.consumption[lang], align: 'right', render: blank },
    { key: 'cost', dataIndex: 'cost', title: TEXT.cost[lang], align: 'right' },
  ];
  const vehicleColumns: TableColumnsType<FuelVehicle> = [
    {
      key: 'plate', dataIndex: 'plate', title: TEXT.plate[lang], width: 140,
      render: (v: string, r) => (
        <Space size={4}>
          {v}
          {r.above ? (
            <Tooltip title={TEXT.aboveTip[lang]}>
              <Tag color="error" icon={<WarningOutlined />} data-testid="fuel-above">{TEXT.above[lang]}</Tag>
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
    { key: 'model', dataIndex: 'model', title: TEXT.model[lang] },
    { key: 'company', dataIndex: 'companyName', title: TEXT.company[lang] },
    { key: 'mileage', dataIndex: 'mileage', title: TEXT.mileage[lang], align: 'right', sorter: (a, b) => a.mileage - b.mileage },
    { key: 'litres', dataIndex: 'litres', title: TEXT.litres[lang], align: 'right', render: (v: string) => (v === '' ? <Typography.Text type="secondary">{TEXT.noFill[lang]}</Typography.Text> : v) },
    { key: 'consumption', dataIndex: 'consumption', title: TEXT.consumption[lang], align: 'right', render: blank, sorter: (a, b) => Number(a.consumption || 0) - Number(b.consumption || 0) },
    { key: 'average', dataIndex: 'modelAverage', title: TEXT.average[lang], align: 'right', render: blank },
    { key: 'cost', dataIndex: 'cost', title: TEXT.cost[lang], align: 'right', render: blank },
  ];
  const dayColumns: TableColumnsType<FuelDay> = [
    { key: 'day', dataIndex: 'day', title: TEXT.day[lang], width: 110 },
    { key: 'plate', dataIndex: 'plate', title: TEXT.plate[lang], width: 110 },
    { key: 'model', dataIndex: 'model', title: TEXT.model[lang] },
    { key: 'mileage', dataIndex: 'mileage', title: TEXT.mileage[lang], align: 'right' },
    { key: 'litres', dataIndex: 'litres', title: TEXT.litres[lang], align: 'right', render: (v: string) => (v === '' ? <Typography.Text type="secondary">{TEXT.noFill[lang]}</Typography.Text> : v) },
    {
      key: 'consumption', dataIndex: 'consumption', title: TEXT.consumption[lang], align: 'right',
      render: (v: string, r) => (
        <Space size={4}>
          {blank(v)}
          {r.estimated ? (
            <Tooltip title={TEXT.estimatedTip[lang]}>
              <Tag>{TEXT.estimated[lang]}</Tag>
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
    { key: 'cost', dataIndex: 'cost', title: TEXT.cost[lang], align: 'right', render: blank },
    { key: 'fill', dataIndex: 'refuelNo', title: TEXT.fill[lang], render: blank },
  ];
  const failed = !refusal && report.isError ? { message: report.error.message, retry: () => void report.refetch(), label: TEXT.loadFailed } : null;

  return (
    <ReportLayout title={title[lang]} filters={<ReportFilters names={FILTERS} {...filters} />} error={failed} ready={data !== undefined || refusal !== null}>
      <Alert type="info" showIcon title={TEXT.how[lang]} description={FUEL_METHOD[lang]} data-testid="fuel-method" />
      {data ? (
        <>
          <StatCards
            span={6}
            items={[
              { label: TEXT.mileage, value: data.total.mileage },
              { label: TEXT.litres, value: data.total.litres },
              { label: TEXT.consumption, value: blank(data.total.consumption) },
              { label: TEXT.cost, value: data.total.cost },
            ]}
          />
          <Row gutter={[12, 12]}>
            <Col xs={24} xl={12}>
              <ChartCard<FuelPoint> id="fuel-days" title={TEXT.byDay[lang]} option={dayOption} rows={data.byDay} rowKey="key" columns={pointColumns(TEXT.day)} />
            </Col>
            <Col xs={24} xl={12}>
              <ChartCard<FuelPoint & { modelAverage: string }>
                id="fuel-models"
                title={TEXT.byModel[lang]}
                option={modelOption}
                rows={data.byModel}
                rowKey="key"
                columns={[...pointColumns<FuelPoint & { modelAverage: string }>(TEXT.model), { key: 'average', dataIndex: 'modelAverage', title: TEXT.average[lang], align: 'right', render: blank }]}
              />
            </Col>
          </Row>
          <Card size="small" extra={<ExportButton report="fuel" filter={filter} name={title[lang]} disabled={data.days.length === 0} />}>
            <Tabs
              items={[
                {
                  key: 'vehicles', label: TEXT.vehicles[lang],
                  children: <Table<FuelVehicle> data-testid="fuel-vehicles" size="small" rowKey="carId" loading={report.isFetching} dataSource={data.vehicles} columns={vehicleColumns} locale={{ emptyText: TEXT.empty[lang] }} pagination={{ pageSize: 20, showSizeChanger: false }} />,
                },
                {
                  key: 'days', label: TEXT.days[lang],
                  children: <Table<FuelDay> size="small" rowKey={(r) => `${r.carId}-${r.day}`} loading={report.isFetching} dataSource={data.days} columns={dayColumns} locale={{ emptyText: TEXT.empty[lang] }} pagination={{ pageSize: 20, showSizeChanger: false }} />,
                },
              ]}
            />
          </Card>
        </>
      ) : null}
    </ReportLayout>
  );
}
