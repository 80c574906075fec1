// The remotes' server code, loaded at run time from the runtime config's URLs (through the contract's one rule,
// serverEntryUrl): never imported from source, so shipping a remote needs no shell build (its pages' queries come
// with it, in their data loaders). A remote's releases are held side by side (a canary's readers get one, the
// others the stable one), each loaded whole (every module the server renders, every page's loader) before a page
// uses it. A page is rendered only with the releases its reader's browser runs: a release that has not loaded (or
// fails to) leaves that remote to the browser, and a release whose entry changes in place keeps its last good
// code until the new one has loaded whole.
import { createHash } from 'node:crypto';
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@tales/shared/config';
import {
  containerName,
  exposeId,
  serverEntryUrl,
  type DataLoader,
  type RemoteExpose,
  type RemoteKey,
  type RemoteLoader,
} from '@tales/shared/federation';
import type { RemoteStylesheet } from './inline-styles';
import type { ServerTexts } from './texts';
import { withTimeout } from './timeout';

/** The browser build's files of one expose (absolute URLs): its styles, read once to go inline, and its scripts
 * for the page to ask for up front. */
export type ExposeAssets = { css: RemoteStylesheet[]; js: string[] };

type Version = {
  browserEntry: string;
  serverEntry: string;
  hash: string;
  modules: Map<string, ComponentType<object>>;
  /** Each page's data loader, by the page's module id. */
  loaders: Map<string, DataLoader>;
  assets: Map<string, ExposeAssets>;
};

type Manifest = { exposes?: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[] };

