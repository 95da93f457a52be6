/**
 * /userTutorial (src/features/account/TutorialPage.tsx): a reader sees the published articles by category and reads
 * one, its rich text sanitised; a draft is not listed. An editor publishes the draft from the 管理 tab after a
 * confirmation, moves an article up, and the reader then lists it. In English the reader shows each article's English
 * version, sanitised too. (Editing in the rich-text editor: the e2e journey.)
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import TutorialPage from '@/features/account/TutorialPage';
import { setLang } from '@/i18n';
import { commit, data } from '@/mocks/db';
import { renderScreens, rowActionTarget, signInAs } from '../harness';

const TITLE = { 'zh-CN': '使用教程', 'en-US': 'User guide' };
const open = (url = '/userTutorial') => renderScreens(url, { '/userTutorial': TutorialPage }, TITLE);
const DRAFT = '调整列表显示的列';

describe('the help pages', () => {
  it('lists a reader the published articles by category and shows the chosen one, sanitised', async () => {
    await signInAs('enterprise', 'enterprise123');
    const article = data().userTutorial.find((r) => r.title === '保存常用的查询视图')!;
    commit(() => void (article.content = '<p>视图说明</p><img src="x" onerror="window.__hacked = 1"><script>window.__hacked = 1</script>'));
    const user = userEvent.setup();
    open();
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('订单')).toBeInTheDocument();
    expect(within(menu).getByText('为客户下单（员工下单）')).toBeInTheDocument();
    expect(within(menu).queryByText(DRAFT)).toBeNull();
    // No 管理 tab for a reader.
    expect(screen.queryByRole('tab', { name: '管理' })).toBeNull();
    await user.click(within(menu).getByText('保存常用的查询视图'));
    const body = await screen.findByRole('article');
    expect(within(body).getByRole('heading', { name: '保存常用的查询视图' })).toBeInTheDocument();
    expect(within(body).getByText('视图说明')).toBeInTheDocument();
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
    // The search narrows the list.
    await user.type(screen.getByRole('searchbox', { name: '搜索文章标题或摘要' }), 'Ctrl+K');
    await waitFor(() => expect(within(menu).queryByText('为客户下单（员工下单）')).toBeNull());
    expect(within(menu).getByText('用 Ctrl+K 快速查找页面和记录')).toBeInTheDocument();
  });

  it('lets an editor publish a draft after a confirmation; the reader then lists it', async () => {
    await signInAs('admin', 'admin123');
    const user = userEvent.setup();
    open(`/userTutorial?tab=manage&title=${encodeURIComponent(DRAFT)}`);
    const row = (await screen.findByText(DRAFT)).closest('tr')!;
    await user.click(await rowActionTarget(row, '发布'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('发布后所有已登录的用户都能阅读这篇文章，确定发布吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(within(screen.getByText(DRAFT).closest('tr')!).getByText('已发布')).toBeInTheDocument());
    await user.click(screen.getByRole('tab', { name: '阅读' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText(DRAFT)).toBeInTheDocument();
  });

  it('moves an article up at once, without a dialog', async () => {
    await signInAs('admin', 'admin123');
    const user = userEvent.setup();
    open('/userTutorial?tab=manage&category=6');
    const row = (await screen.findByText('用 Ctrl+K 快速查找页面和记录')).closest('tr')!;
    const before = Number(within(row).getByText(/^\d+$/).textContent);
    await user.click(within(row).getByRole('button', { name: '上移' }));
    await waitFor(() => expect(Number(within(screen.getByText('用 Ctrl+K 快速查找页面和记录').closest('tr')!).getByText(/^\d+$/).textContent)).toBe(before - 1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a reader in English the English titles, summary and body, sanitised; a body without English in Chinese, marked so', async () => {
    await signInAs('enterprise', 'enterprise123');
    const views = data().userTutorial.find((r) => r.title === '保存常用的查询视图')!;
    const tabs = data().userTutorial.find((r) => r.title === '使用标签页在多个页面间工作')!;
    commit(() => {
      views.contentEn = '<p>About views</p><img src="data:," onerror="window.__hacked = 1"><script>window.__hacked = 1</script>';
      // An article saved before it had an English body.
      tabs.contentEn = '';
    });
    const user = userEvent.setup();
    act(() => setLang('en-US'));
    try {
      open();
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByText('Orders')).toBeInTheDocument();
      expect(within(menu).getByText('Placing an order for a customer')).toBeInTheDocument();
      expect(within(menu).queryByText('为客户下单（员工下单）')).toBeNull();
      await user.click(within(menu).getByText('Saving the views you use'));
      const body = await screen.findByRole('article');
      expect(within(body).getByRole('heading', { name: 'Saving the views you use' })).toBeInTheDocument();
      expect(within(body).getByText(views.summaryEn!)).toBeInTheDocument();
      expect(within(body).getByText('About views')).toBeInTheDocument();
      expect(body.textContent).not.toMatch(/[\u3400-\u9fff]/);
      expect(body.querySelector('script')).toBeNull();
      expect(body.querySelector('img')?.getAttribute('onerror')).toBeNull();
      // The English search finds English summaries.
      await user.type(screen.getByRole('searchbox', { name: 'Search titles and summaries' }), 'export task');
      await waitFor(() => expect(within(menu).queryByText('Saving the views you use')).toBeNull());
      expect(within(menu).getByText('Finding orders and refunds')).toBeInTheDocument();
      await user.clear(screen.getByRole('searchbox', { name: 'Search titles and summaries' }));
      await user.click(await within(menu).findByText('Working in several screens with tabs'));
      await waitFor(() => expect(within(screen.getByRole('article')).getByRole('heading', { name: 'Working in several screens with tabs' })).toBeInTheDocument());
      const chinese = within(screen.getByRole('article')).getByText(/从菜单打开的每个页面/).closest('[lang]');
      expect(chinese).toHaveAttribute('lang', 'zh-CN');
    } finally {
      act(() => setLang('zh-CN'));
    }
  });
});
