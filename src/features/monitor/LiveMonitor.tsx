/**
 * Live monitoring (issue 23; docs/architecture.md "Maps"): the fleet's vehicles on the map coloured by state (moving,
 * idle, off-line, alarm), clustered when zoomed out, beside a list searchable by plate and driver and filtered by
 * state; a vehicle's card (speed, heading, last report, place, driver, terminal); follow one vehicle. The list and the
 * map show the same vehicles (`shown`), and the state counts are counted once (`countByState`), so the list's counts
 * are the map's. Positions refresh every few seconds (useLivePositions): the map replaces its source's data in place
 * and the selection is kept by vehicle id, so nothing flickers or is lost.
 *
 * One component, configured by the three routes (./screens.tsx): /CarsMonitoring (list beside the map),
 * /RealTimePositioning (one vehicle chosen by plate and followed), /monitoringMap (the map filling the screen, the
 * list on demand, full screen).
 */
import { AimOutlined, CloseOutlined, FullscreenExitOutlined, FullscreenOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Empty, Flex, Input, Select, Space, Spin, Switch, Tag, Typography } from 'antd';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DEMO_ROADS_LABEL, VehicleMapView } from '@/components/map';
import { useScreenMeta } from '@/components/screenMeta';
import { placeLabel } from '@/entities/monitor/place';
import {
  ALARMS, countByState, currentSpeedText, MONITOR_STATE_COLORS, MONITOR_STATE_LABELS, MONITOR_STATES, type MonitorState, type VehiclePosition,
} from '@/entities/monitor/positions';
import { bi, pick, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';
import { useLivePositions } from './useLivePositions';
import { screenReady } from '@/components/screenReady';

export interface LiveMonitorOptions {
  /** The list beside the map: always, on demand (a button), or none (a vehicle picker instead). */
  list: 'side' | 'toggle' | 'none';
  /** Follow the selected vehicle from the start. */
  follow: boolean;
  /** A full-screen button. */
  fullscreen: boolean;
}

const TEXT = {
  search: bi('搜索车牌号、司机', 'Search plate or driver'),
  all: bi('全部', 'All'),
  byState: bi('按状态筛选', 'By state'),
  list: bi('车辆列表', 'Vehicles'),
  map: bi('车辆监控地图', 'Vehicle monitoring map'),
  none: bi('没有符合条件的车辆', 'No vehicle matches'),
  noVehicles: bi('暂无已绑定GPS终端的车辆', 'No vehicle has a GPS terminal'),
  loading: bi('正在加载车辆位置…', 'Loading vehicle positions…'),
  mapLoading: bi('正在加载地图和车辆位置…', 'Loading the map and the vehicles…'),
  failedFirst: bi('车辆位置加载失败：', 'The vehicle positions could not be loaded: '),
  failedLater: bi('车辆位置更新失败，显示的是{time}的位置：', 'The positions could not be updated; shown as of {time}: '),
  updated: bi('{time} 更新 · 每{n}秒刷新', 'Updated {time} · every {n} s'),
  more: bi('仅显示前{n}辆，请输入车牌号或司机缩小范围', 'Showing the first {n}: search to narrow down'),
  follow: bi('跟随', 'Follow'),
  trail: bi('轨迹回放', 'Trail playback'),
  close: bi('关闭', 'Close'),
  locate: bi('定位', 'Locate'),
  pick: bi('选择车辆（车牌号）', 'Choose a vehicle (plate)'),
  pickHint: bi('请选择要实时定位的车辆', 'Choose the vehicle to locate'),
  fullscreen: bi('全屏', 'Full screen'),
  exitFullscreen: bi('退出全屏', 'Exit full screen'),
  speed: bi('速度', 'Speed'),
  heading: bi('方向', 'Heading'),
  lastReport: bi('最后上报', 'Last report'),
  place: bi('位置', 'Place'),
  driver: bi('司机', 'Driver'),
  terminal: bi('终端编号', 'Terminal'),
  model: bi('车型', 'Model'),
  mileage: bi('里程', 'Odometer'),
  ignition: bi('点火', 'Ignition'),
  alarms: bi('报警', 'Alarms'),
  on: bi('开', 'On'),
  off: bi('关', 'Off'),
  parked: bi('未出车', 'Not on rent'),
} satisfies Record<string, Bilingual>;

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

/** Rendered rows at most (the list is for finding a vehicle: the map shows them all). */
const LIST_MAX = 100;

const COMPASS: readonly Bilingual[] = [bi('北', 'N'), bi('东北', 'NE'), bi('东', 'E'), bi('东南', 'SE'), bi('南', 'S'), bi('西南', 'SW'), bi('西', 'W'), bi('西北', 'NW')];
const compass = (deg: number) => COMPASS[Math.round(deg / 45) % 8]!;

/** A vehicle matching the search: its plate or its driver's name contains the text (case and spaces ignored). */
export function matchesSearch(p: Pick<VehiclePosition, 'plate' | 'driverName'>, text: string): boolean {
  const q = text.replace(/\s+/g, '').toUpperCase();
  return q === '' || p.plate.toUpperCase().includes(q) || p.driverName.includes(q);
}

function StateTag({ state, lang }: { state: MonitorState; lang: 'zh-CN' | 'en-US' }) {
  return (
    <Tag color={MONITOR_STATE_COLORS[state]} style={{ marginInlineEnd: 0 }}>
      {pick(MONITOR_STATE_LABELS[state], lang)}
    </Tag>
  );
}

/** A vehicle's card: what its terminal last reported, where it is, who drives it. */
export function VehicleCard({ p, follow, onFollow, onClose }: { p: VehiclePosition; follow: boolean; onFollow: (on: boolean) => void; onClose?: () => void }) {
  const lang = useLang();
  const t = (x: Bilingual) => pick(x, lang);
  return (
    <Card
      size="small"
      data-testid="vehicle-card"
      title={
        <Space size={8}>
          <span>{p.plate}</span>
          <StateTag state={p.state} lang={lang} />
        </Space>
      }
      extra={
        <Space size={8}>
          <Switch size="small" checked={follow} onChange={onFollow} aria-label={t(TEXT.follow)} />
          <span>{t(TEXT.follow)}</span>
          {onClose && <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t(TEXT.close)} onClick={onClose} />}
        </Space>
      }
      style={{ width: 320, boxShadow: '0 4px 16px rgba(0,0,0,0.15)' }}
    >
      <Descriptions
        size="small"
        column={1}
        styles={{ label: { width: 80 } }}
        items={[
          { key: 'speed', label: t(TEXT.speed), children: currentSpeedText(p) },
          { key: 'heading', label: t(TEXT.heading), children: `${t(compass(p.heading))} ${p.heading}°` },
          { key: 'report', label: t(TEXT.lastReport), children: p.reportTime },
          { key: 'place', label: t(TEXT.place), children: placeLabel(p, lang) },
          { key: 'driver', label: t(TEXT.driver), children: p.driverName ? `${p.driverName} ${p.driverPhone}` : t(TEXT.parked) },
          { key: 'terminal', label: t(TEXT.terminal), children: p.terminalNo },
          { key: 'model', label: t(TEXT.model), children: p.model },
          { key: 'mileage', label: t(TEXT.mileage), children: `${p.mileage.toFixed(1)} km` },
          { key: 'ignition', label: t(TEXT.ignition), children: t(p.ignition ? TEXT.on : TEXT.off) },
          ...(p.alarms.length > 0
            ? [{ key: 'alarms', label: t(TEXT.alarms), children: <Typography.Text type="danger">{p.alarms.map((a) => t(ALARMS[a])).join('、')}</Typography.Text> }]
            : []),
        ]}
      />
      <Link to={`/VehicleTrail?carId=${p.carId}`} data-testid="open-trail">
        {t(TEXT.trail)}
      </Link>
    </Card>
  );
}

