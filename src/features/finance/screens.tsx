/**
 * The provider's bills (src/entities/finance): expense bills (list, detail with its order lines, the lines of one
 * bill) and an income bill's statement; the check and the summary are screens of their own (./IncomeBillCheckPage,
 * ./IncomExpensePage).
 */
import { Link, useSearchParams } from 'react-router-dom';
import { EntityDetailPage } from '@/components/entity/EntityDetailPage';
import { EntityListPage } from '@/components/entity/EntityListPage';
import type { AnySchema } from '@/entities/define';
import { expenseBill, expenseBillLine, incomeBillLine } from '@/entities/finance';
import { bi, pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import { EXPENSE_STATEMENT, INCOME_STATEMENT, StatementBanner } from './BillHeader';


export const IzuExpenseBillPage = () => <EntityListPage schema={expenseBill} />;
const ITEMS = bi('查看订单明细', 'Order lines');

function ItemsLink({ billNo, parent }: { billNo: string; parent: string }) {
  const lang = useLang();
  return <Link to={`/expenseBillDetailes?${new URLSearchParams({ billNo, parent })}`}>{pick(ITEMS, lang)}</Link>;
}

/** The bill's detail; its order lines (filter, export) one click away. */
export const ExpenseBillDetailedPage = () => (
  <EntityDetailPage
    schema={expenseBill}
    defaultParent="/izuExpenseBill"
    extra={(row, self) => <ItemsLink billNo={String(row.billNo)} parent={self} />}
  />
);

/** /expenseBillDetailes?billNo=: the bill's order lines under its header (without a bill: every bill's lines). */
export function ExpenseBillDetailesPage() {
  const [query] = useSearchParams();
  const billNo = query.get('billNo');
  return (
    <EntityListPage
      schema={expenseBillLine}
      banner={<StatementBanner kind="expense" path={EXPENSE_STATEMENT} billNo={billNo} list="/izuExpenseBill" statusOf={(bill) => String(bill.billStatusName ?? '')} />}
    />
  );
}

/** The statement reads the lines; marking them is the check's (/izuIncomeBillCheck): no row actions here. */
const statementLines: AnySchema = { ...incomeBillLine, actions: undefined };

/** /izuIncomeBillAccountStatementDetailed?billNo=: an income bill's statement — its lines, their total, export. */
export function IzuIncomeBillAccountStatementDetailedPage() {
  const [query] = useSearchParams();
  const billNo = query.get('billNo');
  return <EntityListPage schema={statementLines} banner={<StatementBanner kind="income" path={INCOME_STATEMENT} billNo={billNo} list="/izuIncomeBill" statusOf={(bill) => String(bill.billStatusName ?? '')} />} />;
}
