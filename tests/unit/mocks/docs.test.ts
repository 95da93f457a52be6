/** docs/api.md lists every endpoint the demo backend serves. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { handlers } from '@/mocks/handlers';

it('documents every endpoint of the demo backend', () => {
  const doc = readFileSync(resolve(process.cwd(), 'docs/api.md'), 'utf8') // vitest runs from the repository root;
  const paths = handlers.map((h) => String(h.info.path).replace(/^\*/, ''));
  expect(paths.length).toBeGreaterThan(20);
  for (const path of paths) expect(doc, path).toContain(path);
});
