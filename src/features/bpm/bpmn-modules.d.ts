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
declare module 'camunda-bpmn-moddle/resources/camunda.json' {
  import type { ModdleDescriptor } from './modeler/types';
  const descriptor: ModdleDescriptor;
  export default descriptor;
}
