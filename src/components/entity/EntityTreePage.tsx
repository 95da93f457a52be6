/**
 * The screen of a tree entity (src/entities/tree.ts; §2 /Department): a tree table of its `<base>/tree` (the
 * declared columns, rows expandable to their children) under the list's filter form, as the admin back-ends' dept
 * tree tables do. The filter lives in the URL like a list's; a search always asks the server (§4). The toolbar adds
 * a top-level node, expands or collapses every row and exports the filtered rows; each row adds a child (while in
 * use: the backend refuses one under a disabled node), edits it in a dialog (renaming, moving it by choosing another
 * parent in the tree select, its other form fields), and offers its transitions and delete with their confirmations —
 * in a list's compact actions column ([Q] 4, ./ActionButtons): the first two inline, the others under 更多.
 *
 * The dialog is the generic form's fields (FieldInput and fieldRules: the rules stay in the declaration) plus the
 * tree's own check of a move under the node itself or one of its descendants, with the backend's message. A refusal
 * keeps the dialog open with what was typed and says why in it. Every write is an entity write (./data): the tree and
 * every list of the console load again.
 */
import '@/i18n/parts/tree';
import '@/i18n/parts/entity';
import { DownloadOutlined, NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Modal, Typography, type FormRule } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { exportRows, type Payload } from '@/api/entity';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { notify } from '@/lib/notify';
import { sendCleared } from '@/lib/objects';
import { QUERY_RESET_GUARD_MS } from '@/lib/timing';
import { filterFields, formFields, type AnySchema } from '@/entities/define';
import { CHILDREN, flatten, parentOf, subtreeIds, TOP, TREE_ID, treeRefusals, type TreeDeclaration } from '@/entities/tree';
import { AppForm } from '../AppForm';
import { DataTable } from '../DataTable';
import { usePermission } from '../Permission';
import { useScreenMeta } from '../screenMeta';
import { useClickGuard } from '../useClickGuard';
import { ActionButtons, ActionDialog, type OpenedAction, type OwnRowAction } from './ActionButtons';
import { useColumns } from './columns';
import { useColumnSettings, useEntityTree, useEntityWrite } from './data';
import { FieldInput } from './FieldInput';
import { FilterForm } from './FilterForm';
import { formValues, wireValues } from './kinds';
import { useHiddenFields } from './options';
import { canonical, payloadFromQuery, queryFromValues, valuesFromQuery, type FilterValues } from './query';
import { usePageCode } from './RowScreen';
import { fieldRules } from './rules';

type Row = Record<string, unknown>;

/** §9 dialog widths: 400 or 600 px (a form of several fields). */
const FORM_DIALOG_WIDTH = 600;

/** What the node dialog does: add a node (under `parent`, or at the top level), or edit `row`. */
export type NodeDialogMode = { kind: 'add'; parent: Row | null } | { kind: 'edit'; row: Row };

const idOf = (row: Row) => String(row[TREE_ID]);

function treeOf(schema: AnySchema): TreeDeclaration {
  if (!schema.tree || !schema.endpoints.tree) throw new Error(`${schema.id}: not a tree entity (declare tree)`);
  return schema.tree;
}

