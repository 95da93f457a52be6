import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type Dispatch, type KeyboardEvent, type SetStateAction } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { MenuEntry } from '@/api/auth';
import { reportUsage } from '@/api/http';
import { MenuIcon } from '@/components/MenuIcon';
import { useLang } from '@/i18n/react';
import { activeMenuFor } from '@/lib/menuActive';
import { SESSION_KEYS, writeString } from '@/lib/storage';
import { useSession } from '@/stores/session';
import { HOME_PATH } from '@/stores/tabs';
import { findEntry, menuInLang, menuKey } from './menuItems';

/** §2 Menu: up to three levels. */
const MAX_DEPTH = 3;

interface MenuContext {
  /** The key of the screen shown. */
  current: string;
  /** The keys of the groups holding it. */
  currentParents: readonly string[];
  open: ReadonlySet<string>;
  toggle: (key: string) => void;
  /** A screen's link was used (also for a new tab: react-router's Link leaves those clicks to the browser). */
  used: (entry: MenuEntry) => void;
  /** Drawn in a collapsed side bar's panel (indented as antd's pop-up submenus). */
  inPanel?: boolean;
}

/**
 * The side menu from the login menu (§2 Menu), drawn without antd in the look of antd's inline Menu (./shell.css), so
 * that it comes with the frame's first paint. Screens are links (a new tab with Ctrl or the middle button); groups open
 * and close, and those holding the screen shown open with it. `collapsed` (the side bar narrowed to its icons): the
 * top level as icons, named on hover, and a group's screens in a panel beside it (hover, click or keyboard; Escape
 * closes it).
 */
export default function SideMenu({ collapsed }: { collapsed: boolean }) {
  const location = useLocation();
  const answered = useSession((s) => s.menu);
  const lang = useLang();
  // Titled in the console's language (the menu records' English titles).
  const menu = useMemo(() => menuInLang(answered, lang), [answered, lang]);

  // §2 menu helper: the top item holding this page is active, the page the default active entry (session keys).
  const current = location.pathname === '/' ? HOME_PATH : location.pathname;
  const active = useMemo(() => activeMenuFor(current, menu), [current, menu]);
  useEffect(() => {
    if (!active) return;
    writeString('session', SESSION_KEYS.menuIsActive, active.menuIsActive);
    writeString('session', SESSION_KEYS.defaultActive, active.defaultActive);
  }, [active]);

  const currentParents = useMemo(() => findEntry(menu, current)?.parents ?? [], [menu, current]);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(currentParents));
  // A screen opened from elsewhere (a tab, a link, the address bar) opens the groups holding it; the others stay as
  // the user left them.
  const [openedFor, setOpenedFor] = useState(currentParents);
  if (openedFor !== currentParents) {
    setOpenedFor(currentParents);
    if (currentParents.some((k) => !open.has(k))) setOpen(new Set([...open, ...currentParents]));
  }

  // The collapsed side bar's open panel (a group's key); none after the side bar is widened or narrowed.
  const [panel, setPanel] = useState<string | null>(null);
  const [panelIn, setPanelIn] = useState(collapsed);
  if (panelIn !== collapsed) {
    setPanelIn(collapsed);
    setPanel(null);
  }
  const context = useMemo<MenuContext>(
    () => ({
      current,
      currentParents,
      open,
      toggle: (key) =>
        setOpen((was) => {
          const next = new Set(was);
          if (!next.delete(key)) next.add(key);
          return next;
        }),
      used: (entry) => {
        reportUsage(entry.permissionCode);
        setPanel(null);
      },
    }),
    [current, currentParents, open],
  );

  if (!collapsed) return <Entries entries={menu} depth={1} context={context} />;
  return (
    <ul className="side-menu collapsed">
      {menu.map((entry) =>
        entry.children ? (
          <CollapsedGroup key={menuKey(entry)} entry={entry} context={context} shown={panel === menuKey(entry)} setPanel={setPanel} />
        ) : (
          <li key={menuKey(entry)}>
            <Item entry={entry} depth={1} context={context} iconOnly />
          </li>
        ),
      )}
    </ul>
  );
}

function itemClass(entry: MenuEntry, { current, currentParents }: MenuContext): string {
  const key = menuKey(entry);
  if (key === current) return 'side-menu-item selected';
  return currentParents.includes(key) ? 'side-menu-item holds-selected' : 'side-menu-item';
}

/** Indentation of antd's inline Menu, 24 px a level; in a pop-up panel (which starts at the second level), 16 px first. */
const indent = (depth: number, { inPanel }: MenuContext) => ({ paddingInlineStart: inPanel ? 16 + 24 * (depth - 2) : 24 * depth });

/** A list of entries, open groups with their entries below them. */
function Entries({ entries, depth, context, id }: { entries: readonly MenuEntry[]; depth: number; context: MenuContext; id?: string }) {
  return (
    <ul className={depth === 1 ? 'side-menu' : context.inPanel && depth === 2 ? 'side-menu-panel-list' : 'side-menu-sub'} id={id}>
      {entries.map((entry) => (
        <li key={menuKey(entry)}>{entry.children && depth < MAX_DEPTH ? <Group entry={entry} depth={depth} context={context} /> : <Item entry={entry} depth={depth} context={context} />}</li>
      ))}
    </ul>
  );
}

