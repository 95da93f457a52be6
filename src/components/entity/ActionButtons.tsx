/**
 * The actions of a row: links to other screens (a §2 row screen, a detail) and calls confirmed by a dialog. A call
 * with fields asks for them in a 400 px dialog (§9) that stays open with its input when the call fails; the call
 * cannot be sent twice (the OK button waits for the answer).
 */
import '@/i18n/parts/entity';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Dropdown, Form, Modal, Space, Typography } from 'antd';
import { useContext, useState, type ReactNode } from 'react';
import type { FormRule } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import type { Payload } from '@/api/entity';
import { sendCleared } from '@/lib/objects';
import { pick, type Lang } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { notify } from '@/lib/notify';
import { AppForm, markRefusedField, validatedValues } from '../AppForm';
import { usePermission } from '../Permission';
import { useSession } from '@/stores/session';
import { routePermission } from '@/entities/routes/catalog';
import { useEntityWrite } from './data';
import { ChildRowsInput, childWireValues } from './ChildRows';
import { useFieldDicts } from './columns';
import { DialogRowContext, FormFieldsContext, useClearDependents } from './dependents';
import { FieldInput, hintOf } from './FieldInput';
import { formValues, newValues, valueNode, wireValues } from './kinds';
import { fieldRefusal, fieldRules, ruleDependencies } from './rules';
import { formatAmount, withLabelSuffix } from '@/lib/format';
import { nowWallText } from '@/lib/clock';
import { recordLabelField, type ActionField, type AnySchema, type ChildRows, type EntityAction, type Preview, type PreviewLine } from '@/entities/define';

type Row = Record<string, unknown>;

/** §9 dialog widths: 400 or 600 px. */
export const DIALOG_WIDTH = 400;
export const WIDE_DIALOG_WIDTH = 600;

/** The most characters a dialog's free text takes (§9 its reason box: 2–4 rows, with a count). */
const DIALOG_TEXT_MAX = 200;

/**
 * The Form.Items of an action's fields (dialog, batch and row-screen forms): each a declared field drawn by its
 * kind's input, checked by its kind's rules (./rules, the backend's too).
 */
export function ActionFieldItems({ fields }: { fields: readonly ActionField[] }) {
  const lang = useLang();
  const row = useContext(DialogRowContext);
  return (
    <FormFieldsContext.Provider value={fields}>
      {fields.map((f) => {
        const label = pick(f.label, lang);
        const rules = [...fieldRules(f, lang, fields), ...(f.checkRow && row ? [rowRule(f.checkRow, row, lang)] : [])];
        return (
          <Form.Item key={f.name} name={f.name} label={label} extra={hintOf(f, lang)} rules={rules} dependencies={ruleDependencies(f)}>
            <FieldInput field={f} label={label} extras={{ maxLength: DIALOG_TEXT_MAX }} />
          </Form.Item>
        );
      })}
    </FormFieldsContext.Provider>
  );
}

/** A field's rule against the record the dialog acts on (its `checkRow`): its message under the field. */
function rowRule(check: NonNullable<ActionField['checkRow']>, row: Readonly<Row>, lang: Lang): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const problem = check(value, row);
      return problem ? Promise.reject(new Error(pick(problem, lang))) : Promise.resolve();
    },
  };
}

/** What an action's form holds, as it is sent (its kinds' wire values: a date as YYYY-MM-DD, text trimmed). */
export const actionPayload = (fields: readonly ActionField[], values: Readonly<Record<string, unknown>>): Payload => wireValues(fields, values) as Payload;

/** An action's child lines as its preview reads them: each a JSON-ready array of its lines' wire values. */
const childValues = (children: readonly ChildRows[], values: Readonly<Record<string, unknown>>): Row =>
  Object.fromEntries(children.map((c) => [c.name, childWireValues(c, values[c.name])]));

/**
 * An action's dialog (confirmation, fields), for one row (`{}` for the schema's "add"). Its call is an entity write
 * (./data): the lists showing the entity load again (those on screen at once, the others when shown). Done, `onDone`
 * (a screen the step leaves with nothing to do: it closes) else `onClose`; cancelled, `onClose`.
 */
