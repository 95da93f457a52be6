/**
 * Redirect safety: the sign-in `redirect` query (and any other in-app return path) may only point inside this
 * console. Another origin, a protocol-relative `//host`, a backslash trick or a `javascript:` URL is refused.
 */
export function safeRedirect(raw: string | null | undefined, origin: string = globalThis.location?.origin ?? 'http://localhost'): string | null {
  if (!raw) return null;
  const value = raw.trim();
  // Only absolute paths of this console: '/x', never '//x', '/\x', 'x:', or anything with control characters.
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\u0000-\u001f\u007f]/.test(value) || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
}
