/** A generated BPMN 2.0 diagram of about `n` flow elements (see bpmnGenerator.mjs). */
export function generateDiagram(n: number): string;
