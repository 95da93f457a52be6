import { Pagination } from 'antd';
import { useT } from '@/i18n/react';
import { PAGE_SIZE, type PageState } from '@/lib/paging';

export interface PagerProps extends Partial<Pick<PageState, 'pageSize'>>, Omit<PageState, 'pageSize'> {
  /** A new page size was chosen: reload from the first page. */
  onSizeChange?: (pageSize: number) => void;
  /** Another page was chosen. */
  onCurrentChange?: (pageNum: number) => void;
}

/**
 * §9 pager: total, prev, pager, next, jumper; hidden when total is 0; 10 a page from page 1 by default.
 * §3 props total, pageNum, pageSize; emits size change and current change.
 */
export function Pager({ total, pageNum, pageSize = PAGE_SIZE, onSizeChange, onCurrentChange }: PagerProps) {
  const t = useT();
  if (!total || total <= 0) return null;
  return (
    <Pagination
      align="end"
      style={{ marginTop: 16 }}
      total={total}
      current={pageNum}
      pageSize={pageSize}
      showTotal={(n) => t('widgets.pager.total', { total: n })}
      showSizeChanger={false}
      showQuickJumper
      onChange={(page, size) => {
        if (size !== pageSize) onSizeChange?.(size);
        else onCurrentChange?.(page);
      }}
    />
  );
}
