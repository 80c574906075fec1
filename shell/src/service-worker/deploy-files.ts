// What the service worker keeps of the remotes' current deploy, so a page already seen runs offline: each
// reader-facing remote's manifest, entry, the files of the exposes a reader sees (each page and its data loader)
// and its texts in the reader's language. Admin is never kept (readers never load it), nor is code a reader only loads on demand elsewhere; the
// account menu only for a reader whose page needs it (a stored session), as the page itself loads it.
import { routes } from '@tales/shared/boot';
import type { RemoteExpose, RemoteKey, RemoteLoader } from '@tales/shared/federation';
import { remoteEntryUrl, type RemoteManifest } from '../federation/manifest';
import { accountMenu } from '../federation/account-slots';

/**
 * The exposes a reader's pages render, by remote (the route table's, minus the admin routes, each with its data
 * loader: a navigation offline asks it), and the account menu and the signed-in reader's own pages when `account`
 * (the page restores a session).
 */
export function readerExposes(account: boolean): Map<RemoteKey, Set<string>> {
  const byRemote = new Map<RemoteKey, Set<string>>();
  const wanted: (RemoteExpose | RemoteLoader)[] = [];
  for (const { page, data, admin, account: forAccount } of Object.values(routes)) {
    if (admin || 'shell' in page || (forAccount && !account)) continue;
    wanted.push(page, ...(data ? [data] : []));
  }
  if (account) wanted.push(accountMenu);
  for (const { remote, expose } of wanted) {
    byRemote.set(remote, (byRemote.get(remote) ?? new Set()).add(expose));
  }
  return byRemote;
}

/** Expose names appear as `./HomePage` in the contract and as `HomePage` or `./HomePage` in manifests. */
const bare = (expose: string) => expose.replace(/^\.\//, '');

/**
 * Chunks only a session loads (a signed-in reader's favourite button, history and lists) are named `account-…` by
 * the remote that splits them off (`webpackChunkName`): the device keeps them for a session only.
 */
const ACCOUNT_CHUNK = /(^|\/)account-[^/]*$/;

/**
 * Every file of one remote's deploy a reader needs, as absolute URLs (manifest and texts included); the account
 * chunks of those exposes only when `account` (the page restores a session).
 */
export function remoteDeployFiles(
  manifestUrl: string,
  manifest: RemoteManifest,
  exposes: Set<string>,
  textsUrl: string,
  account = true,
): string[] {
  const wanted = new Set([...exposes].map(bare));
  const files = new Set([manifestUrl, remoteEntryUrl(manifestUrl, manifest), textsUrl]);
  for (const { path, assets } of manifest.exposes) {
    if (!wanted.has(bare(path))) continue;
    for (const file of [
      ...assets.js.sync,
      ...(assets.js.async ?? []),
      ...assets.css.sync,
      ...(assets.css.async ?? []),
    ]) {
      if (!account && ACCOUNT_CHUNK.test(file)) continue;
      files.add(new URL(file, new URL('.', manifestUrl)).href);
    }
  }
  return [...files];
}

/**
 * Whether a cached file still belongs to a current deploy: listed now, or a text of another language next to a
 * current manifest (kept, so a language switch offline still finds the ones already fetched).
 */
export function belongsToDeploy(url: string, current: Set<string>, manifestUrls: string[]): boolean {
  if (current.has(url)) return true;
  return manifestUrls.some((manifest) =>
    new RegExp(`^${escape(new URL('.', manifest).href)}locales/[a-z]{2}\\.json$`).test(url),
  );
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
