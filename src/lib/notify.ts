/**
 * The console's toasts, for every layer (http client, route loaders, widgets, pages): one antd message instance
 * with maxCount 1 (§8/§9: only the newest toast is on screen), registered by the app's <HttpBridge/> once it is
 * mounted. What is asked for before that (the guard's first navigation runs before the app is drawn: a refused
 * deep link, a failed token link) waits and is shown once a notifier is registered, if it is still recent.
 */
export interface Notifier {
  error(text: string): void;
  info(text: string): void;
  success(text: string): void;
}

/** How long a toast asked for before any notifier was registered stays worth showing. */
export const HELD_TOAST_MS = 10_000;

let held: { kind: keyof Notifier; text: string; at: number }[] = [];

const hold =
  (kind: keyof Notifier) =>
  (text: string): void => {
    held.push({ kind, text, at: Date.now() });
  };

const holding: Notifier = { error: hold('error'), info: hold('info'), success: hold('success') };

let current: Notifier = holding;

/** Registers the notifier (null: none, toasts wait again); a new one first shows the recent toasts held. */
export function setNotifier(n: Notifier | null): void {
  current = n ?? holding;
  if (!n) return;
  const recent = held.filter((h) => Date.now() - h.at <= HELD_TOAST_MS);
  held = [];
  for (const { kind, text } of recent) n[kind](text);
}

export const notify: Notifier = {
  error: (t) => current.error(t),
  info: (t) => current.info(t),
  success: (t) => current.success(t),
};
