import { PlusOutlined } from '@ant-design/icons';
import { Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import { notify } from '@/lib/notify';
import { checkImageFile } from '@/lib/validators';
import { ImageViewer } from './ImageViewer';

export interface ImageUploadProps {
  /** Addresses of the uploaded images (what the form holds). */
  value?: string[];
  onChange?: (urls: string[]) => void;
  /** Sends one file through the console's api module and resolves to its address; rejects on failure. */
  upload: (file: File) => Promise<string>;
  /** How many images at most (default 1). */
  maxCount?: number;
  disabled?: boolean;
  /** Shows a refusal or failure; default: an antd error toast. */
  onRefuse?: (message: string) => void;
}

const EMPTY: string[] = [];

/**
 * §5 / §8 image upload (antd Upload, picture cards): a file over 2 MB or with Chinese characters in its name is
 * refused before anything is sent, with the spec's message. Uploaded images open in the §9 image viewer.
 */
export function ImageUpload({ value = EMPTY, onChange, upload, maxCount = 1, disabled, onRefuse }: ImageUploadProps) {
  const t = useT();
  const lang = useLang();
  const refuse = onRefuse ?? notify.error;
  const [pending, setPending] = useState<UploadFile[]>([]);
  const [viewing, setViewing] = useState<number | null>(null);
  // The latest value, for uploads finishing after other changes.
  const latest = useRef(value);
  latest.current = value;

  const fileList: UploadFile[] = [...value.map((url, i) => ({ uid: `done-${i}-${url}`, name: url.split('/').pop() || url, status: 'done' as const, url })), ...pending];

  return (
    <>
      <Upload
        listType="picture-card"
        accept="image/*"
        disabled={disabled}
        maxCount={maxCount}
        fileList={fileList}
        beforeUpload={(file) => {
          const problem = checkImageFile(file);
          if (problem) {
            refuse(pick(problem, lang));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file }) => {
          const raw = file as File & { uid: string };
          setPending((p) => [...p, { uid: raw.uid, name: raw.name, status: 'uploading' }]);
          upload(raw).then(
            (url) => {
              setPending((p) => p.filter((f) => f.uid !== raw.uid));
              onChange?.([...latest.current, url].slice(-maxCount));
            },
            () => {
              setPending((p) => p.map((f) => (f.uid === raw.uid ? { ...f, status: 'error' } : f)));
              refuse(t('widgets.upload.failed'));
            },
          );
        }}
        onRemove={(file) => {
          if (file.url) onChange?.(latest.current.filter((u) => u !== file.url));
          else setPending((p) => p.filter((f) => f.uid !== file.uid));
          return false;
        }}
        onPreview={(file) => {
          const index = value.indexOf(file.url ?? '');
          if (index >= 0) setViewing(index);
        }}
      >
        {fileList.length < maxCount && !disabled && (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('widgets.upload.button')}</div>
          </button>
        )}
      </Upload>
      <ImageViewer images={value} thumbnailWidth={false} open={viewing !== null} current={viewing ?? 0} onOpenChange={(open) => !open && setViewing(null)} />
    </>
  );
}
