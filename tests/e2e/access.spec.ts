/**
 * Access derived from roles (issue 22 "Done when"): as admin, a role holding only the refund list and the dashboard,
 * an account with it; signed in as that account the menu shows exactly those and /Vehicles by address is refused by
 * the route guard; the role given the vehicles list without its edit button: the list shows, no edit button; the
 * account disabled: its next sign-in is refused with the backend's message.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseOption, openInApp, rowAction, signIn, signOut, visiblePane } from './helpers';


/** The permission tree's node titled exactly `title`. */
const treeNode = (page: Page, title: string | RegExp) =>
  visiblePane(page).locator('[data-testid="permission-tree"] .ant-tree-treenode', { has: page.locator('.ant-tree-title', { hasText: typeof title === 'string' ? new RegExp(`^${title}$`) : title }) });

/** The urls of the signed-in account's menu (the login answer the console keeps). */
const menuUrls = (page: Page) =>
  page.evaluate(() => {
    const urls = (entries: { url?: string; children?: unknown[] }[]): string[] => entries.flatMap((e) => [...(e.url ? [e.url] : []), ...urls((e.children ?? []) as never)]);
    return urls((JSON.parse(sessionStorage.getItem('loginData') ?? '{}') as { menu: never[] }).menu ?? []);
  });

test('a role and an account made by the admin decide what the account sees and may do', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);

  // A role holding only the dashboard and the refund list.
  await openInApp(page, '/userRoleAdd?parent=%2FuserRoleList');
  const roleForm = visiblePane(page);
  await roleForm.getByLabel('角色名称', { exact: true }).fill('退款查询员');
  await roleForm.getByLabel('权限字符', { exact: true }).fill('refundViewer');
  await chooseOption(page, roleForm, '角色类型', { option: '运营端', multiple: true });
  await chooseOption(page, roleForm, '数据范围', { option: '全部数据', multiple: true });
  await treeNode(page, '首页').locator('.ant-tree-checkbox').click();
  await treeNode(page, '退款明细').locator('.ant-tree-checkbox').click();
  await roleForm.getByRole('button', { name: /保\s?存/ }).click();
  await expect(page).toHaveURL(/\/userRoleList$/);

  // An account holding it (its first password: Cx and the mobile's last six digits).
  await openInApp(page, '/userAccountAdd?parent=%2FuserAccountList');
  const accountForm = visiblePane(page);
  await accountForm.getByLabel('账号', { exact: true }).fill('refundclerk');
  await accountForm.getByLabel('姓名', { exact: true }).fill('钱多多');
  await accountForm.getByLabel('手机号码', { exact: true }).fill('13800138000');
  await chooseOption(page, accountForm, '账号类型', { option: '内部员工', multiple: true });
  await chooseOption(page, accountForm, '所属公司', { option: '畅行租车有限公司', multiple: true });
  await chooseOption(page, accountForm, '角色', { option: '退款查询员', multiple: true });
  await accountForm.getByRole('button', { name: /保\s?存/ }).click();
  await expect(page).toHaveURL(/\/userAccountList$/);
  await signOut(page);

  // Signed in: exactly the dashboard and the refund list; /Vehicles by address is refused.
  await signIn(page, 'refundclerk', 'Cx138000');
  expect(await menuUrls(page)).toEqual(['/Manage', '/refundDetailList']);
  await expect(page.locator('.side-menu > li')).toHaveText(['首页', '订单管理']);
  await openInApp(page, '/Vehicles');
  await expect(page.getByText('对不起，您暂无车辆管理权限')).toBeVisible();
  await expect(page).not.toHaveURL(/\/Vehicles$/);
  await signOut(page);

  // The role given the vehicles list without its edit button.
  await signIn(page);
  await openInApp(page, '/userRoleList?roleName=%E9%80%80%E6%AC%BE%E6%9F%A5%E8%AF%A2%E5%91%98');
  await rowAction(visiblePane(page).locator('.ant-table-row').first(), '编辑');
  await expect(page).toHaveURL(/\/userRoleEdit\?/);
  await treeNode(page, '车辆管理').first().locator('.ant-tree-checkbox').click();
  await treeNode(page, '车辆管理').first().locator('.ant-tree-switcher').click();
  await treeNode(page, /^编辑（vehicle:edit）$/).locator('.ant-tree-checkbox').click();
  await visiblePane(page).getByRole('button', { name: /保\s?存/ }).click();
  await expect(page).toHaveURL(/\/userRoleList/);
  await signOut(page);

  await signIn(page, 'refundclerk', 'Cx138000');
  await openInApp(page, '/Vehicles');
  const list = visiblePane(page);
  await expect(list.locator('.ant-table-row').first()).toBeVisible();
  await expect(list.getByRole('link', { name: '详情' }).first()).toBeVisible();
  await expect(list.getByRole('link', { name: '编辑' })).toHaveCount(0);
  await signOut(page);

  // The account disabled: its next sign-in is refused with the backend's message.
  await signIn(page);
  await openInApp(page, '/userAccountList?userName=refundclerk');
  await rowAction(visiblePane(page).locator('.ant-table-row').first(), '停用');
  await page.getByRole('dialog').getByRole('button', { name: /确\s?定/ }).click();
  await expect(visiblePane(page).locator('.ant-table-row').first()).toContainText('停用');
  await signOut(page);
  await page.getByLabel('账号', { exact: true }).fill('refundclerk');
  await page.getByLabel('密码', { exact: true }).fill('Cx138000');
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page.getByTestId('console-root').getByText('该账号已被停用，请联系管理员')).toBeVisible();
  await expect(page).toHaveURL(/\/Login/);
});

test('the admin resets a staff member’s password: shown once; it signs in with it and must change it before anything else', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await openInApp(page, '/Staffs?userName=zhouqiang');
  const list = visiblePane(page);
  await expect(list.locator('.ant-table-row')).toHaveCount(1);
  await rowAction(list.locator('.ant-table-row').first(), '重置密码');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('新密码只显示一次');
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  // The new password, with its copy button and the warning that it cannot be shown again.
  const secret = dialog.getByTestId('secret-value');
  await expect(secret).toBeVisible();
  await expect(dialog).toContainText('关闭后无法再次查看');
  await expect(dialog.getByRole('button', { name: /复制/ })).toBeVisible();
  const password = (await secret.innerText()).trim();
  expect(password).toMatch(/^(?=.*[A-Za-z])(?=.*\d)\S{8,20}$/);
  await dialog.getByRole('button', { name: '我已记下' }).click();
  await expect(page.getByTestId('secret-value')).toHaveCount(0);
  await expect(list).not.toContainText(password);
  await signOut(page);

  // The new password is accepted at once, but the holder must change it first: only the change-password screen opens.
  await page.getByLabel('账号', { exact: true }).fill('zhouqiang');
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/resetPassWordPage$/);
  const form = visiblePane(page);
  await expect(form).toContainText('您的密码已由管理员重置');
  // Any other screen, by address or by menu, brings the holder back here.
  await openInApp(page, '/');
  await expect(page).toHaveURL(/\/resetPassWordPage$/);
  await expect(page.getByRole('tab', { selected: true })).toHaveText('修改密码');

  await form.getByLabel('原密码').fill(password);
  await form.getByLabel('新密码', { exact: true }).fill('Zq2026safe');
  await form.getByLabel('确认新密码').fill('Zq2026safe');
  await form.getByRole('button', { name: '确认修改' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signOut(page);
  // Changed: the next sign-in goes straight home.
  await signIn(page, 'zhouqiang', 'Zq2026safe');
});
