/**
 * Storage keys and defensive readers. §2: session storage keys loginFlag, menuIsActive, defaultActive,
 * orderNo, editableTabs, horizontalMenuList, horizontalMenuUrlList; local storage key VERSION.
 * Corrupt or missing values never throw: readers return the fallback.
 */
export const SESSION_KEYS = {
  loginFlag: 'loginFlag',
  menuIsActive: 'menuIsActive',
  defaultActive: 'defaultActive',
  orderNo: 'orderNo',
  editableTabs: 'editableTabs',
  horizontalMenuList: 'horizontalMenuList',
  horizontalMenuUrlList: 'horizontalMenuUrlList',
  /** The signed-in user's login data (§3), read back after a reload; ours, beside the §2 keys. */
  loginData: 'loginData',
} as const;

export const LOCAL_KEYS = {
  /** §2 / §7: the version last read from static/version.json. */
  version: 'VERSION',
  /** §7: browser fingerprint sent as a header when present. */
  fingerprint: 'fingerprint',
  /** The user's chosen language (zh-CN default). */
  language: 'LANGUAGE',
  /** The chosen theme and where it came from. */
  theme: 'THEME',
  /** The version a reload was last made for (guards against a reload loop if storage misbehaves). */
  versionReload: 'VERSION_RELOADED_TO',
} as const;

type StorageKind = 'local' | 'session';

function store(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

export function readString(kind: StorageKind, key: string): string | null {
  try {
    return store(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(kind: StorageKind, key: string, value: string | null): void {
  try {
    const s = store(kind);
    if (!s) return;
    if (value === null) s.removeItem(key);
    else s.setItem(key, value);
  } catch {
    // quota exceeded or storage disabled: the console keeps working without persistence
  }
}

/** Reads JSON and checks its shape; anything unreadable gives the fallback. */
export function readJson<T>(kind: StorageKind, key: string, isValid: (v: unknown) => v is T, fallback: T): T {
  const raw = readString(kind, key);
  if (raw === null) return fallback;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isValid(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

export function writeJson(kind: StorageKind, key: string, value: unknown): void {
  writeString(kind, key, JSON.stringify(value));
}
