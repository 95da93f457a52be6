import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as screens from '@/features/dispatch/screens';
import { rowHref } from '@/lib/rowQuery';
import { data } from '@/mocks/db';
import { server } from '@/mocks/node';
import { call } from '../../unit/mocks/api';
import { passClickGuard } from '../guardClock';
import { collectHttpErrors, renderScreens, where } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');
const SHEET_TITLE = { 'zh-CN': '验车单', 'en-US': 'Sheet' };
const renderAt = (path: string, Page: ComponentType, url: string) => renderScreens(url, { [path]: Page }, SHEET_TITLE);

describe('§2 row-as-JSON screens', () => {
  for (const [label, url] of [
    ['malformed JSON', '/checkSheetDetail?row=%7Bbroken&parent=%2FcheckSheet%3FauditStatus%3D1'],
    ['an array', '/checkSheetDetail?row=%5B1%5D&parent=%2FcheckSheet%3FauditStatus%3D1'],
  ] as const) {
    it(`shows a clear error and the way back for ${label}`, async () => {
      const user = userEvent.setup();
      const router = renderAt('/checkSheetDetail', screens.CheckSheetDetailPage, url);
      expect(await screen.findByText('页面参数有误，无法读取数据')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '返回列表' }));
      expect(where(router)).toBe('/checkSheet?auditStatus=1');
    });
  }

  it('without a row says so; a parent outside the console is ignored for the default list', async () => {
    const user = userEvent.setup();
    const router = renderAt('/checkSheetDetail', screens.CheckSheetDetailPage, '/checkSheetDetail?parent=%2F%2Fevil.example');
    expect(await screen.findByText('缺少要显示的数据')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回列表' }));
    expect(where(router)).toBe('/checkSheet');
  });

  it('shows the row, refreshed from the server (the copy in the URL may be old)', async () => {
    const sheet = data().checkSheets[0]!;
    renderAt('/checkSheetDetail', screens.CheckSheetDetailPage, rowHref('/checkSheetDetail', { ...sheet, plate: '旧车牌' }, '/checkSheet'));
    expect(await screen.findByText(sheet.plate)).toBeInTheDocument();
    expect(screen.queryByText('旧车牌')).toBeNull();
  });

  it('a failed review keeps what was typed; a successful one goes back to the list', async () => {
    const user = userEvent.setup();
    const sheet = data().checkSheets.find((r) => r.auditStatus === 1)!;
    const router = renderAt('/checkSheetAudit', screens.CheckSheetAuditPage, rowHref('/checkSheetAudit', sheet, '/checkSheet?auditStatus=1'));
    await user.click(await screen.findByLabelText('审核结果'));
    await user.click(await screen.findByTitle('驳回'));
    await user.type(screen.getByLabelText('审核意见'), '照片不清晰');
    server.use(http.post('*/api/lingsan/checkSheet/audit', () => HttpResponse.json({ code: 1, msg: '系统繁忙', data: null }), { once: true }));
    await user.click(screen.getByRole('button', { name: /提\s?交/ }));
    await waitFor(() => expect(errors).toEqual(['系统繁忙']));
    expect(screen.getByLabelText('审核意见')).toHaveValue('照片不清晰');
    expect(where(router)).toMatch(/^\/checkSheetAudit/);
    passClickGuard(); // §9 default double-click guard
    await user.click(screen.getByRole('button', { name: /提\s?交/ }));
    await waitFor(() => expect(where(router)).toBe('/checkSheet?auditStatus=1'));
    expect(data().checkSheets.find((r) => r.checkSheetId === sheet.checkSheetId)).toMatchObject({ auditStatus: 3, auditRemark: '照片不清晰' });
  });

  it("a dialog field is a declared field of its kind: the dispatch's plate takes the §2 province picker, and the form and the backend refuse a bad plate alike", async () => {
    const user = userEvent.setup();
    const order = data().branchOrders.find((r) => r.orderStatus === 5)!;
    const router = renderScreens(rowHref('/branchOrderDispatchBefore', order, '/branchOrder?orderStatus=5'), { '/branchOrderDispatchBefore': screens.BranchOrderDispatchBeforePage }, SHEET_TITLE);
    await user.type(await screen.findByLabelText('车牌号'), 'a12345');
    await user.type(screen.getByLabelText('送车司机'), '王师傅');
    await user.click(screen.getByRole('button', { name: /提\s?交/ }));
    // The plate kind's own §5 rule, with its message — and the backend's answer to the same input.
    expect(await screen.findByText('请正确填写车牌号')).toBeInTheDocument();
    expect(await call('/api/lingsan/branchOrder/dispatch', { params: { orderId: order.orderId, plate: 'A12345', driverName: '王师傅' } })).toMatchObject({ code: 1, msg: '请正确填写车牌号' });
    expect(data().branchOrders.find((r) => r.orderId === order.orderId)!.orderStatus).toBe(5);
    await user.click(screen.getByRole('button', { name: '省份' }));
    await user.click(await screen.findByRole('button', { name: '粤' }));
    passClickGuard(); // §9 default double-click guard
    await user.click(screen.getByRole('button', { name: /提\s?交/ }));
    await waitFor(() => expect(where(router)).toBe('/branchOrder?orderStatus=5'));
    expect(data().branchOrders.find((r) => r.orderId === order.orderId)).toMatchObject({ orderStatus: 6, plate: '粤A12345', driverName: '王师傅' });
  });
});
