/**
 * "First content" of a screen ([Q] item 11; src/components/screenReady.ts): the shared components mark their first
 * meaningful element `data-screen-ready` once the screen's data is drawn — a list's table with its first page, a
 * detail's values, an edit form with its record's values — and not before (bench/screens.mjs times each screen by it).
 * The bespoke screens mark theirs too, each kind at its own first content: a record screen's body (RecordScreen), the
 * attachments' cards, the column settings' lists, an approval's values or why there are none, the custom form editor's
 * form with the edited form's values, the designer's canvas with the diagram drawn (bpmn-js' import done), the demand
 * bill's choice of client and month once they are read. They are opened at the addresses the bench opens them at
 * (tests/e2e/crawlRoutes.ts), here in Chromium (the browser project: bpmn-js draws in a real browser).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { declaredScreen } from '@/components/entity/screens';
import { vehicle } from '@/entities/admin/vehicle';
import ColumnSettingsPage from '@/features/account/ColumnSettingsPage';
import AppendixPage from '@/features/account/AppendixPage';
import { DepartmentAddAccountPage } from '@/features/account/DepartmentAccountPages';
import { DemandBillAddPage } from '@/features/bills/DemandBillAddPage';
import DesignPage from '@/features/bpm/pages/DesignPage';
import FlowFormEditPage from '@/features/process/form/FlowFormEditPage';
import { ProcessInstanceDetailPage } from '@/features/process/screens';
import { data } from '@/mocks/db';
import { server } from '@/mocks/node';
import { collectHttpErrors, renderScreens } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');

const screens = {
  '/Vehicles': declaredScreen(vehicle, '/Vehicles'),
  '/VehiclesDetail': declaredScreen(vehicle, '/VehiclesDetail'),
  '/VehiclesEdit': declaredScreen(vehicle, '/VehiclesEdit'),
};

const ready = () => document.querySelector('[data-screen-ready="true"]');
const readyNow = () => waitFor(() => expect(ready()).not.toBeNull(), { timeout: 10_000 });

/** Holds the answers of GET `path` until the returned release is called (the screen's data not in yet). */
function holdAnswers(path: string): () => void {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(path, async () => {
      await gate;
      return undefined; // then the demo backend's own handler answers
    }),
  );
  return release;
}

describe('a screen’s first content is marked once its data is drawn', () => {
  it('a list: its table with the first page’s rows, not while the page is being read', async () => {
    const release = holdAnswers('/api/vehicle/list');
    renderScreens('/Vehicles', screens);
    await screen.findByRole('columnheader', { name: '车牌号' });
    expect(ready()).toBeNull();
    release();
    await readyNow();
    expect(ready()!.querySelectorAll('.ant-table-row').length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  it('a detail: the record’s values; an edit form: its fields with the record’s values', async () => {
    const v = data().vehicles[0]!;
    renderScreens(`/VehiclesDetail?carId=${v.carId}`, screens);
    await readyNow();
    expect(ready()).toHaveTextContent(v.vin);
    cleanup();
    renderScreens(`/VehiclesEdit?carId=${v.carId}`, screens);
    await readyNow();
    expect(ready()!.tagName).toBe('FORM');
    expect(screen.getByDisplayValue(v.vin).closest('form')).toBe(ready());
    expect(errors).toEqual([]);
  });
});

/** A bespoke screen, the address it is opened at, and what its first content shows once marked (`what`). */
interface Bespoke {
  what: string;
  path: string;
  page: ComponentType;
  query: () => string;
  shows: (marked: HTMLElement) => void;
}

const BESPOKE: Bespoke[] = [
  {
    what: 'a record screen: the new account’s form',
    path: '/departmentAddAccount',
    page: DepartmentAddAccountPage,
    query: () => 'id=107',
    shows: (marked) => expect(marked.querySelector('form[id="departmentAddAccount-form"]')).not.toBeNull(),
  },
  {
    what: 'the attachments’ cards',
    path: '/showAppendix',
    page: AppendixPage,
    query: () => 'fileIds=F100001,F100002,F100003',
    shows: (marked) => expect(marked.querySelectorAll('.ant-card').length).toBe(3),
  },
  {
    what: 'the lists whose columns are set',
    path: '/userTabulateConfigDeal',
    page: ColumnSettingsPage,
    query: () => '',
    shows: (marked) => expect(marked.querySelector('[role="menu"]')).not.toBeNull(),
  },
  {
    what: 'no approval named: why',
    path: '/processInstanceDetail',
    page: ProcessInstanceDetailPage,
    query: () => '',
    shows: (marked) => expect(marked).toHaveAttribute('role', 'alert'),
  },
  {
    what: 'an approval’s values',
    path: '/processInstanceDetail',
    page: ProcessInstanceDetailPage,
    query: () => `id=${data().bpmInstances[0]!.id}`,
    shows: (marked) => expect(marked).toHaveTextContent(data().bpmInstances[0]!.id),
  },
  {
    what: 'the edited form’s values',
    path: '/editFlowForm',
    page: FlowFormEditPage,
    query: () => 'formId=1',
    shows: (marked) => expect(within(marked).getByDisplayValue(data().bpmForms.find((f) => f.id === 1)!.name)).toBeInTheDocument(),
  },
  {
    what: 'the diagram drawn',
    path: '/design',
    page: DesignPage,
    query: () => '',
    shows: (marked) => expect(marked.querySelector('.djs-element[data-element-id^="StartEvent"]')).not.toBeNull(),
  },
  {
    what: 'the choice of client and month',
    path: '/demandBillAddPage',
    page: DemandBillAddPage,
    query: () => '',
    shows: (marked) => expect(within(marked).getByTestId('bill-company')).toBeInTheDocument(),
  },
];

describe('a bespoke screen marks its own first content', () => {
  it.each(BESPOKE)('$path: $what', async ({ path, page, query, shows }) => {
    renderScreens(`${path}?${query()}`, { [path]: page });
    await readyNow();
    shows(ready() as HTMLElement);
    expect(errors).toEqual([]);
  });
});
