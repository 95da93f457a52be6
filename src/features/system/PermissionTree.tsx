/**
 * The role form's permission tree (docs/architecture.md "Access"): the menu tree with checkboxes — checking a
 * directory or a page checks everything under it, a partly checked one is half-checked — as the form value of the
 * role's `perms` (its codes, comma-joined). The built-in admin role's `*:*:*` shows everything checked, not editable.
 */
import '@/i18n/parts/system';
import { Alert, Spin, Tree } from 'antd';
import { useMemo } from 'react';
import { MENU_TREE } from '@/entities/system/menu';
import { useEntityTree } from '@/components/entity/data';
import { useLang, useT } from '@/i18n/react';
import { ALL_PERMISSIONS } from '@/lib/access';
import { codesOfValue, grantedCodes, permNodes, type MenuNode, type PermNode } from './permissionTree';

function allKeys(nodes: readonly PermNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);
}

/** `readOnly`: the codes an account is granted, shown (/DetailInformation, /EditorInformation), not edited. */
export function PermissionTree({ value, onChange, id, readOnly }: { value?: unknown; onChange?: (value: string) => void; id?: string; readOnly?: boolean }) {
  const t = useT();
  const lang = useLang();
  const tree = useEntityTree(MENU_TREE);
  const menus = useMemo(() => (tree.data ?? []) as unknown as MenuNode[], [tree.data]);
  const nodes = useMemo(() => permNodes(menus, lang), [menus, lang]);
  const codes = codesOfValue(value);
  const everything = codes.includes(ALL_PERMISSIONS);
  // The tree's leaves only (an account's grants also name the directories and the home page, which are not leaves).
  const leaves = useMemo(() => new Set(allKeys(nodes)), [nodes]);
  if (tree.isPending) return <Spin size="small" />;
  if (tree.isError) return <Alert type="error" showIcon title={t('system.perms.failed', { msg: tree.error.message })} />;
  return (
    <div id={id} data-testid="permission-tree" style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 8, maxHeight: 480, overflow: 'auto' }}>
      {everything && <Alert type="info" showIcon title={t(readOnly ? 'system.perms.all' : 'system.perms.everything')} style={{ marginBottom: 8 }} />}
      <Tree
        checkable
        selectable={false}
        disabled={everything || readOnly}
        defaultExpandedKeys={nodes.map((n) => n.key)}
        treeData={nodes}
        checkedKeys={everything ? [...leaves] : codes.filter((c) => leaves.has(c))}
        onCheck={(checked) => {
          const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
          onChange?.(grantedCodes(keys, menus).join(','));
        }}
      />
    </div>
  );
}
