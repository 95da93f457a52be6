/**
 * Tree entities (§3 "Tree data: id, parentId, children"): an entity whose rows form a tree — departments, later
 * areas or menus — declares `tree` (see `TreeDeclaration`). Its rows carry their `id` (the row key) and their
 * parent's id (`0`: a top-level node); `<base>/tree` answers them nested (`children`), `<base>/list` still pages them
 * flat. The rules a tree obeys are here, once, for the demo backend (src/mocks/tree.ts), the tree screen
 * (src/components/entity/EntityTreePage.tsx) and docs/api.md alike: a parent that exists, no cycle, no two children
 * of one parent with the same name, no delete while children (or counted members) remain, and a node in use only
 * under a parent in use.
 *
 * Pure: imports only src/i18n types; the demo backend reads it without React.
 */
import type { Bilingual } from '@/i18n';

type Row = Record<string, unknown>;
type Scalar = string | number | boolean;

/** The parent id of a top-level node. */
export const TOP = 0;

/** The row key of a tree entity's rows (§3). */
export const TREE_ID = 'id';

/** What a node holds besides its fields in the tree answer. */
export const CHILDREN = 'children';

/** A count of members kept on each node (a department's staff): its own, and its subtree's total in the answers. */
export interface TreeCount {
  /** The stored field: the node's own count. */
  own: string;
  /** The field the answers add: the node's count plus all its descendants'. */
  total: string;
  /** The refusal of deleting a node whose own count is not 0 (`{n}`: the count). */
  blocksDelete: Bilingual;
}

/** An entity's rows form a tree (see the header comment). */
export interface TreeDeclaration {
  /** The field holding the parent's id (`0` for a top-level node). */
  parent: string;
  /** The node's name: what tree selects show; no two children of one parent share it. */
  label: string;
  /** Siblings are answered in this field's order (then by id). */
  order?: string;
  /** What a node is called in the refusals ('部门' / 'department'). */
  noun: Bilingual;
  /**
   * The values of the status field in which a node is in use (a department's "normal"). A node in use needs its
   * parent in use: the transition out of use is refused while a child is in use, the one into use while the parent
   * is not, and a node in use cannot be added or moved under a parent that is not.
   */
  inUse?: readonly Scalar[];
  /** Member counts (staff): shown per node and per subtree; a node with members cannot be deleted. */
  counts?: readonly TreeCount[];
}

/** `{name}`-style placeholders filled in a bilingual text. */
export function fill(text: Bilingual, vars: Readonly<Record<string, string | number>>): Bilingual {
  const one = (s: string) => s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
  return { 'zh-CN': one(text['zh-CN']), 'en-US': one(text['en-US']) };
}

/** The refusals every tree entity gives, in its noun's words (`{name}`, `{n}`, `{names}` filled by the caller). */
export function treeRefusals(tree: Pick<TreeDeclaration, 'noun'>) {
  const zh = tree.noun['zh-CN'];
  const en = tree.noun['en-US'];
  const bi = (z: string, e: string): Bilingual => ({ 'zh-CN': z, 'en-US': e });
  return {
    noParent: bi(`上级${zh}不存在或已被删除`, `The parent ${en} does not exist or has been deleted`),
    cycle: bi(`不能将${zh}移动到它自身或它的下级${zh}之下`, `A ${en} cannot be moved under itself or under one of its own sub-${en}s`),
    duplicate: bi(`同一上级${zh}下已有名为「{name}」的${zh}`, `The parent ${en} already has a ${en} named "{name}"`),
    hasChildren: bi(`该${zh}下还有 {n} 个下级${zh}，请先删除或移走下级${zh}`, `This ${en} still has {n} sub-${en}(s): delete or move them first`),
    childrenInUse: bi(`该${zh}包含未停用的下级${zh}（{names}），请先停用下级${zh}`, `This ${en} has sub-${en}s in use ({names}): disable them first`),
    parentNotInUse: bi(`上级${zh}「{name}」已停用，请先启用上级${zh}`, `The parent ${en} "{name}" is disabled: enable it first`),
    underDisabled: bi(`上级${zh}「{name}」已停用，不能在其下新增或移入${zh}`, `The parent ${en} "{name}" is disabled: no ${en} can be added or moved under it`),
  };
}

