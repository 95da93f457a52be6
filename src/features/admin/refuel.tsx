/**
 * The refuelling screens that are more than the declaration's list and detail (entities/admin/refuel.ts):
 * - /RefuelingAdd: the declared form, with the amount (litres × unit price, exact decimals) and the consumption since
 *   the vehicle's previous record shown as the user types, and the rule that a record follows the vehicle's previous
 *   one (`refuelProblems`: the same messages as the backend's) checked under each field;
 * /RefuelingOkAdd, the `confirm` transition's route, is the declaration's (components/entity/StepScreen).
 */
import { Alert, Card, Descriptions, Form, Typography } from 'antd';
import type { FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useEntityPage, useEntityRow } from '@/components/entity/data';
import { EntityFormPage } from '@/components/entity/EntityFormPage';
import { useScreenMeta } from '@/components/screenMeta';
import { previousRefuel, refuel, refuelAmount, refuelConsumption, refuelProblems, REFUEL_CONFIRMED, type RefuelReading } from '@/entities/admin/refuel';
import { bi, pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import { formatAmount } from '@/lib/format';
import { isMoneyValue } from '@/lib/money';
import { WIRE_DATE_TIME } from '@/lib/dates';
import { screenReady } from '@/components/screenReady';

const TEXT = {
  figures: bi('金额与油耗', 'Amount and consumption'),
  amount: bi('金额（元）', 'Amount (CNY)'),
  amountHint: bi('加油量 × 单价，保留两位小数', 'Litres × unit price, 2 decimals'),
  previous: bi('该车上次加油', "The vehicle's previous refuelling"),
  none: bi('无（该车第一条加油记录）', 'None (the first record of this vehicle)'),
  chooseVehicle: bi('请先选择车辆', 'Choose the vehicle first'),
  distance: bi('行驶里程（km）', 'Distance (km)'),
  consumption: bi('百公里油耗（L/100km）', 'Consumption (L/100 km)'),
  confirmedRow: bi('该加油记录已确认，不能再修改。', 'This record is confirmed and can no longer be changed.'),
};

const DATE_TIME = WIRE_DATE_TIME;

/** A form value of the date-time picker (a Dayjs) or its text, as the wire and the rule read it. */
const timeText = (v: unknown): string | undefined => (typeof v === 'string' ? v : v && typeof (v as Dayjs).format === 'function' ? (v as Dayjs).format(DATE_TIME) : undefined);

/** Its text when the value is a number the amount can be computed from. */
const numberText = (v: unknown): string | null => (typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')) && isMoneyValue(v) ? String(v) : null;

/**
 * The vehicle's latest records (by time): the record a new one follows, or for an edited one the latest other one
 * (a pending record is its vehicle's latest, so two are enough). Null until the vehicle is chosen and they are in.
 */
function usePrevious(plate: unknown, self: number | undefined): { known: boolean; previous: RefuelReading | undefined } {
  const chosen = typeof plate === 'string' && plate !== '' ? plate : null;
  const page = useEntityPage(refuel, { plate: chosen ?? '', orderBy: 'refuelTime', order: 'desc', pageSize: 2 });
  const rows = (page.data?.result ?? []) as unknown as RefuelReading[];
  // While another vehicle's rows are still shown, nothing is known of this one.
  const known = chosen !== null && !page.isPlaceholderData && page.isSuccess;
  return { known, previous: known ? previousRefuel(rows, chosen, self) : undefined };
}

/** Under the cards: the amount and the consumption as typed, and the previous record they follow. */
function Figures({ self, onPrevious }: { self: number | undefined; onPrevious: (p: { known: boolean; previous: RefuelReading | undefined }) => void }) {
  const lang = useLang();
  const form = Form.useFormInstance();
  const plate: unknown = Form.useWatch('plate', form);
  const litres: unknown = Form.useWatch('litres', form);
  const unitPrice: unknown = Form.useWatch('unitPrice', form);
  const odometer: unknown = Form.useWatch('odometer', form);
  const state = usePrevious(plate, self);
  const { known, previous } = state;
  const key = `${String(known)}:${previous?.refuelId ?? ''}`;
  useEffect(() => {
    onPrevious(state);
    // What was judged against another vehicle's record is judged again (only the fields already filled in).
    const filled = (['plate', 'refuelTime', 'odometer'] as const).filter((name) => form.getFieldValue(name) !== undefined && form.getFieldValue(name) !== '');
    if (filled.length) void form.validateFields(filled).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- judged again when the previous record changes (its key), not on every render
  }, [key]);

  const l = numberText(litres);
  const p = numberText(unitPrice);
  const amount = l !== null && p !== null ? refuelAmount(l, p) : null;
  const reading = numberText(odometer);
  const distance = previous && reading !== null && Number(reading) > previous.odometer ? Number(reading) - previous.odometer : null;
  const consumption = l !== null && reading !== null ? refuelConsumption(l, Number(reading), previous?.odometer) : undefined;
  const previousText = !known ? pick(TEXT.chooseVehicle, lang) : previous ? `${previous.refuelTime}，${previous.odometer} km（${previous.refuelNo}）` : pick(TEXT.none, lang);
  return (
    <Card size="small" title={pick(TEXT.figures, lang)}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'amount', label: pick(TEXT.amount, lang), children: <span data-testid="refuel-amount">{amount === null ? '—' : formatAmount(amount)}</span> },
          { key: 'previous', label: pick(TEXT.previous, lang), children: <span data-testid="refuel-previous">{previousText}</span> },
          { key: 'distance', label: pick(TEXT.distance, lang), children: distance === null ? '—' : String(distance) },
          { key: 'consumption', label: pick(TEXT.consumption, lang), children: <span data-testid="refuel-consumption">{consumption ?? '—'}</span> },
        ]}
      />
      <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>{pick(TEXT.amountHint, lang)}</div>
    </Card>
  );
}

