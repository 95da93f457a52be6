/**
 * What was asked of the server for the signed-in user is forgotten at sign-in and sign-out (§4), and between tests.
 * The caches register here (the query cache, src/api/query, when it is first loaded), so the session store forgets
 * them without loading them: the sign-in page and the dashboard's first paint do not carry the query library.
 */
const forgetters = new Set<() => void>();

/** Registers a cache's "forget everything"; returns the unregister function. */
export function onForgetServerCaches(forget: () => void): () => void {
  forgetters.add(forget);
  return () => forgetters.delete(forget);
}

/** Forgets every registered cache. */
export function forgetServerCaches(): void {
  for (const forget of [...forgetters]) forget();
}
