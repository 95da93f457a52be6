/**
 * §2 screens receiving their row as JSON in the `row` query parameter, with `parent` (the list to go back to).
 * A missing or malformed row shows a clear error and the way back, never a blank page. The row is shown at once
 * and refreshed from the schema's detail call when it has one (the copy in the URL may be old). With an action,
 * the screen is that action's form (dispatch, review…): after a success the user goes back to the parent list.
 */
import '@/i18n/parts/entity';
import { Alert, Button, Card, Descriptions, Form, Result, Space, Spin, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { closeCurrentTab } from '@/stores/tabs';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { withLabelSuffix } from '@/lib/format';
import { notify } from '@/lib/notify';
import { PARENT_PARAM, parentPath, parseRowQuery, ROW_PARAM } from '@/lib/rowQuery';
import { AppForm, markRefusedField } from '../AppForm';
import { usePermission } from '../Permission';
import { useScreenMeta } from '../screenMeta';
import { useClickGuard } from '../useClickGuard';
import { actionPayload, ActionFieldItems, WatchedPreview } from './ActionButtons';
import { useFieldDicts } from './columns';
import { useEntityRow, useEntityWrite } from './data';
import { DialogRowContext, useClearDependents } from './dependents';
import { newValues, valueNode } from './kinds';
import { useHiddenFields } from './options';
import { detailFields, type AnySchema, type EntityAction, type EntityField } from '@/entities/define';
import { fieldRefusal } from './rules';
import { screenReady } from '../screenReady';

type Row = Record<string, unknown>;

export interface RowScreenProps {
  schema: AnySchema;
  /** Where "back" goes when the query names no (valid) parent. */
  defaultParent: string;
  /** The action this screen performs on the row (its fields become the screen's form). */
  action?: EntityAction<Row>;
  /** More of the screen under the row's details (a bill's orders…). */
  children?: (row: Row) => ReactNode;
}

/** The page code of the screen on show: its path without the slash (menu visibility entries are per page). */
export function usePageCode(schema: AnySchema): string {
  const meta = useScreenMeta();
  return meta ? meta.path.replace(/^\//, '') : schema.id;
}

/** The fields of a row as a description list (less those the page's visibility entries hide). */
export function RowDescriptions({ schema, row, fields: only }: { schema: AnySchema; row: Row; fields?: readonly EntityField[] }) {
  const lang = useLang();
  const hidden = useHiddenFields(usePageCode(schema));
  const fields = (only ?? detailFields(schema)).filter((f) => !hidden.has(f.name));
  const dicts = useFieldDicts(fields, lang);
  return (
    <Descriptions
      // The record's values drawn: a detail's first content (../screenReady).
      {...screenReady(true)}
      bordered
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      items={fields.map((f) => ({ key: f.name, label: pick(f.label, lang), children: valueNode(f, row, lang, dicts, 'detail') || '—' }))}
    />
  );
}

function ActionForm({ schema, action, row, onDone, formName }: { schema: AnySchema; action: EntityAction<Row>; row: Row; onDone: () => void; formName: string }) {
  const t = useT();
  const lang = useLang();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [sending, setSending] = useState(false);
  const write = useEntityWrite(schema);
  const fields = action.fields ?? [];
  const onValuesChange = useClearDependents(fields, form);
  const submit = useClickGuard(async (values: Record<string, unknown>) => {
    setSending(true);
    const r = await write({ path: action.call ?? '', payload: { ...actionPayload(fields, values), [schema.rowKey]: row[schema.rowKey] as string | number } });
    setSending(false);
    if (!r.ok) {
      if (!r.handled) notify.error(r.msg || t('entity.actionFailed'));
      const refused = fieldRefusal(fields, r.body && { field: r.body.field, msg: r.msg }, lang);
      if (refused) markRefusedField(form, refused.name, refused.message);
      return false; // the form keeps what was typed; the guard lets the next click through
    }
    notify.success(action.done ? pick(action.done, lang) : t('entity.actionDone'));
    onDone();
    return true;
  });
  return (
    <Card title={pick(action.label, lang)} style={{ marginTop: 16, maxWidth: 600 }}>
      {action.confirm && <p>{pick(action.confirm, lang)}</p>}
      <DialogRowContext.Provider value={row}>
        <AppForm form={form} name={formName} layout="vertical" initialValues={newValues(fields)} onValuesChange={onValuesChange} onFinish={(v) => void submit(v)}>
          <ActionFieldItems fields={fields} />
          {action.preview && <WatchedPreview preview={action.preview} fields={fields} row={row} />}
          {/* An action that asks nothing (a confirmation) is its own button: 确认, not 提交. */}
          <Button type="primary" htmlType="submit" danger={action.danger} loading={sending}>
            {fields.length ? t('entity.submit') : pick(action.label, lang)}
          </Button>
        </AppForm>
      </DialogRowContext.Provider>
    </Card>
  );
}

/** A row screen whose `row` query is missing or malformed: says so, with the way back to its list. */
export function RowError({ reason, onBack }: { reason: 'missing' | 'malformed' | 'notObject'; onBack: () => void }) {
  const t = useT();
  return (
    <Result
      status="warning"
      title={t(reason === 'missing' ? 'entity.row.missing' : 'entity.row.malformed')}
      subTitle={t('entity.row.hint')}
      extra={
        <Button type="primary" onClick={onBack}>
          {t('entity.row.back')}
        </Button>
      }
    />
  );
}

export function RowScreen({ schema, defaultParent, action, children }: RowScreenProps) {
  const t = useT();
  const lang = useLang();
  const meta = useScreenMeta();
  const navigate = useNavigate();
  const { can } = usePermission();
  const [query] = useSearchParams();
  const parsed = parseRowQuery(query.get(ROW_PARAM));
  const parent = parentPath(query.get(PARENT_PARAM), defaultParent);
  const title = meta ? pick(meta.title, lang) : pick(schema.title, lang);
  const key = parsed.ok ? parsed.row[schema.rowKey] : undefined;
  const id = typeof key === 'string' || typeof key === 'number' ? key : undefined;
  // The row as it is now, from the detail call when the schema has one (the query cache, ./data).
  const fresh = useEntityRow(schema, id);

  const heading = (
    <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
      {title}
    </Typography.Title>
  );

  if (!parsed.ok) {
    return (
      <div>
        {heading}
        <RowError reason={parsed.reason} onBack={() => navigate(parent)} />
      </div>
    );
  }

  const row = (!fresh.isError && fresh.data) || parsed.row;
  const applies = !!action && (!action.when || action.when(row));
  const allowed = !!action && (!action.permission || can([action.permission]));
  const refreshing = fresh.isPending && fresh.isFetching;
  return (
    <div>
      {heading}
      <Space style={{ marginBottom: 16 }}>
        <Button onClick={() => navigate(parent)}>{t('entity.row.back')}</Button>
        {refreshing && <Spin size="small" />}
      </Space>
      {fresh.isError && fresh.error.message && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={withLabelSuffix(t('entity.row.stale')) + fresh.error.message} />}
      <RowDescriptions schema={schema} row={row} />
      {action && applies && allowed && <ActionForm schema={schema} action={action} row={row} onDone={() => closeCurrentTab({ from: meta?.path ?? '', to: parent, navigate })} formName={`${(meta?.path ?? schema.id).replace(/^\//, '')}-${action.key}`} />}
      {action && !applies && <Alert type="info" showIcon style={{ marginTop: 16 }} title={t('entity.row.notApplicable', { action: pick(action.label, lang) })} />}
      {children && <div style={{ marginTop: 24 }}>{children(row)}</div>}
      {action && applies && !allowed && <Alert type="warning" showIcon style={{ marginTop: 16 }} title={t('entity.row.noPermission', { action: pick(action.label, lang) })} />}
    </div>
  );
}
