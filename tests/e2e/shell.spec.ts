import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function signInAsAdmin(page: Page) {
  await page.goto('/Login');
  await page.getByLabel('账号', { exact: true }).fill('admin');
  await page.getByLabel('密码', { exact: true }).fill('admin123');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/$/);
}

// §2 Dashboard: the 11 counts of §2, and the dispatch centre's ([L]), and the list (with its filter query) each opens.
const TARGETS = [
  '/scatterNeedOrder?demandOrderStatusCode=1',
  '/scatterPlatformOrderList?orderStatus=2',
  '/scatterPlatformOrderList?todoVehicle=true',
  '/checkSheet?auditStatus=1',
  '/izuIncomeBill?billStatus=120',
  '/branchOrder?orderStatus=1',
  '/branchOrder?orderStatus=4',
  '/branchOrder?orderStatus=5',
  '/branchOrder?orderStatus=6&dispatchingFlag=1',
  '/branchOrder?orderStatus=9&orderType=1&returnedFlag=1',
  '/branchOrder?orderStatus=11&completedAndToDoItems=1',
  '/DispatchCenter?requestStatus=1',
  '/RentOrderManage?orderStatus=10',
  '/RentOrderManage?orderStatus=30',
];

test('each of the 14 dashboard counts opens its list with exactly its filter query', async ({ page }) => {
  // Fourteen round trips between the dashboard and a list: more than the default 30 s on a busy 2-core machine.
  test.setTimeout(150_000);
  await signInAsAdmin(page);
  for (const target of TARGETS) {
    await page.getByRole('tab', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/(Manage)?$/);
    const link = page.locator(`a[href="${target}"]`);
    await expect(link).toHaveCount(1);
    await expect(link).toHaveText(/^\d+$/);
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(target);
    await expect(page.locator(`[data-pane="${target.split('?')[0]}"]:not([hidden]) h1`)).toBeVisible();
  }
});

test('visited screens are tabs that survive a reload of the page', async ({ page }) => {
  await signInAsAdmin(page);
  for (const path of ['/Vehicles', '/Staffs', '/Drivers']) {
    await page.getByRole('button', { name: /搜索页面/ }).click();
    await page.getByRole('combobox', { name: '搜索页面' }).fill(path);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    // Seen, as a user sees it, before the next: a screen left while its code still loads is not a visit (no tab).
    await expect(page.locator(`[data-pane="${path}"]:not([hidden]) h1`)).toBeVisible();
  }
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await expect(tabs).toHaveText(['首页', '车辆管理', '员工管理', '司机管理']);
  await page.reload();
  await expect(page.getByRole('tablist').first().getByRole('tab')).toHaveText(['首页', '车辆管理', '员工管理', '司机管理']);
  await expect(page).toHaveURL(/\/Drivers$/);
  await page.getByRole('tab', { name: '车辆管理' }).click();
  await expect(page).toHaveURL(/\/Vehicles$/);
});

test("the first screen after sign-in, with the side menu, does not wait for antd; the frame's antd parts follow, and a sign-out asked for before them still asks to confirm", async ({ page }) => {
  // antd's code is held back: the frame, the user and the dashboard's counts are drawn without it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/antd-vendor-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await signInAsAdmin(page);
  await expect(page.getByTestId('user-name')).toHaveText('王建国');
  await expect(page.locator('[data-section="platform"] [data-todo], [data-section="branch"] [data-todo]')).toHaveCount(TARGETS.length);
  await expect(page.locator('[data-todo]').first()).toHaveText(/^\d+$/);
  // The provider's home adds its operations counts (the other audiences' homes: ./home.spec.ts).
  await expect(page.locator('[data-section="home"] [data-todo]').first()).toHaveText(/^\d+$/);
  const menu = page.getByRole('navigation', { name: '导航菜单' });
  await expect(menu.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('button', { name: '订单管理' }).click();
  await expect(menu.getByRole('link', { name: '短租订单' })).toBeVisible();
  await expect(page.getByRole('tablist')).toHaveCount(0);
  // The header's tooltips are there too, on hover.
  const tip = () => page.getByRole('button', { name: '消息' }).locator('..').evaluate((el) => {
    const after = getComputedStyle(el, '::after');
    return after.visibility === 'visible' ? after.content : null;
  });
  expect(await tip()).toBeNull();
  await page.getByRole('button', { name: '消息' }).hover();
  await expect.poll(tip).toBe('"消息"');
  // Sign-out before its confirmation is loaded: the confirmation opens once it is.
  await page.getByRole('button', { name: /退出登录/ }).click();
  release();
  await expect(page.getByRole('tablist')).toBeVisible();
  await expect(page.locator('.ant-popconfirm')).toContainText('确定退出登录吗？');
  await expect(page).toHaveURL(/\/$/);
});

test('in a narrow window the side bar starts collapsed to its icons, and the menu button opens it', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signInAsAdmin(page);
  const toggle = page.getByRole('button', { name: '导航菜单' });
  const barWidth = () => page.locator('aside').evaluate((el) => Math.round(el.getBoundingClientRect().width));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(barWidth).toBe(80);
  // The header's controls keep their size (touch targets): the company's name gives way, sign-out shows its icon.
  const sizes = await page.locator('header button').evaluateAll((buttons) => buttons.map((b) => [b.getAttribute('aria-label') ?? b.textContent, Math.round(b.getBoundingClientRect().width), Math.round(b.getBoundingClientRect().height)]));
  for (const [name, width, height] of sizes) expect({ name, big: Number(width) >= 32 && Number(height) >= 32 }).toEqual({ name, big: true });
  await expect(page.getByRole('button', { name: /退出登录/ })).toBeVisible();
  const menu = page.getByRole('navigation', { name: '导航菜单' });
  await expect(menu.getByRole('link', { name: '首页' })).toBeVisible();
  // A group's screens in a panel beside the narrow side bar.
  await menu.getByRole('button', { name: '车务管理' }).click();
  await menu.getByRole('link', { name: '车辆管理' }).click();
  await expect(page).toHaveURL(/\/Vehicles$/);
  await expect(menu.getByRole('link', { name: '车辆管理' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(barWidth).toBe(232);
  await expect(menu.getByRole('link', { name: '车辆管理' })).toHaveAttribute('aria-current', 'page');
  await expect(menu).toContainText('订单管理');
});
