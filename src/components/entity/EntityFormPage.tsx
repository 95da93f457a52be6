/**
 * The add/edit form of a declared entity (its `form` fields in its sections' cards, each with its kind's input and
 * the rules of ./rules). Editing takes the row from the `row` query (§2 row screens: /driverInfoHandleEdit,
 * /carEdit), or by its id (`?carId=20001`: /VehiclesEdit) from the detail call; without either it adds a new row
 * (/driverInfoHandleAdd, /carAdd). Dependent fields are cleared when what they depend on changes. A failed save
 * keeps everything typed; a successful one goes back to the parent. The save button cannot send twice.
 *
 * A screen that shows more (a refuelling's amount as it is typed) passes `aside`, drawn inside the form under its cards
 * (it can watch the form's values), and `rules`, more rules of a field after the declared ones (a rule that needs
 * another record: the odometer above the vehicle's previous reading).
 */
import '@/i18n/parts/entity';
import { Alert, Button, Card, Form, Space, Spin, Typography, type FormRule } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { closeCurrentTab } from '@/stores/tabs';
import type { Payload } from '@/api/entity';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { notify } from '@/lib/notify';
import { sendCleared } from '@/lib/objects';
import { PARENT_PARAM, parentPath, parseRowQuery, ROW_PARAM } from '@/lib/rowQuery';
import { formFields, sectionChildren, sectionFields, type AnySchema, type Section } from '@/entities/define';
import { AppForm, markRefusedField } from '../AppForm';
import { useScreenMeta } from '../screenMeta';
import { screenReady } from '../screenReady';
import { useClickGuard } from '../useClickGuard';
import { useUnsavedForm } from '../useUnsavedForm';
import { ChildRowsInput, childFormValues, childWireValues } from './ChildRows';
import { useEntityRow, useEntityWrite } from './data';
import { EditingRowContext, FormFieldsContext, useClearDependents } from './dependents';
import { SaveCancel } from './RecordScreen';
import { FieldInput, hintOf } from './FieldInput';
import { formValues, newValues, wireValues } from './kinds';
import { RowError } from './RowScreen';
import { fieldRefusal, fieldRules, ruleDependencies } from './rules';

type Values = Record<string, unknown>;

const editableChildren = (schema: AnySchema) => (schema.children ?? []).filter((c) => c.form);
type Row = Record<string, unknown>;

/** The row being edited, by its id (the query cache's row, ./data): loading, loaded, or why not. */
function useRowById(schema: AnySchema, id: string | null): { row: Row | null; error: string | null } {
  const t = useT();
  const loaded = useEntityRow(schema, id);
  if (!id || loaded.isPending) return { row: null, error: null };
  return loaded.isError ? { row: null, error: loaded.error.message || t('entity.loadFailed') } : { row: loaded.data, error: null };
}

/** What a bespoke screen adds to the generic form (see the header comment). */
export interface FormExtras {
  aside?: ReactNode;
  rules?: Readonly<Record<string, readonly FormRule[]>>;
  /**
   * A field's own input instead of its kind's (a role's codes picked in the menu tree): given `value` and `onChange` by
   * the form, its declared rules still apply.
   */
  inputs?: Readonly<Record<string, ReactNode>>;
}