export function ActionDialog({ schema, action, row, onClose, onDone }: { schema: AnySchema; action: EntityAction<Row>; row: Row; onClose: () => void; onDone?: () => void }) {
  const t = useT();
  const lang = useLang();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [sending, setSending] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const write = useEntityWrite(schema);
  const fields = action.fields ?? [];
  const children = action.children ?? [];
  // An edit dialog starts with the row's values as its kinds' inputs hold them; another, with the kinds' defaults
  // (and one empty line of each child).
  const initial = { ...(action.prefill ? formValues(fields, row) : newValues(fields)), ...Object.fromEntries(children.map((c) => [c.name, [{}]])) };
  const onValuesChange = useClearDependents(fields, form);

  const send = async () => {
    let values: Record<string, unknown> = {};
    if (fields.length || children.length) {
      const valid = await validatedValues(form);
      if (!valid) return; // the form shows what is missing, at the first field in error
      values = valid;
    }
    setSending(true);
    const key = row[schema.rowKey] as string | number | undefined;
    // An edit dialog sends a field the user cleared as empty, so that it is cleared (not left as it was).
    const lines = Object.fromEntries(Object.entries(childValues(children, values)).map(([name, v]) => [name, JSON.stringify(v)]));
    const wire = { ...actionPayload(fields, values), ...lines };
    const sent = action.prefill ? sendCleared(wire, fields.map((f) => f.name)) : wire;
    const r = await write({ path: action.call ?? '', payload: key === undefined ? sent : { ...sent, [schema.rowKey]: key } });
    setSending(false);
    if (!r.ok) {
      // The interceptor has shown the server's message; the dialog keeps the input for another try.
      if (!r.handled) notify.error(r.msg || t('entity.actionFailed'));
      const refused = fieldRefusal(fields, r.body && { field: r.body.field, msg: r.msg }, lang);
      if (refused) markRefusedField(form, refused.name, refused.message);
      return;
    }
    notify.success(action.done ? pick(action.done, lang) : t('entity.actionDone'));
    const answer = action.secret && r.data ? r.data[action.secret.field] : undefined;
    if (typeof answer === 'string' && answer) setSecret(answer);
    else (onDone ?? onClose)();
  };

  // A secret answered once (a new password): shown here with a copy button; closing the dialog forgets it.
  if (action.secret && secret !== null)
    return (
      <Modal
        open
        width={DIALOG_WIDTH}
        title={pick(action.label, lang)}
        closable={false}
        maskClosable={false}
        keyboard={false}
        footer={
          <Button type="primary" onClick={onClose}>
            {t('entity.secret.close')}
          </Button>
        }
      >
        <Alert type="warning" showIcon title={pick(action.secret.note, lang)} style={{ marginBottom: 12 }} />
        <Typography.Text code copyable={{ text: secret, tooltips: [t('entity.secret.copy'), t('entity.secret.copied')] }} data-testid="secret-value" style={{ fontSize: 18 }}>
          {secret}
        </Typography.Text>
      </Modal>
    );

  return (
    <Modal
      open
      // §9: 600 px for a dialog holding the rich-text editor (an article) or lines of inputs (cost lines), else 400.
      width={children.length || fields.some((f) => f.type === 'richText') ? WIDE_DIALOG_WIDTH : DIALOG_WIDTH}
      title={pick(action.label, lang)}
      okText={t('entity.confirm')}
      cancelText={t('entity.cancel')}
      okButtonProps={{ danger: action.danger, loading: sending }}
      onOk={() => void send()}
      onCancel={() => !sending && onClose()}
      maskClosable={false}
      destroyOnHidden
    >
      <RecordLine schema={schema} row={row} />
      {action.shows && <RecordFacts schema={schema} row={row} names={action.shows} />}
      {action.confirm && <p>{pick(action.confirm, lang)}</p>}
      {(fields.length > 0 || children.length > 0) && (
        <DialogRowContext.Provider value={row}>
          <AppForm form={form} name={`${schema.id}-${action.key}-dialog`} layout="vertical" preserve={false} initialValues={initial} onValuesChange={onValuesChange}>
            {children.map((c) => (
              <div key={c.name} style={{ marginBottom: 16 }}>
                <ChildRowsInput child={c} />
              </div>
            ))}
            <ActionFieldItems fields={fields} />
            {action.preview && <WatchedPreview preview={action.preview} fields={fields} row={row} children={children} />}
          </AppForm>
        </DialogRowContext.Provider>
      )}
      {!fields.length && !children.length && action.preview && <PreviewTable lines={action.preview(row, {}, nowWallText())} />}
    </Modal>
  );
}

