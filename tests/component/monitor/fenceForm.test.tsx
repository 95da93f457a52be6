/**
 * The fence form's §5 shape rule (/editMap: the generic form with the `geoShape` kind) with the drawing map replaced
 * at its module boundary (jsdom cannot draw WebGL; the real drawing is tested in Chromium: tests/e2e/fence.spec.ts).
 * The stand-in "draws" by handing the form a shape as terra-draw's would. The form refuses a crossing polygon, too few
 * points and a radius out of range with the rule's message and keeps the fence unchanged; the backend refuses the same
 * shapes with the same message; a valid circle saves, its shape type and radius following.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { declaredScreen } from '@/components/entity/screens';
import { fence } from '@/entities/monitor/fence';
import { circleRing, shapeText, type LngLat } from '@/lib/geo';
import { FENCE_SHAPE_MESSAGES } from '@/lib/validators';
import { data } from '@/mocks/db';
import { collectHttpErrors, renderScreens } from '../harness';
import { call } from '../../unit/mocks/api';

const C: LngLat = [104.07, 30.57];
const SHAPES = {
  bowTie: shapeText({ kind: 'polygon', ring: [[104.06, 30.56], [104.08, 30.58], [104.08, 30.56], [104.06, 30.58]] }),
  twoPoints: shapeText({ kind: 'polygon', ring: [[104.06, 30.56], [104.08, 30.58], [104.06, 30.56]] }),
  tinyCircle: shapeText({ kind: 'circle', center: C, radius: 30, ring: circleRing(C, 30) }),
  goodCircle: shapeText({ kind: 'circle', center: C, radius: 1200, ring: circleRing(C, 1200) }),
};

vi.mock('@/components/map', () => ({
  DEMO_ROADS_LABEL: { 'zh-CN': '演示道路（合成）', 'en-US': 'Demo roads (synthetic)' },
  ShapeMapView: () => <div data-testid="shape-map" />,
  ShapeDrawView: ({ onChange }: { onChange?: (v: unknown) => void }) => (
    <div data-testid="draw">
      {Object.entries(SHAPES).map(([name, text]) => (
        <button key={name} type="button" onClick={() => onChange?.(text)}>{`draw:${name}`}</button>
      ))}
    </div>
  ),
}));

collectHttpErrors('admin', 'admin123');

describe('/editMap: the fence shape rule', () => {
  it('refuses what the rule refuses, as the backend does, and saves a valid circle', { timeout: 120_000 }, async () => {
    const user = userEvent.setup();
    const row = data().electronicfencepage.find((f) => f.status === 0)!;
    const before = row.shape;
    renderScreens(`/editMap?fenceId=${row.fenceId}&parent=%2Felectronicfencepage`, { '/editMap': declaredScreen(fence, '/editMap'), '/electronicfencepage': () => <p>list</p> });
    await screen.findByTestId('draw');
    await waitFor(() => expect(screen.getByLabelText('围栏名称')).toHaveValue(row.fenceName));

    const cases = [
      ['bowTie', FENCE_SHAPE_MESSAGES.crossing],
      ['twoPoints', FENCE_SHAPE_MESSAGES.points],
      ['tinyCircle', FENCE_SHAPE_MESSAGES.radius],
    ] as const;
    for (const [name, message] of cases) {
      await user.click(screen.getByRole('button', { name: `draw:${name}` }));
      await user.click(screen.getByRole('button', { name: /保\s?存/ }));
      expect(await screen.findByText(message['zh-CN'])).toBeInTheDocument();
      expect(data().electronicfencepage.find((f) => f.fenceId === row.fenceId)!.shape).toBe(before);
      // The backend refuses the same shape with the same message.
      const answer = await call('/api/fence/save', { params: { ...row, cars: JSON.stringify(row.cars), shape: SHAPES[name] } });
      expect(answer.msg).toBe(message['zh-CN']);
    }

    await user.click(screen.getByRole('button', { name: 'draw:goodCircle' }));
    await user.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('list')).toBeInTheDocument();
    const saved = data().electronicfencepage.find((f) => f.fenceId === row.fenceId)!;
    expect(saved.shape).toBe(SHAPES.goodCircle);
    expect(saved.shapeType).toBe('circle');
    expect(saved.radius).toBe(1200);
  });
});
