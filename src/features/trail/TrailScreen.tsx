/**
 * The trail screens (issue 23 item 4; docs/architecture.md "Trails"): one component configured by its routes
 * (./screens.tsx) — choose a vehicle and a period, the trail from `GET /api/monitor/positions/history` on the map
 * with its statistics, stops and speeding, played back with the speed chart under the map; export the points.
 * /vehicleRecord lists the period's trips instead, each opening its trail in /VehicleTrailDetail.
 */
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Empty, Flex, Select, Space, Spin, Table, Typography } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fetchPositionHistory } from '@/api/monitor';
import { useScreenMeta } from '@/components/screenMeta';
import { DEFAULT_STOP_MINUTES, durationText, periodRefusal, summarize, toTrail, tripEnd, tripsOf, wallText, type TrailPoint } from '@/entities/monitor/trail';
import { bi, pick, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';
import { TrailQuery, useTrailChoice, type TrailChoice } from './TrailQuery';
import { TrailView } from './TrailView';
import { screenReady } from '@/components/screenReady';

const TEXT = {
  pick: bi('请选择车辆和时间段，查询其轨迹', 'Choose a vehicle and a period to see its trail'),
  pickRecord: bi('请选择车辆和时间段，查询其行车记录', 'Choose a vehicle and a period to see its trips'),
  loading: bi('正在加载轨迹…', 'Loading the trail…'),
  failed: bi('轨迹加载失败：', 'The trail could not be loaded: '),
  empty: bi('该车辆在此时间段内没有轨迹点', 'This vehicle reported nothing in this period'),
  notTracked: bi('该车辆未绑定GPS终端', 'This vehicle has no GPS terminal'),
  minStop: bi('停留判定', 'A stop lasts'),
  minutes: bi('≥{n}分钟', '≥ {n} min'),
  vehicleFile: bi('返回车辆详情', 'Back to the vehicle'),
  records: bi('返回行车记录', 'Back to the trips'),
  trip: bi('行程', 'Trip'),
  start: bi('开始时间', 'Start'),
  end: bi('结束时间', 'End'),
  startPlace: bi('起点', 'From'),
  endPlace: bi('终点', 'To'),
  mileage: bi('里程', 'Mileage'),
  duration: bi('时长', 'Duration'),
  top: bi('最高速度', 'Top speed'),
  open: bi('查看轨迹', 'Open the trail'),
  noTrips: bi('该时间段没有行程', 'No trip in this period'),
  totals: bi('共{n}个行程，里程{km} km，行驶{d}', '{n} trips, {km} km, driving {d}'),
  detailOf: bi('{plate} {start} 至 {end}', '{plate} {start} to {end}'),
} as const satisfies Record<string, Bilingual>;

export interface TrailScreenOptions {
  /** trail: /VehicleTrail, /VehicleTrailOperation; detail: /VehicleTrailDetail; vehicleFile: /carVehicleTrail; analytics: /BiVehicleTrail; record: /vehicleRecord. */
  variant: 'trail' | 'detail' | 'operation' | 'vehicleFile' | 'analytics' | 'record';
}

export type Load = { state: 'idle' } | { state: 'loading' } | { state: 'error'; msg: string } | { state: 'done'; trail: TrailPoint[]; plate: string };

/** The history of a valid choice (nothing asked for an invalid one: TrailQuery says why). */
export function useTrail(choice: TrailChoice | null): Load {
  const [load, setLoad] = useState<Load>({ state: 'idle' });
  const key = choice ? `${choice.carId}|${choice.start}|${choice.end}` : '';
  useEffect(() => {
    if (!choice || periodRefusal(choice.start, choice.end)) {
      setLoad({ state: 'idle' });
      return undefined;
    }
    const ctl = new AbortController();
    setLoad({ state: 'loading' });
    void fetchPositionHistory(choice.carId, choice.start, choice.end, ctl.signal).then((res) => {
      if (ctl.signal.aborted) return;
      if (res.ok) setLoad({ state: 'done', trail: toTrail(res.data.points), plate: res.data.plate });
      else setLoad({ state: 'error', msg: res.msg });
    });
    return () => ctl.abort();
    // The key names the choice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return load;
}

const STOP_CHOICES = [1, 3, 5, 10, 30];
const fill = (s: string, v: Record<string, string | number>) => s.replace(/\{(\w+)\}/g, (_, k: string) => String(v[k] ?? ''));

/** The screen's title (its route's) and what goes beside it (a link back). */
export function ScreenHeading({ children }: { children?: ReactNode }) {
  const lang = useLang();
  const meta = useScreenMeta();
  return (
    <Flex align="center" gap={12} wrap>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        {meta ? pick(meta.title, lang) : ''}
      </Typography.Title>
      {children}
    </Flex>
  );
}

export function TrailScreen({ variant }: TrailScreenOptions) {
  const lang = useLang();
  const t = (x: Bilingual) => pick(x, lang);
  const { vehicles, choice, requestedCarId, start, end, set } = useTrailChoice(variant === 'record' || variant === 'analytics' ? 'today' : 'lastHour');
  const load = useTrail(choice);
  const [minStop, setMinStop] = useState(DEFAULT_STOP_MINUTES);
  const unknownVehicle = !vehicles.loading && requestedCarId !== null && choice === null;
  const detailHref = (carId: number) => (s: string, e: string) => `/VehicleTrailDetail?${new URLSearchParams({ carId: String(carId), start: s, end: e }).toString()}`;

  return (
    <Flex vertical gap={12}>
      <ScreenHeading>
        {variant === 'vehicleFile' && requestedCarId !== null && (
          <Link to={`/VehiclesDetail?carId=${requestedCarId}`}>
            <ArrowLeftOutlined /> {t(TEXT.vehicleFile)}
          </Link>
        )}
        {variant === 'detail' && choice && (
          <>
            <Typography.Text type="secondary">{fill(t(TEXT.detailOf), { plate: choice.plate, start: choice.start, end: choice.end })}</Typography.Text>
            <Link to={`/vehicleRecord?${new URLSearchParams({ carId: String(choice.carId), start: `${choice.start.slice(0, 10)} 00:00:00`, end: `${choice.end.slice(0, 10)} 23:59:59` }).toString()}`}>
              <ArrowLeftOutlined /> {t(TEXT.records)}
            </Link>
          </>
        )}
      </ScreenHeading>
      <Flex gap={12} wrap align="flex-start">
        <TrailQuery
          vehicles={vehicles}
          carId={choice?.carId ?? requestedCarId}
          start={start}
          end={end}
          lockVehicle={variant === 'vehicleFile' && requestedCarId !== null && choice !== null}
          onQuery={set}
        />
        <Space>
          <span>{t(TEXT.minStop)}</span>
          <Select<number>
            aria-label={t(TEXT.minStop)}
            style={{ width: 110 }}
            value={minStop}
            onChange={setMinStop}
            options={STOP_CHOICES.map((n) => ({ value: n, label: fill(t(TEXT.minutes), { n }) }))}
          />
        </Space>
      </Flex>
      {unknownVehicle && <Alert type="warning" showIcon message={t(TEXT.notTracked)} />}
      {/* No vehicle chosen yet: the prompt to pick one is the screen's first content (src/components/screenReady.ts). */}
      {load.state === 'idle' && !unknownVehicle && <Empty {...screenReady(true)} description={t(variant === 'record' ? TEXT.pickRecord : TEXT.pick)} />}
      {load.state === 'loading' && (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin tip={t(TEXT.loading)}>
            <div style={{ width: 200, height: 40 }} />
          </Spin>
        </Flex>
      )}
      {load.state === 'error' && <Alert type="error" showIcon message={`${t(TEXT.failed)}${load.msg}`} />}
      {load.state === 'done' && load.trail.length === 0 && <Empty data-testid="trail-empty" description={t(TEXT.empty)} />}
      {load.state === 'done' && load.trail.length > 0 && choice && (
        variant === 'record' ? (
          <TripTable trail={load.trail} minStop={minStop} href={detailHref(choice.carId)} />
        ) : (
          <TrailView
            key={`${choice.carId}|${choice.start}|${choice.end}`}
            trail={load.trail}
            plate={load.plate}
            minStop={minStop}
            trips={variant === 'analytics' || variant === 'operation'}
            tripHref={detailHref(choice.carId)}
          />
        )
      )}
    </Flex>
  );
}

/** /vehicleRecord: the period's trips (start and end time and place, mileage, duration), each opening its trail. */
function TripTable({ trail, minStop, href }: { trail: TrailPoint[]; minStop: number; href: (start: string, end: string) => string }) {
  const lang = useLang();
  const t = (x: Bilingual) => pick(x, lang);
  const trips = useMemo(() => tripsOf(trail, minStop), [trail, minStop]);
  const summary = useMemo(() => summarize(trail, minStop), [trail, minStop]);
  const km = trips.reduce((s, x) => s + x.mileage, 0);
  return (
    <Flex vertical gap={8}>
      <Typography.Text data-testid="record-totals">
        {fill(t(TEXT.totals), { n: trips.length, km: km.toFixed(1), d: durationText(summary.driving, lang) })}
      </Typography.Text>
      <Table
        size="small"
        rowKey="from"
        data-testid="record-trips"
        locale={{ emptyText: t(TEXT.noTrips) }}
        dataSource={trips}
        pagination={trips.length > 20 ? { pageSize: 20 } : false}
        columns={[
          { title: t(TEXT.trip), render: (_, __, i) => i + 1, width: 60 },
          { title: t(TEXT.start), render: (_, r) => wallText(r.start) },
          { title: t(TEXT.startPlace), render: (_, r) => tripEnd(r, 'start', lang) },
          { title: t(TEXT.end), render: (_, r) => wallText(r.end) },
          { title: t(TEXT.endPlace), render: (_, r) => tripEnd(r, 'end', lang) },
          { title: t(TEXT.mileage), render: (_, r) => `${r.mileage.toFixed(1)} km` },
          { title: t(TEXT.duration), render: (_, r) => durationText(r.duration, lang) },
          { title: t(TEXT.top), render: (_, r) => `${r.maxSpeed.toFixed(1)} km/h` },
          { title: '', render: (_, r) => <Link to={href(wallText(r.start), wallText(r.end))}>{t(TEXT.open)}</Link> },
        ]}
      />
    </Flex>
  );
}
