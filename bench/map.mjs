/**
 * The monitoring map under load (issue 23; DESIGN "Quality bars", Maps): 5,000 vehicles on /CarsMonitoring, every
 * position updated each second. The demo backend's bench-only feed size switch (local storage `demo.gpsFeedSize`,
 * src/mocks/gps/feed.ts: the real fleet copied up to 5,000 vehicles, all driving, reporting every second) is set
 * before the console loads; the screen is the ordinary one (it polls every half report interval: each second here).
 * While they move, in two phases — the whole country (every vehicle in clusters) and one city zoomed in (each
 * vehicle its own point) — the page records every animation frame's interval and every long task
 * (PerformanceObserver 'longtask'). Reports p95 frame time and the longest task of each phase.
 */
export const MAP_FLEET = 5_000;
const PHASE_MS = Number(process.env.MAP_PHASE_MS ?? 8_000);

/** Frame intervals and long tasks while `during` runs (both measured in the page). */
export async function record(page, during) {
  await page.evaluate(() => {
    const w = window;
    w.__frames = [];
    w.__tasks = [];
    let last = performance.now();
    const tick = (t) => {
      w.__frames.push(t - last);
      last = t;
      if (w.__recording) requestAnimationFrame(tick);
    };
    w.__recording = true;
    requestAnimationFrame(tick);
    w.__observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => w.__tasks.push(e.duration)));
    w.__observer.observe({ type: 'longtask' });
  });
  await during();
  return page.evaluate(() => {
    const w = window;
    w.__recording = false;
    w.__observer.disconnect();
    const frames = w.__frames.slice(1).sort((a, b) => a - b);
    const p95 = frames.length ? frames[Math.min(frames.length - 1, Math.floor(frames.length * 0.95))] : null;
    return { frames: frames.length, p95: p95 === null ? null : Math.round(p95 * 10) / 10, longestTask: Math.round(Math.max(0, ...w.__tasks)), longTasks: w.__tasks.length };
  });
}

/** Signs in (the provider admin unless `account` names another demo account) and waits for the home's to-do counts (bench/trail.mjs too). */
export async function signInForBench(page, base, [account, password] = ['admin', 'admin123']) {
  await page.goto(base + '/Login');
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登 录' }).click();
  await page.locator('[data-todo]').first().waitFor();
}

/** One run in a fresh context: sign in, open the monitoring screen with 5,000 vehicles, measure both phases. */
export async function mapTimings(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  await context.addInitScript((fleet) => localStorage.setItem('demo.gpsFeedSize', JSON.stringify({ fleet, intervalS: 1 })), MAP_FLEET);
  const page = await context.newPage();
  try {
    await signInForBench(page, base);
    const start = Date.now();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/CarsMonitoring');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const map = page.locator(`[data-pane="/CarsMonitoring"] [data-map-features="${MAP_FLEET}"]`);
    await map.waitFor({ timeout: 60_000 });
    const firstDraw = Date.now() - start;
    // Steady state: two refreshes after the first drawing (the first one's set-up — the basemap's parsing, the
    // clusters' first labels — is the first draw's, measured above).
    const updated = page.locator('[data-pane="/CarsMonitoring"] [data-testid="updated"]');
    for (let i = 0; i < 2; i++) {
      const before = await updated.innerText();
      await page.waitForFunction(([sel, text]) => document.querySelector(sel)?.textContent !== text, ['[data-pane="/CarsMonitoring"] [data-testid="updated"]', before]);
    }
    const country = await record(page, () => page.waitForTimeout(PHASE_MS));
    // Zoom into Shanghai (above the clustering zoom: every vehicle drawn on its own) with the map's zoom-in button.
    const zoomIn = page.locator('[data-pane="/CarsMonitoring"] .maplibregl-ctrl-zoom-in');
    await page.locator('[data-pane="/CarsMonitoring"] .maplibregl-canvas').dblclick({ position: { x: 560, y: 300 } });
    for (let i = 0; i < 7; i++) await zoomIn.click();
    const city = await record(page, () => page.waitForTimeout(PHASE_MS));
    return { firstDraw, country, city };
  } finally {
    await context.close();
  }
}
