/**
 * The console's toasts, for every layer (http client, route loaders, widgets, pages): one antd message instance
 * with maxCount 1 (§8/§9: only the newest toast is on screen), registered by the app's <HttpBridge/> once it is
 * mounted. Before that (or in a bare unit test) messages go to the console.
 */
export interface Notifier {
  error(text: string): void;
  info(text: string): void;
  success(text: string): void;
}

const fallback: Notifier = {
  error: (t) => console.error(t),
  info: (t) => console.info(t),
  success: (t) => console.info(t),
};

let current: Notifier = fallback;

export function setNotifier(n: Notifier | null): void {
  current = n ?? fallback;
}

export const notify: Notifier = {
  error: (t) => current.error(t),
  info: (t) => current.info(t),
  success: (t) => current.success(t),
};
