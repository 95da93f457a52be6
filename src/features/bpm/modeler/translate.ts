/**
 * The designer's words in the console's language ([Q] 8; docs/architecture.md "Process designer"): bpmn-js asks its
 * `translate` service for every text of the palette, the context pad and the replace menu (their tooltips and
 * entries); this one answers in the language the console shows now (English: bpmn-js's own words, Chinese: the
 * dictionary below), and a language switch redraws the palette (bpmn-js's `i18n.changed`). The context pad and the
 * replace menu are built each time they open, so they follow at once.
 */
import { getLang, subscribeLang, type Lang } from '@/i18n';

/** bpmn-js's English texts (the keys, verbatim) in Chinese. A text missing here stays in English. */
export const DESIGNER_ZH: Readonly<Record<string, string>> = {
  // Palette: tools and elements to create.
  'Activate hand tool': '激活抓手工具',
  'Activate lasso tool': '激活套索工具',
  'Activate create/remove space tool': '激活创建/删除空间工具',
  'Activate global connect tool': '激活全局连线工具',
  'Create start event': '创建开始事件',
  'Create intermediate/boundary event': '创建中间/边界事件',
  'Create end event': '创建结束事件',
  'Create gateway': '创建网关',
  'Create task': '创建任务',
  'Create data object reference': '创建数据对象引用',
  'Create data store reference': '创建数据存储引用',
  'Create expanded sub-process': '创建可展开子流程',
  'Create pool/participant': '创建泳池/参与者',
  'Create group': '创建分组',
  // Context pad.
  'Append user task': '追加用户任务',
  'Append task': '追加任务',
  'Append end event': '追加结束事件',
  'Append gateway': '追加网关',
  'Append intermediate/boundary event': '追加中间/边界事件',
  'Append receive task': '追加接收任务',
  'Append message intermediate catch event': '追加消息中间捕获事件',
  'Append timer intermediate catch event': '追加定时中间捕获事件',
  'Append conditional intermediate catch event': '追加条件中间捕获事件',
  'Append signal intermediate catch event': '追加信号中间捕获事件',
  'Append compensation activity': '追加补偿活动',
  'Add text annotation': '添加文本注释',
  'Add lane above': '在上方添加泳道',
  'Add lane below': '在下方添加泳道',
  'Divide into two lanes': '分割成两个泳道',
  'Divide into three lanes': '分割成三个泳道',
  'Change element': '更改元素类型',
  'Connect to other element': '连接到其他元素',
  'Connect using association': '使用关联连接',
  'Connect using data input association': '使用数据输入关联连接',
  Delete: '删除',
  'Align elements': '对齐元素',
  'Distribute elements horizontally': '水平分布元素',
  'Distribute elements vertically': '垂直分布元素',
  'Search in diagram': '在图中搜索',
  'Open {element}': '打开 {element}',
  // Replace menu: the markers of its header.
  'Parallel multi-instance': '并行多实例',
  'Sequential multi-instance': '串行多实例',
  Loop: '循环',
  Collection: '集合',
  'Participant multiplicity': '参与者多重性',
  'Toggle non-interrupting': '切换非中断',
  // Replace menu: the element types.
  'Start event': '开始事件',
  'Intermediate throw event': '中间抛出事件',
  'End event': '结束事件',
  'Boundary event': '边界事件',
  'Message start event': '消息开始事件',
  'Timer start event': '定时开始事件',
  'Conditional start event': '条件开始事件',
  'Signal start event': '信号开始事件',
  'Error start event': '错误开始事件',
  'Escalation start event': '升级开始事件',
  'Compensation start event': '补偿开始事件',
  'Message start event (non-interrupting)': '消息开始事件（非中断）',
  'Timer start event (non-interrupting)': '定时开始事件（非中断）',
  'Conditional start event (non-interrupting)': '条件开始事件（非中断）',
  'Signal start event (non-interrupting)': '信号开始事件（非中断）',
  'Escalation start event (non-interrupting)': '升级开始事件（非中断）',
  'Message intermediate catch event': '消息中间捕获事件',
  'Message intermediate throw event': '消息中间抛出事件',
  'Timer intermediate catch event': '定时中间捕获事件',
  'Escalation intermediate throw event': '升级中间抛出事件',
  'Conditional intermediate catch event': '条件中间捕获事件',
  'Link intermediate catch event': '链接中间捕获事件',
  'Link intermediate throw event': '链接中间抛出事件',
  'Compensation intermediate throw event': '补偿中间抛出事件',
  'Signal intermediate catch event': '信号中间捕获事件',
  'Signal intermediate throw event': '信号中间抛出事件',
  'Message end event': '消息结束事件',
  'Escalation end event': '升级结束事件',
  'Error end event': '错误结束事件',
  'Cancel end event': '取消结束事件',
  'Compensation end event': '补偿结束事件',
  'Signal end event': '信号结束事件',
  'Terminate end event': '终止结束事件',
  'Message boundary event': '消息边界事件',
  'Timer boundary event': '定时边界事件',
  'Escalation boundary event': '升级边界事件',
  'Conditional boundary event': '条件边界事件',
  'Error boundary event': '错误边界事件',
  'Cancel boundary event': '取消边界事件',
  'Signal boundary event': '信号边界事件',
  'Compensation boundary event': '补偿边界事件',
  'Message boundary event (non-interrupting)': '消息边界事件（非中断）',
  'Timer boundary event (non-interrupting)': '定时边界事件（非中断）',
  'Escalation boundary event (non-interrupting)': '升级边界事件（非中断）',
  'Conditional boundary event (non-interrupting)': '条件边界事件（非中断）',
  'Signal boundary event (non-interrupting)': '信号边界事件（非中断）',
  'Exclusive gateway': '排他网关',
  'Parallel gateway': '并行网关',
  'Inclusive gateway': '包容网关',
  'Complex gateway': '复杂网关',
  'Event-based gateway': '事件网关',
  'Event based instantiating Gateway': '实例化事件网关',
  'Parallel Event based instantiating Gateway': '并行实例化事件网关',
  Task: '任务',
  'Send task': '发送任务',
  'Receive task': '接收任务',
  'User task': '用户任务',
  'Manual task': '手工任务',
  'Business rule task': '业务规则任务',
  'Service task': '服务任务',
  'Script task': '脚本任务',
  'Call activity': '调用活动',
  Transaction: '事务',
  'Event sub-process': '事件子流程',
  'Sub-process': '子流程',
  'Sub-process (collapsed)': '子流程（折叠）',
  'Sub-process (expanded)': '子流程（展开）',
  'Ad-hoc sub-process': '自由子流程',
  'Ad-hoc sub-process (collapsed)': '自由子流程（折叠）',
  'Ad-hoc sub-process (expanded)': '自由子流程（展开）',
  'Data object reference': '数据对象引用',
  'Data store reference': '数据存储引用',
  'Expanded pool/participant': '展开的泳池/参与者',
  'Empty pool/participant': '空的泳池/参与者',
  'Sequence flow': '顺序流',
  'Default flow': '默认流',
  'Conditional flow': '条件流',
  // The token simulation's buttons (titles it writes itself; see TOKEN_SIMULATION_TITLES).
  'Reset Simulation': '重置模拟',
  'Play/Pause Simulation': '播放/暂停模拟',
  'Toggle Simulation Log': '显示/隐藏模拟日志',
};

