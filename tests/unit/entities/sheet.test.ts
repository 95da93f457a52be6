/**
 * Spreadsheet import, its pure half (src/entities/sheet.ts): which form fields a sheet carries, how its header is
 * matched (bilingual header, either label, the wire name; `*` and spaces aside), how each kind's cell becomes the
 * value the save takes (a label its value, a city's name its id, a store only in the row's city, dates in the usual
 * spellings and as serial numbers, 是/否, 12,000), and the check of a row with the form's messages — required, the
 * kind's and the declared rules, and the unique fields unique within the file across slices.
 */
import { describe, expect, it } from 'vitest';
import { ENTITIES } from '@/entities';
import { changeLog } from '@/entities/admin/changeLog';
import { company } from '@/entities/admin/company';
import { department } from '@/entities/admin/department';
import { device } from '@/entities/admin/device';
import { vehicle } from '@/entities/admin/vehicle';
import { defineEntity, type EntityField } from '@/entities/define';
import { car, supplierDriver } from '@/entities/supplier';
import { cellText, checkRows, headerText, importable, importColumns, isBlankRow, readHeader, type CheckedRow, type Lookups } from '@/entities/sheet';

const t = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

/** The kinds the vehicle does not have on its form: a bilingual enum, a multi, a switch, a date-time, a time. */
const probe = defineEntity({
  id: 'sheetProbe',
  title: t('样例', 'Probe'),
  rowKey: 'id',
  base: '/api/sheetProbe',
  ops: { save: true },
  fields: [
    { name: 'level', type: 'enum', options: [{ value: '1', label: t('高', 'High') }, { value: '2', label: t('低', 'Low') }], label: t('级别', 'Level'), form: true, required: t('请选择级别', 'Choose the level') },
    { name: 'tags', type: 'multi', options: [{ value: 'a', label: t('甲', 'Alpha') }, { value: 'b', label: t('乙', 'Beta') }], label: t('标签', 'Tags'), form: true },
    { name: 'active', type: 'switch', label: t('启用', 'Active'), form: true },
    { name: 'startAt', type: 'datetime', label: t('开始时间', 'Starts'), form: true },
    { name: 'at', type: 'time', label: t('时刻', 'At'), form: true },
    { name: 'ratio', type: 'percent', label: t('比例', 'Ratio'), form: true },
    { name: 'photo', type: 'image', label: t('照片', 'Photo'), form: true },
    { name: 'owner', type: 'reference', optionsPath: '/api/sheetProbe/owners', label: t('负责人', 'Owner'), form: true },
    { name: 'helper', type: 'reference', optionsPath: '/api/sheetProbe/helpers', dependsOn: { field: 'owner', refusal: t('不匹配', 'No match') }, label: t('助手', 'Helper'), form: true },
    { name: 'note', type: 'richText', label: t('说明', 'Note'), form: true },
    { name: 'listed', type: 'text', label: t('仅列表', 'Listed'), column: true },
  ],
});

/** The same, with a photo it cannot do without: not importable. */
const needsPhoto = defineEntity({
  id: 'sheetProbePhoto',
  title: t('样例', 'Probe'),
  rowKey: 'id',
  base: '/api/sheetProbePhoto',
  ops: { save: true },
  fields: [
    { name: 'name', type: 'text', label: t('名称', 'Name'), form: true, required: t('请填写名称', 'Enter the name') },
    { name: 'photo', type: 'image', label: t('照片', 'Photo'), form: true, required: t('请上传照片', 'Upload the photo') },
  ],
});

const optedOut = defineEntity({
  id: 'sheetProbeNoImport',
  title: t('样例', 'Probe'),
  rowKey: 'id',
  base: '/api/sheetProbeNoImport',
  ops: { save: true, import: false },
  fields: [{ name: 'name', type: 'text', label: t('名称', 'Name'), form: true }],
});

