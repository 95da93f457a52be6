/**
 * The insurance screens that are more than the declaration's list, detail and form (entities/insurance/policy.ts):
 * - 完善: a policy entered with the essentials, completed in a drawer on it (its row on /InsuranceList, its detail
 *   /InsuranceDetail; [Q] 7) — its detail fields edited, what it still lacks listed as it is typed (`perfectProblems`,
 *   the backend's rule and messages), its photos shown with the way to /InsurancePhoto, and the `perfect` transition
 *   once nothing is lacking; /PerfectAdd, its §2 route, opens the policy's detail by its id with the drawer open;
 * - /InsurancePhoto: a policy's photos — uploaded with the §5 image rules (2 MB, no Chinese file name), viewed in the
 *   §9 image viewer, deleted after a confirmation.
 * Both routes open a policy by its id (`?policyId=`), as its detail does.
 */
import '@/i18n/parts/entity';
import { Alert, Button, Card, Drawer, Empty, Form, Popconfirm, Select, Space, Spin, Table, Typography } from 'antd';
import { useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { uploadFile } from '@/api/file';
import { AppForm } from '@/components/AppForm';
import { ImageUpload } from '@/components/ImageUpload';
import { ImageViewer } from '@/components/ImageViewer';
import { usePermission } from '@/components/Permission';
import { useScreenMeta } from '@/components/screenMeta';
import { useClickGuard } from '@/components/useClickGuard';
import { useUnsavedForm } from '@/components/useUnsavedForm';
import { actionPayload, ActionFieldItems, type StepViews } from '@/components/entity/ActionButtons';
import { declaredScreen } from '@/components/entity/screens';
import { useEntityRow, useEntityWrite } from '@/components/entity/data';
import { formValues } from '@/components/entity/kinds';
import { RowDescriptions } from '@/components/entity/RowScreen';
import { detailFields, transitionForm } from '@/entities/define';
import {
  insurancePolicy, PERFECT_FIELDS, PERFECT_STATE, perfectProblems, PHOTO_TYPES, POLICY_PHOTO_ADD, POLICY_PHOTO_DELETE, POLICY_PHOTO_PERMISSION,
} from '@/entities/insurance/policy';
import { bi, pick, type Bilingual } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { notify } from '@/lib/notify';
import { PARENT_PARAM, parentPath } from '@/lib/rowQuery';

type Row = Record<string, unknown>;

interface Photo {
  photoId: number;
  photoType: string;
  photoUrl: string;
  uploadTime: string;
}

const TEXT = {
  back: bi('返回', 'Back'),
  missing: bi('缺少保单编号，请从保险列表进入', 'No policy named: open it from the insurance list'),
  loadFailed: bi('保单加载失败', 'The policy could not be loaded'),
  lacking: bi('完善前还需：', 'Still needed before completing:'),
  ready: bi('信息齐全，可以完善。', 'Nothing is lacking: it can be completed.'),
  photos: bi('保单照片', 'Photos'),
  photoCount: (n: number) => bi(`已上传 ${n} 张`, `${n} uploaded`),
  managePhotos: bi('上传或管理照片', 'Upload or manage photos'),
  submit: bi('完善保单', 'Complete the policy'),
  essentials: bi('保单信息', 'Policy'),
  detail: bi('保障与明细', 'Cover and detail'),
  photoType: bi('照片类型', 'Kind'),
  chooseType: bi('请先选择照片类型', 'Choose the kind of photo first'),
  upload: bi('上传照片', 'Upload a photo'),
  uploadHint: bi('图片不超过2M，文件名不能含中文', 'Images up to 2 MB; no Chinese characters in the file name'),
  uploaded: bi('照片已上传', 'Photo uploaded'),
  none: bi('暂无照片', 'No photos yet'),
  uploadTime: bi('上传时间', 'Uploaded'),
  photo: bi('照片', 'Photo'),
  actions: bi('操作', 'Actions'),
  remove: bi('删除', 'Delete'),
  removeConfirm: bi('删除后不可恢复，确定删除这张照片吗？', 'Deleting cannot be undone. Delete this photo?'),
  removed: bi('照片已删除', 'Photo deleted'),
  perfect: bi('去完善', 'Complete it'),
  drawerTitle: bi('完善保险信息', 'Complete insurance details'),
  failed: bi('操作失败', 'It failed'),
};

/** The essentials shown above both screens. */
const ESSENTIALS = detailFields(insurancePolicy).filter((f) => ['policyNo', 'insuranceType', 'plate', 'carId', 'insurer', 'insuredCompany', 'startDate', 'endDate', 'premium', 'perfectState'].includes(f.name));

/** The policy the address names (`policyId`), loaded; what to show while it is not. */
function usePolicy(): { id: string; row: Row | null; state: 'missing' | 'loading' | 'failed' | 'ready'; error: string } {
  const [query] = useSearchParams();
  const id = query.get('policyId')?.trim() ?? '';
  const loaded = useEntityRow(insurancePolicy, id);
  if (!id) return { id, row: null, state: 'missing', error: '' };
  if (loaded.isPending) return { id, row: null, state: 'loading', error: '' };
  if (loaded.isError || !loaded.data) return { id, row: null, state: 'failed', error: loaded.error?.message ?? '' };
  return { id, row: loaded.data, state: 'ready', error: '' };
}

/** The screen's frame: its title, the way back, the policy's essentials, and the body once the policy is loaded. */
function PolicyScreen({ children }: { children: (row: Row, id: string) => ReactNode }) {
  const lang = useLang();
  const meta = useScreenMeta();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const parent = parentPath(query.get(PARENT_PARAM), '/InsuranceList');
  const { id, row, state, error } = usePolicy();
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
        {meta ? pick(meta.title, lang) : pick(insurancePolicy.title, lang)}
      </Typography.Title>
      <Space style={{ marginBottom: 16 }}>
        <Button onClick={() => navigate(parent)}>{pick(TEXT.back, lang)}</Button>
      </Space>
      {state === 'missing' && <Alert type="warning" showIcon title={pick(TEXT.missing, lang)} />}
      {state === 'loading' && <Spin />}
      {state === 'failed' && <Alert type="error" showIcon title={error || pick(TEXT.loadFailed, lang)} />}
      {row && (
        <>
          <Card size="small" title={pick(TEXT.essentials, lang)} style={{ marginBottom: 16 }}>
            <RowDescriptions schema={insurancePolicy} row={row} fields={ESSENTIALS} />
          </Card>
          {children(row, id)}
        </>
      )}
    </div>
  );
}

