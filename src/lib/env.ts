/**
 * §9 environment chosen by the first label of the host name: dev, test, production or localhost. Each gives
 * the order-check, PDF-view and advert-error addresses and the mini-program environment.
 *
 * PLACEHOLDERS: the spec says these addresses differ per environment but does not give them. The relative
 * paths below are clearly named placeholders, to be replaced by the real addresses of each environment.
 */
export type EnvName = 'dev' | 'test' | 'production' | 'localhost';
export type MiniProgramEnv = 'develop' | 'trial' | 'release';

export interface EnvUrls {
  name: EnvName;
  /** Order-check page (placeholder). */
  orderCheckUrl: string;
  /** PDF viewer page (placeholder). */
  pdfViewUrl: string;
  /** Advert error page (placeholder). */
  adErrorUrl: string;
  /** WeChat mini-program version to open: develop, trial or release. */
  miniProgramEnv: MiniProgramEnv;
}

const placeholders = (name: EnvName, miniProgramEnv: MiniProgramEnv): EnvUrls => ({
  name,
  orderCheckUrl: `/order-check/${name}`,
  pdfViewUrl: `/pdf-view/${name}`,
  adErrorUrl: `/ad-error/${name}`,
  miniProgramEnv,
});

export const ENVIRONMENTS: Readonly<Record<EnvName, EnvUrls>> = {
  dev: placeholders('dev', 'develop'),
  test: placeholders('test', 'trial'),
  production: placeholders('production', 'release'),
  localhost: placeholders('localhost', 'develop'),
};

/** 'dev.console.example.com' → dev, 'test.…' → test, 'localhost' (and 127.0.0.1) → localhost, anything else → production. */
export function envName(hostname: string): EnvName {
  const first = hostname.trim().toLowerCase().split('.')[0] ?? '';
  if (first === 'dev' || first === 'test' || first === 'localhost') return first;
  if (hostname === '127.0.0.1' || hostname === '[::1]') return 'localhost';
  return 'production';
}

export function envFor(hostname: string = globalThis.location?.hostname ?? 'localhost'): EnvUrls {
  return ENVIRONMENTS[envName(hostname)];
}
