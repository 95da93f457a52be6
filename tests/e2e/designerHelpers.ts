/** Steps shared by the designer specs: open the designer, pick elements, choose options, read the exported XML. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { openInApp, signIn } from './helpers';

export const panel = (page: Page) => page.getByTestId('properties-panel');

/** Signs in and opens the designer (a new, empty model unless a query is given). */
export async function openDesigner(page: Page, query = '') {
  await signIn(page);
  await openInApp(page, `/design${query}`);
  await expect(page.locator('.djs-container')).toBeVisible();
  await expect(panel(page)).toBeVisible();
}

/** Opens a diagram file through the toolbar's "open file" and waits until the panel shows its root. */
export async function importDiagram(page: Page, name: string, xml: string) {
  const before = await panel(page).getAttribute('data-rev');
  await page.getByTestId('designer-file').setInputFiles({ name, mimeType: 'application/xml', buffer: Buffer.from(xml) });
  await expect(panel(page)).not.toHaveAttribute('data-rev', before ?? '');
}

/** The XML as the toolbar's "preview XML" shows it. */
export async function exportedXml(page: Page): Promise<string> {
  await page.getByRole('button', { name: '预览' }).click();
  await page.getByRole('menuitem', { name: '预览XML' }).click();
  const pre = page.getByTestId('designer-preview');
  await expect(pre).toContainText('definitions');
  const xml = await pre.innerText();
  await page.getByRole('dialog').getByRole('button', { name: '关 闭' }).or(page.getByRole('dialog').getByRole('button', { name: '关闭' })).first().click();
  await expect(pre).toBeHidden();
  return xml;
}

/** Clicks an element of the diagram and waits until the panel shows it. */
export async function selectElement(page: Page, id: string) {
  // First close the context pad of the selected element: it may lie over the element to click.
  await selectRoot(page);
  // A straight connection's box has no height (Playwright calls it invisible): click the middle of its hit area.
  const hit = page.locator(`.djs-element[data-element-id="${id}"] > .djs-hit`).first();
  const box = await hit.boundingBox();
  if (!box) throw new Error(`element ${id} is not on the canvas`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(panel(page)).toHaveAttribute('data-element-id', id);
}

/** Clicks an empty spot of the canvas: the panel shows the process. */
export async function selectRoot(page: Page) {
  const box = await page.getByTestId('designer-canvas').boundingBox();
  if (!box) throw new Error('no canvas');
  // Top right: away from the palette and the bpmn.io watermark (bottom right).
  await page.mouse.click(box.x + box.width - 30, box.y + 30);
}

/** Opens a section of the panel's accordion (no-op when open). */
export async function openSection(page: Page, title: string) {
  const header = panel(page).getByRole('button', { name: title, exact: true });
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  return panel(page).locator('.ant-collapse-item-active .ant-collapse-body');
}

/** Chooses an option of an antd Select. */
export async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  // The dropdown of this select: the one holding its listbox (aria-controls).
  const list = await select.getAttribute('aria-controls');
  const dropdown = list ? page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${list}"]`) }) : page.locator('.ant-select-dropdown:visible');
  const item = dropdown.locator('.ant-select-item-option', { hasText: new RegExp(`^${option.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&')}$`) });
  await item.click();
  // The list closes with an animation; until it is gone it covers the fields below it. On a loaded machine a
  // click during the opening animation can be taken before the list is ready: then the option is clicked again.
  try {
    await expect(dropdown).toBeHidden({ timeout: 5_000 });
  } catch {
    if (await dropdown.isVisible()) await item.click();
    await expect(dropdown).toBeHidden();
  }
}

/** The element of the exported XML with this id (parsed in the page). */
export async function xmlElement(page: Page, xml: string, id: string): Promise<string | null> {
  return page.evaluate(
    ([text, wanted]) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const el = Array.from(doc.getElementsByTagName('*')).find((e) => e.getAttribute('id') === wanted);
      // Without the namespace declarations the serializer repeats on the extracted element.
      return el ? new XMLSerializer().serializeToString(el).replace(/ xmlns(:\w+)?="[^"]*"/g, '') : null;
    },
    [xml, id] as const,
  );
}
