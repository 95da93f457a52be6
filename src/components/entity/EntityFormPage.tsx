/**
 * The add/edit form of a schema (its `form` fields, §5 validators, required messages). Editing takes the row from
 * the `row` query (§2 row screens: /driverInfoHandleEdit, /carEdit) or adds a new one when there is none
 * (/driverInfoHandleAdd, /carAdd). A failed save keeps everything typed; a successful one goes back to the parent
 * list. The save button cannot send twice.
 */
import { Button, Card, Form, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Payload } from '@/api/entity';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { notify } from '@/lib/notify';
import { sendCleared, trimStrings } from '@/lib/objects';
import { PARENT_PARAM, parentPath, parseRowQuery, ROW_PARAM } from '@/lib/rowQuery';
import { AppForm } from '../AppForm';
import { useScreenMeta } from '../screenMeta';
import { useClickGuard } from '../useClickGuard';
import { useEntityWrite } from './data';
import { FieldInput } from './FieldInput';
import { RowError } from './RowScreen';
import { fieldRules } from './rules';
import { formFields, type AnySchema } from '@/entities/define';

type Values = Record<string, unknown>;

/** Form values of a row: enum values as text (selects compare text), others as they are. */
function valuesOf(schema: AnySchema, row: Record<string, unknown>): Values {
  const values: Values = {};
  for (const f of formFields(schema)) {
    const v = row[f.name];
    if (v === null || v === undefined) continue;
    values[f.name] = f.type === 'enum' || f.type === 'number' ? String(v) : v;
  }
  return values;
}

export function EntityFormPage({ schema, defaultParent, mode }: { schema: AnySchema; defaultParent: string; mode?: 'add' | 'edit' }) {
  const t = useT();
  const lang = useLang();
  const meta = useScreenMeta();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const write = useEntityWrite(schema);
  const raw = query.get(ROW_PARAM);
  const editing = mode ? mode === 'edit' : raw !== null;
  const parsed = useMemo(() => parseRowQuery(raw), [raw]);
  const parent = parentPath(query.get(PARENT_PARAM), defaultParent);
  const initial = useMemo(() => (editing && parsed.ok ? valuesOf(schema, parsed.row) : {}), [editing, parsed, schema]);
  const title = meta ? pick(meta.title, lang) : pick(schema.title, lang);

  const save = useClickGuard(async (values: Values) => {
    const path = schema.endpoints.save?.path;
    if (!path) return;
    setSaving(true);
    // Editing, a field the user cleared is sent empty, so that it is cleared (not left as it was).
    const trimmed = trimStrings(values) as Payload;
    const payload = editing ? sendCleared(trimmed, formFields(schema).map((f) => f.name)) : trimmed;
    if (editing && parsed.ok) payload[schema.rowKey] = parsed.row[schema.rowKey] as string | number;
    const r = await write({ path, payload });
    setSaving(false);
    if (!r.ok) {
      if (!r.handled) notify.error(r.msg || t('entity.saveFailed'));
      return; // the form keeps what was typed
    }
    notify.success(t('entity.saved'));
    navigate(parent);
  });

  const heading = (
    <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
      {title}
    </Typography.Title>
  );

  if (editing && !parsed.ok) {
    return (
      <div>
        {heading}
        <RowError reason={parsed.reason} onBack={() => navigate(parent)} />
      </div>
    );
  }

  return (
    <div>
      {heading}
      <Card style={{ maxWidth: 720 }}>
        <AppForm<Values> form={form} name={`${(meta?.path ?? schema.id).replace(/^\//, '')}-form`} layout="vertical" initialValues={initial} onFinish={(v) => void save(v)}>
          {formFields(schema).map((f) => {
            const label = pick(f.label, lang);
            return (
              <Form.Item key={f.name} name={f.name} label={label} rules={fieldRules(f, lang)}>
                <FieldInput field={f} label={label} />
              </Form.Item>
            );
          })}
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('entity.save')}
            </Button>
            <Button onClick={() => navigate(parent)} disabled={saving}>
              {t('entity.cancel')}
            </Button>
          </Space>
        </AppForm>
      </Card>
    </div>
  );
}
