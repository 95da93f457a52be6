/**
 * The input of a treeRef field (src/entities/define.ts TreeRefField): an antd TreeSelect of the tree its field names,
 * asked from the tree's `<base>/tree` (the query cache's tree: a write anywhere leaves it stale), searchable by name,
 * with the top level (`0`) as the root when the field offers it. A failed load says so, and opening the select again
 * asks again. `disabledIds`: nodes that cannot be chosen (none by default).
 */
import '@/i18n/parts/tree';
import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { pick } from '@/i18n';
import { useLang, useT } from '@/i18n/react';
import type { TreeRefField } from '@/entities/define';
import { CHILDREN, TOP, TREE_ID } from '@/entities/tree';
import { useEntityTree } from './data';
import type { InputProps } from './kinds';

type Row = Record<string, unknown>;

interface Node {
  value: string;
  title: string;
  children?: Node[];
}

/** The nodes of a tree answer as the select shows them. */
function toNodes(rows: readonly Row[], label: string): Node[] {
  return rows.map((r) => {
    const kids = (r[CHILDREN] as Row[] | undefined) ?? [];
    return { value: String(r[TREE_ID]), title: String(r[label] ?? ''), ...(kids.length ? { children: toNodes(kids, label) } : {}) };
  });
}

export function TreeRefSelect({ field, placeholder, required, ...rest }: { field: TreeRefField; placeholder: string | undefined; required?: boolean } & InputProps) {
  const lang = useLang();
  const t = useT();
  const tree = useEntityTree(field.tree.path);
  const top = field.top ? pick(field.top, lang) : null;
  const treeData = useMemo(() => {
    const nodes = toNodes(tree.data ?? [], field.tree.label);
    return top === null ? nodes : [{ value: String(TOP), title: top, children: nodes }];
  }, [tree.data, field.tree.label, top]);
  const value = rest.value === undefined || rest.value === null || rest.value === '' ? undefined : String(rest.value as string | number);
  return (
    <TreeSelect
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear={!required}
      loading={tree.isPending || tree.isFetching}
      placeholder={tree.isError ? t('tree.selectFailed') : placeholder}
      treeData={treeData}
      treeDefaultExpandedKeys={top === null ? [] : [String(TOP)]}
      style={{ minWidth: 200, width: '100%' }}
      onOpenChange={(open) => open && tree.isError && void tree.refetch()}
      id={rest.id}
      value={value}
      onChange={(v: unknown) => rest.onChange?.(v)}
    />
  );
}