/** The choices as the dialog asks them of the backend (ids as text, names as labels, a store's city as its parent). */
const LOOKUPS: Lookups = {
  modelId: [{ value: '101', labels: ['大众朗逸 1.5L 自动'] }, { value: '102', labels: ['丰田卡罗拉 1.2T 自动'] }],
  // The colours of the basic information: a vehicle stores the name.
  color: [{ value: '珍珠白', labels: ['珍珠白'] }, { value: '曜石黑', labels: ['曜石黑'] }],
  cityId: [{ value: '110100', labels: ['北京'] }, { value: '310100', labels: ['上海'] }],
  storeId: [
    { value: '1001', labels: ['北京望京SOHO店'], parent: '110100' },
    { value: '1005', labels: ['上海陆家嘴店'], parent: '310100' },
    // The same name in two cities: the row's city decides.
    { value: '2001', labels: ['机场店'], parent: '110100' },
    { value: '2002', labels: ['机场店'], parent: '310100' },
  ],
  level: [{ value: '1', labels: ['高', 'High'] }, { value: '2', labels: ['低', 'Low'] }],
  tags: [{ value: 'a', labels: ['甲', 'Alpha'] }, { value: 'b', labels: ['乙', 'Beta'] }],
};

const columns = importColumns(vehicle);
const header = columns.map(headerText);

/** A vehicle row that passes, as typed in the template (by column name; the rest left as given). */
const GOOD: Record<string, unknown> = {
  plate: '京A7H2K9',
  vin: 'LSVAB4BR9EN123457',
  engineNo: 'EA123456',
  modelId: '大众朗逸 1.5L 自动',
  color: '珍珠白',
  mileage: 1200,
  cityId: '北京',
  storeId: '北京望京SOHO店',
  registerDate: '2026-03-05',
  inspectionExpiry: '2027-03-04',
};

const cellsOf = (row: Record<string, unknown>) => columns.map((f) => row[f.name] ?? '');

/** Checks vehicle rows (by column name) in one slice, numbered from sheet row 2. */
function checkVehicles(rows: Record<string, unknown>[], seen = new Map<string, Map<string, number>>()): CheckedRow[] {
  const { fields } = readHeader(columns, header);
  return checkRows(fields, columns, rows.map((r, i) => ({ rowNo: i + 2, cells: cellsOf(r) })), LOOKUPS, seen);
}

/** One vehicle row's problems as `field: message` (zh-CN). */
const problemsOf = (row: Record<string, unknown>) => checkVehicles([row])[0]!.problems.map((p) => `${p.field ?? ''}: ${p.message['zh-CN']}`);

/** A probe row's value of one field, or its problem (zh-CN), from the cell given. */
function probeCell(name: string, cell: unknown, lookups: Lookups = LOOKUPS): string {
  const cols = importColumns(probe);
  const at = cols.findIndex((f) => f.name === name);
  const [row] = checkRows(cols, cols, [{ rowNo: 2, cells: cols.map((_, i) => (i === at ? cell : i === 0 && name !== 'level' ? '高' : '')) }], lookups, new Map());
  const problem = row!.problems.find((p) => p.field === name);
  return problem ? `!${problem.message['zh-CN']}` : (row!.values[name] ?? '<none>');
}

describe('the columns of a sheet', () => {
  it('are the form fields a cell can hold, in the form order: no image, rich text, dependent reference or list-only field', () => {
    expect(columns.map((f) => f.name)).toEqual([
      'plate', 'vin', 'engineNo', 'modelId', 'color', 'mileage', 'cityId', 'storeId', 'registerDate', 'inspectionExpiry', 'purchasePrice', 'remark',
    ]);
    expect(importColumns(probe).map((f) => f.name)).toEqual(['level', 'tags', 'active', 'startAt', 'at', 'ratio', 'owner']);
  });

  it('have a bilingual header, a required one marked with *', () => {
    expect(header.slice(0, 4)).toEqual(['*车牌号 / Plate', '*车架号 / VIN', '*发动机号 / Engine no.', '*车型 / Model']);
    expect(headerText(columns.find((f) => f.name === 'remark')!)).toBe('备注 / Remark');
    const same: EntityField = { name: 'x', type: 'text', label: t('VIN', 'VIN') };
    expect(headerText(same)).toBe('VIN');
  });
});

describe('importable', () => {
  it('is true for the vehicle and the other declared entities with a save, and only those', () => {
    expect(importable(vehicle)).toBe(true);
    const ids = ENTITIES.filter(importable).map((e) => e.id);
    expect(ids).toEqual(expect.arrayContaining([company.id, department.id, car.id, supplierDriver.id, vehicle.id, device.id]));
    for (const e of ENTITIES) expect(importable(e)).toBe(!!e.endpoints.save && !!e.endpoints.import && importColumns(e).length > 0 && e.fields.every((f) => !(f.form && f.required) || importColumns(e).includes(f)));
  });

  it('is false without a save, with import opted out, or when a required field cannot come from a cell', () => {
    expect(changeLog.endpoints.save).toBeUndefined();
    expect(importable(changeLog)).toBe(false);
    expect(importable(optedOut)).toBe(false);
    expect(importable(needsPhoto)).toBe(false);
    // An optional photo is simply not a column.
    expect(importable(probe)).toBe(true);
  });
});

