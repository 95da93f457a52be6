/**
 * Designer timings of `npm run bench` ([G], [I]): in the demo build, the time to import a generated diagram of
 * 100 and of 1,000 elements into /design, from choosing the file to its last shape on the canvas (median of
 * `runs` runs, each in a fresh browser context). Used by bench/run.mjs.
 */
import { generateDiagram } from './bpmnGenerator.mjs';

const SIZES = [100, 1000];

/** Signs in through a free-access token link and opens /design inside the console (no page reload). */
async function openDesigner(page, base) {
  await page.goto(`${base}/?token=demo-token-admin`);
  await page.locator('[data-todo]').first().waitFor();
  await page.evaluate(() => {
    window.history.pushState({}, '', '/design');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.locator('[data-testid="designer-file"]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.locator('.djs-container').first().waitFor({ timeout: 60_000 });
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} base the demo build's address
 * @param {number} runs
 * @returns {Promise<Record<string, { median: number, runs: number[] }>>} keyed `import100`, `import1000`
 */
export async function designerTimings(browser, base, runs) {
  const out = {};
  for (const n of SIZES) {
    const xml = Buffer.from(generateDiagram(n));
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
      const page = await context.newPage();
      await openDesigner(page, base);
      const t0 = Date.now();
      await page.locator('[data-testid="designer-file"]').setInputFiles({ name: `generated-${n}.bpmn`, mimeType: 'application/xml', buffer: xml });
      await page.locator('.djs-shape[data-element-id="End"]').waitFor({ state: 'attached', timeout: 120_000 });
      // …and painted.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
      samples.push(Date.now() - t0);
      await context.close();
    }
    const sorted = [...samples].sort((a, b) => a - b);
    out[`import${n}`] = { median: sorted[Math.floor(sorted.length / 2)], runs: samples };
  }
  return out;
}
