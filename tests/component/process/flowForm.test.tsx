/**
 * [H] the custom form editor (/editFlowForm: type-specific parts, a repeated field id refused, a failed save keeps
 * everything) and a process started with its bound form (/processInstanceCreate → the values on the detail).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import InstanceCreatePage from '@/features/process/InstanceCreatePage';
import FlowFormEditPage from '@/features/process/form/FlowFormEditPage';
import { ProcessInstanceDetailPage } from '@/features/process/screens';
import { commit, data } from '@/mocks/db';
import { passClickGuard } from '../guardClock';
import { collectHttpErrors, renderScreens } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');

const input = (id: string) => {
  const el = document.getElementById(id);
  if (!el) throw new Error(`no input ${id}`);
  return el as HTMLInputElement;
};
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });

/** A save's wait: antd's validation, the demo backend's answer and the navigation, on a loaded machine. */
const SAVING = { timeout: 30_000 };
/**
 * The save button once it is not spinning. Found by its text, 保存 with or without the space antd puts between two
 * Chinese characters: its accessible name may still say "loading" while the spinner's icon plays its leaving motion
 * (in a browser that motion was seen not to end when the answer came within a frame of the click).
 */
async function saveButton(): Promise<HTMLElement> {
  const button = (await screen.findByText(/^保\s?存$/)).closest('button')!;
  await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'), SAVING);
  return button;
}
/**
 * §9: a guarded button drops a click that comes within CLICK_GUARD_MS of the last one (a double click). A user
 * correcting the form before clicking again takes longer than that; the test's steps may not (how long they take
 * depends on the machine's load), so the guards' clock moves on instead (tests/component/guardClock.ts).
 */
const userPauses = () => passClickGuard();

/** Opens the select of input `id` and clicks the option `title`. */
async function choose(id: string, title: string) {
  fireEvent.mouseDown(input(id));
  await waitFor(() => {
    const open = [...document.querySelectorAll('.ant-select-dropdown')].filter((d) => !d.className.includes('hidden'));
    const option = open.flatMap((d) => [...d.querySelectorAll(`.ant-select-item-option[title="${title}"]`)]).at(-1);
    if (!option) throw new Error(`no option ${title}`);
    fireEvent.click(option);
  });
}

describe('/editFlowForm', () => {
  it('shows the parts of the chosen type only, refuses a repeated field id, keeps everything when the save is refused', async () => {
    const router = renderScreens('/editFlowForm', { '/editFlowForm': FlowFormEditPage, '/flowForm': () => <p>list</p> });
    fireEvent.click(await screen.findByRole('button', { name: /添加字段/ }));
    expect(input('editFlowForm_fields_0_id')).toHaveValue('field1');
    type('editFlowForm_fields_0_label', '用车日期');

    await choose('editFlowForm_fields_0_type', '日期 date');
    expect(await screen.findByLabelText('日期格式')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '枚举值' })).toBeNull();
    expect(within(screen.getByTestId('form-preview')).getByText('用车日期')).toBeInTheDocument();

    await choose('editFlowForm_fields_0_type', '枚举 enum');
    const values = await screen.findByRole('group', { name: '枚举值' });
    expect(screen.queryByLabelText('日期格式')).toBeNull();
    fireEvent.click(within(values).getByRole('button', { name: /添加枚举值/ }));
    fireEvent.change(screen.getByLabelText('枚举值 编号 1'), { target: { value: 'van' } });
    fireEvent.change(screen.getByLabelText('枚举值 名称 1'), { target: { value: '商务车' } });

    fireEvent.click(screen.getByRole('button', { name: /添加字段/ }));
    type('editFlowForm_fields_1_id', 'field1');
    type('editFlowForm_fields_1_label', '备注');
    type('editFlowForm_name', '用车申请单');
    fireEvent.click(await saveButton());
    expect(await screen.findByText('字段编号不能重复')).toBeInTheDocument();

    // Fixed, but the name is taken: the server refuses and nothing typed is lost.
    type('editFlowForm_fields_1_id', 'remark');
    userPauses();
    fireEvent.click(await saveButton());
    await waitFor(() => expect(errors).toContain('表单名称已存在'), SAVING);
    expect(router.state.location.pathname).toBe('/editFlowForm');
    expect(input('editFlowForm_name')).toHaveValue('用车申请单');
    expect(input('editFlowForm_fields_1_id')).toHaveValue('remark');
    expect(screen.getByLabelText('枚举值 名称 1')).toHaveValue('商务车');

    type('editFlowForm_name', '商务用车单');
    userPauses();
    // The refused save's button spins until its answer is handled (its name then "loading 保存"): a user clicks it
    // again once it is back (in a real browser the message shows before the spinner stops).
    fireEvent.click(await saveButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/flowForm'), SAVING);
    expect(data().bpmForms[0]).toMatchObject({
      name: '商务用车单',
      fields: [
        { id: 'field1', type: 'enum', label: '用车日期', values: [{ id: 'van', name: '商务车' }] },
        { id: 'remark', type: 'string', label: '备注' },
      ],
    });
  });
});

