/**
 * [Q] 8 publishing from the designer runs bpmnlint (recommended rules and the console's: a user task names who works on
 * it): with errors the publish is refused, the problems listed and marked on the elements, in the console's language;
 * without, the diagram is deployed.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { linearProcess } from '@/entities/bpm/diagram';
import { Designer } from '@/features/bpm/designer/Designer';
import { getLang, setLang } from '@/i18n';
import { renderWidget } from '../components/widgetHarness';

const initialLang = getLang();
afterEach(() => act(() => setLang(initialLang)));

const q = (selector: string) => document.querySelector<HTMLElement>(selector);

function open(xml: string, onDeploy: (xml: string) => Promise<boolean>) {
  renderWidget(<Designer xml={xml} processKey="lint_test" processName="检查" keyLocked={false} onDeploy={onDeploy} />);
}

describe('publishing lints the diagram', () => {
  it('a user task without an assignee refuses the publish: the problems are listed and marked, in both languages', async () => {
    const user = userEvent.setup();
    const onDeploy = vi.fn((_xml: string) => Promise.resolve(true));
    open(linearProcess('lint_test', '检查', [{ id: 'Task_check', name: '检查车辆', assignee: '' }]), onDeploy);
    await waitFor(() => expect(q('.djs-element[data-element-id="Task_check"]')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: /发布流程/ }));

    const list = await screen.findByTestId('lint-problems');
    expect(list).toHaveTextContent('检查车辆：用户任务「检查车辆」未指定处理用户、候选用户或候选分组');
    await waitFor(() => expect(screen.getByText('发布失败：流程图有 1 个问题，请修改后重新发布')).toBeVisible());
    expect(onDeploy).not.toHaveBeenCalled();
    // Marked on the element: its outline and a badge whose tooltip is the problem.
    expect(q('.djs-element[data-element-id="Task_check"]')).toHaveClass('bpm-lint-error');
    expect(q('.bpm-lint-badge[data-element-id="Task_check"]')).toHaveAttribute('title', '用户任务「检查车辆」未指定处理用户、候选用户或候选分组');

    act(() => setLang('en-US'));
    await waitFor(() => expect(list).toHaveTextContent('检查车辆: The user task "检查车辆" has no assignee, candidate users or candidate groups'));
    expect(q('.bpm-lint-badge[data-element-id="Task_check"]')).toHaveAttribute('title', 'The user task "检查车辆" has no assignee, candidate users or candidate groups');

    // Closing the list removes the marks.
    await user.click(list.querySelector<HTMLElement>('.ant-alert-close-icon')!);
    await waitFor(() => expect(q('.bpm-lint-badge')).toBeNull());
    expect(q('.djs-element[data-element-id="Task_check"]')).not.toHaveClass('bpm-lint-error');
  });

  it("bpmnlint's recommended rules apply: a task without an outgoing flow and a process without an end event are refused", async () => {
    const user = userEvent.setup();
    const onDeploy = vi.fn((_xml: string) => Promise.resolve(true));
    const xml = linearProcess('lint_test', '检查', [{ id: 'Task_check', name: '检查车辆', assignee: 'admin' }])
      .replace(/<bpmn:endEvent[^]*?<\/bpmn:endEvent>/, '')
      .replace(/<bpmn:sequenceFlow id="Flow_2"[^>]*\/>/, '');
    open(xml, onDeploy);
    await waitFor(() => expect(q('.djs-element[data-element-id="Task_check"]')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: /发布流程/ }));
    const list = await screen.findByTestId('lint-problems');
    expect(list).toHaveTextContent('流程缺少结束事件');
    expect(list).toHaveTextContent('检查车辆：元素没有流出的连线（请连到结束事件）');
    expect(onDeploy).not.toHaveBeenCalled();
  });

  it('a diagram without errors is deployed', async () => {
    const user = userEvent.setup();
    const onDeploy = vi.fn((_xml: string) => Promise.resolve(true));
    open(linearProcess('lint_test', '检查', [{ id: 'Task_check', name: '检查车辆', assignee: '${initiator}' }]), onDeploy);
    await waitFor(() => expect(q('.djs-element[data-element-id="Task_check"]')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: /发布流程/ }));
    await waitFor(() => expect(onDeploy).toHaveBeenCalledTimes(1));
    expect(onDeploy.mock.calls[0]![0]).toContain('camunda:assignee="${initiator}"');
    expect(screen.queryByTestId('lint-problems')).toBeNull();
  });
});
