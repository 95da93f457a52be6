/**
 * docs/api.md's generated parts (api-doc.ts) are those of the current declarations: the index of the areas' files and
 * the dictionaries and the record search's entities of §8; and each area's entity sections are its file
 * docs/api/<area>.md, one per folder of src/entities, so work on two areas does not touch one file. Regenerate them
 * with `UPDATE_API_DOC=1 npx vitest run tests/unit/entities/apiDoc.test.ts`.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaOf, ENTITIES } from '@/entities';
import type { AnySchema } from '@/entities/define';
import { DICTIONARIES } from '@/entities/dicts';
import { backendOf, notAnOption } from '@/mocks/entities';
import '@/mocks/handlers';
import { REGENERATE, renderArea, renderAreaIndex, renderDictionaries, renderSearch, replaceGenerated } from './api-doc';

const DOC = path.resolve(process.cwd(), 'docs/api.md');
const AREAS_DIR = path.resolve(process.cwd(), 'docs/api');
const UPDATE = process.env.UPDATE_API_DOC === '1';

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

/** The declared entities by area, the areas by name, each area's entities in ENTITIES' order. */
function byArea(): Map<string, AnySchema[]> {
  const areas = new Map<string, AnySchema[]>();
  for (const e of ENTITIES) areas.set(areaOf(e), [...(areas.get(areaOf(e)) ?? []), e]);
  return new Map([...areas].toSorted(([a], [b]) => (a < b ? -1 : 1)));
}

describe('docs/api.md', () => {
  it('has the index of the areas, the dictionaries and the searched entities generated from src/entities', () => {
    const doc = readFileSync(DOC, 'utf8');
    const expected = [
      ['entities', renderAreaIndex(byArea())],
      ['dictionaries', renderDictionaries(DICTIONARIES)],
      ['search', renderSearch(ENTITIES)],
    ].reduce((text, [name, body]) => replaceGenerated(text, name!, body!), doc);
    if (UPDATE) writeFileSync(DOC, expected);
    const actual = readFileSync(DOC, 'utf8');
    expect(actual === expected, `docs/api.md is out of date: run ${REGENERATE}`).toBe(true);
  });

  it('has one file of entity sections per area, docs/api/<area>.md, and no other', () => {
    const areas = byArea();
    if (UPDATE) {
      mkdirSync(AREAS_DIR, { recursive: true });
      for (const file of readdirSync(AREAS_DIR)) if (!areas.has(file.replace(/\.md$/, ''))) unlinkSync(path.join(AREAS_DIR, file));
      for (const [area, entities] of areas) writeFileSync(path.join(AREAS_DIR, `${area}.md`), renderArea(area, entities, DICTIONARIES, { notes: notes(), notAnOption }));
    }
    expect(existsSync(AREAS_DIR), `docs/api/ is missing: run ${REGENERATE}`).toBe(true);
    expect(readdirSync(AREAS_DIR).toSorted(), `docs/api/ holds one file per area: run ${REGENERATE}`).toEqual([...areas.keys()].map((a) => `${a}.md`).toSorted());
    for (const [area, entities] of areas) {
      const actual = readFileSync(path.join(AREAS_DIR, `${area}.md`), 'utf8');
      expect(actual === renderArea(area, entities, DICTIONARIES, { notes: notes(), notAnOption }), `docs/api/${area}.md is out of date: run ${REGENERATE}`).toBe(true);
    }
  });
});
