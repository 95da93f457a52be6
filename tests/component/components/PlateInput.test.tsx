import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { formRule } from '@/components/formRules';
import { PlateInput } from '@/components/PlateInput';
import { isPlate } from '@/lib/validators';
import { renderWidget } from './widgetHarness';

function PlateForm({ onFinish, initial }: { onFinish: (v: { plate: string }) => void; initial?: string }) {
  return (
    <Form onFinish={onFinish} initialValues={{ plate: initial }}>
      <Form.Item name="plate" label="车牌号" rules={[{ required: true, message: '请输入车牌号' }, formRule(isPlate)]}>
        <PlateInput />
      </Form.Item>
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}

const openPicker = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: '省份' }));
  return screen.findByTestId('plate-province-picker');
};

describe('§2 licence-plate province picker', () => {
  it('shows the provinces in the groups CEGH, J L, MNQSW, XYZ', async () => {
    const user = userEvent.setup();
    renderWidget(<PlateInput />);
    const picker = await openPicker(user);
    const groups = within(picker).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['CEGH', 'J L', 'MNQSW', 'XYZ']);
    const names = (g: HTMLElement) => within(g).getAllByRole('button').map((b) => b.textContent);
    expect(names(groups[0])).toEqual(['川', '鄂', '赣', '桂', '甘', '贵', '沪', '黑']);
    expect(names(groups[1])).toEqual(['京', '津', '冀', '晋', '吉', '辽', '鲁']);
    expect(names(groups[2])).toEqual(['蒙', '闽', '宁', '青', '琼', '苏', '陕', '皖']);
    expect(names(groups[3])).toEqual(['湘', '新', '渝', '豫', '云', '粤', '浙', '藏']);
  });

  it('combines the chosen province with the typed rest, upper-cased, and passes the plate rule', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    renderWidget(<PlateForm onFinish={onFinish} />);
    const picker = await openPicker(user);
    await user.click(within(picker).getByRole('button', { name: '粤' }));
    expect(screen.getByRole('button', { name: '省份' })).toHaveTextContent('粤');
    await user.type(screen.getByPlaceholderText('请输入车牌号'), 'bd 12345');
    await user.click(screen.getByRole('button', { name: /提\s?交/ }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ plate: '粤BD12345' }));
  });

  it("refuses a wrong plate with the spec's message", async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    renderWidget(<PlateForm onFinish={onFinish} initial="京A1234" />);
    expect(screen.getByPlaceholderText('请输入车牌号')).toHaveValue('A1234');
    await user.click(screen.getByRole('button', { name: /提\s?交/ }));
    expect(await screen.findByText('请正确填写车牌号')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('"no province" allows the plates that have none (embassy)', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    renderWidget(<PlateForm onFinish={onFinish} initial="京A12345" />);
    const picker = await openPicker(user);
    await user.click(within(picker).getByRole('button', { name: '无省份' }));
    const input = screen.getByPlaceholderText('请输入车牌号');
    await user.clear(input);
    await user.type(input, '使014578');
    await user.click(screen.getByRole('button', { name: /提\s?交/ }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ plate: '使014578' }));
  });
});
