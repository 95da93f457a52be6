/** Steps shared by the e2e specs. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Signs in through the sign-in page and waits for the home page. */
export async function signIn(page: Page, account = 'admin', password = 'admin123') {
  await page.goto('/Login');
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登 录' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Navigates inside the single-page app (no reload, kept-alive tabs stay), as a click on a menu entry does. */
export async function openInApp(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** The screen on show (the visible keep-alive pane). */
export const visiblePane = (page: Page) => page.locator('.console-pane:not([hidden])');
