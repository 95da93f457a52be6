import { expect, test } from './fixtures';
import { rowAction, signIn, visiblePane } from './helpers';

const pane = visiblePane;

test('a supplier adds a driver (refused input keeps the form), sees it listed, opens and edits it', async ({ page }) => {
  await signIn(page, 'supplier', 'supplier123');
  await page.goto('/scatteredDriverInfo');
  const list = pane(page);
  await expect(list.getByRole('heading', { name: '零散司机' })).toBeVisible();
  await list.getByRole('button', { name: /新\s?增/ }).click();
  await expect(page).toHaveURL(/\/driverInfoHandleAdd\?parent=%2FscatteredDriverInfo$/);
  // The form's own pane: while the navigation is being drawn the list's pane is still the visible one.
  const form = page.locator('[data-pane="/driverInfoHandleAdd"]:not([hidden])');
  await form.getByLabel('司机姓名').fill('孙立强');
  await form.getByLabel('手机号').fill('1361234567');
  await form.getByLabel('身份证号').fill('11010519880808123X');
  await form.getByLabel('准驾车型').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('B2').click();
  await form.getByLabel('驾龄（年）').fill('8');
  await form.getByRole('button', { name: /保\s?存/ }).click();
  await expect(form.getByText('手机号码有误，请重填')).toBeVisible();
  await expect(form.getByLabel('司机姓名')).toHaveValue('孙立强');
  await form.getByLabel('手机号').fill('13612345678');
  await form.getByRole('button', { name: /保\s?存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page).toHaveURL(/\/scatteredDriverInfo$/);
  const row = pane(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '孙立强' });
  await expect(row).toContainText('13612345678');
  await expect(row).toContainText('鑫达汽车服务有限公司');

  await rowAction(row, '编辑');
  await expect(page).toHaveURL(/\/driverInfoHandleEdit\?row=/);
  await expect(pane(page).getByLabel('手机号')).toHaveValue('13612345678');
  await pane(page).getByLabel('驾龄（年）').fill('9');
  await pane(page).getByRole('button', { name: /保\s?存/ }).click();
  await expect(page).toHaveURL(/\/scatteredDriverInfo$/);
  await expect(pane(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '孙立强' })).toContainText('9');

  await rowAction(pane(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: '孙立强' }), '详情');
  await expect(page).toHaveURL(/\/driverBaseInfo\?row=/);
  await expect(pane(page).locator('.ant-descriptions')).toContainText('11010519880808123X');
});

test('a bill opens with its orders; a vehicle is edited through its row screen', async ({ page }) => {
  await signIn(page, 'admin', 'admin123');
  await page.goto('/supplierScatteredBillSec');
  const first = pane(page).locator('.ant-table-tbody tr.ant-table-row').first();
  await first.getByRole('link', { name: '账单明细' }).click();
  await expect(page).toHaveURL(/\/scatterBillList\?row=/);
  await expect(pane(page).locator('.ant-descriptions')).toBeVisible();
  await expect(pane(page).locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();

  await page.goto('/scatteredCarInfo');
  const car = pane(page).locator('.ant-table-tbody tr.ant-table-row').first();
  const plate = (await car.locator('td').first().innerText()).trim();
  await car.getByRole('link', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/carEdit\?row=/);
  // The plate in the §2 province picker: the province on its button, the rest in the input.
  await expect(pane(page).getByRole('button', { name: '省份' })).toContainText(plate.slice(0, 1));
  await expect(pane(page).getByLabel('车牌号')).toHaveValue(plate.slice(1));
  await pane(page).getByLabel('车身颜色').fill('熔岩红');
  await pane(page).getByRole('button', { name: /保\s?存/ }).click();
  await expect(page).toHaveURL(/\/scatteredCarInfo$/);
  await expect(pane(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: plate })).toContainText('熔岩红');
});
