#!/usr/bin/env node
// Usage: node tests/tools/check-prod-bundle.mjs <dir>
// Verifies that a production build holds no msw code and no demo data (DESIGN: "A production build never
// starts [the demo backend]"; vite.config.ts emits mockServiceWorker.js only when VITE_MOCK=true), and
// that the files the deployment relies on are there (index.html, static/version.json with a version), and that the
// scripts index.html loads at once begin with V8's explicit compile hint (vite.config.ts, compileHints).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const dirArg = process.argv[2];
if (!dirArg) {
  console.error('usage: node tests/tools/check-prod-bundle.mjs <build dir>');
  process.exit(2);
}
const dir = path.resolve(dirArg);
if (!existsSync(dir) || !statSync(dir).isDirectory()) {
  console.error(`check-prod-bundle: ${dirArg} is not a directory (run the production build first).`);
  process.exit(1);
}

/** Text that must never reach a production bundle, with what it means. */
const markers = new Map([
  ['mockServiceWorker', 'msw service worker'],
  ['setupWorker', 'msw browser API'],
  ['[MSW]', 'msw log prefix'],
  ['msw/browser', 'msw browser entry'],
  ['rental-console-demo', 'demo data store key'],
]);
const demoPasswords = ['admin123', 'dispatch123', 'supplier123', 'enterprise123'];
// Keep in step with the demo accounts if their passwords change (src/mocks/accounts.ts).
const accountsFile = path.join(repoRoot, 'src/mocks/accounts.ts');
if (existsSync(accountsFile)) {
  for (const m of readFileSync(accountsFile, 'utf8').matchAll(/password:\s*['"]([^'"]{6,})['"]/g)) {
    if (!demoPasswords.includes(m[1])) demoPasswords.push(m[1]);
  }
}
for (const p of demoPasswords) markers.set(p, 'demo account password');

/** Every file below `root`, as paths relative to it (posix separators). */
function listFiles(root) {
  const out = [];
  const walk = (abs, rel) => {
    for (const entry of readdirSync(abs, { withFileTypes: true })) {
      const a = path.join(abs, entry.name);
      const r = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(a, r);
      else if (entry.isFile()) out.push(r);
    }
  };
  walk(root, '');
  return out.toSorted();
}

const problems = [];
const files = listFiles(dir);
let bytes = 0;

for (const rel of files) {
  if (path.posix.basename(rel) === 'mockServiceWorker.js') {
    problems.push(`${rel}: msw service worker file must not be in a production build`);
  }
  const content = readFileSync(path.join(dir, rel));
  bytes += content.length;
  // latin1 keeps every byte, so ASCII markers are found in any file whatever its encoding.
  const text = content.toString('latin1');
  for (const [marker, meaning] of markers) {
    if (text.includes(marker)) problems.push(`${rel}: contains "${marker}" (${meaning})`);
  }
}

if (!files.includes('index.html')) problems.push('index.html: missing');

const versionRel = 'static/version.json';
if (!files.includes(versionRel)) {
  problems.push(`${versionRel}: missing`);
} else {
  try {
    const parsed = JSON.parse(readFileSync(path.join(dir, versionRel), 'utf8'));
    const version = parsed?.version;
    if ((typeof version !== 'string' && typeof version !== 'number') || String(version).trim() === '') {
      problems.push(`${versionRel}: has no "version" field`);
    }
  } catch (error) {
    problems.push(`${versionRel}: not valid JSON (${error.message})`);
  }
}

// The entry script and the scripts it preloads are compiled eagerly (V8's compile hint must be the file's first line).
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
if (files.includes('index.html')) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const firstLoad = [...html.matchAll(/<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  if (firstLoad.length === 0) problems.push('index.html: loads no module script');
  for (const rel of firstLoad) {
    if (!files.includes(rel)) problems.push(`index.html: loads ${rel}, which is not in the build`);
    else if (!readFileSync(path.join(dir, rel), 'utf8').startsWith(COMPILE_HINT)) problems.push(`${rel}: loaded by index.html at once, but does not begin with V8's compile hint`);
  }
}

const shown = path.relative(process.cwd(), dir) || '.';
console.info(`check-prod-bundle: ${shown}: ${files.length} files, ${(bytes / 1024).toFixed(0)} KiB checked`);
console.info('  checks: no file named mockServiceWorker.js; no file containing any of:');
console.info(`    ${[...markers.keys()].join(', ')}`);
console.info(`  checks: index.html present; ${versionRel} present with a "version" field`);
console.info('  checks: the scripts index.html loads at once begin with V8\'s compile hint');

if (problems.length > 0) {
  console.error(`check-prod-bundle: FAILED, ${problems.length} problem(s) in ${shown}:`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.info('check-prod-bundle: OK');
