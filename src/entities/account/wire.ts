/**
 * The sign-in wire (§1, §3, §7; docs/api.md): the login data every sign-in answers, the menu entries, the
 * authentication strategies and the paths, declared once for the console's client (src/api/auth.ts) and the demo
 * backend (src/mocks/users.ts, menus.ts, access.ts).
 */

/** §3 company of the logged-in user. */
export interface Company {
  companyName?: string;
  providerName?: string;
  companyId: number;
  companyCode: string;
  /** 1 provider (and its branches), 2 supplier, 3 enterprise client. */
  companyAttribute: number;
  companyAlias: string;
  /** How the console names the person: 1 staff (员工), 2 supplier staff (供应商人员), 3 enterprise staff (企业员工). */
  userNameType: number;
}

/** §3 logged-in user. */
export interface LoggedInUser {
  staffName: string;
  firstName: string;
  lastName: string;
  id: number;
  mobile: string;
  email: string;
  headIcon: string;
  /** 1 = chief dispatcher. */
  chief_dispatcher: number;
  company: Company;
}

/** §2 Menu entry: title, url (page) or code (group), icon, permission code; up to three levels. */
export interface MenuEntry {
  title: string;
  /** The English title (console-defined: the menu record's `titleEn`); the console shows `title` without it. */
  titleEn?: string;
  url?: string;
  code?: string;
  icon?: string;
  permissionCode: string;
  children?: MenuEntry[];
}

export interface CompanyOption {
  companyId: number;
  companyName: string;
}

/** What every successful sign-in (and the current-session call) answers. */
export interface LoginData {
  user: LoggedInUser;
  menu: MenuEntry[];
  /** Permission codes: pages (path without '/'), buttons (`area:action`), or `*:*:*` for everything. */
  permissions: string[];
  roles: string[];
  companyList: CompanyOption[];
  /**
   * The account's password was reset by an administrator (console-defined, docs/api.md "Accounts"): the console
   * opens the change-password screen, and no other, until it is changed.
   */
  passwordChangeRequired?: true;
}

/** §3 authentication strategies: 3 third-party workplace login (spec), 1 account and password (ours). */
export const AUTH_STRATEGY = { account: 1, thirdParty: 3 } as const;

export const LOGIN_PATHS = {
  staffLogin: '/api/provider/staff/login',
  tokenLogin: '/api/login/loginNewSystem',
  current: '/api/provider/staff/current',
  logout: '/api/provider/staff/logout',
  bind: '/api/provider/staff/bind',
} as const;

/** Answer code of a third-party login whose workplace account is not bound to a console account (docs/api.md). */
export const UNBOUND_CODE = 1005;
