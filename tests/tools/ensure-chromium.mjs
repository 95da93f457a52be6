#!/usr/bin/env node
// Makes sure Debian's Chromium is present for the Playwright tests (Playwright's own browser download
// cannot work on our machines). Quiet when the browser is there; installs it with apt when running as
// root (fresh CI machine); otherwise says how to install it and exits 1.
//
// CHROMIUM_PATH overrides the expected path (default /usr/bin/chromium); the e2e config reads it too.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const installHint = 'sudo apt-get install -y chromium';

if (existsSync(chromium)) process.exit(0);

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

if (process.getuid?.() !== 0) {
  fail(`Browser tests need Debian's Chromium at ${chromium}. Install it with: ${installHint}`);
}

/** Runs an apt-get command with its output streamed; fails the script clearly if it does not succeed. */
function aptGet(args) {
  console.info(`ensure-chromium: apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    shell: false,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) fail(`could not run apt-get (${result.error.message}). Install Chromium by hand: ${installHint}`);
  if (result.signal) fail(`apt-get ${args[0]} was stopped by ${result.signal}.`);
  if (result.status !== 0) fail(`apt-get ${args.join(' ')} failed with exit code ${result.status}.`);
}

console.info(`ensure-chromium: ${chromium} is missing; installing Debian's chromium package with apt-get (about a minute).`);
aptGet(['update']);
aptGet(['install', '-y', 'chromium']);

if (!existsSync(chromium)) {
  fail(`the chromium package is installed but ${chromium} still does not exist (check CHROMIUM_PATH).`);
}
console.info(`ensure-chromium: installed ${chromium}.`);
