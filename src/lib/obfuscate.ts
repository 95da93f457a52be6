/**
 * §2 Route guard: the `form` value of a free-access token link is carried to /childProcessDetail obfuscated,
 * so it is not readable at a glance in the address bar. A reversible encoding (not encryption): UTF-8,
 * base64url, reversed, with a version prefix so a malformed or foreign value is recognised.
 */
const PREFIX = 'f1.';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function obfuscate(value: string): string {
  return PREFIX + [...toBase64Url(new TextEncoder().encode(value))].reverse().join('');
}

/** The original value, or null when the text is not an obfuscated value (malformed, truncated, foreign). */
export function deobfuscate(text: string | null | undefined): string | null {
  if (!text || !text.startsWith(PREFIX)) return null;
  const body = [...text.slice(PREFIX.length)].reverse().join('');
  if (!/^[A-Za-z0-9_-]*$/.test(body)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(body));
  } catch {
    return null;
  }
}
