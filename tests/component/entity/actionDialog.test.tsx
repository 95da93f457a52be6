/**
 * An action's dialog and the engine features a rental order's steps need: a reference whose options depend on the row
 * the dialog acts on (`rowParam`: the free cars of THIS order), an option offered but not to be chosen, saying why
 * (shown greyed with its reason; the backend refuses it with the same words), and the dialog's preview (the amounts
 * the step will charge, as the fields now read, by the functions the backend charges with).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionDialog } from '@/components/entity/ActionButtons';
import { defineEntity, type EntityAction } from '@/entities/define';
import { rentOrder } from '@/entities/order/rentOrder';
import { derive } from '@/mocks/entities';
import { ApiError } from '@/mocks/errors';
import { server } from '@/mocks/node';
import { Params } from '@/mocks/params';
import { parseWallTime, pinClock } from '@/mocks/time';
import { renderScreens } from '../harness';

type Row = Record<string, unknown>;

const OPTIONS = '/api/dialogTest/carOptions';
const BLOCKED = '交强险已于2026-10-01到期';

/** An order-like entity whose hand-over picks a car among the options asked for the row's orderNo. */
const handOver = defineEntity({
  id: 'dialogTest',
  title: { 'zh-CN': '对话框测试', 'en-US': 'Dialog test' },
  base: '/api/dialogTest',
  rowKey: 'orderNo',
  status: { field: 'state' },
  fields: [
    { name: 'orderNo', type: 'text', label: { 'zh-CN': '订单号', 'en-US': 'Order no.' } },
    { name: 'state', type: 'number', label: { 'zh-CN': '状态', 'en-US': 'State' } },
  ],
  transitions: [
    {
      key: 'hand', label: { 'zh-CN': '交车', 'en-US': 'Hand over' }, from: [1], to: 2, refusal: { 'zh-CN': '不能交车', 'en-US': 'No' },
      fields: [{ name: 'carId', type: 'reference', optionsPath: OPTIONS, rowParam: 'orderNo', display: 'plate', label: { 'zh-CN': '交车车辆', 'en-US': 'Car' }, required: { 'zh-CN': '请选择车辆', 'en-US': 'Choose' } }],
    },
  ],
});

const CARS = [
  { value: 7, label: '京A10001（大众朗逸）' },
  { value: 8, label: '京A12345（宝马3系）', disabled: true, refusal: BLOCKED },
];

/** Serves the options, answering the cars only to the order asked for, and records each query. */
function serveCars(): URLSearchParams[] {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`*${OPTIONS}`, ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      return HttpResponse.json({ code: 0, msg: '成功', data: q.get('orderNo') === 'ZC001' ? CARS : [] });
    }),
  );
  return asked;
}

const actionOf = (schema: typeof handOver | typeof rentOrder, key: string) => schema.actions!.find((a) => a.key === key) as EntityAction<Row>;

function openDialog(schema: typeof handOver | typeof rentOrder, key: string, row: Row) {
  const Page = () => <ActionDialog schema={schema} action={actionOf(schema, key)} row={row} onClose={() => undefined} />;
  renderScreens('/dialog', { '/dialog': Page });
}

afterEach(() => pinClock(null));

