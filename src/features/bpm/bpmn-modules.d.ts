/** Declarations for the untyped packages of the designer (bpmn-js itself ships its own types). */
declare module 'bpmn-js-token-simulation' {
  import type { ModuleDeclaration } from 'didi';
  const module: ModuleDeclaration;
  export default module;
}
declare module 'camunda-bpmn-js-behaviors/lib/camunda-platform' {
  import type { ModuleDeclaration } from 'didi';
  const module: ModuleDeclaration;
  export default module;
}
/** bpmn-moddle (bpmn-js's own moddle; its types are not resolvable under this project's module settings): the part the unit tests use. */
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string, type?: string): Promise<{ rootElement: unknown; warnings: unknown[] }>;
    toXML(element: unknown, options?: { format?: boolean }): Promise<{ xml: string }>;
    create(type: string, attrs?: Record<string, unknown>): unknown;
  }
}
/** bpmnlint (CommonJS, its types not resolvable for deep imports): the linter, its recommended config and its rules, as src/features/bpm/lint uses them. */
declare module 'bpmnlint' {
  /** A moddle element as a rule reads it. */
  export interface LintNode {
    $type: string;
    $attrs?: Record<string, string>;
    id?: string;
    name?: string;
    get(name: string): unknown;
    $instanceOf(type: string): boolean;
  }
  export interface LintReporter {
    report(id: string, message: string): void;
  }
  export type LintRuleFactory = (config?: never) => { check: (node: LintNode, reporter: LintReporter) => void };
  export interface LintConfig {
    extends?: string | string[];
    rules?: Record<string, string | [string, Record<string, unknown>]>;
  }
  export interface LintReport {
    id?: string;
    message: string;
    category: 'error' | 'warn' | 'info' | 'rule-error';
  }
  export class Linter {
    constructor(options: {
      config?: LintConfig;
      resolver: {
        resolveRule(pkg: string, name: string): LintRuleFactory | undefined;
        resolveConfig(pkg: string, name: string): LintConfig | undefined;
      };
    });
    lint(definitions: LintNode): Promise<Record<string, LintReport[]>>;
  }
}
declare module 'bpmnlint/config/recommended' {
  import type { LintConfig } from 'bpmnlint';
  const config: LintConfig;
  export default config;
}
declare module 'bpmnlint/rules/*' {
  import type { LintRuleFactory } from 'bpmnlint';
  const rule: LintRuleFactory;
  export default rule;
}
