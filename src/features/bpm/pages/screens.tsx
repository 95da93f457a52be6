/**
 * /flowModel (process models: create, edit in the designer, deploy) and /definition (deployed definitions, each
 * with its read-only diagram). The diagram viewer (bpmn-js) is loaded by a dynamic import when one is opened.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Spin } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { fetchDefinition, type BpmDefinition } from '@/api/bpm';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { usePermission } from '@/components/Permission';
import { useL } from '../panel/fields';
import { DEFINITION_PATH, definition, DIAGRAM_PARAM, designHref, model } from '@/entities/bpm';

const DiagramViewer = lazy(() => import('../designer/DiagramViewer'));

export function FlowModelPage() {
  const l = useL();
  const { can } = usePermission();
  return (
    <EntityListPage
      schema={model}
      extra={
        // §5: a new model is saved by the designer, for holders of the save code only.
        can(['bpm:model:save']) ? (
          <Link to={designHref()}>
            <Button type="primary" icon={<PlusOutlined />}>
              {l('新建流程模型', 'New model')}
            </Button>
          </Link>
        ) : undefined
      }
    />
  );
}

function DefinitionDiagram({ id }: { id: string }) {
  const l = useL();
  const [def, setDef] = useState<BpmDefinition | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    setDef(null);
    setError(null);
    void fetchDefinition(id, ctrl.signal).then((r) => {
      if (ctrl.signal.aborted) return;
      if (r.ok && r.data) setDef(r.data);
      else setError(r.msg);
    });
    return () => ctrl.abort();
  }, [id]);
  const failed = useCallback(() => setError(l('流程图无法显示', 'The diagram cannot be shown')), [l]);
  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      title={def ? `${def.name}（${def.key} · v${def.version}）` : l('流程图', 'Diagram')}
      extra={<Link to={DEFINITION_PATH}>{l('关闭', 'Close')}</Link>}
      data-testid="definition-diagram"
    >
      {error ? (
        <Alert type="warning" showIcon message={error} />
      ) : def ? (
        <Suspense fallback={<Spin />}>
          <DiagramViewer xml={def.bpmnXml} onError={failed} />
        </Suspense>
      ) : (
        <Spin />
      )}
    </Card>
  );
}

export function DefinitionPage() {
  const [query] = useSearchParams();
  const diagram = query.get(DIAGRAM_PARAM);
  return (
    <>
      {diagram && <DefinitionDiagram id={diagram} />}
      <EntityListPage schema={definition} />
    </>
  );
}
