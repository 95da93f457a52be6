/**
 * Saved views of a list (docs/architecture.md "Saved views"): the "视图 / Views" menu of every declared list. It lists
 * the signed-in account's views of the list (the default marked; a loading line; a failed load as a quiet line, no
 * toast), applies one (its filters and sort, its hidden columns), saves the current one in a 400 px dialog (a refused
 * save keeps the dialog and shows the backend's message), renames, deletes after a confirmation, and copies a view's
 * link: the console address of the list with the view's query (no token; only a path inside the console).
 */
import '@/i18n/parts/entity';
import { CopyOutlined, DeleteOutlined, DownOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input, Modal, Popover, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { SavedView } from '@/api/views';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { copyText } from '@/lib/clipboard';
import { config } from '@/lib/config';
import { notify } from '@/lib/notify';
import { safeRedirect } from '@/lib/redirect';
import { VIEW_NAME_MAX, viewNameProblem } from '@/lib/savedViews';
import { AppForm } from '../AppForm';
import { DIALOG_WIDTH } from './ActionButtons';
import { useSavedViews, useViewWrites } from './data';

/**
 * The console address of a list with a view's query (what "copy link" copies), or null when the path is not inside
 * the console.
 */
export function viewLink(path: string, query: string, origin: string = globalThis.location?.origin ?? 'http://localhost'): string | null {
  const inside = safeRedirect(query ? `${path}?${query}` : path, origin);
  if (!inside) return null;
  return `${origin}${config.basePath.replace(/\/$/, '')}${inside}`;
}

interface DialogState {
  /** The view renamed; null: the current view saved as a new one. */
  view: SavedView | null;
}

export interface SavedViewsProps {
  /** The list's entity id (the views' `screen`). */
  screen: string;
  /** The list's path in the console (for links); without it no link is offered. */
  path: string | undefined;
  /** The current view's query (filters and sort) and hidden columns: what "save current view" keeps. */
  current: { query: string; hiddenColumns: string[] };
  onApply: (view: SavedView) => void;
}

export function SavedViews({ screen, path, current, onApply }: SavedViewsProps) {
  const t = useT();
  const views = useSavedViews(screen);
  const { save, remove } = useViewWrites(screen);
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const openDialog = (view: SavedView | null) => {
    setOpen(false);
    setRefusal(null);
    setDialog({ view });
  };

  const submit = async (values: { name: string; isDefault: boolean }) => {
    if (!dialog) return;
    const { view } = dialog;
    setBusy(true);
    const r = await save({
      ...(view ? { viewId: view.viewId, query: view.query, hiddenColumns: view.hiddenColumns } : current),
      screen,
      name: values.name.trim(),
      isDefault: values.isDefault,
    });
    setBusy(false);
    if (!r.ok) {
      // The dialog stays, with what was typed, and says why.
      setRefusal(r.msg || t('entity.views.writeFailed'));
      return;
    }
    notify.success(t('entity.views.saved'));
    setDialog(null);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    const r = await remove(deleting.viewId);
    setBusy(false);
    if (!r.ok) {
      if (!r.handled) notify.error(r.msg || t('entity.views.writeFailed'));
      return;
    }
    notify.success(t('entity.views.deleted'));
    setDeleting(null);
  };

  const copyLink = async (view: SavedView) => {
    const link = path ? viewLink(path, view.query) : null;
    if (link && (await copyText(link))) notify.success(t('entity.views.copied'));
    else notify.error(t('entity.views.copyFailed'));
  };

  const rows = () => {
    if (views.isPending && views.fetchStatus !== 'idle') return <Typography.Text type="secondary">{t('entity.views.loading')}</Typography.Text>;
    if (views.isError) return <Typography.Text type="secondary">{t('entity.views.failed')}</Typography.Text>;
    const list = views.data ?? [];
    if (!list.length) return <Typography.Text type="secondary">{t('entity.views.none')}</Typography.Text>;
    return (
      <ul aria-label={t('entity.views.button')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.map((v) => (
          <li key={v.viewId}>
            <Flex align="center" gap={4}>
              <Button
                type="text"
                size="small"
                aria-current={v.query === current.query ? 'true' : undefined}
                style={{ flex: 1, justifyContent: 'flex-start', fontWeight: v.query === current.query ? 600 : undefined }}
                onClick={() => {
                  setOpen(false);
                  onApply(v);
                }}
              >
                {v.name}
              </Button>
              {v.isDefault && <Tag color="blue">{t('entity.views.default')}</Tag>}
              {path && <Button type="text" size="small" icon={<CopyOutlined />} aria-label={`${t('entity.views.copyLink')} ${v.name}`} title={t('entity.views.copyLink')} onClick={() => void copyLink(v)} />}
              <Button type="text" size="small" icon={<EditOutlined />} aria-label={`${t('entity.views.rename')} ${v.name}`} title={t('entity.views.rename')} onClick={() => openDialog(v)} />
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('entity.views.delete')} ${v.name}`}
                title={t('entity.views.delete')}
                onClick={() => {
                  setOpen(false);
                  setDeleting(v);
                }}
              />
            </Flex>
          </li>
        ))}
      </ul>
    );
  };

  const content = (
    <Flex vertical gap={8} style={{ minWidth: 260, maxWidth: 360 }}>
      {rows()}
      <Button size="small" type="primary" ghost onClick={() => openDialog(null)}>
        {t('entity.views.saveCurrent')}
      </Button>
    </Flex>
  );

  return (
    <>
      <Popover trigger="click" placement="bottomLeft" open={open} onOpenChange={setOpen} content={content}>
        <Button>
          {t('entity.views.button')} <DownOutlined />
        </Button>
      </Popover>
      {dialog && (
        <ViewDialog
          screen={screen}
          view={dialog.view}
          busy={busy}
          refusal={refusal}
          onEdit={() => setRefusal(null)}
          onSubmit={(values) => void submit(values)}
          onClose={() => !busy && setDialog(null)}
        />
      )}
      {deleting && (
        <Modal
          open
          width={DIALOG_WIDTH}
          title={t('entity.views.deleteTitle')}
          okText={t('entity.confirm')}
          cancelText={t('entity.cancel')}
          okButtonProps={{ danger: true, loading: busy }}
          onOk={() => void confirmDelete()}
          onCancel={() => !busy && setDeleting(null)}
        >
          <p>{t('entity.views.confirmDelete', { name: deleting.name })}</p>
        </Modal>
      )}
    </>
  );
}

interface ViewDialogProps {
  screen: string;
  /** The view renamed; null: the current view saved as a new one. */
  view: SavedView | null;
  busy: boolean;
  refusal: string | null;
  onEdit: () => void;
  onSubmit: (values: { name: string; isDefault: boolean }) => void;
  onClose: () => void;
}

/** The 400 px dialog of a save or a rename: the name (its rules as the backend's) and "set as default". */
function ViewDialog({ screen, view, busy, refusal, onEdit, onSubmit, onClose }: ViewDialogProps) {
  const t = useT();
  const lang = useLang();
  // Its own form, mounted with the dialog: a rename starts from the view's name.
  const [form] = Form.useForm<{ name: string; isDefault: boolean }>();
  const nameRule = {
    validator: (_: unknown, value: unknown) => {
      const problem = viewNameProblem(value);
      return problem ? Promise.reject(new Error(pick(problem, lang))) : Promise.resolve();
    },
  };
  const send = () => {
    form.validateFields().then(onSubmit, () => {}); // the form shows what is wrong
  };
  return (
    <Modal
      open
      width={DIALOG_WIDTH}
      title={view ? t('entity.views.renameTitle') : t('entity.views.saveCurrent')}
      okText={t('entity.confirm')}
      cancelText={t('entity.cancel')}
      okButtonProps={{ loading: busy }}
      onOk={send}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      {refusal && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={refusal} />}
      <AppForm form={form} name={`${screen}-view-dialog`} layout="vertical" initialValues={{ name: view?.name ?? '', isDefault: view?.isDefault ?? false }} onValuesChange={onEdit}>
        <Form.Item name="name" label={t('entity.views.name')} required rules={[nameRule]}>
          <Input maxLength={VIEW_NAME_MAX} showCount autoFocus />
        </Form.Item>
        <Form.Item name="isDefault" label={t('entity.views.setDefault')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </AppForm>
    </Modal>
  );
}
