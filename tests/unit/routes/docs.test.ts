import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalog } from '@/entities/routes/catalog';
import { renderRoutesDoc } from './routes-doc';

const DOC = path.resolve(process.cwd(), 'docs/routes.md');

describe('docs/routes.md', () => {
  it('is the route inventory generated from the catalogue', () => {
    const expected = renderRoutesDoc(catalog);
    if (process.env.UPDATE_ROUTES_DOC === '1') writeFileSync(DOC, expected);
    const actual = readFileSync(DOC, 'utf8');
    expect(actual === expected, 'docs/routes.md is out of date: run UPDATE_ROUTES_DOC=1 npx vitest run tests/unit/routes/docs.test.ts').toBe(true);
  });
});
