/**
 * [G] Properties panel rules (§4, §5, §8, §9): each test edits an element of tests/fixtures/bpmn-console/rules.bpmn
 * through the panel and checks the exported XML (toolbar → preview XML).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { choose, exportedXml, importDiagram, openDesigner, openSection, panel, selectElement, selectRoot, xmlElement } from './designerHelpers';

const here = path.dirname(fileURLToPath(import.meta.url));
const RULES = readFileSync(path.resolve(here, '../fixtures/bpmn-console/rules.bpmn'), 'utf8');

const OK = /^(确\s*定|OK)$/;

// Room for the whole test diagram beside the palette and the 480 px panel.
test.use({ viewport: { width: 1680, height: 1000 } });
test.describe.configure({ timeout: 90_000 });
/** The toasts shown (the frame's and the screen's containers alike: the sign-in toast may still be up in the first). */
const toast = (page: Page) => page.locator('.ant-message');

async function openRules(page: Page) {
  await openDesigner(page);
  await importDiagram(page, 'rules.bpmn', RULES);
  await expect(panel(page)).toHaveAttribute('data-element-id', 'rules_process');
}

/** The exported XML text of one element. */
async function elementXml(page: Page, id: string): Promise<string> {
  const xml = await exportedXml(page);
  return (await xmlElement(page, xml, id)) ?? '';
}

