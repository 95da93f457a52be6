/**
 * The report screens' filters (/DrivingBehaviorReport, /FuelConsumptionReport): company, vehicle, driver or model, and
 * a period of whole days under the trail's §5 period rule (`periodRefusal`: the demo backend refuses the same periods
 * with the same messages). Everything lives in the address, so a report can be linked and reloaded.
 */
import { Alert, DatePicker, Flex, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router-dom';
import { useEntityGet } from '@/components/entity/data';
import { REPORT_OPTIONS, type ReportOptions } from '@/entities/monitor/fuel';
import { HISTORY_MAX_DAYS } from '@/entities/monitor/positions';
import { periodRefusal } from '@/entities/monitor/trail';
import { bi, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';
import { WIRE_DATE_TIME } from '@/lib/dates';

const TEXT = {
  company: bi('所属公司', 'Company'),
  vehicle: bi('车辆', 'Vehicle'),
  driver: bi('司机', 'Driver'),
  model: bi('车型', 'Model'),
  period: bi('统计日期', 'Days'),
  all: bi('全部', 'All'),
  today: bi('今天', 'Today'),
  last3: bi('最近3天', 'Last 3 days'),
  last7: bi('最近7天', 'Last 7 days'),
  rule: bi(`时间段不超过${HISTORY_MAX_DAYS}天`, `At most ${HISTORY_MAX_DAYS} days`),
  optionsFailed: bi('筛选项加载失败：', 'The choices could not be loaded: '),
} as const satisfies Record<string, Bilingual>;

export type FilterName = 'companyName' | 'carId' | 'driver' | 'modelId';

/** The report's filter from the address: the period (last 7 days by default), the chosen filters, and the period's refusal. */
export function useReportFilter(names: readonly FilterName[], extra: readonly string[] = []) {
  const [query, setQuery] = useSearchParams();
  const today = dayjs();
  const start = query.get('start') ?? today.subtract(HISTORY_MAX_DAYS - 1, 'day').startOf('day').format(WIRE_DATE_TIME);
  const end = query.get('end') ?? today.endOf('day').format(WIRE_DATE_TIME);
  const filter: Record<string, string> = { start, end };
  for (const n of [...names, ...extra]) {
    const v = query.get(n);
    if (v) filter[n] = v;
  }
  const set = (changes: Record<string, string | undefined>) =>
    setQuery(
      (q) => {
        const next = new URLSearchParams(q);
        if (!next.get('start')) next.set('start', start);
        if (!next.get('end')) next.set('end', end);
        for (const [k, v] of Object.entries(changes)) {
          if (v === undefined || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );
  return { filter, refusal: periodRefusal(start, end), set };
}

export function ReportFilters({ names, filter, refusal, set }: { names: readonly FilterName[] } & ReturnType<typeof useReportFilter>) {
  const lang = useLang();
  const options = useEntityGet<ReportOptions>(REPORT_OPTIONS);
  const o = options.data;
  const company = filter.companyName;
  const vehicles = (o?.vehicles ?? []).filter((v) => !company || v.companyName === company);
  const drivers = (o?.drivers ?? []).filter((d) => !company || d.companyName === company);
  const range: [Dayjs, Dayjs] = [dayjs(filter.start, WIRE_DATE_TIME), dayjs(filter.end, WIRE_DATE_TIME)];
  const today = dayjs();
  const setDays = (r: [Dayjs, Dayjs]) => set({ start: r[0].startOf('day').format(WIRE_DATE_TIME), end: r[1].endOf('day').format(WIRE_DATE_TIME) });
  const select = (name: FilterName, label: Bilingual, choices: { value: string | number; label: string }[], width = 200) => (
    <label key={name}>
      <Flex gap={8} align="center">
        <span>{label[lang]}</span>
        <Select
          aria-label={label[lang]}
          style={{ width }}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={TEXT.all[lang]}
          loading={options.isLoading}
          value={filter[name]}
          options={choices.map((c) => ({ value: String(c.value), label: c.label }))}
          // A company narrows the vehicles and drivers offered: a chosen one of another company is let go.
          onChange={(v?: string) => set(name === 'companyName' ? { companyName: v, carId: undefined, driver: undefined } : { [name]: v })}
        />
      </Flex>
    </label>
  );
  return (
    <Flex vertical gap={8}>
      <Flex wrap gap={16} align="center">
        {names.includes('companyName') && select('companyName', TEXT.company, o?.companies ?? [])}
        {names.includes('carId') && select('carId', TEXT.vehicle, vehicles, 240)}
        {names.includes('driver') && select('driver', TEXT.driver, drivers, 160)}
        {names.includes('modelId') && select('modelId', TEXT.model, o?.models ?? [])}
        <Flex gap={8} align="center">
          <span>{TEXT.period[lang]}</span>
          <DatePicker.RangePicker
            aria-label={TEXT.period[lang]}
            allowClear={false}
            value={range[0].isValid() && range[1].isValid() ? range : null}
            onChange={(v) => v?.[0] && v[1] && setDays([v[0], v[1]])}
            presets={[
              { label: TEXT.today[lang], value: [today.startOf('day'), today] },
              { label: TEXT.last3[lang], value: [today.subtract(2, 'day'), today] },
              { label: TEXT.last7[lang], value: [today.subtract(HISTORY_MAX_DAYS - 1, 'day'), today] },
            ]}
          />
          <Typography.Text type="secondary">{TEXT.rule[lang]}</Typography.Text>
        </Flex>
      </Flex>
      {refusal ? <Alert type="warning" showIcon title={refusal[lang]} data-testid="period-refusal" /> : null}
      {options.isError ? <Alert type="error" showIcon title={`${TEXT.optionsFailed[lang]}${options.error.message}`} /> : null}
    </Flex>
  );
}
