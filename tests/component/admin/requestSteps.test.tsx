/**
 * A vehicle request's declared steps are dialogs on the request ([Q] 7; docs/architecture.md "Step dialogs"), one table
 * of cases: the dispatch centre's 指派供应商 (its dialog shows the request's city and period; the suppliers are its
 * choices) and the enterprise list's 修改价格 (its dialog shows the price before and after as typed). Opened from the
 * row, the address unchanged (no row JSON in it); the dialog names the request; done, it closes and the row reads the
 * change. Each step's §2 route is a deep link by the request's id only: its detail with the dialog open (an older
 * link's row JSON gives the id, nothing else of it), or why the step does not apply.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { declaredScreen } from '@/components/entity/screens';
import { dispatchRequest, REQUEST_STATUS } from '@/entities/admin/dispatchRequest';
import { applyVehicle } from '@/entities/business/applyVehicle';
import { DispatchCenterPage, DispatchProcessPage } from '@/features/admin/DispatchCentre';
import { data } from '@/mocks/db';
import { formatAmount } from '@/lib/format';
import { collectHttpErrors, renderScreens, rowActionTarget, where } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');

type Request = ReturnType<typeof data>['DispatchCenter'][number];
const requests = () => data().DispatchCenter;
const stored = (id: number) => requests().find((r) => r.requestId === id)!;
/** Types into an input at once (a change event), as the form reads it. */
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

interface StepCase {
  step: string;
  list: string;
  route: string;
  screens: Record<string, ComponentType>;
  /** A request the step applies to, and one it does not. */
  applies: () => Request;
  refused: () => Request;
  /** What the dialog shows of the request before anything is typed. */
  shows: (dialog: HTMLElement, request: Request) => Promise<void>;
  /** Fills the dialog; then what it shows as typed. */
  fill: (dialog: HTMLElement) => Promise<void>;
  /** The stored request and its row once done. */
  done: (request: Request, row: HTMLElement) => void;
}

const NEW_PRICE = '1234.5';

const cases: StepCase[] = [
  {
    step: '指派供应商',
    list: '/DispatchCenter',
    route: '/DispatchDesignate',
    screens: { '/DispatchCenter': DispatchCenterPage, '/DispatchDesignate': declaredScreen(dispatchRequest, '/DispatchDesignate') },
    applies: () => requests().find((r) => r.requestStatus === REQUEST_STATUS.pending)!,
    refused: () => requests().find((r) => r.requestStatus === REQUEST_STATUS.done)!,
    shows: async (dialog, request) => {
      const facts = within(dialog).getByTestId('action-facts');
      expect(facts).toHaveTextContent(`用车城市${String(request.cityName)}`);
      expect(facts).toHaveTextContent(String(request.startTime).slice(0, 16));
      expect(facts).toHaveTextContent(String(request.endTime).slice(0, 16));
    },
    fill: async (dialog) => {
      const user = userEvent.setup();
      await user.click(within(dialog).getByLabelText('供应商'));
      await user.click(await screen.findByTitle('安程汽车租赁有限公司'));
      type(within(dialog).getByLabelText('指派说明'), '本地车辆不足，指派供应商');
    },
    done: (request, row) => {
      expect(stored(request.requestId)).toMatchObject({ requestStatus: REQUEST_STATUS.designated, supplierName: '安程汽车租赁有限公司' });
      expect(within(row).getByText('已指派供应商')).toBeInTheDocument();
    },
  },
  {
    step: '修改价格',
    list: '/ApplyVehicleList',
    route: '/ModifyPrice',
    screens: { '/ApplyVehicleList': declaredScreen(applyVehicle, '/ApplyVehicleList'), '/ModifyPrice': declaredScreen(applyVehicle, '/ModifyPrice') },
    applies: () => requests().find((r) => r.requestStatus === REQUEST_STATUS.pending)!,
    refused: () => requests().find((r) => r.requestStatus === REQUEST_STATUS.designated)!,
    shows: async (dialog, request) => {
      const preview = within(dialog).getByTestId('action-preview');
      expect(preview).toHaveTextContent(`原协议价格（元）${formatAmount(Number(request.agreedPrice))}`);
      expect(preview).not.toHaveTextContent('修改后价格');
    },
    fill: async (dialog) => {
      type(within(dialog).getByLabelText('协议价格（元）'), NEW_PRICE);
      type(within(dialog).getByLabelText('改价原因'), '行程延长，按新时长计价');
      await waitFor(() => expect(within(dialog).getByTestId('action-preview')).toHaveTextContent('修改后价格（元）1,234.50'));
    },
    done: (request, row) => {
      expect(stored(request.requestId)).toMatchObject({ agreedPrice: 1234.5, priceReason: '行程延长，按新时长计价' });
      expect(within(row).getByText('1,234.50')).toBeInTheDocument();
    },
  },
];