/** The add/edit dialog of a node: the declared form fields, the tree's move check, the save call. */
export function NodeDialog({ schema, mode, onClose }: { schema: AnySchema; mode: NodeDialogMode; onClose: () => void }) {
  const t = useT();
  const lang = useLang();
  const tree = treeOf(schema);
  const [form] = Form.useForm<Row>();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const write = useEntityWrite(schema);
  // The whole tree (the tree select's too): where a node is, whatever the screen's filter.
  const whole = useEntityTree(schema.endpoints.tree!.path);
  const rows = useMemo(() => flatten(whole.data ?? []), [whole.data]);
  const fields = formFields(schema);
  const noun = pick(tree.noun, lang);
  const editing = mode.kind === 'edit' ? mode.row : null;

  const initial = useMemo(() => {
    if (editing) return formValues(fields, editing);
    const parentId = mode.kind === 'add' && mode.parent ? idOf(mode.parent) : String(TOP);
    const siblings = rows.filter((r) => parentOf(tree, r) === parentId);
    const next = tree.order ? Math.max(0, ...siblings.map((r) => Number(r[tree.order!]) || 0)) + 1 : undefined;
    return { [tree.parent]: parentId, ...(tree.order && next !== undefined ? { [tree.order]: String(next) } : {}) };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the dialog's first values: taken once, when it opens
  }, []);

  // A move under the node itself or below it: the backend's refusal, said at once under the field.
  const cycleRule: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (!editing || value === undefined || value === null || value === '' || String(value) === String(TOP)) return;
      if (subtreeIds(tree, rows, idOf(editing)).has(String(value))) throw new Error(pick(treeRefusals(tree).cycle, lang));
    },
  };

  const send = async () => {
    let values: Row;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is wrong
    }
    setSending(true);
    setRefusal(null);
    const sent = wireValues(fields, values) as Payload;
    const payload = editing ? { ...sendCleared(sent, fields.map((f) => f.name)), [TREE_ID]: editing[TREE_ID] as string | number } : sent;
    const r = await write({ path: schema.endpoints.save!.path, payload });
    setSending(false);
    if (!r.ok) {
      if (!r.handled) notify.error(r.msg || t('entity.saveFailed'));
      setRefusal(r.msg || t('entity.saveFailed'));
      return; // the dialog keeps what was typed
    }
    notify.success(t('entity.saved'));
    onClose();
  };

  const title = editing
    ? t('tree.editTitle', { noun, name: String(editing[tree.label] ?? '') })
    : mode.kind === 'add' && mode.parent
      ? t('tree.addChildTitle', { noun, name: String(mode.parent[tree.label] ?? '') })
      : t('tree.addTitle', { noun });

  return (
    <Modal
      open
      width={FORM_DIALOG_WIDTH}
      title={title}
      okText={t('entity.save')}
      cancelText={t('entity.cancel')}
      okButtonProps={{ loading: sending }}
      onOk={() => void send()}
      onCancel={() => !sending && onClose()}
      maskClosable={false}
      destroyOnHidden
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      <AppForm<Row> form={form} name={`${schema.id}-node-dialog`} layout="vertical" preserve={false} initialValues={initial}>
        {fields.map((f) => {
          const label = pick(f.label, lang);
          const rules = f.name === tree.parent ? [...fieldRules(f, lang), cycleRule] : fieldRules(f, lang);
          return (
            <Form.Item key={f.name} name={f.name} label={label} rules={rules}>
              <FieldInput field={f} label={label} />
            </Form.Item>
          );
        })}
      </AppForm>
    </Modal>
  );
}

export interface EntityTreePageProps {
  schema: AnySchema;
  /** The button permissions of adding and editing a node (§6; none: everyone who sees the screen). */
  permissions?: { add?: string; edit?: string };
}

