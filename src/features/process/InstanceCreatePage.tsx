/**
 * /processInstanceCreate ([H]): pick a deployed definition, fill the start form (title, the fields of the custom form
 * bound to its model — else reason and days —, and the approvers its diagram asks for by expression, e.g.
 * `${deptLeader}`), start it, and land on its detail. A refused start keeps the form. With a `businessType` query
 * (from /operationFlow) it starts that business type's process (the latest version of its configured key) and asks
 * for the business key.
 */
import { Alert, Button, Card, Empty, Form, Input, InputNumber, Radio, Skeleton, Space, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { BpmDefinition } from '@/api/bpm';
import { fetchEnabledBusiness, fetchForm, type BpmForm, type BusinessConfig } from '@/api/bpmForm';
import { fetchStartableDefinitions, startInstance } from '@/api/process';
import { afterWrite } from '@/api/query';
import { AppForm } from '@/components/AppForm';
import { useScreenMeta } from '@/components/screenMeta';
import { useClickGuard } from '@/components/useClickGuard';
import { bi, pick } from '@/i18n';
import { useLang, useSay } from '@/i18n/react';
import type { FormValue } from '@/lib/formFields';
import { notify } from '@/lib/notify';
import { DynamicFormFields, formVariables, initialFormValues, type InputValue } from './form/DynamicFormFields';
import { detailHref } from '@/entities/process';
import { latestActive } from '@/entities/process/rules';
import { screenReady } from '@/components/screenReady';

const M = {
  title: bi('发起流程', 'Start a process'),
  pick: bi('选择流程', 'Process'),
  none: bi('暂无已部署的流程，请先在流程模型中设计并发布。', 'No deployed process yet: design and deploy one under Process models.'),
  loadFailed: bi('流程列表加载失败：{msg}', 'The processes could not be loaded: {msg}'),
  retry: bi('重试', 'Retry'),
  form: bi('申请信息', 'Request'),
  subject: bi('标题', 'Title'),
  subjectRequired: bi('请输入标题', 'Please enter a title'),
  reason: bi('事由', 'Reason'),
  days: bi('天数', 'Days'),
  approver: bi('{name}（审批人账号）', '{name} (approver account)'),
  approverHint: bi('流程图中的审批人表达式 ${{name}}，留空时由发起人办理', 'The diagram’s assignee expression ${{name}}; left empty, the starter handles it'),
  copyTo: bi('抄送人账号', 'Copy to (accounts)'),
  copyToHint: bi('多个账号以逗号分隔', 'Separate accounts with commas'),
  submit: bi('发起', 'Start'),
  started: bi('流程已发起', 'Process started'),
  chooseFirst: bi('请选择流程', 'Please choose a process'),
  business: bi('业务：{name}', 'Business: {name}'),
  businessKey: bi('业务单号', 'Business key'),
  businessKeyRequired: bi('请输入业务单号', 'Please enter the business key'),
  businessUnknown: bi('业务流程配置不存在或已停用', 'This business type is not configured or is disabled'),
  formLoadFailed: bi('流程表单加载失败：{msg}', 'The process form could not be loaded: {msg}'),
};

interface Values {
  /** Absent when the custom form has a field `title` of its own. */
  title?: string;
  reason?: string;
  days?: number;
  copyTo?: string;
  businessKey?: string;
  approvers?: Record<string, string | undefined>;
  /** The custom form's inputs, by field id. */
  form?: Record<string, InputValue>;
}

/** The custom form of the chosen definition: none, loading, loaded or failed. */
type CustomForm = { formId: null } | { formId: number; form: BpmForm | null; error: string | null };

/** Variables the diagram's user tasks are assigned by (`camunda:assignee="${name}"`). */
export function assigneeVariables(xml: string): string[] {
  const names = [...xml.matchAll(/:assignee="\$\{\s*([A-Za-z_]\w*)\s*\}"/g)].map((m) => m[1]!);
  return [...new Set(names)];
}

export default function InstanceCreatePage() {
  const lang = useLang();
  const say = useSay();
  const meta = useScreenMeta();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [defs, setDefs] = useState<BpmDefinition[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [chosen, setChosen] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const businessType = useSearchParams()[0].get('businessType');
  const [business, setBusiness] = useState<BusinessConfig | null>(null);

  useEffect(() => {
    let live = true;
    void Promise.all([fetchStartableDefinitions(), businessType ? fetchEnabledBusiness(businessType) : null]).then(([r, b]) => {
      if (!live) return;
      const problem = !r.ok ? r.msg : b && !b.ok ? b.msg : b && !b.config ? say(M.businessUnknown) : null;
      if (problem !== null || !r.ok) {
        setError(problem || '—');
        setDefs([]);
        return;
      }
      // A business type starts the latest version of its configured process key only.
      const config = b?.ok ? b.config : null;
      const latest = config && latestActive(r.data.result, config.processKey);
      const startable = config ? (latest ? [latest] : []) : r.data.result;
      setError(null);
      setBusiness(config);
      setDefs(startable);
      if (startable.length === 1) setChosen(startable[0]!.id);
    });
    return () => {
      live = false;
    };
  }, [reloads, businessType, say]);

  const def = defs?.find((d) => d.id === chosen) ?? null;
  const approvers = useMemo(() => (def ? assigneeVariables(def.bpmnXml) : []), [def]);
  const formId = def?.formId ?? null;
  const [custom, setCustom] = useState<CustomForm>({ formId: null });
  const [formReloads, setFormReloads] = useState(0);

  useEffect(() => {
    if (formId === null) return;
    const ac = new AbortController();
    setCustom({ formId, form: null, error: null });
    void fetchForm(formId, ac.signal).then((r) => {
      if (ac.signal.aborted) return;
      setCustom(r.ok ? { formId, form: r.data, error: null } : { formId, form: null, error: r.msg || '—' });
      if (r.ok) form.setFieldsValue({ form: initialFormValues(r.data.fields) });
    });
    return () => ac.abort();
  }, [formId, formReloads, form]);
  const customForm = formId !== null && custom.formId === formId ? custom : null;
  const fields = customForm?.form?.fields ?? null;
  const hasTitle = !!fields?.some((f) => f.id === 'title');

  const submit = useClickGuard(() => {
    if (sending.current) return;
    if (!def || (customForm && !fields)) {
      notify.error(say(M.chooseFirst));
      return false;
    }
    // A form refused (here or by the backend) reopens the §9 guard: the next click is not swallowed.
    return form.validateFields().then(
      async (v) => {
        sending.current = true;
        setBusy(true);
        const variables: Record<string, FormValue> = v.title?.trim() ? { title: v.title.trim() } : {};
        if (fields) Object.assign(variables, formVariables(fields, v.form));
        else {
          if (v.reason?.trim()) variables.reason = v.reason.trim();
          if (typeof v.days === 'number') variables.days = v.days;
        }
        for (const name of approvers) {
          const account = v.approvers?.[name]?.trim();
          if (account) variables[name] = account;
        }
        const copyTo = (v.copyTo ?? '').split(/[,，]/).map((s) => s.trim()).filter(Boolean);
        const r = await startInstance(def.id, variables, copyTo, business && v.businessKey ? { businessType: business.businessType, businessKey: v.businessKey.trim() } : undefined);
        afterWrite(r); // the instance and task lists show it
        sending.current = false;
        setBusy(false);
        if (!r.ok) {
          if (!r.handled) notify.error(r.msg);
          return false; // the form stays as typed
        }
        notify.success(say(M.started));
        form.resetFields();
        void navigate(detailHref(r.data.id, business ? '/operationFlow' : '/processInstance'));
        return true;
      },
      () => false,
    );
  });

  return (
    <div style={{ maxWidth: 900 }}>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {meta ? pick(meta.title, lang) : say(M.title)}
      </Typography.Title>
      {/* The processes to start (or none) once read: the screen's first content (src/components/screenReady.ts). */}
      <Card size="small" title={say(M.pick)} style={{ marginBottom: 16 }} {...screenReady(defs !== null && error === null)}>
        {defs === null ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : error !== null ? (
          <Alert type="error" showIcon title={say(M.loadFailed, { msg: error })} action={<Button onClick={() => setReloads((n) => n + 1)}>{say(M.retry)}</Button>} />
        ) : defs.length === 0 ? (
          <Empty description={say(M.none)} />
        ) : (
          <Radio.Group
            aria-label={say(M.pick)}
            value={chosen}
            onChange={(e) => setChosen(Number(e.target.value))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            // A process's name is its definition's, as its designer wrote it: data.
            options={defs.map((d) => ({
              value: d.id,
              label: (
                <>
                  <span data-record-text="">{d.name}</span>（{d.key} v{d.version}）
                </>
              ),
            }))}
          />
        )}
      </Card>
      <Card size="small" title={customForm?.form ? `${say(M.form)}：${customForm.form.name}` : say(M.form)}>
        <AppForm<Values> form={form} name="processInstanceCreate" layout="vertical" disabled={!def}>
          {business && (
            <Form.Item name="businessKey" label={say(M.businessKey)} extra={say(M.business, { name: business.name })} rules={[{ required: true, whitespace: true, message: say(M.businessKeyRequired) }]}>
              <Input maxLength={64} autoComplete="off" />
            </Form.Item>
          )}
          {!hasTitle && (
            <Form.Item name="title" label={say(M.subject)} rules={[{ required: true, whitespace: true, message: say(M.subjectRequired) }]}>
              <Input maxLength={100} />
            </Form.Item>
          )}
          {customForm ? (
            customForm.error !== null ? (
              <Alert type="error" showIcon style={{ marginBottom: 16 }} title={say(M.formLoadFailed, { msg: customForm.error })} action={<Button onClick={() => setFormReloads((n) => n + 1)}>{say(M.retry)}</Button>} />
            ) : fields ? (
              <div data-testid="custom-start-form" data-form-name={customForm.form?.name}>
                <DynamicFormFields fields={fields} prefix={['form']} />
              </div>
            ) : (
              <Skeleton active paragraph={{ rows: 3 }} />
            )
          ) : (
            <>
              <Form.Item name="reason" label={say(M.reason)}>
                <Input.TextArea rows={3} maxLength={500} showCount />
              </Form.Item>
              <Form.Item name="days" label={say(M.days)}>
                <InputNumber min={0} max={365} precision={0} style={{ width: 160 }} />
              </Form.Item>
            </>
          )}
          {approvers.map((name) => (
            <Form.Item key={name} name={['approvers', name]} label={say(M.approver, { name })} extra={say(M.approverHint, { name })}>
              <Input maxLength={50} autoComplete="off" />
            </Form.Item>
          ))}
          <Form.Item name="copyTo" label={say(M.copyTo)} extra={say(M.copyToHint)}>
            <Input maxLength={200} autoComplete="off" />
          </Form.Item>
          <Space>
            <Button type="primary" onClick={submit} loading={busy} disabled={!def}>
              {say(M.submit)}
            </Button>
          </Space>
        </AppForm>
      </Card>
    </div>
  );
}
