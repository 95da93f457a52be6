/**
 * §2 Menu helper: maps a page URL (minus its leading slash) to a two-level menu entry — the top item that holds
 * the page and the page itself — so the top item can be marked active and the page set as the default active
 * one. Does nothing (null) when the menu has one item or fewer.
 */
export interface MenuNode {
  url?: string;
  code?: string;
  permissionCode: string;
  children?: MenuNode[];
}

export interface ActiveMenu {
  /** Key of the top-level item holding the page (its code, or url for a top-level page). */
  menuIsActive: string;
  /** The page's url (leading slash kept), the side menu's default active entry. */
  defaultActive: string;
}

const strip = (url: string) => url.replace(/^\//, '');
const keyOf = (n: MenuNode) => n.code ?? n.url ?? n.permissionCode;

function holds(node: MenuNode, page: string): MenuNode | null {
  if (node.url !== undefined && strip(node.url) === page) return node;
  for (const child of node.children ?? []) {
    const found = holds(child, page);
    if (found) return found;
  }
  return null;
}

export function activeMenuFor(url: string, menu: readonly MenuNode[]): ActiveMenu | null {
  if (menu.length <= 1) return null;
  const page = strip(url.split(/[?#]/)[0] ?? '');
  for (const top of menu) {
    const entry = holds(top, page);
    if (entry?.url !== undefined) return { menuIsActive: keyOf(top), defaultActive: entry.url };
  }
  return null;
}
