import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { describe, expect, it } from 'vitest';
import { COLUMNS_STORAGE_PREFIX, COPY_TOOLTIP_MS, DataTable, type DataColumn } from '@/components/DataTable';
import { renderWidget } from './widgetHarness';

interface Refund {
  orderNo: string;
  bookingUserName: string;
  payStatus: string;
}

const rows: Refund[] = [
  { orderNo: 'R20240501000123', bookingUserName: '张三', payStatus: '退款成功' },
  { orderNo: 'R20240501000124', bookingUserName: '李四', payStatus: '退款中' },
];

const columns: DataColumn<Refund>[] = [
  { title: '订单号', dataIndex: 'orderNo' },
  { title: '预订人', dataIndex: 'bookingUserName' },
  { title: '支付状态', dataIndex: 'payStatus' },
  { title: '操作', key: 'actions', render: () => <Button size="small">详情</Button> },
];

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('§2 data table: copy on click', () => {
  it("copies a cell's text and shows 'Copy succeeded' (复制成功) for 1 s", async () => {
    const user = userEvent.setup();
    renderWidget(<DataTable rowKey="orderNo" columns={columns} dataSource={rows} />);
    const clicked = performance.now();
    await user.click(screen.getByText('R20240501000124'));
    expect(await navigator.clipboard.readText()).toBe('R20240501000124');
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('复制成功');
    // Closing shows as antd's leave animation (then hidden); jsdom never ends the animation itself.
    const closing = () => /-leave|ant-tooltip-hidden/.test(tip.closest('.ant-tooltip')?.className ?? '');
    // It closes by itself, and not before 1 s after the click. Seen by polling: a busy machine may notice the close
    // late, never early, so the lower bound holds however loaded the machine is.
    let closedAt = 0;
    await waitFor(
      () => {
        expect(closing()).toBe(true);
        closedAt = performance.now();
      },
      { timeout: COPY_TOOLTIP_MS + 5000, interval: 20 },
    );
    expect(closedAt - clicked).toBeGreaterThanOrEqual(COPY_TOOLTIP_MS);
  });

  it('leaves the buttons of an action column alone, and copyable={false} turns copying off', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWidget(<DataTable rowKey="orderNo" columns={columns} dataSource={rows} />);
    await user.click(screen.getAllByRole('button', { name: /详\s?情/ })[0]);
    expect(screen.queryByRole('tooltip')).toBeNull();
    unmount();
    renderWidget(<DataTable rowKey="orderNo" columns={columns} dataSource={rows} copyable={false} />);
    await user.click(screen.getByText('张三'));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('§2 data table: column chooser', () => {
  it('hides a column and remembers it per screen in local storage', async () => {
    const user = userEvent.setup();
    const first = renderWidget(<DataTable rowKey="orderNo" columns={columns} dataSource={rows} columnsKey="refundDetailList" />);
    expect(headers()).toEqual(['订单号', '预订人', '支付状态', '操作']);
    await user.click(screen.getByRole('button', { name: /列设置/ }));
    const chooser = await screen.findByRole('tooltip');
    await user.click(within(chooser).getByRole('checkbox', { name: '支付状态' }));
    expect(headers()).toEqual(['订单号', '预订人', '操作']);
    expect(JSON.parse(localStorage.getItem(COLUMNS_STORAGE_PREFIX + 'refundDetailList') ?? 'null')).toMatchObject({ hidden: ['payStatus'], pinned: [] });
    first.unmount();

    // The same screen later: still hidden. Another screen: its own choice.
    const again = renderWidget(<DataTable rowKey="orderNo" columns={columns} dataSource={rows} columnsKey="refundDetailList" />);
    expect(headers()).toEqual(['订单号', '预订人', '操作']);
    again.unmount();
    const other = renderWidget(<DataTable rowKey="orderNo" columns={columns} dataSource={rows} columnsKey="OrderList" />);
    expect(headers()).toEqual(['订单号', '预订人', '支付状态', '操作']);
    other.unmount();

    renderWidget(<DataTable rowKey="orderNo" columns={columns} dataSource={rows} columnsKey="refundDetailList" />);
    await user.click(screen.getByRole('button', { name: /列设置/ }));
    await user.click(await screen.findByRole('button', { name: '恢复默认' }));
    expect(headers()).toEqual(['订单号', '预订人', '支付状态', '操作']);
    expect(JSON.parse(localStorage.getItem(COLUMNS_STORAGE_PREFIX + 'refundDetailList') ?? 'null')).toEqual({ hidden: [], order: [], pinned: [] });
  });

  it('moves a column and pins one at the left; an older entry (the hidden columns alone) is still read', async () => {
    const user = userEvent.setup();
    localStorage.setItem(COLUMNS_STORAGE_PREFIX + 'refundDetailList', '["orderNo"]');
    renderWidget(<DataTable rowKey="orderNo" columns={columns} dataSource={rows} columnsKey="refundDetailList" />);
    expect(headers()).toEqual(['预订人', '支付状态', '操作']);
    await user.click(screen.getByRole('button', { name: /列设置/ }));
    const chooser = await screen.findByRole('tooltip');
    await user.click(within(chooser).getByRole('button', { name: '上移 支付状态' }));
    expect(headers()).toEqual(['支付状态', '预订人', '操作']);
    await user.click(within(chooser).getByRole('button', { name: '固定在左侧 预订人' }));
    expect(headers()).toEqual(['预订人', '支付状态', '操作']);
    expect(document.querySelector('th.ant-table-cell-fix-left, th.ant-table-cell-fix-start')?.textContent).toBe('预订人');
    // The last column shown cannot be hidden.
    await user.click(within(chooser).getByRole('checkbox', { name: '支付状态' }));
    await user.click(within(chooser).getByRole('checkbox', { name: '操作' }));
    expect(headers()).toEqual(['预订人']);
    expect(within(chooser).getByRole('checkbox', { name: '预订人' })).toBeDisabled();
  });

  it('a corrupt stored choice shows every column', () => {
    localStorage.setItem(COLUMNS_STORAGE_PREFIX + 'refundDetailList', '{oops');
    renderWidget(<DataTable rowKey="orderNo" columns={columns} dataSource={rows} columnsKey="refundDetailList" />);
    expect(headers()).toEqual(['订单号', '预订人', '支付状态', '操作']);
  });

  it('there is no chooser without a screen name', () => {
    renderWidget(<DataTable rowKey="orderNo" columns={columns} dataSource={rows} />);
    expect(screen.queryByRole('button', { name: /列设置/ })).toBeNull();
  });
});

describe('§9 data table: height, scroll bar', () => {
  // Load-more at the bottom: DataTableLoadMore.test.tsx (jsdom: it sets the body's scroll numbers).
  it('keeps the horizontal scroll bar in view on a long page (sticky)', () => {
    const { container } = renderWidget(<DataTable rowKey="orderNo" columns={columns} dataSource={rows} />);
    expect(container.querySelector('.ant-table-sticky-holder')).toBeInTheDocument();
    expect((container.querySelector('.ant-table-body') as HTMLElement).style.maxHeight).toBe(''); // no height limit: the page scrolls
  });
});
