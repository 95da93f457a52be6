import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { obfuscate } from '@/lib/obfuscate';
import { useSession } from '@/stores/session';
import { renderConsole, signInAs, where } from '../harness';

describe('free-access token links (§2 Route guard)', () => {
  it('signs in with the token and goes home; the token leaves the address bar', async () => {
    const { router } = renderConsole('/?token=demo-token-enterprise');
    await waitFor(() => expect(where(router)).toBe('/'));
    expect(useSession.getState().user?.staffName).toBe('陈静怡');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('with a form query, opens /childProcessDetail carrying the form value obfuscated', async () => {
    const { router } = renderConsole('/?token=demo-token-admin&form=PI-2026-000123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/childProcessDetail'));
    const form = new URLSearchParams(router.state.location.search).get('form');
    expect(form).toBe(obfuscate('PI-2026-000123'));
    expect(where(router)).not.toContain('token');
    expect(where(router)).not.toContain('PI-2026-000123');
    expect(await screen.findByTestId('child-form')).toHaveAttribute('data-form', 'PI-2026-000123');
    // The decoded value opens that approval's detail.
    expect(await screen.findByTestId('instance-result')).toHaveTextContent('处理中');
  });

  it('a malformed form value shows a clear error, not a crash', async () => {
    await signInAs('admin', 'admin123');
    renderConsole('/childProcessDetail?form=f1.@@broken');
    expect(await screen.findByRole('alert')).toHaveTextContent('链接中的表单参数无法识别');
  });

  it('a refused token shows the msg and goes to /login (then /Login)', async () => {
    const { router } = renderConsole('/?token=expired');
    await waitFor(() => expect(where(router)).toBe('/Login'));
    expect(await screen.findByText('免登录链接已失效')).toBeInTheDocument();
    expect(useSession.getState().loggedIn).toBe(false);
  });

  it('when already signed in, the token is not used but still removed', async () => {
    await signInAs('supplier', 'supplier123');
    const { router } = renderConsole('/Manage?token=demo-token-admin&x=1');
    await waitFor(() => expect(where(router)).toBe('/Manage?x=1'));
    expect(useSession.getState().user?.staffName).toBe('张海峰');
  });
});
