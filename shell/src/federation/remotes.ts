// Remote URLs come from /runtime-config.json, never from the build (DESIGN.md principle 1).
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '@tales/shared/config';
import { containerName, exposeId, type RemoteKey } from '@tales/shared/federation';
import { detectLanguage, i18n, loadRemoteTexts } from '@tales/shared/i18n';

let entries: Partial<Record<RemoteKey, string>> = {};

export function registerRemotesFrom(config: RuntimeConfig): void {
  entries = config.remotes;
  registerRemotes(
    (Object.keys(entries) as RemoteKey[]).map((key) => ({ name: containerName(key), alias: key, entry: entries[key] as string })),
  );
}

/**
 * Loads `./Expose` of a remote together with the remote's texts (they ship next to its manifest), so it never
 * renders raw keys; `fresh` drops the cached entry first (the retry button).
 */
export async function loadExposed<T>(key: RemoteKey, expose: string, fresh = false): Promise<T> {
  const entry = entries[key];
  if (!entry) throw new Error(`No URL for remote "${key}" in runtime-config.json`);
  if (fresh) registerRemotes([{ name: containerName(key), alias: key, entry }], { force: true });
  const lng = i18n.isInitialized ? i18n.language : detectLanguage();
  const [code, texts] = await Promise.allSettled([loadRemote<T>(exposeId(key, expose)), loadRemoteTexts(key, entry, lng)]);
  // The code's failure says more (a removed release is a chunk error, which reloads the page once).
  if (code.status === 'rejected') throw code.reason;
  if (texts.status === 'rejected') throw texts.reason;
  if (!code.value) throw new Error(`Remote ${key} did not provide ${expose}`);
  return code.value;
}
