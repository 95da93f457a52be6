import { OneToOneOutlined, ExpandOutlined, UndoOutlined } from '@ant-design/icons';
import { ConfigProvider, Image } from 'antd';
import { cloneElement, useContext, useState, type CSSProperties, type ReactElement } from 'react';
import { useT } from '@/i18n/react';

/** §9 image viewer z-index. */
export const IMAGE_VIEWER_Z_INDEX = 3000;

export interface ImageViewerProps {
  /** Image addresses, in viewing order. */
  images: string[];
  /** Thumbnail width in px; `false` shows no thumbnails (the viewer is then opened with `open`). Default 80. */
  thumbnailWidth?: number | false;
  /** Controlled opening, e.g. from an upload list's preview. */
  open?: boolean;
  /** The image shown first when opened with `open`. */
  current?: number;
  onOpenChange?: (open: boolean) => void;
}

/**
 * §9 image viewer (antd Image preview group): z-index 3000; toolbar zoom, one-to-one, reset, prev, next,
 * rotate; no flips and no play.
 */
export function ImageViewer({ images, thumbnailWidth = 80, open, current, onOpenChange }: ImageViewerProps) {
  const t = useT();
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const actionsCls = `${getPrefixCls('image')}-preview-actions`;
  // One-to-one: the image at its natural size instead of fitted to the window.
  const [actualSize, setActualSize] = useState(false);

  const action = (type: string, label: string, icon: ReactElement, onClick: () => void) => (
    <button type="button" key={type} className={`${actionsCls}-action ${actionsCls}-action-${type}`} aria-label={label} title={label} onClick={onClick}>
      {icon}
    </button>
  );

  return (
    <Image.PreviewGroup
      items={images}
      preview={{
        zIndex: IMAGE_VIEWER_Z_INDEX,
        ...(open !== undefined ? { open } : {}),
        ...(current !== undefined ? { current } : {}),
        onOpenChange: (next) => {
          if (!next) setActualSize(false);
          onOpenChange?.(next);
        },
        imageRender: (node) =>
          actualSize ? cloneElement(node as ReactElement<{ style?: CSSProperties }>, { style: { ...(node.props as { style?: CSSProperties }).style, maxWidth: 'none', maxHeight: 'none' } }) : node,
        actionsRender: (_default, { icons, actions }) => (
          <div className={actionsCls}>
            {icons.zoomOutIcon}
            {icons.zoomInIcon}
            {action('oneToOne', t(actualSize ? 'widgets.viewer.fit' : 'widgets.viewer.oneToOne'), actualSize ? <ExpandOutlined /> : <OneToOneOutlined />, () =>
              setActualSize((v) => !v),
            )}
            {action('reset', t('widgets.viewer.reset'), <UndoOutlined />, () => {
              setActualSize(false);
              actions.onReset();
            })}
            {icons.prevIcon}
            {icons.nextIcon}
            {icons.rotateLeftIcon}
            {icons.rotateRightIcon}
          </div>
        ),
      }}
    >
      {thumbnailWidth !== false && images.map((src) => <Image key={src} src={src} width={thumbnailWidth} />)}
    </Image.PreviewGroup>
  );
}
