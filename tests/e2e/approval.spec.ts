/** [H] approvals end to end on the demo backend: a to-do task approved in its detail, the viewer's highlights move on. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, visiblePane } from './helpers';

const shape = (page: Page, id: string) => visiblePane(page).locator(`.djs-element[data-element-id="${id}"]`).first();

test('admin approves a to-do task: the history records it and the viewer highlights the next task', async ({ page }) => {
  test.slow(); // the diagram loads bpmn-js; a dozen steps
  await signIn(page);
  await page.goto('/todoTasks');
  const row = visiblePane(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'PI-2026-000123' });
  await expect(row).toContainText('部门负责人审批');
  await row.getByRole('link', { name: '办理' }).click();
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
  await expect(page.getByText('审批通过')).toBeVisible();
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
