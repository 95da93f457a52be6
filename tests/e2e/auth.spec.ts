import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function signIn(page: Page, account: string, password: string) {
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登 录' }).click();
}

const menu = (page: Page) => page.getByRole('navigation', { name: '导航菜单' });

// Each demo account sees its own menu, and only that: the groups of the jobs it does (src/entities/routes/menu.ts).
const accounts = [
  { account: 'admin', password: 'admin123', name: '王建国', sees: ['订单管理', '调度派车', '车务管理', '系统管理'], not: [] },
  { account: 'dispatcher', password: 'dispatch123', name: '李明辉', sees: ['调度派车', '财务结算', '运营中心'], not: ['系统管理', '订单管理', '企业用车'] },
  { account: 'supplier', password: 'supplier123', name: '张海峰', sees: ['调度派车', '车务管理', '财务结算'], not: ['系统管理', '运营中心', '企业用车'] },
  { account: 'enterprise', password: 'enterprise123', name: '陈静怡', sees: ['企业用车'], not: ['系统管理', '调度派车', '运营中心'] },
];

for (const a of accounts) {
  test(`signs in as ${a.account} and sees only that account's menu`, async ({ page }) => {
    await page.goto('/Login');
    await signIn(page, a.account, a.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-name')).toHaveText(a.name);
    for (const title of a.sees) await expect(menu(page)).toContainText(title);
    for (const title of a.not) await expect(menu(page)).not.toContainText(title);
  });
}

test('an unauthenticated deep link lands on /Login and, after sign-in, on that list', async ({ page }) => {
  await page.goto('/scatterNeedOrder?demandOrderStatusCode=1');
  await expect(page).toHaveURL(/\/Login\?redirect=%2FscatterNeedOrder%3FdemandOrderStatusCode%3D1$/);
  await signIn(page, 'dispatcher', 'dispatch123');
  await expect(page).toHaveURL(/\/scatterNeedOrder\?demandOrderStatusCode=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('opening a forbidden screen by its address says so and goes home (the refusal comes before the console is drawn)', async ({ page }) => {
  await page.goto('/Login');
  await signIn(page, 'enterprise', 'enterprise123');
  await expect(page.getByTestId('user-name')).toHaveText('陈静怡');
  await page.goto('/Staffs');
  await expect(page.getByText('对不起，您暂无员工管理权限')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a refused free-access token says why and lands on the sign-in page', async ({ page }) => {
  await page.goto('/?token=no-such-token');
  await expect(page).toHaveURL(/\/Login$/);
  await expect(page.getByText('免登录链接已失效')).toBeVisible();
  expect(page.url()).not.toContain('token');
});

test('a free-access token link opens /childProcessDetail and the token leaves the address bar and history', async ({ page }) => {
  await page.goto('/?token=demo-token-enterprise&form=PI-2026-000123');
  await expect(page).toHaveURL(/\/childProcessDetail\?form=f1\./);
  await expect(page.getByTestId('child-form')).toHaveAttribute('data-form', 'PI-2026-000123');
  await expect(page.getByTestId('instance-result')).toHaveText('处理中');
  expect(page.url()).not.toContain('token');
  // The entry the token arrived in was replaced: Back leaves the console instead of revisiting the token URL.
  await page.goBack();
  expect(page.url()).not.toContain('token');
});

test('a changed version file reloads the page once', async ({ page }) => {
  let deployed = 'release-A';
  // Context-level, so calls passed on by the demo backend's service worker are seen too.
  let answered = 0; // version files served
  await page.context().route('**/static/version.json*', (route) => {
    answered++;
    return route.fulfill({ json: { version: deployed } });
  });
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/Login');
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('VERSION'))).toBe('release-A');
  expect(loads).toBe(1);

  deployed = 'release-B';
  await page.getByRole('link', { name: '用户协议' }).click();
  await expect.poll(() => loads).toBe(2);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('VERSION'))).toBe('release-B');
  await expect(page.getByRole('heading', { name: '用户协议' })).toBeVisible();

  // Same version on the following navigations: no more reloads.
  const before = answered;
  await page.getByRole('button', { name: /返\s?回/ }).first().click();
  await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
  // This navigation's version check has its answer, and the page has handled it (a frame and a task later).
  await expect.poll(() => answered).toBeGreaterThan(before);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  expect(loads).toBe(2);
});