export function EntityTreePage({ schema, permissions = {} }: EntityTreePageProps) {
  const t = useT();
  const lang = useLang();
  const meta = useScreenMeta();
  const tree = treeOf(schema);
  const { can } = usePermission();
  const [query, setQuery] = useSearchParams();
  const [form] = Form.useForm<FilterValues>();
  const hidden = useHiddenFields(usePageCode(schema));
  const filters = filterFields(schema).filter((f) => !hidden.has(f.name));
  const title = meta ? pick(meta.title, lang) : pick(schema.title, lang);
  const noun = pick(tree.noun, lang);
  const key = canonical(query);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query's canonical key says when the filter changes
  const payload = useMemo<Payload>(() => payloadFromQuery(schema, query), [key, schema]);
  const filtered = Object.keys(payload).length > 0;
  const nodes = useEntityTree(schema.endpoints.tree!.path, payload);
  const [exporting, setExporting] = useState(false);

  // The form shows the applied filter when the URL brings a new one, never overwriting what is being typed.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    form.resetFields();
    form.setFieldsValue(valuesFromQuery(schema, query));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the applied filter only
  }, [key]);

  // Expanded rows: the top level by default, everything while filtered; the toolbar expands or collapses all.
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const roots = useMemo(() => nodes.data ?? [], [nodes.data]);
  const all = useMemo(() => flatten(roots), [roots]);
  const parents = useMemo(() => all.filter((n) => ((n[CHILDREN] as Row[] | undefined) ?? []).length > 0).map(idOf), [all]);
  const expandedKeys = expanded ?? (filtered ? parents : roots.map(idOf));
  const allExpanded = parents.length > 0 && parents.every((k) => expandedKeys.includes(k));

  /** Shows the tree of a filter, asked afresh (§4: a search always asks the server). */
  const load = (next: URLSearchParams) => {
    setExpanded(null);
    shown.current = canonical(next);
    if (canonical(next) === key) void nodes.refetch();
    else setQuery(next);
  };
  const search = useClickGuard(() => {
    void form.validateFields().then((values) => load(queryFromValues(schema, values)), () => {});
  }, QUERY_RESET_GUARD_MS);
  const reset = useClickGuard(() => {
    form.resetFields();
    load(new URLSearchParams());
  }, QUERY_RESET_GUARD_MS);
  const exportCurrent = useClickGuard(() => {
    const target = schema.endpoints.export;
    if (!target) return;
    setExporting(true);
    void exportRows(target.path, payload, pick(target.name, lang)).finally(() => setExporting(false));
  });

  const [dialog, setDialog] = useState<NodeDialogMode | null>(null);
  const [opened, setOpened] = useState<OpenedAction | null>(null);
  const here = `${meta?.path ?? ''}${query.size ? `?${query.toString()}` : ''}`;
  const canAdd = !permissions.add || can([permissions.add]);
  const canEdit = !permissions.edit || can([permissions.edit]);
  const statusField = schema.status?.field;
  const inUse = (row: Row) => !tree.inUse || !statusField || tree.inUse.some((v) => String(v) === String(row[statusField]));

  // Adding a child and editing are the tree screen's own, before the row's declared actions.
  const ownActions = (row: Row): OwnRowAction[] => [
    ...(canAdd && inUse(row) ? [{ key: 'addChild', label: t('tree.addChild'), icon: <PlusOutlined />, run: () => setDialog({ kind: 'add', parent: row }) }] : []),
    ...(canEdit ? [{ key: 'edit', label: t('tree.edit'), run: () => setDialog({ kind: 'edit', row }) }] : []),
  ];
  const rowActions = (row: Row) => <ActionButtons schema={schema} row={row} parent={here} onOpen={setOpened} own={ownActions(row)} compact />;
  const declared = useColumns(schema, lang, rowActions, hidden);
  const columnSettings = useColumnSettings(schema.id);
  // A node has its own actions even when its entity declares no row action: the column is then added as a list's.
  const columns = declared.some((c) => c.key === 'actions')
    ? declared
    : [...declared, { key: 'actions', title: t('entity.actions'), fixed: 'right' as const, copyable: false, onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }), render: (_: unknown, row: Row) => rowActions(row) }];

  // The tree's buttons, on one row with the column chooser (DataTable's toolbar).
  const toolbar = (
    <Flex gap={8}>
      {canAdd && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add', parent: null })}>
          {t('tree.addTop')}
        </Button>
      )}
      <Button icon={allExpanded ? <NodeCollapseOutlined /> : <NodeExpandOutlined />} disabled={parents.length === 0} onClick={() => setExpanded(allExpanded ? [] : parents)}>
        {allExpanded ? t('tree.collapseAll') : t('tree.expandAll')}
      </Button>
      {schema.endpoints.export && (
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportCurrent}>
          {t('entity.export')}
        </Button>
      )}
    </Flex>
  );

  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {title}
      </Typography.Title>
      <FilterForm schema={schema} form={form} fields={filters} onSearch={search} onReset={reset} />
      {nodes.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 8 }}
          title={t('tree.loadFailed', { msg: nodes.error.message || t('entity.loadFailed') })}
          action={
            <Button size="small" onClick={() => void nodes.refetch()}>
              {t('tree.retry')}
            </Button>
          }
        />
      )}
      <DataTable<Row>
        columnsKey={schema.id}
        columnSettings={columnSettings}
        toolbar={toolbar}
        rowKey={idOf}
        columns={columns}
        dataSource={nodes.isError ? [] : roots}
        loading={nodes.isPending || nodes.isFetching}
        expandable={{ expandedRowKeys: expandedKeys, onExpandedRowsChange: (keys) => setExpanded(keys.map(String)) }}
        locale={{ emptyText: nodes.isError ? t('entity.emptyFailed') : filtered ? t('tree.emptyFiltered', { noun }) : t('tree.empty', { noun }) }}
      />
      {dialog && <NodeDialog schema={schema} mode={dialog} onClose={() => setDialog(null)} />}
      {opened && <ActionDialog schema={schema} action={opened.action} row={opened.row} onClose={() => setOpened(null)} />}
    </div>
  );
}
