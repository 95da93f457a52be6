import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import * as screens from '@/features/dispatch/screens';
import { rowHref } from '@/lib/rowQuery';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens, where } from '../harness';

collectHttpErrors('admin', 'admin123');
const DEMAND_TITLE = { 'zh-CN': '需求信息', 'en-US': 'Demand information' };
const renderAt = (path: string, Page: ComponentType, url: string) => renderScreens(url, { [path]: Page }, DEMAND_TITLE);

describe('§2 row-as-JSON screens', () => {
  for (const [label, url] of [
    ['malformed JSON', '/demandInfo?row=%7Bbroken&parent=%2FscatterNeedOrder%3FdemandOrderStatusCode%3D1'],
    ['an array', '/demandInfo?row=%5B1%5D&parent=%2FscatterNeedOrder%3FdemandOrderStatusCode%3D1'],
  ] as const) {
    it(`shows a clear error and the way back for ${label}`, async () => {
      const user = userEvent.setup();
      const router = renderAt('/demandInfo', screens.DemandInfoPage, url);
      expect(await screen.findByText('页面参数有误，无法读取数据')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: '返回列表' }));
      expect(where(router)).toBe('/scatterNeedOrder?demandOrderStatusCode=1');
    });
  }

  it('without a row says so; a parent outside the console is ignored for the default list', async () => {
    const user = userEvent.setup();
    const router = renderAt('/demandInfo', screens.DemandInfoPage, '/demandInfo?parent=%2F%2Fevil.example');
    expect(await screen.findByText('缺少要显示的数据')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回列表' }));
    expect(where(router)).toBe('/scatterNeedOrder');
  });

  it('shows the row, refreshed from the server (the copy in the URL may be old)', async () => {
    const demand = data().demandOrders[0]!;
    renderAt('/demandInfo', screens.DemandInfoPage, rowHref('/demandInfo', { ...demand, companyName: '旧企业' }, '/scatterNeedOrder'));
    expect(await screen.findByText(demand.companyName)).toBeInTheDocument();
    expect(screen.queryByText('旧企业')).toBeNull();
  });
});