/**
 * The record a dialog acts on, named by its label field (`recordLabelField`: an order's number, a vehicle's plate),
 * above the dialog's question and fields; nothing for a dialog adding a record.
 */
function RecordLine({ schema, row }: { schema: AnySchema; row: Row }) {
  const lang = useLang();
  const name = recordLabelField(schema);
  const value = row[name];
  if (value === undefined || value === null || value === '') return null;
  const field = schema.fields.find((f) => f.name === name);
  return (
    <Typography.Paragraph type="secondary" data-testid="action-record">
      {field && withLabelSuffix(pick(field.label, lang))}
      <Typography.Text strong>{String(value as string | number)}</Typography.Text>
    </Typography.Paragraph>
  );
}

/** What the step reads of the record (the action's `shows`: a sheet's findings, the order a vehicle is sent for). */
function RecordFacts({ schema, row, names }: { schema: AnySchema; row: Row; names: readonly string[] }) {
  const lang = useLang();
  const fields = names.flatMap((name) => schema.fields.filter((f) => f.name === name));
  const dicts = useFieldDicts(fields, lang);
  return (
    <Descriptions
      data-testid="action-facts"
      size="small"
      column={1}
      style={{ marginBottom: 12 }}
      items={fields.map((f) => ({ key: f.name, label: pick(f.label, lang), children: valueNode(f, row, lang, dicts, 'detail') || '—' }))}
    />
  );
}

/**
 * A dialog's preview (the action's `preview`, a pure function of the declaration): the amounts the step will charge or
 * give back, as the dialog's fields now read (their wire values) at the console's "now", in a small table under them.
 */
export function WatchedPreview({ preview, fields, row, children = [] }: { preview: Preview; fields: readonly ActionField[]; row: Row; children?: readonly ChildRows[] }) {
  const form = Form.useFormInstance<Record<string, unknown>>();
  const watched = Form.useWatch((all: Record<string, unknown>) => all, form) as Record<string, unknown> | undefined;
  return <PreviewTable lines={preview(row, { ...actionPayload(fields, watched ?? {}), ...childValues(children, watched ?? {}) }, nowWallText())} />;
}

