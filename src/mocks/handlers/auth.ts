/**
 * Sign-in (§1: account, third-party workplace login, free-access token), the current session and sign-out.
 * Spec §7: POST /api/provider/staff/login (authStrategy 3 + thirdToken), /api/login/loginNewSystem (tokenStr).
 * Console-defined: authStrategy 1 (account + password), GET /api/provider/staff/current, POST /api/provider/staff/logout,
 * POST /api/provider/staff/bind (binds a workplace account that is not bound yet, then signs in).
 */
import { AUTH_STRATEGY, LOGIN_PATHS, UNBOUND_CODE } from '@/entities/account/wire';
import { signInProblem, wrongPassword, WRONG_PASSWORD } from '@/entities/system/rules';
import { sessionAnswer, signInAs, type SysAccount } from '../access';
import { commit, currentSession, data, setSession } from '../db';
import { ApiError, found, refuse, refuseIf } from '../errors';
import type { DemoSession } from '../model';
import type { Params } from '../params';
import { endpoint } from '../respond';
import { nowWall, formatWallTime } from '../time';
import { freeAccessToken, thirdPartyCode, type LoginData } from '../users';

/** Signs an account in: refused when disabled or locked; its roles' grants as they are now go into the session. */
function signIn(account: SysAccount, loginType: DemoSession['loginType']): LoginData {
  refuseIf(signInProblem(account));
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

/** The account named by `account` and `password`, or a refusal (a wrong password counts towards the lock). */
function checkPassword(p: Params): SysAccount {
  const name = p.str('account');
  const password = p.str('password');
  if (name === undefined || password === undefined) refuse('请输入账号和密码');
  const account = found(data().sysAccounts.find((a) => a.userName === name), WRONG_PASSWORD);
  if (account.password !== password) {
    const { message, after } = wrongPassword(account);
    if (after) commit(() => Object.assign(account, after));
    refuse(message['zh-CN']);
  }
  return account;
}

function login(p: Params): LoginData {
  const strategy = p.str('authStrategy');
  if (strategy === String(AUTH_STRATEGY.thirdParty)) {
    const code = p.required('thirdToken', '缺少授权码，请重新扫码登录');
    if (isUnboundCode(code)) throw new ApiError(UNBOUND_CODE, '该工作台账号尚未绑定控制台账号，请先绑定');
    const account = data().sysAccounts.find((a) => thirdPartyCode(a.userName) === code);
    if (!account) refuse('授权码无效或已过期，请重新扫码登录');
    return signIn(account, 'third');
  }
  if (strategy === String(AUTH_STRATEGY.account) || strategy === undefined) return signIn(checkPassword(p), 'account');
  return refuse('不支持的登录方式');
}

/** Demo: third-party codes `demo-unbound-…` stand for workplace accounts nobody has bound yet. */
const isUnboundCode = (code: string) => /^demo-unbound(-[\w-]+)?$/.test(code);

function bind(p: Params): LoginData {
  const code = p.required('thirdToken', '缺少授权码，请重新扫码登录');
  if (!isUnboundCode(code)) refuse('授权码无效或已过期，请重新扫码登录');
  return signIn(checkPassword(p), 'third');
}

function tokenLogin(p: Params): LoginData {
  const token = p.required('tokenStr', '免登录链接已失效');
  const account = found(data().sysAccounts.find((a) => freeAccessToken(a.userName) === token), '免登录链接已失效');
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
