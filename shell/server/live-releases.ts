// The remotes' live releases, as the release registry in Supabase holds them (live_remotes()): every shell server
// asks for them every few seconds with the publishable key, so however many servers run, each serves a shipped,
// promoted or rolled-back release within seconds, with no file to change, no restart. A registry that does not
// answer changes nothing: the last pointers read stay, and before any, the environment's remotes.
import type { RuntimeConfig } from '@tales/shared/config';
import { remoteKeys, type RemoteKey } from '@tales/shared/federation';

export type LiveRemote = { stable: string; canary?: { manifest: string; share: number } };
export type LiveRemotes = Partial<Record<RemoteKey, LiveRemote>>;

type Row = { remote: string; stable_manifest: string; canary_manifest: string | null; canary_share: number | null };

export const LIVE_RELEASES_INTERVAL_MS = 2_000;
const REQUEST_TIMEOUT_MS = 3_000;

/** Parses live_remotes()'s rows: only the contract's remotes, with http(s) manifests. */
export function liveRemotesOf(rows: unknown): LiveRemotes {
  if (!Array.isArray(rows)) throw new Error('live_remotes() did not answer a list');
  const live: LiveRemotes = {};
  const isUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//.test(value);
  for (const row of rows as Row[]) {
    if (!remoteKeys.includes(row.remote as RemoteKey) || !isUrl(row.stable_manifest)) continue;
    const share = Number(row.canary_share);
    live[row.remote as RemoteKey] = {
      stable: row.stable_manifest,
      ...(isUrl(row.canary_manifest) && share >= 1 && share <= 99
        ? { canary: { manifest: row.canary_manifest, share } }
        : {}),
    };
  }
  return live;
}

export async function fetchLiveRemotes({
  supabaseUrl,
  supabaseAnonKey,
}: Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>): Promise<LiveRemotes> {
  const res = await fetch(`${supabaseUrl}/rest/v1/rpc/live_remotes`, {
    method: 'POST',
    headers: {
      apikey: supabaseAnonKey,
      authorization: `Bearer ${supabaseAnonKey}`,
      'content-type': 'application/json',
    },
    body: '{}',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`live_remotes(): HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
  return liveRemotesOf(await res.json());
}

export type LiveReleases = {
  /** The pointers last read (empty before the first answer). */
  current(): LiveRemotes;
  /** Reads the pointers now (the first read, and tests). */
  refresh(): Promise<void>;
  stop(): void;
};

/**
 * Follows the registry of the project `project()` names (it may change with the config). A failed read is logged
 * once until a read succeeds again.
 */
export function followLiveReleases(
  project: () => Pick<RuntimeConfig, 'supabaseUrl' | 'supabaseAnonKey'>,
  {
    intervalMs = LIVE_RELEASES_INTERVAL_MS,
    log = console.warn,
  }: { intervalMs?: number; log?: (m: string) => void } = {},
): LiveReleases {
  let live: LiveRemotes = {};
  let failing = false;
  let reading: Promise<void> | undefined;
  const refresh = () =>
    (reading ??= fetchLiveRemotes(project())
      .then((next) => {
        live = next;
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) log(`release registry not read; keeping the live releases as they were: ${String(error)}`);
        failing = true;
      })
      .finally(() => (reading = undefined)));
  const timer = setInterval(() => void refresh(), intervalMs);
  timer.unref();
  return { current: () => live, refresh, stop: () => clearInterval(timer) };
}
