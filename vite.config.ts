import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type Rolldown } from 'vite';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { demoAccounts } from './src/mocks/accounts.ts';

const require = createRequire(import.meta.url);

/**
 * The msw service worker is served (dev) or emitted (build) only when the demo backend is on,
 * so a production build contains no msw code at all — not even in public/.
 */
const workerSource = () => readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8');

function demoWorker(enabled: boolean): Plugin {
  return {
    name: 'console:demo-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(workerSource());
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: workerSource() });
    },
  };
}

/**
 * The demo backend's video footage (public/demo-video/, docs/architecture.md "Video") is for demo builds only: a
 * production build, whose streams come from the video gateway, leaves it out.
 */
function demoFootage(enabled: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'console:demo-footage',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!enabled) rmSync(resolve(outDir, 'demo-video'), { recursive: true, force: true });
    },
  };
}

/** §7 version file: a fresh version on every build; the dev server answers with its start time. */
function versionFile(): Plugin {
  const version = String(Date.now());
  const body = () => JSON.stringify({ version });
  return {
    name: 'console:version-file',
    configureServer(server) {
      server.middlewares.use('/static/version.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(body());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'static/version.json', source: body() });
    },
  };
}

/** `npm start` prints the demo accounts under Vite's own URL lines. */
function startBanner(enabled: boolean): Plugin {
  return {
    name: 'console:start-banner',
    configureServer(server) {
      const print = server.printUrls.bind(server);
      server.printUrls = () => {
        print();
        if (!enabled) {
          server.config.logger.info('\n  Backend: proxied to ' + (process.env.VITE_PROXY_TARGET ?? '(same origin)') + '\n');
          return;
        }
        const rows = demoAccounts.map((a) => `    ${a.account.padEnd(12)} ${a.password.padEnd(14)} ${a.description}`);
        server.config.logger.info(
          ['', '  Demo backend: on (data is kept in your browser; the "重置演示数据 / Reset demo data" button restores it)', '  Demo accounts (account / password):', ...rows, ''].join('\n'),
        );
      };
    },
  };
}

/** V8's explicit compile hint: every function of the file is compiled eagerly, while it downloads. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The code every visit runs at once (the entry chunk and the chunks it imports statically: React, the router, the http
 * client, the sign-in page) carries V8's explicit compile hint (Chrome 136+): it is compiled whole on a background
 * thread as it downloads, instead of function by function on the main thread as each is first called (measured: the
 * router's first navigation, 30 → 18 ms of main thread on this machine). Not on lazy chunks, much of which a visit
 * never calls. To other browsers it is a comment.
 */
function compileHints(): Plugin {
  return {
    name: 'console:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // After Vite's own plugins, which write the entry chunk's final code in this hook.
      order: 'post',
      handler(_options, bundle) {
        const chunks = new Map<string, Rolldown.OutputChunk>();
        for (const [file, out] of Object.entries(bundle)) if (out.type === 'chunk') chunks.set(file, out);
        const todo = [...chunks.values()].filter((c) => c.isEntry);
        const done = new Set<Rolldown.OutputChunk>();
        for (let chunk = todo.pop(); chunk; chunk = todo.pop()) {
          if (done.has(chunk)) continue;
          done.add(chunk);
          chunk.code = COMPILE_HINT + chunk.code;
          for (const file of chunk.imports) if (chunks.has(file)) todo.push(chunks.get(file)!);
        }
      },
    },
  };
}

/**
 * The shell's third-party code in two chunks. The shell is drawn on every visit to the console: first its frame,
 * content host and dashboard, drawn without antd (`shell-vendor`: the icons they use), then the frame's antd widgets
 * and the providers of the screens in tabs (`antd-vendor`: antd's core and the components they use). Each set is
 * always loaded together; split the way Rolldown splits it by default (by which lazy chunks share a module), it came
 * as ~35 files, a few hundred bytes each for many, which over HTTP/1.1 (six connections) queue behind one another.
 * What the entry (the sign-in page) loads stays in the entry's chunks. The query cache of the screens in tabs
 * (TanStack Query, provided by PaneAntd) is a chunk of its own (`query-vendor`), loaded with the first of those
 * screens: the frame's antd widgets, loaded after the dashboard's first paint, do not need it.
 */
