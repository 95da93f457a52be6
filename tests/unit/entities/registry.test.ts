/**
 * Every entity declared under src/entities is in ENTITIES (src/entities/index.ts), so the contract test, the demo
 * backend's registry and docs/api.md cover it: a declaration left out of the list fails here.
 */
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@/entities';
import type { AnySchema } from '@/entities/define';

const modules = import.meta.glob<Record<string, unknown>>('/src/entities/**/*.ts', { eager: true });

const isSchema = (v: unknown): v is AnySchema =>
  typeof v === 'object' && v !== null && 'id' in v && 'fields' in v && 'endpoints' in v && Array.isArray((v as AnySchema).fields);

describe('the entity registry', () => {
  it('lists every declared entity once', () => {
    const declared = new Set(Object.values(modules).flatMap((m) => Object.values(m).filter(isSchema)));
    expect(declared.size).toBeGreaterThan(10);
    for (const schema of declared) expect(ENTITIES, schema.id).toContain(schema);
    expect(new Set(ENTITIES.map((e) => e.id)).size, 'ids are unique').toBe(ENTITIES.length);
  });
});