const photosOf = (row: Row): Photo[] => (Array.isArray(row.photos) ? (row.photos as Photo[]) : []);
const photoTypeLabel = (value: string): Bilingual | undefined => PHOTO_TYPES.find((o) => o.value === String(value))?.label;

/** The address of another policy screen for the same policy, coming back here. */
function useHere(): string {
  const here = useLocation();
  return here.pathname + here.search;
}

/** §9 a drawer's width for a long form (the policy's detail fields, its photos and what it lacks). */
const PERFECT_DRAWER_WIDTH = 640;

/**
 * 完善 on a policy, in a drawer over its list or its detail (its §2 route /PerfectAdd opens it on the detail): the
 * policy's essentials, its photos with the way to /InsurancePhoto, its detail fields edited, what it still lacks listed
 * as typed (`perfectProblems`, the backend's rule and messages), and the `perfect` transition once nothing lacks.
 * Done (or cancelled), `onClose`. Leaving it changed — Cancel, its close button, the photos' link, a navigation, closing
 * its tab — asks first, as every form does (useUnsavedForm).
 */
function PerfectDrawer({ row, onClose }: { row: Row; onClose: () => void }) {
  const t = useT();
  const lang = useLang();
  const here = useHere();
  const navigate = useNavigate();
  const unsaved = useUnsavedForm();
  const [form] = Form.useForm<Record<string, unknown>>();
  const values = Form.useWatch([], form) as Record<string, unknown> | undefined;
  const write = useEntityWrite(insurancePolicy);
  const [sending, setSending] = useState(false);
  const [shown, setShown] = useState(false);
  const action = transitionForm(insurancePolicy, 'perfect');
  const { can } = usePermission();
  const id = String(row.policyId as number);
  const initial = useMemo(() => formValues(PERFECT_FIELDS, row), [row]);
  const photos = photosOf(row);
  // What it lacks as the form now stands: the backend's rule over the row with the typed values (their wire form).
  const problems = perfectProblems({ ...row, ...actionPayload(PERFECT_FIELDS, values ?? initial) });
  const submit = useClickGuard(async (typed: Record<string, unknown>) => {
    setShown(true);
    if (problems.length) return false;
    setSending(true);
    const r = await write({ path: action.call ?? '', payload: { ...actionPayload(PERFECT_FIELDS, typed), policyId: id } });
    setSending(false);
    if (!r.ok) {
      if (!r.handled) notify.error(r.msg || pick(TEXT.failed, lang));
      return false;
    }
    notify.success(pick(action.done ?? TEXT.submit, lang));
    unsaved.settled();
    onClose();
    return true;
  });
  const cancel = () => !sending && unsaved.confirmLeave(onClose);
  const photoLink = `/InsurancePhoto?${new URLSearchParams({ policyId: id, [PARENT_PARAM]: here })}`;
  const toPhotos = (e: MouseEvent) => {
    e.preventDefault();
    unsaved.confirmLeave(() => {
      onClose();
      navigate(photoLink);
    });
  };
  return (
    <Drawer
      open
      size={PERFECT_DRAWER_WIDTH}
      title={pick(TEXT.drawerTitle, lang)}
      onClose={cancel}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={cancel} disabled={sending}>
            {t('entity.cancel')}
          </Button>
          {(!action.permission || can([action.permission])) && (
            <Button type="primary" loading={sending} onClick={() => form.submit()}>
              {pick(TEXT.submit, lang)}
            </Button>
          )}
        </Space>
      }
    >
      <Card size="small" title={pick(TEXT.essentials, lang)} style={{ marginBottom: 16 }}>
        <RowDescriptions schema={insurancePolicy} row={row} fields={ESSENTIALS} />
      </Card>
      <Card size="small" title={pick(TEXT.photos, lang)} style={{ marginBottom: 16 }} extra={<Link to={photoLink} onClick={toPhotos}>{pick(TEXT.managePhotos, lang)}</Link>}>
        <Space orientation="vertical">
          <span data-testid="photo-count">{pick(TEXT.photoCount(photos.length), lang)}</span>
          {photos.length > 0 && <ImageViewer images={photos.map((p) => p.photoUrl)} thumbnailWidth={72} />}
        </Space>
      </Card>
      <Card size="small" title={pick(TEXT.detail, lang)}>
        <AppForm form={form} name="PerfectAdd" layout="vertical" initialValues={initial} onValuesChange={unsaved.changed} onFinish={(v) => void submit(v)}>
          <ActionFieldItems fields={PERFECT_FIELDS} />
          {problems.length > 0 ? (
            <Alert
              type={shown ? 'error' : 'info'}
              showIcon
              role={shown ? 'alert' : undefined}
              title={pick(TEXT.lacking, lang)}
              description={
                <ul style={{ margin: 0, paddingLeft: 20 }}>
                  {problems.map((p) => (
                    <li key={p['zh-CN']}>{pick(p, lang)}</li>
                  ))}
                </ul>
              }
            />
          ) : (
            <Alert type="success" showIcon title={pick(TEXT.ready, lang)} />
          )}
        </AppForm>
      </Card>
      {unsaved.holder}
    </Drawer>
  );
}