describe('readHeader', () => {
  const name = (f: EntityField | null) => f?.name ?? null;

  it('matches the template header, either label and the wire name, with * and spaces aside, in any order', () => {
    const { fields, missing } = readHeader(columns, ['Plate', ' * 车 架 号 ', 'engineNo', '*车型 / Model', 'COLOUR', '里程（km）', '所在城市', '门店', 'store id', '注册日期 / Registered', 'inspectionexpiry']);
    expect(fields.map(name)).toEqual(['plate', 'vin', 'engineNo', 'modelId', 'color', 'mileage', 'cityId', null, 'storeId', 'registerDate', 'inspectionExpiry']);
    expect(missing).toEqual([]);
  });

  it('ignores unknown columns and reads the first of a column named twice', () => {
    const { fields } = readHeader(columns, ['原行号', ...header, '错误信息', '车牌号']);
    expect(fields.map(name)).toEqual([null, ...columns.map((f) => f.name), null, null]);
  });

  it('names the required columns the sheet lacks (not the optional ones)', () => {
    const { missing } = readHeader(columns, header.filter((h) => !/车架号|所在门店|备注/.test(h)));
    expect(missing.map((f) => f.name)).toEqual(['vin', 'storeId']);
    expect(readHeader(columns, []).missing.map((f) => f.name)).toEqual(columns.filter((f) => f.required).map((f) => f.name));
  });
});

