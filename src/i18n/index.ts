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

const dictionaries: Record<Lang, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

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

export function t(key: MessageKey, params?: Params, lang: Lang = current): string {
  return format(dictionaries[lang][key], params);
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
