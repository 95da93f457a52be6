import { message } from 'antd';
import { useEffect } from 'react';
import { configureHttp } from '@/api/http';
import { router } from './router';

/**
 * Wires the http client's UI port: §8 toasts through antd's message with maxCount 1 (only the newest toast
 * is on screen) and navigation through the data router.
 */
export function HttpBridge() {
  const [api, holder] = message.useMessage({ maxCount: 1 });
  useEffect(
    () =>
      configureHttp({
        error: (m) => void api.error(m),
        info: (m) => void api.info(m),
        navigate: (path) => void router.navigate(path),
        currentPath: () => router.state.location.pathname + router.state.location.search,
      }),
    [api],
  );
  return holder;
}
