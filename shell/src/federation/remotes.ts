// Remote URLs come from /runtime-config.json, never from the build (DESIGN.md principle 1). An open page follows
// the running server: when a remote is about to load or the visitor navigates, the config is asked for again
// (revalidated, at most once per REFRESH_INTERVAL_MS), and a remote whose URL changed (a shipped release) is
// registered anew, so its next render loads the new version. A slot already on screen keeps what it shows.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRuntimeConfig, type RuntimeConfig } from '@tales/shared/config';
import { containerName, exposeId, remoteKeys, type RemoteKey } from '@tales/shared/federation';
import { detectLanguage, i18n, loadRemoteTexts, registerRemoteTexts } from '@tales/shared/i18n';

export const REFRESH_INTERVAL_MS = 5_000;
/** A config that has not answered by then counts as failing, so a remote's load never waits longer for it. */
export const REFRESH_TIMEOUT_MS = 3_000;

type Entries = RuntimeConfig['remotes'];
type MovedListener = (moved: RemoteKey[]) => void;

let entries: Entries = {};
/** When the config was last asked for; never yet means the next load asks (a boot without config recovers). */
let checkedAt = Number.NEGATIVE_INFINITY;
let checking: Promise<void> | undefined;
const listeners = new Set<MovedListener>();

const remoteAt = (key: RemoteKey, entry: string) => ({ name: containerName(key), alias: key, entry });

export function registerRemotesFrom(config: RuntimeConfig): void {
  entries = { ...config.remotes };
  checkedAt = Date.now();
  registerRemotes((Object.keys(entries) as RemoteKey[]).map((key) => remoteAt(key, entries[key] as string)));
}

/** The entry (manifest URL) the page runs a remote from now. */
export const remoteEntryOf = (key: RemoteKey): string | undefined => entries[key];

/** Tells `listener` which remotes moved to a new URL (their cached modules are stale); returns the unsubscribe. */
export function onRemotesMoved(listener: MovedListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Points every remote whose URL changed at its new entry; one the config leaves out keeps its URL. */
function moveRemotes(next: Entries): void {
  const moved = remoteKeys.filter((key) => next[key] !== undefined && next[key] !== entries[key]);
  if (moved.length === 0) return;
  entries = { ...entries, ...Object.fromEntries(moved.map((key) => [key, next[key]])) };
  registerRemotes(
    moved.map((key) => remoteAt(key, entries[key] as string)),
    { force: true },
  );
  for (const key of moved) followTexts(key, entries[key] as string);
  for (const listener of listeners) listener(moved);
}

/**
 * The page's texts follow a moved remote: languages loaded from now on include the new release's, and a language
 * loaded earlier has its copy replaced (the current one is replaced when the remote's code next loads).
 */
function followTexts(key: RemoteKey, entry: string): void {
  registerRemoteTexts(key, entry);
  const earlier = Object.keys(i18n.store?.data ?? {}).filter((lng) => lng !== i18n.language);
  // A language whose new texts fail keeps the old ones: better a stale sentence than none.
  for (const lng of earlier) loadRemoteTexts(key, entry, lng).catch(() => undefined);
}

/** The config check under way, if any (a navigation's check starts in the same commit as the page it shows). */
export function checkInFlight(): Promise<void> | undefined {
  return checking;
}

/**
 * Asks the server for its config when the last check is older than REFRESH_INTERVAL_MS (callers meanwhile share
 * one request) and moves the remotes whose URL changed. Never rejects: a failing request changes nothing, and
 * the next navigation after the interval asks again.
 */
export function refreshRemotes(): Promise<void> {
  if (checking) return checking;
  if (Date.now() - checkedAt < REFRESH_INTERVAL_MS) return Promise.resolve();
  checkedAt = Date.now();
  checking = fetchRuntimeConfig(REFRESH_TIMEOUT_MS)
    .then((config) => moveRemotes(config.remotes))
    .catch((error: unknown) =>
      console.warn('[tales] runtime config refresh failed; keeping the remotes as they are', error),
    )
    .finally(() => {
      checking = undefined;
    });
  return checking;
}

/**
 * Loads `./Expose` of a remote together with the remote's texts (they ship next to its manifest), so it never
 * renders raw keys; `fresh` drops the cached entry first (the retry button). A due config check comes first, so
 * a remote shipped since the page opened loads its new version.
 */
export async function loadExposed<T>(key: RemoteKey, expose: string, fresh = false): Promise<T> {
  await refreshRemotes();
  const entry = entries[key];
  if (!entry) throw new Error(`No URL for remote "${key}" in runtime-config.json`);
  if (fresh) registerRemotes([remoteAt(key, entry)], { force: true });
  const lng = i18n.isInitialized ? i18n.language : detectLanguage();
  const [code, texts] = await Promise.allSettled([
    loadRemote<T>(exposeId(key, expose)),
    loadRemoteTexts(key, entry, lng),
  ]);
  // The code's failure says more (a removed release is a chunk error, which reloads the page once).
  if (code.status === 'rejected') throw code.reason;
  if (texts.status === 'rejected') throw texts.reason;
  if (!code.value) throw new Error(`Remote ${key} did not provide ${expose}`);
  return code.value;
}

/** Tests start from a page that has read no config (listeners stay: modules subscribe once, when imported). */
export function resetRemotes(): void {
  entries = {};
  checkedAt = Number.NEGATIVE_INFINITY;
  checking = undefined;
}
