/**
 * §2 designer toolbar: open file; download as XML, SVG or BPMN; preview XML or JSON; token simulation; align
 * (§5: more than one selected element, after the §8 confirmation); zoom (§9: 0.2–4 in steps of 0.1); undo; redo;
 * redraw (start again from a new diagram — a start event — with the model's key and name); save model; deploy
 * ([Q] 8: after the linter).
 */
import {
  AlignCenterOutlined,
  CloudUploadOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  DownloadOutlined,
  EyeOutlined,
  FolderOpenOutlined,
  PlayCircleOutlined,
  RedoOutlined,
  ReloadOutlined,
  SaveOutlined,
  UndoOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { App, Button, Dropdown, Modal, Space, Tooltip } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { pick, type Bilingual } from '@/i18n';
import { useLang } from '@/i18n/react';
import type { Modeler } from '../modeler/create';
import { newDiagram, START_EVENT_NAME, xmlToJson } from '../modeler/xml';
import { toggleModeOf, type Alignment, type Services } from '../modeler/types';
import { DESIGNER_MESSAGES, nextZoom } from '../panel/rules';

const b = (zh: string, en: string): Bilingual => ({ 'zh-CN': zh, 'en-US': en });

const ALIGNMENTS: readonly { type: Alignment; label: Bilingual; icon: ReactNode }[] = [
  { type: 'left', label: b('向左对齐', 'Align left'), icon: <AlignLeftOutlined /> },
  { type: 'right', label: b('向右对齐', 'Align right'), icon: <AlignRightOutlined /> },
  { type: 'top', label: b('向上对齐', 'Align top'), icon: <VerticalAlignTopOutlined /> },
  { type: 'bottom', label: b('向下对齐', 'Align bottom'), icon: <VerticalAlignBottomOutlined /> },
  { type: 'center', label: b('水平居中', 'Align center'), icon: <AlignCenterOutlined /> },
  { type: 'middle', label: b('垂直居中', 'Align middle'), icon: <VerticalAlignMiddleOutlined /> },
];

export interface ToolbarProps {
  modeler: Modeler;
  services: Services;
  zoom: number;
  simulating: boolean;
  canUndo: boolean;
  canRedo: boolean;
  fileName: string;
  processKey: string;
  processName: string;
  prefix: string;
  onOpen: (xml: string) => Promise<boolean>;
  /** Saves the model; absent for an account without the save code (§5: the button is not shown). */
  onSave?: () => Promise<void>;
  /** Lints, saves and deploys the model ([Q] 8); absent for an account without the save and deploy codes. */
  onPublish?: () => Promise<void>;
}

function saveBlob(text: string, name: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function Toolbar(props: ToolbarProps) {
  const { modeler, services: s, zoom, simulating, canUndo, canRedo, fileName } = props;
  const { message, modal } = App.useApp();
  const lang = useLang();
  const l = (zh: string, en: string) => pick(b(zh, en), lang);
  const fileRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<{ kind: 'xml' | 'json'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const [publishing, setPublishing] = useState(false);

  const download = async (kind: 'xml' | 'bpmn' | 'svg') => {
    if (kind === 'svg') {
      const { svg } = await modeler.saveSVG();
      saveBlob(svg, `${fileName}.svg`, 'image/svg+xml');
    } else {
      const { xml } = await modeler.saveXML({ format: true });
      saveBlob(xml ?? '', `${fileName}.${kind}`, kind === 'xml' ? 'application/xml' : 'application/octet-stream');
    }
  };

  const showPreview = async (kind: 'xml' | 'json') => {
    const { xml } = await modeler.saveXML({ format: true });
    setPreview({ kind, text: kind === 'xml' ? (xml ?? '') : xmlToJson(xml ?? '') });
  };

  const openFile = (file: File) => {
    const reader = new FileReader();
    reader.onload = () => void props.onOpen(String(reader.result ?? ''));
    reader.readAsText(file);
  };

  const align = (type: Alignment) => {
    const selected = s.selection.get();
    // §5: aligning needs more than one selected element.
    if (selected.length <= 1) {
      void message.warning(pick(DESIGNER_MESSAGES.alignNeedsSeveral, lang));
      return;
    }
    modal.confirm({
      title: pick(DESIGNER_MESSAGES.tip, lang),
      content: pick(DESIGNER_MESSAGES.alignConfirm, lang),
      width: 400,
      onOk: () => s.alignElements.trigger(selected, type),
      onCancel: () => console.info('[designer] align cancelled'),
    });
  };

  const zoomBy = (steps: number) => s.canvas.zoom(nextZoom(s.canvas.zoom(), steps));

  const copy = async () => {
    if (!preview) return;
    try {
      await navigator.clipboard.writeText(preview.text);
      void message.success(pick(DESIGNER_MESSAGES.copied, lang));
    } catch (e) {
      console.warn('[designer] copy failed', e);
    }
  };

  const save = async () => {
    setSaving(true);
    try {
      await props.onSave?.();
    } finally {
      setSaving(false);
    }
  };

  const publish = async () => {
    setPublishing(true);
    try {
      await props.onPublish?.();
    } finally {
      setPublishing(false);
    }
  };

  return (
    <div className="bpm-toolbar" role="toolbar" aria-label={l('流程设计工具栏', 'Designer toolbar')}>
      <Space.Compact>
        <Button icon={<FolderOpenOutlined />} onClick={() => fileRef.current?.click()}>
          {l('打开文件', 'Open file')}
        </Button>
        <Dropdown
          // Click only: with hover as well, a click that comes after the hover has opened the menu closes it again.
          trigger={['click']}
          menu={{
            items: [
              { key: 'xml', label: l('下载为XML文件', 'Download as XML') },
              { key: 'svg', label: l('下载为SVG文件', 'Download as SVG') },
              { key: 'bpmn', label: l('下载为BPMN文件', 'Download as BPMN') },
            ],
            onClick: ({ key }) => void download(key as 'xml' | 'bpmn' | 'svg'),
          }}
        >
          <Button icon={<DownloadOutlined />}>{l('下载文件', 'Download')}</Button>
        </Dropdown>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'xml', label: l('预览XML', 'Preview XML') },
              { key: 'json', label: l('预览JSON', 'Preview JSON') },
            ],
            onClick: ({ key }) => void showPreview(key as 'xml' | 'json'),
          }}
        >
          <Button icon={<EyeOutlined />}>{l('预览', 'Preview')}</Button>
        </Dropdown>
        <Button icon={<PlayCircleOutlined />} type={simulating ? 'primary' : 'default'} aria-pressed={simulating} onClick={() => toggleModeOf(modeler)?.toggleMode()}>
          {l('模拟', 'Simulation')}
        </Button>
      </Space.Compact>
      <input
        ref={fileRef}
        type="file"
        accept=".bpmn,.xml"
        hidden
        data-testid="designer-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) openFile(file);
          e.target.value = '';
        }}
      />
      <Space.Compact>
        {ALIGNMENTS.map((a) => (
          <Tooltip key={a.type} title={pick(a.label, lang)}>
            <Button icon={a.icon} aria-label={pick(a.label, lang)} onClick={() => align(a.type)} />
          </Tooltip>
        ))}
      </Space.Compact>
      <Space.Compact>
        <Tooltip title={l('缩小视图', 'Zoom out')}>
          <Button icon={<ZoomOutOutlined />} aria-label={l('缩小视图', 'Zoom out')} onClick={() => zoomBy(-1)} disabled={zoom <= 0.2 + 1e-9} />
        </Tooltip>
        <Button onClick={() => s.canvas.zoom(1)} aria-label={l('重置视图', 'Reset zoom')} data-testid="zoom-level">
          {Math.round(zoom * 100)}%
        </Button>
        <Tooltip title={l('放大视图', 'Zoom in')}>
          <Button icon={<ZoomInOutlined />} aria-label={l('放大视图', 'Zoom in')} onClick={() => zoomBy(1)} disabled={zoom >= 4 - 1e-9} />
        </Tooltip>
      </Space.Compact>
      <Space.Compact>
        <Tooltip title={l('撤销', 'Undo')}>
          <Button icon={<UndoOutlined />} aria-label={l('撤销', 'Undo')} disabled={!canUndo} onClick={() => s.commandStack.undo()} />
        </Tooltip>
        <Tooltip title={l('恢复', 'Redo')}>
          <Button icon={<RedoOutlined />} aria-label={l('恢复', 'Redo')} disabled={!canRedo} onClick={() => s.commandStack.redo()} />
        </Tooltip>
        <Tooltip title={l('重新绘制', 'Redraw')}>
          <Button
            icon={<ReloadOutlined />}
            aria-label={l('重新绘制', 'Redraw')}
            onClick={() => void props.onOpen(newDiagram(props.processKey || 'Process_1', props.processName, props.prefix, pick(START_EVENT_NAME, lang)))}
          />
        </Tooltip>
      </Space.Compact>
      {props.onSave && (
        <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
          {l('保存模型', 'Save model')}
        </Button>
      )}
      {props.onPublish && (
        <Button icon={<CloudUploadOutlined />} loading={publishing} onClick={() => void publish()}>
          {l('发布流程', 'Deploy')}
        </Button>
      )}
      <Modal
        open={preview !== null}
        title={preview?.kind === 'json' ? l('预览JSON', 'Preview JSON') : l('预览XML', 'Preview XML')}
        width={600}
        onCancel={() => setPreview(null)}
        footer={[
          <Button key="copy" onClick={() => void copy()}>
            {l('复制', 'Copy')}
          </Button>,
          <Button key="close" type="primary" onClick={() => setPreview(null)}>
            {l('关闭', 'Close')}
          </Button>,
        ]}
      >
        <pre className="bpm-preview" data-testid="designer-preview">
          {preview?.text}
        </pre>
      </Modal>
    </div>
  );
}
