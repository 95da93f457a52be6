/**
 * The treeRef field kind (src/components/entity/TreeRefSelect.tsx, kinds.tsx): a tree select of the tree its field
 * names (here a department's parent: the departments' tree with "顶级部门" as its root), searchable by name, holding
 * the chosen node's id; a row's value shows as the node's name, in a form and in a cell (`display`); a failed load
 * says so and opening the select again asks again.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FieldInput } from '@/components/entity/FieldInput';
import { formValues, valueText, wireValues } from '@/components/entity/kinds';
import { department, DEPT_TREE } from '@/entities/admin';
import type { EntityField } from '@/entities/define';
import { data } from '@/mocks/db';
import { server } from '@/mocks/node';
import { collectHttpErrors, renderScreens } from '../harness';

const errors = collectHttpErrors('admin', 'admin123');

const field = department.fields.find((f) => f.name === 'parentId') as EntityField;

/** A form of the one field, starting from a row; "send" shows what would be sent. */
function Harness({ row }: { row: Record<string, unknown> }) {
  const [form] = Form.useForm();
  const [sent, setSent] = useState('');
  return (
    <Form form={form} initialValues={formValues([field], row)} onFinish={(v: Record<string, unknown>) => setSent(JSON.stringify(wireValues([field], v)))}>
      <Form.Item name="parentId" label="上级部门">
        <FieldInput field={field} label="上级部门" />
      </Form.Item>
      <Button htmlType="submit">send</Button>
      <output>{sent}</output>
    </Form>
  );
}

const dept = (name: string): Record<string, unknown> & { id: number } => ({ ...data().departments.find((d) => d.deptName === name)! });

function popup(): HTMLElement {
  const el = document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  if (!el) throw new Error('the tree select is not open');
  return el;
}

describe('treeRef kind', () => {
  it('shows the tree under its top level, finds a nested node by name and holds its id; a row shows its node by name', async () => {
    const user = userEvent.setup();
    const team = dept('渠道运营组');
    renderScreens('/f', { '/f': () => <Harness row={team} /> });
    // The row's value shows as its node's name once the tree is in.
    const select = screen.getByLabelText('上级部门');
    await waitFor(() => expect(select.closest('.ant-select')).toHaveTextContent('运营中心'));
    expect(valueText(field, team, 'zh-CN', new Map())).toBe('运营中心');
    fireEvent.mouseDown(select);
    const tree = await waitFor(popup);
    expect(within(tree).getByTitle('顶级部门')).toBeInTheDocument();
    expect(await within(tree).findByTitle('畅行租车总部')).toBeInTheDocument();
    expect(within(tree).getByTitle('畅行租车北京分公司')).toBeInTheDocument();
    await user.type(select, '夜班');
    await user.click(await within(popup()).findByTitle('夜班调度组'));
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText(JSON.stringify({ parentId: String(dept('夜班调度组').id) }))).toBeInTheDocument();
    // The top level is a value of its own: 0.
    fireEvent.mouseDown(select);
    await user.click(await within(popup()).findByTitle('顶级部门'));
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(await screen.findByText(JSON.stringify({ parentId: '0' }))).toBeInTheDocument();
    expect(errors).toEqual([]);
  });

  it('says when the tree could not be loaded, and asks again when opened', async () => {
    let refuse = true;
    server.use(http.all(`*${DEPT_TREE}`, () => (refuse ? HttpResponse.json({ code: 1, msg: '部门树加载失败', data: null }) : undefined)));
    renderScreens('/f', { '/f': () => <Harness row={{}} /> });
    const select = screen.getByLabelText('上级部门');
    expect(await screen.findByText('加载失败，点击重新加载')).toBeInTheDocument();
    expect(errors).toEqual(['部门树加载失败']);
    refuse = false;
    fireEvent.mouseDown(select);
    expect(await within(await waitFor(popup)).findByTitle('畅行租车总部')).toBeInTheDocument();
  });
});
