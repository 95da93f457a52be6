/**
 * The form rules of a declared field (docs/architecture.md "Contract test"): its required message, then its kind's
 * own §5 rule and the declared ones — the list the demo backend checks, with the same messages. The add/edit form,
 * the filter form and an action's dialog use these and nothing else; the contract test runs them against the
 * backend's answers.
 */
import type { FormRule } from 'antd';
import { pick, type Lang } from '@/i18n';
import { fetchOptions } from '@/api/entity';
import { fieldValidators, laterProblem, optionRefusal, type ActionField, type EntityField, type Paired, type ReferenceField, type Refers } from '@/entities/define';
import { formRule } from '../formRules';
import { kindView } from './kinds';

export function fieldRules(field: EntityField | ActionField, lang: Lang, siblings: readonly EntityField[] = []): FormRule[] {
  const when = 'requiredWhen' in field ? field.requiredWhen : undefined;
  const required = field.required && { required: true, whitespace: true, type: kindView(field.type).valueType, message: pick(field.required, lang) };
  return [
    ...(!required
      ? []
      : when
        ? // A dialog field required only while another has a value (a reason when rejecting): the backend's rule too.
          [({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({ ...required, required: String(getFieldValue(when.field) ?? '') === when.value })]
        : [required]),
    ...fieldValidators(field).map((v) => formRule(v, lang)),
    ...('after' in field && field.after ? [laterRule(field, field.after.field, lang)] : []),
    ...(field.checkWith ? [pairedRule(field, field.checkWith, lang)] : []),
    ...(field.type === 'reference' && field.refers ? [referredRule(field, field.refers, siblings, lang)] : []),
  ];
}

/**
 * The expected form of a field whose rule has a shape (a plate, an identity number, a mobile: the validator's `hint`),
 * shown as its Form.Item's `extra` in an add/edit form and an action's dialog; undefined for the others.
 */
export function formatHint(field: EntityField | ActionField, lang: Lang): string | undefined {
  const hint = fieldValidators(field).find((v) => v.hint)?.hint;
  return hint && pick(hint, lang);
}

/**
 * A backend refusal naming one of the form's `fields` (the answer's `field`: a duplicate, an option no longer
 * offered), with its message in `lang` when the declaration knows it (the field's unique, required and rule messages, an
 * option not offered), else as answered; null when it names none of them.
 */
export function fieldRefusal(fields: readonly (EntityField | ActionField)[], answer: { field?: string | null; msg: string } | null, lang: Lang): { name: string; message: string } | null {
  const field = answer && fields.find((f) => f.name === answer.field);
  if (!answer || !field) return null;
  const known = [field.unique, field.required, optionRefusal(field.label), ...fieldValidators(field).map((v) => v.message)];
  const same = known.find((k) => k?.['zh-CN'] === answer.msg);
  return { name: field.name, message: same ? pick(same, lang) : answer.msg };
}

/** The other fields a field's rules read (its Form.Item's `dependencies`: re-checked when one of them changes). */
export function ruleDependencies(field: EntityField | ActionField): string[] | undefined {
  const names = [
    'requiredWhen' in field && field.requiredWhen ? field.requiredWhen.field : null,
    'after' in field && field.after ? field.after.field : null,
    field.checkWith ? field.checkWith.field : null,
    ...(field.type === 'reference' && field.refers ? (field.refers.with ?? []) : []),
  ].filter((n): n is string => n !== null);
  return names.length ? names : undefined;
}

/** A rule between this field and another (declared `checkWith`): the backend's function over both wire values. */
function pairedRule(field: EntityField, paired: Paired, lang: Lang): FormRule {
  const wire = (v: unknown) => kindView(field.type).toWire?.(v) ?? v;
  return ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      const problem = paired.problem(wire(value), wire(getFieldValue(paired.field)));
      return problem ? Promise.reject(new Error(pick(problem, lang))) : Promise.resolve();
    },
  });
}

/** A time or date after another field's (declared `after`): the backend's rule, compared as the wire values. */
function laterRule(field: EntityField, other: string, lang: Lang): FormRule {
  const wire = (v: unknown) => kindView(field.type).toWire?.(v) ?? v;
  return ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) => {
      const problem = laterProblem(field, wire(value), wire(getFieldValue(other)));
      return problem ? Promise.reject(new Error(pick(problem, lang))) : Promise.resolve();
    },
  });
}

/**
 * A reference's cross-record rule (declared `refers`): the backend's function over the chosen record (the fields its
 * option carries) and the form's wire values of the fields it reads (`siblings`: the form's fields, for their kinds).
 */
function referredRule(field: ReferenceField, refers: Refers, siblings: readonly EntityField[], lang: Lang): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      const option = (await fetchOptions(field.optionsPath)).find((o) => o.value === String(value as string | number));
      const row: Record<string, unknown> = { [field.name]: value };
      for (const name of refers.with ?? []) {
        const sibling = siblings.find((f) => f.name === name);
        const v: unknown = getFieldValue(name);
        row[name] = sibling ? (kindView(sibling.type).toWire?.(v) ?? v) : v;
      }
      const problem = option?.record ? refers.problem(option.record, row) : null;
      if (problem) throw new Error(pick(problem, lang));
    },
  });
}