describe.each(cases)('a request\'s $step', (c) => {
  it('is a dialog on its row: the address unchanged, the request named and what the step uses shown; done, the row changes', async () => {
    const user = userEvent.setup();
    const request = c.applies();
    const list = `${c.list}?requestNo=${request.requestNo}`;
    const router = renderScreens(list, c.screens);
    await user.click(await rowActionTarget((await screen.findByText(request.requestNo)).closest('tr')!, c.step));
    const dialog = await screen.findByRole('dialog', { name: c.step });
    expect(where(router)).toBe(list);
    expect(where(router)).not.toContain('row=');
    expect(within(dialog).getByTestId('action-record')).toHaveTextContent(request.requestNo);
    await c.shows(dialog, request);
    await c.fill(dialog);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => c.done(request, (await screen.findByText(request.requestNo)).closest('tr')!));
    expect(where(router)).toBe(list);
    expect(errors).toEqual([]);
  });

  it('its route opens the request by its id only, with the dialog open', async () => {
    const request = c.applies();
    const old = new URLSearchParams({ row: JSON.stringify({ requestId: request.requestId, requestNo: 'YC-STALE' }) });
    renderScreens(`${c.route}?${old.toString()}`, c.screens);
    const dialog = await screen.findByRole('dialog', { name: c.step });
    expect(within(dialog).getByTestId('action-record')).toHaveTextContent(request.requestNo);
    expect(screen.queryByText('YC-STALE')).toBeNull();
  });

  it('its route by id says why the step is not offered on a request in another state', async () => {
    const request = c.refused();
    renderScreens(`${c.route}?requestId=${request.requestId}`, c.screens);
    expect(await screen.findByText(`该记录当前的状态不能执行“${c.step}”。`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the assignment screen', () => {
  it('offers the designation as the same dialog on the request, the address unchanged', async () => {
    const user = userEvent.setup();
    const request = requests().find((r) => r.requestStatus === REQUEST_STATUS.pending)!;
    const process = `/DispatchProcess?requestId=${request.requestId}`;
    const router = renderScreens(process, { '/DispatchProcess': DispatchProcessPage, '/DispatchCenter': DispatchCenterPage });
    await user.click(await screen.findByRole('button', { name: '改为指派供应商' }));
    const dialog = await screen.findByRole('dialog', { name: '指派供应商' });
    expect(within(dialog).getByTestId('action-record')).toHaveTextContent(request.requestNo);
    expect(where(router)).toBe(process);
  });

  it('designated from there, the request is no longer to assign: the screen closes and its parent shows', async () => {
    const user = userEvent.setup();
    const request = requests().find((r) => r.requestStatus === REQUEST_STATUS.pending)!;
    const parent = `/DispatchCenter?requestNo=${request.requestNo}`;
    const router = renderScreens(`/DispatchProcess?requestId=${request.requestId}&parent=${encodeURIComponent(parent)}`, {
      '/DispatchProcess': DispatchProcessPage,
      '/DispatchCenter': DispatchCenterPage,
    });
    await user.click(await screen.findByRole('button', { name: '改为指派供应商' }));
    const dialog = await screen.findByRole('dialog', { name: '指派供应商' });
    await cases[0]!.fill(dialog);
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(where(router)).toBe(parent));
    expect(stored(request.requestId).requestStatus).toBe(REQUEST_STATUS.designated);
    await waitFor(async () => expect(within((await screen.findByText(request.requestNo)).closest('tr')!).getByText('已指派供应商')).toBeInTheDocument());
    expect(errors).toEqual([]);
  });
});