/** Each expose's files from the browser build's manifest (an entry given as remoteEntry.js has none). */
async function browserAssets(key: RemoteKey, browserEntry: string): Promise<Map<string, ExposeAssets>> {
  const assets = new Map<string, ExposeAssets>();
  if (!new URL(browserEntry).pathname.endsWith('.json')) return assets;
  const res = await fetch(browserEntry, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${browserEntry}: HTTP ${res.status}`);
  const manifest = (await res.json()) as Manifest;
  const absolute = (file: string) => new URL(file, browserEntry).href;
  const exposes = manifest.exposes ?? [];
  const styles = new Map(
    await Promise.all(
      [...new Set(exposes.flatMap((e) => e.assets.css.sync.map(absolute)))].map(
        async (href) => [href, await stylesheetText(href)] as const,
      ),
    ),
  );
  for (const expose of exposes) {
    const css = expose.assets.css.sync.map(absolute).map((href) => ({ href, css: styles.get(href) ?? null }));
    assets.set(exposeId(key, expose.path), { css, js: expose.assets.js.sync.map(absolute) });
  }
  return assets;
}

/** A stylesheet's text, or null when it cannot be read (the page then links to it). */
async function stylesheetText(href: string): Promise<string | null> {
  try {
    const res = await fetch(href);
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}

/**
 * What a page renders with: the release of each remote the config names, once loaded; a remote whose release is not
 * loaded (still loading, or failing) is rendered in the browser.
 */
export type LoadedRemotes = {
  /** The modules, by module id. */
  modules: Map<string, ComponentType<object>>;
  /** The data loader of a page (by the page's module id), from the same release as the page. */
  loader(id: string): DataLoader | undefined;
  /** The browser files of a module (by module id). */
  assets(id: string): ExposeAssets | undefined;
  /** Each remote's browser entry these come from (its texts are that release's). */
  releases: Partial<Record<RemoteKey, string>>;
};

export type RemoteRegistry = {
  /**
   * Starts loading the releases the config names that are not loaded yet; resolves, when they are ready or
   * `waitMs` has passed, with what a page for this config renders with.
   */
  sync(config: RuntimeConfig, waitMs: number): Promise<LoadedRemotes>;
  /** Compares each loaded release's server entry with the one it was loaded from and loads a changed one. */
  revalidate(): Promise<void>;
};

const LOAD_TIMEOUT_MS = 10_000;
/** Releases kept per remote: the stable and a canary, and the one before (pages rendered a moment ago). */
const KEEP_PER_REMOTE = 3;

/** A server entry's hash, and the validator its host gave with it. */
type EntryHash = { hash: string; etag: string | null };

/**
 * The hash of the server entry at `url`. With the validator of the last answer, an unchanged entry comes back as a
 * 304 without its body: revalidation runs every few seconds, and each entry is a few hundred KB. The request's own
 * `Cache-Control` keeps fetch from adding `no-cache` to a conditional request, which makes a server answer in full.
 */
async function fetchEntry(url: string, known: EntryHash | undefined): Promise<EntryHash> {
  const ask = known?.etag ? { 'If-None-Match': known.etag, 'Cache-Control': 'max-age=0' } : undefined;
  const res = await fetch(url, { cache: 'no-store', headers: ask });
  if (res.status === 304 && known) return known;
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const text = await res.text();
  return { hash: createHash('sha1').update(text).digest('hex'), etag: res.headers.get('etag') };
}

/** The default export of a remote module (a page's component or its data loader). */
async function loadDefault<T>(id: string): Promise<T> {
  const loaded = await loadRemote<{ default: T }>(id);
  if (!loaded?.default) throw new Error(`${id} has no default export`);
  return loaded.default;
}

/** A page the server renders, and its data loader when it has one (the route table's). */
export type RenderedPage = { page: RemoteExpose; data?: RemoteLoader };

export function createRemoteRegistry({
  rendered,
  texts,
  log,
}: {
  rendered: RenderedPage[];
  texts: ServerTexts;
  log: (message: string) => void;
}): RemoteRegistry {
  /** Loaded releases, by browser entry; a remote's stable and canary releases are held side by side. */
  const versions = new Map<string, Version & { key: RemoteKey; usedAt: number }>();
  const loading = new Map<string, Promise<void>>();
  /** The runtime registers a remote by name: one remote's releases load one after the other. */
  const queues = new Map<RemoteKey, Promise<unknown>>();
  /** The last answer for each server entry, to revalidate it with. */
  const entries = new Map<string, EntryHash>();
  const keys = [...new Set(rendered.map(({ page }) => page.remote))];

  async function load(key: RemoteKey, browserEntry: string): Promise<void> {
    const serverEntry = serverEntryUrl(browserEntry);
    const entry = await fetchEntry(serverEntry, entries.get(serverEntry));
    entries.set(serverEntry, entry);
    const { hash } = entry;
    const previous = versions.get(browserEntry);
    if (previous && previous.hash === hash) return;
    registerRemotes([{ name: containerName(key), alias: key, entry: serverEntry }], { force: true });
    const modules = new Map<string, ComponentType<object>>();
    const loaders = new Map<string, DataLoader>();
    for (const { page, data } of rendered) {
      if (page.remote !== key) continue;
      modules.set(exposeId(key, page.expose), await loadDefault<ComponentType<object>>(exposeId(key, page.expose)));
      if (data)
        loaders.set(exposeId(key, page.expose), await loadDefault<DataLoader>(exposeId(data.remote, data.expose)));
    }
    const [assets] = await Promise.all([browserAssets(key, browserEntry), texts.loadRemote(browserEntry)]);
    versions.set(browserEntry, { key, browserEntry, serverEntry, hash, modules, loaders, assets, usedAt: Date.now() });
    forgetOld(key, browserEntry);
    log(`${key}: server code ${previous ? 'updated' : 'loaded'} from ${serverEntry}`);
  }

  /** Drops the remote's releases beyond KEEP_PER_REMOTE, least recently rendered first (never the one just loaded). */
  function forgetOld(key: RemoteKey, loaded: string): void {
    const old = [...versions.values()]
      .filter((v) => v.key === key && v.browserEntry !== loaded)
      .sort((a, b) => b.usedAt - a.usedAt)
      .slice(KEEP_PER_REMOTE - 1);
    for (const version of old) {
      versions.delete(version.browserEntry);
      entries.delete(version.serverEntry);
      texts.dropRemote(version.browserEntry);
    }
  }

  function start(key: RemoteKey, browserEntry: string): Promise<void> {
    const pending = loading.get(browserEntry);
    if (pending) return pending;
    const queued = (queues.get(key) ?? Promise.resolve()).then(() =>
      withTimeout(load(key, browserEntry), LOAD_TIMEOUT_MS, `${key} server code`),
    );
    const done = queued
      .catch((error: unknown) => {
        // The remote's pages on this release are rendered in the browser meanwhile; its other releases stay.
        log(
          `${key}: server code from ${serverEntryUrl(browserEntry)} not loaded (${error instanceof Error ? error.message : String(error)})`,
        );
      })
      .finally(() => {
        if (loading.get(browserEntry) === done) loading.delete(browserEntry);
      });
    queues.set(key, done);
    loading.set(browserEntry, done);
    return done;
  }

  function loadedFor(config: RuntimeConfig): LoadedRemotes {
    const chosen = keys.flatMap((key) => {
      // Only the release the reader's browser runs: another one's markup would not hydrate.
      const wanted = config.remotes[key];
      const version = wanted === undefined ? undefined : versions.get(wanted);
      if (!version) return [];
      version.usedAt = Date.now();
      return [version];
    });
    const find = <T>(pick: (v: Version) => Map<string, T>, id: string) =>
      chosen.map((v) => pick(v).get(id)).find((found) => found !== undefined);
    return {
      modules: new Map(chosen.flatMap((v) => [...v.modules])),
      loader: (id) => find((v) => v.loaders, id),
      assets: (id) => find((v) => v.assets, id),
      releases: Object.fromEntries(chosen.map((v) => [v.key, v.browserEntry])),
    };
  }

  return {
    async sync(config, waitMs) {
      const started: Promise<void>[] = [];
      for (const key of keys) {
        const browserEntry = config.remotes[key];
        if (browserEntry && !versions.has(browserEntry)) started.push(start(key, browserEntry));
      }
      if (started.length) await withTimeout(Promise.all(started), waitMs, 'remotes').catch(() => undefined);
      return loadedFor(config);
    },
    async revalidate() {
      await Promise.all([...versions.values()].map((v) => start(v.key, v.browserEntry)));
    },
  };
}
