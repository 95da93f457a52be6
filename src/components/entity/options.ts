/**
 * Option sources of the entity screens: §3 dictionaries (one cached service, src/api/dict), the opened cities
 * and a city's stores (§7). Hooks keep their answer in state, so a kept-alive screen shown again does not flash.
 */
import { useEffect, useState } from 'react';
import { loadDict, type DictEntry } from '@/api/dict';
import { fetchHiddenFields } from '@/api/entity';
import { fetchCities, fetchStores, type CityOption, type StoreOption } from '@/api/region';
import { pick, type Lang } from '@/i18n';
import type { EnumField } from '@/entities/define';

export interface Option {
  value: string;
  label: string;
}

/** The entries of a dictionary type ([] while loading or when it failed: the select is simply empty). */
export function useDict(type: string | undefined): DictEntry[] {
  const [entries, setEntries] = useState<{ type?: string; list: DictEntry[] }>({ list: [] });
  useEffect(() => {
    if (!type) return;
    let live = true;
    void loadDict(type).then((r) => {
      if (live && r.ok) setEntries({ type, list: r.data });
    });
    return () => {
      live = false;
    };
  }, [type]);
  return entries.type === type ? entries.list : [];
}

export function dictOptions(entries: readonly DictEntry[], lang: Lang): Option[] {
  return entries.map((e) => ({ value: e.value, label: lang === 'en-US' && e.labelEn ? e.labelEn : e.label }));
}

/** The options of an enum or multi field: its dictionary's, or its fixed ones. */
export function useEnumOptions(field: Pick<EnumField, 'dict' | 'options'> | undefined, lang: Lang): Option[] {
  const entries = useDict(field?.dict);
  if (!field) return [];
  if (field.options) return field.options.map((o) => ({ value: o.value, label: pick(o.label, lang) }));
  return dictOptions(entries, lang);
}

/** The label of a value among options (the value itself when unknown; '' when empty). */
export function optionLabel(options: readonly Option[], value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  return options.find((o) => o.value === text)?.label ?? text;
}

/** §7 the opened cities (asked once per session). */
export function useCities(enabled = true): CityOption[] {
  const [cities, setCities] = useState<CityOption[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void fetchCities().then((r) => {
      if (live && r.ok && Array.isArray(r.data)) setCities(r.data);
    });
    return () => {
      live = false;
    };
  }, [enabled]);
  return cities;
}

/**
 * §7 the stores of a city, reloaded whenever the city changes ([] without a city). `storeStatus` 1 asks for open
 * stores only (the create-order flow).
 */
export function useStores(cityId: string | number | undefined, storeStatus?: number): { stores: StoreOption[]; loading: boolean } {
  const [state, setState] = useState<{ city?: string; stores: StoreOption[]; loading: boolean }>({ stores: [], loading: false });
  const key = cityId === undefined || cityId === '' ? undefined : String(cityId);
  useEffect(() => {
    if (!key) return;
    const ac = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    void fetchStores(key, { signal: ac.signal, storeStatus }).then((r) => {
      if (ac.signal.aborted) return;
      setState({ city: key, stores: r.ok && Array.isArray(r.data) ? r.data : [], loading: false });
    });
    return () => ac.abort();
  }, [key, storeStatus]);
  return key && state.city === key ? { stores: state.stores, loading: state.loading } : { stores: [], loading: !!key && state.loading };
}

/** Several dictionaries at once (a table's enum columns): type → entries, each filled in as it arrives. */
export function useDicts(types: readonly string[]): ReadonlyMap<string, DictEntry[]> {
  const key = [...new Set(types)].sort().join(',');
  const [loaded, setLoaded] = useState<ReadonlyMap<string, DictEntry[]>>(new Map());
  useEffect(() => {
    if (!key) return;
    let live = true;
    for (const type of key.split(',')) {
      void loadDict(type).then((r) => {
        if (live && r.ok) setLoaded((m) => new Map(m).set(type, r.data));
      });
    }
    return () => {
      live = false;
    };
  }, [key]);
  return loaded;
}

const NOTHING_HIDDEN: ReadonlySet<string> = new Set();

/** §3 menu visibility entries: the fields a page hides (none until they arrive). */
export function useHiddenFields(pageCode: string): ReadonlySet<string> {
  const [hidden, setHidden] = useState<{ page: string; fields: ReadonlySet<string> } | null>(null);
  useEffect(() => {
    let live = true;
    void fetchHiddenFields(pageCode).then((fields) => live && setHidden({ page: pageCode, fields }));
    return () => {
      live = false;
    };
  }, [pageCode]);
  return hidden?.page === pageCode ? hidden.fields : NOTHING_HIDDEN;
}
