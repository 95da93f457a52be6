/** [H] approvals end to end on the demo backend: a to-do task approved in its detail, the viewer's highlights move on. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { importDiagram, openDesigner } from './designerHelpers';
import { openInApp, rowAction, signIn, visiblePane } from './helpers';

const shape = (page: Page, id: string) => visiblePane(page).locator(`.djs-element[data-element-id="${id}"]`).first();

test('admin approves a to-do task: the history records it and the viewer highlights the next task', async ({ page }) => {
  test.slow(); // the diagram loads bpmn-js; a dozen steps
  await signIn(page);
  await page.goto('/todoTasks');
  const row = visiblePane(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'PI-2026-000123' });
  await expect(row).toContainText('部门负责人审批');
  await rowAction(row, '办理');
  await expect(page).toHaveURL(/\/processInstanceDetail\?id=PI-2026-000123/);
  const pane = visiblePane(page);
  await expect(pane.getByTestId('instance-result')).toHaveText('处理中');
  await expect(pane.getByText('陈静怡（行政部）')).toBeVisible();
  await expect(pane.getByTestId('process-viewer')).toHaveAttribute('data-highlighted', /\d/);
  await expect(shape(page, 'StartEvent_1')).toHaveClass(/\bhighlight\b/);
  await expect(shape(page, 'Task_dept')).toHaveClass(/highlight-todo/);
  await expect(shape(page, 'Task_fleet')).not.toHaveClass(/highlight/);

  // Hovering a task shows who holds it.
  await shape(page, 'Task_dept').hover();
  await expect(pane.locator('.process-viewer-overlay')).toContainText('审批人：王建国');

  // Rejecting needs a comment; approving does not.
  await pane.getByRole('button', { name: '不通过' }).click();
  await expect(pane.getByText('请输入审批建议')).toBeVisible();
  await pane.getByLabel('审批建议').fill('同意，注意行车安全');
  await pane.getByRole('button', { name: '通 过' }).or(pane.getByRole('button', { name: '通过' })).first().click();
  await expect(page.locator('.ant-message').getByText('审批通过', { exact: true })).toBeVisible();
  await expect(shape(page, 'Task_dept')).toHaveClass(/\bhighlight\b/);
  await expect(shape(page, 'Task_fleet')).toHaveClass(/highlight-todo/);
  await expect(pane.getByTestId('task-history')).toContainText('同意，注意行车安全');
  await expect(pane.getByTestId('task-history')).toContainText('车队调度审批');
  // The next task is the dispatcher's: admin has nothing more to do here.
  await expect(pane.getByRole('button', { name: '不通过' })).toHaveCount(0);

  await page.goto('/doneTasks');
  await expect(visiblePane(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'PI-2026-000123' })).toContainText('通过');
});

test('the starter cancels a running process after confirming with a reason', async ({ page }) => {
  await signIn(page, 'enterprise', 'enterprise123');
  await page.goto('/processInstanceDetail?id=PI-2026-000123');
  const pane = visiblePane(page);
  await pane.getByRole('button', { name: '取消流程' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /确\s?定|OK/ }).click();
  await expect(dialog.getByText('请输入取消原因')).toBeVisible();
  await dialog.getByLabel('取消原因').fill('年会改期');
  await dialog.getByRole('button', { name: /确\s?定|OK/ }).click();
  await expect(page.getByText('流程已取消')).toBeVisible();
  await expect(pane.getByTestId('instance-result')).toHaveText('不通过');
  await expect(shape(page, 'Task_dept')).toHaveClass(/highlight-cancel/);
  await expect(shape(page, 'EndEvent_1')).toHaveClass(/highlight-cancel/);
});

/** Two user tasks for admin, in a row (with their diagram), as a file opened in the designer. */
const TRIP_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="Definitions_trip" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="trip_e2e" name="出差用车审批" isExecutable="true">
    <bpmn:startEvent id="Start_1"><bpmn:outgoing>F1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:userTask id="Task_first" name="初审" camunda:assignee="admin"><bpmn:incoming>F1</bpmn:incoming><bpmn:outgoing>F2</bpmn:outgoing></bpmn:userTask>
    <bpmn:userTask id="Task_second" name="复审" camunda:assignee="admin"><bpmn:incoming>F2</bpmn:incoming><bpmn:outgoing>F3</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="End_1"><bpmn:incoming>F3</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="F1" sourceRef="Start_1" targetRef="Task_first" />
    <bpmn:sequenceFlow id="F2" sourceRef="Task_first" targetRef="Task_second" />
    <bpmn:sequenceFlow id="F3" sourceRef="Task_second" targetRef="End_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="D1">
    <bpmndi:BPMNPlane id="P1" bpmnElement="trip_e2e">
      <bpmndi:BPMNShape id="Start_1_di" bpmnElement="Start_1"><dc:Bounds x="152" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_first_di" bpmnElement="Task_first"><dc:Bounds x="250" y="120" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Task_second_di" bpmnElement="Task_second"><dc:Bounds x="420" y="120" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="End_1_di" bpmnElement="End_1"><dc:Bounds x="592" y="142" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="F1_di" bpmnElement="F1"><di:waypoint x="188" y="160" /><di:waypoint x="250" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="F2_di" bpmnElement="F2"><di:waypoint x="350" y="160" /><di:waypoint x="420" y="160" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="F3_di" bpmnElement="F3"><di:waypoint x="520" y="160" /><di:waypoint x="592" y="160" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

