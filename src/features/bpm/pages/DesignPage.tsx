/**
 * /design: the process designer, with a new diagram (a start event; a new model: random key, or `key` and `name`
 * from the query) or with a saved model (`modelId`). The designer itself (bpmn-js) is loaded by a dynamic import from here only.
 * Saving a new model creates it and reopens it by id, so its key is locked from then on (§5).
 */
import { Alert, App, Button, Result, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { deployModel, fetchModel, saveModel, type BpmModel } from '@/api/bpm';
import { afterWrite } from '@/api/query';
import { BackButton } from '@/components/BackButton';
import { usePermission } from '@/components/Permission';
import { useScreenMeta } from '@/components/screenMeta';
import { pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import { useL } from '../panel/fields';
import { newDiagram, randomProcessKey, START_EVENT_NAME } from '../modeler/xml';
import { designHref } from '@/entities/bpm';

const Designer = lazy(() => import('../designer/Designer'));

/** The first process of a BPMN XML text: its id (the model key) and name. */
export function processInfo(xml: string): { key: string; name: string } | null {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const proc = Array.from(doc.getElementsByTagName('*')).find((e) => e.localName === 'process');
  return proc ? { key: proc.getAttribute('id') ?? '', name: proc.getAttribute('name') ?? '' } : null;
}

type Loaded = { state: 'loading' } | { state: 'failed'; msg: string } | { state: 'ready'; model: BpmModel | null; xml: string; key: string; name: string };

/** The screen's title (the route's, in the current language) above whatever state the page is in. */
function Titled({ children }: { children: ReactNode }) {
  const meta = useScreenMeta();
  const lang = useLang();
  const l = useL();
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 18, margin: '0 0 8px' }}>
        {meta ? pick(meta.title, lang) : l('流程设计', 'Process designer')}
      </Typography.Title>
      {children}
    </div>
  );
}

export default function DesignPage() {
  return (
    <Titled>
      <DesignContent />
    </Titled>
  );
}

function DesignContent() {
  const l = useL();
  const { can } = usePermission();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const modelId = query.get('modelId');
  const queryKey = query.get('key');
  const queryName = query.get('name') ?? '';
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const fresh = useMemo(() => {
    const key = queryKey && queryKey.trim() ? queryKey.trim() : randomProcessKey();
    // The start event is named in the language of the moment the diagram is made (a name is data from then on).
    return { key, name: queryName, xml: newDiagram(key, queryName, undefined, pick(START_EVENT_NAME)) };
  }, [queryKey, queryName]);

  useEffect(() => {
    if (!modelId) {
      setLoaded({ state: 'ready', model: null, ...fresh });
      return;
    }
    const ctrl = new AbortController();
    setLoaded({ state: 'loading' });
    void fetchModel(modelId, ctrl.signal).then((r) => {
      if (ctrl.signal.aborted) return;
      if (!r.ok || !r.data) {
        setLoaded({ state: 'failed', msg: r.msg });
        return;
      }
      const m = r.data;
      setLoaded({ state: 'ready', model: m, xml: m.bpmnXml || newDiagram(m.key, m.name, undefined, pick(START_EVENT_NAME)), key: m.key, name: m.name });
    });
    return () => ctrl.abort();
  }, [modelId, fresh, attempt]);

  const model = loaded.state === 'ready' ? loaded.model : null;
  const onSave = useCallback(
    async (xml: string): Promise<boolean> => {
      const info = processInfo(xml);
      const r = await saveModel({ id: model?.id, key: model?.key ?? info?.key ?? '', name: info?.name ?? '', bpmnXml: xml });
      afterWrite(r); // the model list shows it
      if (!r.ok || !r.data) return false;
      void message.success(l('保存成功', 'Saved'));
      if (!model) navigate(designHref(r.data.id), { replace: true });
      return true;
    },
    [model, message, l, navigate],
  );

  // [Q] 8: the designer's publish (after its linter found no error): save the diagram, then deploy it as the list does.
  const onDeploy = useCallback(
    async (xml: string): Promise<boolean> => {
      const info = processInfo(xml);
      const saved = await saveModel({ id: model?.id, key: model?.key ?? info?.key ?? '', name: info?.name ?? '', bpmnXml: xml });
      afterWrite(saved);
      if (!saved.ok || !saved.data) return false;
      const deployed = await deployModel(saved.data.id);
      afterWrite(deployed); // the model and definition lists show it
      if (!model) navigate(designHref(saved.data.id), { replace: true });
      if (!deployed.ok) return false;
      void message.success(l('发布成功', 'Deployed'));
      return true;
    },
    [model, message, l, navigate],
  );

  if (loaded.state === 'loading') return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (loaded.state === 'failed') {
    return (
      <Result
        status="warning"
        title={l('流程模型加载失败', 'The model could not be loaded')}
        subTitle={loaded.msg}
        extra={[
          <Button key="retry" type="primary" onClick={() => setAttempt((n) => n + 1)}>
            {l('重试', 'Retry')}
          </Button>,
          <BackButton key="back" to="/flowModel" />,
        ]}
      />
    );
  }
  return (
    <div>
      {loaded.model && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 8 }}
          message={l(`正在编辑流程模型「${loaded.model.name}」（${loaded.model.key}）`, `Editing model "${loaded.model.name}" (${loaded.model.key})`)}
        />
      )}
      <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
        <Designer
          key={loaded.model?.id ?? 'new'}
          xml={loaded.xml}
          processKey={loaded.key}
          processName={loaded.name}
          keyLocked={loaded.model !== null}
          onSave={can(['bpm:model:save']) ? onSave : undefined}
          onDeploy={can(['bpm:model:save']) && can(['bpm:model:deploy']) ? onDeploy : undefined}
        />
      </Suspense>
    </div>
  );
}
