/**
 * The role form's permission tree (pure): the menu tree (`/api/system/menu/tree`) as checkable nodes, and the codes a
 * set of checked nodes grants. A directory and a page are nodes of their own (`node:<id>`); what a role holds are the
 * leaves: a page's "open" leaf (its code: the route) and its buttons (their codes). So a branch checked checks all its
 * pages and buttons, a partly checked one shows half-checked, and a page can be granted without any of its buttons.
 */
import { pick, type Bilingual, type Lang } from '@/i18n';

export interface MenuNode {
  id: number;
  title: string;
  titleEn?: string;
  menuType: 'M' | 'C' | 'F';
  perms: string;
  path?: string;
  children?: MenuNode[];
}

export interface PermNode {
  key: string;
  title: string;
  children?: PermNode[];
}

/** The key of a directory's or a page's own node (never a code: codes hold ':' or none of '<>'). */
const nodeKey = (id: number) => `node:${id}`;
const isNodeKey = (key: string) => key.startsWith('node:');

const OPEN: Bilingual = { 'zh-CN': '访问页面', 'en-US': 'Open the page' };

/** The tree's nodes in the user's language. */
export function permNodes(menus: readonly MenuNode[], lang: Lang): PermNode[] {
  const title = (m: MenuNode) => (lang === 'en-US' && m.titleEn ? m.titleEn : m.title);
  return menus.map((m): PermNode => {
    if (m.menuType === 'F') return { key: m.perms, title: `${title(m)}（${m.perms}）` };
    if (m.menuType === 'C') {
      const buttons = (m.children ?? []).filter((c) => c.menuType === 'F');
      return { key: nodeKey(m.id), title: title(m), children: [{ key: m.perms, title: `${pick(OPEN, lang)}（${m.path ?? m.perms}）` }, ...permNodes(buttons, lang)] };
    }
    return { key: nodeKey(m.id), title: title(m), children: permNodes(m.children ?? [], lang) };
  });
}

/** The codes (leaves) among checked keys; a button checked without its page's "open" leaf brings it along. */
export function grantedCodes(checked: readonly string[], menus: readonly MenuNode[]): string[] {
  const codes = new Set(checked.filter((k) => !isNodeKey(k)));
  const walk = (nodes: readonly MenuNode[]) => {
    for (const m of nodes) {
      if (m.menuType === 'C' && (m.children ?? []).some((b) => b.menuType === 'F' && codes.has(b.perms))) codes.add(m.perms);
      walk(m.children ?? []);
    }
  };
  walk(menus);
  return [...codes];
}

/** The codes of a role's stored value (comma-joined). */
export const codesOfValue = (value: unknown): string[] => (typeof value === 'string' ? value.split(',').filter(Boolean) : []);
