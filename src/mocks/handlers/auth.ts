/**
 * Sign-in (§1: account, third-party workplace login, free-access token), the current session and sign-out.
 * Spec §7: POST /api/provider/staff/login (authStrategy 3 + thirdToken), /api/login/loginNewSystem (tokenStr).
 * Console-defined: authStrategy 1 (account + password), GET /api/provider/staff/current, POST /api/provider/staff/logout,
 * POST /api/provider/staff/bind (binds a workplace account that is not bound yet, then signs in).
 */
import type { DemoAccount } from '../accounts';
import { currentSession, setSession } from '../db';
import { ApiError, refuse } from '../errors';
import type { DemoSession } from '../model';
import type { Params } from '../params';
import { endpoint } from '../respond';
import { nowWall, formatWallTime } from '../time';
import { findAccount, freeAccessToken, loginData, thirdPartyCode, type LoginData } from '../users';

/** Authentication strategies of the login call: 3 third-party (spec §7), 1 account and password (ours). */
export const AUTH_STRATEGY = { account: '1', thirdParty: '3' } as const;

function signIn(account: DemoAccount, loginType: DemoSession['loginType']): LoginData {
  setSession({ account: account.account, audience: account.audience, loginType, loginTime: formatWallTime(nowWall()) });
  return loginData(account.audience);
}

/** The demo account named by `account` and `password`, or a refusal. */
function checkPassword(p: Params): DemoAccount {
  const name = p.str('account');
  const password = p.str('password');
  if (name === undefined || password === undefined) refuse('请输入账号和密码');
  const account = findAccount((a) => a.account === name && a.password === password);
  if (!account) refuse('账号或密码错误');
  return account;
}

function login(p: Params): LoginData {
  const strategy = p.str('authStrategy');
  if (strategy === AUTH_STRATEGY.thirdParty) {
    const code = p.required('thirdToken', '缺少授权码，请重新扫码登录');
    if (isUnboundCode(code)) throw new ApiError(UNBOUND_CODE, '该工作台账号尚未绑定控制台账号，请先绑定');
    const account = findAccount((a) => thirdPartyCode(a.account) === code);
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
  const account = findAccount((a) => freeAccessToken(a.account) === token);
  if (!account) refuse('免登录链接已失效');
  return signIn(account, 'token');
}

/** §8 / §6: code 401 sends the console to sign-in. */
function current(): LoginData {
  const session = currentSession();
  if (!session) throw new ApiError(401, '登录已过期，请重新登录');
  return loginData(session.audience);
}

export const authHandlers = [
  endpoint('POST', '/api/provider/staff/login', login),
  endpoint('ANY', '/api/login/loginNewSystem', tokenLogin),
  endpoint('GET', '/api/provider/staff/current', current),
  endpoint('POST', '/api/provider/staff/logout', () => setSession(null)),
  endpoint('POST', '/api/provider/staff/bind', bind),
];
