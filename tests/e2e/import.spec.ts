/**
 * Issue [K] journey: import 200 vehicles from a spreadsheet holding 3 bad rows, read the report (and download it),
 * import the rest, find one of them by its plate with Ctrl+K, edit it, and see the change in its History tab and in
 * /DataRecordpage. The file is built from the template the dialog downloads (its header is the contract), so the
 * worker's writing and reading both run in the browser.
 */
import { readFileSync } from 'node:fs';
import { read, utils, write } from 'xlsx';
import { expect, test } from './fixtures';
import { signIn } from './helpers';

const GOOD = 200;
const plateOf = (i: number) => `京AKZ${String(i).padStart(4, '0')}`;
const vinOf = (i: number) => `LE2E${String(i).padStart(13, '0')}`;

function firstSheet(path: string): string[][] {
  const book = read(readFileSync(path), { type: 'buffer' });
  return utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
}

test('import 200 vehicles with 3 bad rows, then find, edit and trace one of them', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto('/Vehicles');
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.getByRole('dialog', { name: '导入车辆管理' });
  await expect(dialog).toBeVisible();

  // The template: the declared form fields as bilingual columns (required ones starred), written by the worker.
  const templateButton = dialog.getByRole('button', { name: '下载导入模板' });
  await expect(templateButton).toBeEnabled();
  const [templateFile] = await Promise.all([page.waitForEvent('download'), templateButton.click()]);
  expect(templateFile.suggestedFilename()).toBe('车辆管理导入模板.xlsx');
  const header = firstSheet(await templateFile.path())[0]!;
  expect(header.slice(0, 3)).toEqual(['*车牌号 / Plate', '*车架号 / VIN', '*发动机号 / Engine no.']);

  // 200 good rows, and 3 bad ones among them: a malformed plate, a model the console does not know, a store of
  // another city. Dates in the forms a spreadsheet user types.
  const row = (i: number, over: Record<string, string> = {}) => {
    const values: Record<string, string> = {
      '*车牌号 / Plate': plateOf(i), '*车架号 / VIN': vinOf(i), '*发动机号 / Engine no.': `EN${i}`, '*车型 / Model': '大众朗逸 1.5L 自动',
      '*车身颜色 / Colour': '珍珠白', '*里程（km） / Mileage (km)': String(1000 + i), '*所在城市 / City': '北京', '*所在门店 / Store': '北京望京SOHO店',
      '*注册日期 / Registered': '2025/6/1', '年检到期 / Inspection due': '2027年6月1日', ...over,
    };
    return header.map((h) => values[h] ?? '');
  };
  const rows = Array.from({ length: GOOD }, (_, i) => row(i));
  rows.splice(10, 0, row(900, { '*车牌号 / Plate': '京A1' }));
  rows.splice(50, 0, row(901, { '*车型 / Model': '不存在的车型' }));
  rows.splice(120, 0, row(902, { '*所在城市 / City': '上海' }));
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([header, ...rows]), '导入数据');
  const buffer = write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

  await dialog.locator('input[type=file]').setInputFiles({ name: 'vehicles.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  await expect(dialog.getByText('共 203 行：200 行通过，3 行未通过')).toBeVisible();
  const problems = dialog.getByRole('table');
  // Sheet rows: the header is row 1; the bad rows were inserted at indexes 10, 50 and 120.
  await expect(problems.getByRole('row').filter({ hasText: '12' }).filter({ hasText: '请正确填写车牌号' })).toBeVisible();
  await expect(problems.getByRole('row').filter({ hasText: '52' }).filter({ hasText: '车型的取值无效' })).toBeVisible();
  await expect(problems.getByRole('row').filter({ hasText: '122' }).filter({ hasText: '所选门店不属于所选城市' })).toBeVisible();

  // The report: every row with its problems in the last column.
  const [reportFile] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: '下载检查报告' }).click()]);
  const report = firstSheet(await reportFile.path());
  expect(report[0]!.at(-1)).toBe('错误信息');
  expect(report.slice(1).filter((r) => r.at(-1) !== '').map((r) => r[0])).toEqual(['12', '52', '122']);

  await dialog.getByRole('button', { name: '导入 200 行有效数据' }).click();
  await expect(dialog.getByText('已导入 200 行')).toBeVisible();
  await dialog.getByRole('button', { name: /完\s*成/ }).click();
  // The list shows them at once, newest first (as saved one after another: the file's last row on top).
  await expect(page.getByRole('cell', { name: plateOf(GOOD - 1), exact: true })).toBeVisible();

  // Find one by its plate with Ctrl+K and open its detail.
  const plate = plateOf(57);
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: /搜索|页面/ });
  await search.fill(plate);
  await expect(page.getByRole('option', { name: new RegExp(plate) })).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/VehiclesDetail\?/);
  await expect(page.getByText(vinOf(57)).first()).toBeVisible();
  const carId = new URL(page.url()).searchParams.get('carId');
  expect(carId).toBeTruthy();

  // Edit it: the colour.
  await page.getByRole('button', { name: /编\s*辑/ }).first().click();
  await expect(page).toHaveURL(/\/VehiclesEdit\?/);
  // The colour is one of the basic information's colours.
  const colour = page.getByLabel('车身颜色');
  await expect(page.locator('.ant-select').filter({ has: colour })).toContainText('珍珠白');
  await colour.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('星空灰', { exact: true }).click();
  await page.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  // Its History tab: the edit (珍珠白 → 星空灰) above the import.
  await page.goto(`/VehiclesDetail?carId=${carId}`);
  await page.getByRole('tab', { name: '变更记录' }).click();
  const history = page.getByRole('tabpanel', { name: '变更记录' });
  await expect(history.getByText('星空灰')).toBeVisible();
  await expect(history.getByText('导入').first()).toBeVisible();

  // /DataRecordpage: the same two records, found by the plate.
  await page.goto('/DataRecordpage');
  await page.getByLabel('记录', { exact: true }).fill(plate);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  const changes = page.getByRole('table');
  await expect(changes.getByRole('row').filter({ hasText: plate }).filter({ hasText: '修改' })).toBeVisible();
  await expect(changes.getByRole('row').filter({ hasText: plate }).filter({ hasText: '导入' })).toBeVisible();
});
