import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page } from 'vitest/browser';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { Pager } from '@/components/Pager';
import { setLang } from '@/i18n';
import { FIRST_PAGE, PAGE_SIZE } from '@/lib/paging';
import { renderWidget as render } from './widgetHarness';

describe('§9 pager', () => {
  it('is hidden when total is 0', () => {
    const { container } = render(<Pager total={0} pageNum={1} />);
    expect(container.querySelector('.ant-pagination')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('lays out total, prev, pager, next, jumper; 10 a page from page 1', () => {
    expect([FIRST_PAGE, PAGE_SIZE]).toEqual([1, 10]);
    const { container } = render(<Pager total={35} pageNum={FIRST_PAGE} />);
    expect(screen.getByText('共 35 条')).toBeInTheDocument();
    const items = [...container.querySelectorAll('.ant-pagination > li')].map((li) => li.className.split(' ')[0]);
    expect(items).toEqual([
      'ant-pagination-total-text',
      'ant-pagination-prev',
      'ant-pagination-item',
      'ant-pagination-item',
      'ant-pagination-item',
      'ant-pagination-item',
      'ant-pagination-next',
      'ant-pagination-options',
    ]);
    expect(container.querySelector('.ant-pagination-options-quick-jumper input')).toBeInTheDocument();
    expect(container.querySelector('.ant-pagination-options-size-changer')).toBeNull();
  });

  it('emits current change', async () => {
    const onCurrentChange = vi.fn();
    const onSizeChange = vi.fn();
    render(<Pager total={35} pageNum={1} onCurrentChange={onCurrentChange} onSizeChange={onSizeChange} />);
    await userEvent.click(screen.getByTitle('3'));
    expect(onCurrentChange).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByTitle('下一页'));
    expect(onCurrentChange).toHaveBeenLastCalledWith(2);
    expect(onSizeChange).not.toHaveBeenCalled();
  });

  it('the jumper goes to the typed page', async () => {
    // On a desktop's screen: in the runner's default phone-wide frame (414 px) antd's pagination hides its jumper.
    const before = { width: window.innerWidth, height: window.innerHeight };
    await page.viewport(1366, 768);
    onTestFinished(() => page.viewport(before.width, before.height));
    const onCurrentChange = vi.fn();
    const { container } = render(<Pager total={95} pageNum={1} onCurrentChange={onCurrentChange} />);
    const jumper = container.querySelector('.ant-pagination-options-quick-jumper input') as HTMLInputElement;
    // As a user: a click into the box, the page number, then on to the next field (the jumper goes on leaving the box).
    await userEvent.click(jumper);
    expect(jumper).toHaveFocus();
    await userEvent.keyboard('7');
    expect(jumper).toHaveValue('7');
    await userEvent.tab();
    await waitFor(() => expect(onCurrentChange).toHaveBeenCalledWith(7));
  });

  it('speaks English too', () => {
    setLang('en-US');
    try {
      render(<Pager total={12} pageNum={2} />);
      expect(screen.getByText('Total 12')).toBeInTheDocument();
    } finally {
      setLang('zh-CN');
    }
  });
});
