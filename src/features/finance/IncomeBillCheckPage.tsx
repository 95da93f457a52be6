/**
 * /izuIncomeBillCheck?billId=&billNo= — the partner's check of an income bill awaiting its confirmation (state 120):
 * the bill's lines, each of which can be marked 有异议 with a note and the amount the partner accepts (the lines'
 * `dispute` / `undispute` transitions; the dispute's dialog shows the checked total as it would become while the
 * amount is typed), the total as the check adjusts it (`adjustedTotalOf`, loaded again after every mark), then either the bill's own `confirm` — only when no line is disputed: the backend's guard refuses it
 * otherwise with the same words (`disputedRefusal`) — or its own `reject`, the reason filled from the disputes
 * (`disputeReason`) and editable. No second confirm: both are the income bill's declared transitions.
 */
import { Alert, Button, Descriptions, Space, Spin, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ActionDialog } from '@/components/entity/ActionButtons';
import { usePermission } from '@/components/Permission';
import { useScreenMeta } from '@/components/screenMeta';
import type { EntityAction } from '@/entities/define';
import { incomeBill } from '@/entities/dispatch';
import { AWAITING_PARTNER, disputedRefusal, disputeReason, incomeBillLine, isDisputed, type CheckedLine } from '@/entities/finance';
import { bi, pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import { formatAmount } from '@/lib/format';
import { BillHeader, HEADER_TEXT, INCOME_STATEMENT, useStatement } from './BillHeader';
import { DisputeDialog } from './DisputeDialog';
import { screenReady } from '@/components/screenReady';

const TEXT = {
  adjusted: bi('核对后合计（元）', 'Checked total (CNY)'),
  disputed: bi('有异议明细', 'Disputed lines'),
  notAwaiting: bi('该账单不在待合作方确认状态，无需核对。', 'This bill does not await the partner’s confirmation: there is nothing to check.'),
  hint: bi('逐条核对明细：有异议的明细请标记异议，填写核对金额和说明。没有异议时确认账单；有异议时驳回账单，驳回原因带出异议明细。', 'Check each line; mark a line you dispute with the amount you accept and a note. With no dispute, confirm the bill; with disputes, reject it with them.'),
  rejectWith: bi('驳回（附异议明细）', 'Reject with the disputes'),
  statement: bi('查看对账单', 'Statement'),
};

type Row = Record<string, unknown>;

/** A declared line field's label (the statement's and the check's columns say the same). */
const labelOf = (name: string) => incomeBillLine.fields.find((f) => f.name === name)?.label ?? bi(name, name);
const AMOUNT_COLUMNS = new Set(['unitPrice', 'amount', 'adjustedAmount']);
const COLUMNS = ['orderNo', 'plate', 'model', 'startDate', 'endDate', 'rentDays', 'unitPrice', 'amount', 'disputeStatus', 'adjustedAmount', 'disputeNote'];

/** Every line of the bill, with its check and (while the bill awaits the partner) the marks; the totals under it. */
function LineTable({ lines, linesTotal, adjustedTotal, actions, onDispute, onWithdraw }: {
  lines: readonly Row[]; linesTotal: number; adjustedTotal?: number; actions: boolean; onDispute: (row: Row) => void; onWithdraw: (row: Row) => void;
}) {
  const lang = useLang();
  const dispute = incomeBillLine.actions?.find((a) => a.key === 'dispute');
  const undispute = incomeBillLine.actions?.find((a) => a.key === 'undispute');
  return (
    <Table<Row>
      // The statement's lines: the screen's first content (src/components/screenReady.ts).
      {...screenReady(true)}
      size="small"
      rowKey="lineId"
      data-testid="check-lines"
      dataSource={[...lines]}
      pagination={false}
      scroll={{ x: 1400 }}
      columns={[
        ...COLUMNS.map((name) => ({
          key: name,
          title: pick(labelOf(name), lang),
          width: name === 'orderNo' ? 170 : name === 'model' ? 150 : name === 'disputeNote' ? 200 : undefined,
          align: AMOUNT_COLUMNS.has(name) || name === 'rentDays' ? ('right' as const) : undefined,
          render: (_: unknown, row: Row) =>
            name === 'disputeStatus' ? (
              <Tag color={isDisputed(row as unknown as CheckedLine) ? 'orange' : undefined}>{String(row.disputeStatusName ?? '')}</Tag>
            ) : AMOUNT_COLUMNS.has(name) ? (
              row[name] === undefined || row[name] === null || row[name] === '' ? '' : formatAmount(row[name])
            ) : (
              String(row[name] ?? '')
            ),
        })),
        ...(actions && dispute && undispute
          ? [{
              key: 'actions', title: pick(bi('操作', 'Actions'), lang), fixed: 'right' as const,
              render: (_: unknown, row: Row) =>
                isDisputed(row as unknown as CheckedLine) ? (
                  <Button type="link" size="small" onClick={() => onWithdraw(row)}>{pick(undispute.label, lang)}</Button>
                ) : (
                  <Button type="link" size="small" onClick={() => onDispute(row)}>{pick(dispute.label, lang)}</Button>
                ),
            }]
          : []),
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={7}>
            <strong>{pick(bi('合计', 'Total'), lang)}</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={7} align="right">{formatAmount(linesTotal)}</Table.Summary.Cell>
          <Table.Summary.Cell index={8} />
          <Table.Summary.Cell index={9} align="right">{formatAmount(adjustedTotal)}</Table.Summary.Cell>
          <Table.Summary.Cell index={10} colSpan={actions ? 2 : 1} />
        </Table.Summary.Row>
      )}
    />
  );
}

export default function IncomeBillCheckPage() {
  const lang = useLang();
  const meta = useScreenMeta();
  const [query] = useSearchParams();
  const billNo = query.get('billNo');
  const statement = useStatement(INCOME_STATEMENT, billNo);
  const { can } = usePermission();
  const [open, setOpen] = useState<{ action: EntityAction<Row>; row: Row } | null>(null);
  const [withdrawing, setWithdrawing] = useState<{ action: EntityAction<Row>; row: Row } | null>(null);
  const [disputing, setDisputing] = useState<Row | null>(null);
  const undispute = incomeBillLine.actions?.find((a) => a.key === 'undispute');

  const title = meta ? pick(meta.title, lang) : '';
  // The screen's title always, above what is missing, failed or loading.
  const heading = (
    <Typography.Title level={1} style={{ fontSize: 20 }}>
      {title}
    </Typography.Title>
  );
  if (!billNo || statement.error || !statement.data) {
    return (
      <div data-testid="income-bill-check">
        {heading}
        {!billNo ? <Alert type="info" showIcon title={pick(HEADER_TEXT.missing, lang)} /> : statement.error ? <Alert type="error" showIcon title={statement.error.message} /> : <Spin />}
      </div>
    );
  }

  const { bill, adjustedTotal } = statement.data;
  const disputed = (statement.data.disputed ?? []) as unknown as CheckedLine[];
  const awaiting = Number(bill.billStatus) === AWAITING_PARTNER;
  const confirm = incomeBill.actions?.find((a) => a.key === 'confirm');
  const reject = incomeBill.actions?.find((a) => a.key === 'reject');
  const allowed = can(['incomeBill:confirm']);
  const refusal = disputed.length ? pick(disputedRefusal(disputed.length), lang) : null;

  return (
    <div data-testid="income-bill-check">
      {heading}
      <BillHeader
        kind="income"
        statement={statement.data}
        statusLabel={String(bill.billStatusName ?? '')}
        extra={[
          <Descriptions.Item key="adjusted" label={pick(TEXT.adjusted, lang)}>
            <span data-testid="adjusted-total">{formatAmount(adjustedTotal)}</span>
          </Descriptions.Item>,
          <Descriptions.Item key="disputed" label={pick(TEXT.disputed, lang)}>
            <span data-testid="disputed-count">{disputed.length}</span>
          </Descriptions.Item>,
        ]}
      />
      {awaiting ? (
        <>
          <Alert style={{ marginBottom: 12 }} type="info" showIcon title={pick(TEXT.hint, lang)} />
          {allowed && confirm && reject && (
            <Space style={{ marginBottom: 12 }} wrap>
              <Tooltip title={refusal}>
                <Button type="primary" disabled={!!refusal} data-testid="check-confirm" onClick={() => setOpen({ action: confirm, row: bill })}>
                  {pick(confirm.label, lang)}
                </Button>
              </Tooltip>
              <Button
                danger
                data-testid="check-reject"
                onClick={() => setOpen({ action: { ...reject, prefill: true }, row: { ...bill, rejectReason: disputeReason(disputed, lang) } })}
              >
                {pick(disputed.length ? TEXT.rejectWith : reject.label, lang)}
              </Button>
              {refusal && <Typography.Text type="warning" data-testid="confirm-refusal">{refusal}</Typography.Text>}
            </Space>
          )}
        </>
      ) : (
        <Alert style={{ marginBottom: 12 }} type="warning" showIcon title={pick(TEXT.notAwaiting, lang)} action={<Link to={`/izuIncomeBillAccountStatementDetailed?${new URLSearchParams({ billNo })}`}>{pick(TEXT.statement, lang)}</Link>} />
      )}
      <LineTable lines={statement.data.lines ?? []} adjustedTotal={adjustedTotal} linesTotal={statement.data.linesTotal} actions={awaiting && allowed} onDispute={setDisputing} onWithdraw={(row) => undispute && setWithdrawing({ action: undispute, row })} />
      {open && <ActionDialog schema={incomeBill} action={open.action} row={open.row} onClose={() => setOpen(null)} />}
      {withdrawing && <ActionDialog schema={incomeBillLine} action={withdrawing.action} row={withdrawing.row} onClose={() => setWithdrawing(null)} />}
      {disputing && <DisputeDialog line={disputing} lines={statement.data.lines ?? []} onClose={() => setDisputing(null)} />}
    </div>
  );
}
