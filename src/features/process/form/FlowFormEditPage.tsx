/**
 * /editFlowForm ([H]): adds a custom process form, or edits the one of the `formId` query. Name, status, remark and
 * the fields of the §3 form field model (id, type, label, default, date pattern for date, enum values for enum,
 * properties, constraints); fields are added, removed and reordered, and a live preview shows the form as a user
 * fills it in. The rules are src/lib/formFields (the demo backend checks the same); a failed save keeps everything.
 * The screen's first content (src/components/screenReady.ts) is the form, an edited form's once its values are in.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Form, Input, Radio, Row, Select, Skeleton, Space, Typography, type FormInstance, type FormListFieldData } from 'antd';
import { useEffect, useState, type ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fetchForm, saveForm } from '@/api/bpmForm';
import { afterWrite } from '@/api/query';
import { AppForm } from '@/components/AppForm';
import { useScreenMeta } from '@/components/screenMeta';
import { screenReady } from '@/components/screenReady';
import { useClickGuard } from '@/components/useClickGuard';
import { bi, pick } from '@/i18n';
import { useLang, useSay } from '@/i18n/react';
import { CONSTRAINT_NAMES, DEFAULT_DATE_PATTERN, FIELD_TYPES, FORM_MESSAGES, formFieldProblems, newField, normalizeField, type FormField, type FormFieldProblem } from '@/lib/formFields';
import { notify } from '@/lib/notify';
import { DynamicFormFields, initialFormValues } from './DynamicFormFields';
import { FLOW_FORM_PATH } from '@/entities/process';

const M = {
  basics: bi('基本信息', 'Form'),
  name: bi('表单名称', 'Form name'),
  status: bi('状态', 'Status'),
  enabled: bi('开启', 'Enabled'),
  disabled: bi('关闭', 'Disabled'),
  remark: bi('备注', 'Remark'),
  fields: bi('表单字段', 'Fields'),
  field: bi('字段 {n}', 'Field {n}'),
  addField: bi('添加字段', 'Add field'),
  noFields: bi('还没有字段，请添加', 'No fields yet: add one'),
  id: bi('字段编号', 'Field id'),
  type: bi('字段类型', 'Type'),
  customType: bi('自定义类型名称', 'Custom type name'),
  label: bi('字段名称', 'Label'),
  defaultValue: bi('默认值', 'Default value'),
  datePattern: bi('日期格式', 'Date pattern'),
  values: bi('枚举值', 'Enum values'),
  valueId: bi('编号', 'Id'),
  valueName: bi('名称', 'Name'),
  properties: bi('属性', 'Properties'),
  propertyValue: bi('属性值', 'Value'),
  constraints: bi('约束', 'Constraints'),
  constraintName: bi('约束名称', 'Constraint'),
  constraintConfig: bi('配置', 'Config'),
  add: bi('添加', 'Add'),
  up: bi('上移', 'Move up'),
  down: bi('下移', 'Move down'),
  remove: bi('删除', 'Remove'),
  preview: bi('预览', 'Preview'),
  previewEmpty: bi('添加字段后在此预览表单', 'Add fields to preview the form'),
  save: bi('保存', 'Save'),
  cancel: bi('取消', 'Cancel'),
  saved: bi('保存成功', 'Saved'),
  saveFailed: bi('保存失败，请重试', 'Could not save, please try again'),
  loadFailed: bi('流程表单加载失败：{msg}', 'The form could not be loaded: {msg}'),
  retry: bi('重试', 'Retry'),
  back: bi('返回列表', 'Back to the list'),
  invalid: bi('请检查表单中标红的内容', 'Please check the fields marked in red'),
};

const TYPE_LABELS: Record<FormField['type'], ReturnType<typeof bi>> = {
  long: bi('整数 long', 'Whole number (long)'),
  string: bi('文本 string', 'Text (string)'),
  boolean: bi('是/否 boolean', 'Yes/no (boolean)'),
  date: bi('日期 date', 'Date'),
  enum: bi('枚举 enum', 'Choice (enum)'),
  custom: bi('自定义 custom', 'Custom'),
};

/** Constraints whose config is not used. */
const FLAG_CONSTRAINTS = new Set(['required', 'readonly']);

/** A rule checked by the lib (usable on a Form.Item and a Form.List). */
type PartRule = { validator: () => Promise<void> };

