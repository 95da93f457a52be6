/**
 * The input of one declared field — in a filter form, an add/edit form, an action's dialog or a process form: its
 * kind's input (./kinds), the one vocabulary of fields.
 */
import '@/i18n/parts/entity';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import type { Lang } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import type { ActionField, EntityField } from '@/entities/define';
import { kindView, type InputContext, type InputProps } from './kinds';
import { formatHint } from './rules';

/** What a form may add to a kind's input context (a dialog's length limit, a process form's readonly flag, format…). */
export type InputExtras = Partial<Omit<InputContext, 'field' | 'label' | 'filter'>>;

/**
 * The input of a field; `value`/`onChange`/`id` come from the enclosing Form.Item. `filter`: in a filter form.
 * `extras` may override the placeholders (undefined: the input's own) and disable the input whatever its kind draws.
 */
export function FieldInput({ field, label, filter = false, extras, ...rest }: { field: EntityField; label: string; filter?: boolean; extras?: InputExtras } & InputProps) {
  const t = useT();
  const lang = useLang();
  // Chinese as the spec has it (请输入…/请选择…); English as a person writes it (docs/architecture.md "English"): no
  // "Enter X" under a label saying X, "Select colour" (the label mid-sentence), "Yes or no" for a yes/no filter.
  const enter = t('entity.placeholder.enter', { label }) || undefined;
  const inSentence = lang === 'en-US' ? midSentence(label) : label;
  const choose = t(field.type === 'switch' ? 'entity.placeholder.yesNo' : 'entity.placeholder.choose', { label: inSentence });
  const input = kindView(field.type).input({ field, label, filter, enter, choose, ...extras }, rest);
  return extras?.disabled ? <ConfigProvider componentDisabled>{input}</ConfigProvider> : input;
}

/** A label in the middle of an English sentence: its first letter in lower case unless it opens an acronym (VIN, ID number). */
export const midSentence = (label: string): string => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);

/**
 * A field's format hint (./rules `formatHint`) as its Form.Item's `extra`, or nothing. The examples it gives may be
 * Chinese in any language (a plate's province: 京A12345): each run of Chinese characters is marked `lang="zh-CN"`, as
 * text in another language is (read aloud as Chinese; the English crawl, tests/e2e/english.spec.ts, takes it as such).
 */
export function hintOf(field: EntityField | ActionField, lang: Lang): ReactNode {
  const text = formatHint(field, lang);
  if (!text) return undefined;
  return text.split(/([\u3400-\u9fff]+)/).map((part, i) => (i % 2 ? <span key={i} lang="zh-CN">{part}</span> : part));
}