test('flow condition: shown unless the source is a start event; normal, default and condition per §4; expression and script', async ({ page }) => {
  await openRules(page);

  await selectElement(page, 'Flow_1');
  await expect(panel(page).getByRole('button', { name: '流转条件', exact: true })).toHaveCount(0);
  // §2: 'base' is the open section, and it refreshes between two sequence flows.
  await selectElement(page, 'Flow_2');
  await expect(panel(page).getByRole('button', { name: '常规', exact: true })).toHaveAttribute('aria-expanded', 'true');
  let section = await openSection(page, '流转条件');
  await expect(section.getByLabel('流转类型')).toBeVisible();

  // To condition: an empty expression.
  await choose(page, section.getByLabel('流转类型'), '条件流转路径');
  await section.getByLabel('表达式').fill('${days > 3}');
  let flow = await elementXml(page, 'Flow_2');
  expect(flow).toContain('<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${days &gt; 3}</bpmn:conditionExpression>');

  // Script condition: inline body with a language, then an external resource (body dropped).
  section = await openSection(page, '流转条件');
  await choose(page, section.getByLabel('条件格式'), '脚本');
  await section.getByLabel('脚本语言').fill('groovy');
  await section.getByLabel('脚本', { exact: true }).fill('return days > 3');
  flow = await elementXml(page, 'Flow_2');
  expect(flow).toMatch(/<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="groovy">return days &gt; 3<\/bpmn:conditionExpression>/);
  section = await openSection(page, '流转条件');
  await choose(page, section.getByLabel('脚本类型'), '外部资源');
  await section.getByLabel('资源地址').fill('deployment://rule.groovy');
  flow = await elementXml(page, 'Flow_2');
  expect(flow).toMatch(/language="groovy" camunda:resource="deployment:\/\/rule\.groovy"\s*\/>/);

  // Another flow: the panel shows that one (normal), back on 'base'.
  await selectElement(page, 'Flow_3');
  await expect(panel(page).getByRole('button', { name: '常规', exact: true })).toHaveAttribute('aria-expanded', 'true');
  section = await openSection(page, '流转条件');
  await expect(section.getByLabel('流转类型').locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')).toContainText('普通流转路径');

  // To default: the condition is removed and the gateway's default points at the flow.
  await selectElement(page, 'Flow_2');
  section = await openSection(page, '流转条件');
  await choose(page, section.getByLabel('流转类型'), '默认流转路径');
  let xml = await exportedXml(page);
  expect(await xmlElement(page, xml, 'Gateway')).toContain('default="Flow_2"');
  expect(await xmlElement(page, xml, 'Flow_2')).not.toContain('conditionExpression');

  // To normal: neither default marking nor condition.
  section = await openSection(page, '流转条件');
  await choose(page, section.getByLabel('流转类型'), '普通流转路径');
  xml = await exportedXml(page);
  expect(await xmlElement(page, xml, 'Gateway')).not.toContain('default=');
  expect(await xmlElement(page, xml, 'Flow_2')).not.toContain('conditionExpression');
});

test('user task: assignee, comma-joined candidates, dates, priority; async exclusive only when one flag is on', async ({ page }) => {
  await openRules(page);
  await selectElement(page, 'UserTask_A');
  const section = await openSection(page, '任务');
  await section.getByLabel('处理用户').fill('${initiator}');
  const users = section.getByLabel('候选用户');
  await users.click();
  await users.pressSequentially('zhangsan');
  await users.press('Enter');
  await users.pressSequentially('lisi');
  await users.press('Enter');
  await section.getByLabel('候选分组').click();
  await section.getByLabel('候选分组').pressSequentially('fleet');
  await section.getByLabel('候选分组').press('Enter');
  await section.getByLabel('到期时间').fill('${dueDate}');
  await section.getByLabel('跟踪时间').fill('${followUp}');
  await section.getByLabel('优先级').fill('50');
  await expect(section.getByRole('checkbox', { name: '排除' })).toHaveCount(0);
  await section.getByRole('checkbox', { name: '异步前' }).check();
  await expect(section.getByRole('checkbox', { name: '排除' })).toBeVisible();
  // exclusive (camunda's default: true) can be unticked and ticked again.
  await section.getByRole('checkbox', { name: '排除' }).setChecked(false);
  expect(await elementXml(page, 'UserTask_A')).toContain('camunda:exclusive="false"');
  await (await openSection(page, '任务')).getByRole('checkbox', { name: '排除' }).setChecked(true);
  let task = await elementXml(page, 'UserTask_A');
  expect(task).toContain('camunda:assignee="${initiator}"');
  expect(task).toContain('camunda:candidateUsers="zhangsan,lisi"');
  expect(task).toContain('camunda:candidateGroups="fleet"');
  expect(task).toContain('camunda:dueDate="${dueDate}"');
  expect(task).toContain('camunda:followUpDate="${followUp}"');
  expect(task).toContain('camunda:priority="50"');
  expect(task).toContain('camunda:asyncBefore="true"');
  expect(task).not.toContain('camunda:exclusive="false"');
  // Unticking both async flags resets exclusive to false (§4).
  const again = await openSection(page, '任务');
  await again.getByRole('checkbox', { name: '异步前' }).uncheck();
  await expect(again.getByRole('checkbox', { name: '排除' })).toHaveCount(0);
  task = await elementXml(page, 'UserTask_A');
  expect(task).not.toContain('asyncBefore');
  expect(task).toContain('camunda:exclusive="false"');
  // The hints link to the managers in a new tab.
  const hint = (await openSection(page, '任务')).getByRole('link', { name: '流程模型' });
  await expect(hint).toHaveAttribute('href', '/bpm/manager/model');
  await expect(hint).toHaveAttribute('target', '_blank');
  const form = (await openSection(page, '表单')).getByRole('link', { name: '流程表单' });
  await expect(form).toHaveAttribute('href', '/bpm/manager/form');
  await expect(form).toHaveAttribute('target', '_blank');
});

test('script task: inline stores the script and clears the resource, external the opposite; receive task message ref', async ({ page }) => {
  await openRules(page);
  await selectElement(page, 'ScriptTask_S');
  let section = await openSection(page, '任务');
  await section.getByLabel('脚本格式').fill('javascript');
  await section.getByLabel('脚本', { exact: true }).fill('execution.setVariable("x", 1)');
  await section.getByLabel('结果变量').fill('result');
  let task = await elementXml(page, 'ScriptTask_S');
  expect(task).toContain('scriptFormat="javascript"');
  expect(task).toContain('camunda:resultVariable="result"');
  expect(task).toContain('<bpmn:script>execution.setVariable("x", 1)</bpmn:script>');
  section = await openSection(page, '任务');
  await choose(page, section.getByLabel('脚本类型'), '外部资源');
  await section.getByLabel('资源地址').fill('classpath://calc.js');
  task = await elementXml(page, 'ScriptTask_S');
  expect(task).toContain('camunda:resource="classpath://calc.js"');
  expect(task).not.toContain('<bpmn:script>');
  section = await openSection(page, '任务');
  await choose(page, section.getByLabel('脚本类型'), '内联脚本');
  await section.getByLabel('脚本', { exact: true }).fill('1 + 1');
  task = await elementXml(page, 'ScriptTask_S');
  expect(task).not.toContain('camunda:resource');
  expect(task).toContain('<bpmn:script>1 + 1</bpmn:script>');

  // Receive task: a message of the process (created in Messages and signals) as its reference.
  await selectRoot(page);
  const messages = await openSection(page, '消息与信号');
  await messages.getByRole('button', { name: '创建新消息' }).click();
  const dialog = page.getByRole('dialog', { name: '创建新消息' });
  await dialog.getByLabel('ID').fill('Msg_receipt');
  await dialog.getByLabel('名称').fill('回执');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toBeHidden();
  await selectElement(page, 'ReceiveTask_R');
  section = await openSection(page, '任务');
  await choose(page, section.getByLabel('消息实例'), '回执');
  expect(await elementXml(page, 'ReceiveTask_R')).toContain('messageRef="Msg_receipt"');
});

test('multi-instance: none, standard loop, parallel (default collection), sequential; async flags and retry cycle', async ({ page }) => {
  await openRules(page);
  await selectElement(page, 'UserTask_A');
  let section = await openSection(page, '多实例');
  await choose(page, section.getByLabel('回路特性'), '并行多重事件');
  let task = await elementXml(page, 'UserTask_A');
  expect(task).toMatch(/<bpmn:multiInstanceLoopCharacteristics camunda:collection="\$\{coll_userList\}"\s*\/>/);
  section = await openSection(page, '多实例');
  await choose(page, section.getByLabel('回路特性'), '时序多重事件');
  section = await openSection(page, '多实例');
  await section.getByLabel('循环基数').fill('3');
  await section.getByLabel('元素变量').fill('user');
  await section.getByLabel('完成条件').fill('${nrOfCompletedInstances >= 2}');
  await section.getByRole('checkbox', { name: '异步后' }).check();
  await section.getByRole('checkbox', { name: '排除' }).check();
  await section.getByLabel('重试周期').fill('R3/PT10M');
  task = await elementXml(page, 'UserTask_A');
  expect(task).toContain('isSequential="true"');
  expect(task).toContain('camunda:elementVariable="user"');
  expect(task).toContain('camunda:asyncAfter="true"');
  expect(task).toContain('<bpmn:loopCardinality xsi:type="bpmn:tFormalExpression">3</bpmn:loopCardinality>');
  expect(task).toContain('${nrOfCompletedInstances &gt;= 2}');
  expect(task).toContain('<camunda:failedJobRetryTimeCycle>R3/PT10M</camunda:failedJobRetryTimeCycle>');
  // Unticking both async flags: exclusive false, async and extension data cleared (§4).
  section = await openSection(page, '多实例');
  await section.getByRole('checkbox', { name: '异步后' }).uncheck();
  task = await elementXml(page, 'UserTask_A');
  expect(task).toContain('camunda:exclusive="false"');
  expect(task).not.toContain('failedJobRetryTimeCycle');
  expect(task).not.toContain('asyncAfter');
  section = await openSection(page, '多实例');
  await choose(page, section.getByLabel('回路特性'), '循环事件');
  expect(await elementXml(page, 'UserTask_A')).toContain('<bpmn:standardLoopCharacteristics');
  section = await openSection(page, '多实例');
  await choose(page, section.getByLabel('回路特性'), '无');
  expect(await elementXml(page, 'UserTask_A')).not.toContain('LoopCharacteristics');
});

test('listener forms: every §5 message; class, expression, delegate and script listeners; fields; removal asks first', async ({ page }) => {
  test.setTimeout(180_000); // a long journey: a dozen dialogs
  await openRules(page);
  await selectElement(page, 'UserTask_A');
  let section = await openSection(page, '执行监听器');
  await section.getByRole('button', { name: '添加执行监听器' }).click();
  let dialog = page.getByRole('dialog', { name: '执行监听器' });
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toContainText('请选择事件类型');
  await expect(dialog).toContainText('请选择监听器类型');
  await choose(page, dialog.getByLabel('事件类型'), 'end');
  await choose(page, dialog.getByLabel('监听器类型'), '脚本');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toContainText('请填写脚本格式');
  await expect(dialog).toContainText('请选择脚本类型');
  await dialog.getByLabel('脚本格式').fill('groovy');
  await choose(page, dialog.getByLabel('脚本类型'), '内联脚本');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toContainText('请填写脚本内容');
  await choose(page, dialog.getByLabel('脚本类型'), '外部资源');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toContainText('请填写资源地址');
  await choose(page, dialog.getByLabel('脚本类型'), '内联脚本');
  await dialog.getByLabel('脚本内容').fill('println "done"');
  // A field: name and type required, then the value of its type.
  await dialog.getByRole('button', { name: '添加字段' }).click();
  const fieldDialog = page.getByRole('dialog', { name: '字段配置' });
  await fieldDialog.getByRole('button', { name: OK }).click();
  await expect(fieldDialog).toContainText('请填写字段名称');
  await expect(fieldDialog).toContainText('请选择字段类型');
  await fieldDialog.getByLabel('字段名称').fill('channel');
  await choose(page, fieldDialog.getByLabel('字段类型'), '字符串');
  await fieldDialog.getByRole('button', { name: OK }).click();
  await expect(fieldDialog).toContainText('请填写字段值');
  await fieldDialog.getByLabel('字段值').fill('sms');
  await fieldDialog.getByRole('button', { name: OK }).click();
  await expect(fieldDialog).toBeHidden();
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toBeHidden();
  let task = await elementXml(page, 'UserTask_A');
  expect(task).toMatch(/<camunda:executionListener event="end">\s*<camunda:script scriptFormat="groovy">println "done"<\/camunda:script>\s*<camunda:field name="channel">\s*<camunda:string>sms<\/camunda:string>/);

  // Class, expression and delegate expression each need their value.
  section = await openSection(page, '执行监听器');
  for (const [type, label, message, value, attr] of [
    ['Java 类', 'Java类', '请填写Java类', 'com.rental.Audit', 'class'],
    ['表达式', '表达式', '请填写表达式', '${audit.log(execution)}', 'expression'],
    ['代理表达式', '代理表达式', '请填写代理表达式', '${auditListener}', 'delegateExpression'],
  ] as const) {
    await section.getByRole('button', { name: '添加执行监听器' }).click();
    dialog = page.getByRole('dialog', { name: '执行监听器' });
    await choose(page, dialog.getByLabel('事件类型'), 'start');
    await choose(page, dialog.getByLabel('监听器类型'), type);
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog).toContainText(message);
    await dialog.getByLabel(label, { exact: true }).fill(value);
    await dialog.getByRole('button', { name: OK }).click();
    await expect(dialog).toBeHidden();
    expect(await elementXml(page, 'UserTask_A')).toContain(`${attr}="${value}"`);
    section = await openSection(page, '执行监听器');
  }

  // Task listener: id required; a timeout needs its timer definition unless the timer is none.
  section = await openSection(page, '任务监听器');
  await section.getByRole('button', { name: '添加任务监听器' }).click();
  dialog = page.getByRole('dialog', { name: '任务监听器' });
  await choose(page, dialog.getByLabel('事件类型'), 'timeout');
  await choose(page, dialog.getByLabel('监听器类型'), 'Java 类');
  await dialog.getByLabel('Java类').fill('com.rental.Remind');
  await choose(page, dialog.getByLabel('定时器类型'), '持续时长');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toContainText('请填写监听器ID');
  await expect(dialog).toContainText('请填写定时器配置');
  await dialog.getByLabel('监听器ID').fill('remind');
  await dialog.getByLabel('定时器', { exact: true }).fill('PT1H');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toBeHidden();
  task = await elementXml(page, 'UserTask_A');
  expect(task).toMatch(/<camunda:taskListener class="com\.rental\.Remind" event="timeout" id="remind">\s*<bpmn:timerEventDefinition[^>]*>\s*<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT1H<\/bpmn:timeDuration>/);

  // Removal asks the §8 'Tip' question; cancel keeps the listener.
  section = await openSection(page, '任务监听器');
  await section.getByRole('button', { name: '移 除' }).or(section.getByRole('button', { name: '移除' })).first().click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确认移除该监听器吗？' });
  await expect(confirm).toContainText('提示');
  await confirm.getByRole('button', { name: /^(取\s*消|Cancel)$/ }).click();
  expect(await elementXml(page, 'UserTask_A')).toContain('camunda:taskListener');
  section = await openSection(page, '任务监听器');
  await section.getByRole('button', { name: '移 除' }).or(section.getByRole('button', { name: '移除' })).first().click();
  await page.getByRole('dialog').filter({ hasText: '确认移除该监听器吗？' }).getByRole('button', { name: OK }).click();
  expect(await elementXml(page, 'UserTask_A')).not.toContain('camunda:taskListener');
  // Task listeners are for user tasks only.
  await selectElement(page, 'ScriptTask_S');
  await expect(panel(page).getByRole('button', { name: '任务监听器', exact: true })).toHaveCount(0);
});

