// Versioned builds of a remote published with `pnpm ship`: <data dir>/releases/<app>/<version>/, served by the
// remote's own server under /releases/<version>/ next to its dist/.
import path from 'node:path';
import type { AppName } from '@tales/build/ports';

export function releasesRoot(repo: string, app: AppName, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(repo, env.TALES_DATA_DIR ?? '.data', 'releases', app);
}

/** Sortable and unique per second: 20261123T041502. */
export function releaseVersion(now: Date = new Date()): string {
  return now.toISOString().replace(/[-:]/g, '').slice(0, 15);
}
