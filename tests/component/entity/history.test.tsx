/**
 * The change history as a user meets it (docs/architecture.md "History"): a vehicle edited, then its detail's History
 * tab shows the change old → new, and a transition done on the detail shows there at once; an empty or failed history
 * says so; /DataRecordpage lists every record's changes, filters by entity and expands a row to its field changes.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { declaredScreen } from '@/components/entity/screens';
import { changeLog } from '@/entities/admin/changeLog';
import { company } from '@/entities/admin/company';
import { vehicle } from '@/entities/admin/vehicle';
import { setLang } from '@/i18n';
import { commit, data } from '@/mocks/db';
import { server } from '@/mocks/node';
import { collectHttpErrors, renderScreens, where } from '../harness';
import { ok } from '../../unit/mocks/api';

const errors = collectHttpErrors('admin', 'admin123');

const screens = {
  '/VehiclesDetail': declaredScreen(vehicle, '/VehiclesDetail'),
  '/VehiclesEdit': declaredScreen(vehicle, '/VehiclesEdit'),
  '/companyDetail': declaredScreen(company, '/companyDetail'),
  '/DataRecordpage': declaredScreen(changeLog, '/DataRecordpage'),
};

const historyTab = () => screen.findByRole('tab', { name: '变更记录' });

describe('the History tab', () => {
  it('shows an edit old → new with who did it, and a transition done on the detail at once', async () => {
    const user = userEvent.setup();
    const v = { ...data().vehicles.find((x) => x.vehicleStatus === 1 && x.color !== '熔岩红')! };
    const detail = `/VehiclesDetail?carId=${v.carId}`;
    const router = renderScreens(`/VehiclesEdit?${new URLSearchParams({ carId: String(v.carId), parent: detail })}`, screens);
    // The colour is one of the basic information's colours.
    const colour = await screen.findByLabelText('车身颜色');
    fireEvent.mouseDown(colour);
    fireEvent.click(await screen.findByTitle('熔岩红'));
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(where(router)).toBe(detail));
    await user.click(await historyTab());
    expect(await screen.findByText(`车身颜色：${v.color} → 熔岩红`)).toBeInTheDocument();
    const entry = screen.getByText(`车身颜色：${v.color} → 熔岩红`).closest('tr')!;
    expect(within(entry).getByText('王建国（admin）')).toBeInTheDocument();
    expect(within(entry).getByText('修改')).toBeInTheDocument();
    // A transition from the detail's toolbar: the open History tab shows it, newest first.
    await user.click(screen.getByRole('button', { name: '送修' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('送修原因'), '右前轮胎漏气');
    await user.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('车辆状态：可租 → 维修中')).toBeInTheDocument();
    expect(screen.getByText('送修原因：（空） → 右前轮胎漏气')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('送修')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('修改')).toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it('says when a record has no history', async () => {
    const user = userEvent.setup();
    const c = data().companyList[0]!;
    renderScreens(`/companyDetail?companyId=${c.companyId}`, screens);
    await user.click(await historyTab());
    expect(await screen.findByText('暂无变更记录')).toBeInTheDocument();
  });

  it('says why a history could not be loaded', async () => {
    const user = userEvent.setup();
    const v = data().vehicles[0]!;
    server.use(http.all('*/api/changeLog/list', () => HttpResponse.json({ code: 500, msg: '服务器繁忙，请稍后再试', data: null })));
    renderScreens(`/VehiclesDetail?carId=${v.carId}`, screens);
    await user.click(await historyTab());
    expect(await screen.findByText('变更记录加载失败：服务器繁忙，请稍后再试')).toBeInTheDocument();
    expect(screen.queryByText('暂无变更记录')).toBeNull();
  });
});

