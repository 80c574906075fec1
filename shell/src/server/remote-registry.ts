// The remotes' server code, loaded at run time from the runtime config's URLs (through the contract's one rule,
// serverEntryUrl): never imported from source, so shipping a remote needs no shell build (its pages' queries come
// with it, in their data loaders). Each remote keeps its last good version: a new URL or a changed entry is loaded
// beside it and replaces it only once every module the server renders, and every page's loader, has loaded.
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

export type RemoteRegistry = {
  /** Starts loading what changed in the config; resolves when the remotes are ready or `waitMs` has passed. */
  sync(config: RuntimeConfig, waitMs: number): Promise<void>;
  /** The loaded modules of every remote's current version, by module id. */
  modules(): Map<string, ComponentType<object>>;
  /** The data loader of a loaded page (by the page's module id), from the same version as the page. */
  loader(id: string): DataLoader | undefined;
  /** The browser files of a loaded module (by module id). */
  assets(id: string): ExposeAssets | undefined;
  /** Compares each remote's server entry with the loaded one and loads a changed one. */
  revalidate(): Promise<void>;
};

const LOAD_TIMEOUT_MS = 10_000;

async function fetchEntry(url: string): Promise<string> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const text = await res.text();
  return createHash('sha1').update(text).digest('hex');
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
  const current = new Map<RemoteKey, Version>();
  const loading = new Map<RemoteKey, { browserEntry: string; done: Promise<void> }>();
  const keys = [...new Set(rendered.map(({ page }) => page.remote))];

  async function load(key: RemoteKey, browserEntry: string): Promise<void> {
    const serverEntry = serverEntryUrl(browserEntry);
    const hash = await fetchEntry(serverEntry);
    const previous = current.get(key);
    if (previous && previous.serverEntry === serverEntry && previous.hash === hash) return;
    registerRemotes([{ name: containerName(key), alias: key, entry: serverEntry }], { force: true });
    const modules = new Map<string, ComponentType<object>>();
    const loaders = new Map<string, DataLoader>();
    for (const { page, data } of rendered) {
      if (page.remote !== key) continue;
      modules.set(exposeId(key, page.expose), await loadDefault<ComponentType<object>>(exposeId(key, page.expose)));
      if (data)
        loaders.set(exposeId(key, page.expose), await loadDefault<DataLoader>(exposeId(data.remote, data.expose)));
    }
    const [assets] = await Promise.all([browserAssets(key, browserEntry), texts.loadRemote(key, browserEntry)]);
    current.set(key, { browserEntry, serverEntry, hash, modules, loaders, assets });
    log(`${key}: server code ${previous ? 'updated' : 'loaded'} from ${serverEntry}`);
  }

  function start(key: RemoteKey, browserEntry: string): Promise<void> {
    const pending = loading.get(key);
    if (pending?.browserEntry === browserEntry) return pending.done;
    const done = withTimeout(load(key, browserEntry), LOAD_TIMEOUT_MS, `${key} server code`)
      .catch((error: unknown) => {
        // The last good version (if any) stays; the browser renders the remote meanwhile.
        log(
          `${key}: server code from ${serverEntryUrl(browserEntry)} not loaded (${error instanceof Error ? error.message : String(error)})`,
        );
      })
      .finally(() => {
        if (loading.get(key)?.done === done) loading.delete(key);
      });
    loading.set(key, { browserEntry, done });
    return done;
  }

  return {
    async sync(config, waitMs) {
      const started: Promise<void>[] = [];
      for (const key of keys) {
        const browserEntry = config.remotes[key];
        if (!browserEntry || current.get(key)?.browserEntry === browserEntry) continue;
        started.push(start(key, browserEntry));
      }
      if (started.length) await withTimeout(Promise.all(started), waitMs, 'remotes').catch(() => undefined);
    },
    modules() {
      const all = new Map<string, ComponentType<object>>();
      for (const version of current.values()) for (const [id, component] of version.modules) all.set(id, component);
      return all;
    },
    loader(id) {
      for (const version of current.values()) {
        const found = version.loaders.get(id);
        if (found) return found;
      }
      return undefined;
    },
    assets(id) {
      for (const version of current.values()) {
        const found = version.assets.get(id);
        if (found) return found;
      }
      return undefined;
    },
    async revalidate() {
      await Promise.all([...current].map(([key, version]) => start(key, version.browserEntry)));
    },
  };
}
