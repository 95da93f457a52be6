import { message } from 'antd';
import { useEffect } from 'react';
import { notify, setNotifier } from '@/lib/notify';

export { notify };

/**
 * Registers the console's one toast instance (§8/§9: maxCount 1, the newest shown) as the notifier every layer
 * uses (`notify` from lib/notify). Rendered once, by the app.
 */
export function Toasts() {
  const [api, holder] = message.useMessage({ maxCount: 1 });
  useEffect(() => {
    setNotifier({ error: (m) => void api.error(m), info: (m) => void api.info(m), success: (m) => void api.success(m) });
    return () => setNotifier(null);
  }, [api]);
  return holder;
}
