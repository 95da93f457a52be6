import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { IMAGE_VIEWER_Z_INDEX, ImageViewer } from '@/components/ImageViewer';
import { renderWidget } from './widgetHarness';

const images = ['/files/front.png', '/files/back.png', '/files/side.png'];

describe('§9 image viewer', () => {
  it('opens at z-index 3000 with zoom, one-to-one, reset, prev, next and rotate; no flips, no play', async () => {
    const user = userEvent.setup();
    renderWidget(<ImageViewer images={images} />);
    await user.click(screen.getAllByRole('img')[1]);
    const dialog = await screen.findByRole('dialog');
    expect(IMAGE_VIEWER_Z_INDEX).toBe(3000);
    const root = dialog.closest('.ant-image-preview') as HTMLElement;
    expect(root.style.zIndex).toBe('3000');

    const actions = root.querySelector('.ant-image-preview-actions') as HTMLElement;
    const labels = within(actions)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual(['zoomOut', 'zoomIn', '原始大小', '还原', 'prev', 'next', 'rotateLeft', 'rotateRight']);
    expect(root.querySelector('[aria-label="flipX"], [aria-label="flipY"]')).toBeNull();
    expect(within(root).queryByRole('button', { name: /play|播放/i })).toBeNull();
  });

  it('one-to-one shows the image at its natural size, and back', async () => {
    const user = userEvent.setup();
    renderWidget(<ImageViewer images={images} />);
    await user.click(screen.getAllByRole('img')[0]);
    const dialog = await screen.findByRole('dialog');
    const previewImg = () => dialog.closest('.ant-image-preview')?.querySelector('img.ant-image-preview-img') as HTMLImageElement;
    expect(previewImg().style.maxWidth).toBe('');
    await user.click(screen.getByRole('button', { name: '原始大小' }));
    expect(previewImg().style.maxWidth).toBe('none');
    await user.click(screen.getByRole('button', { name: '适应窗口' }));
    expect(previewImg().style.maxWidth).toBe('');
  });

  it('prev and next move through the images', async () => {
    const user = userEvent.setup();
    renderWidget(<ImageViewer images={images} />);
    await user.click(screen.getAllByRole('img')[0]);
    const dialog = await screen.findByRole('dialog');
    const root = dialog.closest('.ant-image-preview') as HTMLElement;
    const shown = () => (root.querySelector('img.ant-image-preview-img') as HTMLImageElement).getAttribute('src');
    expect(shown()).toBe('/files/front.png');
    await user.click(within(root.querySelector('.ant-image-preview-actions') as HTMLElement).getByRole('button', { name: 'next' }));
    expect(shown()).toBe('/files/back.png');
  });
});