interface Values {
  name: string;
  status: number;
  remark?: string;
  fields: FormField[];
}

/** A field of the form as typed so far (Form.List may hold partly filled entries). */
function completeField(raw: Partial<FormField> | undefined): FormField {
  return {
    ...newField(''),
    ...raw,
    id: raw?.id ?? '',
    label: raw?.label ?? '',
    type: raw?.type ?? 'string',
    properties: (raw?.properties ?? []).map((p) => ({ id: p?.id ?? '', value: p?.value ?? '' })),
    constraints: (raw?.constraints ?? []).map((c) => ({ name: c?.name ?? '', config: c?.config ?? '' })),
    ...(raw?.values ? { values: raw.values.map((v) => ({ id: v?.id ?? '', name: v?.name ?? '' })) } : {}),
  };
}

const completeFields = (raw: unknown): FormField[] => (Array.isArray(raw) ? raw.map((f) => completeField(f as Partial<FormField>)) : []);

/** The next unused id field1, field2… */
function nextId(fields: readonly FormField[]): string {
  const used = new Set(fields.map((f) => f.id));
  let n = fields.length + 1;
  while (used.has(`field${n}`)) n += 1;
  return `field${n}`;
}

/** One text part of a field card (a third of the row on wide screens). */
function TextCell({ name, label, required, rule, maxLength, placeholder }: { name: (string | number)[]; label: string; required?: boolean; rule?: PartRule; maxLength: number; placeholder?: string }) {
  return (
    <Col xs={24} md={8}>
      <Form.Item name={name} label={label} required={required} rules={rule ? [rule] : undefined}>
        <Input placeholder={placeholder} maxLength={maxLength} autoComplete="off" />
      </Form.Item>
    </Col>
  );
}

