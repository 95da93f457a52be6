/**
 * /enterpriseInfo and /enterpriseDetail (src/features/account/EnterprisePages.tsx): opened without an id, the screen
 * names the enterprise's own company and shows its profile; a refused save keeps what was typed and says why under the
 * field; another account is told the screen is not for it.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EnterpriseDetailPage, EnterpriseInfoPage } from '@/features/account/EnterprisePages';
import { data } from '@/mocks/db';
import { renderScreens, signInAs, where } from '../harness';

const screens = { '/enterpriseInfo': EnterpriseInfoPage, '/enterpriseDetail': EnterpriseDetailPage };
const own = () => data().companyList.find((c) => c.companyName === '华远科技集团有限公司')!;

describe('the enterprise profile', () => {
  it('opens the account’s own company; a bad tax number is refused under the field and what was typed stays', async () => {
    await signInAs('enterprise', 'enterprise123');
    const user = userEvent.setup();
    const router = renderScreens('/enterpriseInfo', screens, { 'zh-CN': '企业资料', 'en-US': 'Enterprise profile' });
    await waitFor(() => expect(where(router)).toBe(`/enterpriseInfo?companyId=${own().companyId}`));
    const title = await screen.findByRole('textbox', { name: '发票抬头' });
    await waitFor(() => expect(title).toHaveValue('华远科技集团有限公司'));
    await user.clear(title);
    await user.type(title, '华远科技（开票）');
    const tax = screen.getByRole('textbox', { name: /纳税人识别号/ });
    await user.clear(tax);
    await user.type(tax, '12345');
    await user.click(screen.getByRole('button', { name: /保\s?存|提\s?交/ }));
    expect(await screen.findByText('请输入正确的纳税人识别号（15、18或20位数字或大写字母）')).toBeInTheDocument();
    expect(title).toHaveValue('华远科技（开票）');
    expect(own().invoiceTitle).toBe('华远科技集团有限公司');
    // No field for the name: it is not the enterprise's to change.
    expect(screen.queryByRole('textbox', { name: '公司名称' })).toBeNull();
  });

  it('tells an account that is not an enterprise client’s that the profile is not for it', async () => {
    await signInAs('admin', 'admin123');
    renderScreens('/enterpriseDetail', screens, { 'zh-CN': '企业资料详情', 'en-US': 'Enterprise profile details' });
    expect(await screen.findByText('企业资料仅供企业客户的账号查看和维护')).toBeInTheDocument();
  });
});
