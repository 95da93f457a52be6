#!/usr/bin/env node
// `npm test`: every check CI runs, in order, stopping at the first failure.
//   lint -> typecheck -> vitest -> production build + bundle check -> e2e (chromium, demo build, playwright)
// Ends with a per-step timing table and one line `tests: N passed, N failed[, N skipped]` (CI reads it),
// summed from test-results/vitest.json and test-results/e2e.json. Exit code: 0 only when every step passed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
process.chdir(repoRoot);

const resultsDir = 'test-results';
const vitestReport = path.join(resultsDir, 'vitest.json');
const e2eReport = path.join(resultsDir, 'e2e.json');

/** @type {{ name: string, cmd: string, args: string[] }[]} */
const steps = [
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit'] },
  {
    name: 'unit + component (vitest)',
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  },
  { name: 'production build', cmd: 'npx', args: ['vite', 'build', '--mode', 'production'] },
  { name: 'production bundle check', cmd: 'node', args: ['tests/tools/check-prod-bundle.mjs', 'dist'] },
  { name: 'e2e: ensure chromium', cmd: 'node', args: ['tests/tools/ensure-chromium.mjs'] },
  { name: 'e2e: demo build', cmd: 'npx', args: ['vite', 'build', '--mode', 'test', '--outDir', 'dist-demo'] },
  { name: 'e2e (playwright)', cmd: 'npx', args: ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'] },
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
function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', shell: false, env: process.env });
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
let failedStep = null;
const started = performance.now();

for (const [i, step] of steps.entries()) {
  if (interrupted) break;
  bar(`${i + 1}/${steps.length} ${step.name}: ${step.cmd} ${step.args.join(' ')}`);
  const t0 = performance.now();
  const failure = await run(step.cmd, step.args);
  rows[i].ms = performance.now() - t0;
  rows[i].status = failure ? 'FAILED' : 'passed';
  if (failure) {
    failedStep = { name: step.name, failure };
    break;
  }
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

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const width = Math.max(...rows.map((r) => r.name.length), 'step'.length);
bar('summary');
console.info(`${'step'.padEnd(width)}  ${'result'.padEnd(7)}  ${'time'.padStart(8)}`);
for (const r of rows) {
  console.info(`${r.name.padEnd(width)}  ${r.status.padEnd(7)}  ${(r.status === 'not run' ? '-' : seconds(r.ms)).padStart(8)}`);
}
console.info(`${'total'.padEnd(width)}  ${''.padEnd(7)}  ${seconds(performance.now() - started).padStart(8)}`);
if (interrupted) console.error(`\nrun-all: interrupted (${interrupted}).`);
else if (failedStep) console.error(`\nrun-all: step "${failedStep.name}" failed (${failedStep.failure}); later steps were not run.`);
else console.info('\nrun-all: every step passed.');

console.info(`tests: ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exitCode = failedStep || interrupted ? 1 : 0;
