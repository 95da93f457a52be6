/**
 * A record's History tab, the last of every detail screen (docs/architecture.md "History"): the change log's entries
 * for the record — when, who, what was done, and each changed field before → after — newest first, paged. The
 * entries come from the change log's list (./data `useRecordHistory`), loaded again after any write. The English
 * screen shows an entry's English texts (action, labels, a dictionary value's label), an older entry without them its
 * Chinese ones.
 */
import '@/i18n/parts/entity';
import { Alert, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { pick, type Lang } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { changeLog } from '@/entities/admin/changeLog';
import type { FieldChange } from '@/entities/admin/changeLogRules';
import type { AnySchema } from '@/entities/define';
import { Pager } from '../Pager';
import { HISTORY_PAGE_SIZE, useRecordHistory } from './data';

type Row = Record<string, unknown>;

/** A text in the screen's language: the English twin when the English screen has one, else the Chinese. */
const inLang = (lang: Lang, zh: unknown, en: unknown): string => String((lang === 'en-US' && typeof en === 'string' && en !== '' ? en : zh) ?? '');

const changesOf = (row: Row): FieldChange[] => (Array.isArray(row.changes) ? (row.changes as FieldChange[]) : []);

/** One entry's field changes: a line each, "label: before → after". */
function ChangeLines({ row }: { row: Row }) {
  const t = useT();
  const lang = useLang();
  const changes = changesOf(row);
  if (!changes.length) return <Typography.Text type="secondary">{t('entity.history.noFields')}</Typography.Text>;
  const shown = (v: string) => (v === '' ? t('entity.history.blank') : v);
  return (
    <Flex vertical gap={2}>
      {changes.map((c, i) => (
        <Typography.Text key={i}>{t('entity.history.change', { label: inLang(lang, c.label, c.labelEn), before: shown(inLang(lang, c.before, c.beforeEn)), after: shown(inLang(lang, c.after, c.afterEn)) })}</Typography.Text>
      ))}
    </Flex>
  );
}

const label = (name: string) => changeLog.fields.find((f) => f.name === name)!.label;

export function HistoryTab({ schema, row }: { schema: AnySchema; row: Row }) {
  const t = useT();
  const lang = useLang();
  const [page, setPage] = useState(1);
  const history = useRecordHistory(schema, String(row[schema.rowKey] ?? ''), page);
  const error = history.isError ? history.error.message || t('entity.loadFailed') : null;
  const columns = [
    { key: 'time', title: pick(label('time'), lang), render: (_: unknown, r: Row) => String(r.time ?? ''), width: 170 },
    { key: 'operator', title: pick(label('operatorName'), lang), render: (_: unknown, r: Row) => (r.operator ? t('entity.history.operator', { name: String(r.operatorName ?? ''), account: String(r.operator) }) : String(r.operatorName ?? '')) },
    { key: 'action', title: pick(label('actionName'), lang), render: (_: unknown, r: Row) => inLang(lang, r.actionName, r.actionNameEn) },
    { key: 'changes', title: t('entity.history.changes'), render: (_: unknown, r: Row) => <ChangeLines row={r} /> },
  ];
  return (
    <Flex vertical gap={8}>
      {error && <Alert type="error" showIcon title={t('entity.history.failed', { msg: error })} />}
      <Table<Row>
        size="small"
        pagination={false}
        loading={history.isPending || history.isFetching}
        rowKey={(r) => String(r[changeLog.rowKey])}
        dataSource={error ? [] : (history.data?.result ?? [])}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: error ? t('entity.emptyFailed') : t('entity.history.none') }}
        columns={columns}
      />
      <Pager total={error ? 0 : (history.data?.total ?? 0)} pageNum={page} pageSize={HISTORY_PAGE_SIZE} onCurrentChange={setPage} />
    </Flex>
  );
}
