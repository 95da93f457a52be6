/**
 * [Q] 8 the designer for first-timers, in Chromium (bpmn-js lays out SVG): a new diagram starts with a start event;
 * the palette and the context pad have tooltips in the console's language, and the palette, the context pad and the
 * replace menu follow a language switch both ways; a start event's context pad offers "append user task" first.
 */
import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Designer } from '@/features/bpm/designer/Designer';
import { newDiagram } from '@/features/bpm/modeler/xml';
import { getLang, setLang } from '@/i18n';
import { renderWidget } from '../components/widgetHarness';

const initialLang = getLang();
afterEach(() => act(() => setLang(initialLang)));

function openNewDiagram() {
  renderWidget(<Designer xml={newDiagram('first_steps', '新流程', 'camunda', '开始')} processKey="first_steps" processName="新流程" keyLocked={false} />);
}

const q = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector);

/** Clicks the diagram element with this id (its hit area) and waits for its context pad. */
async function clickElement(id: string) {
  const hit = await waitFor(() => {
    const el = q(`.djs-element[data-element-id="${id}"] .djs-hit`);
    expect(el).not.toBeNull();
    return el!;
  });
  const box = hit.getBoundingClientRect();
  const at = { bubbles: true, clientX: box.x + box.width / 2, clientY: box.y + box.height / 2, button: 0 };
  hit.dispatchEvent(new MouseEvent('mousedown', at));
  hit.dispatchEvent(new MouseEvent('mouseup', at));
  hit.dispatchEvent(new MouseEvent('click', at));
  await waitFor(() => expect(q('.djs-context-pad.open')).not.toBeNull());
}

describe('the designer for first-timers', () => {
  it('a new diagram starts with a start event named in the console language', async () => {
    openNewDiagram();
    await waitFor(() => expect(q('.djs-element[data-element-id="StartEvent_1"]')).not.toBeNull());
    // Its name is drawn as an external label (an element of its own).
    await waitFor(() => expect(q('.djs-element[data-element-id="StartEvent_1_label"]')).toHaveTextContent('开始'));
  });

  it('the palette has tooltips in Chinese, and in English after a switch (and back)', async () => {
    openNewDiagram();
    const startEntry = () => q('.djs-palette [data-action="create.start-event"]');
    await waitFor(() => expect(startEntry()).toHaveAttribute('title', '创建开始事件'));
    expect(q('.djs-palette [data-action="create.task"]')).toHaveAttribute('title', '创建任务');
    expect(q('.djs-palette [data-action="hand-tool"]')).toHaveAttribute('title', '激活抓手工具');
    act(() => setLang('en-US'));
    await waitFor(() => expect(startEntry()).toHaveAttribute('title', 'Create start event'));
    act(() => setLang('zh-CN'));
    await waitFor(() => expect(startEntry()).toHaveAttribute('title', '创建开始事件'));
    // The token simulation's own switch ("Token Simulation") is not shown: the toolbar's 模拟 button does it.
    expect(q('.bts-toggle-mode')).not.toBeVisible();
  });

  it('a start event offers "append user task" first, in place of the generic task; the pad and the replace menu are translated', async () => {
    openNewDiagram();
    await clickElement('StartEvent_1');
    const entries = Array.from(document.querySelectorAll('.djs-context-pad.open .entry[data-action]')).map((e) => e.getAttribute('data-action'));
    expect(entries[0]).toBe('append.append-user-task');
    expect(entries).not.toContain('append.append-task');
    const append = q('.djs-context-pad.open [data-action="append.append-user-task"]')!;
    expect(append).toHaveAttribute('title', '追加用户任务');
    expect(q('.djs-context-pad.open [data-action="append.end-event"]')).toHaveAttribute('title', '追加结束事件');

    // The replace menu in Chinese.
    q<HTMLElement>('.djs-context-pad.open [data-action="replace"]')!.click();
    await waitFor(() => expect(q('.djs-popup [data-id="replace-with-none-end"]')).toHaveTextContent('结束事件'));
    expect(q('.djs-popup')).not.toHaveTextContent('Intermediate throw event');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

    // Appending makes a user task after the start event, connected to it.
    append.click();
    await waitFor(() => expect(document.querySelectorAll('.djs-element.djs-shape[data-element-id^="Activity_"]')).toHaveLength(1));
    const task = q('.djs-element.djs-shape[data-element-id^="Activity_"]')!.getAttribute('data-element-id')!;
    await waitFor(() => expect(q('[data-testid="properties-panel"]')).toHaveTextContent('UserTask'));
    expect(q(`[data-testid="properties-panel"]`)).toHaveAttribute('data-element-id', task);

    // In English, the same pad reads in English.
    act(() => setLang('en-US'));
    await clickElement('StartEvent_1');
    expect(q('.djs-context-pad.open [data-action="append.append-user-task"]')).toHaveAttribute('title', 'Append user task');
    q<HTMLElement>('.djs-context-pad.open [data-action="replace"]')!.click();
    await waitFor(() => expect(q('.djs-popup [data-id="replace-with-none-end"]')).toHaveTextContent('End event'));
  });
});
