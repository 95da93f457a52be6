/**
 * The dispatch centre (§2 Admin: /DispatchCenter, /DispatchCenterDetail, /DispatchProcess, /DispatchDesignate): the
 * dispatcher's workbench for vehicle requests (entities/admin/dispatchRequest.ts).
 *
 * - The list is the declaration's, with the number of requests in each state above the filters, counted for the
 *   list's other filters (each a link to the list filtered for it, the total it shows; the one applied is marked).
 * - The detail is the declaration's, with "assign" beside the transitions while the request awaits dispatch.
 * - Assigning (/DispatchProcess) is more than a dialog: the request, then a vehicle and a driver chosen among those
 *   the backend offers as free for the request's whole period (the drivers for the chosen vehicle, reloaded when it
 *   changes), a confirmation, and the backend's check; a refusal (someone took the driver meanwhile) is shown on the
 *   field it is about and the choices are loaded again.
 * - Designating to a supplier is the declared transition's dialog on the request (its row, its detail, the assignment
 *   screen); its route /DispatchDesignate is the declaration's (the request's detail with that dialog open). Either
 *   done on the assignment screen, the request is no longer to assign: its tab closes and its parent shows.
 */
import '@/i18n/parts/entity';
import { App, Alert, Button, Card, Flex, Form, Result, Select, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useScreenMeta } from '@/components/screenMeta';
import { useCloseAndReturn } from '@/components/useCloseAndReturn';
import { AppForm } from '@/components/AppForm';
import { usePermission } from '@/components/Permission';
import { useClickGuard } from '@/components/useClickGuard';
import { useEntityGet, useEntityRow, useEntityWrite } from '@/components/entity/data';
import { EntityDetailPage } from '@/components/entity/EntityDetailPage';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { ActionDialog, useRowActions } from '@/components/entity/ActionButtons';
import { RowDescriptions } from '@/components/entity/RowScreen';
import { useDict } from '@/components/entity/options';
import { bi, pick, type Bilingual } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { notify } from '@/lib/notify';
import { PARENT_PARAM, parentPath } from '@/lib/rowQuery';
import {
  DISPATCH_ASSIGN, DISPATCH_CAR_OPTIONS, DISPATCH_COUNTS, DISPATCH_DRIVER_OPTIONS, DISPATCH_REFUSALS, dispatchRequest, REQUEST_STATUS,
} from '@/entities/admin/dispatchRequest';

type Row = Record<string, unknown>;
interface Choice {
  value: number;
  label: string;
}

const LIST = '/DispatchCenter';
const STATUS = 'requestStatus';

const TEXT = {
  all: bi('全部', 'All'),
  urgent: bi('加急', 'Urgent'),
  counts: bi('各状态用车申请数', 'Requests by state'),
  assign: bi('派车', 'Assign'),
  request: bi('用车需求', 'Request'),
  choose: bi('选择车辆和司机', 'Choose a vehicle and a driver'),
  car: bi('车辆', 'Vehicle'),
  driver: bi('司机', 'Driver'),
  carHint: bi('只列出用车城市内可用、座位数满足、且在整个用车时段内没有行程、派车或租赁安排的车辆', 'Only vehicles of the city, available, with enough seats and with no trip, assignment or rental in the whole period'),
  driverHint: bi('只列出在岗、在用车城市、准驾车型可驾驶所选车辆、且在整个用车时段内没有行程或派车安排的司机', 'Only drivers on duty in the city, licensed for the chosen vehicle and with no trip or assignment in the whole period'),
  chooseCarFirst: bi('请先选择车辆', 'Choose a vehicle first'),
  noCar: bi('用车时段内没有空闲的车辆，可指派供应商', 'No vehicle is free in the period; designate a supplier instead'),
  noDriver: bi('用车时段内没有可派的司机，可换一辆车或指派供应商', 'No driver is free in the period; choose another vehicle or designate a supplier'),
  designate: bi('改为指派供应商', 'Designate a supplier instead'),
  confirmTitle: bi('确认派车', 'Confirm the assignment'),
  confirm: bi('确定将车辆 {car}、司机 {driver} 派给该用车申请吗？', 'Assign vehicle {car} and driver {driver} to this request?'),
  done: bi('派车成功', 'Assigned'),
  submit: bi('确认派车', 'Assign'),
  missing: bi('没有指明用车申请，请从调度台打开', 'No request is named; open it from the dispatch center'),
  notFound: bi('该用车申请不存在', 'This request does not exist'),
  back: bi('返回', 'Back'),
} satisfies Record<string, Bilingual>;

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/** The number of requests in each state, each a link to the list filtered for it (the applied one marked). */
function StateCounts() {
  const lang = useLang();
  const [query] = useSearchParams();
  // Counted for the list's other filters, so each count is the total of the list its link opens.
  const others = Object.fromEntries([...query].filter(([k]) => k !== STATUS && k !== 'page'));
  const counts = useEntityGet<Record<string, number>>(DISPATCH_COUNTS, others);
  const states = useDict('dispatch_request_status');
  const applied = query.get(STATUS) ?? '';
  const href = (state: string) => {
    const q = new URLSearchParams(query);
    q.delete('page');
    if (state) q.set(STATUS, state);
    else q.delete(STATUS);
    const s = q.toString();
    return s ? `${LIST}?${s}` : LIST;
  };
  const data = counts.data ?? {};
  const total = Object.values(data).reduce((a, b) => a + b, 0);
  const items = [{ value: '', label: pick(TEXT.all, lang), n: total }, ...states.map((s) => ({ value: s.value, label: lang === 'en-US' && s.labelEn ? s.labelEn : s.label, n: data[s.value] ?? 0 }))];
  return (
    <Flex wrap gap={8} style={{ marginBottom: 12 }} role="navigation" aria-label={pick(TEXT.counts, lang)}>
      {items.map((i) => (
        <Link key={i.value || 'all'} to={href(i.value)} aria-current={applied === i.value ? 'page' : undefined} data-state={i.value || 'all'}>
          <Tag color={applied === i.value ? 'blue' : i.value === String(REQUEST_STATUS.pending) && i.n > 0 ? 'orange' : undefined} style={{ padding: '2px 10px', fontSize: 14, cursor: 'pointer' }}>
            {i.label} <strong>{counts.data ? i.n : '…'}</strong>
          </Tag>
        </Link>
      ))}
    </Flex>
  );
}

