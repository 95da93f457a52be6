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
