// Remote URLs come from /runtime-config.json, never from the build (DESIGN.md principle 1).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@tales/shared/config';
import { containerName, exposeId, type RemoteKey } from '@tales/shared/federation';

let entries: Partial<Record<RemoteKey, string>> = {};

export function registerRemotesFrom(config: RuntimeConfig): void {
  entries = config.remotes;
  registerRemotes(
    (Object.keys(entries) as RemoteKey[]).map((key) => ({ name: containerName(key), alias: key, entry: entries[key] as string })),
  );
}

/** Loads `./Expose` of a remote; `fresh` drops the cached entry first (the retry button). */
export async function loadExposed<T>(key: RemoteKey, expose: string, fresh = false): Promise<T> {
  const entry = entries[key];
  if (!entry) throw new Error(`No URL for remote "${key}" in runtime-config.json`);
  if (fresh) registerRemotes([{ name: containerName(key), alias: key, entry }], { force: true });
  const mod = await loadRemote<T>(exposeId(key, expose));
  if (!mod) throw new Error(`Remote ${key} did not provide ${expose}`);
  return mod;
}
