// Everything environment-specific comes from /runtime-config.json at run time (DESIGN.md), never from the build.
import { takeEarlyConfig } from '../boot/page-handoff';
import type { DonateConfig } from './donate-config';
import type { RemoteKey } from '../federation/contract';
import { loadOnce } from '../load/once';
import { RUNTIME_CONFIG_PATH } from './early-config';

export type RuntimeConfig = {
  supabaseUrl: string;
  supabaseAnonKey: string;
  remotes: Partial<Record<RemoteKey, string>>;
  /** The site's absolute origin (`https://tales.example`) for canonical links, share previews and feeds. */
  siteUrl?: string;
  /** Optional ad provider; no provider means no ads are rendered. */
  ads?: { provider: string; client?: string; slots?: Record<string, string> };
  /** The site owner's address for readers (About, Terms, Privacy); without it the pages name none. */
  contactEmail?: string;
  /** The owner's donation details; a way to give that is not set is not shown. */
  donate?: DonateConfig;
};

let loaded: RuntimeConfig | undefined;

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  const v = value as RuntimeConfig;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.supabaseUrl === 'string' &&
    typeof v.supabaseAnonKey === 'string' &&
    typeof v.remotes === 'object'
  );
}

export async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}

function validConfig(json: unknown): RuntimeConfig {
  if (!isRuntimeConfig(json)) throw new Error('runtime config: missing supabaseUrl, supabaseAnonKey or remotes');
  return json;
}

/**
 * The server's config as it is now, revalidated with the server (an open page following a shipped remote); a
 * server that has not answered within `timeoutMs` counts as failing.
 */
export async function fetchRuntimeConfig(timeoutMs: number, url = RUNTIME_CONFIG_PATH): Promise<RuntimeConfig> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error(`${url}: no answer within ${timeoutMs} ms`)), timeoutMs);
  try {
    return validConfig(await fetchJson(url, { cache: 'no-cache', signal: abort.signal }));
  } finally {
    clearTimeout(timer);
  }
}

const firstLoad = loadOnce(async () => {
  loaded = validConfig(await (takeEarlyConfig() ?? fetchJson(RUNTIME_CONFIG_PATH)));
  return loaded;
});

/** Fetches /runtime-config.json once per page (the HTML preloads it; the shell's first script starts it). */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  return loaded ? Promise.resolve(loaded) : firstLoad();
}

/** The config once loaded; throws if used before `loadRuntimeConfig()` resolved. */
export function getRuntimeConfig(): RuntimeConfig {
  if (!loaded) throw new Error('runtime config not loaded yet');
  return loaded;
}

/** The config if it has loaded: the shell still renders its own pages when it could not. */
export function peekRuntimeConfig(): RuntimeConfig | undefined {
  return loaded;
}

/** Tests and standalone bootstraps set it directly. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  loaded = config;
}
