/** docs/api.md and the areas' files it links (docs/api/<area>.md) list every endpoint the demo backend serves. */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { handlers } from '@/mocks/handlers';

it('documents every endpoint of the demo backend', () => {
  const root = process.cwd(); // vitest runs from the repository root
  const areas = readdirSync(resolve(root, 'docs/api')).map((f) => readFileSync(resolve(root, 'docs/api', f), 'utf8'));
  const doc = [readFileSync(resolve(root, 'docs/api.md'), 'utf8'), ...areas].join('\n');
  const paths = handlers.map((h) => String(h.info.path).replace(/^\*/, ''));
  expect(paths.length).toBeGreaterThan(20);
  for (const path of paths) expect(doc, path).toContain(path);
});
