import { useCallback, useSyncExternalStore } from 'react';
import { getLang, subscribeLang, t, type Lang, type MessageKey, type Params } from './index';

export function useLang(): Lang {
  return useSyncExternalStore(subscribeLang, getLang, getLang);
}

/** `const t = useT()` re-renders the component when the language changes. */
export function useT(): (key: MessageKey, params?: Params) => string {
  const lang = useLang();
  return useCallback((key: MessageKey, params?: Params) => t(key, params, lang), [lang]);
}
