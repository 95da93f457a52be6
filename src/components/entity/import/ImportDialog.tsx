/**
 * Import from a spreadsheet (docs/architecture.md "Import"): download the template, upload an .xlsx/.xls/.csv, read it
 * in a worker and check every row with the form's rules (in slices, with a progress bar), read the report — the rows
 * that pass and those that fail, with the field and the message —, then import the rows that pass, or nothing. The
 * backend takes them all or none: a row it refuses joins the report, nothing having been saved, and the rest can be
 * imported again. The report downloads as a spreadsheet with an error column (the template's header: corrected, it
 * imports as it is). Loaded with its first use (the list's button), with ./sheetIo in a worker of its own.
 */
import '@/i18n/parts/entity';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Progress, Result, Space, Table, Typography, Upload } from 'antd';
import { saveAs } from 'file-saver';
import { useEffect, useMemo, useState } from 'react';
import dayjs from 'dayjs';
import { bi, pick, type Bilingual } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import type { AnySchema } from '@/entities/define';
import { importColumns, type CheckedRow, type Lookups } from '@/entities/sheet';
import { useEntityImport } from '../data';
import { checkSheet, loadLookups, problemText, reportSheets, templateSheets } from './importSheet';
import { runJob } from './runJob';
import type { SheetSpec } from './sheetIo';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The largest file taken (a 10,000-row sheet is far smaller). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
const ACCEPT = '.xlsx,.xls,.csv';

type Phase =
  | { step: 'choose'; refused?: string }
  | { step: 'reading'; done: number; total: number }
  | { step: 'checked'; rows: CheckedRow[]; backendRefused?: number; failure?: string }
  | { step: 'importing'; rows: CheckedRow[] }
  | { step: 'done'; count: number };

/** One line of the report table: a problem of a row. */
interface ProblemLine {
  key: string;
  rowNo: number;
  field: string;
  message: string;
}

async function saveBook(sheets: SheetSpec[], fileName: string): Promise<void> {
  const result = await runJob({ kind: 'write', sheets });
  if (result.kind === 'write') saveAs(new Blob([result.bytes], { type: XLSX_TYPE }), fileName);
}

