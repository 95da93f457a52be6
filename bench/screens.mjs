/**
 * Speed at every screen (issue [Q] item 11; docs/performance.md "Every screen"). On the demo build, signed in as the
 * provider admin, every built screen is opened from the shell in turn, the way a user does — through the router (the
 * history entry and the popstate the router listens to, as a menu click or Ctrl+K does), never a full page load — and
 * timed in the page from that navigation to the screen's first content: the first element of its pane carrying
 * `data-screen-ready` (src/components/screenReady.ts: a table's first page or its empty state, a form's fields, a
 * detail's values), or a chart drawn (`data-chart-ready`, src/components/charts/EChart.tsx).
 * The screens are the English e2e's and the route crawl's (tests/e2e/crawlRoutes.ts: every signed-in route but the
 * home, a row screen opened with a real row, a record screen by id, a step's route with a record its declaration
 * allows: `stepAddress`) that the route table builds (src/app/routes/
 * table.ts `isBuilt`, the rule of its `builtTest`), in the table's order. They are loaded from the TypeScript
 * sources with Vite's module runner. A screen that shows no first content within SCREEN_TIMEOUT_MS is listed with
 * what its pane shows instead.
 */
import { join } from 'node:path';
import { runnerImport } from 'vite';
import { signInForBench } from './map.mjs';

/** How long a screen may take to show its first content before it is listed as never reaching it. */
const SCREEN_TIMEOUT_MS = Number(process.env.SCREEN_TIMEOUT_MS ?? 15_000);
/** SCREENS_MATCH: a regular expression of the paths to open (all built screens when absent), to look at a few again. */
const MATCH = process.env.SCREENS_MATCH ? new RegExp(process.env.SCREENS_MATCH) : null;
/** How long the bench waits, after a screen's first content, for its pane's spinners to stop before the next one. */
const SETTLE_MS = 10_000;

/**
 * Screens of another audience, walked after the admin's screens in a page signed in as that audience's demo account
 * (to the admin they say whom they are for, as intended: README's demo accounts).
 */
const AUDIENCE = {
  '/enterpriseInfo': ['enterprise', 'enterprise123'],
  '/enterpriseDetail': ['enterprise', 'enterprise123'],
};

/** The built screens of the crawl, with the rules to open each (its row or its query) and the first-content marker. */
export async function builtScreens(root) {
  const options = { root, configFile: false, logLevel: 'error', resolve: { alias: { '@': join(root, 'src') } } };
  const load = async (file) => (await runnerImport(join(root, file), options)).module;
  const crawl = await load('tests/e2e/crawlRoutes.ts');
  const table = await load('src/app/routes/table.ts');
  // The table of built screens itself (builtTest() loads it with a dynamic import, which the closed runner refuses).
  const pages = await load('src/app/routes/pages.ts');
  const { SCREEN_READY_ATTRIBUTE } = await load('src/components/screenReady.ts');
  const { obfuscate } = await load('src/lib/obfuscate.ts');
  const { ENTITIES } = await load('src/entities/index.ts');
  const { stepRoutes } = await load('src/entities/define.ts');
  // Each step route's declaration, loaded here: the runner, closed once loaded, refuses the crawl's lazy imports.
  const steps = Object.fromEntries(ENTITIES.flatMap((schema) => stepRoutes(schema).map((s) => [s.route, async () => schema])));
  return {
    screens: crawl.screens.filter((route) => table.isBuilt(pages, route.path) && (!MATCH || MATCH.test(route.path))),
    rowSources: crawl.ROW_SOURCES,
    // The crawl opens /childProcessDetail without its form on purpose (its error); the bench, as a token link does:
    // the obfuscated id of a seeded approval (README's token link).
    queries: { ...crawl.QUERIES, '/childProcessDetail': `form=${encodeURIComponent(obfuscate('PI-2026-000123'))}` },
    stepAddress: (route, rows) => crawl.stepAddress(route, rows, steps),
    records: recordSources(ENTITIES),
    firstContent: `[${SCREEN_READY_ATTRIBUTE}], [data-chart-ready="true"]`,
  };
}

