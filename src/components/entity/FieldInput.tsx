/** The input of one declared field in a filter form or an add/edit form: its kind's input (./kinds). */
import '@/i18n/parts/entity';
import { useT } from '@/i18n/react';
import type { EntityField } from '@/entities/define';
import { kindView, type InputProps } from './kinds';

/** The input of a field; `value`/`onChange`/`id` come from the enclosing Form.Item. `filter`: in a filter form. */
export function FieldInput({ field, label, filter = false, ...rest }: { field: EntityField; label: string; filter?: boolean } & InputProps) {
  const t = useT();
  const enter = t('entity.placeholder.enter', { label });
  const choose = t('entity.placeholder.choose', { label });
  return kindView(field.type).input({ field, label, filter, enter, choose }, rest);
}
