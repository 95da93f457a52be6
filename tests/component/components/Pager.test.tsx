import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    const onCurrentChange = vi.fn();
    const { container } = render(<Pager total={95} pageNum={1} onCurrentChange={onCurrentChange} />);
    const jumper = container.querySelector('.ant-pagination-options-quick-jumper input') as HTMLInputElement;
    await userEvent.type(jumper, '7');
    await userEvent.tab();
    expect(onCurrentChange).toHaveBeenCalledWith(7);
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