/**
 * The record a declared screen shows that the crawl opens without one (it checks titles only): a detail or edit
 * screen of an entity, answered the first row of the entity's list, given by its key and as the row screens' JSON;
 * and a row action's own screen, at the address the action opens for the first row it is shown on that opens that
 * screen. (A step's route has its record from the crawl's `stepAddress`.) `sources`: path → `{ list, rowKey, parent,
 * fits(row) }` (the first declaration naming a path wins); `opening`: the row actions with their own address,
 * `{ list, parent, fits(row), open(row, parent) }`.
 */
function recordSources(entities) {
  const sources = new Map();
  const add = (path, schema, fits) => {
    if (path && !sources.has(path) && (schema.endpoints.list.method ?? 'get') === 'get') {
      sources.set(path, { list: schema.endpoints.list.path, rowKey: schema.rowKey, parent: schema.screens?.list ?? '/', fits });
    }
  };
  for (const schema of entities) {
    const { detail, add: addScreen, edit } = schema.screens ?? {};
    add(detail, schema, () => true);
    if (edit !== addScreen) add(edit, schema, () => true);
  }
  // The row actions opening a screen of their own (a maintenance step, an alarm's trail or detail): which screen
  // depends on the row, so each is asked for the rows it is shown on when a screen has no other source.
  const opening = entities.flatMap((schema) =>
    (schema.actions ?? [])
      .filter((action) => typeof action.open === 'function' && (schema.endpoints.list.method ?? 'get') === 'get')
      .map((action) => ({ list: schema.endpoints.list.path, parent: schema.screens?.list ?? '/', fits: (row) => action.when?.(row) ?? true, open: action.open })),
  );
  return { sources, opening };
}

/**
 * The address a screen is opened at: as tests/e2e/crawlRoutes.ts `openRoute` makes it (a real row, a record's id, a
 * step's record), and for a declared record screen the crawl opens bare, a record of its entity (`recordSources`).
 */
async function addressOf(page, route, { rowSources, queries, stepAddress, records }, opened) {
  const step = await stepAddress(route, (url) => rowsAt(page, url));
  if (step) return step;
  const source = rowSources[route.path];
  if (source) {
    const row = await page.evaluate(async (url) => (await (await fetch(url)).json()).data.result[0], source);
    return `${route.path}?${new URLSearchParams({ row: JSON.stringify(row), parent: route.parent ?? '/' })}`;
  }
  if (queries[route.path] !== undefined) return queries[route.path] ? `${route.path}?${queries[route.path]}` : route.path;
  const record = records.sources.get(route.path);
  if (!record) return opened.get(route.path) ?? route.path;
  // Its state checked in Node (the declaration's rule); no fitting row: opened without one, as the crawl does.
  const row = (await rowsOf(page, record.list)).find((r) => record.fits(r));
  return row ? `${route.path}?${new URLSearchParams({ [record.rowKey]: String(row[record.rowKey]), row: JSON.stringify(row), parent: record.parent })}` : route.path;
}

/** The rows a list's address answers, read in the signed-in page. */
const rowsAt = (page, url) => page.evaluate(async (u) => (await (await fetch(u)).json()).data?.result ?? [], url);
/** The first page (100 rows) of an entity's list. */
const rowsOf = (page, list) => rowsAt(page, `${list}?page=1&pageSize=100`);

/** Path → the first address a row action opens there (`recordSources().opening`), read once before the walk. */
async function openedAddresses(page, opening) {
  const opened = new Map();
  for (const action of opening) {
    for (const row of (await rowsOf(page, action.list)).filter((r) => action.fits(r))) {
      try {
        const href = action.open(row, action.parent);
        const path = new URL(href, 'http://bench').pathname;
        if (!opened.has(path)) opened.set(path, href);
      } catch {
        // an address the action cannot make of this row: the next row
      }
    }
  }
  return opened;
}

