/**
 * The moddle vocabularies of the designer and the process viewer (pure data and functions, shared by both areas):
 * - the process engine's extension (camunda-bpmn-moddle), under the configured prefix ('camunda' by default; the
 *   same descriptor is re-keyed for another prefix, e.g. 'flowable' or 'activiti', with that engine's namespace);
 * - the console's extended vocabulary (§3 Button, Assignee, Condition), so it round-trips through XML.
 * Call-activity bindings (camunda:In/Out) and form properties (camunda:FormProperty, camunda:FormData) are in the
 * engine descriptor already.
 */
import camundaDescriptor from 'camunda-bpmn-moddle/resources/camunda.json';

/** A moddle package descriptor (camunda.json and ours). */
export interface ModdleDescriptor {
  name: string;
  prefix: string;
  uri: string;
  xml?: { tagAlias?: string };
  associations?: unknown[];
  enumerations?: unknown[];
  types: { name: string; [key: string]: unknown }[];
  [key: string]: unknown;
}

export const DEFAULT_PREFIX = 'camunda';

/** Namespaces of the engines whose vocabulary matches camunda's. */
const ENGINE_URIS: Record<string, string> = {
  camunda: 'http://camunda.org/schema/1.0/bpmn',
  flowable: 'http://flowable.org/bpmn',
  activiti: 'http://activiti.org/bpmn',
};

/** The engine extension descriptor under `prefix`. */
export function engineDescriptor(prefix: string = DEFAULT_PREFIX): ModdleDescriptor {
  if (prefix === DEFAULT_PREFIX) return camundaDescriptor;
  const text = JSON.stringify(camundaDescriptor).replace(/"camunda:/g, `"${prefix}:`);
  const copy = JSON.parse(text) as ModdleDescriptor;
  return { ...copy, name: prefix.charAt(0).toUpperCase() + prefix.slice(1), prefix, uri: ENGINE_URIS[prefix] ?? `http://${prefix}.org/bpmn` };
}

export const CONSOLE_PREFIX = 'rc';

const attr = (name: string, type = 'String') => ({ name, type, isAttr: true });

/** §3 extended vocabulary: approval buttons and assignees of a task, conditions of a sequence flow. */
export const consoleDescriptor: ModdleDescriptor = {
  name: 'RentalConsole',
  prefix: CONSOLE_PREFIX,
  uri: 'http://rental-console/schema/bpmn/1.0',
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    { name: 'Button', superClass: ['Element'], properties: [attr('id'), attr('name'), attr('code'), attr('isHide', 'Boolean'), attr('next'), attr('sort', 'Integer')] },
    { name: 'Assignee', superClass: ['Element'], properties: [attr('id'), attr('type'), attr('value'), attr('condition'), attr('operationType'), attr('sort', 'Integer')] },
    { name: 'Condition', superClass: ['Element'], properties: [attr('id'), attr('field'), attr('compare'), attr('value'), attr('logic'), attr('sort', 'Integer')] },
  ],
};

export function moddleExtensions(prefix: string = DEFAULT_PREFIX): Record<string, ModdleDescriptor> {
  return { [prefix]: engineDescriptor(prefix), [CONSOLE_PREFIX]: consoleDescriptor };
}

/** prefix → namespace URI of every vocabulary the designer registers (bpmn's own included). */
export function registeredNamespaces(prefix: string = DEFAULT_PREFIX): Record<string, string> {
  const ours = Object.fromEntries(Object.values(moddleExtensions(prefix)).map((d) => [d.prefix, d.uri]));
  return {
    ...ours,
    bpmn: 'http://www.omg.org/spec/BPMN/20100524/MODEL',
    bpmndi: 'http://www.omg.org/spec/BPMN/20100524/DI',
    dc: 'http://www.omg.org/spec/DD/20100524/DC',
    di: 'http://www.omg.org/spec/DD/20100524/DI',
  };
}
