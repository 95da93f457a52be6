#!/usr/bin/env node
// `npm test`: every check CI runs, in order, every one of them even when an earlier one failed (a vitest failure
// must not hide what the browser tests would have said); only a step whose input failed is not run (the bundle check
// without a production build, e2e without Chromium or the demo build).
//   lint -> typecheck -> chromium -> vitest -> production build + bundle check -> e2e (chromium, demo build, playwright)
// Ends with a per-step timing table and one line `tests: N passed, N failed[, N skipped]` (CI reads it), summed
// from test-results/vitest.json and test-results/e2e.json; a failed step with no report of its own (lint, types, a
// build, or a test runner that died before writing its report) counts as one failed. Exit code: 0 only when every
// step passed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(repoRoot);

const resultsDir = 'test-results';
const vitestReport = path.join(resultsDir, 'vitest.json');
const e2eReport = path.join(resultsDir, 'e2e.json');

/** The browser tests' demo backend: each call answered within this many ms (see the e2e demo build below). */
const E2E_DEMO_DELAY_MS = '30';

/** @type {{ name: string, cmd: string, args: string[], env?: Record<string, string>, needs?: string[], report?: string }[]} */
const steps = [
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit'] },
  // Chromium before vitest: its `browser` project runs component tests in it, as the e2e does (vite.config.ts).
  { name: 'ensure chromium', cmd: 'node', args: ['tests/tools/ensure-chromium.mjs'] },
  {
    name: 'unit + component (vitest)',
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
    report: vitestReport,
  },
  { name: 'production build', cmd: 'npx', args: ['vite', 'build', '--mode', 'production'] },
  { name: 'production bundle check', cmd: 'node', args: ['tests/tools/check-prod-bundle.mjs', 'dist'], needs: ['production build'] },
  // The demo backend answers within E2E_DEMO_DELAY_MS (src/vite-env.d.ts VITE_DEMO_DELAY_MS) rather than msw's realistic
  // 100–400 ms: the journeys wait for states, and hundreds of calls each would only wait longer.
  { name: 'e2e: demo build', cmd: 'npx', args: ['vite', 'build', '--mode', 'test', '--outDir', 'dist-demo'], env: { VITE_DEMO_DELAY_MS: E2E_DEMO_DELAY_MS } },
  {
    name: 'e2e (playwright)',
    cmd: 'npx',
    args: ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'],
    needs: ['ensure chromium', 'e2e: demo build'],
    report: e2eReport,
  },
];

// Reports from an earlier run must not be counted in this one.
rmSync(vitestReport, { force: true });
rmSync(e2eReport, { force: true });
mkdirSync(resultsDir, { recursive: true });

let current = null;
let interrupted = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = signal;
    if (current && current.exitCode === null) current.kill(signal);
  });
}

/** Runs one command with inherited stdio; resolves to a description of the failure, or null on success. */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', shell: false, env: { ...process.env, ...env } });
    current = child;
    child.on('error', (error) => resolve(`could not start ${cmd}: ${error.message}`));
    child.on('exit', (code, signal) => {
      current = null;
      if (signal) resolve(`stopped by ${signal}`);
      else resolve(code === 0 ? null : `exit code ${code}`);
    });
  });
}

const bold = process.stdout.isTTY ? (s) => `\x1b[1m${s}\x1b[0m` : (s) => s;
const bar = (title) => console.info(`\n${bold(`━━ ${title} ━━`)}`);

/** @type {{ name: string, status: 'passed' | 'FAILED' | 'not run', ms: number }[]} */
const rows = steps.map((s) => ({ name: s.name, status: 'not run', ms: 0 }));
/** @type {{ name: string, failure: string, report?: string }[]} */
const failedSteps = [];
const started = performance.now();

