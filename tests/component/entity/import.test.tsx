/**
 * Import from a spreadsheet, as a user meets it (docs/architecture.md "Import"): from the vehicle list, upload an
 * .xlsx built here from the template's header, watch it being read, read the report (the summary, and every problem
 * by sheet row, field and message), import the rows that pass and find them in the list and the backend. The other
 * cases open the dialog alone (quicker): the backend's own refusal of a row (a plate already in the fleet, which the
 * file cannot know) joins the report, nothing saved, and the rest imports after; a failure of the whole call keeps
 * the rows; a file missing a required column and one of another type are refused before any check; the template
 * downloads with the columns' headers and drop-down lists; the report downloads and, corrected, imports as it is.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import userEvent from '@testing-library/user-event';
import { saveAs } from 'file-saver';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { CFB, read, utils, write } from 'xlsx';
import { queryClient } from '@/api/query';
import ImportDialog from '@/components/entity/import/ImportDialog';
import type { runJob as RunJob } from '@/components/entity/import/runJob';
import { declaredScreen } from '@/components/entity/screens';
import { vehicle } from '@/entities/admin/vehicle';
import { headerText, importColumns } from '@/entities/sheet';
import { commit, data } from '@/mocks/db';
import { server } from '@/mocks/node';
import { collectHttpErrors, renderScreens } from '../harness';

vi.mock('file-saver', () => ({ saveAs: vi.fn() }));

/** Reading a file waits for `gate.open` when one is set (the test sees the progress, then lets the check go on). */
const gate = vi.hoisted(() => ({ open: null as Promise<void> | null }));
vi.mock('@/components/entity/import/runJob', async (importOriginal) => {
  const real = await importOriginal<{ runJob: typeof RunJob }>();
  return {
    runJob: async (job: Parameters<typeof RunJob>[0]) => {
      if (job.kind === 'parse' && gate.open) await gate.open;
      return real.runJob(job);
    },
  };
});

const errors = collectHttpErrors('admin', 'admin123');

const TITLE = { 'zh-CN': '车辆管理', 'en-US': 'Vehicles' };
const screens = { '/Vehicles': declaredScreen(vehicle, '/Vehicles') };
const columns = importColumns(vehicle);
const HEADER = columns.map(headerText);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A short fleet: the list draws little, so the tests stay quick on a busy machine. */
beforeEach(() => {
  gate.open = null;
  vi.mocked(saveAs).mockClear();
  commit((d) => {
    d.vehicles = d.vehicles.slice(0, 3);
  });
});

/** An .xlsx of these rows (the first the header). */
function xlsxFile(rows: unknown[][], name = '车辆.xlsx'): File {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), '导入数据');
  return new File([write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer], name, { type: XLSX_TYPE });
}

/** The seeded names a user picks from the template's lists: a model, a city, a store of it, a store of another city. */
function names() {
  const d = data();
  const city = d.cities[0]!;
  return {
    model: d.models[0]!,
    city,
    store: d.stores.find((s) => s.cityId === city.cityId)!,
    elsewhere: d.stores.find((s) => s.cityId !== city.cityId)!,
  };
}

/** A plate not in the seed. */
const plateOf = (n: number) => `京Q${String(n).padStart(5, '0')}`;

/** A vehicle row of the sheet, in the template's column order (`n` numbers its plate, VIN and engine). */
function sheetRow(n: number, change: Record<string, unknown> = {}): unknown[] {
  const { model, city, store } = names();
  const row: Record<string, unknown> = {
    plate: plateOf(n),
    vin: `LSVAB4BR9EN${String(n).padStart(6, '0')}`,
    engineNo: `EN${n}`,
    modelId: model.modelName,
    color: '珍珠白',
    mileage: 1200,
    cityId: city.cityName,
    storeId: store.storeName,
    registerDate: '2026/3/5',
    // A cell formatted as a date holds its serial number: 2025-12-09.
    inspectionExpiry: 46000,
    purchasePrice: '120,000',
    ...change,
  };
  return columns.map((f) => row[f.name] ?? '');
}

/** The dialog's file input (a new one after each file). */
const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

/** Opens the list's import dialog and waits for its choices (the drop zone enabled). */
async function openImport(user: ReturnType<typeof userEvent.setup>) {
  renderScreens('/Vehicles', screens, TITLE);
  await user.click(await screen.findByRole('button', { name: /导\s?入/ }));
  return ready();
}

