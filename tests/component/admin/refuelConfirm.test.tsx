/**
 * A refuelling's 确认 is a dialog on the record ([Q] 7; docs/architecture.md "Step dialogs"): from its row, the address
 * unchanged, the record named; done, the row reads 已确认. Its §2 route /RefuelingOkAdd is a deep link by the record's
 * id only (an older link's row JSON gives its id): the record's detail with the dialog open.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { declaredScreen } from '@/components/entity/screens';
import { refuel, REFUEL_CONFIRMED, REFUEL_PENDING } from '@/entities/admin/refuel';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens, rowActionTarget, where } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');
const screens = { '/RefuelingList': declaredScreen(refuel, '/RefuelingList'), '/RefuelingOkAdd': declaredScreen(refuel, '/RefuelingOkAdd') };
const pending = () => data().RefuelingList.find((r) => r.refuelStatus === REFUEL_PENDING)!;
const stored = (id: number) => data().RefuelingList.find((r) => r.refuelId === id)!;

describe('the refuelling confirmation', () => {
  it('is a dialog on the row: the address unchanged, the record named; done, the row reads 已确认', async () => {
    const user = userEvent.setup();
    const record = pending();
    const list = `/RefuelingList?refuelNo=${record.refuelNo}`;
    const router = renderScreens(list, screens);
    const row = (await screen.findByText(record.refuelNo)).closest('tr')!;
    await user.click(await rowActionTarget(row, /^确\s*认$/));
    const dialog = await screen.findByRole('dialog', { name: '确认' });
    expect(where(router)).toBe(list);
    expect(within(dialog).getByText('确认后该加油记录不能再修改或删除，确定确认吗？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored(record.refuelId).refuelStatus).toBe(REFUEL_CONFIRMED);
    await waitFor(async () => expect(within((await screen.findByText(record.refuelNo)).closest('tr')!).getByText('已确认')).toBeInTheDocument());
    expect(errors).toEqual([]);
  });

  it('/RefuelingOkAdd opens the record by its id only, with the dialog open', async () => {
    const record = pending();
    const old = new URLSearchParams({ row: JSON.stringify({ refuelId: record.refuelId, refuelNo: 'JY-STALE' }) });
    renderScreens(`/RefuelingOkAdd?${old.toString()}`, screens);
    const dialog = await screen.findByRole('dialog', { name: '确认' });
    expect(within(dialog).getByText('确认后该加油记录不能再修改或删除，确定确认吗？')).toBeInTheDocument();
    expect(screen.queryByText('JY-STALE')).toBeNull();
  });
});