describe('checkRows: reading cells', () => {
  it('passes a good vehicle row, reading names as ids and a number as its text', () => {
    const [row] = checkVehicles([GOOD]);
    expect(row!.problems).toEqual([]);
    expect(row!.rowNo).toBe(2);
    expect(row!.values).toEqual({
      plate: '京A7H2K9', vin: 'LSVAB4BR9EN123457', engineNo: 'EA123456', modelId: '101', color: '珍珠白', mileage: '1200',
      cityId: '110100', storeId: '1001', registerDate: '2026-03-05', inspectionExpiry: '2027-03-04',
    });
    // The texts as the report shows them: as typed (empty optional cells empty).
    expect(row!.texts).toMatchObject({ modelId: '大众朗逸 1.5L 自动', cityId: '北京', mileage: '1200', remark: '' });
  });

  it('reads a reference, a city and a store by name or by id; a store only in the row\'s city', () => {
    expect(checkVehicles([{ ...GOOD, modelId: '102', cityId: '310100', storeId: '上海陆家嘴店' }])[0]!.values).toMatchObject({ modelId: '102', cityId: '310100', storeId: '1005' });
    // The same store name in two cities: the one of the row's city.
    expect(checkVehicles([{ ...GOOD, storeId: '机场店' }])[0]!.values.storeId).toBe('2001');
    expect(checkVehicles([{ ...GOOD, cityId: '上海', storeId: '机场店' }])[0]!.values.storeId).toBe('2002');
    expect(problemsOf({ ...GOOD, cityId: '上海', storeId: '北京望京SOHO店' })).toEqual(['storeId: 所选门店不属于所选城市']);
  });

  it('refuses a name that is not among the choices with "<label>的取值无效"', () => {
    expect(problemsOf({ ...GOOD, modelId: '特斯拉 Model Y' })).toEqual(['modelId: 车型的取值无效']);
    expect(problemsOf({ ...GOOD, cityId: '火星', storeId: '' })).toEqual(['cityId: 所在城市的取值无效', 'storeId: 请选择所在门店']);
    expect(problemsOf({ ...GOOD, storeId: '不存在的店' })).toEqual(['storeId: 所在门店的取值无效']);
  });

  it('reads an enum by its label in either language or its value, case aside', () => {
    expect(probeCell('level', '高')).toBe('1');
    expect(probeCell('level', 'low')).toBe('2');
    expect(probeCell('level', 'HIGH')).toBe('1');
    expect(probeCell('level', 2)).toBe('2');
    expect(probeCell('level', '中')).toBe('!级别的取值无效');
  });

  it('reads a multi as its values joined, each by label, separated by commas or 、', () => {
    expect(probeCell('tags', '甲、Beta')).toBe('a,b');
    expect(probeCell('tags', 'alpha, 乙')).toBe('a,b');
    expect(probeCell('tags', '甲，丙')).toBe('!标签的取值无效');
  });

  it('reads a date written 2026-3-5, 2026/3/5, 2026.3.5, 2026年3月5日 or as a serial number as YYYY-MM-DD', () => {
    const date = (cell: unknown) => checkVehicles([{ ...GOOD, registerDate: cell }])[0]!;
    for (const cell of ['2026-3-5', '2026/3/5', '2026.03.05', '2026年3月5日', ' 2026 年 3 月 5 日 ']) expect(date(cell).values.registerDate).toBe('2026-03-05');
    // 45678 days after 1899-12-30 (a cell formatted as a date holds this number); its time of day dropped.
    expect(date(45678).values.registerDate).toBe('2025-01-21');
    expect(date(45678.75).values.registerDate).toBe('2025-01-21');
    expect(date('45678').values.registerDate).toBe('2025-01-21');
  });

  it('refuses a date that is no calendar day, or not a date, with the date rule\'s message', () => {
    for (const cell of ['2026-02-30', '2026/13/1', '明天', '05/03/2026', '2026-03-05 10:00']) {
      expect(problemsOf({ ...GOOD, registerDate: cell })).toEqual(['registerDate: 请输入正确的日期（年-月-日）']);
    }
  });

  it('reads a date-time with its time (seconds added), a serial with its fraction of a day', () => {
    expect(probeCell('startAt', '2026/3/5 9:30')).toBe('2026-03-05 09:30:00');
    expect(probeCell('startAt', '2026年3月5日 09:30:15')).toBe('2026-03-05 09:30:15');
    expect(probeCell('startAt', '2026-03-05')).toBe('2026-03-05 00:00:00');
    expect(probeCell('startAt', 45678.75)).toBe('2025-01-21 18:00:00');
    expect(probeCell('startAt', '2026-02-30 10:00')).toBe('!请输入正确的日期时间（年-月-日 时:分:秒）');
  });

  it('reads a time as HH:mm, also a spreadsheet time (a fraction of a day)', () => {
    expect(probeCell('at', '09:30')).toBe('09:30');
    expect(probeCell('at', 0.3958333333)).toBe('09:30');
    expect(probeCell('at', '0.75')).toBe('18:00');
    expect(probeCell('at', '9点半')).toBe('!请输入正确的时间（时:分）');
  });

  it('refuses a name several choices share (a department name under two branches), taking the full path or the value', () => {
    const tree: Lookups = {
      ...LOOKUPS,
      owner: [
        { value: '11', labels: ['前台服务组', '总部/北京分公司/前台服务组'], shown: '总部/北京分公司/前台服务组' },
        { value: '21', labels: ['前台服务组', '总部/上海分公司/前台服务组'], shown: '总部/上海分公司/前台服务组' },
      ],
    };
    expect(probeCell('owner', '前台服务组', tree)).toBe('!负责人「前台服务组」有多个同名项，请填写下拉列表中的完整名称');
    expect(probeCell('owner', '总部/上海分公司/前台服务组', tree)).toBe('21');
    expect(probeCell('owner', '11', tree)).toBe('11');
  });

  it('reads a switch from 是/否 (and yes/no, true/false, 1/0), refusing anything else', () => {
    for (const yes of ['是', 'Yes', 'TRUE', '1', '√']) expect(probeCell('active', yes)).toBe('true');
    for (const no of ['否', 'no', 'false', 0, '×']) expect(probeCell('active', no)).toBe('false');
    expect(probeCell('active', '也许')).toBe('!请选择是或否');
  });

  it('reads numbers with thousands separators; refuses what the kind\'s rule refuses', () => {
    expect(checkVehicles([{ ...GOOD, purchasePrice: '12,000' }])[0]!.values.purchasePrice).toBe('12000');
    expect(checkVehicles([{ ...GOOD, purchasePrice: '1,234.5', mileage: '12,000' }])[0]!.values).toMatchObject({ purchasePrice: '1234.5', mileage: '12000' });
    expect(problemsOf({ ...GOOD, purchasePrice: '12.345' })).toEqual(['purchasePrice: 请输入正确的数字（保留两位小数)']);
    expect(problemsOf({ ...GOOD, mileage: '十二' })).toEqual(['mileage: 请填入不小于0的整数']);
    expect(problemsOf({ ...GOOD, mileage: 3_000_000 })).toEqual(['mileage: 请输入≥ 0 且 ≤ 2000000 的数字']);
    expect(probeCell('ratio', '101')).toMatch(/^!/);
    expect(probeCell('ratio', '12.5')).toBe('12.5');
  });

  it('reads a plate in capitals without spaces, and refuses a bad one with the plate rule', () => {
    expect(checkVehicles([{ ...GOOD, plate: ' 京a 7h2k9 ' }])[0]!.values.plate).toBe('京A7H2K9');
    expect(problemsOf({ ...GOOD, plate: '京12345' })).toEqual(['plate: 请正确填写车牌号']);
  });

  it('applies the declared validators with their messages', () => {
    expect(problemsOf({ ...GOOD, vin: 'LSVAB4BR9EN12345O' })).toEqual(['vin: 请输入17位车架号（字母不含I、O、Q）']);
    expect(problemsOf({ ...GOOD, engineNo: 'EA12🚗' })).toEqual(['engineNo: 不允许输入表情符号']);
    expect(probeCell('at', '25:00')).toBe('!请输入正确的时间（时:分）');
  });

  it('refuses an empty required cell with the form\'s required message (also when its column is absent), reporting every problem of the row', () => {
    const { fields } = readHeader(columns, header.filter((h) => !h.includes('发动机号')));
    const cells = columns.filter((f) => f.name !== 'engineNo').map((f) => (f.name === 'color' ? '   ' : f.name === 'plate' ? 'X' : (GOOD[f.name] ?? '')));
    const [row] = checkRows(fields, columns, [{ rowNo: 7, cells }], LOOKUPS, new Map());
    expect(row!.rowNo).toBe(7);
    expect(row!.problems.map((p) => [p.field, p.label?.['zh-CN'], p.message['zh-CN']])).toEqual([
      ['plate', '车牌号', '请正确填写车牌号'],
      ['engineNo', '发动机号', '请填写发动机号'],
      ['color', '车身颜色', '请选择车身颜色'],
    ]);
    // An empty optional cell is no problem and sends nothing.
    expect(row!.values).not.toHaveProperty('remark');
  });
});

