/**
 * The detail screen of a declared entity, by id: the query names the row key (`?billId=6003`; an older link's `row`
 * JSON gives only its row key, lib/rowQuery `stepRecordId`) and optionally `parent`, the list to go back to. Its body is the declaration's sections and related lists (./DetailTabs); its
 * toolbar has the way back, "edit" when the entity has an edit screen, and the transitions the record's state and
 * the user's permissions allow (each with its confirmation or dialog; the record is loaded again after one).
 * A missing id or a refused detail call says so with the way back. On a step's route (./StepScreen) the record shows
 * with that step's dialog open.
 */
import '@/i18n/parts/entity';
import { EditOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Space, Spin, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { PARENT_PARAM, parentPath, stepRecordId } from '@/lib/rowQuery';
import { usePermission } from '../Permission';
import { useScreenMeta } from '../screenMeta';
import { ActionButtons, OpenedActionView, useRowActions, type OpenedAction, type StepViews } from './ActionButtons';
import { useEntityRow } from './data';
import { DetailTabs } from './DetailTabs';
import type { AnySchema } from '@/entities/define';

type Row = Record<string, unknown>;

/**
 * A step's route (a deep link to a step of the record, ./StepScreen): the record named by `id`, with the dialog of its
 * row action `key` open; `onClose` when the dialog closes (done or cancelled). `quiet`: the route is also the record's
 * detail (/dispatchOrderBefore): a step not offered shows the detail without saying why, and the dialog closing
 * leaves the detail shown.
 */
export interface DetailStep {
  key: string;
  id: string;
  onClose: () => void;
  quiet?: boolean;
}

/**
 * `extra`: more in the toolbar, for the record (the dispatch centre's "assign"); `header`: what a bespoke detail draws
 * above the tabs (an order's customer, car, stores, times and amounts at a glance); `step`: a step's route; `steps`: the
 * screen's own dialogs or drawers for some of its actions (./ActionButtons `StepViews`).
 */
export function EntityDetailPage({
  schema, defaultParent, extra, header, step, steps,
}: { schema: AnySchema; defaultParent: string; extra?: (row: Row, self: string) => ReactNode; header?: (row: Row, self: string) => ReactNode; step?: DetailStep; steps?: StepViews }) {
  const t = useT();
  const lang = useLang();
  const meta = useScreenMeta();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = step ? step.id : stepRecordId(query, schema.rowKey);
  const parent = parentPath(query.get(PARENT_PARAM), defaultParent);
  const [opened, setOpened] = useState<OpenedAction | null>(null);
  const { can } = usePermission();
  const editLink = schema.actions?.find((a) => a.key === 'edit');
  const here = useLocation();
  const self = here.pathname + here.search;
  // The row from the query cache (./data): shown again, its tab loads it again when stale or written meanwhile (a
  // transition done here leaves it stale, so it is loaded again at once).
  const loaded = useEntityRow(schema, id);

  const back = <Button onClick={() => navigate(parent)}>{t('entity.row.back')}</Button>;
  const current: { row: Row | null; error: string | null } | null = loaded.isPending ? null : loaded.isError ? { row: null, error: loaded.error.message || t('entity.loadFailed') } : { row: loaded.data, error: null };
  // A step's route: its dialog opens once on the record as first loaded, if the record's state, the user's permission
  // and the separation of duties offer it; else the detail says why.
  const actionsOf = useRowActions(schema);
  const [stepShown, setStepShown] = useState<OpenedAction | 'refused' | 'closed' | null>(null);
  const loadedRow = current?.row ?? null;
  useEffect(() => {
    if (!step || stepShown || !loadedRow) return;
    const action = actionsOf(loadedRow).find((a) => a.key === step.key && !a.open);
    setStepShown(action ? { action, row: loadedRow } : 'refused');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the record first arrives
  }, [loadedRow]);
  const stepAction = step && schema.actions?.find((a) => a.key === step.key);
  const stepLabel = stepAction ? pick(stepAction.label, lang) : '';
  // Why the step is not offered: the record's state, else the user's permission, else the separation of duties.
  const duty = step && schema.transitions.find((tr) => tr.key === step.key)?.notBy;
  const stepRefusal =
    !loadedRow || !stepAction || !(stepAction.when?.(loadedRow) ?? true)
      ? t('entity.row.notApplicable', { action: stepLabel })
      : (stepAction.permission && !can([stepAction.permission])) || !duty
        ? t('entity.row.noPermission', { action: stepLabel })
        : pick(duty.refusal, lang);
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {meta ? pick(meta.title, lang) : pick(schema.title, lang)}
      </Typography.Title>
      {!id ? (
        <Result status="warning" title={t('entity.row.missing')} subTitle={t('entity.row.hint')} extra={back} />
      ) : !current ? (
        <Spin />
      ) : current.error || !current.row ? (
        <Space direction="vertical">
          <Alert type="error" showIcon title={current.error ?? t('entity.loadFailed')} />
          {back}
        </Space>
      ) : (
        <>
          <Space wrap style={{ marginBottom: 16 }}>
            {back}
            {/* Only where the list's edit link is offered too (a confirmed record is not edited), to holders of its code (§5). */}
            {schema.screens?.edit && (editLink?.when?.(current.row) ?? true) && (!editLink?.permission || can([editLink.permission])) && (
              <Link to={`${schema.screens.edit}?${new URLSearchParams({ [schema.rowKey]: id, parent: self })}`}>
                <Button icon={<EditOutlined />}>{t('entity.edit')}</Button>
              </Link>
            )}
            <ActionButtons schema={schema} row={current.row} parent={self} onOpen={setOpened} only="transitions" />
            {extra?.(current.row, self)}
          </Space>
          {stepShown === 'refused' && !step?.quiet && <Alert type="warning" showIcon title={stepRefusal} style={{ marginBottom: 16 }} />}
          {header?.(current.row, self)}
          <DetailTabs schema={schema} row={current.row} />
          {step && stepShown && stepShown !== 'refused' && stepShown !== 'closed' && (
            <OpenedActionView
              schema={schema}
              opened={stepShown}
              steps={steps}
              onClose={() => {
                setStepShown('closed');
                step.onClose();
              }}
            />
          )}
          {opened && <OpenedActionView schema={schema} opened={opened} steps={steps} onClose={() => setOpened(null)} />}
        </>
      )}
    </div>
  );
}
