/**
 * Code loaded on demand (`() => import(…)`) whose module is remembered once it is in, so what needs it can use it at
 * once instead of waiting a turn for the import's promise (React.lazy suspends once even for code already loaded).
 */
const modules = new WeakMap<() => Promise<unknown>, unknown>();

/** `load`, remembering what it resolves to (a failed load is not remembered: the next call tries again). */
export function remembering<M>(load: () => Promise<M>): () => Promise<M> {
  const wrapped = (): Promise<M> =>
    load().then((m) => {
      modules.set(wrapped, m);
      return m;
    });
  return wrapped;
}

/** What a `remembering` load resolved to, once it has. */
export function loadedModule<M>(load: () => Promise<M>): M | undefined {
  return modules.get(load) as M | undefined;
}

/** Starts `load` (when there is one) and settles once it is in; never fails: a failure shows where the code is used. */
export function preload(load: (() => Promise<unknown>) | undefined): Promise<void> {
  if (!load) return Promise.resolve();
  return load().then(
    () => {},
    () => {},
  );
}
