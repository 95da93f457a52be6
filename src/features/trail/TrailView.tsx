/**
 * A loaded trail (docs/architecture.md "Trails"): its statistics, the map (line by speed band, stops, the vehicle's
 * marker), the playback bar (play, pause, ×1–×16, scrubber, auto-follow), the speed chart under the map whose cursor
 * follows the playback and whose click moves it, the stops, speeding segments and (analytics) trips, and the export.
 * Keyboard: space plays or pauses, ← → step one report. The marker's host and the chart carry `data-playback-time`.
 */
import { CaretRightOutlined, DownloadOutlined, PauseOutlined, StepBackwardOutlined, StepForwardOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Segmented, Slider, Space, Statistic, Switch, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { EChart, type ChartOption } from '@/components/charts/EChart';
import { DEMO_ROADS_LABEL, MapView, type MapContext } from '@/components/map';
import { placeLabel } from '@/entities/monitor/place';
import { ALARMS, type AlarmFlag } from '@/entities/monitor/positions';
import {
  durationText, indexAt, positionAt, SPEED_BANDS, summarize, trailCsv, tripEnd, tripsOf, wallText, type Stop, type TrailPoint,
} from '@/entities/monitor/trail';
import { bi, pick, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';
import { drawTrail, type TrailLayers, type TrailMark } from './trailLayers';
import { RATES, usePlayback, type Rate } from './usePlayback';

const TEXT = {
  map: bi('轨迹地图', 'Trail map'),
  chart: bi('速度曲线', 'Speed chart'),
  mileage: bi('里程', 'Mileage'),
  driving: bi('行驶时长', 'Driving time'),
  stops: bi('停留次数', 'Stops'),
  maxSpeed: bi('最高速度', 'Top speed'),
  avgSpeed: bi('平均速度', 'Average speed'),
  points: bi('轨迹点', 'Points'),
  play: bi('播放', 'Play'),
  pause: bi('暂停', 'Pause'),
  back: bi('上一点', 'Previous point'),
  forward: bi('下一点', 'Next point'),
  rate: bi('播放速度', 'Playback speed'),
  rateHint: bi('×1 = 每秒播放1分钟轨迹', '×1 = one minute of the trail per second'),
  scrubber: bi('播放进度', 'Playback position'),
  follow: bi('跟随车辆', 'Follow the vehicle'),
  keys: bi('空格 播放/暂停 · ←/→ 逐点', 'Space play/pause · ←/→ step'),
  exportPoints: bi('导出轨迹点', 'Export the points'),
  stopList: bi('停留点', 'Stops'),
  speedingList: bi('超速路段', 'Speeding'),
  trips: bi('行程', 'Trips'),
  start: bi('开始时间', 'Start'),
  end: bi('结束时间', 'End'),
  duration: bi('时长', 'Duration'),
  place: bi('位置', 'Place'),
  startPlace: bi('起点', 'From'),
  endPlace: bi('终点', 'To'),
  top: bi('最高速度', 'Top speed'),
  ignitionOff: bi('熄火', 'Ignition off'),
  still: bi('怠速', 'Idling'),
  noStops: bi('该时段没有停留', 'No stop in this period'),
  noSpeeding: bi('该时段没有超速', 'No speeding in this period'),
  noTrips: bi('该时段没有行程', 'No trip in this period'),
  open: bi('查看轨迹', 'Open the trail'),
  stopLabel: bi('停 {d}', 'Stop {d}'),
  locate: bi('定位到此', 'Go there'),
  speed: bi('速度', 'Speed'),
  tripCount: bi('行程数', 'Trips'),
  longest: bi('最长行程', 'Longest trip'),
} as const satisfies Record<string, Bilingual>;

/** The chart's grid margins (px): the cursor overlay is placed on the same grid. */
const GRID = { left: 48, right: 16, top: 24, bottom: 32 };
const CHART_HEIGHT = 180;

export interface TrailViewProps {
  trail: TrailPoint[];
  plate: string;
  /** Shortest stop (minutes). */
  minStop: number;
  /** Show the trips and their statistics (the analytics variant). */
  trips?: boolean;
  /** Where a trip's own trail opens (the detail route), with carId, start, end. */
  tripHref?: (start: string, end: string) => string;
  /** A point marked on the map (an alarm's place). */
  mark?: TrailMark;
}

const fmtKm = (n: number) => `${n.toFixed(1)} km`;
const hms = (ms: number) => wallText(ms).slice(11);

export function TrailView({ trail, plate, minStop, trips: showTrips = false, tripHref, mark }: TrailViewProps) {
  const lang = useLang();
  const t = (x: Bilingual) => pick(x, lang);
  const summary = useMemo(() => summarize(trail, minStop), [trail, minStop]);
  const trips = useMemo(() => (showTrips ? tripsOf(trail, minStop) : []), [trail, minStop, showTrips]);
  const start = summary.start;
  const end = summary.end;
  const [follow, setFollow] = useState(true);
  const followRef = useRef(follow);
  followRef.current = follow;
  const [ctx, setCtx] = useState<MapContext | null>(null);
  const layers = useRef<TrailLayers | null>(null);
  const markerHost = useRef<HTMLDivElement>(null);
  const chartHost = useRef<HTMLDivElement>(null);
  const cursor = useRef<HTMLDivElement>(null);
  // The chart's width, measured when it changes (not read each frame: a read after the frame's writes forces a layout).
  const chartWidth = useRef(0);
  useEffect(() => {
    const el = chartHost.current;
    if (!el) return undefined;
    chartWidth.current = el.clientWidth;
    const ro = new ResizeObserver(() => {
      chartWidth.current = el.clientWidth;
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const markerEl = useMemo(() => {
    const el = document.createElement('div');
    el.dataset.testid = 'trail-marker';
    el.setAttribute('aria-hidden', 'true');
    el.style.cssText = 'width:0;height:0;border-left:9px solid transparent;border-right:9px solid transparent;border-bottom:22px solid #cf1322;filter:drop-shadow(0 1px 2px rgba(0,0,0,.5))';
    return el;
  }, []);
  const playingRef = useRef(false);
  // When the trail arrived (this view is made per trail). The host's `data-trail-draw-ms` is the time from handing the
  // trail to the ready map until the map has drawn it, `data-trail-shown-ms` from the trail's arrival (the map's own
  // start-up included); bench/trail.mjs reads both.
  const arrived = useRef(performance.now());

  // Each frame: the marker (MapLibre), the chart's cursor (a style) and the playback time attributes; no React render.
  const onFrame = useCallback(
    (at: number) => {
      const p = positionAt(trail, at);
      const when = String(Math.round(at));
      if (markerHost.current) markerHost.current.dataset.playbackTime = when;
      markerEl.dataset.playbackTime = when;
      if (chartHost.current) chartHost.current.dataset.playbackTime = when;
      if (p && layers.current) {
        layers.current.moveMarker(p.lng, p.lat, p.heading);
        if (followRef.current && playingRef.current) layers.current.follow(p.lng, p.lat);
      }
      const c = cursor.current;
      const host = chartHost.current;
      if (c && host && trail.length > 1) {
        const i = indexAt(trail, at);
        const a = trail[i]!;
        const b = trail[i + 1] ?? a;
        const f = b.t > a.t ? Math.min(1, Math.max(0, (at - a.t) / (b.t - a.t))) : 0;
        const width = chartWidth.current - GRID.left - GRID.right;
        c.style.left = `${GRID.left + ((i + f) / (trail.length - 1)) * Math.max(0, width)}px`;
      }
    },
    [trail, markerEl],
  );
  const pb = usePlayback(start, end, onFrame);
  playingRef.current = pb.playing;

  // The trail on the map once both are there; a new trail replaces it.
  useEffect(() => {
    if (!ctx) return undefined;
    let gone = false;
    const stopText = (s: Stop) => TEXT.stopLabel[lang].replace('{d}', durationText(s.duration, lang));
    const drawStart = performance.now();
    void drawTrail(ctx, trail, summary.stops, stopText, markerEl, mark).then((l) => {
      if (gone) {
        l.remove();
        return;
      }
      layers.current = l;
      onFrame(pb.now());
      ctx.map.once('idle', () => {
        const host = markerHost.current;
        if (host && !host.dataset.trailDrawMs) {
          host.dataset.trailShownMs = String(Math.round(performance.now() - arrived.current));
          host.dataset.trailDrawMs = String(Math.round(performance.now() - drawStart));
        }
      });
    });
    return () => {
      gone = true;
      layers.current?.remove();
      layers.current = null;
    };
    // pb.now is stable; onFrame follows the trail; the mark is compared by its value (the same point draws nothing new).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ctx, trail, summary.stops, lang, markerEl, mark?.lng, mark?.lat, mark?.label]);

  const step = useCallback(
    (dir: 1 | -1) => {
      const now = pb.now();
      const i = indexAt(trail, now);
      const target = dir > 0 ? trail[Math.min(trail.length - 1, trail[i]!.t > now ? i : i + 1)] : trail[Math.max(0, trail[i]!.t < now ? i : i - 1)];
      if (target) pb.seek(target.t);
    },
    [pb, trail],
  );

  // Keyboard: space plays or pauses, arrows step; not while typing in a field or on a control that uses them.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (el?.closest('input, textarea, select, [contenteditable="true"], .ant-select, .ant-picker, .ant-slider, .ant-segmented, [role="tab"]')) return;
      if (e.key === ' ' && !el?.closest('button, a')) {
        e.preventDefault();
        pb.toggle();
      } else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
        e.preventDefault();
        step(e.key === 'ArrowRight' ? 1 : -1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [pb, step]);

  const option = useMemo<ChartOption>(() => {
    const bands = SPEED_BANDS.map((b) => b.max).filter((m) => Number.isFinite(m));
    return {
      animation: false,
      grid: GRID,
      tooltip: {
        trigger: 'axis',
        formatter: (ps: { value: [number, number] }[]) => {
          const p = trail[ps[0]?.value[0] ?? 0];
          return p ? `${p.reportTime}<br/>${p.speed} km/h` : '';
        },
      },
      // A value axis of the point's index (not 50,000 category labels); labels and the tooltip show its time.
      xAxis: { type: 'value', min: 0, max: Math.max(1, trail.length - 1), axisLabel: { formatter: (i: number) => trail[Math.round(i)]?.reportTime.slice(11) ?? '' }, splitLine: { show: false } },
      yAxis: { type: 'value', name: 'km/h', min: 0, max: (v: { max: number }) => Math.max(100, Math.ceil(v.max / 20) * 20) },
      series: [
        {
          type: 'line', name: t(TEXT.speed), data: trail.map((p, i) => [i, p.speed]), showSymbol: false, sampling: 'lttb', lineStyle: { width: 1.5, color: '#1677ff' },
          areaStyle: { color: 'rgba(22,119,255,0.08)' },
          markLine: { silent: true, symbol: 'none', lineStyle: { color: '#cf1322', type: 'dashed' }, data: [{ yAxis: bands[bands.length - 1] }] },
        },
      ],
    };
    // t follows lang.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trail, lang]);

  const exportPoints = () => {
    const csv = trailCsv(trail, lang, (a) => pick(ALARMS[a as AlarmFlag], lang));
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${plate}_${wallText(start).replace(/[: ]/g, '').slice(0, 12)}_${wallText(end).replace(/[: ]/g, '').slice(0, 12)}.csv`;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const current = positionAt(trail, pb.time);
  const { pause, seek } = pb;
  const seekTo = useCallback(
    (ms: number) => {
      pause();
      seek(ms);
    },
    [pause, seek],
  );

  // The statistics and the lists do not change with the playback time: made once per trail and language.
  const stats = useMemo(
    () => (
      <Row gutter={[12, 12]}>
        {[
          [TEXT.mileage, fmtKm(summary.mileage), 'stat-mileage'],
          [TEXT.driving, durationText(summary.driving, lang), 'stat-driving'],
          [TEXT.stops, String(summary.stops.length), 'stat-stops'],
          [TEXT.maxSpeed, `${summary.maxSpeed.toFixed(1)} km/h`, 'stat-max'],
          [TEXT.avgSpeed, `${summary.avgSpeed.toFixed(1)} km/h`, 'stat-avg'],
          [TEXT.points, String(summary.points), 'stat-points'],
        ].map(([label, value, id]) => (
          <Col key={id as string} xs={12} sm={8} lg={4}>
            <Card size="small" data-testid={id as string}>
              <Statistic title={t(label as Bilingual)} value={value as string} valueStyle={{ fontSize: 18 }} />
            </Card>
          </Col>
        ))}
      </Row>
    ),
    // t follows lang.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [summary, lang],
  );
  const lists = useMemo(
    () => (
      <Card size="small">
        <Tabs
          items={[
            ...(showTrips
              ? [
                  {
                    key: 'trips',
                    label: `${t(TEXT.trips)} (${trips.length})`,
                    children: (
                      <>
                        <Row gutter={12} style={{ marginBottom: 12 }}>
                          <Col span={6}><Statistic title={t(TEXT.tripCount)} value={trips.length} /></Col>
                          <Col span={6}><Statistic title={t(TEXT.mileage)} value={fmtKm(trips.reduce((s, x) => s + x.mileage, 0))} /></Col>
                          <Col span={6}><Statistic title={t(TEXT.longest)} value={fmtKm(trips.reduce((s, x) => Math.max(s, x.mileage), 0))} /></Col>
                          <Col span={6}><Statistic title={t(TEXT.maxSpeed)} value={`${summary.maxSpeed.toFixed(1)} km/h`} /></Col>
                        </Row>
                        <Table
                          size="small"
                          rowKey="from"
                          pagination={false}
                          locale={{ emptyText: t(TEXT.noTrips) }}
                          dataSource={trips}
                          columns={[
                            { title: t(TEXT.start), render: (_, r) => wallText(r.start) },
                            { title: t(TEXT.end), render: (_, r) => wallText(r.end) },
                            { title: t(TEXT.startPlace), render: (_, r) => tripEnd(r, 'start', lang) },
                            { title: t(TEXT.endPlace), render: (_, r) => tripEnd(r, 'end', lang) },
                            { title: t(TEXT.mileage), render: (_, r) => fmtKm(r.mileage) },
                            { title: t(TEXT.duration), render: (_, r) => durationText(r.duration, lang) },
                            { title: t(TEXT.top), render: (_, r) => `${r.maxSpeed.toFixed(1)} km/h` },
                            {
                              title: '',
                              render: (_, r) => (
                                <Space>
                                  <Button size="small" type="link" onClick={() => seekTo(r.start)}>{t(TEXT.locate)}</Button>
                                  {tripHref && <Link to={tripHref(wallText(r.start), wallText(r.end))}>{t(TEXT.open)}</Link>}
                                </Space>
                              ),
                            },
                          ]}
                        />
                      </>
                    ),
                  },
                ]
              : []),
            {
              key: 'stops',
              label: `${t(TEXT.stopList)} (${summary.stops.length})`,
              children: (
                <Table
                  size="small"
                  rowKey="from"
                  pagination={summary.stops.length > 10 ? { pageSize: 10 } : false}
                  locale={{ emptyText: t(TEXT.noStops) }}
                  dataSource={summary.stops}
                  columns={[
                    { title: t(TEXT.start), render: (_, s) => wallText(s.start) },
                    { title: t(TEXT.end), render: (_, s) => wallText(s.end) },
                    { title: t(TEXT.duration), render: (_, s) => durationText(s.duration, lang) },
                    { title: t(TEXT.place), render: (_, s) => placeLabel(s, lang, 5) },
                    { title: '', render: (_, s) => <Tag>{t(s.ignitionOff ? TEXT.ignitionOff : TEXT.still)}</Tag> },
                    { title: '', render: (_, s) => <Button size="small" type="link" onClick={() => seekTo(s.start)}>{t(TEXT.locate)}</Button> },
                  ]}
                />
              ),
            },
            {
              key: 'speeding',
              label: `${t(TEXT.speedingList)} (${summary.speeding.length})`,
              children: (
                <Table
                  size="small"
                  rowKey="from"
                  pagination={summary.speeding.length > 10 ? { pageSize: 10 } : false}
                  locale={{ emptyText: t(TEXT.noSpeeding) }}
                  dataSource={summary.speeding}
                  columns={[
                    { title: t(TEXT.start), render: (_, s) => wallText(s.start) },
                    { title: t(TEXT.duration), render: (_, s) => durationText(s.duration, lang) },
                    { title: t(TEXT.top), render: (_, s) => <Typography.Text type="danger">{`${s.maxSpeed.toFixed(1)} km/h`}</Typography.Text> },
                    { title: '', render: (_, s) => <Button size="small" type="link" onClick={() => seekTo(s.start)}>{t(TEXT.locate)}</Button> },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
    ),
    // t follows lang.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [summary, trips, showTrips, tripHref, seekTo, lang],
  );

  return (
    <Flex vertical gap={12}>
      {stats}
      <div ref={markerHost} data-testid="trail-marker-host" data-playback-time={String(start)} style={{ position: 'relative' }}>
        <MapView label={t(TEXT.map)} style={{ height: 420, borderRadius: 8, overflow: 'hidden' }} onReady={setCtx} />
        <Flex gap={8} wrap style={{ position: 'absolute', left: 8, top: 8, background: 'rgba(255,255,255,.92)', padding: '4px 8px', borderRadius: 6, fontSize: 12 }}>
          {SPEED_BANDS.map((b) => (
            <span key={b.key}>
              <span style={{ display: 'inline-block', width: 14, height: 4, background: b.color, verticalAlign: 'middle', marginRight: 4 }} />
              {t(b.label)}
            </span>
          ))}
          {ctx?.demo && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t(DEMO_ROADS_LABEL)}</Typography.Text>}
        </Flex>
      </div>

      <Card size="small" data-testid="trail-player">
        <Flex gap={12} align="center" wrap>
          <Space>
            <Tooltip title={t(TEXT.back)}>
              <Button icon={<StepBackwardOutlined />} aria-label={t(TEXT.back)} onClick={() => step(-1)} />
            </Tooltip>
            <Button type="primary" icon={pb.playing ? <PauseOutlined /> : <CaretRightOutlined />} onClick={pb.toggle} data-testid="trail-play">
              {t(pb.playing ? TEXT.pause : TEXT.play)}
            </Button>
            <Tooltip title={t(TEXT.forward)}>
              <Button icon={<StepForwardOutlined />} aria-label={t(TEXT.forward)} onClick={() => step(1)} />
            </Tooltip>
          </Space>
          <Tooltip title={t(TEXT.rateHint)}>
            <Segmented<Rate> aria-label={t(TEXT.rate)} value={pb.rate} onChange={pb.setRate} options={RATES.map((r) => ({ value: r, label: `×${r}` }))} />
          </Tooltip>
          <Slider
            style={{ flex: 1, minWidth: 200 }}
            min={start}
            max={Math.max(end, start + 1)}
            step={1000}
            value={pb.time}
            onChange={(v) => seekTo(v)}
            tooltip={{ formatter: (v) => (v === undefined ? '' : hms(v)) }}
            aria-label={t(TEXT.scrubber)}
            data-testid="trail-scrubber"
          />
          <Typography.Text data-testid="trail-clock" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {`${wallText(pb.time)} · ${(current?.speed ?? 0).toFixed(1)} km/h`}
          </Typography.Text>
          <Space size={6}>
            <Switch size="small" checked={follow} onChange={setFollow} aria-label={t(TEXT.follow)} />
            <span>{t(TEXT.follow)}</span>
          </Space>
          <Button icon={<DownloadOutlined />} onClick={exportPoints} data-testid="trail-export">
            {t(TEXT.exportPoints)}
          </Button>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(TEXT.keys)}
          </Typography.Text>
        </Flex>
        <div ref={chartHost} data-testid="trail-chart" data-playback-time={String(start)} style={{ position: 'relative', marginTop: 8 }}>
          <EChart
            option={option}
            height={CHART_HEIGHT}
            label={t(TEXT.chart)}
            pickAxis="x"
            onPick={(i) => {
              const p = trail[Math.min(trail.length - 1, i)];
              if (p) seekTo(p.t);
            }}
          />
          <div
            ref={cursor}
            data-testid="trail-chart-cursor"
            aria-hidden="true"
            style={{ position: 'absolute', top: GRID.top, height: CHART_HEIGHT - GRID.top - GRID.bottom, left: GRID.left, width: 0, borderLeft: '2px solid #cf1322', pointerEvents: 'none' }}
          />
        </div>
      </Card>

      {lists}
    </Flex>
  );
}
