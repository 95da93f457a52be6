/**
 * The demo build's stand-in for `tldts` (vite.config.ts `demoShims`). msw's cookie store (tough-cookie) asks
 * `getDomain` for a cookie domain's registrable domain, which tldts answers from the whole Public Suffix List:
 * ~47 KB gz, a fifth of what the demo backend downloads before it answers the sign-in. No demo handler sets a
 * cookie, and the console keeps its token out of cookies, so the store only ever holds what the page itself set;
 * this answer (the last two labels; none for an IP address) differs from the list only for multi-label suffixes
 * (`com.cn`). Tests and the dev server use the real package.
 */
interface Options {
  allowIcannDomains?: boolean;
  allowPrivateDomains?: boolean;
}

export function getDomain(host: string, _options?: Options): string | null {
  if (!host || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.replace(/\.$/, '').split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
