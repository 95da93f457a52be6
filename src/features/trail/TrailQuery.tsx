/**
 * Choosing a vehicle and a period (the trail screens and /vehicleRecord): the vehicles with a GPS terminal, searched
 * by plate (or given by `?carId=` / `?plate=`), and a period with quick picks (last hour, today, yesterday) under the
 * §5 rule the demo backend applies too (`periodRefusal`: end after start, at most 7 days — said beside the picker).
 * The choice lives in the address (`carId`, `start`, `end`), so a trail can be linked, reloaded and opened from
 * other screens.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Flex, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchLatestPositions } from '@/api/monitor';
import { HISTORY_MAX_DAYS, HISTORY_REFUSALS, type VehiclePosition } from '@/entities/monitor/positions';
import { periodRefusal } from '@/entities/monitor/trail';
import { bi, pick, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';
import { WIRE_DATE_TIME } from '@/lib/dates';

const FMT = WIRE_DATE_TIME;
const TEXT = {
  vehicle: bi('车辆（车牌号）', 'Vehicle (plate)'),
  period: bi('时间段', 'Period'),
  query: bi('查询', 'Search'),
  lastHour: bi('最近1小时', 'Last hour'),
  today: bi('今天', 'Today'),
  yesterday: bi('昨天', 'Yesterday'),
  last7: bi('最近7天', 'Last 7 days'),
  rule: bi(`时间段不超过${HISTORY_MAX_DAYS}天`, `A period of at most ${HISTORY_MAX_DAYS} days`),
  vehiclesFailed: bi('车辆列表加载失败：', 'The vehicles could not be loaded: '),
  start: bi('开始时间', 'Start'),
  end: bi('结束时间', 'End'),
} as const satisfies Record<string, Bilingual>;

export interface TrailChoice {
  carId: number;
  plate: string;
  start: string;
  end: string;
}

/** The quick picks (the last hour, today so far, yesterday). */
export function quickPeriods(now: Dayjs = dayjs()): { key: 'lastHour' | 'today' | 'yesterday'; range: [Dayjs, Dayjs] }[] {
  return [
    { key: 'lastHour', range: [now.subtract(1, 'hour'), now] },
    { key: 'today', range: [now.startOf('day'), now] },
    { key: 'yesterday', range: [now.subtract(1, 'day').startOf('day'), now.subtract(1, 'day').endOf('day')] },
  ];
}

/** The vehicles with a bound GPS terminal (the feed's), by plate. */
function useTrackedVehicles() {
  const [state, setState] = useState<{ rows: VehiclePosition[]; loading: boolean; error: string }>({ rows: [], loading: true, error: '' });
  useEffect(() => {
    const ctl = new AbortController();
    void fetchLatestPositions(null, ctl.signal).then((res) => {
      if (ctl.signal.aborted) return;
      if (res.ok) setState({ rows: res.data.positions.toSorted((a, b) => (a.plate < b.plate ? -1 : a.plate > b.plate ? 1 : 0)), loading: false, error: '' });
      else setState({ rows: [], loading: false, error: res.msg });
    });
    return () => ctl.abort();
  }, []);
  return state;
}

/** The choice in the address, once complete and valid; `defaultPeriod` fills a missing period. */
export function useTrailChoice(defaultPeriod: 'lastHour' | 'today') {
  const [query, setQuery] = useSearchParams();
  const vehicles = useTrackedVehicles();
  const carParam = Number(query.get('carId'));
  const plateParam = query.get('plate');
  const vehicle = vehicles.rows.find((v) => (Number.isFinite(carParam) && carParam > 0 ? v.carId === carParam : plateParam !== null && v.plate === plateParam));
  const fallback = quickPeriods().find((q) => q.key === defaultPeriod)!.range;
  const start = query.get('start') ?? fallback[0].format(FMT);
  const end = query.get('end') ?? fallback[1].format(FMT);
  const choice: TrailChoice | null = vehicle ? { carId: vehicle.carId, plate: vehicle.plate, start, end } : null;
  const set = (next: { carId: number; start: string; end: string }) =>
    setQuery(
      (q) => {
        const n = new URLSearchParams(q);
        n.delete('plate');
        n.set('carId', String(next.carId));
        n.set('start', next.start);
        n.set('end', next.end);
        return n;
      },
      { replace: false },
    );
  return { vehicles, choice, requestedCarId: Number.isFinite(carParam) && carParam > 0 ? carParam : null, start, end, set };
}

export interface TrailQueryProps {
  vehicles: ReturnType<typeof useTrackedVehicles>;
  carId: number | null;
  start: string;
  end: string;
  /** The vehicle is fixed (opened from its file). */
  lockVehicle?: boolean;
  onQuery: (c: { carId: number; start: string; end: string }) => void;
}

export function TrailQuery({ vehicles, carId, start, end, lockVehicle = false, onQuery }: TrailQueryProps) {
  const lang = useLang();
  const t = (x: Bilingual) => pick(x, lang);
  const [car, setCar] = useState<number | null>(carId);
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null]>([dayjs(start, FMT), dayjs(end, FMT)]);
  const [error, setError] = useState<Bilingual | null>(null);
  useEffect(() => setCar(carId), [carId]);
  useEffect(() => setRange([dayjs(start, FMT), dayjs(end, FMT)]), [start, end]);
  const options = useMemo(() => vehicles.rows.map((v) => ({ value: v.carId, label: v.plate })), [vehicles.rows]);
  const presets = quickPeriods().map((q) => ({ label: t(TEXT[q.key]), value: q.range }));

  const submit = (r: [Dayjs | null, Dayjs | null] = range) => {
    if (car === null) {
      setError(HISTORY_REFUSALS.vehicle);
      return;
    }
    const s = r[0]?.isValid() ? r[0].format(FMT) : '';
    const e = r[1]?.isValid() ? r[1].format(FMT) : '';
    const wrong = periodRefusal(s, e);
    setError(wrong);
    if (!wrong) onQuery({ carId: car, start: s, end: e });
  };

  return (
    <Flex vertical gap={8}>
      {vehicles.error && <Alert type="error" showIcon message={`${t(TEXT.vehiclesFailed)}${vehicles.error}`} />}
      <Flex gap={12} wrap align="center" role="search">
        <Select<number>
          showSearch
          allowClear={!lockVehicle}
          disabled={lockVehicle}
          loading={vehicles.loading}
          style={{ width: 200 }}
          placeholder={t(TEXT.vehicle)}
          aria-label={t(TEXT.vehicle)}
          data-testid="trail-vehicle"
          value={car ?? undefined}
          onChange={(v) => setCar(v ?? null)}
          optionFilterProp="label"
          options={options}
        />
        <DatePicker.RangePicker
          showTime
          format={FMT}
          value={range}
          presets={presets}
          allowEmpty={[true, true]}
          placeholder={[t(TEXT.start), t(TEXT.end)]}
          aria-label={t(TEXT.period)}
          onChange={(v) => setRange(v ? [v[0], v[1]] : [null, null])}
          status={error && error !== null && car !== null ? 'error' : undefined}
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={() => submit()} data-testid="trail-query">
          {t(TEXT.query)}
        </Button>
        <Typography.Text type="secondary">{t(TEXT.rule)}</Typography.Text>
      </Flex>
      {error && (
        <Typography.Text type="danger" role="alert" data-testid="trail-period-error">
          {t(error)}
        </Typography.Text>
      )}
    </Flex>
  );
}
