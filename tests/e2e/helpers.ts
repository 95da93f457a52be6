/** Steps shared by the e2e specs. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Signs in through the sign-in page and waits for the home page. */
export async function signIn(page: Page, account = 'admin', password = 'admin123') {
  await page.goto('/Login');
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Signs out with the header's button and its confirmation, back on the sign-in page. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /退出登录/ }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: /确\s?定/ }).click();
  await expect(page).toHaveURL(/\/Login/);
}

/** Navigates inside the single-page app (no reload, kept-alive tabs stay), as a click on a menu entry does. */
export async function openInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/**
 * Clicks a row's action by its name: shown in the row, or chosen under the row's 更多 menu (a list's row shows its
 * first two actions and the rest under 更多: docs/architecture.md "Column settings").
 */
export async function rowAction(row: Locator, name: string | RegExp, { exact }: { exact?: boolean } = {}) {
  const inline = row.getByRole('button', { name, exact }).or(row.getByRole('link', { name, exact }));
  const more = row.getByRole('button', { name: /更多/ });
  await expect(inline.or(more).first()).toBeVisible();
  if (await inline.count()) {
    await inline.first().click();
    return;
  }
  await more.click();
  await row.page().locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name, exact }).click();
}

/** The screen on show (the visible keep-alive pane). */
export const visiblePane = (page: Page) => page.locator('.console-pane:not([hidden])');

export interface ChooseOptions {
  /** Typed into the select's search box first (a searchable select). */
  search?: string;
  /** The option to pick: its text contains the string, or matches the expression (the first option when absent). */
  option?: string | RegExp;
  /** `option` is the option's whole text, not a part of it. */
  exact?: boolean;
  /** A multiple select: the list stays open after a pick and is closed with Escape. */
  multiple?: boolean;
}

/**
 * Picks an option of the antd select labelled `label` in `scope`, and answers the option's title (else its text).
 * The select's own list is used (the one its combobox controls), never a closing list of a previous select. The whole
 * step — open, type, pick, closed — is retried until it holds: a list closed by a render that came late on a loaded
 * machine is opened again (a test waits for the state it expects, never for the machine to be idle: issue [R]).
 */
export async function chooseOption(page: Page, scope: Locator, label: string, { search, option, exact, multiple }: ChooseOptions = {}): Promise<string> {
  const box = scope.getByLabel(label, { exact: true });
  let chosen = '';
  await expect(async () => {
    await expect(box).toBeEnabled({ timeout: 5_000 });
    const listId = await box.getAttribute('aria-controls', { timeout: 5_000 });
    const list = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
    if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click({ force: true, timeout: 5_000 });
    await expect(box).toHaveAttribute('aria-expanded', 'true', { timeout: 5_000 });
    if (search !== undefined) await box.fill(search, { timeout: 5_000 });
    const options = list.locator('.ant-select-item-option');
    const text = typeof option === 'string' && exact ? new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : option;
    const item = (text === undefined ? options : options.filter({ hasText: text })).first();
    await expect(item).toBeVisible({ timeout: 5_000 });
    chosen = ((await item.getAttribute('title', { timeout: 5_000 })) ?? (await item.innerText({ timeout: 5_000 }))).trim();
    // A retry of a multiple select does not take back a pick that held.
    if (!multiple || (await item.getAttribute('aria-selected')) !== 'true') await item.click({ timeout: 5_000 });
    if (multiple) await box.press('Escape', { timeout: 5_000 });
    await expect(box).not.toHaveAttribute('aria-expanded', 'true', { timeout: 5_000 });
    await expect(list.locator('.ant-select-item-option:visible')).toHaveCount(0, { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  return chosen;
}
