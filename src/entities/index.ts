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

/** Where a declaration is found: its module (relative to src/entities, `admin/vehicle.ts`) and its export's name. */
export interface DeclaredAt {
  module: string;
  name: string;
}

/** The declarations of the modules, each once with where it is first found, by module path then export name. */
export function declarationsOf(found: Readonly<Record<string, Readonly<Record<string, unknown>>>>): Map<AnySchema, DeclaredAt> {
  const seen = new Map<AnySchema, DeclaredAt>();
  for (const path of Object.keys(found).toSorted()) {
    const exports = found[path]!;
    for (const name of Object.keys(exports).toSorted()) {
      const value = exports[name];
      if (isDeclaration(value) && !seen.has(value)) seen.set(value, { module: path.replace(/^\.\//, ''), name });
    }
  }
  return seen;
}

const found = declarationsOf(modules);

export const ENTITIES: readonly AnySchema[] = [...found.keys()];

/** The area of a declared entity: the folder of its module under src/entities (`admin`, `contract`…); docs/api/<area>.md. */
export function areaOf(schema: AnySchema): string {
  const { module } = declaredAt(schema);
  return module.includes('/') ? module.slice(0, module.indexOf('/')) : module.replace(/\.ts$/, '');
}

/** Where a declared entity is found (the route table's generated screens import it from there: src/app/routes). */
export function declaredAt(schema: AnySchema): DeclaredAt {
  const at = found.get(schema);
  if (at === undefined) throw new Error(`${schema.id} is not a declared entity (src/entities/index.ts)`);
  return at;
}
