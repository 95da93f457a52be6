/** Diagram texts: the empty diagram, the one a new model starts from (a start event), and the JSON preview of an XML text. */
export { emptyDiagram, newDiagram, NEW_DIAGRAM_START, START_EVENT_NAME } from '@/entities/bpm/diagram';

/** A random process key: "Process_" and 7 base-36 characters (a valid §4 key). */
export function randomProcessKey(): string {
  return `Process_${Math.random().toString(36).slice(2, 9).padEnd(7, '0')}`;
}

type JsonNode = { [key: string]: JsonValue };
type JsonValue = string | JsonNode | JsonValue[];

function nodeToJson(el: Element): JsonValue {
  const out: JsonNode = {};
  for (const a of Array.from(el.attributes)) out[`_${a.name}`] = a.value;
  const children = Array.from(el.children);
  for (const child of children) {
    const value = nodeToJson(child);
    const existing = out[child.tagName];
    if (existing === undefined) out[child.tagName] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else out[child.tagName] = [existing, value];
  }
  const text = children.length === 0 ? (el.textContent ?? '').trim() : '';
  if (text) {
    if (Object.keys(out).length === 0) return text;
    out.__text = text;
  }
  return out;
}

/** The XML as JSON (attributes prefixed `_`, repeated elements as arrays, text as `__text`), pretty-printed. */
export function xmlToJson(xml: string): string {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const root = doc.documentElement;
  return JSON.stringify({ [root.tagName]: nodeToJson(root) }, null, 2);
}

/**
 * Renames the prefixes of `xml` that are bound to another namespace than the one the designer registers under
 * that prefix (e.g. a file binding `camunda` to the Activiti namespace). moddle cannot write such a file back
 * (it invents a prefix without declaring it); under another prefix the foreign attributes and elements are kept
 * as they are. Only element and attribute names change; the namespaces and the content do not.
 */
export function renameClashingPrefixes(xml: string, registered: Readonly<Record<string, string>>): string {
  let out = xml;
  const declared = new Map<string, string>();
  for (const m of xml.matchAll(/\sxmlns:([A-Za-z_][\w.-]*)="([^"]*)"/g)) declared.set(m[1]!, m[2]!);
  for (const [prefix, uri] of declared) {
    const ours = registered[prefix];
    if (ours === undefined || ours === uri) continue;
    let n = 1;
    while (declared.has(`${prefix}_${n}`) || registered[`${prefix}_${n}`] !== undefined) n += 1;
    const next = `${prefix}_${n}`;
    declared.set(next, uri);
    const escaped = prefix.replace(/[.-]/g, '\\$&');
    out = out.replace(new RegExp(`(<\\/?|\\s)${escaped}:`, 'g'), `$1${next}:`).replace(new RegExp(`xmlns:${escaped}=`, 'g'), `xmlns:${next}=`);
  }
  return out;
}