/** The policy screens' own view of 完善: the drawer, on the list's rows and the detail (`StepViews`). */
const POLICY_STEPS: StepViews = { perfect: ({ row, onClose }) => <PerfectDrawer row={row} onClose={onClose} /> };

/** /InsuranceList: the declared list, 完善 a drawer on a policy's row. */
export const InsuranceListPage = declaredScreen(insurancePolicy, '/InsuranceList', POLICY_STEPS);
/** /InsuranceDetail: the declared detail, 完善 a drawer on it. */
export const InsuranceDetailPage = declaredScreen(insurancePolicy, '/InsuranceDetail', POLICY_STEPS);

/**
 * /PerfectAdd: the deep link of 完善 — the policy (by its id) on its detail with the drawer open, or why not (complete
 * already, no permission); the drawer closing closes the tab and shows the list.
 */
export const PerfectAddPage = declaredScreen(insurancePolicy, '/PerfectAdd', POLICY_STEPS);

function PhotoManager({ row, id }: { row: Row; id: string }) {
  const lang = useLang();
  const here = useHere();
  const { can } = usePermission();
  const write = useEntityWrite(insurancePolicy);
  const [photoType, setPhotoType] = useState<string>('1');
  const [viewing, setViewing] = useState<number | null>(null);
  const photos = photosOf(row);
  const allowed = can([POLICY_PHOTO_PERMISSION]);
  const add = async (url: string) => {
    const r = await write({ path: POLICY_PHOTO_ADD, payload: { policyId: id, photoType, photoUrl: url } });
    if (!r.ok) {
      if (!r.handled) notify.error(r.msg || pick(TEXT.failed, lang));
      throw new Error(r.msg || pick(TEXT.failed, lang));
    }
    notify.success(pick(TEXT.uploaded, lang));
    return url;
  };
  const remove = async (photoId: number) => {
    const r = await write({ path: POLICY_PHOTO_DELETE, payload: { policyId: id, photoId } });
    if (!r.ok) {
      if (!r.handled) notify.error(r.msg || pick(TEXT.failed, lang));
      return;
    }
    notify.success(pick(TEXT.removed, lang));
  };
  return (
    <>
      {allowed && (
        <Card size="small" title={pick(TEXT.upload, lang)} style={{ marginBottom: 16 }}>
          <Space align="start" wrap>
            <Select aria-label={pick(TEXT.photoType, lang)} style={{ width: 160 }} value={photoType} onChange={setPhotoType} options={PHOTO_TYPES.map((o) => ({ value: o.value, label: pick(o.label, lang) }))} />
            {/* Each upload adds a photo: the upload box starts empty again. */}
            <ImageUpload key={photos.length} value={[]} upload={(file) => uploadFile(file, 'image').then((r) => add(r.url))} />
            <Typography.Text type="secondary">{pick(TEXT.uploadHint, lang)}</Typography.Text>
          </Space>
        </Card>
      )}
      <Card size="small" title={pick(TEXT.photos, lang)} extra={Number(row.perfectState) === PERFECT_STATE.incomplete ? <Link to={`/PerfectAdd?${new URLSearchParams({ policyId: id, [PARENT_PARAM]: here })}`}>{pick(TEXT.perfect, lang)}</Link> : null}>
        {photos.length === 0 ? (
          <Empty description={pick(TEXT.none, lang)} />
        ) : (
          <>
            <ImageViewer images={photos.map((p) => p.photoUrl)} thumbnailWidth={false} open={viewing !== null} current={viewing ?? 0} onOpenChange={(open) => !open && setViewing(null)} />
            <Table<Photo>
              rowKey="photoId"
              size="small"
              pagination={false}
              dataSource={photos}
              columns={[
                {
                  key: 'photo', title: pick(TEXT.photo, lang), render: (_: unknown, p, i) => (
                    <button type="button" aria-label={`${pick(TEXT.photo, lang)} ${i + 1}`} onClick={() => setViewing(i)} style={{ border: 0, padding: 0, background: 'none', cursor: 'zoom-in' }}>
                      <img src={p.photoUrl} alt="" width={72} />
                    </button>
                  ),
                },
                { key: 'type', title: pick(TEXT.photoType, lang), render: (_: unknown, p) => { const l = photoTypeLabel(p.photoType); return l ? pick(l, lang) : p.photoType; } },
                { key: 'time', title: pick(TEXT.uploadTime, lang), dataIndex: 'uploadTime' },
                ...(allowed
                  ? [{
                      key: 'actions', title: pick(TEXT.actions, lang), render: (_: unknown, p: Photo) => (
                        <Popconfirm title={pick(TEXT.removeConfirm, lang)} onConfirm={() => remove(p.photoId)}>
                          <Button type="link" danger size="small">{pick(TEXT.remove, lang)}</Button>
                        </Popconfirm>
                      ),
                    }]
                  : []),
              ]}
            />
          </>
        )}
      </Card>
    </>
  );
}

/** /InsurancePhoto: a policy's photos. */
export function InsurancePhotoPage() {
  return <PolicyScreen>{(row, id) => <PhotoManager row={row} id={id} />}</PolicyScreen>;
}
