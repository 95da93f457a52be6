/**
 * A step's §2 route is declared once, on its step (`route` of a transition or a row action, src/entities/define.ts;
 * docs/architecture.md "Step dialogs"): every step route of the catalogue is named by exactly one step of one
 * declaration and resolves to a page drawn from it (the generic `StepScreen`, or a bespoke screen's own view of the step
 * built from the same declaration); `defineEntity` refuses a route outside the catalogue, one whose parent is not the
 * entity's list, and one route for two steps.
 */
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { declaredScreens, stepScreens } from '@/app/routes/declaredScreens';
import { bespokePages, builtPages } from '@/app/routes/pages';
import { findRoute } from '@/app/routes/table';
import { ENTITIES } from '@/entities';
import { defineEntity, stepRoutes, type EntityAction, type Transition } from '@/entities/define';
import { stepAddress } from '../../e2e/stepAddress';

/** §2's step routes: each a deep link to a step of a record (the record's detail with the step's dialog open). */
const STEP_ROUTES = [
  '/AuditAdd', '/StartRepairAdd', '/EndRepairAdd', '/AssetsAuditAdd', '/RepairStartAdd', '/RepairEndAdd',
  '/checkSheetAudit', '/branchOrderDispatchBefore', '/RefuelingOkAdd', '/DispatchDesignate', '/ModifyPrice', '/PerfectAdd',
];

/** Every step route of every declaration, with the declaration and the step naming it. */
const declared = ENTITIES.flatMap((schema) => stepRoutes(schema).map((step) => ({ schema, step })));

describe('the steps’ routes', () => {
  it.each(STEP_ROUTES)('%s is a route of the catalogue declared on exactly one step', (path) => {
    expect(findRoute(path), path).toBeDefined();
    const naming = declared.filter((d) => d.step.route === path).map((d) => `${d.schema.id}.${d.step.key}`);
    expect(naming, `${path} is named by`).toHaveLength(1);
  });

  it('no two steps of the declarations share a route, and each is in the generated map of the steps', () => {
    const routes = declared.map((d) => d.step.route);
    expect(routes.length).toBe(new Set(routes).size);
    expect(Object.keys(stepScreens).sort()).toEqual([...routes].sort());
  });

  it.each(STEP_ROUTES)('%s resolves to a page drawn from its declaration', async (path) => {
    const owner = declared.find((d) => d.step.route === path)!;
    expect(path in builtPages, `${path} is built`).toBe(true);
    expect(await stepScreens[path]!(), path).toBe(owner.schema);
    // The generic step screen, unless a bespoke screen draws its own view of the step (a policy's 完善 drawer).
    if (path in bespokePages) expect(path in declaredScreens, `${path} is bespoke or declared, not both`).toBe(false);
    else expect(await declaredScreens[path]!(), path).toBe(owner.schema);
    const page = (await builtPages[path]!()) as { default: ComponentType };
    expect(typeof page.default, `${path}'s page`).toBe('function');
  });

  it('the record a step route opens is one the step allows (its transition’s states, its action’s `when`)', () => {
    const audit = declared.find((d) => d.step.route === '/AuditAdd')!.step;
    expect(audit.key).toBe('audit');
    expect(audit.allowed({ workOrderStatus: 1 })).toBe(true);
    expect(audit.allowed({ workOrderStatus: 2 })).toBe(false);
    const registerStart = declared.find((d) => d.step.route === '/RepairStartAdd')!.step;
    expect(registerStart.key).toBe('registerStart');
    expect(registerStart.allowed({ workOrderStatus: 1 })).toBe(false);
  });
});

describe('the address the crawls and the bench open a step’s route at', () => {
  const route = (path: string) => findRoute(path)!;
  const asked: string[] = [];
  const rows = (answer: Record<string, unknown>[]) => (url: string) => {
    asked.push(url);
    return Promise.resolve(answer);
  };

  it('is the first row of the entity’s list the step allows, by its id, coming back to the list', async () => {
    const orders = [{ workOrderId: 1, workOrderStatus: 2 }, { workOrderId: 2, workOrderStatus: 1 }, { workOrderId: 3, workOrderStatus: 1 }];
    expect(await stepAddress(route('/AuditAdd'), rows(orders))).toBe('/AuditAdd?workOrderId=2&parent=%2FMaintenanceList');
    expect(asked.at(-1)).toBe('/api/maintenance/list?page=1&pageSize=100');
    const refuels = [{ refuelId: 7, refuelStatus: 1 }, { refuelId: 8, refuelStatus: 0 }];
    expect(await stepAddress(route('/RefuelingOkAdd'), rows(refuels))).toBe('/RefuelingOkAdd?refuelId=8&parent=%2FRefuelingList');
  });

  it('is the bare route when no row allows the step, and none for a route that is no step', async () => {
    expect(await stepAddress(route('/AuditAdd'), rows([{ workOrderId: 1, workOrderStatus: 6 }]))).toBe('/AuditAdd');
    expect(await stepAddress(route('/MaintenanceDetail'), rows([]))).toBeUndefined();
  });
});

describe('defineEntity and a step’s route', () => {
  const label = { 'zh-CN': '字段', 'en-US': 'Field' };
  const declare = (routes: { transition?: string; action?: string }, list = '/MaintenanceList') =>
    defineEntity({
      id: 'routeProbe',
      title: label,
      rowKey: 'id',
      base: '/api/routeProbe',
      status: { field: 'state' },
      screens: { list },
      fields: [{ name: 'state', type: 'enum', options: [{ value: '1', label }, { value: '2', label }], label }],
      transitions: [{ key: 'review', label, from: [1], to: 2, refusal: label, route: routes.transition } satisfies Transition],
      links: [{ key: 'note', label, call: '/api/routeProbe/note', route: routes.action } satisfies EntityAction],
    });

  it('takes routes of the catalogue whose parent is its list', () => {
    expect(stepRoutes(declare({ transition: '/AuditAdd', action: '/RepairStartAdd' })).map((s) => [s.route, s.key])).toEqual([
      ['/AuditAdd', 'review'],
      ['/RepairStartAdd', 'note'],
    ]);
  });

  it('refuses a route outside the catalogue, one under another list, and one route for two steps', () => {
    expect(() => declare({ transition: '/NoSuchStep' })).toThrow("step review's route /NoSuchStep is not in the route catalogue");
    expect(() => declare({ transition: '/AuditAdd' }, '/InsuranceList')).toThrow('has parent /MaintenanceList, not the list /InsuranceList');
    expect(() => declare({ transition: '/AuditAdd', action: '/AuditAdd' })).toThrow('route /AuditAdd is named by review and note');
  });
});
