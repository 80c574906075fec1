// Keeps the remotes' current deploy on the device: the runtime config, then for each reader-facing remote its
// manifest, entry, page code and texts (the account code only for a page that needs it). Content-hashed files already kept are not asked again; files of an
// older deploy are dropped once every remote answered (a remote that cannot be reached keeps what it had).
import { remoteTextsUrl } from '@tales/shared/boot';
import { isHashedFile } from '@tales/shared/federation';
import type { RemoteManifest } from '../federation/manifest';
import { cacheNames } from './caches';
import type { KeepDeployMessage } from './protocol';
import { belongsToDeploy, readerExposes, remoteDeployFiles } from './deploy-files';

type Config = { remotes?: Partial<Record<string, string>> };

/** Remotes answer with CORS; asking that way gives responses whose status the worker can check. */
export const corsRequest: RequestInit = { mode: 'cors', credentials: 'omit' };
const revalidated: RequestInit = { ...corsRequest, cache: 'no-cache' };

async function keepFile(cache: Cache, url: string): Promise<void> {
  if (isHashedFile(url) && (await cache.match(url))) return;
  const response = await fetch(url, isHashedFile(url) ? corsRequest : revalidated);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await cache.put(url, response);
}

async function keepRemote(
  cache: Cache,
  manifestUrl: string,
  exposes: Set<string>,
  language: string,
  account: boolean,
): Promise<string[]> {
  const response = await fetch(manifestUrl, revalidated);
  if (!response.ok) throw new Error(`${manifestUrl}: HTTP ${response.status}`);
  const manifest = (await response.clone().json()) as RemoteManifest;
  await cache.put(manifestUrl, response);
  const files = remoteDeployFiles(manifestUrl, manifest, exposes, remoteTextsUrl(manifestUrl, language), account);
  await Promise.all(files.filter((file) => file !== manifestUrl).map((file) => keepFile(cache, file)));
  return files;
}

async function keep({ language, account }: KeepDeployMessage, configUrl: string): Promise<void> {
  const configResponse = await fetch(configUrl, { cache: 'no-cache' });
  if (!configResponse.ok) return;
  const config = (await configResponse.clone().json()) as Config;
  await (await caches.open(cacheNames.config)).put(configUrl, configResponse);

  const cache = await caches.open(cacheNames.remotes);
  const manifests: string[] = [];
  const kept = await Promise.allSettled(
    [...readerExposes(account)].flatMap(([key, exposes]) => {
      const manifestUrl = config.remotes?.[key];
      if (!manifestUrl) return [];
      manifests.push(manifestUrl);
      return [keepRemote(cache, manifestUrl, exposes, language, account)];
    }),
  );
  if (kept.some((result) => result.status === 'rejected')) return;
  const current = new Set(kept.flatMap((result) => (result.status === 'fulfilled' ? result.value : [])));
  for (const request of await cache.keys()) {
    if (!belongsToDeploy(request.url, current, manifests)) await cache.delete(request);
  }
}

let running: Promise<void> | undefined;

/** One run at a time: pages loading together share it. */
export function keepDeploy(wanted: KeepDeployMessage, configUrl: string): Promise<void> {
  running ??= keep(wanted, configUrl)
    .catch(() => undefined) // offline or the config unreachable: the device keeps what it has
    .finally(() => {
      running = undefined;
    });
  return running;
}
