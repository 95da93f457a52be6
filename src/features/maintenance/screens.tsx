/**
 * The maintenance work order's step screens (entities/maintenance/workOrder.ts): each takes one order (the row screen's
 * `row`, refreshed from the order's detail), shows it and does only its step — refused with the step's own refusal
 * when the order is no longer in the step's state (opened twice, or changed meanwhile):
 * - /CreateWorkOrderAdd: the declared form, with the odometer rule (`odometerInProblem`, the backend's message) against
 *   the chosen vehicle's mileage, shown beside;
 * - /AuditAdd, /StartRepairAdd, /AssetsAuditAdd: the declared transitions' forms;
 * - /RepairStartAdd, /RepairEndAdd: the shop's registrations of its actual start and completion (no state change);
 * - /EndRepairAdd: the cost lines (parts and labour), the odometer out and a note, with the totals as typed
 *   (`workOrderTotals`, the function the backend stores).
 */
import '@/i18n/parts/entity';
import { Alert, Button, Card, Descriptions, Form } from 'antd';
import type { FormRule } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCloseAndReturn } from '@/components/useCloseAndReturn';
import { AppForm } from '@/components/AppForm';
import { ChildRowsInput, childWireValues } from '@/components/entity/ChildRows';
import { useEntityGet, useEntityWrite } from '@/components/entity/data';
import { EntityFormPage } from '@/components/entity/EntityFormPage';
import { FieldInput } from '@/components/entity/FieldInput';
import { RowScreen } from '@/components/entity/RowScreen';
import { fieldRules } from '@/components/entity/rules';
import { usePermission } from '@/components/Permission';
import { useClickGuard } from '@/components/useClickGuard';
import { transitionForm } from '@/entities/define';
import {
  canFinish, COST_LINE_INPUT, FINISH_ACTION, FINISH_FIELDS, MAINTENANCE_VEHICLE_MILEAGE, maintenanceOrder, odometerInProblem, odometerOutProblem, REGISTER_END_ACTION,
  REGISTER_START_ACTION, workOrderTotals, type CostLineValues,
} from '@/entities/maintenance/workOrder';
import { bi, pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { formatAmount } from '@/lib/format';
import { isMoneyValue } from '@/lib/money';
import { notify } from '@/lib/notify';
import { PARENT_PARAM, parentPath } from '@/lib/rowQuery';

type Row = Record<string, unknown>;

const LIST = '/MaintenanceList';

const TEXT = {
  mileage: bi('车辆当前里程', "The vehicle's mileage"),
  chooseVehicle: bi('请先选择车辆', 'Choose the vehicle first'),
  totals: bi('费用合计', 'Totals'),
  parts: bi('配件费（元）', 'Parts (CNY)'),
  labour: bi('工时费（元）', 'Labour (CNY)'),
  total: bi('结算金额（元）', 'Final cost (CNY)'),
  totalsHint: bi('每行金额 = 数量 × 单价，保留两位小数', 'Each line: quantity × unit price, 2 decimals'),
  odometerIn: bi('进厂里程', 'Odometer at entry'),
};

/** The rule of `odometerInProblem` under the odometer field, against the chosen vehicle's mileage. */
function odometerInRule(mileage: number | undefined, lang: 'zh-CN' | 'en-US'): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const problem = odometerInProblem(value, mileage);
      return problem ? Promise.reject(new Error(pick(problem, lang))) : Promise.resolve();
    },
  };
}

/** Beside the form: the chosen vehicle's mileage (what the odometer at entry starts from). */
function Mileage({ onMileage }: { onMileage: (mileage: number | undefined) => void }) {
  const lang = useLang();
  const form = Form.useFormInstance();
  const carId: unknown = Form.useWatch('carId', form);
  const chosen = typeof carId === 'number' || (typeof carId === 'string' && carId !== '') ? String(carId) : '';
  const got = useEntityGet<{ mileage: number }>(MAINTENANCE_VEHICLE_MILEAGE, { carId: chosen }, chosen !== '');
  const mileage = chosen && got.isSuccess && !got.isPlaceholderData ? got.data.mileage : undefined;
  useEffect(() => {
    onMileage(mileage);
    // An odometer already typed is judged again against this vehicle's mileage.
    if (mileage !== undefined && form.getFieldValue('odometerIn') !== undefined) void form.validateFields(['odometerIn']).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- judged again when the mileage changes, not on every render
  }, [mileage]);
  return (
    <Card size="small">
      <Descriptions
        size="small"
        column={1}
        items={[{ key: 'mileage', label: pick(TEXT.mileage, lang), children: <span data-testid="workorder-mileage">{mileage === undefined ? pick(TEXT.chooseVehicle, lang) : `${mileage} km`}</span> }]}
      />
    </Card>
  );
}

/** /CreateWorkOrderAdd: a new work order, or (`?workOrderId=`) a pending one changed. */
export function CreateWorkOrderAddPage() {
  const lang = useLang();
  const [mileage, setMileage] = useState<number | undefined>();
  const rules = useMemo(() => ({ odometerIn: [odometerInRule(mileage, lang)] }), [mileage, lang]);
  return <EntityFormPage schema={maintenanceOrder} defaultParent={LIST} aside={<Mileage onMileage={setMileage} />} rules={rules} />;
}

const audit = transitionForm(maintenanceOrder, 'audit');
const start = transitionForm(maintenanceOrder, 'start');
const assetAudit = transitionForm(maintenanceOrder, 'assetAudit');

