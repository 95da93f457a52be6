/**
 * The designer's BPMN linter ([Q] 8; docs/architecture.md "Process designer"): bpmnlint with its recommended rules and
 * the console's own (a user task names who works on it: the rule of src/entities/bpm/rules.ts the backend's deploy
 * applies too). Loaded by a dynamic import when the designer publishes, so no other screen carries it.
 *
 * A problem comes with the element it is about and a text in both languages: Chinese from the dictionary below (one
 * text per rule), English the rule's own message.
 */
import { Linter } from 'bpmnlint';
import recommended from 'bpmnlint/config/recommended';
import adHocSubProcess from 'bpmnlint/rules/ad-hoc-sub-process';
import conditionalFlows from 'bpmnlint/rules/conditional-flows';
import endEventRequired from 'bpmnlint/rules/end-event-required';
import eventBasedGateway from 'bpmnlint/rules/event-based-gateway';
import eventSubProcessTypedStartEvent from 'bpmnlint/rules/event-sub-process-typed-start-event';
import fakeJoin from 'bpmnlint/rules/fake-join';
import global from 'bpmnlint/rules/global';
import labelRequired from 'bpmnlint/rules/label-required';
import linkEvent from 'bpmnlint/rules/link-event';
import noBpmndi from 'bpmnlint/rules/no-bpmndi';
import noComplexGateway from 'bpmnlint/rules/no-complex-gateway';
import noDisconnected from 'bpmnlint/rules/no-disconnected';
import noDuplicateSequenceFlows from 'bpmnlint/rules/no-duplicate-sequence-flows';
import noGatewayJoinFork from 'bpmnlint/rules/no-gateway-join-fork';
import noImplicitEnd from 'bpmnlint/rules/no-implicit-end';
import noImplicitSplit from 'bpmnlint/rules/no-implicit-split';
import noImplicitStart from 'bpmnlint/rules/no-implicit-start';
import noInclusiveGateway from 'bpmnlint/rules/no-inclusive-gateway';
import noOverlappingElements from 'bpmnlint/rules/no-overlapping-elements';
import singleBlankStartEvent from 'bpmnlint/rules/single-blank-start-event';
import singleEventDefinition from 'bpmnlint/rules/single-event-definition';
import startEventRequired from 'bpmnlint/rules/start-event-required';
import subProcessBlankStartEvent from 'bpmnlint/rules/sub-process-blank-start-event';
import superfluousGateway from 'bpmnlint/rules/superfluous-gateway';
import superfluousLabel from 'bpmnlint/rules/superfluous-label';
import superfluousTermination from 'bpmnlint/rules/superfluous-termination';
import type { LintNode, LintReporter, LintRuleFactory } from 'bpmnlint';
import { hasPerformer, noPerformerProblem } from '@/entities/bpm/rules';
import { bi, type Bilingual } from '@/i18n';

/** bpmnlint's recommended rules by name (its config names them; these are the rules it resolves). */
const BPMNLINT_RULES: Readonly<Record<string, LintRuleFactory>> = {
  'ad-hoc-sub-process': adHocSubProcess,
  'conditional-flows': conditionalFlows,
  'end-event-required': endEventRequired,
  'event-based-gateway': eventBasedGateway,
  'event-sub-process-typed-start-event': eventSubProcessTypedStartEvent,
  'fake-join': fakeJoin,
  global,
  'label-required': labelRequired,
  'link-event': linkEvent,
  'no-bpmndi': noBpmndi,
  'no-complex-gateway': noComplexGateway,
  'no-disconnected': noDisconnected,
  'no-duplicate-sequence-flows': noDuplicateSequenceFlows,
  'no-gateway-join-fork': noGatewayJoinFork,
  'no-implicit-end': noImplicitEnd,
  'no-implicit-split': noImplicitSplit,
  'no-implicit-start': noImplicitStart,
  'no-inclusive-gateway': noInclusiveGateway,
  'no-overlapping-elements': noOverlappingElements,
  'single-blank-start-event': singleBlankStartEvent,
  'single-event-definition': singleEventDefinition,
  'start-event-required': startEventRequired,
  'sub-process-blank-start-event': subProcessBlankStartEvent,
  'superfluous-gateway': superfluousGateway,
  'superfluous-label': superfluousLabel,
  'superfluous-termination': superfluousTermination,
};

