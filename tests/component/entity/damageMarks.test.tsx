/**
 * The `damageMarks` kind: a click on the car's outline adds a numbered mark, its note is typed in the list (the
 * keyboard adds, edits and deletes marks there too), the value sent is the marks' JSON text; the detail shows the
 * outline with the marks and their notes; the form and the backend refuse a malformed value with the same rule.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AppForm } from '@/components/AppForm';
import { ActionFieldItems, actionPayload } from '@/components/entity/ActionButtons';
import { DamageMarksView } from '@/components/entity/DamageMarks';
import type { ActionField } from '@/entities/define';
import { rentOrder } from '@/entities/order/rentOrder';
import { DAMAGE_MARK_MESSAGES, damageMarksProblem, parseDamageMarks } from '@/lib/damageMarks';
import { declaredField } from '@/mocks/entities';
import { renderWidget } from '../components/widgetHarness';

const field = rentOrder.transitions.find((tr) => tr.key === 'return')!.fields!.find((f) => f.name === 'returnDamage')!;

function Dialog({ fields }: { fields: readonly ActionField[] }) {
  const [form] = Form.useForm();
  const [sent, setSent] = useState('');
  const send = () => void form.validateFields().then((v) => setSent(JSON.stringify(actionPayload(fields, v))), () => undefined);
  return (
    <AppForm form={form} layout="vertical">
      <ActionFieldItems fields={fields} />
      <Button onClick={send}>确定</Button>
      <output data-testid="sent">{sent}</output>
    </AppForm>
  );
}

describe('the pure rule (form and backend alike)', () => {
  it('reads marks, refuses what is not a list of marks in the outline', () => {
    expect(parseDamageMarks('')).toEqual([]);
    expect(parseDamageMarks('[{"x":10,"y":20,"note":"划痕"}]')).toEqual([{ x: 10, y: 20, note: '划痕' }]);
    expect(damageMarksProblem('[{"x":120,"y":20}]')).toBe(DAMAGE_MARK_MESSAGES.invalid);
    expect(damageMarksProblem('左前门划痕')).toBe(DAMAGE_MARK_MESSAGES.invalid);
    expect(damageMarksProblem(`[{"x":1,"y":2,"note":"${'长'.repeat(101)}"}]`)).toBe(DAMAGE_MARK_MESSAGES.note);
    expect(declaredField(field).check!('not json')).toBe('车损标记无效，请重新标记');
    expect(declaredField(field).check!('[{"x":50,"y":50,"note":"凹陷"}]')).toBeNull();
  });
});

describe('marking damage in a dialog', () => {
  it('a click on the outline adds mark 1, its note is typed in the list; the button adds mark 2; deleting leaves one', async () => {
    const user = userEvent.setup();
    renderWidget(<Dialog fields={[field]} />);
    const outline = screen.getByTestId('damage-outline');
    const box = outline.getBoundingClientRect();
    fireEvent.click(outline, { clientX: box.left + box.width / 4, clientY: box.top + box.height / 10 });
    await user.type(await screen.findByLabelText('标记1说明'), '前保险杠划痕');
    await user.click(screen.getByRole('button', { name: /添加标记/ }));
    await user.type(await screen.findByLabelText('标记2说明'), '车顶凹陷');
    await user.click(screen.getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(screen.getByTestId('sent').textContent).not.toBe(''));
    const marks = parseDamageMarks((JSON.parse(screen.getByTestId('sent').textContent!) as Record<string, string>).returnDamage);
    // Where the click was, in percent of the outline (to a pixel's rounding).
    expect(Math.abs(marks![0]!.x - 25)).toBeLessThan(1);
    expect(Math.abs(marks![0]!.y - 10)).toBeLessThan(1);
    expect(marks!.map((m) => m.note)).toEqual(['前保险杠划痕', '车顶凹陷']);
    expect(marks![1]).toMatchObject({ x: 50, y: 50 });
    await user.click(screen.getByRole('button', { name: '删除标记1' }));
    expect(screen.queryByLabelText('标记2说明')).not.toBeInTheDocument();
    expect(screen.getByLabelText('标记1说明')).toHaveValue('车顶凹陷');
  });

  it('the detail shows the outline with the numbered marks and their notes', () => {
    render(<DamageMarksView value='[{"x":30,"y":20,"note":"左前门划痕"},{"x":70,"y":80,"note":""}]' />);
    expect(screen.getByRole('img', { name: '车辆俯视轮廓' })).toBeInTheDocument();
    expect(screen.getByText('左前门划痕')).toBeInTheDocument();
    expect(screen.getByText('（未填写说明）')).toBeInTheDocument();
  });
});