/** The dialog alone (quicker than the list), under the providers of a tab. */
function renderDialog() {
  render(
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN}>
        <AntApp>
          <ImportDialog schema={vehicle} title={TITLE['zh-CN']} onClose={() => {}} />
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return ready();
}

/** The open dialog, once its choices have loaded (the drop zone enabled). */
async function ready() {
  const dialog = await screen.findByRole('dialog', { name: '导入车辆管理' });
  await waitFor(() => expect(fileInput(dialog)).toBeEnabled());
  return dialog;
}

/** The report table's lines: row number, field, message. */
const problemLines = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('row')
    .filter((r) => r.classList.contains('ant-table-row'))
    .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

describe('import into the vehicle list', () => {
  it('reads and checks the file with a progress, reports every problem by row, imports the rows that pass', async () => {
    const user = userEvent.setup();
    const { elsewhere } = names();
    const before = data().vehicles.length;
    const dialog = await openImport(user);
    const file = xlsxFile([
      HEADER,
      sheetRow(1),
      sheetRow(2, { registerDate: 45678, modelId: String(names().model.modelId) }),
      [],
      sheetRow(3, { plate: '京12345' }),
      sheetRow(4, { storeId: elsewhere.storeName }),
      sheetRow(5, { color: '', registerDate: '2026-02-30' }),
      sheetRow(6, { plate: plateOf(1) }),
    ]);
    let release = () => {};
    gate.open = new Promise<void>((resolve) => (release = resolve));
    await user.upload(fileInput(dialog), file);
    // Being read: the progress, and no report yet.
    const status = await within(dialog).findByRole('status');
    expect(within(status).getByRole('progressbar', { name: '检查进度' })).toBeInTheDocument();
    expect(status).toHaveTextContent('正在读取文件…');
    expect(within(dialog).queryByText(/^共 \d+ 行/)).toBeNull();
    release();
    // The report: the blank row skipped, rows numbered as in the sheet.
    expect(await within(dialog).findByText('共 6 行：2 行通过，4 行未通过')).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(problemLines(dialog)).toEqual([
      ['5', '车牌号', '请正确填写车牌号'],
      ['6', '所在门店', '所在门店：所选门店不属于所选城市'],
      ['7', '车身颜色', '请选择车身颜色'],
      ['7', '注册日期', '注册日期：请输入正确的日期（年-月-日）'],
      ['8', '车牌号', '该车牌号的车辆已存在（与第2行相同）'],
    ]);
    expect(data().vehicles).toHaveLength(before);
    await user.click(within(dialog).getByRole('button', { name: /导入 2 行有效数据/ }));
    expect(await within(dialog).findByText('已导入 2 行')).toBeInTheDocument();
    // In the backend, as read from the sheet.
    const { model, city, store } = names();
    expect(data().vehicles).toHaveLength(before + 2);
    expect(data().vehicles.find((v) => v.plate === plateOf(1))).toMatchObject({
      vin: 'LSVAB4BR9EN000001', modelId: model.modelId, cityId: city.cityId, storeId: store.storeId, mileage: 1200,
      registerDate: '2026-03-05', inspectionExpiry: '2025-12-09', purchasePrice: 120000,
    });
    expect(data().vehicles.find((v) => v.plate === plateOf(2))).toMatchObject({ registerDate: '2025-01-21', modelId: model.modelId });
    // And in the list, once the dialog is closed.
    await user.click(within(dialog).getByRole('button', { name: /完\s?成/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(plateOf(1))).toBeInTheDocument();
    expect(screen.getByText(plateOf(2))).toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it('adds the backend\'s refusal of a row to the report, nothing saved; the other rows import after', async () => {
    const user = userEvent.setup();
    const taken = data().vehicles[1]!.plate;
    const before = data().vehicles.length;
    const history = data().changeLog.length;
    const dialog = await renderDialog();
    // A failing row before the taken plate: the backend's index counts the rows sent, not the sheet's.
    await user.upload(fileInput(dialog), xlsxFile([HEADER, sheetRow(1), sheetRow(4, { vin: 'bad' }), sheetRow(2, { plate: taken }), sheetRow(3)]));
    // The file alone cannot know the plate is taken.
    expect(await within(dialog).findByText('共 4 行：3 行通过，1 行未通过')).toBeInTheDocument();
    expect(problemLines(dialog)).toEqual([['3', '车架号', '请输入17位车架号（字母不含I、O、Q）']]);
    await user.click(within(dialog).getByRole('button', { name: /导入 3 行有效数据/ }));
    expect(await within(dialog).findByText('共 4 行：2 行通过，2 行未通过')).toBeInTheDocument();
    expect(within(dialog).getByText('服务端拒绝了 1 行，未导入任何数据。这些行已加入报告；可再导入其余 2 行。')).toBeInTheDocument();
    expect(problemLines(dialog)).toEqual([
      ['3', '车架号', '请输入17位车架号（字母不含I、O、Q）'],
      ['4', '车牌号', '该车牌号的车辆已存在'],
    ]);
    expect(data().vehicles).toHaveLength(before);
    expect(data().changeLog).toHaveLength(history);
    // One row fewer is offered, and imports.
    await user.click(within(dialog).getByRole('button', { name: /导入 2 行有效数据/ }));
    expect(await within(dialog).findByText('已导入 2 行')).toBeInTheDocument();
    expect(data().vehicles.filter((v) => v.plate === taken)).toHaveLength(1);
    expect(data().vehicles.map((v) => v.plate)).toEqual(expect.arrayContaining([plateOf(1), plateOf(3)]));
    expect(data().vehicles).toHaveLength(before + 2);
    expect(data().changeLog.filter((e) => e.action === 'import').map((e) => e.recordLabel).sort()).toEqual([plateOf(1), plateOf(3)]);
    expect(errors).toEqual([]);
  });

  it('says so when the import fails as a whole, nothing saved, and offers the same rows again', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/vehicle/import', () => HttpResponse.json({ code: 1, msg: '导入服务维护中', data: null })));
    const before = data().vehicles.length;
    const dialog = await renderDialog();
    await user.upload(fileInput(dialog), xlsxFile([HEADER, sheetRow(1), sheetRow(2)]));
    await user.click(await within(dialog).findByRole('button', { name: /导入 2 行有效数据/ }));
    expect(await within(dialog).findByText('导入失败：导入服务维护中。未导入任何数据。')).toBeInTheDocument();
    expect(within(dialog).getByText('共 2 行：2 行通过，0 行未通过')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /导入 2 行有效数据/ })).toBeEnabled();
    expect(data().vehicles).toHaveLength(before);
  });

  it('refuses a file missing a required column, or not a spreadsheet, before checking any row', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await renderDialog();
    const without = (names: string[]) => columns.flatMap((f, i) => (names.includes(f.name) ? [] : [i]));
    const keep = without(['vin', 'storeId', 'remark']);
    await user.upload(fileInput(dialog), xlsxFile([keep.map((i) => HEADER[i]), keep.map((i) => sheetRow(1)[i])]));
    expect(await within(dialog).findByText('缺少必填列：车架号、所在门店。请使用下载的模板')).toBeInTheDocument();
    // A CSV with its header in one language only is read the same way.
    const csv = without(['color']);
    await user.upload(fileInput(dialog), new File([`${csv.map((i) => columns[i]!.label['zh-CN']).join(',')}\n${csv.map((i) => String(sheetRow(1)[i])).join(',')}\n`], '车辆.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('缺少必填列：车身颜色。请使用下载的模板')).toBeInTheDocument();
    await user.upload(fileInput(dialog), new File(['车牌号\n京A12345\n'], '车辆.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText('请上传 .xlsx、.xls 或 .csv 文件')).toBeInTheDocument();
    expect(within(dialog).queryByText(/^共 \d+ 行/)).toBeNull();
  });

  it('downloads the template: the columns\' headers, drop-down lists of the choices from a hidden sheet', async () => {
    const user = userEvent.setup();
    const dialog = await renderDialog();
    await user.click(within(dialog).getByRole('button', { name: /下载导入模板/ }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, fileName] = vi.mocked(saveAs).mock.calls[0]!;
    expect(fileName).toBe('车辆管理导入模板.xlsx');
    const bytes = new Uint8Array(await (blob as Blob).arrayBuffer());
    const book = read(bytes, { type: 'array' });
    expect(book.SheetNames).toEqual(['导入数据', '填写说明', '选项']);
    expect(utils.sheet_to_json<unknown[]>(book.Sheets['导入数据']!, { header: 1 })).toEqual([HEADER]);
    expect(book.Workbook?.Sheets?.map((s) => s.Hidden ?? 0)).toEqual([0, 0, 1]);
    // The instructions give a shaped column's form as the add form's hint does.
    const help = utils.sheet_to_json<string[]>(book.Sheets['填写说明']!, { header: 1, defval: '' });
    const plateColumn = columns.find((f) => f.type === 'plate')!;
    expect(help.find((r) => r[0] === headerText(plateColumn))?.[2]).toBe('如 京A12345，新能源如 粤BD12345');
    // The hidden sheet: a column per list (model, colour, city, store), headed by its label.
    const lists = utils.sheet_to_json<string[]>(book.Sheets['选项']!, { header: 1, defval: '' });
    expect(lists[0]).toEqual(['车型', '车身颜色', '所在城市', '所在门店']);
    const column = (i: number) => lists.slice(1).map((r) => r[i]).filter(Boolean);
    expect(column(0)).toEqual(data().models.map((m) => m.modelName));
    // The enabled colours of the basic information, in their order.
    expect(column(1)).toEqual(data().BasicInfoColors.filter((c) => c.status === 0).toSorted((a, b) => a.sort - b.sort).map((c) => c.colorName));
    // The opened cities, as the form's city select offers them.
    expect(column(2)).toEqual(data().cities.filter((c) => c.dredgeState === 1).map((c) => c.cityName));
    expect(column(3)).toEqual(expect.arrayContaining([names().store.storeName, names().elsewhere.storeName]));
    // The data sheet's XML: the lists on the model, city and store columns, placed after the cells.
    const zip = CFB.read(bytes, { type: 'array' });
    const sheetXml = new TextDecoder().decode(CFB.find(zip, '/xl/worksheets/sheet1.xml')!.content as Uint8Array);
    const letter = (name: string) => utils.encode_col(columns.findIndex((f) => f.name === name));
    expect(sheetXml).toMatch(/<\/sheetData><dataValidations count="4">/);
    const validations = [...sheetXml.matchAll(/<dataValidation type="list"[^>]* sqref="([A-Z]+)2:\1(\d+)"><formula1>([^<]*)<\/formula1>/g)].map((m) => [m[1], m[2], m[3]]);
    expect(validations).toEqual([
      [letter('modelId'), '10001', `'选项'!$A$2:$A$${column(0).length + 1}`],
      [letter('color'), '10001', `'选项'!$B$2:$B$${column(1).length + 1}`],
      [letter('cityId'), '10001', `'选项'!$C$2:$C$${column(2).length + 1}`],
      [letter('storeId'), '10001', `'选项'!$D$2:$D$${column(3).length + 1}`],
    ]);
    expect(errors).toEqual([]);
  });

  it('downloads the report: each row as read, its sheet row first, its problems last; corrected, it imports as it is', async () => {
    const user = userEvent.setup();
    const dialog = await renderDialog();
    const rows = [sheetRow(1), sheetRow(2, { plate: '京12345', color: '' })];
    await user.upload(fileInput(dialog), xlsxFile([HEADER, ...rows]));
    expect(await within(dialog).findByText('共 2 行：1 行通过，1 行未通过')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /下载检查报告/ }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, fileName] = vi.mocked(saveAs).mock.calls[0]!;
    expect(fileName).toMatch(/^车辆管理导入检查报告\d{14}\.xlsx$/);
    const book = read(new Uint8Array(await (blob as Blob).arrayBuffer()), { type: 'array' });
    expect(book.SheetNames).toEqual(['检查报告']);
    const report = utils.sheet_to_json<unknown[]>(book.Sheets['检查报告']!, { header: 1, defval: '' });
    expect(report).toEqual([
      ['原行号', ...HEADER, '错误信息'],
      [2, ...rows[0]!.map(String), ''],
      [3, ...rows[1]!.map(String), '请正确填写车牌号；请选择车身颜色'],
    ]);
    // Corrected in place, the report is a file to import: its extra columns are ignored.
    const corrected = report.map((r, i) => (i === 2 ? r.map((cell, c) => (c === 1 ? plateOf(2) : HEADER[c - 1] === '*车身颜色 / Colour' ? '曜石黑' : cell)) : r));
    await user.click(within(dialog).getByRole('button', { name: /重新选择文件/ }));
    await user.upload(fileInput(dialog), xlsxFile(corrected, '车辆导入检查报告.xlsx'));
    expect(await within(dialog).findByText('共 2 行：2 行通过，0 行未通过')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /导入 2 行有效数据/ }));
    expect(await within(dialog).findByText('已导入 2 行')).toBeInTheDocument();
    expect(data().vehicles.find((v) => v.plate === plateOf(2))).toMatchObject({ color: '曜石黑', inspectionExpiry: '2025-12-09' });
    expect(errors).toEqual([]);
  });
});
