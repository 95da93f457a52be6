/** What a screen of the console is, for the route table (src/app/routes), the guard and the demo backend's menus. */
import type { Bilingual } from '@/i18n';

/** Route groups of §2 (used for docs/routes.md, the route search and the crawl). */
export type RouteGroup =
  | 'public'
  | 'shell'
  | 'order'
  | 'admin'
  | 'business'
  | 'sop'
  | 'monitoring'
  | 'personal'
  | 'account'
  | 'process'
  | 'trip'
  | 'records'
  | 'fleet'
  | 'repair'
  | 'config'
  | 'supplier'
  | 'row';

/** One screen of the console: what the guard, the tabs, the menu helper and the route search read. */
export interface RouteMeta {
  /** Exact, case-sensitive, as §2 writes it (e.g. '/RentOrderManage'). */
  path: string;
  title: Bilingual;
  /** The title when the address has no (or an empty) `param` query: an edit screen that also adds (§2 /editFlowForm). */
  titleWithout?: { param: string; title: Bilingual };
  group: RouteGroup;
  /**
   * Permission code checked by the guard. Default: the path without its leading '/' (the login menu's
   * permissionCode of that page). null: any signed-in user.
   */
  permission?: string | null;
  /** A detail/edit/add screen inherits the permission of this list path. */
  parent?: string;
  /** Kept alive as a tab unless false (§2: cached unless marked not cached). */
  cache?: boolean;
  /** Reachable without signing in (§2 public list). */
  public?: boolean;
  /** §2 names the screen only by a title: the path follows the spec's naming style and is ours. */
  invented?: boolean;
  /** Receives its row as a JSON `row` query parameter (§2 last paragraph). */
  rowQuery?: boolean;
  /**
   * Why the screen is deliberately left unbuilt (§2 gives only its path and nothing it could sensibly be): shown on its
   * "under construction" screen and in docs/routes.md.
   */
  unbuilt?: Bilingual;
}
