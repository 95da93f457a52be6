/** camunda-bpmn-moddle's descriptor (the package ships no types). */
declare module 'camunda-bpmn-moddle/resources/camunda.json' {
  import type { ModdleDescriptor } from './moddle';
  const descriptor: ModdleDescriptor;
  export default descriptor;
}