export default function ImportDialog({ schema, title, onClose }: { schema: AnySchema; title: string; onClose: () => void }) {
  const t = useT();
  const lang = useLang();
  const columns = useMemo(() => importColumns(schema), [schema]);
  const write = useEntityImport(schema);
  const [lookups, setLookups] = useState<Lookups | null>(null);
  const [lookupFailure, setLookupFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const [saving, setSaving] = useState<'template' | 'report' | null>(null);

  // The choices a cell may name (dictionaries, cities, stores, records), asked once the dialog opens.
  useEffect(() => {
    let live = true;
    setLookupFailure(null);
    loadLookups(columns).then(
      (l) => live && setLookups(l),
      (e: unknown) => live && setLookupFailure(e instanceof Error && e.message ? e.message : t('entity.import.lookupFailed')),
    );
    return () => {
      live = false;
    };
  }, [columns, attempt, t]);

  const busy = phase.step === 'reading' || phase.step === 'importing';

  const start = async (file: File) => {
    if (!lookups) return;
    if (!/\.(xlsx|xls|csv)$/i.test(file.name)) return setPhase({ step: 'choose', refused: t('entity.import.badType') });
    if (file.size > IMPORT_MAX_BYTES) return setPhase({ step: 'choose', refused: t('entity.import.tooLarge', { mb: IMPORT_MAX_BYTES / 1024 / 1024 }) });
    setPhase({ step: 'reading', done: 0, total: 0 });
    let sheet: unknown[][];
    try {
      const parsed = await runJob({ kind: 'parse', bytes: await file.arrayBuffer(), name: file.name });
      sheet = parsed.kind === 'parse' ? parsed.rows : [];
    } catch {
      return setPhase({ step: 'choose', refused: t('entity.import.unreadable') });
    }
    const outcome = await checkSheet(columns, sheet, lookups, (done, total) => setPhase({ step: 'reading', done, total }));
    if ('refused' in outcome) return setPhase({ step: 'choose', refused: pick(outcome.refused, lang) });
    setPhase({ step: 'checked', rows: outcome.rows });
  };

  const runImport = async (rows: CheckedRow[]) => {
    const valid = rows.filter((r) => !r.problems.length);
    setPhase({ step: 'importing', rows });
    const r = await write(valid.map((row) => row.values));
    if (r.ok) return setPhase({ step: 'done', count: r.data?.count ?? valid.length });
    if (!r.refused.length) return setPhase({ step: 'checked', rows, failure: r.msg || t('entity.import.failed') });
    // The backend's refusals join the report: nothing was saved; the rows left can be imported again.
    const byRow = new Map(r.refused.map((x) => [valid[x.index], x] as const));
    const next = rows.map((row) => {
      const refusal = byRow.get(row);
      if (!refusal) return row;
      const field = columns.find((f) => f.name === refusal.field) ?? null;
      const message: Bilingual = bi(refusal.msg, refusal.msg);
      return { ...row, problems: [...row.problems, { field: field?.name ?? null, label: field?.label ?? null, message }] };
    });
    setPhase({ step: 'checked', rows: next, backendRefused: byRow.size });
  };

  const downloadTemplate = () => {
    if (!lookups) return;
    setSaving('template');
    void saveBook(templateSheets(columns, lookups, lang), `${title}${t('entity.import.templateName')}.xlsx`).finally(() => setSaving(null));
  };

  const downloadReport = (rows: CheckedRow[]) => {
    setSaving('report');
    void saveBook(reportSheets(columns, rows, lang), `${title}${t('entity.import.reportName')}${dayjs().format('YYYYMMDDHHmmss')}.xlsx`).finally(() => setSaving(null));
  };

  const rows = phase.step === 'checked' || phase.step === 'importing' ? phase.rows : null;
  const failed = rows?.filter((r) => r.problems.length) ?? [];
  const passing = rows ? rows.length - failed.length : 0;
  const lines: ProblemLine[] = useMemo(
    () =>
      failed.flatMap((r) =>
        r.problems.map((p, i) => ({ key: `${r.rowNo}-${i}`, rowNo: r.rowNo, field: p.label ? pick(p.label, lang) : '', message: problemText(p, lang) })),
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the failed rows follow from `rows`
    [rows, lang],
  );

  const footer = (() => {
    if (phase.step === 'done') return <Button type="primary" onClick={onClose}>{t('entity.import.finish')}</Button>;
    if (phase.step === 'checked' || phase.step === 'importing') {
      return (
        <Space wrap>
          <Button icon={<DownloadOutlined />} loading={saving === 'report'} disabled={busy} onClick={() => downloadReport(phase.rows)}>
            {t('entity.import.report')}
          </Button>
          <Button disabled={busy} onClick={() => setPhase({ step: 'choose' })}>
            {t('entity.import.again')}
          </Button>
          <Button disabled={busy} onClick={onClose}>
            {t('entity.cancel')}
          </Button>
          <Button type="primary" disabled={!passing} loading={phase.step === 'importing'} onClick={() => void runImport(phase.rows)}>
            {t('entity.import.run', { count: passing })}
          </Button>
        </Space>
      );
    }
    return (
      <Button disabled={busy} onClick={onClose}>
        {t('entity.cancel')}
      </Button>
    );
  })();

  return (
    <Modal open width={880} title={t('entity.import.title', { name: title })} maskClosable={false} closable={!busy} keyboard={!busy} onCancel={() => !busy && onClose()} footer={footer}>
      {phase.step === 'done' ? (
        <Result status="success" title={t('entity.import.done', { count: phase.count })} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size="middle">
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Typography.Text type="secondary">{t('entity.import.hint')}</Typography.Text>
            <Button icon={<DownloadOutlined />} loading={saving === 'template'} disabled={!lookups} onClick={downloadTemplate}>
              {t('entity.import.template')}
            </Button>
          </Flex>
          {lookupFailure && (
            <Alert
              type="error"
              showIcon
              title={t('entity.import.lookupFailedWith', { msg: lookupFailure })}
              action={
                <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
                  {t('entity.import.retry')}
                </Button>
              }
            />
          )}
          {phase.step === 'choose' && (
            <>
              {phase.refused && <Alert type="error" showIcon title={phase.refused} />}
              <Upload.Dragger
                accept={ACCEPT}
                multiple={false}
                showUploadList={false}
                disabled={!lookups}
                beforeUpload={(file) => {
                  void start(file);
                  return false;
                }}
              >
                <p className="ant-upload-drag-icon">
                  <InboxOutlined />
                </p>
                <p>{t('entity.import.drop')}</p>
                <Typography.Text type="secondary">{t('entity.import.formats')}</Typography.Text>
              </Upload.Dragger>
            </>
          )}
          {phase.step === 'reading' && (
            <div role="status">
              <Progress percent={phase.total ? Math.floor((phase.done / phase.total) * 100) : 0} status="active" aria-label={t('entity.import.progress')} />
              <Typography.Text type="secondary">
                {phase.total ? t('entity.import.checking', { done: phase.done, total: phase.total }) : t('entity.import.reading')}
              </Typography.Text>
            </div>
          )}
          {rows && (
            <>
              <Alert
                type={failed.length ? (passing ? 'warning' : 'error') : 'success'}
                showIcon
                title={t('entity.import.summary', { total: rows.length, ok: passing, failed: failed.length })}
                description={
                  phase.step === 'checked' && phase.backendRefused
                    ? t('entity.import.backendRefused', { count: phase.backendRefused, left: passing })
                    : failed.length
                      ? t('entity.import.onlyValid')
                      : undefined
                }
              />
              {phase.step === 'checked' && phase.failure && <Alert type="error" showIcon title={t('entity.import.failedWith', { msg: phase.failure })} />}
              {phase.step === 'importing' && <Progress percent={100} status="active" showInfo={false} aria-label={t('entity.import.importing')} />}
              {lines.length > 0 && (
                <Table<ProblemLine>
                  size="small"
                  rowKey="key"
                  dataSource={lines}
                  pagination={{ pageSize: 10, showSizeChanger: false }}
                  aria-label={t('entity.import.problems')}
                  columns={[
                    { title: t('entity.import.rowNo'), dataIndex: 'rowNo', width: 90 },
                    { title: t('entity.import.field'), dataIndex: 'field', width: 160 },
                    { title: t('entity.import.message'), dataIndex: 'message' },
                  ]}
                />
              )}
            </>
          )}
        </Space>
      )}
    </Modal>
  );
}