describe('/processInstanceCreate with a bound custom form', () => {
  it("renders the form's typed fields with their constraints, and the detail shows the values by label", async () => {
    commit((d) => {
      d.bpmModels.find((m) => m.id === 1)!.formId = 1;
      d.bpmDefinitions.find((x) => x.id === 1)!.formId = 1;
    });
    const router = renderScreens('/processInstanceCreate', { '/processInstanceCreate': InstanceCreatePage, '/processInstanceDetail': ProcessInstanceDetailPage });
    fireEvent.click(await screen.findByLabelText(/公务用车审批/));
    const form = await screen.findByTestId('custom-start-form');
    // Typed inputs: a number with its default, a date picker, a select with its default, a switch, text.
    expect(input('processInstanceCreate_form_passengers')).toHaveValue('1');
    expect(input('processInstanceCreate_form_useDate')).toHaveAttribute('placeholder', '请选择日期');
    expect(within(form).getByText('经济型')).toBeInTheDocument();
    expect(input('processInstanceCreate_form_needDriver')).toHaveAttribute('role', 'switch');
    expect(within(form).getByText('costCenter')).toBeInTheDocument();
    // Generic reason and days give way to the custom form.
    expect(screen.queryByLabelText('事由')).toBeNull();

    type('processInstanceCreate_title', '去机场');
    fireEvent.click(screen.getByRole('button', { name: '发 起' }));
    expect(await screen.findByText('请填写目的地')).toBeInTheDocument();

    type('processInstanceCreate_form_destination', '首都机场');
    const date = input('processInstanceCreate_form_useDate');
    await act(async () => {
      fireEvent.mouseDown(date);
      fireEvent.focus(date);
      fireEvent.change(date, { target: { value: '2025-07-01' } });
      fireEvent.keyDown(date, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    fireEvent.click(input('processInstanceCreate_form_needDriver'));
    userPauses();
    fireEvent.click(screen.getByRole('button', { name: '发 起' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/processInstanceDetail'), SAVING);
    const started = data().bpmInstances[0]!;
    expect(started.variables).toMatchObject({ title: '去机场', destination: '首都机场', passengers: 1, useDate: '2025-07-01', carLevel: 'economy', needDriver: true });

    expect(await screen.findByText('表单信息：用车申请单')).toBeInTheDocument();
    const row = (label: string) => screen.getAllByText(label).map((e) => e.closest('tr')).find((tr) => tr !== null)!;
    expect(within(row('目的地')).getByText('首都机场')).toBeInTheDocument();
    expect(within(row('车型')).getByText('经济型')).toBeInTheDocument();
    expect(within(row('需要司机')).getByText('是')).toBeInTheDocument();
  });
});

describe('/processInstanceCreate for a business type (from /operationFlow)', () => {
  it("offers only the type's process, asks for the business key and starts a business process", async () => {
    const router = renderScreens('/processInstanceCreate?businessType=CAR_PURCHASE', { '/processInstanceCreate': InstanceCreatePage, '/processInstanceDetail': () => <p>detail</p> });
    expect(await screen.findByTestId('custom-start-form')).toHaveAttribute('data-form-name', '车辆采购申请单');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /车辆采购审批/ })).toBeChecked();
    type('processInstanceCreate_title', '购车：两台商务车');
    type('processInstanceCreate_form_modelName', '别克GL8');
    type('processInstanceCreate_form_budget', '500000');
    fireEvent.click(screen.getByRole('button', { name: '发 起' }));
    expect(await screen.findByText('请输入业务单号')).toBeInTheDocument();
    type('processInstanceCreate_businessKey', 'CG-2025-0099');
    userPauses();
    fireEvent.click(screen.getByRole('button', { name: '发 起' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/processInstanceDetail'), SAVING);
    expect(new URLSearchParams(router.state.location.search).get('parent')).toBe('/operationFlow');
    expect(data().bpmInstances[0]).toMatchObject({ businessType: 'CAR_PURCHASE', businessKey: 'CG-2025-0099', variables: { modelName: '别克GL8', quantity: 1, budget: 500000 } });
  });
});