function FormBody({ schema, initial, editingRow, parent, aside, rules, inputs }: { schema: AnySchema; initial: Values; editingRow: Row | null; parent: string } & FormExtras) {
  const t = useT();
  const lang = useLang();
  const meta = useScreenMeta();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const fields = formFields(schema);
  const clearDependents = useClearDependents(schema.fields, form);
  const write = useEntityWrite(schema);
  // Leaving a changed form asks first (Cancel, a navigation discarding it, closing its tab): ../useUnsavedForm.
  const unsaved = useUnsavedForm();
  const onValuesChange = (changed: Record<string, unknown>) => {
    unsaved.changed();
    clearDependents(changed);
  };

  const save = useClickGuard(async (values: Values) => {
    const path = schema.endpoints.save?.path;
    if (!path) return false;
    setSaving(true);
    // Editing, a field the user cleared is sent empty, so that it is cleared (not left as it was).
    const sent = wireValues(fields, values) as Payload;
    // Child rows travel as an array of their wire values (the http client sends it as JSON).
    for (const c of editableChildren(schema)) (sent as Record<string, unknown>)[c.name] = childWireValues(c, values[c.name]);
    const payload = editingRow ? sendCleared(sent, fields.map((f) => f.name)) : sent;
    if (editingRow) payload[schema.rowKey] = editingRow[schema.rowKey] as string | number;
    const r = await write({ path, payload });
    setSaving(false);
    if (!r.ok) {
      if (!r.handled) notify.error(r.msg || t('entity.saveFailed'));
      // A refusal naming a field (a duplicate plate): its message under it, scrolled to, as the form's own rules do.
      const refused = fieldRefusal(fields, r.body && { field: r.body.field, msg: r.msg }, lang);
      if (refused) markRefusedField(form, refused.name, refused.message);
      return false; // the form keeps what was typed; the guard lets the next click through
    }
    notify.success(t('entity.saved'));
    unsaved.settled();
    // The form's tab closes; its list is shown (and loads again: something was written).
    closeCurrentTab({ from: meta?.path ?? '', to: parent, navigate });
    return true;
  });

  const items = (section: Section | null) => [
    ...sectionFields(schema, fields, section).map((f) => {
      const label = pick(f.label, lang);
      return (
        <Form.Item key={f.name} name={f.name} label={label} extra={hintOf(f, lang)} rules={[...fieldRules(f, lang, fields), ...(rules?.[f.name] ?? [])]} dependencies={ruleDependencies(f)}>
          {inputs?.[f.name] ?? <FieldInput field={f} label={label} />}
        </Form.Item>
      );
    }),
    ...sectionChildren(schema, section)
      .filter((c) => c.form)
      .map((c) => <ChildRowsInput key={c.name} child={c} />),
  ];
  const sections = schema.sections ?? [];

  return (
    <AppForm<Values>
      // Its fields drawn (an edit form once its record is read): the screen's first content (../screenReady).
      {...screenReady(true)}
      form={form}
      name={`${(meta?.path ?? schema.id).replace(/^\//, '')}-form`}
      layout="vertical"
      initialValues={initial}
      onValuesChange={onValuesChange}
      onFinish={(v) => void save(v)}
    >
      <FormFieldsContext.Provider value={schema.fields}>
        <EditingRowContext.Provider value={editingRow}>
          <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 720 }}>
            {sections.length ? (
              sections.map((s) => {
                const body = items(s);
                return body.length ? (
                  <Card key={s.key} title={pick(s.title, lang)} size="small">
                    {body}
                  </Card>
                ) : null;
              })
            ) : (
              <Card>{items(null)}</Card>
            )}
            {aside}
            <SaveCancel
              saving={saving}
              onCancel={() =>
                unsaved.confirmLeave(() => {
                  form.resetFields(); // discarded: the tab, if kept, shows the record as it was
                  navigate(parent);
                })
              }
            />
            {unsaved.holder}
          </Space>
        </EditingRowContext.Provider>
      </FormFieldsContext.Provider>
    </AppForm>
  );
}

export function EntityFormPage({ schema, defaultParent, mode, aside, rules, inputs }: { schema: AnySchema; defaultParent: string; mode?: 'add' | 'edit' } & FormExtras) {
  const t = useT();
  const lang = useLang();
  const meta = useScreenMeta();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const raw = query.get(ROW_PARAM);
  const id = raw === null ? query.get(schema.rowKey)?.trim() || null : null;
  const editing = mode ? mode === 'edit' : raw !== null || id !== null;
  const parsed = useMemo(() => parseRowQuery(raw), [raw]);
  const byId = useRowById(schema, editing ? id : null);
  const parent = parentPath(query.get(PARENT_PARAM), defaultParent);
  const title = meta ? pick(meta.title, lang) : pick(schema.title, lang);
  const editingRow: Row | null = !editing ? null : id !== null ? byId.row : parsed.ok ? parsed.row : null;
  const initial = useMemo(
    () =>
      editingRow
        ? { ...formValues(formFields(schema), editingRow), ...Object.fromEntries(editableChildren(schema).map((c) => [c.name, childFormValues(c, editingRow[c.name])])) }
        : newValues(formFields(schema)),
    [editingRow, schema],
  );

  const heading = (
    <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
      {title}
    </Typography.Title>
  );
  const back = <Button onClick={() => navigate(parent)}>{t('entity.row.back')}</Button>;

  let body;
  if (editing && id === null && !parsed.ok) body = <RowError reason={parsed.reason} onBack={() => navigate(parent)} />;
  else if (editing && id !== null && byId.error)
    body = (
      <Space direction="vertical">
        <Alert type="error" showIcon title={byId.error} />
        {back}
      </Space>
    );
  else if (editing && !editingRow) body = <Spin />;
  // Keyed by the row: another row opened in the same kept-alive tab starts from its own values.
  else body = <FormBody key={editingRow ? String(editingRow[schema.rowKey]) : 'new'} schema={schema} initial={initial} editingRow={editingRow} parent={parent} aside={aside} rules={rules} inputs={inputs} />;

  return (
    <div>
      {heading}
      {body}
    </div>
  );
}
