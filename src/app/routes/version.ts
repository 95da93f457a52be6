/**
 * §2/§7 version check, run on every navigation without delaying it: fetch static/version.json (random
 * cache-buster); when it differs from local storage VERSION, store it and reload the page once. A missing,
 * failing or malformed file does nothing. The first visit (nothing stored yet) only remembers the version.
 */
import { fetchDeployedVersion } from '@/api/version';
import { LOCAL_KEYS, readString, writeString } from '@/lib/storage';

let running: Promise<void> | null = null;

export function checkVersion(reload: () => void = () => window.location.reload()): Promise<void> {
  running ??= (async () => {
    const deployed = await fetchDeployedVersion();
    if (!deployed) return;
    const stored = readString('local', LOCAL_KEYS.version);
    if (stored === deployed) return;
    writeString('local', LOCAL_KEYS.version, deployed);
    if (stored === null) return;
    // Reload once per new version, even if storage could not keep VERSION (no reload loop).
    if (readString('local', LOCAL_KEYS.versionReload) === deployed) return;
    writeString('local', LOCAL_KEYS.versionReload, deployed);
    reload();
  })().finally(() => {
    running = null;
  });
  return running;
}
