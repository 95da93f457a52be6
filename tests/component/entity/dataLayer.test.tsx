/**
 * The entity screens' data layer (src/components/entity/data.ts) in kept-alive tabs: two lists of the same entity,
 * each in a pane of its own (its router, its pane activity), on one query cache, as KeepAliveHost draws them.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '@/api/query';
import { createPaneActivity, PaneActivityContext, type PaneActivitySource } from '@/components/paneActivity';
import { ScreenMeta } from '@/components/screenMeta';
import * as screens from '@/features/dispatch/screens';
import { data } from '@/mocks/db';
import { server } from '@/mocks/node';
import { collectHttpErrors, rowActionTarget } from '../harness';

const LIST = '/api/lingsan/demandOrder/list';
const PATH = '/scatterNeedOrder';

/** The list calls the demo backend saw, with their parameters. */
let calls: Record<string, string>[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === LIST) calls.push(Object.fromEntries(url.searchParams));
});
beforeEach(() => {
  calls = [];
});
const errors = collectHttpErrors('admin', 'admin123');

/** Two tabs of the demand order list, at `urls`, each with its pane activity (both shown at first). */
function renderTabs(urls: [string, string]): { panes: HTMLElement[]; activity: PaneActivitySource[] } {
  const activity = urls.map(() => createPaneActivity(true));
  render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN}>
        <AntApp>
          {urls.map((url, i) => (
            <div key={url} data-testid={`pane-${i}`}>
              <PaneActivityContext.Provider value={activity[i]!}>
                <ScreenMeta.Provider value={{ path: PATH, title: { 'zh-CN': '需求派单', 'en-US': 'Demand dispatch' } }}>
                  <RouterProvider router={createMemoryRouter([{ path: PATH, element: <screens.ScatterNeedOrderPage /> }], { initialEntries: [url] })} />
                </ScreenMeta.Provider>
              </PaneActivityContext.Provider>
            </div>
          ))}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { panes: urls.map((_, i) => screen.getByTestId(`pane-${i}`)), activity };
}

const rowOf = (pane: HTMLElement, no: string) => within(pane).queryAllByRole('row').find((r) => r.textContent!.includes(no)) ?? null;

describe('entity data layer in kept-alive tabs', () => {
  it('a write on one screen refreshes another kept-alive list of the same entity when it is shown again, and not while hidden', async () => {
    const user = userEvent.setup();
    const order = data().demandOrders.find((o) => o.demandOrderStatusCode === 1)!;
    const no = order.demandOrderNo;
    // The tab written in lists the orders awaiting dispatch; the other tab, every order of that number.
    const { panes, activity } = renderTabs([`${PATH}?demandOrderStatusCode=1&demandOrderNo=${no}`, `${PATH}?demandOrderNo=${no}`]);
    const [writer, other] = panes as [HTMLElement, HTMLElement];
    await waitFor(() => expect(rowOf(writer, no)).not.toBeNull());
    await waitFor(() => expect(rowOf(other, no)).toHaveTextContent('待派单'));
    const otherCalls = () => calls.filter((c) => c.demandOrderNo === no && !c.demandOrderStatusCode).length;
    expect(otherCalls()).toBe(1);

    // The other tab is hidden; the order is cancelled in the tab shown.
    act(() => activity[1]!.set(false));
    await user.click(await rowActionTarget(rowOf(writer, no)!, '取消需求'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('取消原因'), '企业不再用车');
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));

    // The list shown loads again at once (the order leaves it); the hidden one asks nothing and keeps its rows.
    await waitFor(() => expect(rowOf(writer, no)).toBeNull());
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(otherCalls()).toBe(1);
    expect(rowOf(other, no)).toHaveTextContent('待派单');

    // Shown again: it loads again (something was written meanwhile) and shows the order as it is now.
    act(() => activity[1]!.set(true));
    await waitFor(() => expect(rowOf(other, no)).toHaveTextContent('已取消'));
    expect(otherCalls()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('a tab shown again within the stale time shows its rows without asking again', async () => {
    const { panes, activity } = renderTabs([PATH, `${PATH}?demandOrderStatusCode=1`]);
    await waitFor(() => expect(within(panes[1]!).getAllByRole('row').length).toBeGreaterThan(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const before = calls.length;
    act(() => activity[1]!.set(false));
    act(() => activity[1]!.set(true));
    // Showing it again starts no load (the query's fetch state is set the moment one starts).
    expect(queryClient.isFetching()).toBe(0);
    expect(calls.length).toBe(before);
    expect(within(panes[1]!).getAllByRole('row').length).toBeGreaterThan(1);
  });
});
