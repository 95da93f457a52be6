/**
 * Sign-in calls (§1, §7) and the login data (§3). Account login and the current-session / logout calls are
 * console-defined (docs/api.md); the third-party and free-access token logins are the spec's. The wire shapes and
 * paths: src/entities/account/wire.ts.
 */
import { AUTH_STRATEGY, LOGIN_PATHS, UNBOUND_CODE, type Company, type CompanyOption, type LoggedInUser, type LoginData, type MenuEntry } from '@/entities/account/wire';
import { isRecord } from './errors';
import { get, post } from './http';

export { AUTH_STRATEGY, LOGIN_PATHS, UNBOUND_CODE };
export type { Company, CompanyOption, LoggedInUser, LoginData, MenuEntry };

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

function isCompany(v: unknown): v is Company {
  return isRecord(v) && isNumber(v.companyId) && (isString(v.companyName) || isString(v.providerName));
}

export function isLoggedInUser(v: unknown): v is LoggedInUser {
  return isRecord(v) && isString(v.staffName) && isNumber(v.id) && isCompany(v.company);
}

export function isMenuEntry(v: unknown, depth = 1): v is MenuEntry {
  if (!isRecord(v) || !isString(v.title) || !isString(v.permissionCode) || !(v.titleEn === undefined || isString(v.titleEn))) return false;
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