export const AuditAddPage = () => <RowScreen schema={maintenanceOrder} defaultParent={LIST} action={audit} />;
export const StartRepairAddPage = () => <RowScreen schema={maintenanceOrder} defaultParent={LIST} action={start} />;
export const AssetsAuditAddPage = () => <RowScreen schema={maintenanceOrder} defaultParent={LIST} action={assetAudit} />;
export const RepairStartAddPage = () => <RowScreen schema={maintenanceOrder} defaultParent={LIST} action={REGISTER_START_ACTION} />;
export const RepairEndAddPage = () => <RowScreen schema={maintenanceOrder} defaultParent={LIST} action={REGISTER_END_ACTION} />;

/** A number typed, as the totals read it (null: not a number yet). */
const moneyText = (v: unknown): string | null => ((typeof v === 'number' || (typeof v === 'string' && v.trim() !== '')) && isMoneyValue(v) ? String(v) : null);

/** The totals of the lines as typed: only lines whose quantity and price are numbers count. */
function Totals() {
  const lang = useLang();
  const lines: unknown = Form.useWatch(COST_LINE_INPUT.name);
  const typed = (Array.isArray(lines) ? (lines as CostLineValues[]) : []).flatMap((l) => {
    const quantity = moneyText(l?.quantity);
    const unitPrice = moneyText(l?.unitPrice);
    return quantity !== null && unitPrice !== null ? [{ itemType: l.itemType, quantity, unitPrice }] : [];
  });
  const totals = workOrderTotals(typed);
  return (
    <Card size="small" title={pick(TEXT.totals, lang)} extra={pick(TEXT.totalsHint, lang)}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'parts', label: pick(TEXT.parts, lang), children: <span data-testid="workorder-parts">{formatAmount(totals.parts)}</span> },
          { key: 'labour', label: pick(TEXT.labour, lang), children: <span data-testid="workorder-labour">{formatAmount(totals.labour)}</span> },
          { key: 'total', label: pick(TEXT.total, lang), children: <strong data-testid="workorder-total">{formatAmount(totals.total)}</strong> },
        ]}
      />
    </Card>
  );
}

/** The finish step's form for one order in repair. */
function FinishForm({ row }: { row: Row }) {
  const t = useT();
  const lang = useLang();
  const [query] = useSearchParams();
  const { can } = usePermission();
  const [form] = Form.useForm<Row>();
  const [sending, setSending] = useState(false);
  const write = useEntityWrite(maintenanceOrder);
  const closeAndReturn = useCloseAndReturn();
  const parent = parentPath(query.get(PARENT_PARAM), LIST);
  const label = pick(FINISH_ACTION.label, lang);
  const submit = useClickGuard(async (values: Row) => {
    setSending(true);
    const lines = childWireValues(COST_LINE_INPUT, values[COST_LINE_INPUT.name]);
    const r = await write({
      path: FINISH_ACTION.call ?? '',
      payload: {
        workOrderId: row.workOrderId as number, odometerOut: values.odometerOut as number, finishNote: typeof values.finishNote === 'string' ? values.finishNote.trim() : '',
        [COST_LINE_INPUT.name]: JSON.stringify(lines),
      },
    });
    setSending(false);
    if (!r.ok) {
      if (!r.handled) notify.error(r.msg || t('entity.actionFailed'));
      return false; // the form keeps what was typed; the guard lets the next click through
    }
    notify.success(FINISH_ACTION.done ? pick(FINISH_ACTION.done, lang) : t('entity.actionDone'));
    closeAndReturn(parent);
    return true;
  });
  if (!canFinish(row)) return <Alert type="info" showIcon title={t('entity.row.notApplicable', { action: label })} />;
  if (FINISH_ACTION.permission && !can([FINISH_ACTION.permission])) return <Alert type="warning" showIcon title={t('entity.row.noPermission', { action: label })} />;
  const odometerOutRule: FormRule = {
    validator: (_rule, value: unknown) => {
      const problem = odometerOutProblem(value, row.odometerIn);
      return problem ? Promise.reject(new Error(pick(problem, lang))) : Promise.resolve();
    },
  };
  return (
    <Card title={label}>
      <AppForm form={form} name="EndRepairAdd-finish" layout="vertical" initialValues={{ [COST_LINE_INPUT.name]: [{}] }} onFinish={(v) => void submit(v)}>
        <ChildRowsInput child={COST_LINE_INPUT} />
        <div style={{ margin: '16px 0' }}>
          <Totals />
        </div>
        {FINISH_FIELDS.map((f) => {
          const fieldLabel = pick(f.label, lang);
          const extra = f.name === 'odometerOut' ? [odometerOutRule] : [];
          return (
            <Form.Item key={f.name} name={f.name} label={fieldLabel} rules={[...fieldRules(f, lang), ...extra]} style={{ maxWidth: 600 }}>
              <FieldInput field={f} label={fieldLabel} />
            </Form.Item>
          );
        })}
        <Button type="primary" htmlType="submit" loading={sending}>
          {t('entity.submit')}
        </Button>
      </AppForm>
    </Card>
  );
}

/** /EndRepairAdd: the order in repair, then its cost lines, odometer out and note. */
export const EndRepairAddPage = () => (
  <RowScreen schema={maintenanceOrder} defaultParent={LIST}>
    {(row) => <FinishForm row={row} />}
  </RowScreen>
);
