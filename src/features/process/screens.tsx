/** The approval screens ([H]): instance and task lists, an instance's detail and the token link's detail. */
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Dropdown, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FORM_PATHS } from '@/api/bpmForm';
import { fetchOptions, type RemoteOption } from '@/api/entity';
import { EntityListPage } from '@/components/entity/EntityListPage';
import type { AnySchema } from '@/entities/define';
import { useScreenMeta } from '@/components/screenMeta';
import { screenReady } from '@/components/screenReady';
import { bi, pick, type Bilingual } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { deobfuscate } from '@/lib/obfuscate';
import { InstanceDetail } from './InstanceDetail';
import {
  allInstance, businessConfig, businessInstance, childInstance, copiedInstance, CREATE_PATH, deptInstance, doneTask, editFormHref,
  flowForm, myInstance, todoTask,
} from '@/entities/process';

const M = {
  start: bi('发起流程', 'Start a process'),
  addForm: bi('新增表单', 'Add form'),
  startBusiness: bi('发起业务流程', 'Start a business process'),
  noId: bi('缺少流程编号，请从列表中打开流程详情。', 'No process number: open the details from a list.'),
};

/** A list screen with a primary "add" button leading to `to`. */
function ListWithAdd({ schema, to, label }: { schema: AnySchema; to: string; label: Bilingual }) {
  const lang = useLang();
  return (
    <EntityListPage
      schema={schema}
      extra={
        <Link to={to}>
          <Button type="primary" icon={<PlusOutlined />}>
            {pick(label, lang)}
          </Button>
        </Link>
      }
    />
  );
}

export const ProcessInstancePage = () => <ListWithAdd schema={myInstance} to={CREATE_PATH} label={M.start} />;
/** /flowForm: custom process forms; add and edit open the form editor. */
export const FlowFormPage = () => <ListWithAdd schema={flowForm} to={editFormHref()} label={M.addForm} />;
export const ChildProcessListPage = () => <EntityListPage schema={childInstance} />;
export const DepartmentApprovalListPage = () => <EntityListPage schema={deptInstance} />;
export const OperationFlowConfigPage = () => <EntityListPage schema={businessConfig} />;
/** /operationFlow: business processes; one is started for an enabled business type on /processInstanceCreate. */
export function OperationFlowPage() {
  const lang = useLang();
  const [types, setTypes] = useState<RemoteOption[]>([]);
  useEffect(() => {
    let live = true;
    void fetchOptions(FORM_PATHS.businessOptions).then((list) => live && setTypes(list));
    return () => {
      live = false;
    };
  }, []);
  const items = types.map((o) => ({ key: o.value, label: <Link to={`${CREATE_PATH}?businessType=${encodeURIComponent(o.value)}`}>{o.label}</Link> }));
  return (
    <EntityListPage
      schema={businessInstance}
      extra={
        <Dropdown menu={{ items }} disabled={items.length === 0} trigger={['click']}>
          <Button type="primary" icon={<PlusOutlined />}>
            {pick(M.startBusiness, lang)}
          </Button>
        </Dropdown>
      }
    />
  );
}
export const TodoTasksPage = () => <EntityListPage schema={todoTask} />;
export const DoneTasksPage = () => <EntityListPage schema={doneTask} />;
export const CopyToMePage = () => <EntityListPage schema={copiedInstance} />;
export const AllProcessPage = () => <EntityListPage schema={allInstance} />;

function Title({ fallback }: { fallback: string }) {
  const meta = useScreenMeta();
  const lang = useLang();
  return (
    <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
      {meta ? pick(meta.title, lang) : fallback}
    </Typography.Title>
  );
}

/** A safe in-console path from the `parent` query (a list the detail was opened from). */
function parentOf(params: URLSearchParams, fallback: string): string {
  const parent = params.get('parent');
  return parent && parent.startsWith('/') && !parent.startsWith('//') ? parent : fallback;
}

/** /processInstanceDetail?id=…: an instance's detail. */
export function ProcessInstanceDetailPage() {
  const [params] = useSearchParams();
  const lang = useLang();
  const id = params.get('id');
  return (
    <div>
      <Title fallback="流程详情" />
      {id ? <InstanceDetail key={id} id={id} backTo={parentOf(params, '/processInstance')} /> : <Alert {...screenReady(true)} type="error" showIcon role="alert" title={pick(M.noId, lang)} />}
    </div>
  );
}

/**
 * /childProcessDetail?form=…: the free-access token link's target (§2 Route guard). The `form` value is the
 * obfuscated process number; a malformed value says so instead of crashing.
 */
export function ChildProcessDetailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const raw = params.get('form');
  const id = raw === null ? null : deobfuscate(raw);
  return (
    <div>
      <Title fallback={t('process.child.title')} />
      {id === null ? (
        <Alert type="error" showIcon role="alert" title={t('process.child.badForm')} />
      ) : (
        <div data-testid="child-form" data-form={id}>
          <InstanceDetail key={id} id={id} backTo="/Manage" />
        </div>
      )}
    </div>
  );
}
