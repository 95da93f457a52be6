/**
 * §9 data table's load-more, split from DataTable.test.tsx to run in jsdom (JSDOM_COMPONENT_FILES, vite.config.ts):
 * it sets the table body's scroll numbers (scrollHeight, clientHeight, scrollTop) to put the bottom 3 px and 2 px
 * away, which jsdom takes as given and a real browser does not (its scrollTop is clamped to the laid-out rows).
 */
import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, TABLE_MAX_HEIGHT, type DataColumn } from '@/components/DataTable';
import { renderWidget } from './widgetHarness';

interface Refund {
  orderNo: string;
  bookingUserName: string;
}

const rows: Refund[] = [
  { orderNo: 'R20240501000123', bookingUserName: '张三' },
  { orderNo: 'R20240501000124', bookingUserName: '李四' },
];

const columns: DataColumn<Refund>[] = [
  { title: '订单号', dataIndex: 'orderNo' },
  { title: '预订人', dataIndex: 'bookingUserName' },
];

describe('§9 data table: height, load more', () => {
  function scrollBody(body: HTMLElement, { scrollHeight, clientHeight, scrollTop }: { scrollHeight: number; clientHeight: number; scrollTop: number }) {
    Object.defineProperty(body, 'scrollHeight', { configurable: true, value: scrollHeight });
    Object.defineProperty(body, 'clientHeight', { configurable: true, value: clientHeight });
    body.scrollTop = scrollTop;
    fireEvent.scroll(body);
  }

  it('max height 240 where asked; load-more fires within 2 px of the bottom, once per arrival', () => {
    const onLoadMore = vi.fn();
    const { container } = renderWidget(<DataTable rowKey="orderNo" columns={columns} dataSource={rows} maxHeight={TABLE_MAX_HEIGHT} onLoadMore={onLoadMore} />);
    const body = container.querySelector('.ant-table-body') as HTMLElement;
    expect(body.style.maxHeight).toBe('240px');
    scrollBody(body, { scrollHeight: 1000, clientHeight: 240, scrollTop: 757 }); // 3 px left
    expect(onLoadMore).not.toHaveBeenCalled();
    scrollBody(body, { scrollHeight: 1000, clientHeight: 240, scrollTop: 758 }); // 2 px left
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    scrollBody(body, { scrollHeight: 1000, clientHeight: 240, scrollTop: 760 });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    scrollBody(body, { scrollHeight: 1400, clientHeight: 240, scrollTop: 760 }); // more rows arrived
    scrollBody(body, { scrollHeight: 1400, clientHeight: 240, scrollTop: 1160 });
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

});