test('a model made in the designer is deployed, started and approved; the same instance opens from a token link while logged out', async ({ page }) => {
  test.slow(); // designer, deployment, start, approval and a token link: five screens with bpmn-js
  await openDesigner(page);
  await importDiagram(page, 'trip.bpmn', TRIP_XML);
  await page.getByRole('button', { name: '保存模型' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();

  await openInApp(page, '/flowModel');
  const model = visiblePane(page).locator('tr', { hasText: 'trip_e2e' });
  await model.getByRole('button', { name: '发布流程' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('发布成功')).toBeVisible();

  await openInApp(page, '/processInstanceCreate');
  const create = visiblePane(page);
  await create.getByRole('radio', { name: /出差用车审批（trip_e2e v1）/ }).check();
  await create.getByLabel('标题').fill('出差用车：杭州客户回访');
  await create.getByLabel('天数').fill('2');
  await create.getByRole('button', { name: /发\s?起/ }).click();
  await expect(page.getByText('流程已发起')).toBeVisible();
  await expect(page).toHaveURL(/\/processInstanceDetail\?id=PI-\d{4}-\d{6}/);
  const id = new URL(page.url()).searchParams.get('id')!;
  const detail = visiblePane(page);
  await expect(detail.getByTestId('process-viewer')).toHaveAttribute('data-highlighted', /\d/);
  await expect(shape(page, 'Task_first')).toHaveClass(/highlight-todo/);

  // Approve the first task as its assignee: the viewer highlights the next one.
  await detail.getByLabel('审批建议').fill('初审通过');
  await detail.getByRole('button', { name: /^通\s?过$/ }).click();
  await expect(page.locator('.ant-message').getByText('审批通过', { exact: true })).toBeVisible();
  await expect(shape(page, 'Task_first')).toHaveClass(/\bhighlight\b/);
  await expect(shape(page, 'F2')).toHaveClass(/highlight-todo/);
  await expect(shape(page, 'Task_second')).toHaveClass(/highlight-todo/);

  // Logged out, the free-access token link opens the same instance.
  await page.getByRole('button', { name: /退出/ }).click();
  await page.getByRole('button', { name: /确\s?定|OK/ }).click();
  await expect(page).toHaveURL(/\/Login/);
  await page.goto(`/?token=demo-token-admin&form=${id}`);
  await expect(page).toHaveURL(/\/childProcessDetail\?form=/);
  await expect(page.getByTestId('child-form')).toHaveAttribute('data-form', id);
  await expect(visiblePane(page).getByText('出差用车：杭州客户回访').first()).toBeVisible();
  await expect(shape(page, 'Task_second')).toHaveClass(/highlight-todo/);
});
