import { useCallback, useSyncExternalStore } from 'react';
import { format, getLang, pick, subscribeLang, t, type Bilingual, type Lang, type MessageKey, type Params } from './index';

export function useLang(): Lang {
  return useSyncExternalStore(subscribeLang, getLang, getLang);
}

/** `const t = useT()` re-renders the component when the language changes. */
export function useT(): (key: MessageKey, params?: Params) => string {
  const lang = useLang();
  return useCallback((key: MessageKey, params?: Params) => t(key, params, lang), [lang]);
}

/** `const say = useSay(); say(M.title, { n: 2 })`: a screen's own bilingual text in the current language, formatted. */
export function useSay(): (text: Bilingual, params?: Params) => string {
  const lang = useLang();
  return useCallback((text: Bilingual, params?: Params) => format(pick(text, lang), params), [lang]);
}
