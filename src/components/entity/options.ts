/**
 * Option sources of the entity screens: §3 dictionaries, the opened cities and a city's stores (§7), and the §3 menu
 * visibility entries, as queries of the console's query cache (src/api/query): dictionaries, cities and visibility
 * are asked once a session (a failure is not kept: the next reader asks again), a city's stores are kept a while.
 * What is held is shown at once, so a kept-alive screen shown again does not flash.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { loadDict, type DictEntry } from '@/api/dict';
import { fetchHiddenFields } from '@/api/entity';
import { queryKeys, STORES_STALE_MS, unwrap, type ApiFailure } from '@/api/query';
import { fetchCities, fetchStores, type CityOption, type StoreOption } from '@/api/region';
import { pick, type Lang } from '@/i18n';
import type { EnumField } from '@/entities/define';

export interface Option {
  value: string;
  label: string;
}

/** For the whole session (sign-in and sign-out forget it). */
const SESSION = { staleTime: Infinity, gcTime: Infinity } as const;

const NO_ENTRIES: DictEntry[] = [];

const dictQuery = (type: string) => ({
  queryKey: queryKeys.dict(type),
  queryFn: ({ signal }: { signal: AbortSignal }) => loadDict(type, signal).then(unwrap),
  ...SESSION,
});

/** The entries of a dictionary type ([] while loading or when it failed: the select is simply empty). */
export function useDict(type: string | undefined): DictEntry[] {
  const q = useQuery<DictEntry[], ApiFailure>({ ...dictQuery(type ?? ''), enabled: !!type });
  return type ? (q.data ?? NO_ENTRIES) : NO_ENTRIES;
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

const NO_CITIES: CityOption[] = [];
const NO_STORES: StoreOption[] = [];

/** §7 the opened cities (asked once per session). */
export function useCities(enabled = true): CityOption[] {
  const q = useQuery<CityOption[], ApiFailure>({
    queryKey: queryKeys.cities(),
    queryFn: async ({ signal }) => {
      const list = unwrap(await fetchCities(signal));
      return Array.isArray(list) ? list : [];
    },
    enabled,
    ...SESSION,
  });
  return enabled ? (q.data ?? NO_CITIES) : NO_CITIES;
}

/**
 * §7 the stores of a city, reloaded whenever the city changes ([] without a city). `storeStatus` 1 asks for open
 * stores only (the create-order flow).
 */
export function useStores(cityId: string | number | undefined, storeStatus?: number): { stores: StoreOption[]; loading: boolean } {
  const key = cityId === undefined || cityId === '' ? undefined : String(cityId);
  const q = useQuery<StoreOption[], ApiFailure>({
    queryKey: queryKeys.stores(key ?? '', storeStatus),
    queryFn: async ({ signal }) => {
      const list = unwrap(await fetchStores(key ?? '', { signal, storeStatus }));
      return Array.isArray(list) ? list : [];
    },
    enabled: !!key,
    staleTime: STORES_STALE_MS,
  });
  return key ? { stores: q.data ?? NO_STORES, loading: q.isFetching } : { stores: NO_STORES, loading: false };
}

/** Several dictionaries at once (a table's enum columns): type → entries, each filled in as it arrives. */
export function useDicts(types: readonly string[]): ReadonlyMap<string, DictEntry[]> {
  const sorted = [...new Set(types)].sort();
  const key = sorted.join(',');
  const combine = useCallback(
    (results: readonly { data?: DictEntry[] }[]): ReadonlyMap<string, DictEntry[]> =>
      new Map(key ? key.split(',').flatMap((type, i) => (results[i]?.data ? [[type, results[i].data] as const] : [])) : []),
    [key],
  );
  return useQueries({ queries: sorted.map(dictQuery), combine });
}

const NOTHING_HIDDEN: ReadonlySet<string> = new Set();

/** §3 menu visibility entries: the fields a page hides (none until they arrive, nor when asking failed). */
export function useHiddenFields(pageCode: string): ReadonlySet<string> {
  const q = useQuery<ReadonlySet<string>, ApiFailure>({
    queryKey: queryKeys.hiddenFields(pageCode),
    queryFn: ({ signal }) => fetchHiddenFields(pageCode, signal).then(unwrap),
    ...SESSION,
  });
  return q.data ?? NOTHING_HIDDEN;
}
