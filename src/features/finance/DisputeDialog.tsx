/**
 * Marking a line of an income bill 有异议 (the line's `dispute` transition, its declared dialog fields and their rules,
 * the backend's too), with the bill's checked total as it would become, shown live while the amount is typed
 * (`adjustedTotalOf` over the bill's lines with this one's amount as typed).
 */
import { Alert, Form, Modal } from 'antd';
import { useState } from 'react';
import { ActionFieldItems, actionPayload, DIALOG_WIDTH } from '@/components/entity/ActionButtons';
import { AppForm } from '@/components/AppForm';
import { useEntityWrite } from '@/components/entity/data';
import { newValues } from '@/components/entity/kinds';
import { adjustedTotalOf, DISPUTED, incomeBillLine, isMoneyLike, type CheckedLine } from '@/entities/finance';
import { bi, pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import { formatAmount } from '@/lib/format';
import { notify } from '@/lib/notify';

const TEXT = {
  total: bi('标记后核对合计', 'Checked total after this mark'),
  billed: bi('本条账单金额', 'This line as billed'),
  failed: bi('操作失败', 'The call failed'),
};

type Row = Record<string, unknown>;

export function DisputeDialog({ line, lines, onClose }: { line: Row; lines: readonly Row[]; onClose: () => void }) {
  const lang = useLang();
  const [form] = Form.useForm<Row>();
  const [sending, setSending] = useState(false);
  const write = useEntityWrite(incomeBillLine);
  const tr = incomeBillLine.transitions.find((x) => x.key === 'dispute')!;
  const fields = tr.fields ?? [];
  const typed: unknown = Form.useWatch('adjustedAmount', form);
  // The total as it would be: this line counted at the amount typed (while it reads as an amount), the others as they are.
  const preview = isMoneyLike(typed)
    ? adjustedTotalOf(lines.map((l) => (l.lineId === line.lineId ? { ...l, disputeStatus: DISPUTED, adjustedAmount: typed } : l)) as unknown as CheckedLine[])
    : adjustedTotalOf(lines as unknown as CheckedLine[]);

  const send = async () => {
    let values: Row;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    setSending(true);
    const r = await write({ path: `${incomeBillLine.base ?? ''}/${tr.key}`, payload: { ...actionPayload(fields, values), lineId: line.lineId as number } });
    setSending(false);
    if (!r.ok) {
      if (!r.handled) notify.error(r.msg || pick(TEXT.failed, lang));
      return;
    }
    notify.success(pick(tr.done ?? tr.label, lang));
    onClose();
  };

  return (
    <Modal open width={DIALOG_WIDTH} title={pick(tr.label, lang)} okText={pick(bi('确定', 'OK'), lang)} cancelText={pick(bi('取消', 'Cancel'), lang)} okButtonProps={{ loading: sending }} onOk={() => void send()} onCancel={() => !sending && onClose()} maskClosable={false} destroyOnHidden>
      <p>
        {String(line.orderNo)} · {pick(TEXT.billed, lang)} {formatAmount(line.amount)}
      </p>
      <AppForm form={form} name="incomeBillLines-dispute-dialog" layout="vertical" preserve={false} initialValues={newValues(fields)}>
        <ActionFieldItems fields={fields} />
      </AppForm>
      <Alert type="info" showIcon title={<span>{pick(TEXT.total, lang)}：<span data-testid="dispute-preview">{formatAmount(preview)}</span></span>} />
    </Modal>
  );
}
