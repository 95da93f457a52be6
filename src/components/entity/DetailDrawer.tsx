/**
 * A record's detail in a drawer over its list (docs/architecture.md "Screens"), for an entity whose detail has no
 * route of its own (a row action declared `drawer`, `detailDrawer` in src/entities/common.ts): the same body as a
 * detail screen — the sections, related lists and history (./DetailTabs) — and the transitions its state allows. The
 * record is loaded by id when the entity has a detail endpoint (so it shows what a transition changed), else the
 * listed row is shown.
 */
import '@/i18n/parts/entity';
import { Alert, Drawer, Space, Spin } from 'antd';
import { useState } from 'react';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { recordLabelField, type AnySchema } from '@/entities/define';
import { ActionButtons, ActionDialog, type OpenedAction } from './ActionButtons';
import { useEntityRow } from './data';
import { DetailTabs } from './DetailTabs';

type Row = Record<string, unknown>;

export function DetailDrawer({ schema, row, parent, onClose }: { schema: AnySchema; row: Row; parent: string; onClose: () => void }) {
  const t = useT();
  const lang = useLang();
  const id = String((row[schema.rowKey] as string | number | undefined) ?? '');
  const byId = !!schema.endpoints.detail && 'path' in schema.endpoints.detail;
  const loaded = useEntityRow(schema, byId ? id : '');
  const [opened, setOpened] = useState<OpenedAction | null>(null);
  const current: Row | null = byId ? (loaded.data ?? null) : row;
  // The loaded record's label: a drawer opened by its key alone (the record search's hit) has no listed row to read.
  const label = String(((current ?? row)[recordLabelField(schema)] as string | number | undefined) ?? id);
  return (
    <Drawer open width={760} title={`${pick(schema.title, lang)} · ${label}`} onClose={onClose} destroyOnHidden>
      {byId && loaded.isError ? (
        <Alert type="error" showIcon title={loaded.error.message || t('entity.loadFailed')} />
      ) : !current ? (
        <Spin />
      ) : (
        <>
          <Space wrap style={{ marginBottom: 16 }}>
            <ActionButtons schema={schema} row={current} parent={parent} onOpen={setOpened} only="transitions" />
          </Space>
          <DetailTabs schema={schema} row={current} />
          {opened && <ActionDialog schema={schema} action={opened.action} row={opened.row} onClose={() => setOpened(null)} />}
        </>
      )}
    </Drawer>
  );
}