for (const [i, step] of steps.entries()) {
  if (interrupted) break;
  const missing = (step.needs ?? []).filter((name) => rows.find((r) => r.name === name)?.status !== 'passed');
  if (missing.length > 0) {
    bar(`${i + 1}/${steps.length} ${step.name}: not run (needs ${missing.join(', ')})`);
    continue;
  }
  bar(`${i + 1}/${steps.length} ${step.name}: ${step.cmd} ${step.args.join(' ')}`);
  const t0 = performance.now();
  const failure = await run(step.cmd, step.args, step.env);
  rows[i].ms = performance.now() - t0;
  rows[i].status = failure ? 'FAILED' : 'passed';
  console.info(`run-all: ${step.name} ${failure ? `FAILED (${failure})` : 'passed'} in ${(rows[i].ms / 1000).toFixed(1)} s`);
  if (failure) failedSteps.push({ name: step.name, failure, report: step.report });
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  } catch (error) {
    console.error(`run-all: cannot read ${file}: ${error.message}`);
    return null;
  }
}

// vitest's json reporter has the Jest result shape; Playwright's has stats.
const counts = { passed: 0, failed: 0, skipped: 0 };
const vitest = readJson(vitestReport);
if (vitest) {
  counts.passed += vitest.numPassedTests ?? 0;
  counts.failed += vitest.numFailedTests ?? 0;
  counts.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const e2e = readJson(e2eReport);
if (e2e?.stats) {
  counts.passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  counts.failed += e2e.stats.unexpected ?? 0;
  counts.skipped += e2e.stats.skipped ?? 0;
}
// A failed step that has no report counting its failures (lint, types, a build, a runner that died first) is one.
const reported = { [vitestReport]: vitest, [e2eReport]: e2e?.stats ? e2e : null };
for (const f of failedSteps) {
  const report = f.report ? reported[f.report] : null;
  const failures = report ? (report.numFailedTests ?? report.stats?.unexpected ?? 0) : 0;
  if (failures === 0) counts.failed += 1;
}

// The names of the failed tests, so that the end of the log (all CI shows of it) says which ones failed.
/** @type {string[]} */
const failedNames = [];
// eslint-disable-next-line no-control-regex -- the colour codes of a terminal, removed
const firstLine = (text) => String(text ?? '').replace(/\x1b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim()) ?? '';
for (const file of vitest?.testResults ?? []) {
  const where = path.relative(repoRoot, file.name ?? '');
  for (const test of file.assertionResults ?? []) {
    if (test.status === 'failed') failedNames.push(`vitest ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  }
  if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') failedNames.push(`vitest ${where}: ${firstLine(file.message)}`);
}
/** Playwright's suites nest; a spec's test failed when its status is `unexpected` (flaky ones passed on a retry). */
function e2eFailures(suite, where) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const last = test.results?.at(-1);
      failedNames.push(`e2e ${spec.file ?? where} › ${spec.title}: ${firstLine(last?.error?.message ?? last?.errors?.[0]?.message)}`);
    }
  }
  for (const child of suite.suites ?? []) e2eFailures(child, suite.file ?? where);
}
for (const suite of e2e?.suites ?? []) e2eFailures(suite, suite.file ?? '');

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const width = Math.max(...rows.map((r) => r.name.length), 'step'.length);
bar('summary');
console.info(`${'step'.padEnd(width)}  ${'result'.padEnd(7)}  ${'time'.padStart(8)}`);
for (const r of rows) {
  console.info(`${r.name.padEnd(width)}  ${r.status.padEnd(7)}  ${(r.status === 'not run' ? '-' : seconds(r.ms)).padStart(8)}`);
}
console.info(`${'total'.padEnd(width)}  ${''.padEnd(7)}  ${seconds(performance.now() - started).padStart(8)}`);
if (interrupted) console.error(`\nrun-all: interrupted (${interrupted}).`);
else if (failedSteps.length > 0) {
  for (const f of failedSteps) console.error(`run-all: step "${f.name}" failed (${f.failure}).`);
  const skipped = rows.filter((r) => r.status === 'not run').map((r) => r.name);
  if (skipped.length > 0) console.error(`run-all: not run, their input having failed: ${skipped.join(', ')}.`);
  for (const name of failedNames.slice(0, 30)) console.error(`run-all: failed: ${name.slice(0, 400)}`);
  if (failedNames.length > 30) console.error(`run-all: … and ${failedNames.length - 30} more failed tests.`);
} else console.info('\nrun-all: every step passed.');

console.info(`tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exitCode = failedSteps.length > 0 || interrupted ? 1 : 0;
