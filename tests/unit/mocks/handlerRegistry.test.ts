/**
 * The demo backend's handler modules are found, not listed (src/mocks/handlers/rest.ts): every module of the folder
 * is served, and no two of them (nor a module and an entity served from its declaration alone) answer one path, so
 * the order they are found in decides no answer.
 */
import { matchRequestUrl, type HttpHandler } from 'msw';
import { expect, it } from 'vitest';
import { coreHandlers } from '@/mocks/handlers/core';
import { restHandlers, restModules } from '@/mocks/handlers/rest';

const modules = Object.entries(import.meta.glob<Record<string, unknown>>('/src/mocks/handlers/*.ts', { eager: true })).map(([p, m]) => [`./${p.split('/').pop()!}`, m] as const);

it('serves every handler module of the folder but the aggregators, and the first answers from core.ts only', () => {
  const aggregators = ['./index.ts', './core.ts', './rest.ts'];
  const served = new Set(coreHandlers);
  // A module is served by the rest, or all its endpoints are the first answers.
  for (const [file, exports] of modules.filter(([f]) => !aggregators.includes(f))) {
    const own = Object.entries(exports).filter(([name, v]) => name.endsWith('Handlers') && Array.isArray(v)).flatMap(([, v]) => v as HttpHandler[]);
    expect(own.length, `${file} exports its endpoints as …Handlers`).toBeGreaterThan(0);
    if (!restModules.has(file)) expect(own.every((h) => served.has(h)), `${file}: served by neither half`).toBe(true);
  }
  expect(restHandlers.filter((h) => served.has(h))).toEqual([]);
});

it('answers no path from two modules', () => {
  const owner = new Map<HttpHandler, string>();
  for (const [file, hs] of restModules) for (const h of hs) owner.set(h, file);
  const all = restHandlers.map((h) => ({ h, file: owner.get(h) ?? '(declared only)', method: String(h.info.method), path: String(h.info.path) }));
  const sample = (p: string) => new URL(`http://localhost${p.replace(/^\*/, '').replace(/:[A-Za-z]+/g, 'x1').replace(/\*/g, 'a')}`);
  const sameMethod = (a: string, b: string) => a === b || a === 'ALL' || b === 'ALL' || a.startsWith('/') || b.startsWith('/');
  const clashes: string[] = [];
  for (const a of all) {
    for (const b of all) {
      if (a.file === b.file || !sameMethod(a.method, b.method)) continue;
      if (a.file < b.file && (matchRequestUrl(sample(a.path), b.path).matches || matchRequestUrl(sample(b.path), a.path).matches)) clashes.push(`${a.method} ${a.path} (${a.file}) ~ ${b.method} ${b.path} (${b.file})`);
    }
  }
  expect(clashes).toEqual([]);
});
