/**
 * A handler module's declared entities, each with where its rows live (`declared`), served together: each one's
 * endpoints and its reference fields' options (`declaredHandlers`), in the order given (docs/architecture.md "Demo
 * backend"). An options path several of them share (the suppliers' names of ./handlers/dispatch.ts) is served once,
 * with the first that names it; each still checks its saved values among them.
 */
import type { HttpHandler } from 'msw';
import type { AnySchema } from '@/entities/define';
import { declared, declaredHandlers, type Backing, type EntityDef } from './entities';

export function served<K extends string>(table: Readonly<Record<K, readonly [AnySchema, Backing]>>): { entities: Record<K, EntityDef>; handlers: HttpHandler[] } {
  const entities = {} as Record<K, EntityDef>;
  const handlers: HttpHandler[] = [];
  const servedOptions = new Set<string>();
  for (const [key, [schema, backing]] of Object.entries(table) as [K, readonly [AnySchema, Backing]][]) {
    entities[key] = declared(schema, backing);
    const options = Object.entries(backing.options ?? {}).filter(([path]) => !servedOptions.has(path));
    for (const [path] of options) servedOptions.add(path);
    handlers.push(...declaredHandlers(entities[key], { options: Object.fromEntries(options) }));
  }
  return { entities, handlers };
}
