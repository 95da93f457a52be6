/**
 * The list's 导入 / Import button (docs/architecture.md "Import"): on every list whose entity can be created from a
 * sheet (`importable`), for holders of the add permission. The dialog, and the spreadsheet code behind it, load when
 * it is first opened.
 */
import '@/i18n/parts/entity';
import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useT } from '@/i18n/react';
import type { AnySchema } from '@/entities/define';
import { importable } from '@/entities/sheet';
import { usePermission } from '../../Permission';

const ImportDialog = lazy(() => import('./ImportDialog'));

export function ImportButton({ schema, title }: { schema: AnySchema; title: string }) {
  const t = useT();
  const { can } = usePermission();
  const [open, setOpen] = useState(false);
  if (!importable(schema) || (schema.addPermission && !can([schema.addPermission]))) return null;
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t('entity.import.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog schema={schema} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