type StateFilter = MonitorState | 'all';

/**
 * A row of the list: plain elements (a hundred of them are drawn again every refresh) and memoised, so a vehicle whose
 * report did not change is not drawn again.
 */
const Row = memo(function Row({ p, selected, onPick, lang }: { p: VehiclePosition; selected: boolean; onPick: (carId: number) => void; lang: 'zh-CN' | 'en-US' }) {
  return (
    <div
      id={`vehicle-${p.carId}`}
      role="option"
      aria-selected={selected}
      data-car-id={p.carId}
      onClick={() => onPick(p.carId)}
      style={{
        display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, padding: '6px 10px', cursor: 'pointer',
        background: selected ? '#e6f4ff' : undefined, borderBottom: '1px solid #f5f5f5',
      }}
    >
      {/* The vehicle's plate and its driver's or store's name: the record's own text, in whatever language it is. */}
      <span data-record-text style={{ minWidth: 0, overflow: 'hidden' }}>
        <strong>{p.plate}</strong>
        <span style={{ display: 'block', fontSize: 12, color: 'rgba(0,0,0,0.55)', whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' }}>{p.driverName || p.storeName}</span>
      </span>
      <span style={{ textAlign: 'right', whiteSpace: 'nowrap', fontSize: 12 }}>
        <span style={{ color: MONITOR_STATE_COLORS[p.state], fontWeight: 600 }}>{pick(MONITOR_STATE_LABELS[p.state], lang)}</span>
        <span style={{ display: 'block', color: 'rgba(0,0,0,0.55)' }}>{currentSpeedText(p, 0)}</span>
      </span>
    </div>
  );
});

export function LiveMonitor({ list, follow: followAtStart, fullscreen }: LiveMonitorOptions) {
  const lang = useLang();
  const t = (x: Bilingual) => pick(x, lang);
  const meta = useScreenMeta();
  const live = useLivePositions();
  const [query, setQuery] = useSearchParams();
  const [search, setSearch] = useState('');
  const [stateFilter, setStateFilter] = useState<StateFilter>('all');
  const [selectedId, setSelectedId] = useState<number | null>(() => {
    const id = Number(query.get('carId'));
    return Number.isFinite(id) && id > 0 ? id : null;
  });
  const [follow, setFollow] = useState(followAtStart);
  const [listOpen, setListOpen] = useState(list === 'side');
  const [demoMap, setDemoMap] = useState(false);
  const [isFull, setIsFull] = useState(false);
  // The map's loading state: until the first answer's vehicles are drawn on it (or the answer is that there are none).
  const [drawn, setDrawn] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  // By plate, in code-point order (a collator's order is no more useful for plates, and 5,000 a second must stay cheap).
  const sorted = useMemo(() => live.positions.toSorted((a, b) => (a.plate < b.plate ? -1 : a.plate > b.plate ? 1 : 0)), [live.positions]);
  const matched = useMemo(() => sorted.filter((p) => matchesSearch(p, search)), [sorted, search]);
  const counts = useMemo(() => countByState(matched), [matched]);
  // One list for both: the side list's rows and the map's points.
  const shown = useMemo(() => (stateFilter === 'all' ? matched : matched.filter((p) => p.state === stateFilter)), [matched, stateFilter]);
  const selected = selectedId === null ? undefined : live.positions.find((p) => p.carId === selectedId);

  const choose = useCallback(
    (carId: number | null) => {
      setSelectedId(carId);
      if (list === 'none') {
        setQuery(
          (q) => {
            const next = new URLSearchParams(q);
            if (carId === null) next.delete('carId');
            else next.set('carId', String(carId));
            return next;
          },
          { replace: true },
        );
      }
    },
    [list, setQuery],
  );

  useEffect(() => {
    const onChange = () => setIsFull(document.fullscreenElement === frame.current && frame.current !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // The selected row kept in view when chosen from the map or with the keyboard.
  useEffect(() => {
    if (selectedId === null) return;
    listRef.current?.querySelector(`[data-car-id="${selectedId}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [selectedId]);

  const mapPositions = list === 'none' && selected ? [selected] : shown;
  const expected = useRef({ loaded: false, count: 0 });
  expected.current = { loaded: live.loaded, count: mapPositions.length };
  const onDrawn = useCallback((count: number) => {
    if (expected.current.loaded && count === expected.current.count) setDrawn(true);
  }, []);
  const mapLoading = !drawn && !live.error;

  const rows = shown.slice(0, LIST_MAX);
  const onListKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (rows.length === 0) return;
    const at = rows.findIndex((p) => p.carId === selectedId);
    const moves: Record<string, number> = { ArrowDown: Math.min(rows.length - 1, at + 1), ArrowUp: Math.max(0, at - 1), Home: 0, End: rows.length - 1 };
    if (e.key === 'Escape') {
      choose(null);
      return;
    }
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    choose(rows[next]!.carId);
  };

  const stateOptions: { value: StateFilter; label: string; count: number; color?: string }[] = [
    { value: 'all', label: t(TEXT.all), count: matched.length },
    ...MONITOR_STATES.map((s) => ({ value: s, label: t(MONITOR_STATE_LABELS[s]), count: counts[s], color: MONITOR_STATE_COLORS[s] })),
  ];

  const sidePanel = (
    <Flex vertical gap={8} style={{ width: 320, minWidth: 280, height: '100%' }}>
      <Input.Search allowClear placeholder={t(TEXT.search)} aria-label={t(TEXT.search)} value={search} onChange={(e) => setSearch(e.target.value)} />
      <Flex wrap gap={4} role="group" aria-label={t(TEXT.byState)}>
        {stateOptions.map((o) => (
          <Button key={o.value} size="small" type={stateFilter === o.value ? 'primary' : 'default'} ghost={stateFilter === o.value} aria-pressed={stateFilter === o.value} onClick={() => setStateFilter(o.value)}>
            <span data-testid={`count-${o.value}`} data-count={o.count}>
              {o.color && <span aria-hidden="true" style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: o.color, marginInlineEnd: 4 }} />}
              {`${o.label} ${o.count}`}
            </span>
          </Button>
        ))}
      </Flex>
      <div
        ref={listRef}
        role="listbox"
        tabIndex={0}
        aria-label={t(TEXT.list)}
        aria-activedescendant={selected && rows.some((r) => r.carId === selected.carId) ? `vehicle-${selected.carId}` : undefined}
        onKeyDown={onListKey}
        data-testid="vehicle-list"
        // The vehicles listed (or none) once the first positions are in: the first content (src/components/screenReady.ts).
        {...screenReady(live.loaded)}
        style={{ flex: 1, overflowY: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, outlineOffset: 2 }}
      >
        {!live.loaded ? (
          <Typography.Text type="secondary" style={{ display: 'block', padding: 12 }} role="status">
            {t(TEXT.loading)}
          </Typography.Text>
        ) : rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(live.positions.length ? TEXT.none : TEXT.noVehicles)} />
        ) : (
          rows.map((p) => <Row key={p.carId} p={p} selected={p.carId === selectedId} onPick={choose} lang={lang} />)
        )}
      </div>
      {shown.length > LIST_MAX && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{fill(t(TEXT.more), { n: LIST_MAX })}</Typography.Text>}
    </Flex>
  );

  const updated = live.updatedAt ? new Date(live.updatedAt).toLocaleTimeString(lang, { hour12: false }) : '';

  return (
    <div ref={frame} style={{ display: 'flex', flexDirection: 'column', height: isFull ? '100vh' : 'calc(100vh - 150px)', minHeight: 480, background: '#fff' }}>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {meta ? pick(meta.title, lang) : t(TEXT.map)}
        </Typography.Title>
        <Space wrap>
          {list === 'none' && (
            <Select
              showSearch
              allowClear
              style={{ width: 260 }}
              placeholder={t(TEXT.pick)}
              aria-label={t(TEXT.pick)}
              value={selectedId ?? undefined}
              optionFilterProp="label"
              loading={!live.loaded}
              options={sorted.map((p) => ({ value: p.carId, label: p.plate }))}
              onChange={(v: number | undefined) => choose(v ?? null)}
            />
          )}
          {list === 'toggle' && (
            <Button icon={<UnorderedListOutlined />} aria-pressed={listOpen} onClick={() => setListOpen((o) => !o)}>
              {t(TEXT.list)}
            </Button>
          )}
          {selected && (
            <Button icon={<AimOutlined />} onClick={() => setFollow(true)}>
              {t(TEXT.locate)}
            </Button>
          )}
          {fullscreen && (
            <Button
              icon={isFull ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              onClick={() => (isFull ? void document.exitFullscreen() : void frame.current?.requestFullscreen?.())}
            >
              {t(isFull ? TEXT.exitFullscreen : TEXT.fullscreen)}
            </Button>
          )}
          <Typography.Text type="secondary" role="status" data-testid="updated">
            {updated ? fill(t(TEXT.updated), { time: updated, n: live.period / 1000 }) : ''}
          </Typography.Text>
        </Space>
      </Flex>
      {live.error && (
        <Alert
          type={live.positions.length ? 'warning' : 'error'}
          showIcon
          style={{ marginBottom: 8 }}
          title={`${live.positions.length ? fill(t(TEXT.failedLater), { time: updated }) : t(TEXT.failedFirst)}${live.error}`}
        />
      )}
      {list === 'none' && !selected && live.loaded && <Alert type="info" showIcon style={{ marginBottom: 8 }} title={t(TEXT.pickHint)} />}
      <Flex gap={12} style={{ flex: 1, minHeight: 0 }}>
        {list !== 'none' && listOpen && sidePanel}
        <div style={{ position: 'relative', flex: 1, minWidth: 0, borderRadius: 6, overflow: 'hidden', border: '1px solid #f0f0f0' }} {...screenReady(live.loaded && drawn)}>
          <VehicleMapView
            positions={mapPositions}
            selectedId={selectedId}
            follow={follow}
            onSelect={(id) => choose(id)}
            label={t(TEXT.map)}
            style={{ position: 'absolute', inset: 0 }}
            onMapReady={(ctx) => setDemoMap(ctx.demo)}
            onDrawn={onDrawn}
          />
          {mapLoading && (
            <div
              data-testid="map-loading"
              role="status"
              style={{ position: 'absolute', inset: 0, zIndex: 3, display: 'grid', placeItems: 'center', background: 'rgba(255,255,255,0.7)' }}
            >
              <Flex vertical align="center" gap={8}>
                <Spin />
                <Typography.Text type="secondary">{t(TEXT.mapLoading)}</Typography.Text>
              </Flex>
            </div>
          )}
          {selected && (
            <div style={{ position: 'absolute', top: 8, left: 8, zIndex: 2 }}>
              <VehicleCard p={selected} follow={follow} onFollow={setFollow} onClose={list === 'none' ? undefined : () => choose(null)} />
            </div>
          )}
          <div
            aria-label={lang === 'en-US' ? 'Legend' : '图例'}
            style={{ position: 'absolute', left: 8, bottom: 36, zIndex: 1, background: 'rgba(255,255,255,0.92)', borderRadius: 4, padding: '4px 8px', fontSize: 12 }}
          >
            {MONITOR_STATES.map((s) => (
              <span key={s} style={{ marginInlineEnd: 10, whiteSpace: 'nowrap' }}>
                <span aria-hidden="true" style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: MONITOR_STATE_COLORS[s], marginInlineEnd: 4 }} />
                {t(MONITOR_STATE_LABELS[s])}
              </span>
            ))}
            {demoMap && (
              <span style={{ whiteSpace: 'nowrap' }}>
                <span aria-hidden="true" style={{ display: 'inline-block', width: 16, height: 3, background: '#f0b429', verticalAlign: 'middle', marginInlineEnd: 4 }} />
                {t(DEMO_ROADS_LABEL)}
              </span>
            )}
          </div>
        </div>
      </Flex>
    </div>
  );
}
