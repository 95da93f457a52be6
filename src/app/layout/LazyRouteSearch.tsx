import { lazy, Suspense, useEffect, useState } from 'react';
import type { RouteSearchProps } from '@/components/RouteSearch';
import { isSearchHotkey, openRouteSearch, registerOpener } from '@/components/routeSearchOpen';
import type { RouteMeta } from '@/entities/routes/types';
import { builtTest } from '../routes/table';

/**
 * The dialog (antd Modal, Input, …) is loaded when first opened, not with the shell, with antd's providers, the
 * record search's call (src/api/search.ts) and the table of built screens (the others are marked as not built yet):
 * the frame around it is drawn without antd.
 */
const RouteSearch = lazy(() =>
  Promise.all([import('@/components/RouteSearch'), import('@/components/antd/AntdRoot'), import('@/api/search'), builtTest()]).then(([m, { AntdConfig, RuntimeStyles }, { searchRecords }, isBuilt]) => ({
    default: (p: RouteSearchProps<RouteMeta>) => (
      <AntdConfig>
        <RuntimeStyles>
          <m.RouteSearch<RouteMeta> searchRecords={searchRecords} isBuilt={isBuilt} {...p} />
        </RuntimeStyles>
      </AntdConfig>
    ),
  })),
);

/** Opens the dialog once it has mounted (its opener is registered by then: sibling Effects run in order). */
function OpenOnMount() {
  useEffect(() => openRouteSearch(), []);
  return null;
}

/**
 * The shell's route search: until first asked for (Ctrl+K / ⌘K, the header button), only a stand-in that listens
 * for those; then the dialog itself, opened at once.
 */
export function LazyRouteSearch(props: RouteSearchProps<RouteMeta>) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const onKey = (e: KeyboardEvent) => {
      if (!isSearchHotkey(e)) return;
      e.preventDefault();
      setWanted(true);
    };
    window.addEventListener('keydown', onKey);
    const unregister = registerOpener(() => setWanted(true));
    return () => {
      window.removeEventListener('keydown', onKey);
      unregister();
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <RouteSearch {...props} />
      <OpenOnMount />
    </Suspense>
  );
}
