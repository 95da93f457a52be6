import { lazy, Suspense, useEffect, useState } from 'react';
import { configureHttp } from '@/api/http';
import type { PendingToast } from '@/components/Toasts';
import { notify, setNotifier } from '@/lib/notify';
import { useSession } from '@/stores/session';
import type { AppRouter } from './router';

/** antd's message (and antd itself) is loaded with the first toast, not with the page. */
const ToastHost = lazy(() => import('./ToastHost'));

/**
 * Wires the http client's UI port: §8 toasts through the one toast instance (only the newest on screen),
 * navigation through the data router, and a lost session (401, empty errCode) clearing the signed-in state.
 */
export function HttpBridge({ router }: { router: AppRouter }) {
  const [pending] = useState<PendingToast[]>(() => []);
  const [wanted, setWanted] = useState(false);
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
  // Until the toast instance is loaded, toasts wait in `pending` (it takes over the notifier once mounted).
  useEffect(() => {
    const later = (kind: PendingToast[0]) => (text: string) => {
      pending.push([kind, text]);
      setWanted(true);
    };
    setNotifier({ error: later('error'), info: later('info'), success: later('success') });
    return () => setNotifier(null);
  }, [pending]);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastHost pending={pending} />
    </Suspense>
  ) : null;
}
