/**
 * The demo backend of a tree entity (src/entities/tree.ts), derived from its declaration by ./entities `derive()`:
 * the nested answer of `<base>/tree` with each node's subtree totals, and the rules that keep the tree sound — a
 * save refuses a parent that does not exist, a move under the node itself or one of its descendants, a name another
 * child of the same parent has, and a node in use under a parent that is not; a delete is refused while the node
 * has children or counted members; taking a node out of use is refused while a child is in use, putting it back
 * while its parent is not (ruoyi's "该部门包含未停用的子部门"). Each refusal names what is in the way. The rules are
 * src/entities/tree.ts's (`treeSaveProblem`, `treeDeleteProblem`, `treeStatusProblem`); this refuses what they find.
 */
import { transitionField, transitionTarget, type AnySchema } from '@/entities/define';
import { inUseTest, nest, treeDeleteProblem, treeSaveProblem, treeStatusProblem, withTotals, type TreeDeclaration } from '@/entities/tree';
import { refuseIf } from './errors';

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

export function treeBackend(schema: AnySchema, tree: TreeDeclaration, rows: () => Row[]): TreeBackend {
  const statusField = schema.status?.field;
  const inUse = inUseTest(tree, statusField);
  const view = (row: Readonly<Row>): Row => withTotals(tree, rows(), row);
  return {
    path: `${schema.base ?? ''}/tree`,
    label: tree.label,
    checkSave: (row, pending = []) => refuseIf(treeSaveProblem(tree, rows(), row, inUse, pending)),
    checkDelete: (row) => refuseIf(treeDeleteProblem(tree, rows(), row)),
    checkTransition(key, row) {
      const tr = schema.transitions.find((x) => x.key === key);
      if (!tr || !tree.inUse || !statusField || transitionField(schema, tr) !== statusField) return;
      const target = transitionTarget(tr, {});
      if (target !== undefined) refuseIf(treeStatusProblem(tree, rows(), row, { ...row, [statusField]: target }, inUse));
    },
    view,
    nested: (list) => nest(tree, list.map(view)),
  };
}
