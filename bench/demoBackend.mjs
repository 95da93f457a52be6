/**
 * Demo backend measures of `npm run bench` (issue [J] item 4), in Node:
 * - start-up: from importing the demo backend's handlers (every collection declared) to the first answered list call
 *   (`/api/lingsan/branchOrder/list`), each run in a fresh Node process so nothing is cached; median of `runs`;
 * - a filtered page of a 100,000-row collection: the branch orders replaced by 100,000 generated rows, then
 *   `/api/lingsan/branchOrder/list?orderStatus=5&page=1&pageSize=10` answered through the public list endpoint (the
 *   entity list's own filter and paging); median of 20 calls after one warm-up call;
 * - record search on the full demo data (docs/architecture.md "Record search"): `/api/search` with no session (every
 *   searched entity) for a keyword no record holds, so every searched collection is read whole; median of 20 calls
 *   after one warm-up call (which generates the searched collections, reported as `first`).
 * The handlers and the store are bundled once by Vite (SSR build of src/mocks into bench/tmp/demo-backend), so the
 * measures time the code's evaluation and work, not Vite's transform.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function bundle(root) {
  const { build } = await import('vite');
  const outDir = join(root, 'bench/tmp/demo-backend');
  await build({
    root,
    mode: 'test',
    logLevel: 'error',
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      minify: false,
      rollupOptions: { input: { handlers: join(root, 'src/mocks/handlers/index.ts'), router: join(root, 'src/mocks/router.ts'), db: join(root, 'src/mocks/db.ts') }, output: { entryFileNames: '[name].mjs' } },
    },
  });
  return outDir;
}

/** The script one measuring process runs: prints one JSON line. */
const PROBE = `
import { performance } from 'node:perf_hooks';
const [dir, what] = process.argv.slice(2);
const { JSDOM } = await import('jsdom');
globalThis.DOMParser ??= new JSDOM('').window.DOMParser;
const { getResponse } = await import('msw');
// As the browser's worker has them: behind the one index of src/mocks/router.ts.
async function load() {
  const { handlers } = await import(dir + '/handlers.mjs');
  const { indexHandlers } = await import(dir + '/router.mjs');
  return [indexHandlers(handlers).handler];
}
const url = (q) => new Request('http://127.0.0.1/api/lingsan/branchOrder/list?' + q);
async function list(handlers, q) {
  const r = await getResponse(handlers, url(q));
  const body = await r.json();
  if (body.code !== 0) throw new Error('list call refused: ' + body.msg);
  return body.data;
}
if (what === 'search') {
  const handlers = await load();
  const search = async (keyword) => {
    const r = await getResponse(handlers, new Request('http://127.0.0.1/api/search?keyword=' + encodeURIComponent(keyword)));
    const body = await r.json();
    if (body.code !== 0) throw new Error('search refused: ' + body.msg);
    return body.data;
  };
  const t0 = performance.now();
  if ((await search('京A')).length === 0) throw new Error('search found nothing for 京A');
  const first = performance.now() - t0;
  const times = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    if ((await search('无此记录-' + i)).length !== 0) throw new Error('search found a record it should not');
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({ ms: times[10], first }));
} else if (what === 'startup') {
  const t0 = performance.now();
  const handlers = await load();
  await list(handlers, 'page=1&pageSize=10');
  console.log(JSON.stringify({ ms: performance.now() - t0 }));
} else {
  const handlers = await load();
  const db = await import(dir + '/db.mjs');
  const N = 100_000;
  const rows = Array.from({ length: N }, (_, i) => ({
    orderId: 100001 + i, orderNo: 'FG' + String(20250000000 + i), orderStatus: [1, 4, 5, 6, 7, 9, 11, 12][i % 8], orderStatusName: '', orderType: 1 + (i % 2),
    dispatchingFlag: 0, returnedFlag: 0, completedAndToDoItems: 0, branchCompanyName: '畅行租车北京分公司', customerName: '客户' + i, customerPhone: '138' + String(i).padStart(8, '0'),
    cityName: '北京', plate: '京A' + String(i % 100000).padStart(5, '0'), startTime: '2025-06-01 09:00:00', endTime: '2025-06-03 09:00:00', createTime: '2025-05-' + String(1 + (i % 28)).padStart(2, '0') + ' 10:00:00',
  }));
  db.commit((d) => { d.branchOrders = rows; });
  const q = 'orderStatus=5&page=1&pageSize=10';
  const first = await list(handlers, q);
  if (first.total !== N / 8) throw new Error('unexpected total ' + first.total);
  const times = [];
  for (let i = 0; i < 20; i++) {
    const t0 = performance.now();
    await list(handlers, q);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify({ ms: times[10], total: first.total }));
}
`;

function probe(root, dir, what) {
  const file = join(root, 'bench/tmp/probe.mjs');
  writeFileSync(file, PROBE);
  const r = spawnSync(process.execPath, [file, pathToFileURL(dir).href, what], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`bench: demo backend ${what} probe failed:\n${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

/**
 * @param {string} root the repository
 * @param {number} runs start-up runs (fresh processes)
 * @returns {Promise<{ startup: { median: number, runs: number[] }, filter100k: { median: number, total: number }, search: { median: number, first: number } }>}
 */
export async function demoBackendTimings(root, runs) {
  mkdirSync(join(root, 'bench/tmp'), { recursive: true });
  const dir = await bundle(root);
  const startup = Array.from({ length: runs }, () => probe(root, dir, 'startup').ms);
  const filter = probe(root, dir, 'filter');
  const search = probe(root, dir, 'search');
  return {
    startup: { median: Math.round(median(startup) * 10) / 10, runs: startup.map((x) => Math.round(x * 10) / 10) },
    filter100k: { median: Math.round(filter.ms * 100) / 100, total: filter.total },
    search: { median: Math.round(search.ms * 100) / 100, first: Math.round(search.first * 10) / 10 },
  };
}

// `node bench/demoBackend.mjs`: prints the measures.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(import.meta.dirname, '..');
  console.log(JSON.stringify(await demoBackendTimings(root, Number(process.env.BENCH_RUNS ?? 7)), null, 2));
}