/** One field's editor. */
function FieldCard({ item, index, count, move, remove, rule }: { item: FormListFieldData; index: number; count: number; move: (from: number, to: number) => void; remove: (i: number) => void; rule: (part: FormFieldProblem['part']) => PartRule }) {
  const say = useSay();
  const lang = useLang();
  const type = Form.useWatch<FormField['type'] | undefined>(['fields', item.name, 'type']);
  const constraints = Form.useWatch<FormField['constraints'] | undefined>(['fields', item.name, 'constraints']);
  const n = index + 1;
  return (
    <Card
      size="small"
      data-testid={`form-field-${index}`}
      title={say(M.field, { n })}
      style={{ marginBottom: 12 }}
      extra={
        <Space size={0}>
          <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`${say(M.up)} ${n}`} disabled={index === 0} onClick={() => move(index, index - 1)} />
          <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`${say(M.down)} ${n}`} disabled={index === count - 1} onClick={() => move(index, index + 1)} />
          <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${say(M.remove)} ${n}`} onClick={() => remove(index)} />
        </Space>
      }
    >
      <Row gutter={12}>
        <TextCell name={[item.name, 'id']} label={say(M.id)} required rule={rule('id')} maxLength={64} />
        <TextCell name={[item.name, 'label']} label={say(M.label)} required rule={rule('label')} maxLength={50} />
        <Col xs={24} md={8}>
          <Form.Item name={[item.name, 'type']} label={say(M.type)}>
            <Select options={FIELD_TYPES.map((t) => ({ value: t, label: pick(TYPE_LABELS[t], lang) }))} />
          </Form.Item>
        </Col>
        {type === 'custom' && <TextCell name={[item.name, 'customType']} label={say(M.customType)} required rule={rule('customType')} maxLength={64} />}
        <TextCell name={[item.name, 'defaultValue']} label={say(M.defaultValue)} rule={rule('defaultValue')} maxLength={200} />
        {type === 'date' && <TextCell name={[item.name, 'datePattern']} label={say(M.datePattern)} placeholder={DEFAULT_DATE_PATTERN} maxLength={40} />}
      </Row>
      {type === 'enum' && (
        <PairList name={[item.name, 'values']} title={say(M.values)} keys={['id', 'name']} labels={[say(M.valueId), say(M.valueName)]} rule={rule('values')} testId={`enum-values-${index}`} />
      )}
      <PairList name={[item.name, 'properties']} title={say(M.properties)} keys={['id', 'value']} labels={[say(M.valueId), say(M.propertyValue)]} rule={rule('properties')} />
      <PairList
        name={[item.name, 'constraints']}
        title={say(M.constraints)}
        keys={['name', 'config']}
        labels={[say(M.constraintName), say(M.constraintConfig)]}
        rule={rule('constraints')}
        first={(label) => <Select aria-label={label} style={{ width: 160 }} options={CONSTRAINT_NAMES.map((c) => ({ value: c, label: c }))} />}
        secondDisabled={(i) => FLAG_CONSTRAINTS.has(constraints?.[i]?.name ?? '')}
      />
    </Card>
  );
}

/** A list of two-part rows (enum values, properties, constraints) with its own add and remove buttons and errors. */
function PairList({ name, title, keys, labels, rule, first, secondDisabled, testId }: {
  name: (string | number)[];
  title: string;
  keys: readonly [string, string];
  labels: readonly [string, string];
  rule: PartRule;
  /** The first part's input (a text input when absent), given its accessible name. */
  first?: (ariaLabel: string) => ReactElement;
  secondDisabled?: (i: number) => boolean;
  testId?: string;
}) {
  const say = useSay();
  return (
    <Form.List name={name} rules={[rule]}>
      {(items, { add, remove }, { errors }) => (
        <div style={{ marginBottom: 8 }} data-testid={testId} role="group" aria-label={title}>
          <Typography.Text strong>{title}</Typography.Text>
          {items.map((it, i) => (
            <Space key={it.key} align="baseline" style={{ display: 'flex', marginTop: 4 }}>
              <Form.Item name={[it.name, keys[0]]} noStyle>
                {first ? first(`${title} ${labels[0]} ${i + 1}`) : <Input placeholder={labels[0]} aria-label={`${title} ${labels[0]} ${i + 1}`} style={{ width: 160 }} />}
              </Form.Item>
              <Form.Item name={[it.name, keys[1]]} noStyle>
                <Input placeholder={labels[1]} aria-label={`${title} ${labels[1]} ${i + 1}`} style={{ width: 200 }} disabled={secondDisabled?.(i)} />
              </Form.Item>
              <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={`${say(M.remove)} ${title} ${i + 1}`} onClick={() => remove(i)} />
            </Space>
          ))}
          <div>
            <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => add({ [keys[0]]: '', [keys[1]]: '' })} style={{ marginTop: 4 }}>
              {`${say(M.add)}${title}`}
            </Button>
          </div>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}

/** The form as a user fills it in, following every edit (it alone watches the fields, so typing re-renders it, not the editor). */
function Preview({ editor }: { editor: FormInstance<Values> }) {
  const say = useSay();
  const watched = Form.useWatch('fields', editor);
  const shown = completeFields(watched).map(normalizeField).filter((f) => f.id);
  const [preview] = Form.useForm();
  const key = JSON.stringify(shown);
  useEffect(() => {
    preview.resetFields();
    preview.setFieldsValue(initialFormValues(shown));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the fields' JSON
  }, [key]);
  return (
    <Card size="small" title={say(M.preview)} data-testid="form-preview" style={{ position: 'sticky', top: 0 }}>
      <AppForm form={preview} name="flowFormPreview" layout="vertical">
        {/* The fields' labels and options are the form's record, as its author wrote them: data. */}
        {shown.length === 0 ? <Empty description={say(M.previewEmpty)} /> : <div data-record-text=""><DynamicFormFields fields={shown} /></div>}
      </AppForm>
    </Card>
  );
}

type Load = { state: 'loading' } | { state: 'failed'; msg: string } | { state: 'ready' };

export default function FlowFormEditPage() {
  const say = useSay();
  const lang = useLang();
  const meta = useScreenMeta();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const formId = query.get('formId');
  const [form] = Form.useForm<Values>();
  const [load, setLoad] = useState<Load>(formId ? { state: 'loading' } : { state: 'ready' });
  const [reloads, setReloads] = useState(0);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!formId) return;
    const ac = new AbortController();
    setLoad({ state: 'loading' });
    void fetchForm(formId, ac.signal).then((r) => {
      if (ac.signal.aborted) return;
      if (!r.ok) {
        setLoad({ state: 'failed', msg: r.msg });
        return;
      }
      form.setFieldsValue({ name: r.data.name, status: r.data.status, remark: r.data.remark, fields: r.data.fields });
      setLoad({ state: 'ready' });
    });
    return () => ac.abort();
  }, [formId, reloads, form]);

  /** A rule showing the lib's problem of this part of the field at `index` (the whole list is checked: ids repeat). */
  const partRule = (index: number, part: FormFieldProblem['part']): PartRule => ({
    validator: () => {
      const problem = formFieldProblems(completeFields(form.getFieldValue('fields'))).find((p) => p.index === index && p.part === part);
      return problem ? Promise.reject(new Error(pick(problem.message, lang))) : Promise.resolve();
    },
  });

  // A form refused (here or by the backend) reopens the §9 guard: the next click is not swallowed.
  const save = useClickGuard(() =>
    form.validateFields().then(
      async (v) => {
        setSaving(true);
        const r = await saveForm({ ...(formId ? { id: Number(formId) } : {}), name: v.name.trim(), status: v.status, remark: v.remark?.trim() ?? '', fields: completeFields(v.fields).map(normalizeField) });
        afterWrite(r); // the form list shows it
        setSaving(false);
        if (!r.ok) {
          if (!r.handled) notify.error(r.msg || say(M.saveFailed));
          return false; // everything typed stays
        }
        notify.success(say(M.saved));
        void navigate(FLOW_FORM_PATH);
        return true;
      },
      () => {
        notify.error(say(M.invalid));
        return false;
      },
    ),
  );

  const title = (
    <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
      {meta ? pick(meta.title, lang) : ''}
    </Typography.Title>
  );
  if (load.state === 'failed') {
    return (
      <div>
        {title}
        <Alert {...screenReady(true)} type="error" showIcon role="alert" title={say(M.loadFailed, { msg: load.msg })} action={<Space><Button onClick={() => setReloads((n) => n + 1)}>{say(M.retry)}</Button><Button onClick={() => void navigate(FLOW_FORM_PATH)}>{say(M.back)}</Button></Space>} />
      </div>
    );
  }

  return (
    <div>
      {title}
      {load.state === 'loading' && <Skeleton active paragraph={{ rows: 6 }} />}
      <Row gutter={16} style={{ display: load.state === 'loading' ? 'none' : undefined }}>
        <Col xs={24} xl={15}>
          <AppForm<Values> {...screenReady(load.state === 'ready')} form={form} name="editFlowForm" layout="vertical" initialValues={{ status: 0, fields: [] }}>
            <Card size="small" title={say(M.basics)} style={{ marginBottom: 12 }}>
              <Form.Item name="name" label={say(M.name)} rules={[{ required: true, whitespace: true, message: pick(FORM_MESSAGES.nameRequired, lang) }]}>
                <Input maxLength={50} autoComplete="off" />
              </Form.Item>
              <Form.Item name="status" label={say(M.status)}>
                <Radio.Group options={[{ value: 0, label: say(M.enabled) }, { value: 1, label: say(M.disabled) }]} />
              </Form.Item>
              <Form.Item name="remark" label={say(M.remark)}>
                <Input.TextArea rows={2} maxLength={200} showCount />
              </Form.Item>
            </Card>
            <Form.List
              name="fields"
              rules={[{ validator: (_r, v: unknown[] | undefined) => (v?.length ? Promise.resolve() : Promise.reject(new Error(pick(FORM_MESSAGES.noFields, lang)))) }]}
            >
              {(items, { add, remove, move }, { errors }) => (
                <Card size="small" title={say(M.fields)} style={{ marginBottom: 12 }} extra={<Button icon={<PlusOutlined />} onClick={() => add(newField(nextId(completeFields(form.getFieldValue('fields')))))}>{say(M.addField)}</Button>}>
                  {items.length === 0 && <Typography.Text type="secondary">{say(M.noFields)}</Typography.Text>}
                  {items.map((item, index) => (
                    <FieldCard key={item.key} item={item} index={index} count={items.length} move={move} remove={remove} rule={(part) => partRule(index, part)} />
                  ))}
                  <Form.ErrorList errors={errors} />
                </Card>
              )}
            </Form.List>
            <Space>
              <Button type="primary" onClick={save} loading={saving}>
                {say(M.save)}
              </Button>
              <Button onClick={() => void navigate(FLOW_FORM_PATH)} disabled={saving}>
                {say(M.cancel)}
              </Button>
            </Space>
          </AppForm>
        </Col>
        <Col xs={24} xl={9}>
          <Preview editor={form} />
        </Col>
      </Row>
    </div>
  );
}
