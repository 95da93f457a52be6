import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { AppForm } from '@/components/AppForm';
import { formRule, useRules } from '@/components/formRules';
import { setLang } from '@/i18n';
import { isAmount, isEmail, isMobile, isMobileOrEmpty } from '@/lib/validators';
import { renderWidget } from './widgetHarness';

function StaffForm({ onFinish = () => {} }: { onFinish?: (v: unknown) => void }) {
  const rule = useRules();
  return (
    <AppForm onFinish={onFinish}>
      <Form.Item name="staffName" label="姓名" rules={[{ required: true, message: '请输入姓名' }]}>
        <Input />
      </Form.Item>
      <Form.Item name="mobile" label="手机号" rules={[rule(isMobile)]}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={[rule(isEmail)]}>
        <Input />
      </Form.Item>
      <Form.Item name="deposit" label="押金" rules={[rule(isAmount)]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">保存</Button>
    </AppForm>
  );
}

describe('§5 forms scroll to the first error field', () => {
  it('focuses the first field in error (antd focuses it only once it has scrolled to it)', async () => {
    const user = userEvent.setup();
    renderWidget(<StaffForm />);
    await user.type(screen.getByLabelText('姓名'), '张三');
    await user.type(screen.getByLabelText('邮箱'), 'zhang.san@');
    await user.type(screen.getByLabelText('押金'), '1.234');
    screen.getByLabelText('姓名').focus();
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    // mobile is the first field in error (empty: the mobile rule refuses it)
    expect(await screen.findByText('手机号码有误，请重填')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的邮箱地址')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的数字（保留两位小数)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('手机号')).toHaveFocus());
  });

  it('submits once every rule passes', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    renderWidget(<StaffForm onFinish={onFinish} />);
    await user.type(screen.getByLabelText('姓名'), '张三');
    await user.type(screen.getByLabelText('手机号'), '13812345678');
    await user.type(screen.getByLabelText('押金'), '3000.00');
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ staffName: '张三', mobile: '13812345678', email: undefined, deposit: '3000.00' }));
  });
});

describe('form rules follow the language', () => {
  it('formRule gives the message of the current language', async () => {
    const rule = formRule(isMobileOrEmpty) as { validator: (r: unknown, v: unknown) => Promise<void> };
    await expect(rule.validator({}, '')).resolves.toBeUndefined();
    await expect(rule.validator({}, '123')).rejects.toThrow('手机号码有误，请重填');
    setLang('en-US');
    try {
      await expect(rule.validator({}, '123')).rejects.toThrow('Incorrect mobile number, please re-enter it');
    } finally {
      act(() => setLang('zh-CN'));
    }
  });
});
