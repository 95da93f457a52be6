/**
 * EV charging journey: a charging session of an electric vehicle is added on /ChargeOrder and shows its exact fees
 * (kWh × the station's price + kWh × the operator's service rate, to the fen); the operator's month is posted into a
 * bill on /SopChargingIntoBill; the posted order is then 已入账 and no longer offered for posting.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseOption, openInApp, signIn, visiblePane } from './helpers';

const dialog = (page: Page) => page.locator('.ant-modal:visible');
const rows = (where: Locator) => where.locator('.ant-table-tbody tr.ant-table-row');

async function fillTime(scope: Locator, label: string, value: string) {
  const input = scope.getByLabel(label);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** Yuan with 2 decimals as shown (`1,234.50`) → cents. */
const cents = (text: string) => {
  const [yuan = '0', fen = '0'] = text.replace(/[,\s]/g, '').split('.');
  return Number(yuan) * 100 + Number(fen.padEnd(2, '0').slice(0, 2));
};
/** kWh (2 decimals) × a rate (2 decimals), half up to the fen, in cents: exact integer arithmetic. */
const feeCents = (kwh100: number, rate: number) => Math.floor((kwh100 * Math.round(rate * 100) + 50) / 100);

interface Option { value: string | number; label: string }
interface Operator { operatorName: string; serviceRate: number; status: number; stations: { stationId: number; stationName: string; electricityPrice: number }[] }

test('a charging order shows its exact fees, is posted into its month’s bill, and is not offered again', async ({ page }) => {
  test.slow();
  await signIn(page);
  await openInApp(page, '/ChargeOrder');
  const list = visiblePane(page);
  await expect(list.getByText(/^共 \d+ 条$/)).toBeVisible();

  const { ev, driver, operator } = await page.evaluate(async () => {
    const get = async <T,>(path: string) => ((await (await fetch(path)).json()) as { data: T }).data;
    const evs = await get<Option[]>('/api/charging/order/vehicleOptions');
    const drivers = await get<Option[]>('/api/charging/order/driverOptions');
    const ops = await get<{ result: Operator[] }>('/api/charging/operator/list?pageSize=100');
    return { ev: evs[0]!, driver: drivers[0]!, operator: ops.result.find((o) => o.status === 0 && o.stations.length > 0)! };
  });
  const station = operator.stations[0]!;
  const plate = String(ev.value);
  // Yesterday 10:00–10:50 (wall time): this month's or last month's, posted below whichever it is.
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const month = day.slice(0, 7);

  await list.getByRole('button', { name: '新增充电订单' }).click();
  const d = dialog(page);
  await chooseOption(page, d, '车牌号', { search: plate, option: ev.label, exact: true });
  await chooseOption(page, d, '司机', { search: String(driver.value), option: driver.label, exact: true });
  await chooseOption(page, d, '充电站', { search: station.stationName, option: `${station.stationName}（${operator.operatorName}）`, exact: true });
  await chooseOption(page, d, '充电方式', { search: '快充', option: '快充', exact: true });
  await d.getByLabel('桩编号').fill('K07');
  await fillTime(d, '开始时间', `${day} 10:00:00`);
  await fillTime(d, '结束时间', `${day} 10:50:00`);
  await d.getByLabel('充电量（kWh）').fill('33.33');
  await d.getByLabel('开始电量（%）').fill('21');
  // The end level below the start is refused, with the spec's percentage rule first for a value over 100.
  await d.getByLabel('结束电量（%）').fill('101');
  await d.getByRole('button', { name: /确\s?定/ }).click();
  await expect(d.getByText('请输入0~100之间的数字')).toBeVisible();
  await d.getByLabel('结束电量（%）').fill('20');
  await d.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('结束电量不能低于开始电量')).toBeVisible();
  await d.getByLabel('结束电量（%）').fill('79');
  await d.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  // Its row, with fees exact to the fen.
  await openInApp(page, `/ChargeOrder?plate=${encodeURIComponent(plate)}`);
  const mine = rows(visiblePane(page)).filter({ hasText: `${day} 10:00:00` });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('未入账');
  const electricity = feeCents(3333, station.electricityPrice);
  const service = feeCents(3333, operator.serviceRate);
  const shown = (await mine.locator('td').allInnerTexts()).map((s) => s.trim());
  const money = shown.filter((s) => /^\d{1,3}(,\d{3})*\.\d{2}$/.test(s)).map(cents);
  expect(money).toEqual(expect.arrayContaining([electricity, service, electricity + service]));
  const orderNo = shown.find((s) => /^CD\d{13}$/.test(s))!;
  expect(orderNo).toBeTruthy();

  // Its detail: the levels and the operator.
  await mine.getByRole('link', { name: '详情', exact: true }).click();
  await expect(page).toHaveURL(/\/ChargeOrderDetail\?/);
  await expect(visiblePane(page).getByText(operator.operatorName).first()).toBeVisible();

  // Post the operator's month: the new order is offered (all chosen), the bill is made.
  await openInApp(page, `/SopChargingIntoBill?operatorName=${encodeURIComponent(operator.operatorName)}&billMonth=${month}`);
  const posting = visiblePane(page);
  await expect(rows(posting.getByTestId('post-orders')).filter({ hasText: orderNo })).toHaveCount(1);
  await expect(posting.getByTestId('post-chosen-count')).toContainText('已选');
  await posting.getByRole('button', { name: '生成账单' }).click();
  await expect(page).toHaveURL(/\/SopChargingBill/);
  const bill = rows(visiblePane(page)).filter({ hasText: operator.operatorName }).filter({ hasText: month }).filter({ hasText: '待确认' });
  await expect(bill.first()).toBeVisible();

  // Posted: not offered again, and 已入账 on the fleet's list.
  await openInApp(page, `/SopChargingIntoBill?operatorName=${encodeURIComponent(operator.operatorName)}&billMonth=${month}`);
  const offered = await page.evaluate(async (q) => {
    const answer = (await (await fetch(`/api/charging/bill/postableOrders?${q}`)).json()) as { data: { orderNo: string }[] };
    return answer.data.map((l) => l.orderNo);
  }, new URLSearchParams({ operatorName: operator.operatorName }).toString());
  expect(offered).not.toContain(orderNo);
  await expect(visiblePane(page).getByTestId('post-operator')).toBeVisible();
  await expect(rows(visiblePane(page)).filter({ hasText: orderNo })).toHaveCount(0);
  await openInApp(page, `/ChargeOrder?orderNo=${orderNo}`);
  await expect(rows(visiblePane(page)).filter({ hasText: orderNo })).toContainText('已入账');
});