/** A screen's link; `iconOnly` in the collapsed side bar (named by its title, shown on hover). */
function Item({ entry, depth, context, iconOnly = false }: { entry: MenuEntry; depth: number; context: MenuContext; iconOnly?: boolean }) {
  return (
    <Link
      to={entry.url ?? HOME_PATH}
      className={itemClass(entry, context)}
      style={iconOnly ? undefined : indent(depth, context)}
      aria-current={menuKey(entry) === context.current ? 'page' : undefined}
      aria-label={iconOnly ? entry.title : undefined}
      title={iconOnly ? entry.title : undefined}
      onClick={() => context.used(entry)}
    >
      {iconOnly ? (
        <CollapsedIcon entry={entry} />
      ) : (
        <>
          <ItemIcon entry={entry} />
          <span className="side-menu-title">{entry.title}</span>
        </>
      )}
    </Link>
  );
}

function Group({ entry, depth, context }: { entry: MenuEntry; depth: number; context: MenuContext }) {
  const key = menuKey(entry);
  const isOpen = context.open.has(key);
  const listId = useId();
  return (
    <>
      <button type="button" className={itemClass(entry, context)} style={indent(depth, context)} aria-expanded={isOpen} aria-controls={isOpen ? listId : undefined} onClick={() => context.toggle(key)}>
        <ItemIcon entry={entry} />
        <span className="side-menu-title">{entry.title}</span>
        <span className="side-menu-arrow" aria-hidden="true" />
      </button>
      {isOpen && <Entries entries={entry.children ?? []} depth={depth + 1} context={context} id={listId} />}
    </>
  );
}

/** An entry's icon, if it names one: decoration (the entry is named by its title). */
function ItemIcon({ entry }: { entry: MenuEntry }) {
  return entry.icon ? (
    <span className="side-menu-icon" aria-hidden="true">
      <MenuIcon name={entry.icon} />
    </span>
  ) : null;
}

/** A top-level entry's icon in the collapsed side bar (its title's first character if it names none). */
function CollapsedIcon({ entry }: { entry: MenuEntry }) {
  return entry.icon ? <ItemIcon entry={entry} /> : <span aria-hidden="true">{entry.title.slice(0, 1)}</span>;
}

/**
 * A group in the collapsed side bar: its icon, and its screens in a panel beside the side bar, opened by the pointer
 * coming over the icon or by a click (or Enter, Space), closed by the pointer leaving both, a click elsewhere, Escape
 * or focus leaving it.
 */
function CollapsedGroup({ entry, context, shown, setPanel }: { entry: MenuEntry; context: MenuContext; shown: boolean; setPanel: Dispatch<SetStateAction<string | null>> }) {
  const key = menuKey(entry);
  // Closing closes this group's panel only: the pointer moving on to the next group has opened that one's already.
  const show = useCallback((on: boolean) => setPanel((was) => (on ? key : was === key ? null : was)), [key, setPanel]);
  const button = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLLIElement>(null);
  const [top, setTop] = useState(0);
  const panel = useRef<HTMLDivElement>(null);
  const panelContext = useMemo(() => ({ ...context, inPanel: true }), [context]);
  const panelId = useId();
  // Beside its icon, moved up as far as needed to stay in the window.
  useLayoutEffect(() => {
    const el = panel.current;
    if (el) el.style.top = `${Math.max(8, Math.min(top, window.innerHeight - 8 - el.offsetHeight))}px`;
  }, [shown, top]);
  const leaving = useRef<number | undefined>(undefined);
  // Opened by the pointer coming over it: the click that usually follows keeps it open rather than closing it.
  const openedByPointer = useRef(false);
  useEffect(() => () => window.clearTimeout(leaving.current), []);
  useEffect(() => {
    if (!shown) return;
    const outside = (e: PointerEvent) => !item.current?.contains(e.target as Node) && show(false);
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [shown, show]);

  const open = () => {
    window.clearTimeout(leaving.current);
    setTop(button.current?.getBoundingClientRect().top ?? 0);
    show(true);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !shown) return;
    e.stopPropagation();
    show(false);
    button.current?.focus();
  };
  return (
    <li
      ref={item}
      onMouseEnter={() => {
        if (!shown) openedByPointer.current = true;
        open();
      }}
      // A short grace, as antd's: the pointer crossing the gap to the panel does not close it.
      onMouseLeave={() => (leaving.current = window.setTimeout(() => show(false), 100))}
      onKeyDown={onKeyDown}
      // Focus moving to something outside (a click on the panel's title moves it nowhere: that is not leaving).
      onBlur={(e) => e.relatedTarget && !item.current?.contains(e.relatedTarget) && show(false)}
    >
      <button
        ref={button}
        type="button"
        className={itemClass(entry, context)}
        aria-label={entry.title}
        aria-expanded={shown}
        aria-controls={shown ? panelId : undefined}
        onClick={() => {
          if (shown && !openedByPointer.current) return show(false);
          openedByPointer.current = false;
          open();
        }}
      >
        <CollapsedIcon entry={entry} />
      </button>
      {shown && (
        <div ref={panel} className="side-menu-panel" id={panelId}>
          <div className="side-menu-panel-title">{entry.title}</div>
          <Entries entries={entry.children ?? []} depth={2} context={panelContext} />
        </div>
      )}
    </li>
  );
}
