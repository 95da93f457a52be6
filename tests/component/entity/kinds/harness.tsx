/**
 * The field-kind tests' harness: a tiny entity declared around one field of the kind under test, served by the demo
 * backend's own derived checks (derive / matchRows / savedValues of src/mocks/entities.ts, the code every declared
 * entity's endpoints run) over rows the test gives, and shown through the real generic list, detail and add/edit
 * screens. One render per kind: the list (filter, cell), then the detail, then the form, by navigating the router.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { EntityDetailPage } from '@/components/entity/EntityDetailPage';
import { EntityFormPage } from '@/components/entity/EntityFormPage';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { defineEntity, type AnySchema, type EntityField, type FieldType } from '@/entities/define';
import { derive, matchRows, savedValues } from '@/mocks/entities';
import { ApiError } from '@/mocks/errors';
import { readParams } from '@/mocks/params';
import { envelope, paginate } from '@/mocks/respond';
import { server } from '@/mocks/node';
import { renderScreens } from '../../harness';

type Row = Record<string, unknown>;

export const LABEL = '测试字段';
export const REQUIRED = '请填写测试字段';
export const LIST = '/kindList';
export const DETAIL = '/kindDetail';
export const EDIT = '/kindEdit';

/** The entity of one field `value` of the given kind (a filter, a column, on the detail and the form). */
export function kindEntity(field: { type: FieldType } & Record<string, unknown>, others: readonly EntityField[] = []): AnySchema {
  const main = { name: 'value', label: { 'zh-CN': LABEL, 'en-US': 'Tested field' }, filter: true, column: true, form: true, ...field } as EntityField;
  return defineEntity({
    id: `kind-${main.type}`,
    title: { 'zh-CN': '字段类型测试', 'en-US': 'Field kind test' },
    base: `/api/kindTest/${main.type}`,
    ops: { save: true },
    rowKey: 'id',
    fields: [main, ...others],
    screens: { list: LIST, detail: DETAIL, edit: EDIT },
  });
}

export interface Served {
  /** The JSON bodies the save endpoint received, as sent. */
  saved: Row[];
  /** The parameters of each list call. */
  listed: Record<string, string>[];
  /** Posts a body to the save endpoint (as another client would) and returns its answer. */
  save(body: Row): Promise<{ code: number; msg: string }>;
}

/** Serves the entity over `rows` with the demo backend's derived list filter and save checks. */
export function serve(schema: AnySchema, rows: Row[]): Served {
  const def = derive(schema, { collection: 'vehicles' });
  const base = schema.base!;
  const saved: Row[] = [];
  const listed: Record<string, string>[] = [];
  const answer = async (run: () => unknown | Promise<unknown>) => {
    try {
      return HttpResponse.json(envelope(0, '成功', (await run()) ?? null));
    } catch (e) {
      if (e instanceof ApiError) return HttpResponse.json(envelope(e.code, e.message, null));
      throw e;
    }
  };
  server.use(
    http.all(`*${base}/list`, ({ request }) =>
      answer(async () => {
        const p = await readParams(request);
        listed.push(Object.fromEntries(p.entries()));
        return paginate(matchRows(def, rows, p), p);
      }),
    ),
    http.all(`*${base}/detail`, ({ request }) =>
      answer(async () => {
        const p = await readParams(request);
        return rows.find((r) => String(r.id) === p.str('id')) ?? null;
      }),
    ),
    http.post(`*${base}/save`, async ({ request }) => {
      const body = (await request.clone().json()) as Row;
      return answer(async () => {
        const { values } = savedValues(def.save!.fields, await readParams(request));
        saved.push(body);
        return { id: 99, ...values };
      });
    }),
  );
  return {
    saved,
    listed,
    save: async (body) => {
      const res = await fetch(new URL(`${base}/save`, location.href), { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });
      return (await res.json()) as { code: number; msg: string };
    },
  };
}

/** Renders the entity's list, detail and form screens at `url`. */
export function renderKind(schema: AnySchema, url: string) {
  return renderScreens(url, {
    [LIST]: () => <EntityListPage schema={schema} />,
    [DETAIL]: () => <EntityDetailPage schema={schema} defaultParent={LIST} />,
    [EDIT]: () => <EntityFormPage schema={schema} defaultParent={LIST} />,
  });
}

/** Goes to another of the screens (detail, form) in the same render. */
export async function goTo(router: ReturnType<typeof renderKind>, url: string) {
  await act(() => router.navigate(url));
}

/** The rows the list shows. */
export const rows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');

/** The cells of the list's first row (waits for it). */
export async function firstRowCells(): Promise<HTMLElement[]> {
  await waitFor(() => expect(document.querySelector('.ant-table-tbody tr.ant-table-row')).not.toBeNull());
  return [...document.querySelector('.ant-table-tbody tr.ant-table-row')!.querySelectorAll<HTMLElement>('td')];
}

/** The detail's value of the tested field (waits for the detail). */
export async function detailValue(): Promise<HTMLElement> {
  const [label] = await screen.findAllByText(LABEL, { selector: '.ant-descriptions-item-label > span' });
  return label!.closest('th')!.nextElementSibling as HTMLElement;
}

/** The form's error under a field. */
export const formError = (msg: string) => screen.findByText(msg, { selector: '.ant-form-item-explain-error' });

export const saveButton = () => screen.getByRole('button', { name: /保\s?存/ });
export const searchButton = () => screen.getByRole('button', { name: /查\s?询/ });

/** The body of the last successful save (waits for it). */
export async function lastSaved(served: Served): Promise<Row> {
  await waitFor(() => expect(served.saved.length).toBeGreaterThan(0));
  return served.saved.at(-1)!;
}

/** The parameters of the last list call once it names `name` (waits for it). */
export async function listedWith(served: Served, name: string): Promise<Record<string, string>> {
  await waitFor(() => expect(served.listed.at(-1)).toHaveProperty(name));
  return served.listed.at(-1)!;
}
