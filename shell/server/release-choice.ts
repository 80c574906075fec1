// Which release of each remote a reader gets. A reader holds a number from 0 to 99 in a cookie, drawn on their
// first request while a canary is live; a canary with a share of N % serves the readers whose number is below N.
// The server's page and the browser's runtime config read the same cookie, so a reader sees one release on both,
// on every page, until the canary is promoted or rolled back.
import { randomInt } from 'node:crypto';
import type { RemoteKey } from '@tales/shared/federation';
import { cookieValue } from './cookies';
import type { LiveRemotes } from './live-releases';

export const RELEASE_COOKIE = 'tales-release';
const YEAR_S = 365 * 24 * 3600;

/** The reader's number from the request's cookies, or undefined. */
export function releaseBucketOf(cookieHeader: string | undefined): number | undefined {
  const value = cookieValue(cookieHeader, RELEASE_COOKIE);
  if (!value || !/^\d{1,2}$/.test(value)) return undefined;
  return Number(value);
}

export const drawReleaseBucket = (): number => randomInt(100);

export const releaseCookie = (bucket: number): string =>
  `${RELEASE_COOKIE}=${bucket}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`;

export const hasCanary = (live: LiveRemotes): boolean => Object.values(live).some((remote) => remote?.canary);

/** Each live remote's manifest for the reader with `bucket`: its canary's below the share, else its stable one. */
export function manifestsFor(live: LiveRemotes, bucket: number | undefined): Partial<Record<RemoteKey, string>> {
  const manifests: Partial<Record<RemoteKey, string>> = {};
  for (const [key, remote] of Object.entries(live) as [RemoteKey, LiveRemotes[RemoteKey]][]) {
    if (!remote) continue;
    const { canary } = remote;
    manifests[key] = canary && bucket !== undefined && bucket < canary.share ? canary.manifest : remote.stable;
  }
  return manifests;
}
