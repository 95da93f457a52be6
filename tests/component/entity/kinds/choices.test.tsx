/**
 * Field kinds chosen rather than typed: switch, enum, multi, reference, city and store. The list's filter sends the
 * chosen value and shows the matching rows, the cell and detail show the label, the form sends the wire value, and
 * the backend refuses what is not an option with the same message as the declaration says (./harness).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { data } from '@/mocks/db';
import { server } from '@/mocks/node';
import { DETAIL, EDIT, LABEL, LIST, REQUIRED, detailValue, firstRowCells, formError, goTo, kindEntity, lastSaved, listedWith, renderKind, rows, saveButton, searchButton, serve } from './harness';
import { passClickGuard } from '../../guardClock';
import { collectHttpErrors } from '../../harness';

/** Errors the http client showed (signs admin in before each test). */
const errors = collectHttpErrors('admin', 'admin123');

const required = { 'zh-CN': REQUIRED, 'en-US': 'Choose the tested field' };
const options = [
  { value: '1', label: { 'zh-CN': '启用', 'en-US': 'On' } },
  { value: '2', label: { 'zh-CN': '停用', 'en-US': 'Off' } },
  { value: '3', label: { 'zh-CN': '维修', 'en-US': 'Repair' } },
];

/** Opens the select labelled `label` and picks the option titled `title`. */
async function choose(label: string, title: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const found = await screen.findAllByTitle(title);
  fireEvent.click(found.at(-1)!);
}

describe('field kind switch', () => {
  it('a yes/no select filters, 是/否 shows, the form switch sends a boolean (off unless switched on), the backend refuses 1', async () => {
    const user = userEvent.setup();
    const schema = kindEntity({ type: 'switch' });
    const served = serve(schema, [
      { id: 1, value: true },
      { id: 2, value: false },
    ]);
    const router = renderKind(schema, LIST);
    expect((await firstRowCells())[0]).toHaveTextContent('是');
    await choose(LABEL, '否');
    await user.click(searchButton());
    expect((await listedWith(served, 'value')).value).toBe('false');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect((await firstRowCells())[0]).toHaveTextContent('否');

    await goTo(router, `${DETAIL}?id=1`);
    expect(await detailValue()).toHaveTextContent('是');

    await goTo(router, `${EDIT}?parent=${encodeURIComponent(LIST)}`);
    await user.click(await screen.findByRole('button', { name: /保\s?存/ }));
    expect(await lastSaved(served)).toEqual({ value: false });
    // The saved form returns to its list once the answer is handled (after the backend has the row): only then is
    // the next form opened, else that return lands after it.
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    await goTo(router, EDIT);
    await user.click(await screen.findByRole('switch'));
    // The same form, still mounted: a user filling it in again takes longer than the §9 guard (tests/component/guardClock.ts).
    passClickGuard();
    await user.click(saveButton());
    await waitFor(() => expect(served.saved).toHaveLength(2));
    expect(served.saved[1]).toEqual({ value: true });
    expect(await served.save({ value: 1 })).toMatchObject({ code: 1, msg: '请选择是或否' });
    expect(errors).toEqual([]);
  });
});

describe('field kind enum', () => {
  it('filters and shows by label, requires a choice, sends the value; the backend refuses another', async () => {
    const user = userEvent.setup();
    const schema = kindEntity({ type: 'enum', options, required });
    const served = serve(schema, [
      { id: 1, value: 1 },
      { id: 2, value: 2 },
    ]);
    const router = renderKind(schema, LIST);
    expect((await firstRowCells())[0]).toHaveTextContent('启用');
    await choose(LABEL, '停用');
    await user.click(searchButton());
    expect((await listedWith(served, 'value')).value).toBe('2');
    await waitFor(() => expect(rows()).toHaveLength(1));

    await goTo(router, `${DETAIL}?id=2`);
    expect(await detailValue()).toHaveTextContent('停用');

    await goTo(router, EDIT);
    await user.click(await screen.findByRole('button', { name: /保\s?存/ }));
    expect(await formError(REQUIRED)).toBeInTheDocument();
    await choose(LABEL, '维修');
    await user.click(saveButton());
    expect(await lastSaved(served)).toEqual({ value: '3' });
    expect(await served.save({ value: '9' })).toMatchObject({ code: 1, msg: '测试字段的取值无效' });
  });
});

describe('field kind multi', () => {
  it("shows the labels joined with '、', filters by one value, sends the chosen ones comma-joined; the backend refuses any not an option", async () => {
    const user = userEvent.setup();
    const schema = kindEntity({ type: 'multi', options, required });
    const served = serve(schema, [
      { id: 1, value: '1,3' },
      { id: 2, value: '2' },
    ]);
    const router = renderKind(schema, LIST);
    expect((await firstRowCells())[0]).toHaveTextContent('启用、维修');
    await choose(LABEL, '维修');
    await user.click(searchButton());
    expect((await listedWith(served, 'value')).value).toBe('3');
    await waitFor(() => expect(rows()).toHaveLength(1));

    await goTo(router, `${DETAIL}?id=1`);
    expect(await detailValue()).toHaveTextContent('启用、维修');

    await goTo(router, EDIT);
    await user.click(await screen.findByRole('button', { name: /保\s?存/ }));
    expect(await formError(REQUIRED)).toBeInTheDocument();
    await choose(LABEL, '停用');
    await choose(LABEL, '启用');
    await user.click(saveButton());
    expect(await lastSaved(served)).toEqual({ value: '2,1' });
    expect(await served.save({ value: '1,9' })).toMatchObject({ code: 1, msg: '测试字段的取值无效' });
  });
});

