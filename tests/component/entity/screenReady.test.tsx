/**
 * "First content" of a screen ([Q] item 11; src/components/screenReady.ts): the shared components mark their first
 * meaningful element `data-screen-ready` once the screen's data is drawn — a list's table with its first page, a
 * detail's values, an edit form with its record's values — and not before (bench/screens.mjs times each screen by it).
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { declaredScreen } from '@/components/entity/screens';
import { vehicle } from '@/entities/admin/vehicle';
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
