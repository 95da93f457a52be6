/**
 * The §5 validators of src/lib as antd Form rules, with the message in the current language.
 * `rules={[{ required: true }, formRule(isMobile)]}` or, in a component, `const rule = useRules()`.
 */
import type { FormRule } from 'antd';
import { useCallback } from 'react';
import { getLang, pick, type Lang } from '@/i18n';
import { useLang } from '@/i18n/react';
import type { Validator } from '@/lib/validators';

/** An antd rule running the validator; the message follows `lang`, or the language at validation time. */
export function formRule(validator: Validator, lang?: Lang): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const message = validator.check(value);
      return message ? Promise.reject(new Error(pick(message, lang ?? getLang()))) : Promise.resolve();
    },
  };
}

/** `const rule = useRules(); … rules={[rule(isPlate)]}`: rules that re-render with the language. */
export function useRules(): (validator: Validator) => FormRule {
  const lang = useLang();
  return useCallback((validator: Validator) => formRule(validator, lang), [lang]);
}
