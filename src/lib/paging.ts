/** §9 paging: lists start at page 1 with 10 rows a page (the refund list and the default table). */
export const FIRST_PAGE = 1;
export const PAGE_SIZE = 10;

/** §3 pager props. */
export interface PageState {
  total: number;
  pageNum: number;
  pageSize: number;
}
