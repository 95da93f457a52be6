/**
 * Dependent fields (docs/architecture.md "Entities"): a store depends on its city, a dependent reference on the
 * field its `dependsOn` names (a vehicle's driver on the vehicle); when what a field depends on changes, the field is
 * cleared (its options reload for the new value) — in filter forms, add/edit forms and action dialogs alike.
 */
import type { FormInstance } from 'antd';
import { createContext, useMemo } from 'react';
import { dependencyOf, type EntityField } from '@/entities/define';

/** The fields of the form around an input (a dependent input names the field it waits for by that field's label). */
export const FormFieldsContext = createContext<readonly EntityField[]>([]);

/**
 * The stored row an edit form changes (null when adding): a reference keeps offering the row's own choice though it
 * is no longer among the options (a colour disabled since) — the backend takes an unchanged reference as it is.
 */
export const EditingRowContext = createContext<Readonly<Record<string, unknown>> | null>(null);

/**
 * The row an action's dialog acts on (null outside a dialog): a reference declaring `rowParam` asks its options for
 * that row's value (the free cars of this order).
 */
export const DialogRowContext = createContext<Readonly<Record<string, unknown>> | null>(null);

/** The form's onValuesChange that clears the fields depending on a changed one. */
export function useClearDependents(fields: readonly EntityField[], form: FormInstance): (changed: Record<string, unknown>) => void {
  return useMemo(() => {
    const dependents = new Map<string, string[]>();
    for (const f of fields) {
      const on = dependencyOf(f);
      if (on !== undefined) dependents.set(on, [...(dependents.get(on) ?? []), f.name]);
    }
    return (changed: Record<string, unknown>) => {
      for (const name of Object.keys(changed)) for (const dependent of dependents.get(name) ?? []) form.setFieldValue(dependent, undefined);
    };
  }, [fields, form]);
}
