/**
 * Every endpoint of the demo backend but the first answers (./core.ts). The browser loads this module when a call
 * first needs it (src/mocks/router.ts); Node has it from ./index.ts.
 *
 * Found, not listed (docs/architecture.md "Demo backend"): every module of this folder is read, and each of its
 * exports named `…Handlers` is its endpoints; the first answers' are left to ./core.ts. An area's handler module is
 * served by being here. Modules are taken by file name, then the entities served from their declaration alone;
 * no two modules serve one path (tests/unit/mocks/handlerRegistry.test.ts), so that order decides no answer.
 */
import type { HttpHandler } from 'msw';
import { ENTITIES } from '@/entities';
import { backendOf, declared, entityHandlers, type Collections } from '../entities';
import { coreHandlers } from './core';

/** Every handler module of this folder but the aggregators. */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts', '!./core.ts', '!./rest.ts'], { eager: true });

// Every seed module (src/mocks/seeds/README.md): each registers the collections it seeds (an entity's: named by its id).
import.meta.glob('../seeds/*.ts', { eager: true });

/** A module's endpoints: its exports named `…Handlers`, by export name, less the first answers (./core.ts). */
export function handlersOf(found: Readonly<Record<string, Readonly<Record<string, unknown>>>>, served: ReadonlySet<HttpHandler>): Map<string, HttpHandler[]> {
  const out = new Map<string, HttpHandler[]>();
  for (const path of Object.keys(found).toSorted()) {
    const exports = found[path]!;
    const handlers = Object.keys(exports)
      .filter((name) => name.endsWith('Handlers') && Array.isArray(exports[name]))
      .toSorted()
      .flatMap((name) => exports[name] as HttpHandler[])
      .filter((h) => !served.has(h));
    if (handlers.length > 0) out.set(path, handlers);
  }
  return out;
}

/** The endpoints of each handler module, by its path (the registry's test reads them). */
export const restModules: ReadonlyMap<string, readonly HttpHandler[]> = handlersOf(modules, new Set(coreHandlers));

/** Every declared entity no handler module serves: served from its declaration alone, on the collection of its id. */
const declaredOnly = ENTITIES.filter((s) => s.base && !backendOf(s.id)).flatMap((s) => entityHandlers(declared(s, { collection: s.id as Collections })));

export const restHandlers: HttpHandler[] = [...[...restModules.values()].flat(), ...declaredOnly];