/** The rule of `refuelProblems` under one field: the message of the problem that field has, if any. */
function followRule(field: 'plate' | 'refuelTime' | 'odometer', previous: RefuelReading | undefined, lang: 'zh-CN' | 'en-US'): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      const values = { refuelTime: timeText(field === 'refuelTime' ? value : getFieldValue('refuelTime')), odometer: numberText(field === 'odometer' ? value : getFieldValue('odometer')) ?? undefined };
      const problem = refuelProblems(values, previous).find((x) => x.field === field);
      return problem ? Promise.reject(new Error(pick(problem.message, lang))) : Promise.resolve();
    },
  });
}

/** /RefuelingAdd: a new record, or (`?refuelId=`) a pending one edited. */
export function RefuelingAddPage() {
  const lang = useLang();
  const meta = useScreenMeta();
  const [query] = useSearchParams();
  const id = query.get('refuelId');
  const self = id ? Number(id) : undefined;
  const [previous, setPrevious] = useState<RefuelReading | undefined>();
  // A confirmed record is not edited (the backend refuses it too): said at once rather than after typing.
  const edited = useEntityRow(refuel, id);
  const confirmed = !!edited.data && Number(edited.data.refuelStatus) === REFUEL_CONFIRMED;
  const rules = useMemo(
    () => ({
      plate: [followRule('plate', previous, lang)],
      refuelTime: [followRule('refuelTime', previous, lang)],
      odometer: [followRule('odometer', previous, lang)],
    }),
    [previous, lang],
  );
  if (confirmed) {
    return (
      <div>
        <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
          {pick(meta?.title ?? refuel.title, lang)}
        </Typography.Title>
        <Alert {...screenReady(true)} type="warning" showIcon title={pick(TEXT.confirmedRow, lang)} />
      </div>
    );
  }
  return <EntityFormPage schema={refuel} defaultParent="/RefuelingList" aside={<Figures self={self} onPrevious={(s) => setPrevious(s.previous)} />} rules={rules} />;
}
