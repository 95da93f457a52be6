/**
 * Every declared entity, for what reads them all: the demo backend's registry, the docs/api.md generator and the
 * contract test. Screens import the one entity they show (entities/<area>/<entity>), never this list, so a screen's
 * code does not grow with the number of entities.
 *
 * Found, not listed (docs/architecture.md "Entities"): every module under src/entities but the areas' index files is
 * read, and each export that is a declaration (`defineEntity`'s result) is one entity. Adding an entity's module is
 * all it takes. The order is stable: by module path, then by export name (a module namespace's order), each
 * declaration once (where it is first found), so the contract test and docs/api.md read them in the same order.
 */
import type { AnySchema } from './define';

const modules = import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./index.ts', '!./*/index.ts'], { eager: true });

/** Whether an export is a declaration: what `defineEntity` returns (an id, fields, its endpoints). */
export function isDeclaration(value: unknown): value is AnySchema {
  return typeof value === 'object' && value !== null && 'id' in value && 'endpoints' in value && 'fields' in value && Array.isArray((value as AnySchema).fields);
}

/** The declarations of the modules, each once with the module it is first found in, by module path then export name. */
export function declarationsOf(found: Readonly<Record<string, Readonly<Record<string, unknown>>>>): Map<AnySchema, string> {
  const seen = new Map<AnySchema, string>();
  for (const path of Object.keys(found).toSorted()) {
    const exports = found[path]!;
    for (const name of Object.keys(exports).toSorted()) {
      const value = exports[name];
      if (isDeclaration(value) && !seen.has(value)) seen.set(value, path.replace(/^\.\//, ''));
    }
  }
  return seen;
}

const found = declarationsOf(modules);

export const ENTITIES: readonly AnySchema[] = [...found.keys()];

/** The area of a declared entity: the folder of its module under src/entities (`admin`, `contract`…); docs/api/<area>.md. */
export function areaOf(schema: AnySchema): string {
  const path = found.get(schema);
  if (path === undefined) throw new Error(`${schema.id} is not a declared entity (src/entities/index.ts)`);
  return path.includes('/') ? path.slice(0, path.indexOf('/')) : path.replace(/\.ts$/, '');
}
