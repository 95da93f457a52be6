/**
 * A bill's header over its lines (/expenseBillDetailes, /izuIncomeBillAccountStatementDetailed, /izuIncomeBillCheck):
 * the bill's number, party, month and state, its amount and its lines' total — the same number, since the bill's
 * amount is its lines' (`billAmountOf`); a difference would be shown as one.
 */
import { Alert, Descriptions, Spin, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BackButton } from '@/components/BackButton';
import { useEntityGet } from '@/components/entity/data';
import { bi, pick, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';
import { formatAmount } from '@/lib/format';
import { compare } from '@/lib/money';
import { PARENT_PARAM, parentPath } from '@/lib/rowQuery';

export const EXPENSE_STATEMENT = '/api/lingsan/expenseBill/statement';
export const INCOME_STATEMENT = '/api/lingsan/incomeBill/statement';

export const HEADER_TEXT = {
  billNo: bi('账单号', 'Bill no.'),
  party: { expense: bi('供应商', 'Supplier'), income: bi('合作方', 'Partner') },
  month: bi('账单月份', 'Month'),
  status: bi('账单状态', 'Status'),
  amount: bi('账单金额（元）', 'Bill amount (CNY)'),
  lines: bi('明细合计（元）', 'Lines total (CNY)'),
  count: bi('明细条数', 'Lines'),
  payable: bi('应付金额（元）', 'Payable (CNY)'),
  mismatch: bi('明细合计与账单金额不一致', 'The lines’ total differs from the bill’s amount'),
  missing: bi('请从账单列表选择一个账单查看其明细', 'Open a bill’s lines from the bill list'),
};

/** What a statement call answers (GET <base>/statement?billNo=). */
export interface Statement {
  bill: Record<string, unknown>;
  lineCount: number;
  linesTotal: number;
  adjustedTotal?: number;
  disputed?: Record<string, unknown>[];
  /** An income bill's lines, in order (its check lists them all). */
  lines?: Record<string, unknown>[];
}

/** A bill's statement; quiet: the screens say a refusal (账单不存在) inline, once. */
export function useStatement(path: string, billNo: string | null) {
  return useEntityGet<Statement>(path, { billNo: billNo ?? '' }, !!billNo, true);
}

export function BillHeader({ kind, statement, statusLabel, extra }: { kind: 'expense' | 'income'; statement: Statement; statusLabel: Bilingual | string; extra?: ReactNode }) {
  const lang = useLang();
  const { bill } = statement;
  const party = kind === 'expense' ? bill.supplierName : bill.partnerName;
  const same = compare(statement.linesTotal, bill.billAmount as number) === 0;
  return (
    <div data-testid="bill-header" style={{ marginBottom: 16 }}>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }}>
        <Descriptions.Item label={pick(HEADER_TEXT.billNo, lang)}>{String(bill.billNo)}</Descriptions.Item>
        <Descriptions.Item label={pick(HEADER_TEXT.party[kind], lang)}>{String(party ?? '')}</Descriptions.Item>
        <Descriptions.Item label={pick(HEADER_TEXT.month, lang)}>{String(bill.billMonth)}</Descriptions.Item>
        <Descriptions.Item label={pick(HEADER_TEXT.status, lang)}>
          <Tag>{typeof statusLabel === 'string' ? statusLabel : pick(statusLabel, lang)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={pick(HEADER_TEXT.amount, lang)}>
          <span data-testid="bill-amount">{formatAmount(bill.billAmount)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={pick(HEADER_TEXT.lines, lang)}>
          <span data-testid="lines-total">{formatAmount(statement.linesTotal)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={pick(HEADER_TEXT.count, lang)}>{statement.lineCount}</Descriptions.Item>
        {kind === 'expense' && <Descriptions.Item label={pick(HEADER_TEXT.payable, lang)}>{formatAmount(bill.payableAmount)}</Descriptions.Item>}
        {extra}
      </Descriptions>
      {!same && <Alert style={{ marginTop: 8 }} type="error" showIcon title={pick(HEADER_TEXT.mismatch, lang)} />}
    </div>
  );
}

/**
 * The header of the bill named in the address, or what is missing / loading / failed (a bill that does not exist:
 * said once, here, with a way back to `list`, the bills' list or the address's parent).
 */
export function StatementBanner({ kind, path, billNo, list, statusOf }: { kind: 'expense' | 'income'; path: string; billNo: string | null; list: string; statusOf: (bill: Record<string, unknown>) => Bilingual | string }) {
  const lang = useLang();
  const [query] = useSearchParams();
  const statement = useStatement(path, billNo);
  if (!billNo) return <Alert style={{ marginBottom: 16 }} type="info" showIcon title={pick(HEADER_TEXT.missing, lang)} />;
  if (statement.error)
    return <Alert style={{ marginBottom: 16 }} type="error" showIcon title={statement.error.message} action={<BackButton size="small" to={parentPath(query.get(PARENT_PARAM), list)} />} />;
  if (!statement.data) return <Spin />;
  return <BillHeader kind={kind} statement={statement.data} statusLabel={statusOf(statement.data.bill)} />;
}
