/** [H] custom process forms end to end: made in the editor, bound to a model, filled in to start it, shown on the detail. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openInApp, rowAction, signIn } from './helpers';

/** The kept-alive pane of a screen. */
const pane = (page: Page, path: string) => page.locator(`[data-pane="${path}"]`);

/** Clicks the option `title` of the select opened just before. */
const pickOption = (page: Page, title: string) => page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).click();

test('a custom form is made, bound to a process model, filled in to start it, and its values show on the detail', async ({ page }) => {
  test.slow(); // four screens and a save round trip on the demo backend
  await signIn(page);

  await openInApp(page, '/editFlowForm');
  const editor = pane(page, '/editFlowForm');
  await expect(editor.locator('h1')).toHaveText('新增流程表单');
  await editor.getByLabel('表单名称').fill('出差申请单E2E');
  await editor.getByRole('button', { name: /添加字段/ }).click();
  await editor.locator('#editFlowForm_fields_0_id').fill('city');
  await editor.locator('#editFlowForm_fields_0_label').fill('出差城市');
  await editor.getByTestId('form-field-0').getByRole('group', { name: '约束' }).getByRole('button', { name: /添加约束/ }).click();
  await editor.getByTestId('form-field-0').getByRole('group', { name: '约束' }).locator('.ant-select').click();
  await pickOption(page, 'required');
  await editor.getByRole('button', { name: /添加字段/ }).click();
  await editor.locator('#editFlowForm_fields_1_id').fill('nights');
  await editor.locator('#editFlowForm_fields_1_label').fill('住宿晚数');
  await editor.locator('#editFlowForm_fields_1_type').click();
  await pickOption(page, '整数 long');
  await expect(editor.getByTestId('form-preview').getByText('住宿晚数')).toBeVisible();
  await editor.getByRole('button', { name: /保\s?存/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page).toHaveURL(/\/flowForm$/);
  await expect(pane(page, '/flowForm').locator('tr', { hasText: '出差申请单E2E' })).toContainText('开启');

  await openInApp(page, '/flowModel');
  await rowAction(pane(page, '/flowModel').locator('tr', { hasText: 'vehicle_use_approval' }), '绑定表单');
  const dialog = page.getByRole('dialog');
  await dialog.locator('.ant-select').click();
  await pickOption(page, '出差申请单E2E');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('表单绑定已保存')).toBeVisible();

  await openInApp(page, '/processInstanceCreate');
  const create = pane(page, '/processInstanceCreate');
  await create.getByRole('radio', { name: /公务用车审批（vehicle_use_approval v1）/ }).check();
  await expect(create.getByTestId('custom-start-form')).toBeVisible();
  await expect(create.getByLabel('天数')).toHaveCount(0);
  await create.getByLabel('标题').fill('出差：杭州客户回访');
  await create.getByRole('button', { name: /发\s?起/ }).click();
  await expect(create.getByText('请填写出差城市')).toBeVisible();
  await create.getByLabel('出差城市').fill('杭州');
  await create.getByLabel('住宿晚数').fill('2');
  // No wait for the §9 guard: the refused first click reopened it (InstanceCreatePage), this one is taken.
  await create.getByRole('button', { name: /发\s?起/ }).click();
  await expect(page.getByText('流程已发起')).toBeVisible();
  await expect(page).toHaveURL(/\/processInstanceDetail\?id=PI-\d{4}-\d{6}/);

  const detail = pane(page, '/processInstanceDetail');
  const form = detail.locator('.ant-card', { hasText: '表单信息：出差申请单E2E' });
  await expect(form.locator('tr', { hasText: '出差城市' })).toContainText('杭州');
  await expect(form.locator('tr', { hasText: '住宿晚数' })).toContainText('2');
});
