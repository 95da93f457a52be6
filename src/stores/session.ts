/**
 * The session store (§3 logged-in user and what goes with it; §4 login state). Persisted in session storage
 * under the §2 keys: loginFlag = '1' when signed in, plus our `loginData`. Missing or corrupt values read as
 * logged out and are cleared, never a crash.
 */
import { create } from 'zustand';
import { isLoginData, type CompanyOption, type LoggedInUser, type LoginData, type MenuEntry } from '@/api/auth';
import { sessionChanged } from '@/api/http';
import { forgetServerCaches } from '@/lib/serverCaches';
import { LOCAL_KEYS, readJson, readString, SESSION_KEYS, writeJson, writeString } from '@/lib/storage';

export type Theme = 'light' | 'dark';
export type ThemeSource = 'default' | 'user';

export interface SessionState {
  loggedIn: boolean;
  user: LoggedInUser | null;
  menu: MenuEntry[];
  /** Button and page permission codes (§6); `*:*:*` grants everything. */
  permissions: string[];
  roles: string[];
  companyList: CompanyOption[];
  /** More than one company to choose from (the header shows a company switch). */
  companyFlag: boolean;
  /** The password was reset by an administrator: only the change-password screen opens until it is changed (the guard). */
  passwordChangeRequired: boolean;
  pushMessageCount: number;
  theme: Theme;
  themeSource: ThemeSource;
}

export interface SessionActions {
  /** §4: sets loginFlag 1, resets menu state, clears open tabs and horizontal-menu caches. */
  signIn(data: LoginData): void;
  /** Replaces the login data after a refresh from the server, keeping menu and tab state. */
  refresh(data: LoginData): void;
  /** Clears everything the session left in storage. */
  signOut(): void;
  setPushMessageCount(count: number): void;
  setTheme(theme: Theme, source?: ThemeSource): void;
  /** The password was changed: the other screens open again (the stored login data says so too). */
  passwordChanged(): void;
}

/** Menu and tab state that a new sign-in or a sign-out resets (§4). */
const MENU_AND_TAB_KEYS = [
  SESSION_KEYS.menuIsActive,
  SESSION_KEYS.defaultActive,
  SESSION_KEYS.editableTabs,
  SESSION_KEYS.horizontalMenuList,
  SESSION_KEYS.horizontalMenuUrlList,
] as const;

const signedOut = {
  loggedIn: false,
  user: null,
  menu: [],
  permissions: [],
  roles: [],
  companyList: [],
  companyFlag: false,
  passwordChangeRequired: false,
  pushMessageCount: 0,
} satisfies Partial<SessionState>;

function fromLoginData(data: LoginData) {
  return {
    loggedIn: true,
    user: data.user,
    menu: data.menu,
    permissions: data.permissions,
    roles: data.roles,
    companyList: data.companyList,
    companyFlag: data.companyList.length > 1,
    passwordChangeRequired: data.passwordChangeRequired === true,
  };
}

function isThemeSetting(v: unknown): v is { theme: Theme; source: ThemeSource } {
  const r = v as { theme?: unknown; source?: unknown } | null;
  return !!r && (r.theme === 'light' || r.theme === 'dark') && (r.source === 'default' || r.source === 'user');
}

/** Reads the stored session; anything incomplete or corrupt is cleared and reads as logged out. */
export function readStoredSession(): Pick<SessionState, keyof typeof signedOut> {
  const flag = readString('session', SESSION_KEYS.loginFlag);
  const data = readJson<LoginData | null>('session', SESSION_KEYS.loginData, (v): v is LoginData | null => isLoginData(v), null);
  if (flag === '1' && data) return { ...signedOut, ...fromLoginData(data) };
  if (flag !== null || readString('session', SESSION_KEYS.loginData) !== null) {
    writeString('session', SESSION_KEYS.loginFlag, null);
    writeString('session', SESSION_KEYS.loginData, null);
  }
  return signedOut;
}

function initialState(): SessionState {
  const theme = readJson<{ theme: Theme; source: ThemeSource }>('local', LOCAL_KEYS.theme, isThemeSetting, { theme: 'light', source: 'default' });
  return { ...readStoredSession(), theme: theme.theme, themeSource: theme.source };
}

export const useSession = create<SessionState & SessionActions>()((set) => ({
  ...initialState(),
  signIn(data) {
    sessionChanged();
    forgetServerCaches();
    MENU_AND_TAB_KEYS.forEach((key) => writeString('session', key, null));
    writeString('session', SESSION_KEYS.loginFlag, '1');
    writeJson('session', SESSION_KEYS.loginData, data);
    set({ ...signedOut, ...fromLoginData(data) });
  },
  refresh(data) {
    writeJson('session', SESSION_KEYS.loginData, data);
    set(fromLoginData(data));
  },
  signOut() {
    sessionChanged();
    forgetServerCaches();
    [...MENU_AND_TAB_KEYS, SESSION_KEYS.loginFlag, SESSION_KEYS.loginData, SESSION_KEYS.orderNo].forEach((key) => writeString('session', key, null));
    set(signedOut);
  },
  setPushMessageCount(count) {
    set({ pushMessageCount: Math.max(0, Math.floor(count)) });
  },
  setTheme(theme, source = 'user') {
    writeJson('local', LOCAL_KEYS.theme, { theme, source });
    set({ theme, themeSource: source });
  },
  passwordChanged() {
    const stored = readJson<LoginData | null>('session', SESSION_KEYS.loginData, (v): v is LoginData | null => isLoginData(v), null);
    if (stored) {
      const { passwordChangeRequired: _done, ...rest } = stored;
      writeJson('session', SESSION_KEYS.loginData, rest);
    }
    set({ passwordChangeRequired: false });
  },
}));

/** The store outside React (guard, http bridge). */
export const session = {
  get: () => useSession.getState(),
  /** Re-reads storage (another tab of the same session, or tests). */
  reload: () => {
    const stored = readStoredSession();
    const now = useSession.getState();
    // Another tab signed in or out (or someone else in): this tab's calls in flight belong to the session that ended.
    if (stored.loggedIn !== now.loggedIn || stored.user?.id !== now.user?.id) sessionChanged();
    useSession.setState(stored);
  },
};
