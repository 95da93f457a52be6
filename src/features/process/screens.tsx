/** The approval screens ([H]): instance and task lists, an instance's detail and the token link's detail. */
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { useScreenMeta } from '@/components/screenMeta';
import { bi, pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { deobfuscate } from '@/lib/obfuscate';
import { InstanceDetail } from './InstanceDetail';
import { allInstanceSchema, copiedInstanceSchema, CREATE_PATH, doneTaskSchema, myInstanceSchema, todoTaskSchema } from './schemas';

const M = {
  start: bi('发起流程', 'Start a process'),
  noId: bi('缺少流程编号，请从列表中打开流程详情。', 'No process number: open the details from a list.'),
};

export function ProcessInstancePage() {
  const lang = useLang();
  return (
    <EntityListPage
      schema={myInstanceSchema}
      extra={
        <Link to={CREATE_PATH}>
          <Button type="primary" icon={<PlusOutlined />}>
            {pick(M.start, lang)}
          </Button>
        </Link>
      }
    />
  );
}

export const TodoTasksPage = () => <EntityListPage schema={todoTaskSchema} />;
export const DoneTasksPage = () => <EntityListPage schema={doneTaskSchema} />;
export const CopyToMePage = () => <EntityListPage schema={copiedInstanceSchema} />;
export const AllProcessPage = () => <EntityListPage schema={allInstanceSchema} />;

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
      {id ? <InstanceDetail key={id} id={id} backTo={parentOf(params, '/processInstance')} /> : <Alert type="error" showIcon role="alert" title={pick(M.noId, lang)} />}
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
