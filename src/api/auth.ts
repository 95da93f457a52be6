/**
 * Sign-in calls (§1, §7) and the login data (§3). Account login and the current-session / logout calls are
 * console-defined (docs/api.md); the third-party and free-access token logins are the spec's.
 */
import { isRecord } from './errors';
import { get, post } from './http';

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

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function isCompany(v: unknown): v is Company {
  return isRecord(v) && isNumber(v.companyId) && (isString(v.companyName) || isString(v.providerName));
}

export function isLoggedInUser(v: unknown): v is LoggedInUser {
  return isRecord(v) && isString(v.staffName) && isNumber(v.id) && isCompany(v.company);
}

export function isMenuEntry(v: unknown, depth = 1): v is MenuEntry {
  if (!isRecord(v) || !isString(v.title) || !isString(v.permissionCode)) return false;
  if (v.children === undefined) return true;
  return depth < 3 && Array.isArray(v.children) && v.children.every((c) => isMenuEntry(c, depth + 1));
}

/** Checks the shape of login data (answers and stored copies alike): anything else reads as logged out. */
export function isLoginData(v: unknown): v is LoginData {
  return (
    isRecord(v) &&
    isLoggedInUser(v.user) &&
    Array.isArray(v.menu) &&
    v.menu.every((m) => isMenuEntry(m)) &&
    Array.isArray(v.permissions) &&
    v.permissions.every(isString) &&
    Array.isArray(v.roles) &&
    v.roles.every(isString) &&
    Array.isArray(v.companyList)
  );
}

export const LOGIN_PATHS = {
  staffLogin: '/api/provider/staff/login',
  tokenLogin: '/api/login/loginNewSystem',
  current: '/api/provider/staff/current',
  logout: '/api/provider/staff/logout',
  bind: '/api/provider/staff/bind',
} as const;

/** Answer code of a third-party login whose workplace account is not bound to a console account (docs/api.md). */
export const UNBOUND_CODE = 1005;

export function loginByAccount(account: string, password: string) {
  return post<LoginData>(LOGIN_PATHS.staffLogin, { authStrategy: AUTH_STRATEGY.account, account, password });
}

/** §7 third-party login: authStrategy 3, thirdToken from the `code` query parameter. */
export function loginByThirdParty(thirdToken: string) {
  return post<LoginData>(LOGIN_PATHS.staffLogin, { authStrategy: AUTH_STRATEGY.thirdParty, thirdToken });
}

/** §7 free-access token login. */
export function loginByToken(tokenStr: string) {
  return post<LoginData>(LOGIN_PATHS.tokenLogin, { tokenStr });
}

/** Binds a workplace account (its third-party code) to a console account, then signs in (console-defined). */
export function bindThirdParty(thirdToken: string, account: string, password: string) {
  return post<LoginData>(LOGIN_PATHS.bind, { thirdToken, account, password });
}

export function fetchCurrentSession() {
  return get<LoginData>(LOGIN_PATHS.current);
}

export function logout() {
  return post<null>(LOGIN_PATHS.logout);
}
