/**
 * A handler module's declared entities, each with where its rows live (`declared`), served together: each one's
 * endpoints and its reference fields' options (`declaredHandlers`), in the order given (docs/architecture.md "Demo
 * backend"). A module whose entities share one options path serves it once instead (./handlers/dispatch.ts).
 */
import type { HttpHandler } from 'msw';
import type { AnySchema } from '@/entities/define';
import { declared, declaredHandlers, type Backing, type EntityDef } from './entities';

export function served<K extends string>(table: Readonly<Record<K, readonly [AnySchema, Backing]>>): { entities: Record<K, EntityDef>; handlers: HttpHandler[] } {
  const entities = {} as Record<K, EntityDef>;
  const handlers: HttpHandler[] = [];
  for (const [key, [schema, backing]] of Object.entries(table) as [K, readonly [AnySchema, Backing]][]) {
    entities[key] = declared(schema, backing);
    handlers.push(...declaredHandlers(entities[key], backing));
  }
  return { entities, handlers };
}