/** A preview's lines: each label, and its amount with §9 grouping and 2 decimals; nothing when there are none. */
export function PreviewTable({ lines }: { lines: readonly PreviewLine[] | null }) {
  const t = useT();
  const lang = useLang();
  if (!lines?.length) return null;
  return (
    <table data-testid="action-preview" style={{ width: '100%', borderTop: '1px solid rgba(5, 5, 5, 0.06)', marginTop: 4 }}>
      <caption style={{ textAlign: 'start', captionSide: 'top', padding: '8px 0 4px', fontWeight: 600 }}>{t('entity.preview.title')}</caption>
      <tbody>
        {lines.map((line, i) => (
          <tr key={i} style={line.total ? { fontWeight: 600 } : undefined}>
            <th scope="row" style={{ textAlign: 'start', fontWeight: 'inherit', padding: '2px 0' }}>
              {pick(line.label, lang)}
            </th>
            <td style={{ textAlign: 'end', padding: '2px 0', fontVariantNumeric: 'tabular-nums' }}>{formatAmount(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The actions the user may take on a row: its state allows them, the user holds their permission — and, for a link to
 * another screen (a vehicle's trail), that screen's, so no link leads to 暂无权限 — and no separation of duties keeps
 * them from it (they did an earlier step of the record: src/entities/duties.ts).
 */
export function useRowActions(schema: AnySchema): (row: Row) => EntityAction<Row>[] {
  const { can } = usePermission();
  const userId = useSession((s) => s.user?.id);
  const opens = (a: EntityAction<Row>, row: Row) => {
    if (!a.open || a.drawer) return true;
    const code = routePermission(a.open(row, '').split('?')[0]!);
    return code === null || can([code]);
  };
  return (row) =>
    (schema.actions ?? []).filter(
      (a: EntityAction<Row>) =>
        (!a.when || a.when(row)) && (!a.permission || can([a.permission])) && opens(a, row) && !(userId !== undefined && a.refusedTo?.(row, userId)),
    );
}

/**
 * A screen's own dialogs or drawers for some of its schema's row actions, by action key (a policy's 完善 is a bespoke
 * form in a drawer): drawn instead of the action's generic dialog wherever the action is opened — a list's row, the
 * record's detail, a step's route (docs/architecture.md "Step dialogs").
 */
export type StepViews = Readonly<Record<string, (opened: { row: Row; onClose: () => void }) => ReactNode>>;

/** The opened action's view: the screen's own for its key, else its generic dialog. */
export function OpenedActionView({ schema, opened, steps, onClose }: { schema: AnySchema; opened: OpenedAction; steps?: StepViews; onClose: () => void }) {
  const own = steps?.[opened.action.key];
  return own ? own({ row: opened.row, onClose }) : <ActionDialog schema={schema} action={opened.action} row={opened.row} onClose={onClose} />;
}

/** A row action the user opened: its dialog, for a copy of the row as it was when opened. */
export interface OpenedAction {
  action: EntityAction<Row>;
  row: Row;
}

/** The actions a list's row shows as links before the rest go under 更多 (docs/architecture.md "Screens"). */
export const INLINE_ROW_ACTIONS = 2;

/**
 * An action a screen adds of its own before a row's declared ones (a tree's "add child" and "edit", ./EntityTreePage):
 * a button doing `run`, counted with the declared actions for what shows inline and what goes under 更多.
 */
export interface OwnRowAction {
  key: string;
  label: string;
  icon?: ReactNode;
  run: () => void;
}

/** Whether an action opens another screen (a link), rather than a dialog, a drawer or an immediate call (a button). */
const opensScreen = (a: EntityAction<Row>): boolean => Boolean(a.open && !a.drawer);

/**
 * A row's actions: links for those that open a screen, buttons for those that open a dialog. The dialog is not
 * drawn here but by the list (`onOpen`): a row can vanish while its dialog is open (the list reloads, or a reload
 * fails and empties the table), and what the user chose in the dialog must not vanish with it.
 *
 * `compact` (a list's actions column, [Q] 4): the first `INLINE_ROW_ACTIONS` shown, the others under 更多 — the same
 * actions, filtered the same way (`useRowActions`), each doing what it does inline; a row with no more than
 * `INLINE_ROW_ACTIONS` shows them all and no 更多. The column then keeps one line, as wide as its content. A screen's
 * `own` actions come first and count with the declared ones.
 */
export function ActionButtons({
  schema,
  row,
  parent,
  onOpen,
  only,
  compact,
  own = [],
}: {
  schema: AnySchema;
  row: Row;
  parent: string;
  onOpen: (opened: OpenedAction) => void;
  only?: 'transitions';
  compact?: boolean;
  own?: readonly OwnRowAction[];
}) {
  const lang = useLang();
  // On a record's own detail screen: its transitions and the calls marked `onDetail` (not the links to itself or to its edit screen).
  const keys = only === 'transitions' ? new Set(schema.transitions.map((tr) => tr.key)) : null;
  const actions = useRowActions(schema)(row).filter((a) => !keys || keys.has(a.key) || a.onDetail);
  const runNow = useImmediateAction(schema, row);
  if (!actions.length && !own.length) return null;
  // How many show inline, the screen's own first: all, or in a compact column the first INLINE_ROW_ACTIONS of a longer list.
  const inline = compact && own.length + actions.length > INLINE_ROW_ACTIONS ? INLINE_ROW_ACTIONS : own.length + actions.length;
  const ownShown = own.slice(0, inline);
  const shown = actions.slice(0, inline - ownShown.length);
  const choose = (a: EntityAction<Row>) => (a.immediate ? void runNow.run(a) : onOpen({ action: a, row }));
  return (
    <Space size={0} wrap={!compact}>
      {ownShown.map((a) => (
        <Button key={a.key} type="link" size="small" icon={a.icon} onClick={a.run}>
          {a.label}
        </Button>
      ))}
      {shown.map((a: EntityAction<Row>) =>
        opensScreen(a) ? (
          <Link key={a.key} to={a.open!(row, parent)} style={{ padding: '0 7px' }}>
            {pick(a.label, lang)}
          </Link>
        ) : (
          <Button key={a.key} type="link" size="small" danger={a.danger} loading={runNow.busy === a.key} onClick={() => choose(a)}>
            {pick(a.label, lang)}
          </Button>
        ),
      )}
      {ownShown.length + shown.length < own.length + actions.length && (
        <MoreActions own={own.slice(ownShown.length)} actions={actions.slice(shown.length)} row={row} parent={parent} busy={runNow.busy} onChoose={choose} />
      )}
    </Space>
  );
}

/**
 * 更多 / More: a row's other actions in a menu (antd Dropdown), opened by a click, Enter or Space, its first item
 * focused so the arrow keys and Enter choose. A screen's item is a link (it opens in a new tab as the inline link
 * does); Enter on it, or a click beside its text, goes there too. Any other item does what its button does.
 */
function MoreActions({
  own,
  actions,
  row,
  parent,
  busy,
  onChoose,
}: {
  own: readonly OwnRowAction[];
  actions: readonly EntityAction<Row>[];
  row: Row;
  parent: string;
  busy: string | null;
  onChoose: (a: EntityAction<Row>) => void;
}) {
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  // The screen's own actions' keys are set apart from the declared ones' (a declaration may name one `edit` too).
  const ownKey = (a: OwnRowAction) => `own:${a.key}`;
  const items = [
    ...own.map((a) => ({ key: ownKey(a), label: a.label })),
    ...actions.map((a) => ({
      key: a.key,
      danger: a.danger,
      disabled: busy === a.key,
      label: opensScreen(a) ? <Link to={a.open!(row, parent)}>{pick(a.label, lang)}</Link> : pick(a.label, lang),
    })),
  ];
  // Enter chooses on its keydown: the action waits for the key to be released, else the key's press would reach
  // the dialog it opens (its OK button focused) and confirm it unasked. A button inline acts on the press alike.
  const onRelease = (domEvent: React.SyntheticEvent, act: () => void) => {
    if (domEvent.type === 'keydown') window.addEventListener('keyup', act, { once: true });
    else act();
  };
  const onClick = ({ key, domEvent }: { key: string; domEvent: React.SyntheticEvent }) => {
    const mine = own.find((x) => ownKey(x) === key);
    if (mine) return onRelease(domEvent, mine.run);
    const a = actions.find((x) => x.key === key);
    if (!a) return;
    // A click on the link itself is the link's; a key or a click beside the text navigates here.
    if (opensScreen(a)) {
      if (!(domEvent.target as HTMLElement).closest('a')) void navigate(a.open!(row, parent));
      return;
    }
    onRelease(domEvent, () => onChoose(a));
  };
  return (
    <Dropdown trigger={['click']} autoFocus menu={{ items, onClick }}>
      <Button type="link" size="small">
        {t('entity.moreActions')}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/** An `immediate` action of a row: called on the click, its answer told as a dialog's would be; one call at a time. */
function useImmediateAction(schema: AnySchema, row: Row) {
  const t = useT();
  const lang = useLang();
  const write = useEntityWrite(schema);
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (action: EntityAction<Row>) => {
    if (busy) return;
    setBusy(action.key);
    const r = await write({ path: action.call ?? '', payload: { [schema.rowKey]: row[schema.rowKey] as string | number } });
    setBusy(null);
    if (!r.ok) {
      if (!r.handled) notify.error(r.msg || t('entity.actionFailed'));
      return;
    }
    notify.success(action.done ? pick(action.done, lang) : t('entity.actionDone'));
  };
  return { busy, run };
}

/** The schema's "add" button (`schema.create`): its dialog, then the list reloads (an entity write). */
export function CreateButton({ schema }: { schema: AnySchema }) {
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const action = schema.create as EntityAction<Row> | undefined;
  const { can } = usePermission();
  if (!action || (action.permission && !can([action.permission]))) return null;
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {pick(action.label, lang)}
      </Button>
      {open && <ActionDialog schema={schema} action={action} row={{}} onClose={() => setOpen(false)} />}
    </>
  );
}