describe('checkRows: uniqueness within the file', () => {
  it('refuses a unique value met in an earlier row, naming that row', () => {
    const rows = checkVehicles([
      GOOD,
      { ...GOOD, vin: 'LSVAB4BR9EN123458' },
      { ...GOOD, plate: '京B00001', vin: 'LSVAB4BR9EN123459' },
      { ...GOOD, plate: '京a7h2k9', vin: 'LSVAB4BR9EN123459' },
    ]);
    expect(rows.map((r) => r.problems.map((p) => `${p.field ?? ''}: ${p.message['zh-CN']}`))).toEqual([
      [],
      ['plate: 该车牌号的车辆已存在（与第2行相同）'],
      [],
      ['plate: 该车牌号的车辆已存在（与第2行相同）', 'vin: 该车架号的车辆已存在（与第4行相同）'],
    ]);
    expect(rows[1]!.problems[0]!.message['en-US']).toBe('A vehicle with this plate exists (same as row 2)');
  });

  it('remembers the values across slices checked separately (the same `seen`)', () => {
    const seen = new Map<string, Map<string, number>>();
    const { fields } = readHeader(columns, header);
    checkRows(fields, columns, [{ rowNo: 2, cells: cellsOf(GOOD) }], LOOKUPS, seen);
    const [later] = checkRows(fields, columns, [{ rowNo: 300, cells: cellsOf({ ...GOOD, plate: '京B00002' }) }], LOOKUPS, seen);
    expect(later!.problems.map((p) => p.message['zh-CN'])).toEqual(['该车架号的车辆已存在（与第2行相同）']);
    // A new `seen`: nothing met yet.
    expect(checkRows(fields, columns, [{ rowNo: 300, cells: cellsOf(GOOD) }], LOOKUPS, new Map())[0]!.problems).toEqual([]);
  });
});

describe('cells as text', () => {
  it('trims text, writes numbers as they are, and finds blank rows', () => {
    expect(cellText('  京A12345 ')).toBe('京A12345');
    expect(cellText(12000.5)).toBe('12000.5');
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText(Number.NaN)).toBe('');
    expect(cellText(true)).toBe('true');
    expect(cellText(new Date(2026, 2, 5))).toBe('2026-03-05');
    expect(isBlankRow(['', '  ', null, undefined])).toBe(true);
    expect(isBlankRow(['', 0])).toBe(false);
  });
});
