import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImageUpload } from '@/components/ImageUpload';
import { IMAGE_MAX_BYTES } from '@/lib/validators';
import { renderWidget } from './widgetHarness';

const image = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function Harness({ upload, onChange }: { upload: (f: File) => Promise<string>; onChange?: (urls: string[]) => void }) {
  const [urls, setUrls] = useState<string[]>([]);
  return (
    <ImageUpload
      value={urls}
      maxCount={2}
      upload={upload}
      onChange={(next) => {
        setUrls(next);
        onChange?.(next);
      }}
    />
  );
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

describe('§5 / §8 image upload', () => {
  it('refuses an image over 2 MB with the spec message, sending nothing', async () => {
    const upload = vi.fn(async () => '/files/x.png');
    renderWidget(<Harness upload={upload} />);
    await userEvent.upload(fileInput(), image('car.png', IMAGE_MAX_BYTES + 1));
    expect(await screen.findByText('图片大小不能超过2M')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file name with Chinese characters with the spec message', async () => {
    const upload = vi.fn(async () => '/files/x.png');
    renderWidget(<Harness upload={upload} />);
    await userEvent.upload(fileInput(), image('行驶证正面.png', 1024));
    expect(await screen.findByText('图片名称不能包含中文，请修改后重新上传！')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('uploads an image of exactly 2 MB and shows it', async () => {
    const onChange = vi.fn();
    const upload = vi.fn(async (f: File) => `/files/${f.name}`);
    renderWidget(<Harness upload={upload} onChange={onChange} />);
    await userEvent.upload(fileInput(), image('IMG_20240501.png', IMAGE_MAX_BYTES));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['/files/IMG_20240501.png']));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('link', { name: /IMG_20240501\.png/ })).toBeInTheDocument();
  });

  it('says so when the upload fails', async () => {
    const upload = vi.fn(async () => {
      throw new Error('503');
    });
    renderWidget(<Harness upload={upload} />);
    await userEvent.upload(fileInput(), image('car.png', 1024));
    expect(await screen.findByText('图片上传失败，请重试')).toBeInTheDocument();
  });
});
