/**
 * A long trail (issue 23 item 4; DESIGN "Quality bars", Maps): a 50,000-point trail drawn and played. The demo
 * backend's bench-only feed switch (local storage `demo.gpsFeedSize` with `intervalS: 1`: a report every second) makes
 * a driving vehicle's last 13 h 53 min one history of 50,000 points; /VehicleTrail opens it — the ordinary screen. Reported:
 * the time from handing the trail to the ready map to the map's drawing of it (the view's `data-trail-draw-ms`, budget
 * `trailDrawMs`), from the trail's arrival (the map's start-up and the speed chart included) and from navigation to
 * that (reported), and while it plays at ×16 the p95 frame interval and the longest
 * task (the same recorder as bench/map.mjs).
 */
import { record, signInForBench } from './map.mjs';

export const TRAIL_POINTS = 50_000;
const PHASE_MS = Number(process.env.MAP_PHASE_MS ?? 8_000);

/** One run in a fresh context. */
export async function trailTimings(browser, base) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await context.addInitScript(() => localStorage.setItem('demo.gpsFeedSize', JSON.stringify({ fleet: 0, intervalS: 1 })));
  const page = await context.newPage();
  const go = (url) =>
    page.evaluate((u) => {
      window.history.pushState({}, '', u);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  try {
    await signInForBench(page, base);
    // A driving vehicle: the first of the live list's moving ones.
    await go('/CarsMonitoring');
    const pane = page.locator('[data-pane="/CarsMonitoring"]');
    await pane.getByRole('button', { name: /^行驶 \d+$/ }).click();
    const carId = await pane.getByRole('option').first().getAttribute('data-car-id');
    const [start, end] = await page.evaluate((n) => {
      const f = (d) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${d.toTimeString().slice(0, 8)}`;
      const now = new Date(Math.floor(Date.now() / 1000) * 1000);
      return [f(new Date(now.getTime() - (n - 1) * 1000)), f(now)];
    }, TRAIL_POINTS);
    const t0 = Date.now();
    await go(`/VehicleTrail?${new URLSearchParams({ carId, start, end })}`);
    const host = page.locator('[data-pane="/VehicleTrail"] [data-trail-draw-ms]');
    await host.waitFor({ timeout: 120_000 });
    const total = Date.now() - t0;
    const drawMs = Number(await host.getAttribute('data-trail-draw-ms'));
    const shownMs = Number(await host.getAttribute('data-trail-shown-ms'));
    const points = Number((await page.locator('[data-pane="/VehicleTrail"] [data-testid="stat-points"]').innerText()).replace(/\D/g, ''));
    const trail = page.locator('[data-pane="/VehicleTrail"]');
    await trail.getByText('×16', { exact: true }).click();
    await trail.getByTestId('trail-play').click();
    const played = await record(page, () => page.waitForTimeout(PHASE_MS));
    const moved = Number(await trail.getByTestId('trail-marker-host').getAttribute('data-playback-time'));
    await trail.getByTestId('trail-play').click();
    return { points, drawMs, shownMs, total, played, moved };
  } finally {
    await context.close();
  }
}
