/**
 * /DrivingBehaviorReport — driving behaviour over a period (issue 23 item 6): per vehicle, or per driver, the harsh
 * brakes, harsh starts, speeding stretches and fatigue stretches the demo backend derives from the GPS feed
 * (`GET /api/monitor/behaviour/report`), the mileage and a score whose formula the screen states; the events by day
 * (stacked by kind) and the 10 vehicles or drivers with the most, each chart also readable as a table; the table
 * exported as xlsx. A row opens its events in a drawer (`?events=<row key>`, so it can be linked); an event opens
 * the trail around that moment (/VehicleTrail, the fence alarms' contract: carId, start, end).
 */
import { Alert, Button, Card, Col, Drawer, Flex, Row, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChartCard } from '@/components/charts/ChartCard';
import type { ChartOption } from '@/components/charts/EChart';
import { useEntityGet } from '@/components/entity/data';
import { useScreenMeta } from '@/components/screenMeta';
import {
  BEHAVIOUR_EVENTS, BEHAVIOUR_KIND_COLORS, BEHAVIOUR_KIND_LABELS, BEHAVIOUR_KINDS, BEHAVIOUR_REPORT, BEHAVIOUR_RULES, SCORE_RULE,
  type BehaviourDay, type BehaviourEvent, type BehaviourGroup, type BehaviourReport, type BehaviourRow,
} from '@/entities/monitor/behaviour';
import { trailAround } from '@/entities/monitor/fenceAlarm';
import { placeLabel } from '@/entities/monitor/place';
import { bi, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';
import { ReportFilters, useReportFilter, type FilterName } from './ReportFilters';
import { ExportButton, ReportLayout, StatCards } from './ReportLayout';

const TEXT = {
  title: bi('驾驶行为报表', 'Driving behaviour report'),
  byVehicle: bi('按车辆', 'By vehicle'),
  byDriver: bi('按司机', 'By driver'),
  plate: bi('车牌号', 'Plate'),
  driver: bi('司机', 'Driver'),
  company: bi('所属公司', 'Company'),
  mileage: bi('里程（km）', 'Mileage (km)'),
  events: bi('事件合计', 'Events'),
  score: bi('评分', 'Score'),
  byDay: bi('每日事件（按类型）', 'Events by day (by kind)'),
  topVehicles: bi('事件最多的10辆车', 'Top 10 vehicles by events'),
  topDrivers: bi('事件最多的10名司机', 'Top 10 drivers by events'),
  day: bi('日期', 'Day'),
  loadFailed: bi('驾驶行为报表加载失败', 'The report could not be loaded'),
  eventsFailed: bi('驾驶事件加载失败', 'The events could not be loaded'),
  retry: bi('重新加载', 'Load again'),
  empty: bi('该时间段内没有行驶记录', 'No driving in this period'),
  how: bi('如何识别与评分', 'How events are recognised and scored'),
  source: bi('数据来源：GPS终端定位（每10秒一次）；司机为车辆当前租赁订单的承租人。', 'Source: the GPS terminals\' reports (every 10 s); the driver is the renter of the vehicle\'s open rental order.'),
  eventsOf: bi('驾驶事件', 'Driving events'),
  time: bi('时间', 'Time'),
  kind: bi('类型', 'Kind'),
  speed: bi('车速（km/h）', 'Speed (km/h)'),
  value: bi('数值', 'Value'),
  place: bi('地点', 'Place'),
  trail: bi('轨迹', 'Trail'),
  all: bi('全部', 'All'),
  openRow: bi('点击一行查看该车（司机）的驾驶事件', 'Click a row to see its driving events'),
} as const satisfies Record<string, Bilingual>;

const FILTERS: readonly FilterName[] = ['companyName', 'carId', 'driver'];

/** An event's measure in words: m/s² for a harsh change, seconds above the limit, minutes driven. */
function valueText(e: BehaviourEvent, lang: 'zh-CN' | 'en-US'): string {
  if (e.kind === 'speeding') return lang === 'zh-CN' ? `持续 ${e.value} 秒` : `${e.value} s`;
  if (e.kind === 'fatigue') return lang === 'zh-CN' ? `已连续驾驶 ${e.value} 分钟` : `${e.value} min driving`;
  return `${e.value} m/s²`;
}

function EventsDrawer({ row, group, filter, onClose }: { row: BehaviourRow | undefined; group: BehaviourGroup; filter: Record<string, string>; onClose: () => void }) {
  const lang = useLang();
  const navigate = useNavigate();
  const [kind, setKind] = useState<string>('all');
  const subject = row ? (group === 'vehicle' ? { carId: String(row.carId) } : { driver: row.driver }) : {};
  const events = useEntityGet<BehaviourEvent[]>(BEHAVIOUR_EVENTS, { start: filter.start!, end: filter.end!, ...subject }, row !== undefined);
  const rows = (events.data ?? []).filter((e) => kind === 'all' || e.kind === kind);
  const columns: TableColumnsType<BehaviourEvent> = [
    { key: 'time', dataIndex: 'time', title: TEXT.time[lang], width: 170 },
    ...(group === 'driver' ? [{ key: 'plate', dataIndex: 'plate', title: TEXT.plate[lang], width: 110 }] : []),
    { key: 'kind', title: TEXT.kind[lang], width: 110, render: (_: unknown, e) => <Tag color={BEHAVIOUR_KIND_COLORS[e.kind]}>{BEHAVIOUR_KIND_LABELS[e.kind][lang]}</Tag> },
    { key: 'speed', dataIndex: 'speed', title: TEXT.speed[lang], align: 'right', width: 110 },
    { key: 'value', title: TEXT.value[lang], render: (_: unknown, e) => valueText(e, lang) },
    { key: 'place', title: TEXT.place[lang], render: (_: unknown, e) => placeLabel(e, lang, 5) },
    {
      key: 'trail', title: TEXT.trail[lang], width: 80,
      render: (_: unknown, e) => (
        <Button type="link" size="small" onClick={() => navigate(`/VehicleTrail?${new URLSearchParams(trailAround({ carId: e.carId, alarmTime: e.time }))}`)}>
          {TEXT.trail[lang]}
        </Button>
      ),
    },
  ];
  return (
    <Drawer open={row !== undefined} onClose={onClose} size={880} title={row ? `${TEXT.eventsOf[lang]} · ${group === 'vehicle' ? row.plate : row.driver}` : ''} destroyOnHidden>
      <Flex vertical gap={12} data-testid="behaviour-events">
        <Typography.Text type="secondary">{`${filter.start} ~ ${filter.end}`}</Typography.Text>
        <Segmented
          value={kind}
          onChange={(v) => setKind(String(v))}
          options={[{ value: 'all', label: TEXT.all[lang] }, ...BEHAVIOUR_KINDS.map((k) => ({ value: k, label: `${BEHAVIOUR_KIND_LABELS[k][lang]} ${row?.[k] ?? 0}` }))]}
        />
        {events.isError ? (
          <Alert type="error" showIcon title={`${TEXT.eventsFailed[lang]}：${events.error.message}`} action={<Button size="small" onClick={() => void events.refetch()}>{TEXT.retry[lang]}</Button>} />
        ) : (
          <Table<BehaviourEvent> size="small" rowKey="eventId" loading={events.isFetching} dataSource={rows} columns={columns} pagination={{ pageSize: 20, showSizeChanger: false }} />
        )}
      </Flex>
    </Drawer>
  );
}

function byDayOption(days: readonly BehaviourDay[], lang: 'zh-CN' | 'en-US'): ChartOption {
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'axis', confine: true },
    legend: { top: 0 },
    grid: { left: 48, right: 16, top: 36, bottom: 32 },
    xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: BEHAVIOUR_KINDS.map((k) => ({ type: 'bar', stack: 'events', name: BEHAVIOUR_KIND_LABELS[k][lang], color: BEHAVIOUR_KIND_COLORS[k], data: days.map((d) => d[k]), barMaxWidth: 40 })),
  };
}