/**
 * Navigates in the page to `url` and answers the ms until the pane of `path` shows an element matching `selector`
 * (measured in the page: the frame that draws it), or `{ ms: null, shows }` with what the pane shows at the timeout.
 */
function timeToFirstContent(page, { url, path, selector, timeout }) {
  return page.evaluate(
    ({ url, path, selector, timeout }) =>
      new Promise((resolve) => {
        const pane = () => [...document.querySelectorAll('[data-pane]')].find((el) => el.getAttribute('data-pane') === path && !el.hidden);
        const start = performance.now();
        window.history.pushState({}, '', url);
        window.dispatchEvent(new PopStateEvent('popstate'));
        const check = () => {
          const now = performance.now();
          const shown = pane();
          if (shown?.querySelector(selector)) return resolve({ ms: Math.round(now - start) });
          if (now - start > timeout) {
            const title = shown?.querySelector('h1')?.textContent ?? '';
            const state = !shown ? 'no pane' : shown.querySelector('.ant-spin-spinning, .ant-skeleton') ? 'still loading' : shown.querySelector('.ant-alert-error, .ant-result') ? `an error or notice: ${(shown.querySelector('.ant-alert-error, .ant-result')?.textContent ?? '').slice(0, 80)}` : 'drawn without a first-content marker';
            return resolve({ ms: null, shows: `${state}${title ? ` (title ${title})` : ''}` });
          }
          requestAnimationFrame(check);
        };
        check();
      }),
    { url, path, selector, timeout },
  );
}

/**
 * Every built screen opened in turn, `runs` times, in one signed-in page of a fresh context per run. Answers one entry
 * per screen: `{ path, runs }` (ms of each run that reached the first content) and `failed` (what it showed instead)
 * when no run reached it, plus the page errors seen while it was open.
 */
export async function screenTimings(browser, base, root, runs = 1) {
  const found = await builtScreens(root);
  const byPath = new Map(found.screens.map((r) => [r.path, { path: r.path, runs: [], errors: [] }]));
  // The admin's walk, then each other audience's screens in a walk of its own.
  const walks = [[undefined, found.screens.filter((r) => !AUDIENCE[r.path])]];
  for (const route of found.screens.filter((r) => AUDIENCE[r.path])) {
    const same = walks.find(([account]) => account === AUDIENCE[route.path]);
    if (same) same[1].push(route);
    else walks.push([AUDIENCE[route.path], [route]]);
  }
  for (let i = 0; i < runs; i++) for (const [account, screens] of walks) await walk(account, screens);
  return [...byPath.values()].map((t) => (t.runs.length ? { path: t.path, runs: t.runs, errors: t.errors } : t));

  async function walk(account, screens) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    let current = null;
    page.on('pageerror', (e) => current?.errors.push(String(e.message).slice(0, 200)));
    try {
      await signInForBench(page, base, account);
      const opened = await openedAddresses(page, found.records.opening);
      for (const route of screens) {
        current = byPath.get(route.path);
        const url = await addressOf(page, route, found, opened);
        const r = await timeToFirstContent(page, { url, path: route.path, selector: found.firstContent, timeout: SCREEN_TIMEOUT_MS });
        if (r.ms !== null) current.runs.push(r.ms);
        else current.failed = r.shows;
        // The screen's remaining calls answered before the next navigation (not timed; at most SETTLE_MS).
        await page
          .locator(`[data-pane="${route.path}"]:not([hidden]) .ant-spin-spinning`)
          .first()
          .waitFor({ state: 'detached', timeout: SETTLE_MS })
          .catch(() => undefined);
        if (process.env.BENCH_DEBUG) console.error(`${route.path}: ${r.ms ?? r.shows}`);
      }
    } finally {
      await context.close();
    }
  }
}
