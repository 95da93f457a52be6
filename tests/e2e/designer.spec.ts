/**
 * [G] The process designer, end to end: from the new diagram's start event append a user task ([Q] 8), then an end
 * event; set the process key and name, add an execution listener and a flow condition, save, reload, reopen from the model list — everything is there;
 * download XML and SVG; deploy and see the read-only diagram of the definition.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { choose, exportedXml, openDesigner, openSection, panel, selectElement, selectRoot, xmlElement } from './designerHelpers';
import { openInApp, rowAction } from './helpers';

test('draw, configure, save, reload and reopen a process; download XML and SVG', async ({ page }) => {
  test.setTimeout(90_000);
  await openDesigner(page);
  // [Q] 8: a new diagram starts with a start event; its context pad appends a user task first.
  const startId = 'StartEvent_1';
  await selectElement(page, startId);
  const appendUserTask = page.locator('.djs-context-pad [data-action="append.append-user-task"]');
  await expect(appendUserTask).toHaveAttribute('title', '追加用户任务');
  await appendUserTask.click();
  await expect(panel(page)).toHaveAttribute('data-element-id', /^Activity_/);
  await expect(panel(page)).toContainText('UserTask');
  const taskId = (await panel(page).getAttribute('data-element-id'))!;
  await page.locator('.djs-context-pad [data-action="append.end-event"]').click();
  await expect(panel(page)).toContainText('EndEvent');

  // Key and name of the process.
  await selectRoot(page);
  await expect(panel(page)).toContainText('Process');
  await panel(page).getByLabel('流程标识').fill('car_use_e2e');
  await panel(page).getByLabel('流程名称').fill('端到端用车审批');
  await expect(panel(page)).toHaveAttribute('data-element-id', 'car_use_e2e');

  // An execution listener on the user task.
  await selectElement(page, taskId);
  await openSection(page, '执行监听器');
  await panel(page).getByRole('button', { name: '添加执行监听器' }).click();
  const dialog = page.getByRole('dialog', { name: '执行监听器' });
  await choose(page, dialog.getByLabel('事件类型'), 'start');
  await choose(page, dialog.getByLabel('监听器类型'), 'Java 类');
  await dialog.getByLabel('Java类').fill('com.rental.bpm.StartListener');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(dialog).toBeHidden();
  await expect(panel(page).getByTestId('execution-listeners')).toContainText('start');

  // A condition on the flow from the user task to the end event.
  const drawn = await exportedXml(page);
  const conditionFlow = new RegExp(`<bpmn:sequenceFlow id="([^"]+)" sourceRef="${taskId}"`).exec(drawn)?.[1];
  expect(conditionFlow, 'the flow leaving the user task').toBeTruthy();
  expect(drawn).toContain(`sourceRef="${startId}"`);
  await selectElement(page, conditionFlow!);
  const section = await openSection(page, '流转条件');
  await choose(page, section.getByLabel('流转类型'), '条件流转路径');
  await section.getByLabel('表达式').fill('${approved == true}');

  // Save: the new model gets an id and the URL follows it.
  await page.getByRole('button', { name: '保存模型' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page).toHaveURL(/\/design\?modelId=\d+/);

  // Reload, reopen from the model list.
  await page.reload();
  await openInApp(page, '/flowModel');
  const row = page.locator('.console-pane:not([hidden]) tr', { hasText: 'car_use_e2e' });
  await expect(row).toContainText('端到端用车审批');
  await rowAction(row, '设计流程');
  await expect(page).toHaveURL(/\/design\?modelId=\d+/);
  await expect(panel(page)).toHaveAttribute('data-element-id', 'car_use_e2e');
  // A saved model's key cannot change (§5).
  await expect(panel(page).getByLabel('流程标识')).toBeDisabled();

  const xml = await exportedXml(page);
  expect(xml).toContain('id="car_use_e2e"');
  expect(xml).toContain('name="端到端用车审批"');
  const task = (await xmlElement(page, xml, taskId))!;
  expect(task).toContain('userTask');
  expect(task).toMatch(/<camunda:executionListener[^>]*class="com\.rental\.bpm\.StartListener"[^>]*event="start"|<camunda:executionListener[^>]*event="start"[^>]*class="com\.rental\.bpm\.StartListener"/);
  const flow = (await xmlElement(page, xml, conditionFlow!))!;
  expect(flow).toMatch(/<bpmn:conditionExpression[^>]*xsi:type="bpmn:tFormalExpression"[^>]*>\$\{approved == true\}<\/bpmn:conditionExpression>/);
  expect(xml).toMatch(/<bpmn:startEvent id="[^"]+"/);
  expect(xml).toContain('<bpmn:endEvent');

  // Downloads.
  await page.getByRole('button', { name: '下载文件' }).click();
  const [xmlDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: '下载为XML文件' }).click()]);
  expect(xmlDownload.suggestedFilename()).toBe('car_use_e2e.xml');
  expect(readFileSync((await xmlDownload.path())!, 'utf8')).toContain('com.rental.bpm.StartListener');
  await page.getByRole('button', { name: '下载文件' }).click();
  const [svgDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: '下载为SVG文件' }).click()]);
  expect(svgDownload.suggestedFilename()).toBe('car_use_e2e.svg');
  expect(readFileSync((await svgDownload.path())!, 'utf8')).toContain('<svg');
});

test('a model is deployed from the list and its definition shows a read-only diagram', async ({ page }) => {
  await openDesigner(page, '?modelId=2');
  await expect(page.locator('.bjs-powered-by')).toBeVisible(); // bpmn.io watermark (licence)
  await openInApp(page, '/flowModel');
  const row = page.locator('.console-pane:not([hidden]) tr', { hasText: 'repair_approval' });
  await rowAction(row, '发布流程');
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('发布成功')).toBeVisible();
  await expect(row).toContainText('已部署');
  await openInApp(page, '/definition');
  const def = page.locator('.console-pane:not([hidden]) tr', { hasText: 'repair_approval' });
  await def.getByRole('link', { name: '流程图' }).click();
  const diagram = page.getByTestId('definition-diagram');
  await expect(diagram).toContainText('车辆维修审批');
  await expect(diagram.locator('.djs-element[data-element-id="Task_repair"]')).toBeVisible();
  await expect(diagram.locator('.djs-palette')).toHaveCount(0);
  await expect(diagram.locator('.bjs-powered-by')).toBeVisible();
});

test('[Q] 8 publishing from the designer lints the diagram: an unassigned user task refuses it, listed and marked', async ({ page }) => {
  await openDesigner(page);
  await selectElement(page, 'StartEvent_1');
  await page.locator('.djs-context-pad [data-action="append.append-user-task"]').click();
  await expect(panel(page)).toHaveAttribute('data-element-id', /^Activity_/);
  const taskId = (await panel(page).getAttribute('data-element-id'))!;
  await page.getByRole('button', { name: '发布流程' }).click();
  const problems = page.getByTestId('lint-problems');
  await expect(problems).toContainText(`用户任务「${taskId}」未指定处理用户、候选用户或候选分组`);
  await expect(problems).toContainText('流程缺少结束事件');
  await expect(page.getByText(/^发布失败：流程图有 \d+ 个问题/)).toBeVisible();
  await expect(page.locator(`.djs-element[data-element-id="${taskId}"]`)).toHaveClass(/bpm-lint-error/);
  await expect(page.locator(`.bpm-lint-badge[data-element-id="${taskId}"]`)).toBeVisible();
  await expect(page.getByText('发布成功')).toHaveCount(0);
  await expect(page).toHaveURL(/\/design(\?|$)(?!.*modelId)/); // not saved either
});