function topOption(top: readonly BehaviourRow[], group: BehaviourGroup, lang: 'zh-CN' | 'en-US'): ChartOption {
  const rows = [...top].reverse(); // the most at the top
  return {
    aria: { enabled: true },
    tooltip: { trigger: 'axis', confine: true },
    legend: { top: 0 },
    grid: { left: 96, right: 24, top: 36, bottom: 24 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: rows.map((r) => (group === 'vehicle' ? r.plate : r.driver)) },
    series: BEHAVIOUR_KINDS.map((k) => ({ type: 'bar', stack: 'events', name: BEHAVIOUR_KIND_LABELS[k][lang], color: BEHAVIOUR_KIND_COLORS[k], data: rows.map((r) => r[k]), barMaxWidth: 18 })),
  };
}

export default function DrivingBehaviorReportPage() {
  const lang = useLang();
  const title = useScreenMeta()?.title ?? TEXT.title;
  const filters = useReportFilter(FILTERS, ['group', 'events']);
  const { filter, refusal, set } = filters;
  const group: BehaviourGroup = filter.group === 'driver' ? 'driver' : 'vehicle';
  const { events: openKey, ...asked } = filter;
  const payload = { ...asked, group };
  const report = useEntityGet<BehaviourReport>(BEHAVIOUR_REPORT, payload, refusal === null);
  const data = refusal ? undefined : report.data;
  const open = data?.rows.find((r) => r.key === openKey);

  const kindColumns = <R extends BehaviourDay | BehaviourRow>(): TableColumnsType<R> =>
    BEHAVIOUR_KINDS.map((k) => ({ key: k, dataIndex: k, title: BEHAVIOUR_KIND_LABELS[k][lang], align: 'right' as const, width: 96, sorter: (a: R, b: R) => a[k] - b[k] }));
  const subjectColumns: TableColumnsType<BehaviourRow> = group === 'vehicle'
    ? [{ key: 'plate', dataIndex: 'plate', title: TEXT.plate[lang], width: 110 }, { key: 'driver', dataIndex: 'driver', title: TEXT.driver[lang], width: 90 }]
    : [{ key: 'driver', dataIndex: 'driver', title: TEXT.driver[lang], width: 90 }, { key: 'plate', dataIndex: 'plate', title: TEXT.plate[lang], width: 160 }];
  const columns: TableColumnsType<BehaviourRow> = [
    ...subjectColumns,
    { key: 'company', dataIndex: 'companyName', title: TEXT.company[lang] },
    { key: 'mileage', dataIndex: 'mileage', title: TEXT.mileage[lang], align: 'right', width: 110, sorter: (a, b) => a.mileage - b.mileage },
    ...kindColumns<BehaviourRow>(),
    { key: 'events', dataIndex: 'events', title: TEXT.events[lang], align: 'right', width: 96, sorter: (a, b) => a.events - b.events },
    {
      key: 'score', dataIndex: 'score', title: TEXT.score[lang], align: 'right', width: 80, sorter: (a, b) => a.score - b.score, defaultSortOrder: 'ascend',
      render: (v: number) => <Typography.Text type={v < 60 ? 'danger' : v < 80 ? 'warning' : undefined} strong>{v}</Typography.Text>,
    },
  ];
  const dayOption = useMemo(() => (data ? byDayOption(data.byDay, lang) : {}), [data, lang]);
  const top = useMemo(() => (data ? topOption(data.top, data.group, lang) : {}), [data, lang]);
  const filterBar = (
    <Flex vertical gap={8}>
      <Flex gap={16} wrap align="center">
        <Segmented value={group} onChange={(v) => set({ group: v === 'driver' ? 'driver' : undefined, events: undefined })} options={[{ value: 'vehicle', label: TEXT.byVehicle[lang] }, { value: 'driver', label: TEXT.byDriver[lang] }]} />
        <Typography.Text type="secondary">{TEXT.source[lang]}</Typography.Text>
      </Flex>
      <ReportFilters names={FILTERS} {...filters} />
    </Flex>
  );
  const failed = !refusal && report.isError ? { message: report.error.message, retry: () => void report.refetch(), label: TEXT.loadFailed } : null;

  return (
    <ReportLayout title={title[lang]} filters={filterBar} error={failed} ready={data !== undefined || refusal !== null}>
      <Card size="small" title={TEXT.how[lang]}>
        <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="behaviour-rules">
          {BEHAVIOUR_KINDS.map((k) => (
            <li key={k}>
              <Tag color={BEHAVIOUR_KIND_COLORS[k]}>{BEHAVIOUR_KIND_LABELS[k][lang]}</Tag>
              {BEHAVIOUR_RULES[k][lang]}
            </li>
          ))}
          <li>{SCORE_RULE[lang]}</li>
        </ul>
      </Card>
      {data ? (
        <>
          <StatCards
            span={4}
            items={[
              { label: TEXT.mileage, value: data.total.mileage },
              ...BEHAVIOUR_KINDS.map((k) => ({ label: BEHAVIOUR_KIND_LABELS[k], value: data.total[k], color: BEHAVIOUR_KIND_COLORS[k] })),
              { label: TEXT.events, value: data.total.events },
            ]}
          />
          <Row gutter={[12, 12]}>
            <Col xs={24} xl={14}>
              <ChartCard<BehaviourDay> id="behaviour-days" title={TEXT.byDay[lang]} option={dayOption} rows={data.byDay} rowKey="day" columns={[{ key: 'day', dataIndex: 'day', title: TEXT.day[lang] }, ...kindColumns<BehaviourDay>()]} />
            </Col>
            <Col xs={24} xl={10}>
              <ChartCard<BehaviourRow>
                id="behaviour-top"
                title={(data.group === 'vehicle' ? TEXT.topVehicles : TEXT.topDrivers)[lang]}
                option={top}
                rows={data.top}
                rowKey="key"
                columns={[subjectColumns[0]!, ...kindColumns<BehaviourRow>(), { key: 'events', dataIndex: 'events', title: TEXT.events[lang], align: 'right' }]}
                pickAxis="y"
                onPick={(i) => {
                  const r = data.top[data.top.length - 1 - i];
                  if (r) set({ events: r.key });
                }}
              />
            </Col>
          </Row>
          <Card size="small" title={TEXT.openRow[lang]} extra={<ExportButton report="behaviour" filter={payload} name={title[lang]} disabled={data.rows.length === 0} />}>
            <Table<BehaviourRow>
              data-testid="behaviour-rows"
              size="small"
              rowKey="key"
              loading={report.isFetching}
              dataSource={data.rows}
              columns={columns}
              locale={{ emptyText: TEXT.empty[lang] }}
              pagination={{ pageSize: 20, showSizeChanger: false }}
              scroll={{ x: 1100 }}
              onRow={(r) => ({
                onClick: () => set({ events: r.key }),
                onKeyDown: (e) => e.key === 'Enter' && set({ events: r.key }),
                tabIndex: 0,
                style: { cursor: 'pointer' },
              })}
            />
          </Card>
          <EventsDrawer row={open} group={data.group} filter={filter} onClose={() => set({ events: undefined })} />
        </>
      ) : null}
    </ReportLayout>
  );
}
