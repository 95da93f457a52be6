/**
 * A route path is written once: the screens an entity declares (`screens: { list, detail, add, edit }`, and its steps'
 * `route`s) are built from its declaration, through src/app/routes/declaredScreens.ts, generated here from the
 * declarations (the table of pages loads lazily and must not import every declaration to know its paths). This test
 * fails when the file and the declarations disagree; regenerate it with `UPDATE_ROUTES_DOC=1 npx vitest run
 * tests/unit/routes/`. A row's links
 * write a path again (`openById('detail', …, '/VehiclesDetail', …)`): they must open routes of the table, and the
 * detail and edit links the declared detail and edit screens.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredScreens } from '@/app/routes/declaredScreens';
import { bespokePages, builtPages } from '@/app/routes/pages';
import { findRoute } from '@/app/routes/table';
import { declaredAt, ENTITIES } from '@/entities';
import { stepRoutes, type AnySchema } from '@/entities/define';

const FILE = path.resolve(process.cwd(), 'src/app/routes/declaredScreens.ts');
const REGENERATE = 'UPDATE_ROUTES_DOC=1 npx vitest run tests/unit/routes/';

/** The paths an entity's declaration draws: its list, detail, add and edit screens, and its steps' routes. */
const screensOf = (schema: AnySchema) => [
  ...(['list', 'detail', 'add', 'edit'] as const).flatMap((k) => (schema.screens?.[k] ? [schema.screens[k]] : [])),
  ...stepRoutes(schema).map((s) => s.route),
];

/** Each declared path no bespoke screen takes → the entity declaring it; two entities declaring one path is an error. */
function declared(): Map<string, AnySchema> {
  const out = new Map<string, AnySchema>();
  const clashes: string[] = [];
  for (const schema of ENTITIES) {
    for (const p of new Set(screensOf(schema))) {
      if (p in bespokePages) continue;
      const other = out.get(p);
      if (other && other !== schema) clashes.push(`${p}: ${other.id} and ${schema.id}`);
      out.set(p, schema);
    }
  }
  expect(clashes, 'a screen path declared by two entities (make one bespoke, or declare it once)').toEqual([]);
  return out;
}

/** A path's line of the generated maps: its declaration, loaded lazily. */
function entry(p: string, schema: AnySchema): string {
  const { module, name } = declaredAt(schema);
  return `  '${p}': () => import('@/entities/${module.replace(/\.ts$/, '')}').then((m) => m.${name}),`;
}

function render(): string {
  const lines = [...declared()].map(([p, schema]) => entry(p, schema));
  const steps = ENTITIES.flatMap((schema) => stepRoutes(schema).map((s) => entry(s.route, schema)));
  return [
    '/**',
    " * Generated from the declarations' `screens` (src/entities) by tests/unit/routes/declaredScreens.test.ts; do not edit",
    ` * by hand. Regenerate: ${REGENERATE}`,
    ' *',
    ' * Each screen path an entity declares that no bespoke screen takes (./pages.ts `bespokePages`), with its declaration',
    ' * loaded lazily: ./pages.ts draws it with the generic screens.',
    ' */',
    "import type { AnySchema } from '@/entities/define';",
    '',
    'export const declaredScreens: Readonly<Record<string, () => Promise<AnySchema>>> = {',
    ...lines,
    '};',
    '',
    '/**',
    " * Each step's route (a transition's or a row action's `route`), bespoke or not, with the declaration naming it: the",
    " * bench and the crawls open it with a record the step allows (tests/e2e/stepAddress.ts).",
    ' */',
    'export const stepScreens: Readonly<Record<string, () => Promise<AnySchema>>> = {',
    ...steps,
    '};',
    '',
  ].join('\n');
}

describe('the declared screens', () => {
  it('src/app/routes/declaredScreens.ts is generated from the declarations', () => {
    const expected = render();
    if (process.env.UPDATE_ROUTES_DOC === '1') writeFileSync(FILE, expected);
    expect(readFileSync(FILE, 'utf8') === expected, `src/app/routes/declaredScreens.ts is out of date: run ${REGENERATE}`).toBe(true);
  });

  it('every declared screen is a route of the table and is built', () => {
    for (const schema of ENTITIES) {
      for (const p of [...screensOf(schema), ...(schema.screens?.alsoListed ?? [])]) {
        expect(findRoute(p), `${schema.id}: ${p} is not in the route table`).toBeDefined();
        expect(p in builtPages, `${schema.id}: ${p} is not built`).toBe(true);
      }
    }
  });

  it('draws each declared screen with its own declaration', async () => {
    for (const [p, schema] of declared()) expect(await declaredScreens[p]!(), p).toBe(schema);
  });

  it("opens routes of the table from every row link, and the detail and edit links open the declared screens", () => {
    // A row every field of which reads '1': enough for a link to build its address.
    const row = new Proxy({}, { get: (_, key) => (typeof key === 'string' ? '1' : undefined) }) as Record<string, unknown>;
    const wrong: string[] = [];
    for (const schema of ENTITIES) {
      for (const action of schema.actions ?? []) {
        if (!action.open) continue;
        const target = action.open(row, schema.screens?.list ?? '/').split('?')[0]!;
        if (!findRoute(target)) wrong.push(`${schema.id} ${action.key}: ${target} is not in the route table`);
        const declaredScreen = action.key === 'detail' ? schema.screens?.detail : action.key === 'edit' ? schema.screens?.edit : undefined;
        if (declaredScreen && target !== declaredScreen) wrong.push(`${schema.id} ${action.key}: opens ${target}, declares ${declaredScreen}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