/** /DispatchCenter: the requests, their counts by state above the filters. */
export function DispatchCenterPage() {
  return <EntityListPage schema={dispatchRequest} banner={<StateCounts />} />;
}

/** The "assign" link of a request awaiting dispatch (the detail's toolbar, drawn as its transitions' links are). */
function AssignButton({ row, self }: { row: Row; self: string }) {
  const lang = useLang();
  const { can } = usePermission();
  if (row.requestStatus !== REQUEST_STATUS.pending || !can(['dispatchCenter:assign'])) return null;
  return (
    <Link to={`/DispatchProcess?${new URLSearchParams({ requestId: String(row.requestId as number), [PARENT_PARAM]: self })}`} style={{ padding: '0 7px' }}>
      {pick(TEXT.assign, lang)}
    </Link>
  );
}

/** /DispatchCenterDetail: the declaration's detail (request, dispatch, history), with "assign" while it awaits dispatch. */
export function DispatchCenterDetailPage() {
  return <EntityDetailPage schema={dispatchRequest} defaultParent={LIST} extra={(row, self) => <AssignButton row={row} self={self} />} />;
}

/** The designation, offered on the assignment screen too: its dialog on the request; done, `onDone`. */
function DesignateButton({ row, onDone }: { row: Row; onDone: () => void }) {
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const action = useRowActions(dispatchRequest)(row).find((a) => a.key === 'designate');
  if (!action) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>{pick(TEXT.designate, lang)}</Button>
      {open && <ActionDialog schema={dispatchRequest} action={action} row={row} onClose={() => setOpen(false)} onDone={onDone} />}
    </>
  );
}

/** Which field a refusal of the assign action is about (shown under it). */
function refusedField(msg: string): 'carId' | 'driverId' | null {
  const is = (keys: (keyof typeof DISPATCH_REFUSALS)[]) => keys.some((k) => DISPATCH_REFUSALS[k]['zh-CN'] === msg || DISPATCH_REFUSALS[k]['en-US'] === msg);
  if (is(['carRequired', 'carUnknown', 'carNotAvailable', 'carOtherCity', 'carTooSmall', 'carBusy'])) return 'carId';
  if (is(['driverRequired', 'driverUnknown', 'driverNotOnDuty', 'driverOtherCity', 'driverLicence', 'driverLicenceExpired', 'driverBusy'])) return 'driverId';
  return null;
}