describe('a reference asked for the dialog row, with options that cannot be chosen', () => {
  it('asks the options with the row’s orderNo, shows the blocked car greyed with its reason', async () => {
    const asked = serveCars();
    const user = userEvent.setup();
    openDialog(handOver, 'hand', { orderNo: 'ZC001', state: 1 });
    await user.click(await screen.findByRole('combobox'));
    const free = await screen.findByTitle('京A10001（大众朗逸）');
    const blocked = await screen.findByTitle(`京A12345（宝马3系） — ${BLOCKED}`);
    expect(asked.map((q) => q.get('orderNo'))).toContain('ZC001');
    expect(blocked.closest('.ant-select-item')).toHaveClass('ant-select-item-option-disabled');
    expect(free.closest('.ant-select-item')).not.toHaveClass('ant-select-item-option-disabled');
    // A click on the blocked car chooses nothing; the free one is chosen.
    await user.click(blocked);
    expect(blocked.closest('.ant-select-item')).not.toHaveClass('ant-select-item-option-selected');
    await user.click(free);
    await waitFor(() => expect(within(screen.getByRole('dialog')).getAllByText('京A10001（大众朗逸）').length).toBeGreaterThan(0));
  });

  it('the backend asks the options with the stored row’s value and refuses a blocked car with its reason', () => {
    const queries: Record<string, string>[] = [];
    const def = derive(handOver, {
      collection: 'vehicles',
      options: {
        [OPTIONS]: (q) => {
          queries.push({ ...q });
          return q.orderNo === 'ZC001' ? CARS : [];
        },
      },
    });
    const apply = (row: Row, carId: string) => def.actions!.hand!.apply(row, new Params(new Map([['carId', carId]])));
    const refusal = (run: () => void) => {
      try {
        run();
      } catch (e) {
        return e instanceof ApiError ? e.message : String(e);
      }
      return null;
    };
    expect(refusal(() => apply({ orderNo: 'ZC001', state: 1 }, '8'))).toBe(BLOCKED);
    expect(queries.at(-1)).toMatchObject({ orderNo: 'ZC001' });
    // Another order is not offered this order's cars.
    expect(refusal(() => apply({ orderNo: 'ZC002', state: 1 }, '7'))).toBe('交车车辆的取值无效');
    const row: Row = { orderNo: 'ZC001', state: 1 };
    apply(row, '7');
    expect(row).toMatchObject({ carId: 7, plate: '京A10001（大众朗逸）', state: 2 });
  });
});

describe('a dialog’s preview', () => {
  it('recording a payment: the order it acts on, its bill (lines and total) and the balance due', async () => {
    const priceDetails = [
      { priceCode: 'rent', priceName: '车辆租金', amount: 1200 },
      { priceCode: 'basic_insurance', priceName: '基本保障服务费', amount: 200 },
    ];
    openDialog(rentOrder, 'pay', { orderNo: 'ZC9', orderStatus: 5, priceDetails, orderTotalAmt: 1400, couponDeductAmt: 50, orderPayAmt: 1350, paidAmt: 0 });
    expect(await screen.findByTestId('action-record')).toHaveTextContent('订单号：ZC9');
    const preview = await screen.findByTestId('action-preview');
    for (const name of ['车辆租金 1,200.00', '基本保障服务费 200.00', '订单总额 1,400.00', '优惠 50.00', '应付 1,350.00', '已付 0.00', '待收款 1,350.00'])
      expect(within(preview).getByRole('row', { name })).toBeInTheDocument();
  });

  it('cancelling a paid order 2 hours before pick-up: a whole day’s rent is charged, the rest refunded', async () => {
    pinClock(parseWallTime('2026-11-30 10:00:00'));
    openDialog(rentOrder, 'cancel', { orderNo: 'ZC9', orderStatus: 10, paidAmt: 1350, dailyPrice: 300, bookingGaincarTime: '2026-11-30 12:00:00' });
    const preview = await screen.findByTestId('action-preview');
    expect(within(preview).getByText('费用预览')).toBeInTheDocument();
    expect(within(preview).getByRole('row', { name: '已付 1,350.00' })).toBeInTheDocument();
    expect(within(preview).getByRole('row', { name: '取消费 300.00' })).toBeInTheDocument();
    expect(within(preview).getByRole('row', { name: '应退 1,050.00' })).toBeInTheDocument();
  });

  it('extending: the added days’ rent and cover follow the days typed', async () => {
    const user = userEvent.setup();
    openDialog(rentOrder, 'extend', { orderNo: 'ZC9', orderStatus: 20, dailyPrice: 300 });
    expect(screen.queryByTestId('action-preview')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('续租天数'), '2');
    const preview = await screen.findByTestId('action-preview');
    expect(within(preview).getByRole('row', { name: '车辆租金 600.00' })).toBeInTheDocument();
    expect(within(preview).getByRole('row', { name: '基本保障服务费 100.00' })).toBeInTheDocument();
    expect(within(preview).getByRole('row', { name: '续租合计 700.00' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('续租天数'), '0');
    await waitFor(() => expect(within(preview).getByRole('row', { name: '续租合计 7,000.00' })).toBeInTheDocument());
  });
});
