/**
 * The actions of a row: links to other screens (a §2 row screen, a detail) and calls confirmed by a dialog. A call
 * with fields asks for them in a 400 px dialog (§9) that stays open with its input when the call fails; the call
 * cannot be sent twice (the OK button waits for the answer).
 */
import '@/i18n/parts/entity';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Select, Space, type FormRule } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fetchOptions, type Payload, type RemoteOption } from '@/api/entity';
import { sendCleared } from '@/lib/objects';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { notify } from '@/lib/notify';
import { AppForm } from '../AppForm';
import { formRule } from '../formRules';
import { usePermission } from '../Permission';
import { useEntityWrite } from './data';
import type { ActionField, AnySchema, EntityAction } from '@/entities/define';

type Row = Record<string, unknown>;

/** §9 dialog widths: 400 or 600 px. */
export const DIALOG_WIDTH = 400;

/**
 * A select of an action field: fixed options, or options asked from the backend when the dialog opens — and asked
 * again when the list is opened while empty (the first ask failed), so a failed load is never a dead end.
 */
function FieldSelect({ field, placeholder, ...rest }: { field: ActionField; placeholder: string; value?: string; onChange?: (v: string) => void; id?: string }) {
  const lang = useLang();
  const [remote, setRemote] = useState<RemoteOption[] | null>(null);
  const [asks, setAsks] = useState(0);
  useEffect(() => {
    if (!field.optionsPath) return;
    let live = true;
    setRemote(null);
    void fetchOptions(field.optionsPath).then((list) => live && setRemote(list));
    return () => {
      live = false;
    };
  }, [field.optionsPath, asks]);
  const options = field.optionsPath ? (remote ?? []) : (field.options ?? []).map((o) => ({ value: o.value, label: pick(o.label, lang) }));
  return (
    <Select
      showSearch
      allowClear={!field.required}
      optionFilterProp="label"
      loading={!!field.optionsPath && remote === null}
      placeholder={placeholder}
      options={options}
      onOpenChange={(open) => open && field.optionsPath && remote?.length === 0 && setAsks((n) => n + 1)}
      {...rest}
    />
  );
}

/** The Form.Items of an action's fields (dialog and row-screen forms). */
export function ActionFieldItems({ fields }: { fields: readonly ActionField[] }) {
  const t = useT();
  const lang = useLang();
  return fields.map((f) => {
    const label = pick(f.label, lang);
    const when = f.requiredWhen;
    const required: FormRule[] = !f.required
      ? []
      : when
        ? // Required only while another field has a value (a reason when rejecting): the backend's rule too.
          [({ getFieldValue }) => ({ required: String(getFieldValue(when.field) ?? '') === when.value, whitespace: true, message: pick(f.required!, lang) })]
        : [{ required: true, whitespace: true, message: pick(f.required, lang) }];
    const rules = [...required, ...(f.validators ?? []).map((v) => formRule(v, lang))];
    return (
      <Form.Item key={f.name} name={f.name} label={label} rules={rules} dependencies={when ? [when.field] : undefined}>
        {f.kind === 'select' ? (
          <FieldSelect field={f} placeholder={t('entity.placeholder.choose', { label })} />
        ) : f.kind === 'textarea' ? (
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={200} showCount placeholder={t('entity.placeholder.enter', { label })} />
        ) : (
          <Input placeholder={t('entity.placeholder.enter', { label })} />
        )}
      </Form.Item>
    );
  });
}

/**
 * An action's dialog (confirmation, fields), for one row (`{}` for the schema's "add"). Its call is an entity write
 * (./data): the lists showing the entity load again (those on screen at once, the others when shown).
 */