/** The assignment form: a free vehicle, then a driver free and licensed for it; confirmed, then checked by the backend. */
function AssignForm({ request, onDone }: { request: Row; onDone: () => void }) {
  const lang = useLang();
  const t = useT();
  const { modal } = App.useApp();
  const [form] = Form.useForm<{ carId?: number; driverId?: number }>();
  const [sending, setSending] = useState(false);
  const write = useEntityWrite(dispatchRequest);
  const requestId = String(request.requestId as number);
  const carId = Form.useWatch('carId', form);
  const cars = useEntityGet<Choice[]>(DISPATCH_CAR_OPTIONS, { requestId });
  const drivers = useEntityGet<Choice[]>(DISPATCH_DRIVER_OPTIONS, { requestId, carId: carId ?? '' }, carId !== undefined);
  const labelOf = (choices: Choice[] | undefined, v: unknown) => choices?.find((c) => c.value === v)?.label.split(' · ')[0] ?? '';

  const send = async (values: { carId?: number; driverId?: number }) => {
    setSending(true);
    const r = await write({ path: DISPATCH_ASSIGN, payload: { requestId, carId: values.carId ?? '', driverId: values.driverId ?? '' } });
    setSending(false);
    if (!r.ok) {
      if (!r.handled) notify.error(r.msg || t('entity.actionFailed'));
      const field = refusedField(r.msg);
      if (field) form.setFields([{ name: field, errors: [r.msg] }]);
      // What was free may not be any more: the choices are asked again.
      void cars.refetch();
      if (carId !== undefined) void drivers.refetch();
      return false;
    }
    notify.success(pick(TEXT.done, lang));
    onDone();
    return true;
  };
  // A confirmation cancelled or a refused assignment reopens the guard: the user's next click is not swallowed.
  const submit = useClickGuard(
    (values: { carId?: number; driverId?: number }) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: pick(TEXT.confirmTitle, lang),
          content: fill(pick(TEXT.confirm, lang), { car: labelOf(cars.data, values.carId), driver: labelOf(drivers.data, values.driverId) }),
          okText: t('entity.confirm'),
          cancelText: t('entity.cancel'),
          onOk: () => send(values).then(resolve),
          onCancel: () => resolve(false),
        });
      }),
  );

  const required = (b: Bilingual) => [{ required: true, message: pick(b, lang) }];
  return (
    <Card title={pick(TEXT.choose, lang)} style={{ marginTop: 16, maxWidth: 720 }}>
      <AppForm form={form} name="DispatchCenter-assign" layout="vertical" onFinish={submit} onValuesChange={(changed: Record<string, unknown>) => 'carId' in changed && form.setFieldValue('driverId', undefined)}>
        <Form.Item name="carId" label={pick(TEXT.car, lang)} rules={required(DISPATCH_REFUSALS.carRequired)} extra={pick(TEXT.carHint, lang)}>
          <Select
            showSearch
            optionFilterProp="label"
            allowClear
            loading={cars.isFetching}
            options={cars.data ?? []}
            placeholder={pick(TEXT.car, lang)}
            notFoundContent={cars.isFetching ? <Spin size="small" /> : pick(TEXT.noCar, lang)}
          />
        </Form.Item>
        <Form.Item name="driverId" label={pick(TEXT.driver, lang)} rules={required(DISPATCH_REFUSALS.driverRequired)} extra={pick(TEXT.driverHint, lang)}>
          <Select
            showSearch
            optionFilterProp="label"
            allowClear
            disabled={carId === undefined}
            loading={drivers.isFetching}
            options={carId === undefined ? [] : (drivers.data ?? [])}
            placeholder={carId === undefined ? pick(TEXT.chooseCarFirst, lang) : pick(TEXT.driver, lang)}
            notFoundContent={drivers.isFetching ? <Spin size="small" /> : pick(TEXT.noDriver, lang)}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          {pick(TEXT.submit, lang)}
        </Button>
      </AppForm>
    </Card>
  );
}

/** /DispatchProcess?requestId=…: the request and its assignment form (only while it awaits dispatch). */
export function DispatchProcessPage() {
  const lang = useLang();
  const meta = useScreenMeta();
  const navigate = useNavigate();
  const closeAndReturn = useCloseAndReturn();
  const here = useLocation();
  const [query] = useSearchParams();
  const { can } = usePermission();
  const id = query.get('requestId')?.trim() ?? '';
  const parent = parentPath(query.get(PARENT_PARAM), LIST);
  const loaded = useEntityRow(dispatchRequest, id);
  const back = <Button onClick={() => navigate(parent)}>{pick(TEXT.back, lang)}</Button>;
  const row = loaded.data ?? null;
  const pending = row?.requestStatus === REQUEST_STATUS.pending;
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {meta ? pick(meta.title, lang) : pick(TEXT.assign, lang)}
      </Typography.Title>
      {!id ? (
        <Result status="warning" title={pick(TEXT.missing, lang)} extra={back} />
      ) : loaded.isPending ? (
        <Spin />
      ) : loaded.isError || !row ? (
        <Space direction="vertical">
          <Alert type="error" showIcon title={loaded.error?.message || pick(TEXT.notFound, lang)} />
          {back}
        </Space>
      ) : (
        <>
          <Space wrap style={{ marginBottom: 16 }}>
            {back}
            <DesignateButton row={row} onDone={() => closeAndReturn(parent)} />
          </Space>
          <Card size="small" title={pick(TEXT.request, lang)}>
            <RowDescriptions schema={dispatchRequest} row={row} fields={dispatchRequest.fields.filter((f) => f.section === undefined && f.type !== 'dateRange')} />
          </Card>
          {!pending ? (
            <Alert style={{ marginTop: 16 }} type="warning" showIcon title={pick(DISPATCH_REFUSALS.notPending, lang)} />
          ) : can(['dispatchCenter:assign']) ? (
            <AssignForm key={here.search} request={row} onDone={() => closeAndReturn(parent)} />
          ) : null}
        </>
      )}
    </div>
  );
}
