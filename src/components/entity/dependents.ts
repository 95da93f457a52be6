/**
 * Dependent fields (docs/architecture.md "Entities"): a store depends on its city; when what a field depends on
 * changes, the field is cleared (its options reload for the new value) — in filter forms and add/edit forms alike.
 */
import type { FormInstance } from 'antd';
import { useMemo } from 'react';
import type { AnySchema } from '@/entities/define';

/** The form's onValuesChange that clears the fields depending on a changed one. */
export function useClearDependents(schema: AnySchema, form: FormInstance): (changed: Record<string, unknown>) => void {
  return useMemo(() => {
    const dependents = new Map<string, string[]>();
    for (const f of schema.fields) {
      if (f.type === 'store') dependents.set(f.city, [...(dependents.get(f.city) ?? []), f.name]);
    }
    return (changed: Record<string, unknown>) => {
      for (const name of Object.keys(changed)) for (const dependent of dependents.get(name) ?? []) form.setFieldValue(dependent, undefined);
    };
  }, [schema, form]);
}
