/**
 * Sign-in (§1: account, third-party workplace login, free-access token), the current session and sign-out.
 * Spec §7: POST /api/provider/staff/login (authStrategy 3 + thirdToken), /api/login/loginNewSystem (tokenStr).
 * Console-defined: authStrategy 1 (account + password), GET /api/provider/staff/current, POST /api/provider/staff/logout,
 * POST /api/provider/staff/bind (binds a workplace account that is not bound yet, then signs in).
 */
import { LOGIN_PATHS } from '@/entities/account/wire';
import { sessionAnswer, signInAs, type SysAccount } from '../access';
import { commit, currentSession, data, setSession } from '../db';
import { ApiError, refuse } from '../errors';
import type { DemoSession } from '../model';
import type { Params } from '../params';
import { endpoint } from '../respond';
import { nowWall, formatWallTime } from '../time';
import { freeAccessToken, thirdPartyCode, type LoginData } from '../users';

/** Authentication strategies of the login call: 3 third-party (spec §7), 1 account and password (ours). */
export const AUTH_STRATEGY = { account: '1', thirdParty: '3' } as const;

/** Wrong passwords in a row that lock an account (an administrator unlocks it on /userAccountList). */
export const LOCK_AFTER = 5;

/** The refusals of an account that may not sign in (its status: 1 disabled, 2 locked). */
export const SIGN_IN_REFUSALS = {
  disabled: '该账号已被停用，请联系管理员',
  locked: '该账号已被锁定，请联系管理员解锁',
} as const;

/** Signs an account in: refused when disabled or locked; its roles' grants as they are now go into the session. */
function signIn(account: SysAccount, loginType: DemoSession['loginType']): LoginData {
  if (account.status === 1) refuse(SIGN_IN_REFUSALS.disabled);
  if (account.status === 2) refuse(SIGN_IN_REFUSALS.locked);
  const time = formatWallTime(nowWall());
  const { session, answer } = signInAs(account, loginType, time);
  commit(() => {
    account.failedLogins = 0;
    account.lastLoginTime = time;
    account.logins = [{ time, type: loginType }, ...(account.logins ?? [])].slice(0, 10);
  });
  setSession(session);
  return answer;
}

const accountNamed = (name: string) => data().sysAccounts.find((a) => a.userName === name);

/** The account named by `account` and `password`, or a refusal (a wrong password counts towards the lock). */
function checkPassword(p: Params): SysAccount {
  const name = p.str('account');
  const password = p.str('password');
  if (name === undefined || password === undefined) refuse('请输入账号和密码');
  const account = accountNamed(name);
  if (!account) refuse('账号或密码错误');
  if (account.password !== password) {
    if (account.status !== 0) refuse('账号或密码错误');
    const locked = account.failedLogins + 1 >= LOCK_AFTER;
    commit(() => {
      account.failedLogins += 1;
      if (locked) account.status = 2;
    });
    refuse(locked ? `密码连续输错${LOCK_AFTER}次，账号已被锁定，请联系管理员解锁` : '账号或密码错误');
  }
  return account;
}

function login(p: Params): LoginData {
  const strategy = p.str('authStrategy');
  if (strategy === AUTH_STRATEGY.thirdParty) {
    const code = p.required('thirdToken', '缺少授权码，请重新扫码登录');
    if (isUnboundCode(code)) throw new ApiError(UNBOUND_CODE, '该工作台账号尚未绑定控制台账号，请先绑定');
    const account = data().sysAccounts.find((a) => thirdPartyCode(a.userName) === code);
    if (!account) refuse('授权码无效或已过期，请重新扫码登录');
    return signIn(account, 'third');
  }
  if (strategy === AUTH_STRATEGY.account || strategy === undefined) return signIn(checkPassword(p), 'account');
  return refuse('不支持的登录方式');
}

/** Answer code of a third-party login whose workplace account is not bound to a console account (ours). */
export const UNBOUND_CODE = 1005;
/** Demo: third-party codes `demo-unbound-…` stand for workplace accounts nobody has bound yet. */
const isUnboundCode = (code: string) => /^demo-unbound(-[\w-]+)?$/.test(code);

function bind(p: Params): LoginData {
  const code = p.required('thirdToken', '缺少授权码，请重新扫码登录');
  if (!isUnboundCode(code)) refuse('授权码无效或已过期，请重新扫码登录');
  return signIn(checkPassword(p), 'third');
}

function tokenLogin(p: Params): LoginData {
  const token = p.required('tokenStr', '免登录链接已失效');
  const account = data().sysAccounts.find((a) => freeAccessToken(a.userName) === token);
  if (!account) refuse('免登录链接已失效');
  return signIn(account, 'token');
}

/** §8 / §6: code 401 sends the console to sign-in. */
function current(): LoginData {
  const session = currentSession();
  const answer = session && sessionAnswer(session);
  if (!answer) throw new ApiError(401, '登录已过期，请重新登录');
  return answer;
}

export const authHandlers = [
  endpoint('POST', LOGIN_PATHS.staffLogin, login),
  endpoint('ANY', LOGIN_PATHS.tokenLogin, tokenLogin),
  endpoint('GET', LOGIN_PATHS.current, current),
  endpoint('POST', LOGIN_PATHS.logout, () => setSession(null)),
  endpoint('POST', LOGIN_PATHS.bind, bind),
];
