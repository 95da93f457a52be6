/** §7 version file: `static/version.json` relative to the app base, fetched with a random cache-buster. */
import { config } from '@/lib/config';
import { http } from './http';

/** The deployed version, or null when the file is missing, unreadable or malformed (never throws). */
export async function fetchDeployedVersion(): Promise<string | null> {
  try {
    const res = await http.get<unknown>(`${config.basePath}static/version.json`, {
      // The version file lives with the app, not the API: an API on another origin must not change where it is read.
      baseURL: '',
      params: { t: `${Date.now()}${Math.random().toString(36).slice(2, 8)}` },
      timeout: 10_000,
      silent: true,
      headers: { 'Cache-Control': 'no-cache' },
    });
    const body = res.data as { version?: unknown } | null;
    const v = body?.version;
    return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
  } catch {
    return null;
  }
}