test('process: key and name rules, messages and signals with duplicate ids refused, extension properties, documentation', async ({ page }) => {
  await openRules(page);
  const base = await openSection(page, '常规');
  const key = base.getByLabel('流程标识');
  // §4: a key not matching the pattern is not applied.
  await key.fill('9bad key');
  await expect(panel(page)).toHaveAttribute('data-element-id', 'rules_process');
  await key.fill('');
  await key.blur();
  await expect(base).toContainText('流程标识不能为空');
  await base.getByLabel('流程名称').fill('');
  await base.getByLabel('流程名称').blur();
  await expect(base).toContainText('流程名称不能为空');
  await key.fill('fleet.approval-v2$');
  await base.getByLabel('流程名称').fill('车队审批');
  await expect(panel(page)).toHaveAttribute('data-element-id', 'fleet.approval-v2$');

  // Messages and signals (Process only): an existing id is refused with the spec's message, nothing saved.
  const section = await openSection(page, '消息与信号');
  for (const [button, title, id, refusal] of [
    ['创建新消息', '创建新消息', 'Msg_1', '该消息已存在，请修改id后重新保存'],
    ['创建新信号', '创建新信号', 'Signal_1', '该信号已存在，请修改id后重新保存'],
  ] as const) {
    for (let i = 0; i < 2; i += 1) {
      await section.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByLabel('ID').fill(id);
      await dialog.getByLabel('名称').fill(`${title}${i}`);
      await dialog.getByRole('button', { name: OK }).click();
      if (i === 0) await expect(dialog).toBeHidden();
      else {
        await expect(toast(page).getByText(refusal)).toBeVisible();
        await dialog.getByRole('button', { name: /^(取\s*消|Cancel)$/ }).click();
      }
    }
  }
  let xml = await exportedXml(page);
  expect(xml.match(/<bpmn:message id="Msg_1"/g)).toHaveLength(1);
  expect(xml.match(/<bpmn:signal id="Signal_1"/g)).toHaveLength(1);
  expect(xml).toContain('name="创建新消息0"');
  expect(xml).not.toContain('name="创建新消息1"');

  // Extension properties: add, then remove after the 'Tip' confirmation.
  let props = await openSection(page, '扩展属性');
  await props.getByRole('button', { name: '添加属性' }).click();
  const dialog = page.getByRole('dialog', { name: '扩展属性' });
  await dialog.getByLabel('属性名').fill('category');
  await dialog.getByLabel('属性值').fill('fleet');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog).toBeHidden();
  xml = await exportedXml(page);
  expect(await xmlElement(page, xml, 'fleet.approval-v2$')).toMatch(/<camunda:properties>\s*<camunda:property name="category" value="fleet"\s*\/>/);
  props = await openSection(page, '扩展属性');
  await props.getByRole('button', { name: '移 除' }).or(props.getByRole('button', { name: '移除' })).first().click();
  await page.getByRole('dialog').filter({ hasText: '确认移除该属性吗？' }).getByRole('button', { name: OK }).click();
  expect(await exportedXml(page)).not.toContain('camunda:property');

  // Other: documentation (a 2–4 row textarea).
  const other = await openSection(page, '其他');
  await other.getByLabel('元素文档').fill('车队用车审批流程');
  expect(await exportedXml(page)).toContain('<bpmn:documentation>车队用车审批流程</bpmn:documentation>');
  await expect(panel(page)).toHaveCSS('width', '480px');
});

