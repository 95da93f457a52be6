/**
 * /showAppendix (src/features/account/AppendixPage.tsx): a malformed or unknown id says so with a way back; a PDF is
 * shown in an iframe of a blob: URL, an image in the viewer, another file offers its download (§7 download helper,
 * under the backend's name); an unknown id among known ones is named. (The browser draws the PDF: the e2e crawl.)
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AppendixPage from '@/features/account/AppendixPage';
import { collectHttpErrors, renderScreens } from '../harness';

const saveAs = vi.hoisted(() => vi.fn());
vi.mock('file-saver', () => ({ saveAs }));

collectHttpErrors('enterprise', 'enterprise123');
const open = (url: string) => renderScreens(url, { '/showAppendix': AppendixPage }, { 'zh-CN': '查看附件', 'en-US': 'View attachment' });

let made = 0;
beforeEach(() => {
  saveAs.mockReset();
  made = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${++made}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('the attachment viewer', () => {
  it('says a malformed id is not valid, with a way back', async () => {
    open('/showAppendix?fileId=../etc');
    expect(await screen.findByText('附件编号格式不正确：../etc')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /返\s?回/ })).toBeInTheDocument();
  });

  it('says an unknown attachment does not exist', async () => {
    open('/showAppendix?fileId=F999999');
    expect(await screen.findByText('附件不存在或已删除')).toBeInTheDocument();
  });

  it('shows a PDF and an image from blob: URLs, names the unknown id, and downloads a spreadsheet', async () => {
    const user = userEvent.setup();
    open('/showAppendix?fileIds=F100001,F100002,F100003,F999999');
    expect(await screen.findByText('以下附件不存在或已删除：F999999')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTitle('车辆租赁服务合同（范本）.pdf')).toHaveAttribute('src', expect.stringMatching(/^blob:/)));
    await waitFor(() => expect(document.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
    expect(screen.getByText('该类型的文件不能在浏览器中预览，请下载后查看。')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: /下\s?载/ });
    await user.click(buttons[2]!);
    await waitFor(() => expect(saveAs).toHaveBeenCalledWith(expect.any(Blob), '车辆导入示例.csv'));
  });
});
