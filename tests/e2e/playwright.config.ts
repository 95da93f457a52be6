import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the demo build (`vite build --mode test --outDir dist-demo`: the embedded msw
 * backend is on), served by `vite preview`. Run with `npm run test:e2e`, which builds first.
 * Browser: Debian's Chromium (Playwright's own download cannot work on our machines); see
 * tests/tools/ensure-chromium.mjs. CHROMIUM_PATH overrides its path.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const port = Number(process.env.E2E_PORT) || 4173;
const baseURL = `http://localhost:${port}`;
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: here,
  outputDir: path.join(repoRoot, 'test-results/e2e-artifacts'),
  // Every test starts on its own browser context (its own IndexedDB, so a fresh seed of the demo backend): tests of one
  // file are as independent as tests of two, and run side by side.
  fullyParallel: true,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // 2 cores: two browsers at once (measured in docs/performance.md "Browser tests"; vite preview only serves files).
  // E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS) || 2,
  // Backstops far above the normal times (a step takes a second or two, a test well under a minute on an idle
  // machine): beside other work (load average 20–25 on the 2 cores, two browsers) a map screen passed 15 s.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: path.join(repoRoot, 'test-results/e2e.json') }]],
  use: {
    baseURL,
    headless: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // The user asks for reduced motion, which the console honours (antd's motion off, src/components/antd/AntdRoot.tsx):
    // dialogs, drawers and menus are there at once, so no click lands on one still zooming in.
    reducedMotion: 'reduce',
    // A trace is recorded only for a retry (CI retries once), not for every test: recording every test's trace cost
    // CPU on 2 cores beside two browsers. Screenshots only of a failure; no video (the default).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    video: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `node node_modules/vite/bin/vite.js preview --mode test --outDir dist-demo --port ${port} --strictPort`,
    cwd: repoRoot,
    url: baseURL,
    // Never reuse a server already on the port: it may be serving another build (e.g. `npm run preview`).
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
