/**
 * /resetPassWordPage: the signed-in user's own password, by the strength rule stated on the screen; the screen and
 * the backend refuse the same inputs with the same messages.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ChangePasswordPage from '@/features/system/ChangePasswordPage';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens } from '../harness';

const errors = collectHttpErrors('dispatcher', 'dispatch123');
const RULE = '密码长度8-20位，须同时包含字母和数字，不能包含空格';

describe('/resetPassWordPage', () => {
  it('states the rule, refuses a weak or mismatched new password and a wrong old one, and changes it', async () => {
    const user = userEvent.setup();
    renderScreens('/resetPassWordPage', { '/resetPassWordPage': ChangePasswordPage });
    expect(await screen.findByText(RULE)).toBeInTheDocument();
    await user.type(screen.getByLabelText('原密码'), 'dispatch123');
    await user.type(screen.getByLabelText('新密码'), 'weakpass');
    await user.type(screen.getByLabelText('确认新密码'), 'weakpas');
    await user.click(await screen.findByRole('button', { name: '确认修改' }));
    expect(await screen.findAllByText(RULE)).toHaveLength(2);
    expect(screen.getByText('两次输入的新密码不一致')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('原密码'));
    await user.type(screen.getByLabelText('原密码'), 'nope');
    await user.clear(screen.getByLabelText('新密码'));
    await user.type(screen.getByLabelText('新密码'), 'Dispatch2026');
    await user.clear(screen.getByLabelText('确认新密码'));
    await user.type(screen.getByLabelText('确认新密码'), 'Dispatch2026');
    await user.click(await screen.findByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(errors).toEqual(['原密码错误']));
    expect(screen.getByLabelText('新密码')).toHaveValue('Dispatch2026');

    await user.clear(screen.getByLabelText('原密码'));
    await user.type(screen.getByLabelText('原密码'), 'dispatch123');
    await user.click(await screen.findByRole('button', { name: '确认修改' })); // not while the last one is still sending
    await waitFor(() => expect(data().sysAccounts.find((a) => a.userName === 'dispatcher')!.password).toBe('Dispatch2026'));
    await waitFor(() => expect(screen.getByLabelText('新密码')).toHaveValue(''));
  });
});