describe('field kind reference', () => {
  it('shows the display field, chooses among the options call, sends the id', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/api/kindTest/models', () => HttpResponse.json({ code: 0, msg: '成功', data: [{ value: 7, label: '大众 朗逸' }, { value: 8, label: '丰田 卡罗拉' }] })));
    const schema = kindEntity({ type: 'reference', optionsPath: '/api/kindTest/models', display: 'modelName', required });
    const served = serve(schema, [{ id: 1, value: 7, modelName: '大众 朗逸' }]);
    const router = renderKind(schema, LIST);
    expect((await firstRowCells())[0]).toHaveTextContent('大众 朗逸');
    await choose(LABEL, '大众 朗逸');
    await user.click(searchButton());
    expect((await listedWith(served, 'value')).value).toBe('7');

    await goTo(router, `${DETAIL}?id=1`);
    expect(await detailValue()).toHaveTextContent('大众 朗逸');

    await goTo(router, EDIT);
    await user.click(await screen.findByRole('button', { name: /保\s?存/ }));
    expect(await formError(REQUIRED)).toBeInTheDocument();
    await choose(LABEL, '丰田 卡罗拉');
    await user.click(saveButton());
    expect(await lastSaved(served)).toEqual({ value: '8' });
  });
  it('a failed options call says so in the select; every click asks again until the options come', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/kindTest/models', () => {
        asked++;
        return asked <= 2 ? HttpResponse.json({ code: 500, msg: '选项加载失败', data: null }) : HttpResponse.json({ code: 0, msg: '成功', data: [{ value: 7, label: '大众 朗逸' }] });
      }),
    );
    const schema = kindEntity({ type: 'reference', optionsPath: '/api/kindTest/models', display: 'modelName', required });
    serve(schema, []);
    renderKind(schema, EDIT);
    const select = await screen.findByLabelText(LABEL);
    await waitFor(() => expect(select.closest('.ant-select')).toHaveTextContent('加载失败，点击重新加载'));
    // antd keeps an empty list "open" across clicks: each click asks again all the same.
    fireEvent.mouseDown(select);
    fireEvent.click(select);
    await waitFor(() => expect(asked).toBe(2));
    await waitFor(() => expect(select.closest('.ant-select')).toHaveTextContent('加载失败，点击重新加载'));
    fireEvent.mouseDown(select);
    fireEvent.click(select);
    expect(await screen.findByTitle('大众 朗逸')).toBeInTheDocument();
    expect(asked).toBe(3);
    expect(errors).toEqual(['选项加载失败', '选项加载失败']);
  });
});

describe('field kinds city and store', () => {
  it('show the names, filter by the opened cities and their stores, and send the ids', async () => {
    const user = userEvent.setup();
    const city = data().cities.find((c) => c.dredgeState === 1 && data().stores.some((s) => s.cityId === c.cityId))!;
    const store = data().stores.find((s) => s.cityId === city.cityId)!;
    const schema = kindEntity({ type: 'city', display: 'cityName', required }, [
      { name: 'store', type: 'store', city: 'value', display: 'storeName', label: { 'zh-CN': '测试门店', 'en-US': 'Store' }, filter: true, column: true, form: true, required: { 'zh-CN': '请选择测试门店', 'en-US': 'Choose a store' } },
    ]);
    const served = serve(schema, [{ id: 1, value: city.cityId, cityName: city.cityName, store: store.storeId, storeName: store.storeName }]);
    const router = renderKind(schema, LIST);
    const cells = await firstRowCells();
    expect(cells[0]).toHaveTextContent(city.cityName);
    expect(cells[1]).toHaveTextContent(store.storeName);
    await choose(LABEL, city.cityName);
    await waitFor(() => expect(screen.getByLabelText('测试门店')).toBeEnabled());
    await choose('测试门店', store.storeName);
    await user.click(searchButton());
    expect(await listedWith(served, 'store')).toMatchObject({ value: String(city.cityId), store: String(store.storeId) });

    await goTo(router, `${DETAIL}?id=1`);
    expect(await detailValue()).toHaveTextContent(city.cityName);
    expect(screen.getAllByText(store.storeName).length).toBeGreaterThan(0);

    await goTo(router, EDIT);
    await user.click(await screen.findByRole('button', { name: /保\s?存/ }));
    expect(await formError(REQUIRED)).toBeInTheDocument();
    expect(await formError('请选择测试门店')).toBeInTheDocument();
    await choose(LABEL, city.cityName);
    await waitFor(() => expect(screen.getByLabelText('测试门店')).toBeEnabled());
    await choose('测试门店', store.storeName);
    await user.click(saveButton());
    expect(await lastSaved(served)).toEqual({ value: String(city.cityId), store: String(store.storeId) });
  });
});