/** The console's rule: the user task's assignee, candidate users or candidate groups, in the engine's prefix. */
const userTaskPerformer: LintRuleFactory = (config?: { prefix?: string }) => {
  const prefix = config?.prefix ?? 'camunda';
  const read = (node: LintNode, name: string): unknown => node.get(`${prefix}:${name}`) ?? node.$attrs?.[`${prefix}:${name}`];
  return {
    check(node: LintNode, reporter: LintReporter) {
      if (!node.$instanceOf('bpmn:UserTask')) return;
      const performers = { assignee: read(node, 'assignee'), candidateUsers: read(node, 'candidateUsers'), candidateGroups: read(node, 'candidateGroups') };
      const bpmnPerformer = ((node.get('resources') as unknown[] | undefined) ?? []).length > 0;
      if (!hasPerformer(performers) && !bpmnPerformer) reporter.report(node.id ?? '', noPerformerProblem(String(node.name || node.id))['en-US']);
    },
  };
};

/** The console's rules ('rental/<name>' in the config: bpmnlint resolves them in the package bpmnlint-plugin-rental). */
const OWN_RULES: Readonly<Record<string, LintRuleFactory>> = { 'user-task-performer': userTaskPerformer };
const OWN_PACKAGE = 'bpmnlint-plugin-rental';

/** Each rule's problem in Chinese (the English is the rule's message). */
const RULE_ZH: Readonly<Record<string, string>> = {
  'ad-hoc-sub-process': '自由子流程中不能有开始或结束事件',
  'conditional-flows': '条件流转缺少条件表达式',
  'end-event-required': '流程缺少结束事件',
  'event-based-gateway': '事件网关之后只能是中间捕获事件或接收任务',
  'event-sub-process-typed-start-event': '事件子流程的开始事件必须指定事件类型',
  'fake-join': '多条连线直接进入该元素，请用网关合流',
  global: '全局元素（消息、信号等）缺少名称、未被使用或重名',
  'label-required': '元素缺少名称',
  'link-event': '链接事件未成对或缺少链接名称',
  'no-bpmndi': '元素没有图形',
  'no-complex-gateway': '不建议使用复杂网关',
  'no-disconnected': '元素没有连线',
  'no-duplicate-sequence-flows': '重复的连线',
  'no-gateway-join-fork': '网关不能同时合流和分支',
  'no-implicit-end': '元素没有流出的连线（请连到结束事件）',
  'no-implicit-split': '多条连线直接离开该元素，请用网关分支',
  'no-implicit-start': '元素没有流入的连线（请从开始事件连过来）',
  'no-inclusive-gateway': '不建议使用包容网关',
  'no-overlapping-elements': '元素相互重叠',
  'single-blank-start-event': '流程只能有一个空白开始事件',
  'single-event-definition': '事件只能有一个事件定义',
  'start-event-required': '流程缺少开始事件',
  'sub-process-blank-start-event': '子流程的开始事件必须是空白开始事件',
  'superfluous-gateway': '多余的网关（只有一条流入和一条流出）',
  'superfluous-label': '连线的名称多余',
  'superfluous-termination': '多余的终止结束事件',
};

/** A problem of the diagram: the element, the rule, whether it refuses the publishing (error) or only warns. */
export interface LintProblem {
  id: string;
  rule: string;
  severity: 'error' | 'warn';
  message: Bilingual;
}

/** The Chinese of a problem: the console's rule says it itself (with the task's name), bpmnlint's by the dictionary. */
function chinese(rule: string, node: LintNode | undefined, english: string): string {
  if (rule === 'rental/user-task-performer') return noPerformerProblem(String(node?.name || node?.id || ''))['zh-CN'];
  return RULE_ZH[rule] ?? english;
}

/**
 * Lints the diagram (bpmn-js's definitions) with the recommended rules and the console's; `prefix`: the engine's
 * extension prefix the performers are read in. Errors first, then warnings (each in the order of the rules).
 */
export async function lintDiagram(definitions: LintNode, prefix: string, elementById: (id: string) => LintNode | undefined): Promise<LintProblem[]> {
  const linter = new Linter({
    config: { extends: 'bpmnlint:recommended', rules: { 'rental/user-task-performer': ['error', { prefix }] } },
    resolver: {
      resolveRule: (pkg, name) => (pkg === 'bpmnlint' ? BPMNLINT_RULES[name] : pkg === OWN_PACKAGE ? OWN_RULES[name] : undefined),
      resolveConfig: (pkg, name) => (pkg === 'bpmnlint' && name === 'recommended' ? recommended : undefined),
    },
  });
  const results = await linter.lint(definitions);
  const problems: LintProblem[] = [];
  for (const [rule, reports] of Object.entries(results)) {
    for (const r of reports) {
      if (r.category !== 'error' && r.category !== 'warn') continue; // a rule that failed to run is bpmnlint's affair
      const id = r.id ?? '';
      problems.push({ id, rule, severity: r.category, message: bi(chinese(rule, elementById(id), r.message), r.message) });
    }
  }
  return problems.sort((a, b) => Number(a.severity === 'warn') - Number(b.severity === 'warn'));
}