test('toolbar: zoom kept between 20% and 400% in steps of 10%; aligning needs several elements and asks first; undo and redo', async ({ page }) => {
  await openRules(page);
  const level = page.getByTestId('zoom-level');
  await level.click();
  await expect(level).toHaveText('100%');
  await page.getByRole('button', { name: '放大视图' }).click();
  await expect(level).toHaveText('110%');
  for (let i = 0; i < 35; i += 1) await page.getByRole('button', { name: '放大视图' }).click({ force: true });
  await expect(level).toHaveText('400%');
  await expect(page.getByRole('button', { name: '放大视图' })).toBeDisabled();
  await level.click();
  for (let i = 0; i < 12; i += 1) await page.getByRole('button', { name: '缩小视图' }).click({ force: true });
  await expect(level).toHaveText('20%');
  await expect(page.getByRole('button', { name: '缩小视图' })).toBeDisabled();
  await level.click();
  await expect(level).toHaveText('100%');

  await selectElement(page, 'UserTask_A');
  await page.getByRole('button', { name: '向左对齐' }).click();
  await expect(toast(page).getByText('请按住 Ctrl 键选择多个元素对齐')).toBeVisible();
  const receive = (await page.locator('.djs-element[data-element-id="ReceiveTask_R"] > .djs-hit').boundingBox())!;
  await page.keyboard.down('Control');
  await page.mouse.click(receive.x + receive.width / 2, receive.y + receive.height / 2);
  await page.keyboard.up('Control');
  await page.getByRole('button', { name: '向左对齐' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '自动对齐可能造成图形变形，是否继续？' });
  await confirm.getByRole('button', { name: OK }).click();
  let xml = await exportedXml(page);
  const x = (id: string) => new RegExp(`bpmnElement="${id}"><dc:Bounds x="(\\d+)"`).exec(xml.replace(/\s+(?=<dc:Bounds)/g, ''))?.[1];
  expect(x('UserTask_A')).toBe(x('ReceiveTask_R'));
  await page.getByRole('button', { name: '撤销' }).click();
  xml = await exportedXml(page);
  expect(x('UserTask_A')).not.toBe(x('ReceiveTask_R'));
  await page.getByRole('button', { name: '恢复' }).click();
  xml = await exportedXml(page);
  expect(x('UserTask_A')).toBe(x('ReceiveTask_R'));
});
