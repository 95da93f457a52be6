/**
 * The demo backend of a tree entity (src/entities/tree.ts), derived from its declaration by ./entities `derive()`:
 * the nested answer of `<base>/tree` with each node's subtree totals, and the rules that keep the tree sound — a
 * save refuses a parent that does not exist, a move under the node itself or one of its descendants, a name another
 * child of the same parent has, and a node in use under a parent that is not; a delete is refused while the node
 * has children or counted members; taking a node out of use is refused while a child is in use, putting it back
 * while its parent is not (ruoyi's "该部门包含未停用的子部门"). Each refusal names what is in the way.
 */
import { transitionField, transitionTarget, type AnySchema } from '@/entities/define';
import { childrenOf, nest, parentOf, subtreeIds, TREE_ID, fill, treeRefusals, wouldCycle, type TreeDeclaration } from '@/entities/tree';
import type { Bilingual } from '@/i18n';
import { refuse, zh } from './errors';

type Row = Record<string, unknown>;

export interface TreeBackend {
  /** `<base>/tree`. */
  path: string;
  /** The node's name field. */
  label: string;
  /**
   * Checks a row about to be saved (the sent values over the stored row; no id when new): refuses what breaks the tree.
   * `pending`: the new rows of the same batch checked before it (an import), not stored yet: their names are taken too.
   */
  checkSave(row: Readonly<Row>, pending?: readonly Row[]): void;
  /** Refuses deleting a node with children or members. */
  checkDelete(row: Readonly<Row>): void;
  /** Refuses a transition that would leave a node in use under one that is not. */
  checkTransition(key: string, row: Readonly<Row>): void;
  /** A stored row as the answers show it: with its subtree totals. */
  view(row: Readonly<Row>): Row;
  /** Rows (a filtered list) as the tree answer: nested, with totals. */
  nested(rows: readonly Row[]): Row[];
}

const idOf = (row: Readonly<Row>) => String(row[TREE_ID]);

export function treeBackend(schema: AnySchema, tree: TreeDeclaration, rows: () => Row[]): TreeBackend {
  const refusals = treeRefusals(tree);
  const fail = (text: Bilingual, vars: Record<string, string | number> = {}): never => refuse(zh(fill(text, vars)));
  const statusField = schema.status?.field;
  const inUse = (row: Readonly<Row> | undefined) => !tree.inUse || !statusField || !row || tree.inUse.some((v) => String(v) === String(row[statusField] ?? tree.inUse![0]));
  const find = (id: string) => rows().find((r) => idOf(r) === id);
  const name = (row: Readonly<Row>) => String(row[tree.label] ?? '');
  const view = (row: Readonly<Row>): Row => {
    const counts = tree.counts ?? [];
    if (!counts.length) return { ...row };
    const all = rows();
    const ids = subtreeIds(tree, all, idOf(row));
    const below = all.filter((r) => ids.has(idOf(r)));
    return { ...row, ...Object.fromEntries(counts.map((c) => [c.total, below.reduce((sum, r) => sum + (Number(r[c.own]) || 0), 0)])) };
  };

  return {
    path: `${schema.base ?? ''}/tree`,
    label: tree.label,
    checkSave(row, pending = []) {
      const all = rows();
      const id = row[TREE_ID] === undefined || row[TREE_ID] === null ? null : idOf(row);
      const parentId = parentOf(tree, row);
      const parent = parentId === '0' ? undefined : find(parentId);
      if (parentId !== '0' && !parent) fail(refusals.noParent);
      if (id !== null && wouldCycle(tree, all, id, parentId)) fail(refusals.cycle);
      const own = name(row).trim();
      const twin = childrenOf(tree, [...all, ...pending], parentId).find((r) => idOf(r) !== id && name(r).trim() === own);
      if (twin) fail(refusals.duplicate, { name: own });
      // A new node is in use (its defaults); an existing one as it is stored.
      if (parent && inUse(row) && !inUse(parent)) fail(refusals.underDisabled, { name: name(parent) });
    },
    checkDelete(row) {
      const children = childrenOf(tree, rows(), idOf(row));
      if (children.length) fail(refusals.hasChildren, { n: children.length });
      for (const c of tree.counts ?? []) {
        const n = Number(row[c.own]) || 0;
        if (n > 0) fail(c.blocksDelete, { n });
      }
    },
    checkTransition(key, row) {
      const tr = schema.transitions.find((x) => x.key === key);
      if (!tr || !tree.inUse || transitionField(schema, tr) !== statusField) return;
      const target = transitionTarget(tr, {});
      if (target === undefined) return;
      const next = { ...row, [statusField]: target };
      if (!inUse(next)) {
        const busy = childrenOf(tree, rows(), idOf(row)).filter((r) => inUse(r));
        if (busy.length) fail(refusals.childrenInUse, { names: busy.map(name).join('、') });
      } else {
        const parent = find(parentOf(tree, row));
        if (parent && !inUse(parent)) fail(refusals.parentNotInUse, { name: name(parent) });
      }
    },
    view,
    nested: (list) => nest(tree, list.map(view)),
  };
}