const SHELL_ROOTS = ['src/app/layout/ManageLayout.tsx', 'src/app/layout/KeepAliveHost.tsx', 'src/features/dashboard/DashboardPage.tsx'];
const ANTD_ROOTS = ['src/app/layout/ShellAntd.tsx', 'src/app/layout/PaneAntd.tsx'];
const ENTRY = 'src/main.tsx';

const BARRELS = ['/node_modules/antd/es/index.js', '/node_modules/@ant-design/icons/es/index.js'];
const QUERY_LIBRARY = '/node_modules/@tanstack/';

/** The modules of the components an app module imports by name from antd or the icons (`import { Button } from 'antd'`). */
function namedFromBarrels(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["'](antd|@ant-design\/icons)["']/g)) {
    for (const part of m[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (!name) continue;
      const file = m[2] === 'antd' ? `node_modules/antd/es/${name.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}/index.js` : `node_modules/@ant-design/icons/es/icons/${name}.js`;
      out.push(fileURLToPath(new URL(file, import.meta.url)));
    }
  }
  return out;
}

function shellVendorChunks(): Rolldown.CodeSplittingGroup[] {
  let computed: { entry: Set<string>; shell: Set<string>; antd: Set<string> } | null = null;
  const closure = (ctx: Rolldown.ChunkingContext, roots: string[]) => {
    const seen = new Set<string>();
    const todo = roots.map((r) => fileURLToPath(new URL(r, import.meta.url)));
    while (todo.length) {
      const id = todo.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      // antd's and the icons' index modules import every component: follow only the components named.
      const named = id.includes('/node_modules/') ? [] : namedFromBarrels(info?.code ?? '');
      todo.push(...named, ...(info?.importedIds ?? []).filter((m) => !BARRELS.some((b) => m.endsWith(b))));
    }
    return seen;
  };
  const sets = (ctx: Rolldown.ChunkingContext) => {
    if (!computed) {
      const thirdParty = (m: string) => m.includes('/node_modules/');
      const entry = new Set([...closure(ctx, [ENTRY])].filter(thirdParty));
      const shell = new Set([...closure(ctx, SHELL_ROOTS)].filter((m) => thirdParty(m) && !entry.has(m)));
      computed = { entry, shell, antd: new Set([...closure(ctx, ANTD_ROOTS)].filter((m) => thirdParty(m) && !entry.has(m) && !shell.has(m) && !m.includes(QUERY_LIBRARY))) };
    }
    return computed;
  };
  return [
    // The entry's own third-party code (React, the router, axios…) first: a module both use stays with the entry.
    { name: (id, ctx) => (sets(ctx).entry.has(id) ? 'vendor' : null), priority: 2 },
    { name: (id, ctx) => (sets(ctx).shell.has(id) ? 'shell-vendor' : null), priority: 1 },
    { name: (id, ctx) => (sets(ctx).antd.has(id) ? 'antd-vendor' : null), priority: 0 },
    // dayjs: antd's pickers use it, and so do the demo backend and the date helpers, which load before antd (the demo
    // backend at start-up): a chunk of its own, so they do not pull antd's core with it.
    { name: (id) => (id.includes('/node_modules/dayjs/') ? 'dayjs' : null), priority: 3 },
    { name: (id) => (id.includes(QUERY_LIBRARY) ? 'query-vendor' : null), priority: 0 },
    // The chart library (ECharts and its renderer zrender), loaded only by the chart screens (/ViolationBI): one chunk of its own,
    // which bench/run.mjs checks stays out of the first loads.
    { name: (id) => (/\/node_modules\/(echarts|zrender)\//.test(id) ? 'echarts' : null), priority: 0 },
    // The map library (MapLibre GL and gcoord), loaded only by the map screens (src/components/map): one chunk of its
    // own, which bench/run.mjs checks stays out of the first loads.
    { name: (id) => (/\/node_modules\/(maplibre-gl|gcoord)\//.test(id) ? 'maplibre' : null), priority: 0 },
  ];
}

/**
 * react-router's package exports only its development build (remix-run/react-router#14102, open): in a build, its
 * production build instead (no development warnings, no development checks). The dev server and the tests keep the
 * development build and its warnings.
 */
/**
 * The demo build's stand-ins for third-party code it never needs (src/mocks/shims): `tldts`, the Public Suffix List
 * msw's cookie store would download with the demo backend.
 */
const demoShims = [{ find: /^tldts$/, replacement: fileURLToPath(new URL('./src/mocks/shims/tldts.ts', import.meta.url)) }];

const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

/**
 * The unit test files of pure code (rules, helpers, tooling): neither the demo backend nor a DOM, so they run with no
 * set-up but an in-memory storage (project `pure`). A file that calls the backend, reads its data or parses a process
 * diagram (DOMParser) is not here.
 */
const PURE_UNIT_FILES = [
  'tests/unit/entities/rules/!(processRules).test.ts',
  'tests/unit/entities/{moneyRules,numbering,peccancy,registry,rowType,sheet}.test.ts',
  'tests/unit/lib/{env,fenceShape,formFields,format,inputFilters,modules,money,notify,objects,plate,rowQuery,validators}.test.ts',
  'tests/unit/auth/{obfuscate,redirect}.test.ts',
  'tests/unit/i18n/parts.test.ts',
  'tests/unit/monitor/trail.test.ts',
  'tests/unit/routes/docs.test.ts',
  'tests/unit/shell/menuActive.test.ts',
  'tests/unit/tooling/cycles.test.ts',
];

/**
 * The component test files that run in jsdom (project `dom`); every other one runs in a real browser (projects
 * `browser-shared` and `browser`: Debian's Chromium through Playwright, the browser the e2e uses), where antd renders at
 * a browser's speed while jsdom spends seconds a test (issue [R]; docs/performance.md "Component tests in a browser").
 * DataTableLoadMore stays: it scrolls by numbers jsdom takes as given and a real layout does not (the one test split
 * from DataTable). Moved to Chromium and why they could be:
 * - guard, dingLogin and unbuilt were here as "they change the page's address": they render the console on a memory
 *   router, and what reloaded the frame was a late version check (the version file is now answered between files,
 *   tests/setup/browserServer.ts); guard's menu test needs a desktop's frame (`page.viewport`), as sideMenu's does.
 *   82 s and 12 s in jsdom, 6 s together in Chromium.
 * - createOrder, savedViews, department and DashboardPage, once red now and then in Chromium beside load, since their
 *   waits are for the right state; choices, files, dispatchCentre, Pager and DataTable, which timed out in jsdom beside
 *   load, since they do what a user does in a real browser: the table of times in docs/performance.md.
 * - choices went red in Chromium now and then: its test opened the next form before the saved one had returned to its
 *   list, and a select asking its options again showed the last failure while loading — both fixed.
 * - flowForm's editor test went red there about one run in three: after a refused save the button's spinner icon stayed
 *   in its leaving motion (its accessible name still "loading 保存"); the component tests now ask for reduced motion, as
 *   the e2e does, and it waits for the button not to spin, found by its text. 143 s in jsdom.
 * - The map and trail stand-ins (playback, alarmTrail, liveMonitor) keep the real module's other exports, which a
 *   browser's module graph requires. sideMenu, Pager, listAt1366 and guard set the frame's size with `vitest/browser`,
 *   so they run in Chromium only; sideMenu's new-tab test prevents the browser's own navigation after reading whether
 *   the console left it alone.
 * `COMPONENTS_IN_JSDOM=1` runs every one in jsdom (to compare, or on a machine without Chromium; those four fail there).
 */
const JSDOM_COMPONENT_FILES = ['components/DataTableLoadMore'].map((f) => `tests/component/${f}.test.tsx`);
const COMPONENT_FILES = 'tests/component/**/*.test.{ts,tsx}';
/**
 * A test file that replaces or reloads modules (`vi.mock`, `vi.doMock`, `vi.resetModules`) or declares demo-backend
 * collections of its own (`registerCollection`) needs a module registry of its own: in a shared one its stand-in would
 * not replace a module an earlier file already loaded, or would stay for the next file. Every other test file of a
 * worker shares one registry (`isolate: false`), so the demo backend, msw, antd and the screens are loaded once per
 * worker, not once per file (docs/performance.md "One module registry per worker"). Each file still starts from the
 * same state: the demo backend reseeded, caches, handlers, storage and session forgotten, screens unmounted after
 * each test (tests/setup/backendHooks.ts).
 */
const OWN_REGISTRY = /\bvi\.(mock|doMock|resetModules)\(|\bregisterCollection\(/;
/** The test files under a folder (paths as vitest's `include` takes them) whose source does or does not match OWN_REGISTRY. */
function testFiles(dir: string, ownRegistry: boolean): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.test\.tsx?$/.test(f));
  return files.map((f) => `${dir}/${f.split('\\').join('/')}`).filter((f) => OWN_REGISTRY.test(readFileSync(f, 'utf8')) === ownRegistry);
}
const OWN_REGISTRY_UNIT_FILES = testFiles('tests/unit', true);
const OWN_REGISTRY_COMPONENT_FILES = testFiles('tests/component', true);
/** ISOLATE_ALL=1: every file in a registry of its own, as before (to compare, or to find a leak between files). */
const ISOLATE_ALL = process.env.ISOLATE_ALL === '1';
const inBrowser = process.env.COMPONENTS_IN_JSDOM !== '1';

/** Debian's Chromium (tests/tools/ensure-chromium.mjs installs it): no browser is downloaded. */
const CHROMIUM = '/usr/bin/chromium';

/** The component tests in Chromium (see JSDOM_COMPONENT_FILES): those of OWN_REGISTRY each in its own frame, the others sharing one per worker. */
const browserProject = (name: string, include: string[], isolate: boolean, exclude: string[] = []): TestProjectInlineConfiguration => ({
  extends: true,
  // Pre-bundled before the first test: a dependency Vite discovers mid-run is optimised then and the page reloaded,
  // failing the test running in it ("the iframe … was reloaded during a test"). react-dom/client was (fresh-clone CI).
  optimizeDeps: { include: ['react-dom/client'] },
  test: {
    name,
    include,
    exclude: [...JSDOM_COMPONENT_FILES, ...exclude],
    isolate,
    alias: { '@/mocks/node': fileURLToPath(new URL('./tests/setup/browserServer.ts', import.meta.url)) },
    setupFiles: ['tests/setup/browser.ts'],
    browser: {
      enabled: true,
      headless: true,
      // A failed test's screenshot goes with the other test output, not beside the test file.
      screenshotDirectory: 'test-results/vitest-screenshots',
      // The user asks for reduced motion, which the console honours (antd's motion off: AntdConfig, and the harness's
      // providers), as the e2e does: a spinner's icon leaving a button, a dialog zooming in, are there or gone at once
      // (a button's loading icon was seen stuck in its leaving motion, its name still "loading 保存").
      provider: playwright({ launchOptions: { executablePath: CHROMIUM }, contextOptions: { reducedMotion: 'reduce' } }),
      instances: [{ browser: 'chromium' }],
    },
  },
});

/** The unit files and the component files left in jsdom (JSDOM_COMPONENT_FILES), with the demo backend: see browserProject. */
const domProject = (name: string, include: string[], isolate: boolean, exclude: string[] = []): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
    include,
    exclude: [...PURE_UNIT_FILES, ...exclude],
    isolate,
    setupFiles: ['tests/setup/backend.ts', 'tests/setup/dom.ts'],
  },
});

/**
 * The test projects (docs/architecture.md "Tests"): pure code in node with no set-up; the component files in Chromium
 * (but JSDOM_COMPONENT_FILES); the other files in jsdom with the demo backend (tests/setup/backend.ts). The demo
 * backend itself needs a DOM (DOMParser for its process diagrams, axios's XMLHttpRequest adapter for the http client's
 * tests): measured, a node project for it failed 282 tests. Each of jsdom and Chromium in two: the files that need a
 * module registry of their own (OWN_REGISTRY, and the jsdom component file), and the others sharing one per worker.
 */
function testProjects(): TestProjectInlineConfiguration[] {
  const pure: TestProjectInlineConfiguration = {
    extends: true,
    test: { name: 'pure', environment: 'node', include: PURE_UNIT_FILES, setupFiles: ['tests/setup/node.ts'] },
  };
  const unit = 'tests/unit/**/*.test.{ts,tsx}';
  if (!inBrowser) return [pure, domProject('dom', [unit, COMPONENT_FILES], true)];
  if (ISOLATE_ALL) return [pure, domProject('dom', [unit, ...JSDOM_COMPONENT_FILES], true), browserProject('browser', [COMPONENT_FILES], true)];
  return [
    pure,
    domProject('dom', [...OWN_REGISTRY_UNIT_FILES, ...JSDOM_COMPONENT_FILES], true),
    domProject('dom-shared', [unit], false, OWN_REGISTRY_UNIT_FILES),
    browserProject('browser', OWN_REGISTRY_COMPONENT_FILES, true),
    browserProject('browser-shared', [COMPONENT_FILES], false, OWN_REGISTRY_COMPONENT_FILES),
  ];
}

export default defineConfig(({ mode, command }) => {
  // Pointing `npm start` at a real backend: VITE_PROXY_TARGET=https://host npm start (turns the demo backend off).
  const proxyTarget = process.env.VITE_PROXY_TARGET;
  if (proxyTarget) process.env.VITE_MOCK = 'false';
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mock = env.VITE_MOCK === 'true';

  return {
    // Vite's cache of optimised dependencies (node_modules/.vite by default). Checkouts that share one node_modules
    // (git worktrees with a linked node_modules) each give their own, else each run re-optimises and the browser
    // tests of another checkout fail to load their modules meanwhile.
    cacheDir: process.env.VITE_CACHE_DIR || undefined,
    plugins: [react(), demoWorker(mock), demoFootage(mock), versionFile(), startBanner(mock), compileHints()],
    resolve: {
      alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...(command === 'build' ? reactRouterProduction : []), ...(command === 'build' && mock ? demoShims : [])],
    },
    server: {
      port: 5173,
      proxy: proxyTarget ? { '/api': { target: proxyTarget, changeOrigin: true } } : undefined,
    },
    preview: { port: 4173 },
    build: {
      manifest: true,
      sourcemap: false,
      chunkSizeWarningLimit: 1024,
      rolldownOptions: { output: { codeSplitting: { groups: shellVendorChunks() } } },
    },
    test: {
      css: false,
      // A backstop, far above a test's normal time (antd in jsdom takes seconds a test; a loaded machine several times
      // more): a slow machine makes a test slower, not red (issue [R]).
      testTimeout: 120_000,
      // Both cores: vitest's default leaves one idle on a 2-core machine (docs/performance.md "Test suite").
      maxWorkers: 2,
      restoreMocks: true,
      attachmentsDir: 'test-results/vitest-attachments',
      projects: testProjects(),
    },
  };
});