const idOf = (row: Row) => String(row[TREE_ID]);

/** The parent id of a row as text ('0' for a top-level node, also when empty). */
export function parentOf(tree: TreeDeclaration, row: Row): string {
  const p = row[tree.parent];
  return p === undefined || p === null || p === '' ? String(TOP) : String(p);
}

/** The children of a node among the rows (`'0'`: the top-level nodes). */
export function childrenOf(tree: TreeDeclaration, rows: readonly Row[], id: string): Row[] {
  return rows.filter((r) => parentOf(tree, r) === id && idOf(r) !== id);
}

/** The ids of a node and all its descendants (a parent missing from the rows ends the walk). */
export function subtreeIds(tree: TreeDeclaration, rows: readonly Row[], id: string): Set<string> {
  const byParent = new Map<string, string[]>();
  for (const r of rows) {
    const p = parentOf(tree, r);
    byParent.set(p, [...(byParent.get(p) ?? []), idOf(r)]);
  }
  const out = new Set<string>([id]);
  const stack = [id];
  while (stack.length) {
    for (const child of byParent.get(stack.pop()!) ?? []) {
      if (out.has(child)) continue;
      out.add(child);
      stack.push(child);
    }
  }
  return out;
}

/** Whether making `parent` the parent of node `id` would make a cycle (the parent is the node or below it). */
export function wouldCycle(tree: TreeDeclaration, rows: readonly Row[], id: string, parent: string): boolean {
  return parent !== String(TOP) && subtreeIds(tree, rows, id).has(parent);
}

/** Siblings in declared order, then by id. */
export function siblingOrder(tree: TreeDeclaration): (a: Row, b: Row) => number {
  const num = (v: unknown) => (typeof v === 'number' ? v : Number(v) || 0);
  return (a, b) => (tree.order ? num(a[tree.order]) - num(b[tree.order]) : 0) || num(a[TREE_ID]) - num(b[TREE_ID]);
}

/**
 * The rows nested (§3 `children`), siblings in order. A row whose parent is not among the rows (a top-level node, or
 * one whose parent a filter left out) is a root. A node without children has no `children` field.
 */
export function nest(tree: TreeDeclaration, rows: readonly Row[]): Row[] {
  const ids = new Set(rows.map(idOf));
  const byParent = new Map<string, Row[]>();
  const roots: Row[] = [];
  for (const r of rows) {
    const p = parentOf(tree, r);
    if (ids.has(p) && p !== idOf(r)) byParent.set(p, [...(byParent.get(p) ?? []), r]);
    else roots.push(r);
  }
  const order = siblingOrder(tree);
  const build = (list: Row[], seen: Set<string>): Row[] =>
    [...list].sort(order).map((r) => {
      const kids = seen.has(idOf(r)) ? [] : (byParent.get(idOf(r)) ?? []);
      const next = new Set(seen).add(idOf(r));
      return kids.length ? { ...r, [CHILDREN]: build(kids, next) } : { ...r };
    });
  return build(roots, new Set());
}

/** A node's name (its `label` field) as text. */
const labelOf = (tree: TreeDeclaration, row: Readonly<Row>) => String(row[tree.label] ?? '');

/** Whether a node is in use (`status`: the entity's status field); a tree without in-use states, or no node: always. */
export function inUseTest(tree: TreeDeclaration, status: string | undefined): (row: Readonly<Row> | undefined) => boolean {
  return (row) => !tree.inUse || !status || !row || tree.inUse.some((v) => String(v) === String(row[status] ?? tree.inUse![0]));
}

/**
 * What refuses saving a row (the sent values over the stored row; no id when new) among the stored rows (null: none):
 * a parent that does not exist, a move under the node itself or a descendant, a name another child of the same parent
 * has, a node in use under a parent that is not. `pending`: the new rows of the same batch checked before it (an
 * import), not stored yet: their names are taken too.
 */
