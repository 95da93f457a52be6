/**
 * Batch actions on the rows selected in a list (docs/architecture.md "Screens"): the transitions declared `batch`
 * and delete. One dialog asks for the confirmation and the transition's fields once; the calls then go one row at a
 * time with a progress bar, and the end shows which rows succeeded and which were refused, and why — one refused
 * row never hides the others' results. The list reloads afterwards.
 */
import '@/i18n/parts/entity';
import { Alert, Button, Form, List, Modal, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import type { Payload } from '@/api/entity';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import type { ActionField, AnySchema, EntityAction } from '@/entities/define';
import { AppForm, validatedValues } from '../AppForm';
import { usePermission } from '../Permission';
import { actionPayload, ActionFieldItems, DIALOG_WIDTH } from './ActionButtons';
import { useEntityBatchWrite } from './data';
import { useClearDependents } from './dependents';
import { newValues } from './kinds';

const NO_FIELDS: readonly ActionField[] = [];

type Row = Record<string, unknown>;

/** The row actions a list offers on its selected rows: declared `batch` transitions, and delete. */
export function batchActions(schema: AnySchema): EntityAction<Row>[] {
  const keys = new Set([...schema.transitions.filter((tr) => tr.batch).map((tr) => tr.key), ...(schema.remove ? ['delete'] : [])]);
  return (schema.actions ?? []).filter((a: EntityAction<Row>) => keys.has(a.key) && !!a.call);
}

interface Outcome {
  row: Row;
  error: string | null;
}

/** How a row is named in the report: its first column's value, else its key. */
function rowName(schema: AnySchema, row: Row): string {
  const first = schema.fields.find((f) => f.column);
  return String((first && row[first.display ?? first.name]) ?? row[schema.rowKey] ?? '');
}

function BatchDialog({ schema, action, rows, onClose }: { schema: AnySchema; action: EntityAction<Row>; rows: Row[]; onClose: (changed: boolean) => void }) {
  const t = useT();
  const lang = useLang();
  const [form] = Form.useForm<Record<string, unknown>>();
  const onValuesChange = useClearDependents(action.fields ?? NO_FIELDS, form);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const running = outcomes !== null && outcomes.length < rows.length;
  const finished = outcomes !== null && outcomes.length === rows.length;
  const label = pick(action.label, lang);
  const write = useEntityBatchWrite(schema);

  const run = async () => {
    let values: Payload = {};
    if (action.fields?.length) {
      const valid = await validatedValues(form);
      if (!valid) return; // the form shows what is missing, at the first field in error
      values = actionPayload(action.fields, valid);
    }
    const done: Outcome[] = [];
    setOutcomes([]);
    // The http client's toast stays quiet: the report below says what happened to every row. The lists and records
    // showing these rows load again once, at the end (the data layer's one rule for writes).
    const writes = rows.map((row) => ({ path: action.call ?? '', payload: { ...values, [schema.rowKey]: row[schema.rowKey] as Payload[string] } }));
    await write(writes, (r, i) => {
      done.push({ row: rows[i]!, error: r.ok ? null : r.msg || t('entity.actionFailed') });
      setOutcomes([...done]);
    });
  };

  const refused = outcomes?.filter((o) => o.error) ?? [];
  return (
    <Modal
      open
      width={DIALOG_WIDTH + 200}
      title={t('entity.batch.title', { action: label, count: rows.length })}
      maskClosable={false}
      closable={!running}
      onCancel={() => !running && onClose(finished)}
      footer={
        finished ? (
          <Button type="primary" onClick={() => onClose(true)}>
            {t('entity.confirm')}
          </Button>
        ) : (
          <Space>
            <Button onClick={() => onClose(false)} disabled={running}>
              {t('entity.cancel')}
            </Button>
            <Button type="primary" danger={action.danger} loading={running} onClick={() => void run()}>
              {t('entity.confirm')}
            </Button>
          </Space>
        )
      }
    >
      {outcomes === null ? (
        <>
          {action.confirm && <p>{pick(action.confirm, lang)}</p>}
          {action.fields?.length ? (
            <AppForm form={form} name={`${schema.id}-${action.key}-batch`} layout="vertical" preserve={false} initialValues={newValues(action.fields)} onValuesChange={onValuesChange}>
              <ActionFieldItems fields={action.fields} />
            </AppForm>
          ) : null}
        </>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Progress percent={Math.round((outcomes.length / rows.length) * 100)} status={running ? 'active' : refused.length ? 'exception' : 'success'} aria-label={t('entity.batch.progress')} />
          {finished && (
            <Alert
              type={refused.length ? (refused.length === rows.length ? 'error' : 'warning') : 'success'}
              showIcon
              title={t('entity.batch.done', { ok: rows.length - refused.length, failed: refused.length })}
            />
          )}
          {refused.length > 0 && (
            <List
              size="small"
              header={<Typography.Text strong>{t('entity.batch.refused')}</Typography.Text>}
              dataSource={refused}
              renderItem={(o) => (
                <List.Item>
                  <Typography.Text>{rowName(schema, o.row)}</Typography.Text>
                  <Typography.Text type="danger">{o.error}</Typography.Text>
                </List.Item>
              )}
            />
          )}
        </Space>
      )}
    </Modal>
  );
}

/** The toolbar's batch buttons for the selected rows; `onDone` clears the selection (the lists reload by themselves). */
export function BatchButtons({ schema, selected, onDone }: { schema: AnySchema; selected: Row[]; onDone: () => void }) {
  const t = useT();
  const lang = useLang();
  const { can } = usePermission();
  const [open, setOpen] = useState<EntityAction<Row> | null>(null);
  const actions = batchActions(schema).filter((a) => !a.permission || can([a.permission]));
  if (!actions.length) return null;
  return (
    <>
      {actions.map((a) => (
        <Button key={a.key} danger={a.danger} disabled={!selected.length} onClick={() => setOpen(a)}>
          {t('entity.batch.button', { action: pick(a.label, lang) })}
        </Button>
      ))}
      {selected.length > 0 && <Typography.Text type="secondary">{t('entity.batch.selected', { count: selected.length })}</Typography.Text>}
      {open && (
        <BatchDialog
          schema={schema}
          action={open}
          rows={selected}
          onClose={(changed) => {
            setOpen(null);
            if (changed) onDone();
          }}
        />
      )}
    </>
  );
}
