import { useEffect } from 'react';
import { configureHttp } from '@/api/http';
import { Toasts } from '@/components/Toasts';
import { notify } from '@/lib/notify';
import { useSession } from '@/stores/session';
import type { AppRouter } from './router';

/**
 * Wires the http client's UI port: §8 toasts through the one toast instance (only the newest on screen),
 * navigation through the data router, and a lost session (401, empty errCode) clearing the signed-in state.
 */
export function HttpBridge({ router }: { router: AppRouter }) {
  useEffect(
    () =>
      configureHttp({
        error: notify.error,
        info: notify.info,
        navigate: (path) => void router.navigate(path),
        currentPath: () => router.state.location.pathname + router.state.location.search,
        onAuthLost: () => useSession.getState().signOut(),
      }),
    [router],
  );
  return <Toasts />;
}