export function treeSaveProblem(tree: TreeDeclaration, rows: readonly Row[], row: Readonly<Row>, inUse: (row: Readonly<Row> | undefined) => boolean, pending: readonly Row[] = []): Bilingual | null {
  const refusals = treeRefusals(tree);
  const id = row[TREE_ID] === undefined || row[TREE_ID] === null ? null : idOf(row);
  const parentId = parentOf(tree, row);
  const parent = parentId === String(TOP) ? undefined : rows.find((r) => idOf(r) === parentId);
  if (parentId !== String(TOP) && !parent) return refusals.noParent;
  if (id !== null && wouldCycle(tree, rows, id, parentId)) return refusals.cycle;
  const own = labelOf(tree, row).trim();
  const twin = childrenOf(tree, [...rows, ...pending], parentId).find((r) => idOf(r) !== id && labelOf(tree, r).trim() === own);
  if (twin) return fill(refusals.duplicate, { name: own });
  // A new node is in use (its defaults); an existing one as it is stored.
  return parent && inUse(row) && !inUse(parent) ? fill(refusals.underDisabled, { name: labelOf(tree, parent) }) : null;
}

/** What refuses deleting a node (null: none): its children, or its own members (a count that is not 0). */
export function treeDeleteProblem(tree: TreeDeclaration, rows: readonly Row[], row: Readonly<Row>): Bilingual | null {
  const children = childrenOf(tree, rows, idOf(row));
  if (children.length) return fill(treeRefusals(tree).hasChildren, { n: children.length });
  const counted = (tree.counts ?? []).find((c) => (Number(row[c.own]) || 0) > 0);
  return counted ? fill(counted.blocksDelete, { n: Number(row[counted.own]) }) : null;
}

/**
 * What refuses a node the status of `next` (null: none): out of use while a child is in use, into use while its
 * parent is not.
 */
export function treeStatusProblem(tree: TreeDeclaration, rows: readonly Row[], row: Readonly<Row>, next: Readonly<Row>, inUse: (row: Readonly<Row> | undefined) => boolean): Bilingual | null {
  const refusals = treeRefusals(tree);
  if (!inUse(next)) {
    const busy = childrenOf(tree, rows, idOf(row)).filter((r) => inUse(r));
    return busy.length ? fill(refusals.childrenInUse, { names: busy.map((r) => labelOf(tree, r)).join('、') }) : null;
  }
  const parent = rows.find((r) => idOf(r) === parentOf(tree, row));
  return parent && !inUse(parent) ? fill(refusals.parentNotInUse, { name: labelOf(tree, parent) }) : null;
}

/** A node as the answers show it: with its subtree totals (each count's own plus all its descendants'). */
export function withTotals(tree: TreeDeclaration, rows: readonly Row[], row: Readonly<Row>): Row {
  const counts = tree.counts ?? [];
  if (!counts.length) return { ...row };
  const ids = subtreeIds(tree, rows, idOf(row));
  const below = rows.filter((r) => ids.has(idOf(r)));
  return { ...row, ...Object.fromEntries(counts.map((c) => [c.total, below.reduce((sum, r) => sum + (Number(r[c.own]) || 0), 0)])) };
}

/** Every node of a nested tree, depth first. */
export function flatten(nodes: readonly Row[]): Row[] {
  return nodes.flatMap((n) => [n, ...flatten((n[CHILDREN] as Row[] | undefined) ?? [])]);
}

/** A declaration's tree is sound: its fields are declared, its row key is `id`, its counts are numbers. */
export function checkTree(where: string, decl: { rowKey: string; tree?: TreeDeclaration; status?: { field: string }; fields: readonly { name: string; type: string }[] }): void {
  const tree = decl.tree;
  if (!tree) return;
  const field = (name: string) => decl.fields.find((f) => f.name === name);
  if (decl.rowKey !== TREE_ID) throw new Error(`${where}: a tree's rows are keyed by ${TREE_ID} (§3 tree data), not ${decl.rowKey}`);
  if (field(tree.parent)?.type !== 'treeRef') throw new Error(`${where}: the tree's parent field ${tree.parent} must be a declared treeRef field`);
  if (!field(tree.label)) throw new Error(`${where}: the tree's label field ${tree.label} is not declared`);
  if (tree.order && !['number', 'decimal'].includes(field(tree.order)?.type ?? '')) throw new Error(`${where}: the tree's order field ${tree.order} must be a declared number field`);
  if (tree.inUse && !decl.status) throw new Error(`${where}: a tree's in-use states need a status field`);
  for (const c of tree.counts ?? []) {
    if (field(c.own)?.type !== 'number') throw new Error(`${where}: the tree count ${c.own} must be a declared number field`);
  }
}
