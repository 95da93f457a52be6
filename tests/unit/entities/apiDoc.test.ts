/**
 * docs/api.md's generated parts (api-doc.ts) are those of the current declarations: the entity sections of §4 and
 * the dictionaries and the record search's entities of §8. Regenerate them with `UPDATE_API_DOC=1 npx vitest run tests/unit/entities/apiDoc.test.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@/entities';
import { DICTIONARIES } from '@/entities/dicts';
import { backendOf, notAnOption } from '@/mocks/entities';
import '@/mocks/handlers';
import { REGENERATE, renderDictionaries, renderEntities, renderSearch, replaceGenerated } from './api-doc';

const DOC = path.resolve(process.cwd(), 'docs/api.md');

/** What the demo backend adds to a declaration: a supplier account's scoping (mocks: declared(…, { supplierScoped })). */
function notes(): Record<string, string[]> {
  const scoped = ENTITIES.filter((e) => backendOf(e.id)?.supplierScoped);
  return Object.fromEntries(
    scoped.map((e) => [
      e.id,
      [
        'A signed-in **supplier** account sees only the rows whose `supplierName` is its company, in every call below' +
          (e.endpoints.save ? ' (a row it creates gets its company as `supplierName`, and uniqueness is checked among its rows)' : '') +
          "; provider staff see every supplier's.",
      ],
    ]),
  );
}

describe('docs/api.md', () => {
  it('has the entity sections, the dictionaries and the searched entities generated from src/entities', () => {
    const doc = readFileSync(DOC, 'utf8');
    const expected = [
      ['entities', renderEntities(ENTITIES, DICTIONARIES, { notes: notes(), notAnOption })],
      ['dictionaries', renderDictionaries(DICTIONARIES)],
      ['search', renderSearch(ENTITIES)],
    ].reduce((text, [name, body]) => replaceGenerated(text, name!, body!), doc);
    if (process.env.UPDATE_API_DOC === '1') writeFileSync(DOC, expected);
    const actual = readFileSync(DOC, 'utf8');
    expect(actual === expected, `docs/api.md is out of date: run ${REGENERATE}`).toBe(true);
  });
});
