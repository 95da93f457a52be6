/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
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

export default defineConfig(({ mode }) => {
  // Pointing `npm start` at a real backend: VITE_PROXY_TARGET=https://host npm start (turns the demo backend off).
  const proxyTarget = process.env.VITE_PROXY_TARGET;
  if (proxyTarget) process.env.VITE_MOCK = 'false';
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mock = env.VITE_MOCK === 'true';

  return {
    plugins: [react(), demoWorker(mock), versionFile(), startBanner(mock)],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: {
      port: 5173,
      proxy: proxyTarget ? { '/api': { target: proxyTarget, changeOrigin: true } } : undefined,
    },
    preview: { port: 4173 },
    build: { manifest: true, sourcemap: false, chunkSizeWarningLimit: 1024 },
    test: {
      environment: 'jsdom',
      environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
      setupFiles: ['tests/setup.ts'],
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
      css: false,
      // antd in jsdom on a busy 2-core machine: a component test can take many seconds (it ends as soon as it passes).
      testTimeout: 40000,
      restoreMocks: true,
    },
  };
});
