import { beforeEach, describe, expect, it } from 'vitest';
import { loginByAccount, type LoginData } from '@/api/auth';
import { readStoredSession, session, useSession } from '@/stores/session';

async function adminData(): Promise<LoginData> {
  const r = await loginByAccount('admin', 'admin123');
  if (!r.ok) throw new Error(r.msg);
  return r.data;
}

beforeEach(() => session.reload());

describe('session store (§3, §4, §2 storage keys)', () => {
  it('signing in sets loginFlag 1, stores the login data, resets menu state and clears tabs', async () => {
    for (const key of ['menuIsActive', 'defaultActive', 'editableTabs', 'horizontalMenuList', 'horizontalMenuUrlList']) sessionStorage.setItem(key, '["x"]');
    const data = await adminData();
    useSession.getState().signIn(data);
    expect(sessionStorage.getItem('loginFlag')).toBe('1');
    for (const key of ['menuIsActive', 'defaultActive', 'editableTabs', 'horizontalMenuList', 'horizontalMenuUrlList']) expect(sessionStorage.getItem(key), key).toBeNull();
    const s = useSession.getState();
    expect(s.loggedIn).toBe(true);
    expect(s.user).toMatchObject({ staffName: '王建国', chief_dispatcher: 0, company: { companyId: 1 } });
    for (const field of ['staffName', 'firstName', 'lastName', 'id', 'mobile', 'email', 'headIcon', 'chief_dispatcher', 'company']) expect(s.user, field).toHaveProperty(field);
    expect(s.permissions).toContain('*:*:*');
    expect(s.companyFlag).toBe(true);
    expect(readStoredSession().loggedIn).toBe(true);
  });

  it('signing out clears the session from storage', async () => {
    useSession.getState().signIn(await adminData());
    useSession.getState().signOut();
    expect(sessionStorage.getItem('loginFlag')).toBeNull();
    expect(sessionStorage.getItem('loginData')).toBeNull();
    expect(useSession.getState()).toMatchObject({ loggedIn: false, user: null, menu: [], permissions: [] });
  });

  it.each([
    ['missing login data', () => sessionStorage.setItem('loginFlag', '1')],
    ['corrupt JSON', () => (sessionStorage.setItem('loginFlag', '1'), sessionStorage.setItem('loginData', '{"user":'))],
    ['wrong shape', () => (sessionStorage.setItem('loginFlag', '1'), sessionStorage.setItem('loginData', '{"user":{"staffName":1},"menu":"x"}'))],
    ['a flag that is not 1', () => (sessionStorage.setItem('loginFlag', 'true'), sessionStorage.setItem('loginData', '{}'))],
  ])('%s reads as logged out, without throwing, and is cleared', (_name, corrupt) => {
    corrupt();
    expect(() => session.reload()).not.toThrow();
    expect(useSession.getState().loggedIn).toBe(false);
    expect(sessionStorage.getItem('loginFlag')).toBeNull();
  });

  it('a corrupt theme setting falls back to the light default', () => {
    localStorage.setItem('THEME', '{oops');
    expect(() => useSession.getState().setTheme('dark')).not.toThrow();
    expect(JSON.parse(localStorage.getItem('THEME') ?? '{}')).toEqual({ theme: 'dark', source: 'user' });
  });
});