export function ActionDialog({ schema, action, row, onClose }: { schema: AnySchema; action: EntityAction<Row>; row: Row; onClose: () => void }) {
  const t = useT();
  const lang = useLang();
  const [form] = Form.useForm<Record<string, string>>();
  const [sending, setSending] = useState(false);
  const write = useEntityWrite(schema);
  const fields = action.fields ?? [];
  // An edit dialog starts with the row's values, as text (selects compare text).
  const initial = action.prefill ? Object.fromEntries(fields.flatMap((f) => (row[f.name] === undefined || row[f.name] === null ? [] : [[f.name, String(row[f.name])]]))) : undefined;

  const send = async () => {
    let values: Record<string, string> = {};
    if (fields.length) {
      try {
        values = await form.validateFields();
      } catch {
        return; // the form shows what is missing
      }
    }
    setSending(true);
    const key = row[schema.rowKey] as string | number | undefined;
    // An edit dialog sends a field the user cleared as empty, so that it is cleared (not left as it was).
    const sent = action.prefill ? sendCleared<Payload>(values, fields.map((f) => f.name)) : values;
    const r = await write({ path: action.call ?? '', payload: key === undefined ? sent : { ...sent, [schema.rowKey]: key } });
    setSending(false);
    if (!r.ok) {
      // The interceptor has shown the server's message; the dialog keeps the input for another try.
      if (!r.handled) notify.error(r.msg || t('entity.actionFailed'));
      return;
    }
    notify.success(action.done ? pick(action.done, lang) : t('entity.actionDone'));
    onClose();
  };

  return (
    <Modal
      open
      width={DIALOG_WIDTH}
      title={pick(action.label, lang)}
      okText={t('entity.confirm')}
      cancelText={t('entity.cancel')}
      okButtonProps={{ danger: action.danger, loading: sending }}
      onOk={() => void send()}
      onCancel={() => !sending && onClose()}
      maskClosable={false}
      destroyOnHidden
    >
      {action.confirm && <p>{pick(action.confirm, lang)}</p>}
      {fields.length > 0 && (
        <AppForm form={form} name={`${schema.id}-${action.key}-dialog`} layout="vertical" preserve={false} initialValues={initial}>
          <ActionFieldItems fields={fields} />
        </AppForm>
      )}
    </Modal>
  );
}

/** The actions the user may take on a row: its state allows them and the user holds their permission. */
export function useRowActions(schema: AnySchema): (row: Row) => EntityAction<Row>[] {
  const { can } = usePermission();
  return (row) => (schema.actions ?? []).filter((a: EntityAction<Row>) => (!a.when || a.when(row)) && (!a.permission || can([a.permission])));
}

/** A row action the user opened: its dialog, for a copy of the row as it was when opened. */
export interface OpenedAction {
  action: EntityAction<Row>;
  row: Row;
}

/**
 * A row's actions: links for those that open a screen, buttons for those that open a dialog. The dialog is not
 * drawn here but by the list (`onOpen`): a row can vanish while its dialog is open (the list reloads, or a reload
 * fails and empties the table), and what the user chose in the dialog must not vanish with it.
 */
export function ActionButtons({ schema, row, parent, onOpen, only }: { schema: AnySchema; row: Row; parent: string; onOpen: (opened: OpenedAction) => void; only?: 'transitions' }) {
  const lang = useLang();
  // On a record's own detail screen: its transitions only (not the links to itself or to its edit screen).
  const keys = only === 'transitions' ? new Set(schema.transitions.map((tr) => tr.key)) : null;
  const actions = useRowActions(schema)(row).filter((a) => !keys || keys.has(a.key));
  if (!actions.length) return null;
  return (
    <Space size={0} wrap>
      {actions.map((a: EntityAction<Row>) =>
        a.open ? (
          <Link key={a.key} to={a.open(row, parent)} style={{ padding: '0 7px' }}>
            {pick(a.label, lang)}
          </Link>
        ) : (
          <Button key={a.key} type="link" size="small" danger={a.danger} onClick={() => onOpen({ action: a, row })}>
            {pick(a.label, lang)}
          </Button>
        ),
      )}
    </Space>
  );
}

/** The schema's "add" button (`schema.create`): its dialog, then the list reloads (an entity write). */
export function CreateButton({ schema }: { schema: AnySchema }) {
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const action = schema.create as EntityAction<Row> | undefined;
  const { can } = usePermission();
  if (!action || (action.permission && !can([action.permission]))) return null;
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {pick(action.label, lang)}
      </Button>
      {open && <ActionDialog schema={schema} action={action} row={{}} onClose={() => setOpen(false)} />}
    </>
  );
}
