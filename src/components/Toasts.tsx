import { message } from 'antd';
import { useEffect } from 'react';
import { notify, setNotifier, type Notifier } from '@/lib/notify';

export { notify };

/** A toast asked for before the toast instance was there: shown as soon as it is. */
export type PendingToast = [kind: keyof Notifier, text: string];

/**
 * Registers the console's one toast instance (§8/§9: maxCount 1, the newest shown) as the notifier every layer
 * uses (`notify` from lib/notify), then shows what was asked for before (`pending`). Rendered once, by the app.
 */
export function Toasts({ pending }: { pending?: PendingToast[] }) {
  const [api, holder] = message.useMessage({ maxCount: 1 });
  useEffect(() => {
    const shown: Notifier = { error: (m) => void api.error(m), info: (m) => void api.info(m), success: (m) => void api.success(m) };
    setNotifier(shown);
    for (const [kind, text] of pending?.splice(0) ?? []) shown[kind](text);
    return () => setNotifier(null);
  }, [api, pending]);
  return holder;
}
