/**
 * /showAppendix 查看附件: the attachments an address names (`?fileId=F100001`, repeated or comma-separated, or
 * `fileIds`), each shown as it can be — an image in the §9 image viewer, a PDF in the browser's own viewer (an iframe of
 * a same-origin blob: URL made from the bytes), anything else with its name, type and size and a download through the
 * §7 download helper. A malformed id, too many ids or an unknown one says so, with a way back. The ids' rules are
 * src/lib/files.ts, the backend's too. The screen's first content (src/components/screenReady.ts) is the files' cards
 * with their names and sizes (a preview's bytes may still be on their way), or what is said instead of them.
 */
import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Result, Spin, Typography } from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { downloadStoredFile, fetchStoredFile, fileInfo } from '@/api/file';
import { BackButton } from '@/components/BackButton';
import { ImageViewer } from '@/components/ImageViewer';
import { screenReady } from '@/components/screenReady';
import { useScreenMeta } from '@/components/screenMeta';
import { bi, pick } from '@/i18n';
import { useLang } from '@/i18n/react';
import { FILE_REFUSALS, fileIdsOf, fileIdsProblem, previewKind, type FileInfo } from '@/lib/files';

const TEXT = {
  title: bi('查看附件', 'View attachment'),
  back: bi('返回', 'Back'),
  download: bi('下载', 'Download'),
  loading: bi('正在加载附件…', 'Loading the attachment…'),
  failed: bi('附件加载失败：', 'The attachments could not be loaded: '),
  noPreview: bi('该类型的文件不能在浏览器中预览，请下载后查看。', 'This kind of file cannot be shown in the browser; download it to open it.'),
  uploaded: bi('上传于 ', 'Uploaded '),
  missing: bi('以下附件不存在或已删除：', 'These attachments do not exist or were deleted: '),
} as const;

/** A size in B, KB or MB. */
function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The file's bytes as a same-origin blob: URL while the view shows it (revoked after), or the refusal in its place. */
function useBlobUrl(fileId: string): { url: string | null; error: string | null } {
  const [state, setState] = useState<{ url: string | null; error: string | null }>({ url: null, error: null });
  useEffect(() => {
    let live = true;
    let made: string | null = null;
    void fetchStoredFile(fileId).then((r) => {
      if (!live) return;
      if (r.ok) {
        made = URL.createObjectURL(r.blob);
        setState({ url: made, error: null });
      } else setState({ url: null, error: r.msg || pick(FILE_REFUSALS.unknown) });
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [fileId]);
  return state;
}

function Preview({ file }: { file: FileInfo }) {
  const lang = useLang();
  const kind = previewKind(file);
  const blob = useBlobUrl(file.fileId);
  if (kind === 'other') {
    return (
      <Flex align="center" gap={12}>
        <FileOutlined style={{ fontSize: 32 }} />
        <Typography.Text type="secondary">{pick(TEXT.noPreview, lang)}</Typography.Text>
      </Flex>
    );
  }
  if (blob.error) return <Alert type="error" showIcon title={blob.error} />;
  if (!blob.url) return <Spin tip={pick(TEXT.loading, lang)}><div style={{ height: 120 }} /></Spin>;
  if (kind === 'image') return <ImageViewer images={[blob.url]} thumbnailWidth={320} />;
  return <iframe src={blob.url} title={file.name} data-record-text="" style={{ width: '100%', height: '70vh', border: '1px solid #f0f0f0' }} />;
}

function FileCard({ file }: { file: FileInfo }) {
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const save = () => {
    setBusy(true);
    void downloadStoredFile(file.fileId).finally(() => setBusy(false));
  };
  return (
    <Card
      title={<span data-record-text="">{file.name}</span>}
      extra={
        <Button icon={<DownloadOutlined />} loading={busy} onClick={save}>
          {pick(TEXT.download, lang)}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {file.type} · {sizeText(file.size)} · {pick(TEXT.uploaded, lang)}
        {file.uploadTime}
      </Typography.Paragraph>
      <Preview file={file} />
    </Card>
  );
}

export default function AppendixPage() {
  const lang = useLang();
  const meta = useScreenMeta();
  const [params] = useSearchParams();
  const key = params.toString();
  const ids = useMemo(() => fileIdsOf(params), [key]); // eslint-disable-line react-hooks/exhaustive-deps -- keyed on the query's text
  const problem = fileIdsProblem(ids);
  const [answer, setAnswer] = useState<{ files: FileInfo[] } | { error: string } | null>(null);

  useEffect(() => {
    if (problem) return;
    let live = true;
    setAnswer(null);
    void fileInfo(ids).then((r) => live && setAnswer(r.ok ? { files: r.data } : { error: r.msg }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the ids asked for
  }, [ids.join(',')]);

  const title = meta ? pick(meta.title, lang) : pick(TEXT.title, lang);
  const back = <BackButton key="back">{pick(TEXT.back, lang)}</BackButton>;
  const heading = (
    <Typography.Title level={1} style={{ fontSize: 20, margin: '0 0 16px' }}>
      {title}
    </Typography.Title>
  );
  /** The heading over the one thing said instead of the files: the first content, but for the loading spinner. */
  const alone = (body: ReactNode, ready = true) => (
    <div>
      {heading}
      <div {...screenReady(ready)}>{body}</div>
    </div>
  );
  if (problem) return alone(<Result status="warning" title={pick(problem.message, lang) + (problem.id ? `：${problem.id}` : '')} extra={back} />);
  if (!answer) return alone(<Spin tip={pick(TEXT.loading, lang)}><div style={{ height: 200 }} /></Spin>, false);
  if ('error' in answer) return alone(<Result status="error" title={pick(TEXT.failed, lang) + answer.error} extra={back} />);
  const missing = ids.filter((id) => !answer.files.some((f) => f.fileId === id));
  if (answer.files.length === 0) return alone(<Result status="404" title={pick(FILE_REFUSALS.unknown, lang)} subTitle={missing.join('、')} extra={back} />);
  return (
    <div>
      <Flex justify="space-between" align="start">
        {heading}
        {back}
      </Flex>
      {missing.length > 0 && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={pick(TEXT.missing, lang) + missing.join('、')} />}
      <Flex vertical gap={16} {...screenReady(true)}>
        {answer.files.map((f) => (
          <FileCard key={f.fileId} file={f} />
        ))}
      </Flex>
    </div>
  );
}
