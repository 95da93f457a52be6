import { message } from 'antd';
import { useEffect } from 'react';
import { configureHttp } from '@/api/http';
import { useSession } from '@/stores/session';
import { setNotifier } from './notify';
import type { AppRouter } from './router';

/**
 * Wires the http client's UI port and the app notifier: §8 toasts through antd's message with maxCount 1
 * (only the newest toast is on screen), navigation through the data router, and a lost session (401, empty
 * errCode) clearing the signed-in state.
 */
export function HttpBridge({ router }: { router: AppRouter }) {
  const [api, holder] = message.useMessage({ maxCount: 1 });
  useEffect(() => {
    setNotifier({ error: (m) => void api.error(m), info: (m) => void api.info(m), success: (m) => void api.success(m) });
    const restore = configureHttp({
      error: (m) => void api.error(m),
      info: (m) => void api.info(m),
      navigate: (path) => void router.navigate(path),
      currentPath: () => router.state.location.pathname + router.state.location.search,
      onAuthLost: () => useSession.getState().signOut(),
    });
    return () => {
      restore();
      setNotifier(null);
    };
  }, [api, router]);
  return holder;
}
