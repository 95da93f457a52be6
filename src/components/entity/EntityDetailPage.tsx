/**
 * The detail screen of a declared entity, by id: the query names the row key (`?billId=6003`) and optionally
 * `parent`, the list to go back to. Its body is the declaration's sections and related lists (./DetailTabs); its
 * toolbar has the way back, "edit" when the entity has an edit screen, and the transitions the record's state and
 * the user's permissions allow (each with its confirmation or dialog; the record is loaded again after one).
 * A missing id or a refused detail call says so with the way back.
 */
import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { fetchOne } from '@/api/entity';
import { CANCELLED } from '@/api/http';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { PARENT_PARAM, parentPath } from '@/lib/rowQuery';
import { useActiveEffect } from '../paneActivity';
import { useScreenMeta } from '../screenMeta';
import { ActionButtons, ActionDialog, type OpenedAction } from './ActionButtons';
import { DetailTabs } from './DetailTabs';
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
  const path = schema.endpoints.detail && 'path' in schema.endpoints.detail ? schema.endpoints.detail.path : null;
  const [state, setState] = useState<{ id: string; row: Row | null; error: string | null } | null>(null);
  const [reloads, setReloads] = useState(0);
  const [opened, setOpened] = useState<OpenedAction | null>(null);
  const here = useLocation();
  const self = here.pathname + here.search;

  // Loaded again each time its tab is shown: the record may have changed meanwhile.
  useActiveEffect(() => {
    if (!id || !path) return;
    const ac = new AbortController();
    void fetchOne<Row>(path, { [schema.rowKey]: id }, ac.signal).then((r) => {
      if (ac.signal.aborted || r.code === CANCELLED) return;
      setState({ id, row: r.ok ? r.data : null, error: r.ok ? null : r.msg || t('entity.loadFailed') });
    });
    return () => ac.abort();
  }, [id, path, schema.rowKey, t, reloads]);

  const back = <Button onClick={() => navigate(parent)}>{t('entity.row.back')}</Button>;
  const current = state?.id === id ? state : null;
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
          <Space wrap style={{ marginBottom: 16 }}>
            {back}
            {schema.screens?.edit && (
              <Link to={`${schema.screens.edit}?${new URLSearchParams({ [schema.rowKey]: id, parent: self })}`}>
                <Button icon={<EditOutlined />}>{t('entity.edit')}</Button>
              </Link>
            )}
            <ActionButtons schema={schema} row={current.row} parent={self} onOpen={setOpened} only="transitions" />
          </Space>
          <DetailTabs schema={schema} row={current.row} />
          {opened && <ActionDialog schema={schema} action={opened.action} row={opened.row} onClose={() => setOpened(null)} onDone={() => setReloads((n) => n + 1)} />}
        </>
      )}
    </div>
  );
}
