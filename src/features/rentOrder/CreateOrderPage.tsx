/**
 * /createShortOrder: a staff member creates a rental order for a customer on one screen, in the four §4 steps
 * shown as a progress indicator (customer → stores and time → car → payment), then submits (§7 makeShortOrder)
 * and lands on /RentOrderManage. The rules of the flow (resets, totals, price details) are in ./state.
 */
import { Alert, Button, Card, Checkbox, DatePicker, Descriptions, Empty, Flex, Form, Input, Radio, Select, Space, Spin, Steps, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useReducer, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  fetchCarLevels, fetchCoupons, fetchCustomer, fetchPriceQuote, fetchStockCars, makeShortOrder,
  type Fee, type OrderProdType, type PayMethodCode, type StockCar,
} from '@/api/backOrder';
import type { ApiResult } from '@/api/http';
import { afterWrite } from '@/api/query';
import { AppForm } from '@/components/AppForm';
import { HasPermission } from '@/components/Permission';
import { useCities, useStores } from '@/components/entity/options';
import { useRules } from '@/components/formRules';
import { useScreenMeta } from '@/components/screenMeta';
import { useClickGuard } from '@/components/useClickGuard';
import { format, pick, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';
import { dayCount, toDateString } from '@/lib/dates';
import { formatAmount } from '@/lib/format';
import { toFixed2 } from '@/lib/money';
import { notify } from '@/lib/notify';
import { isMobile } from '@/lib/validators';
import { feeName } from '@/entities/order/fees';
import { couponWording, PAY_METHODS } from '@/entities/order/pricing';
import { ORDER_PROD_TYPE_OPTIONS, PAY_METHOD_OPTIONS } from '@/entities/order/rentOrder';
import { M } from './createOrderMessages';
import { chargedFees, initialState, isVerified, priceDetails, priceItemsJson, reduce, stepsDone, totals, type Place } from './createOrderState';
import { screenReady } from '@/components/screenReady';

interface PlaceValues {
  orderProdType: OrderProdType;
  getCityId?: number;
  bookingGaincarStoreId?: number;
  repayCityId?: number;
  bookingBackcarStoreId?: number;
  range?: [Dayjs | null, Dayjs | null] | null;
}

type Busy = 'lookup' | 'confirm' | 'cars' | 'quote' | 'coupons' | 'submit';

/** The route the user lands on after an order is created (§2, §4). */
export const AFTER_ORDER_PATH = '/RentOrderManage';
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** A failed call the http client has not already told the user about. */
function tell<T>(r: ApiResult<T>): r is Extract<ApiResult<T>, { ok: false }> {
  if (r.ok) return false;
  if (!r.handled) notify.error(r.msg);
  return true;
}

function Section({ n, title, done, disabled, children, extra }: { n: number; title: string; done: boolean; disabled?: boolean; children: ReactNode; extra?: ReactNode }) {
  return (
    <Card
      size="small"
      title={
        <Space>
          <span>{`${n}. ${title}`}</span>
          {done && <Tag color="success">✓</Tag>}
        </Space>
      }
      extra={extra}
      style={{ marginBottom: 16, opacity: disabled ? 0.65 : 1 }}
      role="region"
      aria-label={title}
    >
      {children}
    </Card>
  );
}

export default function CreateOrderPage() {
  const lang = useLang();
  const say = useCallback((m: Bilingual, params?: Record<string, string | number>) => format(pick(m, lang), params), [lang]);
  const rule = useRules();
  const meta = useScreenMeta();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(reduce, initialState);
  const [phoneForm] = Form.useForm<{ phone: string }>();
  const [placeForm] = Form.useForm<PlaceValues>();
  const [busy, setBusy] = useState<ReadonlySet<Busy>>(new Set());
  /** Bumped whenever the customer or the stores/times are edited: answers asked for before are dropped. */
  const generation = useRef(0);
  const submitting = useRef(false);
  const confirming = useRef(false);

  const [customerDone, placeDone, carDone, payDone] = stepsDone(state);
  const sum = totals(state);
  const customer = state.customer;

  const cities = useCities();
  const gainCity = Form.useWatch('getCityId', placeForm);
  const backCity = Form.useWatch('repayCityId', placeForm);
  const range = Form.useWatch('range', placeForm);
  const gainStores = useStores(gainCity, 1);
  const backStores = useStores(backCity, 1);
  const days = range?.[0] && range[1] ? dayCount(range[0], range[1]) : null;

  const track = useCallback(async <T,>(what: Busy, work: () => Promise<T>): Promise<T> => {
    setBusy((b) => new Set(b).add(what));
    try {
      return await work();
    } finally {
      setBusy((b) => {
        const next = new Set(b);
        next.delete(what);
        return next;
      });
    }
  }, []);

  // Step 1: the customer.
  const lookUp = ({ phone }: { phone: string }) =>
    track('lookup', async () => {
      const asked = generation.current;
      const r = await fetchCustomer(phone.trim());
      if (asked !== generation.current || tell(r)) return;
      dispatch({ type: 'customerFound', customer: r.data });
      if (r.data.idStatus !== 1) notify.error(say(M.idNotVerified));
      else if (r.data.driverStatus !== 1) notify.error(say(M.licenceNotVerified));
    });

  const phoneEdited = () => {
    generation.current += 1;
    dispatch({ type: 'phoneEdited' });
  };

  // Step 2: stores and time.
  const placeEdited = (changed: Partial<PlaceValues>) => {
    // §4: a new pick-up or return city clears its store (the store list reloads with the city).
    if ('getCityId' in changed) {
      placeForm.setFieldValue('bookingGaincarStoreId', undefined);
      if (placeForm.getFieldValue('repayCityId') === undefined) placeForm.setFieldValue('repayCityId', changed.getCityId);
    }
    if ('repayCityId' in changed) placeForm.setFieldValue('bookingBackcarStoreId', undefined);
    generation.current += 1;
    dispatch({ type: 'placeEdited' });
  };

  const loadCars = async (place: Place, levelId: number, userId: number) => {
    const asked = generation.current;
    const r = await track('cars', () =>
      fetchStockCars({
        cityId: place.getCityId, storeId: place.bookingGaincarStoreId, levelId, userId, packageType: place.orderProdType,
        bookingGaincarTime: place.bookingGaincarTime, bookingBackcarTime: place.bookingBackcarTime,
      }),
    );
    if (asked !== generation.current || tell(r)) return;
    dispatch({ type: 'carsLoaded', levelId, cars: r.data });
    if (r.data.length === 0) notify.info(say(M.noCars));
  };

  /** Reads and checks step 2; null when something is missing (the form says what). */
  const readPlace = async (): Promise<Place | null> => {
    let v: PlaceValues;
    try {
      v = await placeForm.validateFields();
    } catch {
      return null;
    }
    const [start, end] = v.range ?? [];
    if (!start || !end || v.getCityId === undefined || v.bookingGaincarStoreId === undefined || v.repayCityId === undefined || v.bookingBackcarStoreId === undefined) return null;
    return {
      orderProdType: v.orderProdType, getCityId: v.getCityId, bookingGaincarStoreId: v.bookingGaincarStoreId,
      repayCityId: v.repayCityId, bookingBackcarStoreId: v.bookingBackcarStoreId,
      bookingGaincarTime: toDateString(start), bookingBackcarTime: toDateString(end),
    };
  };

  const confirmPlace = async () => {
    if (!customerDone || !customer) {
      notify.error(say(M.lookUpFirst));
      return;
    }
    // Enter in a field and a click on the button: one confirmation.
    if (confirming.current) return;
    confirming.current = true;
    try {
      const place = await readPlace();
      // Confirming what is already confirmed keeps the chosen level, car and price.
      if (!place || (state.place && JSON.stringify(state.place) === JSON.stringify(place))) return;
      const asked = generation.current;
      const r = await track('confirm', () =>
        fetchCarLevels({ cityId: place.getCityId, storeId: place.bookingGaincarStoreId, bookingGaincarTime: place.bookingGaincarTime, bookingBackcarTime: place.bookingBackcarTime, packageType: place.orderProdType }),
      );
      if (asked !== generation.current || tell(r)) return;
      dispatch({ type: 'placeConfirmed', place, levels: r.data });
      const first = r.data[0];
      if (!first) notify.info(say(M.noLevels));
      else void loadCars(place, first.levelId, customer.userId);
    } finally {
      confirming.current = false;
    }
  };

  // Step 3: level and car.
  const chooseLevel = (levelId: number) => {
    if (!state.place || !customer) return;
    dispatch({ type: 'levelChosen', levelId });
    void loadCars(state.place, levelId, customer.userId);
  };

  const quote = (car: StockCar) => {
    const { place } = state;
    if (!place || !customer || state.levelId === null) return;
    const asked = generation.current;
    void track('quote', async () => {
      const r = await fetchPriceQuote({
        orderProdType: place.orderProdType, bookingUserId: customer.userId, bookingCargradeId: state.levelId ?? car.levelId,
        bookingCarmodelId: car.modelId, carId: car.carId, bookingGaincarTime: place.bookingGaincarTime, bookingBackcarTime: place.bookingBackcarTime,
        bookingGaincarStoreId: place.bookingGaincarStoreId, bookingBackcarStoreId: place.bookingBackcarStoreId,
      });
      if (asked !== generation.current || tell(r)) return;
      dispatch({ type: 'quoteLoaded', carId: car.carId, quote: r.data });
    });
  };

  const chooseCar = (carId: number) => {
    const car = state.cars?.find((c) => c.carId === carId);
    if (!car) return;
    dispatch({ type: 'carChosen', carId });
    quote(car);
  };

  // Step 4: payment and coupons.
  const getCoupons = useClickGuard(() => {
    const { quote: q, payMethod, place } = state;
    // Refused before anything is asked: the guard lets the next click through.
    if (!q || !place || !customer) {
      notify.error(say(M.selectCarFirst));
      return false;
    }
    if (!payMethod) {
      notify.error(say(M.selectPayFirst));
      return false;
    }
    const car = state.cars?.find((c) => c.carId === state.carId);
    const asked = generation.current;
    void track('coupons', async () => {
      const r = await fetchCoupons({
        total: toFixed2(sum.total), priceItemsJson: priceItemsJson(chargedFees(state)), tenancy: q.dayCount, productType: place.orderProdType,
        storeId: place.bookingGaincarStoreId, modelId: car?.modelId ?? 0, orderSnapshotId: q.orderSnapshotId, paymentType: PAY_METHODS[payMethod], customerId: customer.userId,
      });
      if (asked !== generation.current || tell(r)) return;
      dispatch({ type: 'couponsLoaded', coupons: r.data });
      if (r.data.length === 0) notify.info(say(M.noCoupons));
      else notify.success(say(M.couponsFetched));
    });
    return true;
  });

  const startOver = () => {
    generation.current += 1;
    dispatch({ type: 'reset' });
    phoneForm.resetFields();
    placeForm.resetFields();
  };

  // Submit: only with the four steps done; never twice (guarded clicks and a flag held until the answer).
  const submit = useClickGuard(() => {
    if (submitting.current) return;
    const { quote: q, payMethod } = state;
    // A step not done refuses the click before anything is sent: the guard lets the next click through.
    const missing = !customerDone || !customer ? M.lookUpFirst : !placeDone ? M.confirmPlaceFirst : !q ? M.selectCarFirst : !payMethod ? M.selectPay : null;
    if (missing || !customer || !q || !payMethod) {
      notify.error(say(missing ?? M.selectPay));
      return false;
    }
    submitting.current = true;
    const couponId = state.couponId ?? undefined;
    void track('submit', async () => {
      try {
        const r = await makeShortOrder({
          orderSnapshotId: q.orderSnapshotId, payMethodCode: payMethod, bookingUserId: customer.userId, priceDetails: priceDetails(chargedFees(state)),
          orderTotalAmt: toFixed2(sum.total), orderPayAmt: toFixed2(sum.pay), couponDeductAmt: toFixed2(sum.coupon), couponId,
        });
        afterWrite(r); // the rental order list shows the new order
        if (tell(r)) return; // the input stays as it was
        notify.success(say(M.created));
        startOver();
        // §2: the order list, filtered to the new order (the list is in the order of the work, so it would not
        // necessarily be on the first page); the filter is one click to clear.
        const placed = r.data?.orderNo;
        void navigate(placed ? `${AFTER_ORDER_PATH}?orderNo=${encodeURIComponent(placed)}` : AFTER_ORDER_PATH);
      } finally {
        submitting.current = false;
      }
    });
    return true;
  });

  const stepItems = [M.stepCustomer, M.stepPlace, M.stepCar, M.stepPay].map((title, i) => {
    const done = [customerDone, placeDone, carDone, payDone][i];
    return { title: say(title), status: done ? ('finish' as const) : ('wait' as const) };
  });
  const current = [customerDone, placeDone, carDone, payDone].indexOf(false);
  if (current >= 0 && stepItems[current]) stepItems[current].status = 'process' as never;

  const blocked = customer && !isVerified(customer) ? (customer.idStatus !== 1 ? M.idNotVerified : M.licenceNotVerified) : null;
  const yuan = (n: number) => `¥${formatAmount(n)}`;
  const feeColumns = [
    { key: 'priceName', dataIndex: 'priceName', title: say(M.feeName), render: (_: unknown, f: Fee) => pick(feeName(f), lang) },
    { key: 'unitPrice', dataIndex: 'unitPrice', title: say(M.unitPrice), align: 'right' as const, render: (v: number) => formatAmount(v) },
    { key: 'quantity', dataIndex: 'quantity', title: say(M.quantity), align: 'right' as const },
    { key: 'totalPriceAmount', dataIndex: 'totalPriceAmount', title: say(M.amount), align: 'right' as const, render: (v: number) => formatAmount(v) },
  ];
  const now = dayjs();

  return (
    <div style={{ maxWidth: 1100 }}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {meta ? pick(meta.title, lang) : say(M.submit)}
      </Typography.Title>
      <Steps size="small" items={stepItems} style={{ marginBottom: 16 }} aria-label={say(M.submitHint)} />

      <Section n={1} title={say(M.stepCustomer)} done={customerDone}>
        {/* The customer's mobile, the order's first field: the screen's first content (src/components/screenReady.ts). */}
        <AppForm<{ phone: string }> {...screenReady(true)} form={phoneForm} name="createOrder-customer" layout="inline" onFinish={lookUp} onValuesChange={phoneEdited}>
          <Form.Item name="phone" label={say(M.phone)} rules={[{ required: true, message: say(M.phoneRequired) }, rule(isMobile)]}>
            <Input maxLength={11} inputMode="numeric" placeholder={say(M.phonePlaceholder)} autoComplete="off" style={{ width: 200 }} />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={busy.has('lookup')}>
              {say(M.lookUp)}
            </Button>
          </Form.Item>
        </AppForm>
        {customer && (
          <Descriptions
            size="small"
            style={{ marginTop: 12 }}
            column={{ xs: 1, sm: 3 }}
            items={[
              { key: 'name', label: say(M.customerName), children: `${customer.userName}（${customer.mobile}）` },
              { key: 'id', label: say(M.idStatus), children: <Tag color={customer.idStatus === 1 ? 'success' : 'error'}>{say(customer.idStatus === 1 ? M.verified : M.notVerified)}</Tag> },
              { key: 'licence', label: say(M.driverStatus), children: <Tag color={customer.driverStatus === 1 ? 'success' : 'error'}>{say(customer.driverStatus === 1 ? M.verified : M.notVerified)}</Tag> },
            ]}
          />
        )}
        {blocked && <Alert type="error" showIcon style={{ marginTop: 12 }} title={say(blocked)} description={say(M.blocked)} />}
      </Section>

      <Section n={2} title={say(M.stepPlace)} done={placeDone} disabled={!customerDone}>
        <AppForm<PlaceValues>
          form={placeForm}
          name="createOrder-place"
          layout="vertical"
          disabled={!customerDone}
          initialValues={{ orderProdType: 'D' }}
          onValuesChange={placeEdited}
          onFinish={() => void confirmPlace()}
        >
          <Flex wrap gap={16}>
            <Form.Item name="orderProdType" label={say(M.prodType)} style={{ width: 160 }}>
              <Select options={ORDER_PROD_TYPE_OPTIONS.map((o) => ({ value: o.value, label: say(o.label) }))} />
            </Form.Item>
            <Form.Item name="getCityId" label={say(M.pickCity)} rules={[{ required: true, message: say(M.pickCityRequired) }]} style={{ width: 160 }}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={cities.map((c) => ({ value: c.cityId, label: c.cityName }))} />
            </Form.Item>
            <Form.Item name="bookingGaincarStoreId" label={say(M.pickStore)} rules={[{ required: true, message: say(M.pickStoreRequired) }]} style={{ width: 220 }}>
              <Select loading={gainStores.loading} options={gainStores.stores.map((s) => ({ value: s.storeId, label: s.storeName }))} />
            </Form.Item>
            <Form.Item name="repayCityId" label={say(M.returnCity)} rules={[{ required: true, message: say(M.returnCityRequired) }]} style={{ width: 160 }}>
              <Select showSearch={{ optionFilterProp: 'label' }} options={cities.map((c) => ({ value: c.cityId, label: c.cityName }))} />
            </Form.Item>
            <Form.Item name="bookingBackcarStoreId" label={say(M.returnStore)} rules={[{ required: true, message: say(M.returnStoreRequired) }]} style={{ width: 220 }}>
              <Select loading={backStores.loading} options={backStores.stores.map((s) => ({ value: s.storeId, label: s.storeName }))} />
            </Form.Item>
          </Flex>
          <Flex wrap gap={16} align="flex-end">
            <Form.Item
              name="range"
              label={say(M.period)}
              rules={[
                { required: true, message: say(M.periodRequired) },
                {
                  validator: (_r, value: PlaceValues['range']) => {
                    const [s, e] = value ?? [];
                    if (!s || !e) return Promise.reject(new Error(say(M.periodRequired)));
                    if (!e.isAfter(s)) return Promise.reject(new Error(say(M.endAfterStart)));
                    if (s.isBefore(dayjs().subtract(1, 'minute'))) return Promise.reject(new Error(say(M.startInPast)));
                    return Promise.resolve();
                  },
                },
              ]}
            >
              <DatePicker.RangePicker
                showTime={{ format: 'HH:mm' }}
                format={TIME_FORMAT}
                needConfirm={false}
                allowEmpty={[true, true]}
                placeholder={[say(M.start), say(M.end)]}
                disabledDate={(d) => d.isBefore(now, 'day')}
              />
            </Form.Item>
            <Form.Item label={say(M.days)}>
              <Typography.Text strong data-testid="day-count" aria-live="polite">
                {days === null ? '—' : say(M.dayUnit, { n: days })}
              </Typography.Text>
            </Form.Item>
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit" loading={busy.has('confirm')}>
                  {say(M.confirmPlace)}
                </Button>
                {placeDone && <Typography.Text type="secondary">{say(M.placeConfirmed)}</Typography.Text>}
              </Space>
            </Form.Item>
          </Flex>
        </AppForm>
      </Section>

      <Section n={3} title={say(M.stepCar)} done={carDone} disabled={!placeDone}>
        {!placeDone || !state.levels ? (
          <Typography.Text type="secondary">{say(M.confirmPlaceFirst)}</Typography.Text>
        ) : state.levels.length === 0 ? (
          <Empty description={say(M.noLevels)} />
        ) : (
          <>
            <Typography.Text strong>{say(M.level)}</Typography.Text>
            <div style={{ margin: '8px 0 16px' }}>
              <Radio.Group
                aria-label={say(M.level)}
                optionType="button"
                value={state.levelId}
                onChange={(e) => chooseLevel(Number(e.target.value))}
                options={state.levels.map((l) => ({ value: l.levelId, label: `${l.levelName} ${say(M.perDay, { price: l.dailyPrice, n: l.stockNum })}` }))}
              />
            </div>
            <Typography.Text strong>{say(M.cars)}</Typography.Text>
            <Table<StockCar>
              size="small"
              style={{ marginTop: 8 }}
              rowKey="carId"
              loading={busy.has('cars')}
              dataSource={state.cars ?? []}
              pagination={false}
              scroll={{ y: 240 }}
              locale={{ emptyText: state.cars ? say(M.noCars) : ' ' }}
              rowSelection={{
                type: 'radio',
                selectedRowKeys: state.carId === null ? [] : [state.carId],
                onChange: (keys) => keys[0] !== undefined && chooseCar(Number(keys[0])),
                getCheckboxProps: (car) => ({ 'aria-label': `${say(M.chooseCar)} ${car.plate}` }) as never,
              }}
              onRow={(car) => ({ onClick: () => car.carId !== state.carId && chooseCar(car.carId) })}
              columns={[
                { key: 'plate', dataIndex: 'plate', title: say(M.plate) },
                { key: 'model', dataIndex: 'model', title: say(M.model) },
                { key: 'color', dataIndex: 'color', title: say(M.color) },
                { key: 'mileage', dataIndex: 'mileage', title: say(M.mileage), align: 'right' },
              ]}
            />
            {busy.has('quote') && <Spin style={{ display: 'block', marginTop: 12 }} description={say(M.quoting)}><span /></Spin>}
            {state.carId !== null && !state.quote && !busy.has('quote') && (
              <Button style={{ marginTop: 12 }} onClick={() => { const car = state.cars?.find((c) => c.carId === state.carId); if (car) quote(car); }}>
                {say(M.requote)}
              </Button>
            )}
            {state.quote && (
              <>
                <Typography.Title level={2} style={{ fontSize: 14, margin: '16px 0 8px' }}>
                  {say(M.basicFees)}（{say(M.dayUnit, { n: state.quote.dayCount })}）
                </Typography.Title>
                <Table<Fee> size="small" rowKey="priceCode" dataSource={state.quote.basicFees} pagination={false} columns={feeColumns} aria-label={say(M.basicFees)} />
              </>
            )}
          </>
        )}
      </Section>

      <Section n={4} title={say(M.stepPay)} done={payDone} disabled={!customerDone}>
        <Flex vertical gap={12}>
          <div>
            <Typography.Text strong id="createOrder-payMethod">{say(M.payMethod)}</Typography.Text>
            <div style={{ marginTop: 8 }}>
              <Radio.Group
                aria-labelledby="createOrder-payMethod"
                disabled={!customerDone}
                value={state.payMethod}
                onChange={(e) => dispatch({ type: 'payMethodChosen', payMethod: e.target.value as PayMethodCode })}
                options={PAY_METHOD_OPTIONS.map((o) => ({ value: o.value, label: say(o.label) }))}
              />
            </div>
          </div>
          {state.quote && state.quote.optionalFees.length > 0 && (
            <div>
              <Typography.Text strong id="createOrder-optional">{say(M.optionalFees)}</Typography.Text>
              <div style={{ marginTop: 8 }}>
                <Checkbox.Group
                  aria-labelledby="createOrder-optional"
                  value={[...state.optional]}
                  onChange={(codes) => dispatch({ type: 'optionalChosen', codes: codes.map(String) })}
                  options={state.quote.optionalFees.map((f) => ({ value: f.priceCode, label: `${pick(feeName(f), lang)} ${yuan(f.totalPriceAmount)}` }))}
                />
              </div>
            </div>
          )}
          <div>
            <Space>
              <Typography.Text strong id="createOrder-coupons">{say(M.coupons)}</Typography.Text>
              <Button size="small" onClick={getCoupons} loading={busy.has('coupons')} disabled={!customerDone}>
                {say(M.fetchCoupons)}
              </Button>
            </Space>
            {state.coupons && state.coupons.length > 0 && (
              <div style={{ marginTop: 8 }}>
                <Radio.Group
                  aria-labelledby="createOrder-coupons"
                  value={state.couponId ?? 0}
                  onChange={(e) => dispatch({ type: 'couponChosen', couponId: Number(e.target.value) || null })}
                  style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
                  options={[
                    { value: 0, label: say(M.noCoupon) },
                    ...state.coupons.map((c) => ({
                      value: c.couponId,
                      label: pick(couponWording(c), lang),
                    })),
                  ]}
                />
              </div>
            )}
            {state.coupons && state.coupons.length === 0 && (
              <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
                {say(M.noCoupons)}
              </Typography.Text>
            )}
          </div>
          <Descriptions
            size="small"
            bordered
            column={{ xs: 1, sm: 2, md: 5 }}
            aria-label={say(M.payAmount)}
            items={[
              { key: 'basic', label: say(M.basicTotal), children: <span data-testid="total-basic">{yuan(sum.basic)}</span> },
              { key: 'optional', label: say(M.optionalTotal), children: <span data-testid="total-optional">{yuan(sum.optional)}</span> },
              { key: 'total', label: say(M.orderTotal), children: <span data-testid="total-order">{yuan(sum.total)}</span> },
              { key: 'coupon', label: say(M.couponTotal), children: <span data-testid="total-coupon">-{yuan(sum.coupon)}</span> },
              { key: 'pay', label: say(M.payAmount), children: <Typography.Text strong type="danger" data-testid="total-pay">{yuan(sum.pay)}</Typography.Text> },
            ]}
          />
        </Flex>
      </Section>

      <Flex gap={12} align="center">
        {/* §5: placing the order is the create code's (the page's button in the menu tree); the backend refuses it too. */}
        <HasPermission codes={['rentOrder:create']}>
          <Button type="primary" size="large" onClick={submit} loading={busy.has('submit')}>
            {say(M.submit)}
          </Button>
        </HasPermission>
        <Button onClick={startOver}>{say(M.reset)}</Button>
        {!payDone && <Typography.Text type="secondary">{say(M.submitHint)}</Typography.Text>}
      </Flex>
    </div>
  );
}
