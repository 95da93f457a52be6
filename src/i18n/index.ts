/**
 * Framework-free i18n core: dictionaries, current language, `t()`. React bindings live in ./react.
 * zh-CN is the default; the chosen language is remembered in local storage.
 */
import { LOCAL_KEYS, readString, writeString } from '@/lib/storage';
import enUS from './en-US';
import zhCN, { type MessageKey } from './zh-CN';

export type { MessageKey };
export type Lang = 'zh-CN' | 'en-US';
export const LANGS: readonly Lang[] = ['zh-CN', 'en-US'];

/**
 * The messages in the first load, and the parts added by the screens that use them (./parts/entity, ./parts/tree:
 * `addMessages` when their module is loaded), so that the first load does not grow with the screens' own texts.
 */
const dictionaries: Record<Lang, Partial<Record<MessageKey, string>>> = { 'zh-CN': { ...zhCN }, 'en-US': { ...enUS } };

/** Adds a part of the messages (both languages, the same keys: its module type-checks that). */
export function addMessages(zh: Readonly<Record<string, string>>, en: Readonly<Record<string, string>>): void {
  Object.assign(dictionaries['zh-CN'], zh);
  Object.assign(dictionaries['en-US'], en);
}

function isLang(v: unknown): v is Lang {
  return v === 'zh-CN' || v === 'en-US';
}

let current: Lang = (() => {
  const stored = readString('local', LOCAL_KEYS.language);
  return isLang(stored) ? stored : 'zh-CN';
})();
const listeners = new Set<() => void>();

export function getLang(): Lang {
  return current;
}

export function setLang(lang: Lang): void {
  if (lang === current) return;
  current = lang;
  writeString('local', LOCAL_KEYS.language, lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  listeners.forEach((fn) => fn());
}

export function subscribeLang(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export type Params = Record<string, string | number>;

/** Replaces `{name}` placeholders with the given values. */
export function format(template: string, params?: Params): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}

/**
 * A message in the given language. A key of a part that was not added (its module not imported by the caller)
 * shows as the key itself, and says so on the console.
 */
export function t(key: MessageKey, params?: Params, lang: Lang = current): string {
  const text = dictionaries[lang][key];
  if (text === undefined) {
    console.error(`i18n: no message ${key} (is its part imported?)`);
    return key;
  }
  return format(text, params);
}

/** A text given in both languages (route titles, spec messages kept next to their rule). */
export interface Bilingual {
  'zh-CN': string;
  'en-US': string;
}

/** A Bilingual from its two texts: `bi('查询', 'Search')`. */
export function bi(zh: string, en: string): Bilingual {
  return { 'zh-CN': zh, 'en-US': en };
}

export function pick(text: Bilingual, lang: Lang = current): string {
  return text[lang];
}
