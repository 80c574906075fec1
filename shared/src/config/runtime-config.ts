// Everything environment-specific comes from /runtime-config.json at run time (DESIGN.md), never from the build.
import type { RemoteKey } from '../federation/contract';
import { EARLY_CONFIG_KEY, type EarlyConfigHolder } from './early-config';

export type RuntimeConfig = {
  supabaseUrl: string;
  supabaseAnonKey: string;
  remotes: Partial<Record<RemoteKey, string>>;
  /** The site's absolute origin (`https://tales.example`) for canonical links, share previews and feeds. */
  siteUrl?: string;
  /** Optional ad provider; no provider means no ads are rendered. */
  ads?: { provider: string; client?: string; slots?: Record<string, string> };
};

let pending: Promise<RuntimeConfig> | undefined;
let loaded: RuntimeConfig | undefined;

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  const v = value as RuntimeConfig;
  return typeof v === 'object' && v !== null && typeof v.supabaseUrl === 'string' && typeof v.supabaseAnonKey === 'string' && typeof v.remotes === 'object';
}

export async function fetchJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
}

/** Fetches /runtime-config.json once per page (the HTML preloads it; the shell's first script starts it). */
export function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const early = (globalThis as EarlyConfigHolder)[EARLY_CONFIG_KEY];
  delete (globalThis as EarlyConfigHolder)[EARLY_CONFIG_KEY]; // used once; a retry asks again
  pending ??= (early ?? fetchJson(url))
    .then((json: unknown) => {
      if (!isRuntimeConfig(json)) throw new Error('runtime config: missing supabaseUrl, supabaseAnonKey or remotes');
      loaded = json;
      return json;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
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
  pending = Promise.resolve(config);
}
