/**
 * The form rules of a declared field (docs/architecture.md "Contract test"): its required message, then its kind's
 * own §5 rule and the declared ones — the list the demo backend checks, with the same messages. The add/edit form
 * uses these and nothing else; the contract test runs them against the backend's answers.
 */
import type { FormRule } from 'antd';
import { pick, type Lang } from '@/i18n';
import { fieldValidators, type EntityField } from '@/entities/define';
import { formRule } from '../formRules';
import { kindView } from './kinds';

export function fieldRules(field: EntityField, lang: Lang): FormRule[] {
  return [
    ...(field.required ? [{ required: true, whitespace: true, type: kindView(field.type).valueType, message: pick(field.required, lang) }] : []),
    ...fieldValidators(field).map((v) => formRule(v, lang)),
  ];
}
