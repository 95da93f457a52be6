/**
 * Demo backend storage measure of `npm run bench` (issue [J] item 4), in Debian's Chromium: at least 20 MB of rows
 * (UTF-8 JSON) committed through the demo backend's store (src/mocks/db.ts) into its IndexedDB storage, the page
 * reloaded, the stored state read back by the same code start-up runs (`loadDemoData`), and every row checked.
 * Reports the write time (commit → stored) and the read-back time (load → state in memory). The store's modules are
 * served by Vite's dev server to a blank page of bench/tmp, so the measure runs the demo backend's own code without
 * the console around it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** At least this much data (UTF-8 JSON of the rows). */
export const STORAGE_BYTES = 20 * 1024 * 1024;

/** Runs in the page: imports the store, then `write` or `read`. */
async function inPage({ step, bytes }) {
  const db = await import('/src/mocks/db.ts');
  const { indexedDbStorage } = await import('/src/mocks/storage/indexedDb.ts');
  const row = (i) => ({
    orderId: 100001 + i, orderNo: `FG${20250000000 + i}`, orderStatus: [1, 4, 5, 6, 7, 9, 11, 12][i % 8], orderStatusName: '待交车', orderType: 1 + (i % 2),
    dispatchingFlag: 0, returnedFlag: 0, completedAndToDoItems: 0, branchCompanyName: '畅行租车北京分公司', customerName: `客户${i}`, customerPhone: `138${String(i).padStart(8, '0')}`,
    cityName: '北京', plate: `京A${String(i % 100000).padStart(5, '0')}`, startTime: '2025-06-01 09:00:00', endTime: '2025-06-03 09:00:00', createTime: '2025-05-20 10:00:00',
  });
  const size = new TextEncoder().encode(JSON.stringify(row(0))).length + 1;
  const count = Math.ceil(bytes / size) + 1;
  if (step === 'write') {
    await db.loadDemoData(indexedDbStorage());
    const rows = Array.from({ length: count }, (_, i) => row(i));
    const actual = new TextEncoder().encode(JSON.stringify(rows)).length;
    const t0 = performance.now();
    db.commit((d) => {
      d.branchOrders = rows;
    });
    await db.flushDemoData();
    return { ms: performance.now() - t0, count, bytes: actual, state: db.demoStorageState() };
  }
  const t0 = performance.now();
  await db.loadDemoData(indexedDbStorage());
  const ms = performance.now() - t0;
  const rows = db.data().branchOrders;
  const intact = rows.length === count && rows.every((r, i) => r.orderId === 100001 + i && r.customerName === `客户${i}`);
  return { ms, count: rows.length, intact, state: db.demoStorageState() };
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} root the repository
 * @param {number} port a free port for Vite's dev server
 * @returns {Promise<{ ok: boolean, bytes: number, rows: number, writeMs: number, readMs: number }>}
 */
export async function storageTimings(browser, root, port) {
  const { createServer } = await import('vite');
  mkdirSync(join(root, 'bench/tmp'), { recursive: true });
  writeFileSync(join(root, 'bench/tmp/storage.html'), '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>storage bench</title></head><body></body></html>\n');
  const server = await createServer({ root, mode: 'test', logLevel: 'error', server: { port, strictPort: true, host: '127.0.0.1', hmr: false } });
  await server.listen();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('bench storage page:', e));
    await page.goto(`http://127.0.0.1:${port}/bench/tmp/storage.html`);
    const written = await page.evaluate(inPage, { step: 'write', bytes: STORAGE_BYTES });
    await page.reload();
    const read = await page.evaluate(inPage, { step: 'read', bytes: STORAGE_BYTES });
    const ok = written.state === 'saved' && written.bytes >= STORAGE_BYTES && read.intact && read.state === 'saved';
    return { ok, bytes: written.bytes, rows: read.count, writeMs: Math.round(written.ms), readMs: Math.round(read.ms) };
  } finally {
    await context.close();
    await server.close();
  }
}