/**
 * The token simulation writes its buttons' titles in English without asking `translate`: they are rewritten in the
 * console's language when the simulation is switched on or the language changes (its own on/off switch, which reads
 * "Token Simulation", is hidden: the toolbar's 模拟 button does that, designer.css).
 */
const TOKEN_SIMULATION_TITLES = '.bts-palette [title]';

/** A bpmn-js text in `lang`, its `{name}` placeholders filled (as bpmn-js's own translate does). */
export function translateIn(lang: Lang, template: string, replacements: Readonly<Record<string, string>> = {}): string {
  const text = lang === 'zh-CN' ? (DESIGNER_ZH[template] ?? template) : template;
  return text.replace(/{([^}]+)}/g, (whole, key: string) => replacements[key] ?? whole);
}

/** bpmn-js's event bus and canvas, as far as this module uses them. */
interface Bus {
  fire(event: string): unknown;
  on(event: string, callback: () => void): void;
}
interface Canvas {
  getContainer(): HTMLElement;
}

/** Redraws what bpmn-js drew with the former language's words (the palette) when the console's language changes. */
class LanguageFollower {
  static $inject = ['eventBus', 'canvas'];

  constructor(eventBus: Bus, canvas: Canvas) {
    const simulationTitles = () => {
      for (const el of canvas.getContainer().querySelectorAll<HTMLElement>(TOKEN_SIMULATION_TITLES)) {
        el.dataset.titleEn ??= el.title;
        el.title = translateIn(getLang(), el.dataset.titleEn);
      }
    };
    const unsubscribe = subscribeLang(() => {
      eventBus.fire('i18n.changed');
      simulationTitles();
    });
    eventBus.on('tokenSimulation.toggleMode', simulationTitles);
    eventBus.on('diagram.destroy', unsubscribe);
  }
}

/** The bpmn-js module: replaces its `translate` service; the language is read at each call. */
export const TranslateModule = {
  __init__: ['languageFollower'],
  translate: ['value', (template: string, replacements?: Record<string, string>) => translateIn(getLang(), template, replacements)],
  languageFollower: ['type', LanguageFollower],
};
