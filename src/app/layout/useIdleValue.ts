import { startTransition, useEffect, useState } from 'react';
import { idleAfterPaint } from '@/lib/timing';

/**
 * `value`, taken up once what is on screen now is painted and the browser is idle (the update in a transition,
 * rendered in slices); `initial` until then. Shell parts that can wait use it so the frame the user is waiting for
 * does not carry their rendering. (`useDeferredValue` would not wait when the update is itself a transition, as the
 * router's navigations are.)
 */
export function useIdleValue<T>(value: T, initial: T): T {
  const [shown, setShown] = useState(initial);
  useEffect(() => {
    let live = true;
    idleAfterPaint(() => live && startTransition(() => setShown(value)));
    return () => {
      live = false;
    };
  }, [value]);
  return shown;
}
