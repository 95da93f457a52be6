/**
 * A bespoke screen of one record named by the address (/EditorInformation, /departmentAddAccount): its title, then what
 * is missing (no id in the address), refused (the user lacks the screen's button code, §5), loading or failed — each
 * with the way back — else the screen's body for the loaded record. Whichever of these is drawn, but not the loading
 * spinner, is the screen's first content (src/components/screenReady.ts). And the form's save and cancel buttons, as
 * the generic form draws them.
 */
import '@/i18n/parts/entity';
import { Alert, Button, Result, Space, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { pick, type Bilingual } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { usePermission } from '../Permission';
import { screenReady } from '../screenReady';
import { useScreenMeta } from '../screenMeta';

export interface RecordScreenProps<T> {
  /** The title when the screen has no route meta. */
  title: Bilingual;
  /** The record's id from the address ('' when missing). */
  id: string;
  /** The button code the screen needs (§5), and the action named when it is refused. */
  permission: string;
  /** The record's query. */
  loaded: { isPending: boolean; isError: boolean; error: { message: string } | null; data: T | null | undefined };
  onBack: () => void;
  children: (record: T) => ReactNode;
}

export function RecordScreen<T>({ title, id, permission, loaded, onBack, children }: RecordScreenProps<T>) {
  const t = useT();
  const lang = useLang();
  const meta = useScreenMeta();
  const { can } = usePermission();
  const heading = pick(meta?.title ?? title, lang);
  const back = <Button onClick={onBack}>{t('entity.row.back')}</Button>;
  let body: ReactNode;
  const pending = !!id && can([permission]) && loaded.isPending;
  if (!id) body = <Result status="warning" title={t('entity.row.missing')} subTitle={t('entity.row.hint')} extra={back} />;
  else if (!can([permission])) body = <Result status="403" title={t('entity.row.noPermission', { action: heading })} extra={back} />;
  else if (loaded.isPending) body = <Spin />;
  else if (loaded.isError || !loaded.data)
    body = (
      <Space direction="vertical">
        <Alert type="error" showIcon title={loaded.error?.message || t('entity.loadFailed')} />
        {back}
      </Space>
    );
  else body = children(loaded.data);
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {heading}
      </Typography.Title>
      <div {...screenReady(!pending)}>{body}</div>
    </div>
  );
}

/** A form's save (submit) and cancel buttons; cancel is disabled while saving. */
export function SaveCancel({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const t = useT();
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('entity.save')}
      </Button>
      <Button onClick={onCancel} disabled={saving}>
        {t('entity.cancel')}
      </Button>
    </Space>
  );
}
