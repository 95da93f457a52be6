/**
 * An approval's detail ([H]): the instance and its form data, the process viewer with its highlights, the task
 * history, and what the signed-in user may do: approve or reject (with a reason) its open task, cancel an instance
 * it started. Used by /processInstanceDetail (`id` query) and /childProcessDetail (the token link's `form`). Its first
 * content (src/components/screenReady.ts) is the instance's values, or why they could not be read.
 */
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Modal, Result, Skeleton, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { approveTask, cancelInstance, fetchInstance, fetchInstanceTasks, rejectTask, type ProcessInstance, type ProcessTask } from '@/api/process';
import { afterWrite } from '@/api/query';
import { BackButton } from '@/components/BackButton';
import { screenReady } from '@/components/screenReady';
import { useActiveEffect } from '@/components/paneActivity';
import { useClickGuard } from '@/components/useClickGuard';
import { Link } from 'react-router-dom';
import { bi, format, pick, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';
import { notify } from '@/lib/notify';
import type { FormField } from '@/lib/formFields';
import { detailHref } from '@/entities/process';
import { instanceResultText, taskResultText, type TaskData } from './viewer/highlight';

const ProcessViewer = lazy(() => import('./viewer/ProcessViewer'));

const M = {
  loadFailed: bi('流程详情加载失败：{msg}', 'The process could not be loaded: {msg}'),
  retry: bi('重试', 'Retry'),
  id: bi('流程编号', 'Process no.'),
  name: bi('流程名称', 'Process'),
  definition: bi('流程定义', 'Definition'),
  starter: bi('发起人', 'Started by'),
  createTime: bi('发起时间', 'Started'),
  endTime: bi('结束时间', 'Ended'),
  result: bi('审批结果', 'Result'),
  form: bi('表单信息', 'Form'),
  noForm: bi('无表单数据', 'No form data'),
  formName: bi('表单信息：{name}', 'Form: {name}'),
  yes: bi('是', 'Yes'),
  no: bi('否', 'No'),
  parent: bi('父流程', 'Parent process'),
  children: bi('子流程', 'Sub-processes'),
  business: bi('业务', 'Business'),
  diagram: bi('流程图', 'Diagram'),
  diagramFailed: bi('流程图无法显示', 'The diagram cannot be shown'),
  history: bi('审批记录', 'History'),
  noHistory: bi('暂无审批记录', 'No tasks yet'),
  approval: bi('审批', 'Your approval'),
  reason: bi('审批建议', 'Comment'),
  reasonRequired: bi('请输入审批建议', 'Please enter a comment'),
  approve: bi('通过', 'Approve'),
  reject: bi('不通过', 'Reject'),
  approved: bi('审批通过', 'Approved'),
  rejected: bi('已驳回', 'Rejected'),
  cancel: bi('取消流程', 'Cancel process'),
  cancelTitle: bi('确定取消该流程吗？', 'Cancel this process?'),
  cancelReason: bi('取消原因', 'Reason'),
  cancelReasonRequired: bi('请输入取消原因', 'Please enter the reason'),
  cancelled: bi('流程已取消', 'Process cancelled'),
  legendTodo: bi('处理中', 'In progress'),
  legendDone: bi('已通过', 'Approved'),
  legendReject: bi('不通过', 'Rejected'),
  legendCancel: bi('已取消', 'Cancelled'),
};

/** Labels of the form fields the console's start form uses; other variables show their own name. */
const FIELD_LABELS: Record<string, Bilingual> = {
  title: bi('标题', 'Title'),
  reason: bi('事由', 'Reason'),
  days: bi('天数', 'Days'),
  amount: bi('金额', 'Amount'),
  deptLeader: bi('部门负责人', 'Department head'),
  dispatcher: bi('车队调度', 'Dispatcher'),
  repairLeader: bi('维修主管', 'Repair lead'),
};

const RESULT_COLORS: Record<number, string> = { 1: 'processing', 2: 'success', 3: 'error', 4: 'default' };

interface Loaded {
  instance: ProcessInstance;
  tasks: ProcessTask[];
}

export function InstanceDetail({ id, backTo }: { id: string; backTo: string }) {
  const lang = useLang();
  const say = useCallback((m: Bilingual, params?: Record<string, string | number>) => format(pick(m, lang), params), [lang]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [diagramError, setDiagramError] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ reason?: string }>();
  const [cancelForm] = Form.useForm<{ reason: string }>();
  const [cancelOpen, setCancelOpen] = useState(false);

  // Loaded again each time its tab is shown: the instance may have moved on meanwhile.
  useActiveEffect(() => {
    const ac = new AbortController();
    void Promise.all([fetchInstance(id, ac.signal), fetchInstanceTasks(id, ac.signal)]).then(([i, t]) => {
      if (ac.signal.aborted) return;
      if (!i.ok || !t.ok) {
        setLoaded(null);
        setError((!i.ok ? i.msg : !t.ok ? t.msg : '') || '—');
        return;
      }
      setError(null);
      setLoaded({ instance: i.data, tasks: t.data });
    });
    return () => ac.abort();
  }, [id, reloads]);

  const refresh = () => setReloads((n) => n + 1);
  const onDiagramError = useCallback(() => setDiagramError(true), []);

  const act = async (kind: 'approve' | 'reject') => {
    const taskId = loaded?.instance.myTaskId;
    if (!taskId) return;
    // A reason is required to reject, optional to approve.
    if (kind === 'reject') {
      try {
        await form.validateFields(['reason']);
      } catch {
        return;
      }
    }
    const reason = ((form.getFieldValue('reason') as string | undefined) ?? '').trim();
    setBusy(true);
    const r = await (kind === 'approve' ? approveTask(taskId, reason) : rejectTask(taskId, reason));
    afterWrite(r); // the to-do and done task lists show it
    setBusy(false);
    if (!r.ok) {
      if (!r.handled) notify.error(r.msg);
      return; // the comment stays
    }
    notify.success(say(kind === 'approve' ? M.approved : M.rejected));
    form.resetFields();
    refresh();
  };
  const approve = useClickGuard(() => void act('approve'));
  const reject = useClickGuard(() => void act('reject'));

  const doCancel = async () => {
    let reason: string;
    try {
      ({ reason } = await cancelForm.validateFields());
    } catch {
      return;
    }
    setBusy(true);
    const r = await cancelInstance(id, reason.trim());
    afterWrite(r);
    setBusy(false);
    if (!r.ok) {
      if (!r.handled) notify.error(r.msg);
      return;
    }
    notify.success(say(M.cancelled));
    setCancelOpen(false);
    cancelForm.resetFields();
    refresh();
  };

  const viewerInputs = useMemo(() => {
    if (!loaded) return null;
    const { instance, tasks } = loaded;
    const taskData: TaskData[] = tasks.map((t) => ({ id: t.id, result: t.result, createTime: t.createTime, endTime: t.endTime, reason: t.reason, assigneeUser: t.assigneeUser }));
    return {
      activities: instance.activities.map((a) => ({ key: a.key, taskId: a.taskId, startTime: a.startTime, endTime: a.endTime })),
      tasks: taskData,
      instance: { result: instance.result, startUser: instance.startUser, createTime: instance.createTime, endTime: instance.endTime },
    };
  }, [loaded]);

  if (error !== null) {
    return (
      <Result
        {...screenReady(true)}
        status="error"
        title={say(M.loadFailed, { msg: error })}
        extra={
          <Space>
            <BackButton to={backTo} />
            <Button type="primary" onClick={refresh}>
              {say(M.retry)}
            </Button>
          </Space>
        }
      />
    );
  }
  if (!loaded || !viewerInputs) return <Skeleton active paragraph={{ rows: 8 }} />;
  const { instance, tasks } = loaded;
  // The custom form's fields first, in its order and with its labels; then the other variables (title, approvers…).
  const formFields = instance.form?.fields ?? [];
  const byId = new Map(formFields.map((f) => [f.id, f]));
  const variables = [...formFields.filter((f) => f.id in instance.variables).map((f) => [f.id, instance.variables[f.id]!] as const), ...Object.entries(instance.variables).filter(([k]) => !byId.has(k))];
  const label = (key: string) => byId.get(key)?.label ?? (FIELD_LABELS[key] ? say(FIELD_LABELS[key]) : key);
  const shown = (key: string, v: string | number | boolean) => {
    const f: FormField | undefined = byId.get(key);
    if (typeof v === 'boolean') return say(v ? M.yes : M.no);
    if (f?.type === 'enum') return f.values?.find((x) => x.id === String(v))?.name ?? String(v);
    return String(v);
  };

  return (
    <Flex vertical gap={16} {...screenReady(true)}>
      <Card size="small" title={instance.name} extra={<Tag color={RESULT_COLORS[instance.result]} data-testid="instance-result">{instanceResultText(instance.result, lang)}</Tag>}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'id', label: say(M.id), children: <Typography.Text copyable>{instance.id}</Typography.Text> },
            { key: 'def', label: say(M.definition), children: `${instance.processDefinitionName} v${instance.processDefinitionVersion}` },
            { key: 'starter', label: say(M.starter), children: `${instance.startUser.nickname}（${instance.startUser.deptName}）` },
            { key: 'create', label: say(M.createTime), children: instance.createTime },
            { key: 'end', label: say(M.endTime), children: instance.endTime ?? '—' },
            ...(instance.parentInstanceId
              ? [{ key: 'parent', label: say(M.parent), children: <Link to={detailHref(instance.parentInstanceId, backTo)}>{instance.parentInstanceName ?? instance.parentInstanceId}</Link> }]
              : []),
            ...(instance.children.length
              ? [{ key: 'children', label: say(M.children), children: <Space wrap>{instance.children.map((c) => <Link key={c.id} to={detailHref(c.id, backTo)}>{`${c.name}（${c.id}）`}</Link>)}</Space> }]
              : []),
            ...(instance.businessType ? [{ key: 'business', label: say(M.business), children: `${instance.businessName ?? instance.businessType}：${instance.businessKey ?? ''}` }] : []),
          ]}
        />
      </Card>

      <Card size="small" title={instance.form ? say(M.formName, { name: instance.form.name }) : say(M.form)}>
        {variables.length === 0 ? (
          <Typography.Text type="secondary">{say(M.noForm)}</Typography.Text>
        ) : (
          <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }} items={variables.map(([k, v]) => ({ key: k, label: label(k), children: shown(k, v) }))} />
        )}
      </Card>

      {(instance.myTaskId || instance.canCancel) && (
        <Card size="small" title={say(M.approval)}>
          {instance.myTaskId && (
            <Form form={form} name={`approval-${instance.id}`} layout="vertical">
              <Form.Item name="reason" label={say(M.reason)} rules={[{ required: true, whitespace: true, message: say(M.reasonRequired) }]} required={false}>
                <Input.TextArea rows={3} maxLength={500} showCount />
              </Form.Item>
              <Space>
                <Button type="primary" onClick={approve} loading={busy}>
                  {say(M.approve)}
                </Button>
                <Button danger onClick={reject} loading={busy}>
                  {say(M.reject)}
                </Button>
              </Space>
            </Form>
          )}
          {instance.canCancel && (
            <div style={{ marginTop: instance.myTaskId ? 16 : 0 }}>
              <Button onClick={() => setCancelOpen(true)}>{say(M.cancel)}</Button>
            </div>
          )}
        </Card>
      )}

      <Card size="small" title={say(M.diagram)}>
        <div className="process-viewer-legend" aria-hidden>
          <span className="todo">{say(M.legendTodo)}</span>
          <span className="done">{say(M.legendDone)}</span>
          <span className="reject">{say(M.legendReject)}</span>
          <span className="cancel">{say(M.legendCancel)}</span>
        </div>
        {diagramError || !instance.bpmnXml ? (
          <Alert type="warning" showIcon title={say(M.diagramFailed)} />
        ) : (
          <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
            <ProcessViewer xml={instance.bpmnXml} {...viewerInputs} onError={onDiagramError} />
          </Suspense>
        )}
      </Card>

      <Card size="small" title={say(M.history)}>
        {tasks.length === 0 ? (
          <Typography.Text type="secondary">{say(M.noHistory)}</Typography.Text>
        ) : (
          <Timeline
            data-testid="task-history"
            items={tasks.map((t) => ({
              key: t.id,
              color: t.result === 2 ? 'green' : t.result === 3 ? 'red' : t.result === 4 ? 'gray' : 'blue',
              content: (
                <div>
                  <Space wrap>
                    <Typography.Text strong>{t.name}</Typography.Text>
                    <Tag color={RESULT_COLORS[t.result]}>{taskResultText({ id: t.id, result: t.result }, lang)}</Tag>
                  </Space>
                  <div>
                    {t.assigneeUser.nickname}（{t.assigneeUser.deptName}） · {t.createTime}
                    {t.endTime ? ` → ${t.endTime}` : ''}
                  </div>
                  {t.reason && <Typography.Text type="secondary">{`${say(M.reason)}：${t.reason}`}</Typography.Text>}
                </div>
              ),
            }))}
          />
        )}
      </Card>

      <Modal
        open={cancelOpen}
        title={say(M.cancelTitle)}
        width={400}
        okButtonProps={{ danger: true, loading: busy }}
        onOk={() => void doCancel()}
        onCancel={() => setCancelOpen(false)}
        forceRender
      >
        <Form form={cancelForm} name={`cancel-${instance.id}`} layout="vertical">
          <Form.Item name="reason" label={say(M.cancelReason)} rules={[{ required: true, whitespace: true, message: say(M.cancelReasonRequired) }]}>
            <Input.TextArea rows={3} maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
