/**
 * /ViolationBI as a user meets it, short of the charts' drawing (canvas/SVG: tests/e2e/violations.spec.ts): the
 * totals of the range, each chart readable as a table, a table row opening the violation list filtered to it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { declaredScreen } from '@/components/entity/screens';
import { peccancy, type PeccancyAnalysis } from '@/entities/admin/peccancy';
import ViolationBIPage from '@/features/admin/ViolationBIPage';
import { collectHttpErrors, renderScreens, where } from '../harness';
import { ok } from '../../unit/mocks/api';

const errors = collectHttpErrors('admin', 'admin123');

const screens = { '/ViolationBI': ViolationBIPage, '/PeccancyList': declaredScreen(peccancy, '/PeccancyList') };
const RANGE = { beginTime: '2020-01-01', endTime: '2035-12-31' };

describe('/ViolationBI', () => {
  it('shows the range’s totals, reads a chart as a table, and opens the list filtered to a row', async () => {
    const user = userEvent.setup();
    const analysis = await ok<PeccancyAnalysis>('/api/peccancy/analysis', { method: 'GET', params: RANGE });
    const router = renderScreens(`/ViolationBI?${new URLSearchParams(RANGE)}`, screens, { 'zh-CN': '违章分析', 'en-US': 'Violation analysis' });
    expect(await screen.findByRole('heading', { name: '违章分析' })).toBeInTheDocument();
    const total = (await screen.findByText('违章数', { selector: '.ant-statistic-title' })).closest('.ant-statistic')!;
    expect(total).toHaveTextContent(String(analysis.total));

    const byCity = screen.getByTestId('bi-city');
    await user.click(within(byCity).getByText('表格'));
    const top = analysis.byCity[0]!;
    const row = (await within(byCity).findByText(top.label)).closest('tr')!;
    expect(row).toHaveTextContent(String(top.count));
    await user.click(row);
    await waitFor(() => expect(where(router)).toBe(`/PeccancyList?${new URLSearchParams({ ...RANGE, cityId: top.key })}`));
    expect(await screen.findByText(`共 ${(await ok<{ total: number }>('/api/peccancy/list', { method: 'GET', params: { ...RANGE, cityId: top.key } })).total} 条`)).toBeInTheDocument();
    expect(errors).toEqual([]);
  });
});