describe('in English', () => {
  afterEach(() => setLang('zh-CN'));

  it('shows the action, the labels and a dictionary value in English; an older entry in its Chinese', async () => {
    const user = userEvent.setup();
    const v = data().vehicles.find((x) => x.vehicleStatus === 1)!;
    await ok('/api/vehicle/repair', { params: { carId: v.carId, repairReason: '刹车异响' } });
    // An entry stored before the English texts were: Chinese only.
    commit((d) => d.changeLog.push({ logId: 0, entity: vehicle.id, entityTitle: '车辆管理', recordId: String(v.carId), recordLabel: v.plate, action: 'update', actionName: '修改', operator: 'admin', operatorName: '王建国', time: '2020-01-01 08:00:00', changes: [{ field: 'remark', label: '备注', before: '', after: '旧记录' }] }));
    setLang('en-US');
    renderScreens(`/VehiclesDetail?carId=${v.carId}`, screens);
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    expect(await screen.findByText('Status: Available → In repair')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Send to repair')).toBeInTheDocument();
    expect(within(rows.at(-1)!).getByText('修改')).toBeInTheDocument();
    expect(within(rows.at(-1)!).getByText('备注: (empty) → 旧记录')).toBeInTheDocument();
  });

  it('/DataRecordpage names the entity and the action in English and expands to English changes', async () => {
    const user = userEvent.setup();
    const c = data().companyList.find((x) => x.status === 0)!;
    await ok('/api/company/disable', { params: { companyId: c.companyId } });
    setLang('en-US');
    renderScreens('/DataRecordpage', screens);
    await screen.findAllByText(c.companyName);
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getByText(c.companyName)).toBeInTheDocument();
    expect(within(first).getByText(company.title['en-US'])).toBeInTheDocument();
    expect(within(first).getByText(company.transitions.find((tr) => tr.key === 'disable')!.label['en-US'])).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: /展开|expand/i }));
    expect(await screen.findByText('Enabled')).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it('/DataRecordpage offers the entities to filter by in English', async () => {
    setLang('en-US');
    renderScreens('/DataRecordpage', screens);
    const entity = await screen.findByLabelText(changeLog.fields.find((f) => f.name === 'entity')!.label['en-US']);
    fireEvent.mouseDown(entity);
    fireEvent.change(entity, { target: { value: vehicle.title['en-US'] } });
    expect(await screen.findByTitle(vehicle.title['en-US'])).toBeInTheDocument();
    expect(screen.queryByTitle(vehicle.title['zh-CN'])).toBeNull();
    expect(errors).toEqual([]);
  });
});

describe('/DataRecordpage', () => {
  it("lists every record's changes newest first, filters by entity and expands a row to its changes", async () => {
    const user = userEvent.setup();
    const c = data().companyList.find((x) => x.status === 0)!;
    await ok('/api/company/disable', { params: { companyId: c.companyId } });
    renderScreens('/DataRecordpage', screens);
    // The seeded vehicle entries and the new company one, newest first.
    const seededPlate = data().changeLog.find((e) => e.entity === vehicle.id)!.recordLabel;
    expect((await screen.findAllByText(seededPlate)).length).toBeGreaterThan(0);
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getByText(c.companyName)).toBeInTheDocument();
    expect(within(first).getByText('公司管理')).toBeInTheDocument();
    expect(within(first).getByText('停用')).toBeInTheDocument();
    // Expanded: its field changes as a nested table.
    await user.click(within(first).getByRole('button', { name: /展开|expand/i }));
    expect(await screen.findByText('开启')).toBeInTheDocument();
    expect(screen.getByText('关闭')).toBeInTheDocument();
    // Filtered by entity: the vehicles' entries only.
    const entity = screen.getByLabelText('业务对象');
    fireEvent.mouseDown(entity);
    fireEvent.change(entity, { target: { value: '车辆管理' } });
    fireEvent.click(await screen.findByTitle('车辆管理'));
    await user.click(screen.getByRole('button', { name: /查\s?询/ }));
    await waitFor(() => expect(screen.queryByText(c.companyName)).toBeNull());
    expect(screen.getAllByText(seededPlate).length).toBeGreaterThan(0);
    expect(screen.getAllByText('车辆管理').length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
