/**
 * Rules between two fields of a dialog (declared `checkWith`): shown under the field before sending, with the words the
 * demo backend refuses with (the same pure function).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { AppForm } from '@/components/AppForm';
import { ActionFieldItems } from '@/components/entity/ActionButtons';
import type { ActionField } from '@/entities/define';
import { applyVehicle, passengersProblem } from '@/entities/business/applyVehicle';
import { chargeOrder } from '@/entities/charging/order';
import { socProblem } from '@/entities/charging/fees';
import { renderWidget } from '../components/widgetHarness';

const pick = (fields: readonly ActionField[], ...names: string[]) => names.map((n) => fields.find((f) => f.name === n)!);

function Dialog({ fields }: { fields: readonly ActionField[] }) {
  const [form] = Form.useForm();
  return (
    <AppForm form={form} layout="vertical">
      <ActionFieldItems fields={fields} />
      <Button onClick={() => void form.validateFields().catch(() => undefined)}>确定</Button>
    </AppForm>
  );
}

describe('the pure rules', () => {
  it('passengers not more than the seats; the end level not below the start level; empty values not judged', () => {
    expect(passengersProblem(5, 4)?.['zh-CN']).toBe('乘车人数不能多于所需座位数');
    expect(passengersProblem(4, 4)).toBeNull();
    expect(passengersProblem('', 4)).toBeNull();
    expect(socProblem(30, 40)?.['zh-CN']).toBe('结束电量不能低于开始电量');
    expect(socProblem(40, 40)).toBeNull();
    expect(socProblem(undefined, 40)).toBeNull();
  });
});

describe('a dialog shows a rule between two fields before sending', () => {
  it('用车申请: more passengers than seats is refused under 乘车人数, and clears when the seats grow', async () => {
    const user = userEvent.setup();
    renderWidget(<Dialog fields={pick(applyVehicle.fields as readonly ActionField[], 'seats', 'passengers')} />);
    await user.type(screen.getByLabelText('所需座位数'), '4');
    await user.type(screen.getByLabelText('乘车人数'), '5');
    expect(await screen.findByText('乘车人数不能多于所需座位数')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('所需座位数'));
    await user.type(screen.getByLabelText('所需座位数'), '7');
    await waitFor(() => expect(screen.queryByText('乘车人数不能多于所需座位数')).not.toBeInTheDocument());
  });

  it('充电订单: an end level below the start level is refused under 结束电量', async () => {
    const user = userEvent.setup();
    renderWidget(<Dialog fields={pick(chargeOrder.fields as readonly ActionField[], 'startSoc', 'endSoc')} />);
    await user.type(screen.getByLabelText('开始电量（%）'), '60');
    await user.type(screen.getByLabelText('结束电量（%）'), '40');
    await user.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('结束电量不能低于开始电量')).toBeInTheDocument();
  });
});
