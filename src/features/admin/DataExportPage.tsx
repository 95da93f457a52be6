/**
 * /DataExportpage 数据导出 (entities/admin/exportTask.ts): the signed-in account's export tasks. A task is started here
 * (what to export: any entity with an export; optionally one of its list's saved views as the filter) or by a list's
 * export button when it meets more rows than a file is made for at once. While any task runs, the list asks for
 * their progress every EXPORT_POLL_MS (only while this tab is shown) and stops when none runs; a finished file is
 * downloaded through the §7 download helper until it expires; a failed task says why; a task is deleted after a
 * confirmation.
 */
import { DeleteOutlined, DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Modal, Popconfirm, Progress, Select, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { fetchOptions, type RemoteOption } from '@/api/entity';
import { createExportTask, downloadExport } from '@/api/exportTask';
import { afterWrite } from '@/api/query';
import { Pager } from '@/components/Pager';
import { useActiveEffect } from '@/components/paneActivity';
import { useEntityPage, useEntityWrite, useSavedViews } from '@/components/entity/data';
import { dictOptions, useDict } from '@/components/entity/options';
import { EXPORT_DONE, EXPORT_EXPIRED, EXPORT_FAILED, EXPORT_FILE_DAYS, EXPORT_POLL_MS, EXPORT_RUNNING, EXPORT_SOURCES, exportTask } from '@/entities/admin/exportTask';
import { bi, pick, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';
import { notify } from '@/lib/notify';
import { screenReady } from '@/components/screenReady';

type Task = Record<string, unknown> & { taskId: number; taskStatus: number; progress: number };

const TEXT = {
  title: bi('数据导出', 'Data export'),
  hint: bi(`数据较多的导出在后台生成文件，完成后可在${EXPORT_FILE_DAYS}天内下载；进行中的任务会自动刷新进度。`, `Large exports are made in the background; a finished file can be downloaded for ${EXPORT_FILE_DAYS} days. Running tasks update their progress by themselves.`),
  create: bi('新建导出', 'New export'),
  refresh: bi('刷新', 'Refresh'),
  source: bi('导出内容', 'Export of'),
  sourceRequired: bi('请选择要导出的数据', 'Choose what to export'),
  view: bi('筛选条件', 'Filter'),
  allRows: bi('全部数据（不筛选）', 'All rows (no filter)'),
  viewHelp: bi('可选择该列表已保存的视图作为筛选条件', "One of the list's saved views can be the filter"),
  status: bi('状态', 'Status'),
  allStatuses: bi('全部状态', 'All statuses'),
  allSources: bi('全部导出内容', 'Everything exported'),
  rows: bi('数据行数', 'Rows'),
  progress: bi('进度', 'Progress'),
  created: bi('创建时间', 'Created'),
  finished: bi('完成时间', 'Finished'),
  expires: bi('下载有效期至', 'Downloadable until'),
  actions: bi('操作', 'Actions'),
  download: bi('下载', 'Download'),
  remove: bi('删除', 'Delete'),
  removeConfirm: bi('确定删除该导出任务吗？删除后文件将不能再下载。', 'Delete this export task? Its file can no longer be downloaded.'),
  removed: bi('导出任务已删除', 'The export task is deleted'),
  created_: bi('导出任务已创建，文件生成后可在此下载', 'The export has started; download its file here once it is made'),
  expired: bi('已过期，请重新导出', 'Expired; export again'),
  ok: bi('开始导出', 'Start'),
  cancel: bi('取消', 'Cancel'),
  empty: bi('暂无导出任务', 'No export tasks'),
  loadFailed: bi('导出任务加载失败', 'The export tasks could not be loaded'),
} satisfies Record<string, Bilingual>;

const STATUS_COLOR: Record<number, string> = { [EXPORT_RUNNING]: 'processing', [EXPORT_DONE]: 'success', [EXPORT_FAILED]: 'error', [EXPORT_EXPIRED]: 'default' };

/** The exportable entities (the backend's list: every declared entity with an export). */
function useSources(): RemoteOption[] {
  const [sources, setSources] = useState<RemoteOption[]>([]);
  useEffect(() => {
    let live = true;
    void fetchOptions(EXPORT_SOURCES).then((list) => live && setSources(list));
    return () => {
      live = false;
    };
  }, []);
  return sources;
}

function CreateDialog({ sources, onClose }: { sources: RemoteOption[]; onClose: () => void }) {
  const lang = useLang();
  const [form] = Form.useForm<{ entityId?: string; viewId?: number }>();
  const entityId = Form.useWatch('entityId', form);
  const views = useSavedViews(entityId ?? '', Boolean(entityId));
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    const view = views.data?.find((v) => v.viewId === values.viewId);
    setBusy(true);
    const r = await createExportTask(String(values.entityId), view?.query ?? '');
    setBusy(false);
    afterWrite(r);
    if (!r.ok) return; // the interceptor has shown the refusal; the dialog keeps the choice
    notify.success(pick(TEXT.created_, lang));
    onClose();
  };
  return (
    <Modal open width={600} title={pick(TEXT.create, lang)} okText={pick(TEXT.ok, lang)} cancelText={pick(TEXT.cancel, lang)} confirmLoading={busy} onOk={() => void submit().catch(() => undefined)} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onValuesChange={(changed: { entityId?: string }) => changed.entityId !== undefined && form.setFieldValue('viewId', undefined)}>
        <Form.Item name="entityId" label={pick(TEXT.source, lang)} rules={[{ required: true, message: pick(TEXT.sourceRequired, lang) }]}>
          <Select showSearch optionFilterProp="label" options={sources} placeholder={pick(TEXT.sourceRequired, lang)} />
        </Form.Item>
        <Form.Item name="viewId" label={pick(TEXT.view, lang)} extra={pick(TEXT.viewHelp, lang)}>
          <Select allowClear disabled={!entityId} placeholder={pick(TEXT.allRows, lang)} loading={views.isFetching} options={(views.data ?? []).map((v) => ({ value: v.viewId, label: v.name }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function DataExportPage() {
  const lang = useLang();
  const sources = useSources();
  const statuses = dictOptions(useDict('export_task_status'), lang);
  const [filter, setFilter] = useState<{ entityId?: string; taskStatus?: string }>({});
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const payload = useMemo(() => ({ ...filter, page, pageSize: exportTask.pageSize }), [filter, page]);
  const tasks = useEntityPage(exportTask, payload);
  const write = useEntityWrite(exportTask);
  const rows = (tasks.data?.result ?? []) as Task[];
  const running = rows.some((r) => Number(r.taskStatus) === EXPORT_RUNNING);
  const { refetch } = tasks;

  // Polls while a task runs and this tab is shown; stopped once none runs (or the tab is hidden).
  useActiveEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void refetch(), EXPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);

  const remove = async (task: Task) => {
    const r = await write({ path: `${exportTask.base}/delete`, payload: { taskId: task.taskId } });
    if (r.ok) notify.success(pick(TEXT.removed, lang));
  };
  const download = async (task: Task) => {
    // Refused (it expired meanwhile): the helper has said so; the list shows the new state.
    if (!(await downloadExport(task.taskId))) void refetch();
  };

  const text = (v: unknown) => (v === undefined || v === null || v === '' ? '—' : String(v as string));
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {pick(TEXT.title, lang)}
      </Typography.Title>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={pick(TEXT.hint, lang)} />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Space wrap>
          <Select
            allowClear
            style={{ width: 200 }}
            aria-label={pick(TEXT.source, lang)}
            placeholder={pick(TEXT.allSources, lang)}
            options={sources}
            value={filter.entityId}
            onChange={(entityId?: string) => (setFilter((f) => ({ ...f, entityId })), setPage(1))}
          />
          <Select
            allowClear
            style={{ width: 160 }}
            aria-label={pick(TEXT.status, lang)}
            placeholder={pick(TEXT.allStatuses, lang)}
            options={statuses}
            value={filter.taskStatus}
            onChange={(taskStatus?: string) => (setFilter((f) => ({ ...f, taskStatus })), setPage(1))}
          />
        </Space>
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => void refetch()}>
            {pick(TEXT.refresh, lang)}
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {pick(TEXT.create, lang)}
          </Button>
        </Space>
      </Flex>
      {tasks.isError && <Alert type="error" showIcon style={{ marginBottom: 8 }} title={`${pick(TEXT.loadFailed, lang)}：${tasks.error.message}`} />}
      <Table<Task>
        // The tasks' first page drawn: the screen's first content (src/components/screenReady.ts).
        {...screenReady(!tasks.isLoading)}
        rowKey="taskId"
        size="middle"
        loading={tasks.isLoading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: pick(TEXT.empty, lang) }}
        columns={[
          { key: 'entity', title: pick(TEXT.source, lang), render: (_v, r) => text(r.entityTitle) },
          { key: 'filter', title: pick(TEXT.view, lang), render: (_v, r) => text(r.filterText) },
          { key: 'rows', title: pick(TEXT.rows, lang), align: 'right', render: (_v, r) => text(r.rowCount) },
          {
            key: 'progress',
            title: pick(TEXT.progress, lang),
            width: 180,
            render: (_v, r) => (
              <Progress
                size="small"
                percent={Number(r.progress) || 0}
                status={r.taskStatus === EXPORT_RUNNING ? 'active' : r.taskStatus === EXPORT_FAILED ? 'exception' : r.taskStatus === EXPORT_DONE || r.taskStatus === EXPORT_EXPIRED ? 'success' : 'normal'}
                aria-label={`${pick(TEXT.progress, lang)} ${Number(r.progress) || 0}%`}
              />
            ),
          },
          {
            key: 'status',
            title: pick(TEXT.status, lang),
            render: (_v, r) => (
              <Space direction="vertical" size={0}>
                <Tag color={STATUS_COLOR[r.taskStatus]}>{statuses.find((s) => String(s.value) === String(r.taskStatus))?.label ?? text(r.taskStatusName)}</Tag>
                {r.taskStatus === EXPORT_FAILED && <Typography.Text type="danger">{text(r.failReason)}</Typography.Text>}
              </Space>
            ),
          },
          { key: 'created', title: pick(TEXT.created, lang), render: (_v, r) => text(r.createTime) },
          { key: 'finished', title: pick(TEXT.finished, lang), render: (_v, r) => text(r.finishTime) },
          {
            key: 'expires',
            title: pick(TEXT.expires, lang),
            render: (_v, r) => (r.taskStatus === EXPORT_EXPIRED ? <Typography.Text type="secondary">{`${text(r.expireTime)}（${pick(TEXT.expired, lang)}）`}</Typography.Text> : text(r.expireTime)),
          },
          {
            key: 'actions',
            title: pick(TEXT.actions, lang),
            fixed: 'right',
            render: (_v, r) => (
              <Space size={0}>
                <Button type="link" size="small" icon={<DownloadOutlined />} disabled={r.taskStatus !== EXPORT_DONE} onClick={() => void download(r)} title={text(r.fileName)}>
                  {pick(TEXT.download, lang)}
                </Button>
                <Popconfirm title={pick(TEXT.removeConfirm, lang)} okText={pick(TEXT.remove, lang)} cancelText={pick(TEXT.cancel, lang)} okButtonProps={{ danger: true }} onConfirm={() => remove(r)}>
                  <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                    {pick(TEXT.remove, lang)}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Pager total={tasks.data?.total ?? 0} pageNum={page} pageSize={exportTask.pageSize} onCurrentChange={setPage} />
      {creating && <CreateDialog sources={sources} onClose={() => setCreating(false)} />}
    </div>
  );
}
