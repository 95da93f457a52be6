/**
 * The detail screen of a schema, by id: the query names the row key (`?billId=6003`) and optionally `parent`, the
 * list to go back to. A missing id or a refused detail call says so with the way back.
 */
import { Alert, Button, Result, Space, Spin, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { PARENT_PARAM, parentPath } from '@/lib/rowQuery';
import { useScreenMeta } from '../screenMeta';
import { useEntityRow } from './data';
import { RowDescriptions } from './RowScreen';
import type { AnySchema } from '@/entities/define';

type Row = Record<string, unknown>;

export function EntityDetailPage({ schema, defaultParent }: { schema: AnySchema; defaultParent: string }) {
  const t = useT();
  const lang = useLang();
  const meta = useScreenMeta();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = query.get(schema.rowKey)?.trim() ?? '';
  const parent = parentPath(query.get(PARENT_PARAM), defaultParent);
  // The row from the query cache (./data): shown again, its tab loads it again when stale or written meanwhile.
  const loaded = useEntityRow(schema, id);

  const back = <Button onClick={() => navigate(parent)}>{t('entity.row.back')}</Button>;
  const current: { row: Row | null; error: string | null } | null = loaded.isPending ? null : loaded.isError ? { row: null, error: loaded.error.message || t('entity.loadFailed') } : { row: loaded.data, error: null };
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {meta ? pick(meta.title, lang) : pick(schema.title, lang)}
      </Typography.Title>
      {!id ? (
        <Result status="warning" title={t('entity.row.missing')} subTitle={t('entity.row.hint')} extra={back} />
      ) : !current ? (
        <Spin />
      ) : current.error || !current.row ? (
        <Space direction="vertical">
          <Alert type="error" showIcon title={current.error ?? t('entity.loadFailed')} />
          {back}
        </Space>
      ) : (
        <>
          <div style={{ marginBottom: 16 }}>{back}</div>
          <RowDescriptions schema={schema} row={current.row} />
        </>
      )}
    </div>
  );
}
