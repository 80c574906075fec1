// The running site as a ship sees it: the contract its shell servers publish, and which release of a remote they
// serve a reader (by release number), to wait until a change is live.
import type { RuntimeConfig } from '@tales/shared/config';
import type { RemoteKey } from '@tales/shared/federation';
import { RELEASE_COOKIE } from 'shell/server/release-choice';
import { SHELL_CONTRACT_PATH, type ShellContract } from 'shell/server/release-contract';

export async function fetchShellContract(siteUrl: string): Promise<ShellContract> {
  const url = `${siteUrl}${SHELL_CONTRACT_PATH}`;
  const res = await fetch(url).catch((error: unknown) => {
    throw new Error(`${url} does not answer (${String(error)}): is the site running?`);
  });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return (await res.json()) as ShellContract;
}

/** The manifest the site serves a reader with release number `bucket`. */
async function servedManifest(siteUrl: string, key: RemoteKey, bucket: number): Promise<string | undefined> {
  const res = await fetch(`${siteUrl}/runtime-config.json`, { headers: { cookie: `${RELEASE_COOKIE}=${bucket}` } });
  return res.ok ? ((await res.json()) as RuntimeConfig).remotes[key] : undefined;
}

/**
 * Waits until the site serves `stable` to readers past any canary and `canary` (when given) to reader 0; false
 * when it has not within `timeoutMs` (a site behind a CDN, or not running).
 */
export async function waitUntilServed(
  siteUrl: string,
  key: RemoteKey,
  { stable, canary }: { stable: string; canary?: string },
  timeoutMs = 20_000,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const served = await Promise.all([servedManifest(siteUrl, key, 99), servedManifest(siteUrl, key, 0)]).catch(
      () => [],
    );
    if (served[0] === stable && served[1] === (canary ?? stable)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
